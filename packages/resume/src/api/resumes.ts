import { z } from 'zod';
import * as zm from 'zod/mini';
import { DEFAULT_TEMPLATE_ID, TEMPLATE_IDS } from '../constants';
import { RESUME_LANGUAGES } from '../locale';
import { PAGE_SIZE_IDS } from '../page-setup';
import { profileSchema, resumeSchema, type Resume } from '../schema';

/** The resume API (/api/resumes): what the web sends and what the server answers, defined once for both. */

// Typed as strings so callers pass any id and the API refuses an unknown one with its message.
const templateIds: readonly [string, ...string[]] = TEMPLATE_IDS;
/** The shape of a catalogue id ('t07-tech-minimal'); a withdrawn template's id keeps it. */
const TEMPLATE_ID_SHAPE = /^t\d{1,3}-[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A resume as the API stores it. SPEC.md's rule for link data (a template id not starting with 't' becomes
 * t01-classic) applied at the API boundary, on the catalogue's id shape: 'str', '123' or an id wrapped in
 * direction marks become the default template. An id of that shape that names no template today is kept: the
 * editor shows 'Template not found' with it and the public view falls back to Classic with its note (SPEC.md
 * section 2), and a resume saved before a template was withdrawn still saves.
 */
export const storedResume = zm.pipe(
  resumeSchema,
  zm.transform((resume: Resume) =>
    TEMPLATE_ID_SHAPE.test(resume.meta.templateId)
      ? resume
      : { ...resume, meta: { ...resume.meta, templateId: DEFAULT_TEMPLATE_ID } },
  ),
);

/**
 * POST /api/resumes: a new resume from a template, or a whole resume (sample, duplicate, import, migration). A new
 * resume's paper comes from the browser's locale (issue #20), which only the browser knows; A4 when not sent.
 */
export const createResumeBody = z.union([
  z
    .object({
      templateId: z.enum(templateIds, 'Unknown template'),
      pageSize: z.enum(PAGE_SIZE_IDS, 'Page size must be a4 or letter').optional(),
      /** The new resume's language (issue #35): the interface's, which the editor can change. */
      language: z.enum(RESUME_LANGUAGES, 'Unknown resume language').optional(),
    })
    .strict(),
  z.object({ resume: storedResume }),
]);

/** PUT /api/resumes/:id: the whole resume and the server version it is based on (DESIGN.md decision 6). */
export const updateResumeBody = z.object({
  resume: storedResume,
  version: z.number('version must be a number').int().min(1),
});

/** PATCH /api/resumes/:id: a new title. */
export const renameResumeBody = z.object({
  title: z
    .string('title must be a string')
    .transform((t) => t.trim())
    .pipe(z.string().min(1, 'Resume name cannot be empty').max(200, 'Resume name must be at most 200 characters')),
});

/**
 * POST /api/pdf: a link-embedded share's resume (decoded in the browser) printed without storing anything. The
 * link decoder fills every field, but the shared-link schema leaves profile fields optional, so they are here too.
 */
export const pdfBody = z.object({ resume: zm.extend(resumeSchema, { profile: zm.partial(profileSchema) }) });

/** A custom URL of a resume, as its record lists it. */
export interface ResumeShare {
  slug: string;
  username: string | null;
  /** Its short address /v/{shortSlug}, or null; absent from device copies stored before short addresses. */
  shortSlug?: string | null;
  views: number;
}

/** One resume as the API answers it. */
export interface ResumeRecord {
  resume: Resume;
  /** The server version this copy is based on; a save names it (DESIGN.md decision 6). */
  version: number;
  shares: ResumeShare[];
}

/**
 * A resume in the trash (issue #42), as GET /api/resumes/trash lists it: enough to recognise it; its content comes
 * back whole on restore. `purgeAt` is when the server deletes it for good (deletedAt + LIMITS.trashDays days).
 */
export interface TrashedResume {
  id: string;
  title: string;
  templateId: string;
  deletedAt: string;
  purgeAt: string;
  /** It has a cover letter, which goes with it (issue #41 item 6): Delete forever says so. */
  hasLetter: boolean;
}

/** GET /api/resumes/trash: the caller's trashed resumes, most recently deleted first. */
export interface TrashList {
  resumes: TrashedResume[];
}
