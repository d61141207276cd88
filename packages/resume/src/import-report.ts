import { z } from 'zod/mini';
import type { Resume } from './schema';

/**
 * What an import did, shown to the user right after it (issue #19): where each part of the file went in the
 * editor, what was kept but is not displayed (it comes back on export) and what could not be imported. It holds
 * codes, counts and the file's own words only: the interface says it in its language (issue #35 item 5).
 */
export interface ImportReport {
  format: ImportFormat;
  placed: PlacedPart[];
  kept: ReportNote[];
  dropped: ReportNote[];
}

export const IMPORT_FORMATS = ['json-resume', 'resumey', 'pdf', 'word', 'linkedin'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The parts of a resume, each with the editor tab (and section in it) it is in. */
export const REPORT_PARTS = [
  'profile',
  'links',
  'summary',
  'experience',
  'volunteer',
  'projects',
  'education',
  'skills',
  'skillGroups',
  'languages',
  'certifications',
  'awards',
  'publications',
  'interests',
  'references',
  'custom',
] as const;
export type ReportPart = (typeof REPORT_PARTS)[number];

/** The profile fields an import names, in the order the report lists them. */
export const REPORT_PROFILE_FIELDS = [
  'fullName',
  'headline',
  'email',
  'phone',
  'location',
  'address',
  'postalCode',
  'website',
  'linkedin',
  'github',
  'profileImage',
] as const satisfies ReadonlyArray<keyof Resume['profile']>;
export type ReportProfileField = (typeof REPORT_PROFILE_FIELDS)[number];

export interface PlacedPart {
  part: ReportPart;
  /** How many: jobs, schools, skills; a custom section's lines. */
  count: number;
  /** The profile's fields that have a value. */
  fields?: ReportProfileField[];
  /** A custom section's heading, as the file wrote it. */
  heading?: string;
}

/**
 * One thing kept or dropped. `value` is the file's own text (a photo's address, a path in the JSON, a file name),
 * `count` and `limit` numbers the sentence needs.
 */
export const REPORT_NOTES = [
  // Kept, not shown (JSON Resume).
  'photo-address',
  'location-parts',
  'profile-names',
  'profile-order',
  'certificate-details',
  'language-names',
  'project-roles',
  'canonical',
  // Not imported or needs a look.
  'lines-not-recognised',
  'file-missing',
  'not-text',
  'not-a-date',
  'cut',
  'first-items',
  'not-a-list',
  'not-an-object',
  'not-json-resume',
] as const;
export type ReportNoteCode = (typeof REPORT_NOTES)[number];

export interface ReportNote {
  code: ReportNoteCode;
  /** Where in the file: 'work[0].startDate'. */
  path?: string;
  value?: string;
  count?: number;
  limit?: number;
}

const words = (max: number) => z.string().check(z.maxLength(max));
const note = z.object({
  code: z.enum(REPORT_NOTES),
  path: z.optional(words(300)),
  value: z.optional(words(300)),
  count: z.optional(z.number()),
  limit: z.optional(z.number()),
});

/**
 * The report as it is read back where it crossed a boundary (the browser history's state, a worker's answer):
 * anything else there is ignored rather than trusted.
 */
export const importReportSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  placed: z
    .array(
      z.object({
        part: z.enum(REPORT_PARTS),
        count: z.number(),
        fields: z.optional(z.array(z.enum(REPORT_PROFILE_FIELDS))),
        heading: z.optional(words(1000)),
      }),
    )
    .check(z.maxLength(500)),
  kept: z.array(note).check(z.maxLength(500)),
  dropped: z.array(note).check(z.maxLength(500)),
});

const nonBlank = (values: string[]) => values.filter((v) => v.trim() !== '');

/** One entry per part of the resume that has content. */
export function describeResume(r: Resume): PlacedPart[] {
  const out: PlacedPart[] = [];
  const add = (part: ReportPart, count: number) => count > 0 && out.push({ part, count });
  const fields = REPORT_PROFILE_FIELDS.filter((k) => r.profile[k].trim() !== '');
  if (fields.length) out.push({ part: 'profile', count: fields.length, fields });
  add('links', r.links.length);
  add('summary', r.summary.trim() ? 1 : 0);
  add('experience', r.experience.length);
  add('volunteer', r.volunteer.length);
  add('projects', r.projects.length);
  add('education', r.education.length);
  add('skills', nonBlank([...r.skills.core, ...r.skills.tools]).length);
  add('skillGroups', r.skillGroups.length);
  add('languages', r.skills.languages.length);
  add('certifications', r.certifications.length);
  add('awards', r.awards.length);
  add('publications', r.publications.length);
  add('interests', r.interests.length);
  add('references', r.references.length);
  for (const c of r.custom) out.push({ part: 'custom', count: nonBlank(c.bullets).length, heading: c.label.trim() });
  return out;
}

/** The lines no rule placed, left in the custom section `section` for the user to sort. */
export const unrecognisedLines = (count: number, section: string): ReportNote[] =>
  count ? [{ code: 'lines-not-recognised', count, value: section }] : [];
