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

/**
 * POST /api/resumes/:id/duplicate?letters=copy: the copy takes the resume's cover letter (issue #41 item 6, the
 * dashboard asks); without it, or with letters=skip, it takes none.
 */
export const duplicateResumeQuery = z.object({
  letters: z.enum(['copy', 'skip'], 'letters must be copy or skip').optional(),
});

/**
 * GET /api/resumes/:id/letter/pdf?resume=1: the resume and then its letter in one PDF ("resume + letter", issue #41
 * item 3); without it, or with resume=0, the letter alone.
 */
export const letterPdfQuery = z.object({
  resume: z.enum(['0', '1'], 'resume must be 0 or 1').optional(),
  /** The letter written for this job target of the resume, instead of the resume's own (issue #41 item 1). */
  target: z.string().min(1).max(100).optional(),
});

/**
 * GET /api/public/u/:username/:slug/pdf and /api/public/v/:slug/pdf: with letter=1, the resume and then the cover
 * letter its owner shares with it, in one PDF (issue #41 items 3 and 5); 404 when the share has no letter.
 */
export const publicPdfQuery = z.object({
  letter: z.enum(['0', '1'], 'letter must be 0 or 1').optional(),
});

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
