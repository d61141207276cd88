import { z } from 'zod';
import { resumeSchema, type Resume } from '../schema';
import type { Coverage, Term } from '../targeting';
import { TARGETING_MESSAGES } from '../targeting/messages';
import type { FieldChange } from '../merge';

/**
 * Job targets (issue #40): postings kept with a resume, their coverage by the resume's PDF, tailored copies. Private
 * to their owner: nothing here is ever part of a resume, a share or a resume's export (only of the owner's account
 * export, account-export.ts).
 */
export const TARGET_LIMITS = {
  /** Targets per resume. */
  maxTargets: 10,
  maxPostingChars: 30_000,
  maxTitleChars: 200,
  maxCompanyChars: 200,
} as const;

const title = z
  .string('title must be a string')
  .transform((t) => t.trim())
  .pipe(
    z
      .string()
      .min(1, TARGETING_MESSAGES.titleEmpty)
      .max(TARGET_LIMITS.maxTitleChars, `The job title must be at most ${TARGET_LIMITS.maxTitleChars} characters.`),
  );
const company = z
  .string('company must be a string')
  .transform((t) => t.trim())
  .pipe(
    z
      .string()
      .max(TARGET_LIMITS.maxCompanyChars, `The company must be at most ${TARGET_LIMITS.maxCompanyChars} characters.`),
  );
const posting = z
  .string('posting must be a string')
  .max(TARGET_LIMITS.maxPostingChars, TARGETING_MESSAGES.postingTooLong(TARGET_LIMITS.maxPostingChars))
  .refine((t) => t.trim().length > 0, TARGETING_MESSAGES.postingEmpty);

/** POST /api/resumes/:id/targets and PUT .../targets/:targetId. */
export const targetBody = z.object({ title, company: company.default(''), posting }).strict();
export type TargetInput = z.input<typeof targetBody>;

/** POST .../targets/:targetId/coverage: the resume as the editor holds it now (saved or not). */
export const coverageBody = z.object({ resume: resumeSchema });

/** POST /api/resumes/:id/link/review: the master's changes (paths from `changes`) taken into the copy or declined. */
export const linkReviewBody = z
  .object({
    masterVersion: z.number().int().min(1),
    take: z
      .array(z.array(z.string().max(200)).max(20))
      .max(500)
      .default([]),
    decline: z
      .array(z.array(z.string().max(200)).max(20))
      .max(500)
      .default([]),
  })
  .strict();

/** A job target as its owner sees it. */
export interface JobTarget {
  id: string;
  /** The resume it belongs to. */
  resumeId: string;
  title: string;
  company: string;
  posting: string;
  createdAt: string;
  updatedAt: string;
  /** The terms read from the posting. */
  terms: Term[];
  language: string;
  /** Read-only here: the master's target a tailored copy is linked to. */
  fromMaster?: boolean;
}

export interface CoverageAnswer extends Coverage {
  targetId: string;
  /** How the PDF's read-back was had: 'cached' when this resume content was read before. */
  pdf: 'read' | 'cached';
}

/** GET /api/resumes/:id/link: a tailored copy's master, as stored now, and the master as the copy last took it. */
export interface TailoredLink {
  masterId: string;
  masterTitle: string;
  masterVersion: number;
  targetId: string | null;
  /** The master now. */
  master: Resume;
  /** The master as the copy last reviewed its changes (their common base for the field-level merge). */
  base: Resume;
  /** Changes of the master since the copy last reviewed them (base -> master). */
  pending: FieldChange[];
}
