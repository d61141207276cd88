import { z } from 'zod/mini';
import { list, MAX_LINE, required } from './schema-fields';
import {
  customSectionSchema,
  educationSchema,
  experienceSchema,
  linkSchema,
  metaSchema,
  profileSchema,
  projectSchema,
  resumeSchema,
} from './schema';
import { SHARED_LINK_MESSAGES } from './messages';
import { EMAIL_RE } from './email';
import { isValidUrl as isUrl } from './formats';

/**
 * SPEC.md section 5's shared-link schema, used when decoding links, with its exact messages: the stored-resume
 * schema, plus the fields a shared resume must have.
 */

const optionalEmail = z
  .string()
  .check(z.refine((v) => v === '' || EMAIL_RE.test(v), SHARED_LINK_MESSAGES.sharedInvalidEmail));
const optionalUrl = z.string().check(z.refine((v) => v === '' || isUrl(v), SHARED_LINK_MESSAGES.invalidUrl));

export const sharedResumeSchema = z.extend(resumeSchema, {
  meta: z.extend(metaSchema, { title: required(SHARED_LINK_MESSAGES.titleRequired, 200) }),
  profile: z.extend(z.partial(profileSchema), {
    fullName: required(SHARED_LINK_MESSAGES.fullNameRequired, 200),
    email: z.optional(optionalEmail),
    website: z.optional(optionalUrl),
  }),
  experience: list(
    z.extend(experienceSchema, {
      title: required(SHARED_LINK_MESSAGES.jobTitleRequired, MAX_LINE),
      company: required(SHARED_LINK_MESSAGES.companyRequired, MAX_LINE),
    }),
  ),
  projects: list(
    z.extend(projectSchema, { name: required(SHARED_LINK_MESSAGES.projectNameRequired, MAX_LINE), url: optionalUrl }),
  ),
  education: list(z.extend(educationSchema, { school: required(SHARED_LINK_MESSAGES.schoolRequired, MAX_LINE) })),
  links: list(
    z.extend(linkSchema, {
      label: required(SHARED_LINK_MESSAGES.labelRequired, 100),
      url: z.string().check(z.refine(isUrl, SHARED_LINK_MESSAGES.invalidUrl)),
    }),
  ),
  custom: list(z.extend(customSectionSchema, { label: required(SHARED_LINK_MESSAGES.sectionLabelRequired, 200) })),
});

export type SharedResume = z.infer<typeof sharedResumeSchema>;
