import { z } from 'zod';

// zod would probe `new Function` to compile parsers; the app's Content-Security-Policy forbids eval.
z.config({ jitless: true });
import { FONT_IDS, LIMITS } from './constants';
import { MESSAGES } from './messages';
import { EMAIL_RE } from './email';
import { HEX_COLOR_RE, IMAGE_DATA_URL_RE, isValidUrl, MONTH_RE } from './formats';

/**
 * Two schemas over one shape:
 * - `resumeSchema` is what we store. It is lenient about content (an editor holds half-written resumes and
 *   SPEC.md says required labels are not enforced) but strict about shape and size.
 * - `sharedResumeSchema` is SPEC.md section 5's shared-link schema, used when decoding links, with its messages.
 */

const MAX_TEXT = 5000;
const MAX_LINE = 500;
const MAX_ITEMS = 100;

const text = (max = MAX_LINE) => z.string().max(max, `Must be at most ${max} characters`);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_ITEMS, `At most ${MAX_ITEMS} items`);
const id = z.string().min(1).max(100);

const month = z.string().regex(MONTH_RE, 'Use the YYYY-MM format');
const hexColor = z.string().regex(HEX_COLOR_RE, 'Colour must be a hex value like #4338ca');
const isoDate = z.string().max(40);
/** A data URL of a JPEG, PNG or WebP image; the byte limit is checked on the decoded size. */
const imageDataUrl = z
  .string()
  .max(Math.ceil((LIMITS.maxImageBytes * 4) / 3) + 64, 'Image size should be less than 2MB')
  .refine((v) => v === '' || IMAGE_DATA_URL_RE.test(v), 'Photo must be a JPEG, PNG or WebP data URL');

export const fontFamilySchema = z.enum(FONT_IDS);

export const pageMarginsSchema = z.object({
  top: z.number().min(LIMITS.marginMin).max(LIMITS.marginMax),
  right: z.number().min(LIMITS.marginMin).max(LIMITS.marginMax),
  bottom: z.number().min(LIMITS.marginMin).max(LIMITS.marginMax),
  left: z.number().min(LIMITS.marginMin).max(LIMITS.marginMax),
});

export const lineSpacingSchema = z
  .number()
  .min(LIMITS.lineSpacingMin, 'Line spacing must be between 1.2 and 1.6')
  .max(LIMITS.lineSpacingMax, 'Line spacing must be between 1.2 and 1.6');

export const metaSchema = z.object({
  title: text(200),
  templateId: z.string().min(1).max(100),
  color: hexColor,
  fontFamily: fontFamilySchema,
  lineSpacing: lineSpacingSchema,
  /** Millimetres on each side of the A4 page. */
  pageMargins: pageMarginsSchema,
});

export const profileSchema = z.object({
  fullName: text(200),
  headline: text(300),
  location: text(200),
  phone: text(100),
  email: text(320),
  website: text(2000),
  linkedin: text(2000),
  github: text(2000),
  profileImage: imageDataUrl,
});

export const experienceSchema = z.object({
  id,
  title: text(),
  company: text(),
  location: text(),
  startDate: month,
  endDate: month,
  bullets: list(text(MAX_TEXT)),
  technologies: list(text(100)),
});

export const projectSchema = z.object({
  id,
  name: text(),
  url: text(2000),
  role: text(),
  bullets: list(text(MAX_TEXT)),
  technologies: list(text(100)),
});

export const educationSchema = z.object({
  id,
  school: text(),
  degree: text(),
  field: text(),
  startDate: month,
  endDate: month,
  details: list(text(MAX_TEXT)),
});

export const linkSchema = z.object({ id, label: text(100), url: text(2000) });

export const customSectionSchema = z.object({ id, label: text(200), bullets: list(text(MAX_TEXT)) });

export const skillsSchema = z.object({
  core: list(text(100)),
  tools: list(text(100)),
  languages: list(text(100)),
});

export const resumeSchema = z.object({
  id,
  meta: metaSchema,
  profile: profileSchema,
  summary: text(MAX_TEXT),
  experience: list(experienceSchema),
  projects: list(projectSchema),
  education: list(educationSchema),
  skills: skillsSchema,
  certifications: list(text()),
  links: list(linkSchema),
  custom: list(customSectionSchema),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export type Resume = z.infer<typeof resumeSchema>;
export type ResumeMeta = z.infer<typeof metaSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type Experience = z.infer<typeof experienceSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Education = z.infer<typeof educationSchema>;
export type ResumeLink = z.infer<typeof linkSchema>;
export type CustomSection = z.infer<typeof customSectionSchema>;
export type Skills = z.infer<typeof skillsSchema>;
export type SkillCategory = keyof Skills;
export type PageMargins = z.infer<typeof pageMarginsSchema>;

// ---- Shared-link schema (SPEC.md section 5), with its exact messages ----

const isUrl = isValidUrl;

const optionalEmail = z.string().refine((v) => v === '' || EMAIL_RE.test(v), MESSAGES.sharedInvalidEmail);
const optionalUrl = z.string().refine((v) => v === '' || isUrl(v), MESSAGES.invalidUrl);

export const sharedResumeSchema = resumeSchema.extend({
  meta: metaSchema.extend({ title: z.string().min(1, MESSAGES.titleRequired).max(200) }),
  profile: profileSchema.partial().extend({
    fullName: z.string().min(1, MESSAGES.fullNameRequired).max(200),
    email: optionalEmail.optional(),
    website: optionalUrl.optional(),
  }),
  experience: list(
    experienceSchema.extend({
      title: z.string().min(1, MESSAGES.jobTitleRequired).max(MAX_LINE),
      company: z.string().min(1, MESSAGES.companyRequired).max(MAX_LINE),
    }),
  ),
  projects: list(
    projectSchema.extend({
      name: z.string().min(1, MESSAGES.projectNameRequired).max(MAX_LINE),
      url: optionalUrl,
    }),
  ),
  education: list(educationSchema.extend({ school: z.string().min(1, MESSAGES.schoolRequired).max(MAX_LINE) })),
  links: list(
    linkSchema.extend({
      label: z.string().min(1, MESSAGES.labelRequired).max(100),
      url: z.string().refine(isUrl, MESSAGES.invalidUrl),
    }),
  ),
  custom: list(customSectionSchema.extend({ label: z.string().min(1, MESSAGES.sectionLabelRequired).max(200) })),
});

export type SharedResume = z.infer<typeof sharedResumeSchema>;
