import { z } from 'zod/mini';
import { id, list, MAX_LINE, text } from './schema-fields';
import { FONT_IDS, LIMITS } from './constants';
import { DEFAULT_FONT_SIZE, DEFAULT_PAGE_SIZE, FONT_SIZE_IDS, PAGE_SIZE_IDS } from './page-setup';
import { DATE_RE, HEX_COLOR_RE, IMAGE_DATA_URL_RE } from './formats';
import { HEADING_KEYS } from './locale/keys';

/**
 * Written with zod/mini (the same zod, without its chainable methods): the public resume page decodes links with
 * these schemas, and zod/mini keeps that page within its JavaScript budget (DESIGN.md section 5). Two schemas over
 * one shape:
 * - `resumeSchema` is what we store. It is lenient about content (an editor holds half-written resumes and
 *   SPEC.md says required labels are not enforced) but strict about shape and size.
 * - `sharedResumeSchema` (shared-link-schema.ts) is SPEC.md section 5's shared-link schema, used when decoding
 *   links, with its messages.
 *
 * Fields beyond SPEC.md section 3 (issue #19: what a JSON Resume, LinkedIn or Word import brings) all have
 * defaults, so resumes stored, linked or sent before they existed still validate and come out complete. New keys
 * go at the end of each object: the share-link dictionary expects the original keys in their original order.
 */

const MAX_TEXT = LIMITS.maxTextChars;

/** 'YYYY-MM' as month pickers write it; 'YYYY' and 'YYYY-MM-DD' as imported documents may carry them. */
const date = z.string().check(z.regex(DATE_RE, 'Use the YYYY-MM format'));
/** A field added after SPEC.md's model: absent in older resumes, so it defaults. */
const extra = (max = MAX_LINE) => z._default(text(max), '');
const extraList = <T extends z.ZodMiniType>(item: T) => z._default(list(item), []);
const hexColor = z.string().check(z.regex(HEX_COLOR_RE, 'Colour must be a hex value like #4338ca'));
const isoDate = z.string().check(z.maxLength(40));
/** A data URL of a JPEG, PNG or WebP image; the byte limit is checked on the decoded size. */
const imageDataUrl = z.string().check(
  z.maxLength(Math.ceil((LIMITS.maxImageBytes * 4) / 3) + 64, 'Image size should be less than 2MB'),
  z.refine((v) => v === '' || IMAGE_DATA_URL_RE.test(v), 'Photo must be a JPEG, PNG or WebP data URL'),
);

export const fontFamilySchema = z.enum(FONT_IDS);

const margin = () => z.number().check(z.gte(LIMITS.marginMin), z.lte(LIMITS.marginMax));

export const pageMarginsSchema = z.object({ top: margin(), right: margin(), bottom: margin(), left: margin() });

export const lineSpacingSchema = z
  .number()
  .check(
    z.gte(LIMITS.lineSpacingMin, 'Line spacing must be between 1.2 and 1.6'),
    z.lte(LIMITS.lineSpacingMax, 'Line spacing must be between 1.2 and 1.6'),
  );

/** Plain strings, not an enum: a key from a later version must not make an old reader reject the resume. */
const sectionKeyList = z.array(text(40)).check(z.maxLength(20, 'At most 20 sections'));
export const pageSizeSchema = z.enum(PAGE_SIZE_IDS);
export const fontSizeSchema = z.enum(FONT_SIZE_IDS);

/** A BCP 47 language tag: 'en', 'de', 'pt-BR', 'zh-Hant', 'sr-Latn-RS'. */
export const LANGUAGE_TAG_RE = /^[a-zA-Z]{2,3}(-[a-zA-Z]{4})?(-(?:[a-zA-Z]{2}|\d{3}))?(-[a-zA-Z\d]{5,8})*$/;
export const languageTagSchema = z.string().check(z.regex(LANGUAGE_TAG_RE, 'Use a language tag like en, de or pt-BR'));

/**
 * A field an import read with low confidence (issue #39), marked in the editor until the user confirms or edits
 * it. `key` names the field as the editor's edits do: 'profile.phone', 'experience.{id}.title',
 * 'experience.{id}.dates', 'education.{id}.school'.
 */
