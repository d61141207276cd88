import { z } from 'zod';
import { coverLetterSchema, type CoverLetter } from './schema';

/**
 * The cover letter API (/api/resumes/:id/letter): what the web sends and what the server answers. A save names the
 * version it is based on (DESIGN.md decision 6, as resumes do): none for a resume's first letter, and a save against a
 * stale version is refused with 409 and the server's copy.
 */
export const saveLetterBody = z.object({
  letter: coverLetterSchema,
  /** The server version this copy is based on; absent when creating the resume's first letter. */
  version: z.number('version must be a number').int().min(1).optional(),
});

/** POST /api/resumes/:id/duplicate: whether the copy takes the resume's cover letters (issue #41 item 6). */
export const duplicateResumeBody = z.object({ letters: z.boolean('letters must be true or false') }).strict();

/** One letter as the API answers it. */
export interface LetterRecord {
  resumeId: string;
  letter: CoverLetter;
  version: number;
  updatedAt: string;
}

/** GET /api/letters: which of the caller's resumes have a letter (the dashboard's badges), without their text. */
export interface LetterSummaryList {
  letters: { resumeId: string; updatedAt: string }[];
}