export const importMarkSchema = z.object({
  key: text(200),
  /** 0 to 1: how sure the import's rules were. */
  confidence: z.number().check(z.gte(0), z.lte(1)),
  /**
   * Why it is uncertain: a code the editor words in the interface's language (import-reader's ImportReason). Marks
   * saved before the codes hold an English sentence, shown as it is.
   */
  reason: text(300),
});

/** The marks of an import still to be checked: kept with the resume, never in a share or a public page. */
export const importReviewSchema = z.object({
  /** 'PDF', 'Word', 'LinkedIn export'. */
  format: text(100),
  /** The imported file's name, to say what the marks are about. */
  fileName: text(300),
  marks: z.array(importMarkSchema).check(z.maxLength(500)),
});

/** Renamed section headings: only the sections of HEADING_KEYS, each a short line. */
export const headingsSchema = z.partialRecord(z.enum(HEADING_KEYS), text(100));

export const metaSchema = z.object({
  title: text(200),
  templateId: z.string().check(z.minLength(1), z.maxLength(100)),
  color: hexColor,
  fontFamily: fontFamilySchema,
  lineSpacing: lineSpacingSchema,
  /** Millimetres on each side of the page. */
  pageMargins: pageMarginsSchema,
  /** Section keys in the user's order (issue #20); [] = the template's own order. See sections.ts. */
  sectionOrder: z._default(sectionKeyList, []),
  /** Section keys not drawn on the page; their content stays in the resume. */
  hiddenSections: z._default(sectionKeyList, []),
  /** Issue #20. Defaults keep resumes, local copies and links from before them A4 at the templates' own sizes. */
  pageSize: z._default(pageSizeSchema, DEFAULT_PAGE_SIZE),
  fontSize: z._default(fontSizeSchema, DEFAULT_FONT_SIZE),
  /** The resume's own language (issue #35), a BCP 47 tag; absent in older resumes, which read as 'en'. */
  language: z.optional(languageTagSchema),
  /** Headings the user renamed (issue #35 item 2), by section; a missing one is the language's own. */
  headings: z.optional(headingsSchema),
  /** Issue #39: what an import left to check. Stripped from share links and shared copies (see forSharing). */
  importReview: z.optional(importReviewSchema),
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
  /** Street address and postal code (JSON Resume basics.location); templates show `location`. */
  address: extra(300),
  postalCode: extra(50),
});

export const experienceSchema = z.object({
  id,
  title: text(),
  company: text(),
  location: text(),
  startDate: date,
  endDate: date,
  bullets: list(text(MAX_TEXT)),
  technologies: list(text(100)),
  /** The company's web site. */
  url: extra(2000),
  /** What the company does, in a line. */
  description: extra(),
  /** A paragraph about the role, shown above the bullets. */
  summary: extra(MAX_TEXT),
  /**
   * The dates as written when they are no plain range of months ('Summer 2013, 2014', 'Expected Graduation: June
   * 2016'), as an import found them: printed instead of the range, never turned into months it does not say.
   */
  datesText: z.optional(text(100)),
});

export const projectSchema = z.object({
  id,
  name: text(),
  url: text(2000),
  role: text(),
  bullets: list(text(MAX_TEXT)),
  technologies: list(text(100)),
  /** A paragraph about the project, shown above the bullets. */
  description: extra(MAX_TEXT),
  startDate: z._default(date, ''),
  endDate: z._default(date, ''),
  /** Who the project was for or with (a company, a client, a school). */
  entity: extra(),
  /** What kind of project: application, talk, presentation, volunteering... */
  type: extra(100),
});

export const educationSchema = z.object({
  id,
  school: text(),
  degree: text(),
  field: text(),
  startDate: date,
  endDate: date,
  details: list(text(MAX_TEXT)),
  url: extra(2000),
  /** Grade or GPA as written: '3.8/4.0', 'First-class honours'. */
  score: extra(100),
  /** The dates as written, as for experience. */
  datesText: z.optional(text(100)),
});

/** A web profile or any other link; `label` is the network's name for profiles. */
export const linkSchema = z.object({ id, label: text(100), url: text(2000), username: extra(100) });

export const customSectionSchema = z.object({ id, label: text(200), bullets: list(text(MAX_TEXT)) });

export const skillsSchema = z.object({
  core: list(text(100)),
  tools: list(text(100)),
  languages: list(text(100)),
});

/** A named group of skills with a level, beside the three fixed categories: 'Web Development (Master): HTML, CSS'. */
export const skillGroupSchema = z.object({ id, name: text(100), level: text(100), keywords: list(text(100)) });

export const volunteerSchema = z.object({
  id,
  organization: text(),
  position: text(),
  url: text(2000),
  startDate: date,
  endDate: date,
  summary: text(MAX_TEXT),
  highlights: list(text(MAX_TEXT)),
});

export const awardSchema = z.object({ id, title: text(), awarder: text(), date, summary: text(MAX_TEXT) });

export const publicationSchema = z.object({
  id,
  name: text(),
  publisher: text(),
  releaseDate: date,
  url: text(2000),
  summary: text(MAX_TEXT),
});

export const interestSchema = z.object({ id, name: text(), keywords: list(text(100)) });

export const referenceSchema = z.object({ id, name: text(), reference: text(MAX_TEXT) });

const keptCertificate = z.object({
  shown: text(),
  name: text(),
  issuer: text(),
  date: text(40),
  url: text(2000),
});
/** A LinkedIn or GitHub entry of basics.profiles, while the profile's field still reads `shown`. */
const keptProfile = z.object({ shown: text(2000), network: text(100), username: text(100), url: text(2000) });

/**
 * Values of an imported document that Resumey shows in another form. Export gives back the exact original while the
 * shown form is unchanged (`shown`); once the user edits it, the edit wins. See json-resume/README.md.
 */
export const keptSchema = z.object({
  /** basics.image when it is a web address: photos are stored as data URLs only. */
  imageUrl: z.optional(text(2000)),
  /** basics.location's parts, while profile.location still reads `shown`. */
  location: z.optional(z.object({ shown: text(200), city: text(200), region: text(200), countryCode: text(100) })),
  /** Certificates shown as one line each in `certifications`. */
  certificates: z.optional(list(keptCertificate)),
  /** Languages shown as 'Language (fluency)' that would not split back into the same two parts. */
  languages: z.optional(list(z.object({ shown: text(100), language: text(100), fluency: text(100) }))),
  /** Project roles shown joined with ', ' that would not split back on ', '. */
  roles: z.optional(list(z.object({ shown: text(), roles: list(text()) }))),
  /** basics.profiles in their order: 'linkedin', 'github' or 'link' for each; and the LinkedIn/GitHub entries. */
  profiles: z.optional(
    z.object({
      order: list(z.enum(['linkedin', 'github', 'link'])),
      linkedin: z.optional(keptProfile),
      github: z.optional(keptProfile),
    }),
  ),
  /** meta.canonical and meta.version of the imported document. */
  canonical: z.optional(text(2000)),
  version: z.optional(text(100)),
  /** Text imported verbatim that contains markup characters: exported as it is, not with markup removed. */
  verbatim: z.optional(list(text(MAX_TEXT))),
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
  skillGroups: extraList(skillGroupSchema),
  volunteer: extraList(volunteerSchema),
  awards: extraList(awardSchema),
  publications: extraList(publicationSchema),
  interests: extraList(interestSchema),
  references: extraList(referenceSchema),
  kept: z.optional(keptSchema),
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
export type SkillGroup = z.infer<typeof skillGroupSchema>;
export type Volunteer = z.infer<typeof volunteerSchema>;
export type Award = z.infer<typeof awardSchema>;
export type Publication = z.infer<typeof publicationSchema>;
export type Interest = z.infer<typeof interestSchema>;
export type Reference = z.infer<typeof referenceSchema>;
export type Kept = z.infer<typeof keptSchema>;
export type PageMargins = z.infer<typeof pageMarginsSchema>;
export type ImportReview = z.infer<typeof importReviewSchema>;
export type ImportMark = z.infer<typeof importMarkSchema>;
