import { z } from 'zod';
import { LIMITS } from '../constants';
import { coverLetterSchema } from '../letter/schema';
import { TARGET_LIMITS, targetBody } from './targets';

/**
 * The account export (issue #42 item 3) and its import into any Resumey server (item 5): a ZIP whose JSON files
 * are described here once, for the server that writes them, the server that reads them back, and tests.
 *
 *   README.txt                           what each file is
 *   export.json                          this manifest (format, version, what is inside)
 *   profile.json                         name, e-mail, username, created, sign-in methods (never a secret)
 *   resumes/{n}-{title}/                 one folder per resume, live ones first
 *     resume.resumey.json                the resume in Resumey's own format (as Export > Resumey JSON gives it)
 *     resume.json                        the same in JSON Resume (jsonresume.org)
 *     resume.pdf                         its PDF, when the server could make one
 *     shares.json                        its shares, their settings and views per day
 *     history.json                       its saved versions, newest first
 *     job-targets.json                   the job postings kept with it, each naming its letter's file if any
 *     cover-letter.json                  its cover letter (issue #41), when it has one
 *     cover-letter.txt                   the same letter as plain text
 *     cover-letters/{n}-{title}.json     the letter written for its job target n (of job-targets.json), with the
 *     cover-letters/{n}-{title}.txt      posting's title and company; and as plain text
 *   trash/{n}-{title}/                   resumes in the trash, the same files (no PDF)
 */
export const ACCOUNT_EXPORT_FORMAT = 'resumey-account-export';
export const ACCOUNT_EXPORT_VERSION = 1;

/** An import's ZIP may be at most this large (the 6 MB request limit does not apply to it). */
export const ACCOUNT_IMPORT_MAX_BYTES = 100 * 1024 * 1024;
/** A JSON file the import reads may be at most this large once unpacked: a resume's own limit with room to spare. */
export const ACCOUNT_IMPORT_MAX_FILE_BYTES = LIMITS.maxRequestBytes;

const iso = z.iso.datetime({ offset: true, error: 'must be a date and time (ISO 8601)' });
/** A folder of the ZIP: safe ASCII, as the export names them. */
const folder = z.string().regex(/^(resumes|trash)\/[a-z0-9-]{1,80}$/, 'must be a folder of resumes/ or trash/');

export const exportManifestSchema = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT, 'This file is not a Resumey account export.'),
  version: z.literal(ACCOUNT_EXPORT_VERSION, 'This export was made by a newer version of Resumey.'),
  exportedAt: iso,
  /** The server it came from (its public address). */
  source: z.string().max(2000),
  resumes: z
    .array(
      z.object({
        folder,
        title: z.string().max(200),
        trashed: z.boolean(),
        deletedAt: iso.nullable(),
        pdf: z.boolean(),
      }),
    )
    .max(1000),
  /** Whether this server could make PDFs when it exported; when not, README.txt says so. */
  pdfs: z.enum(['included', 'unavailable']),
  /** The cover letters' files: each resume's own (cover-letter.json) and its job targets' (cover-letters/). */
  letters: z.array(z.string().max(200)).max(1000),
});
export type ExportManifest = z.infer<typeof exportManifestSchema>;

export const exportProfileSchema = z.object({
  name: z.string().max(500),
  email: z.string().max(500),
  username: z.string().max(100).nullable(),
  /** The interface language chosen (issue #35), or null: the browser's. Absent from exports made before it existed. */
  language: z.string().max(35).nullable().optional(),
  createdAt: iso,
  /** How the account signs in: identity providers by id (the provider's own ids and tokens are never exported). */
  signInMethods: z.array(z.string().max(100)).max(20),
  twoFactorEnabled: z.boolean(),
});
export type ExportProfile = z.infer<typeof exportProfileSchema>;

/** A job target's letter file: the letter is the user's whatever becomes of the target, so it says whose it is. */
export const exportTargetLetterSchema = z.object({
  jobTarget: z.object({
    title: z.string().max(TARGET_LIMITS.maxTitleChars),
    company: z.string().max(TARGET_LIMITS.maxCompanyChars),
  }),
  letter: coverLetterSchema,
});
export type ExportTargetLetter = z.infer<typeof exportTargetLetterSchema>;

/** Where a target's letter lies, relative to its resume's folder. */
const targetLetterFile = z
  .string()
  .regex(/^cover-letters\/[a-z0-9-]{1,90}\.json$/, 'must be a file of cover-letters/ (cover-letters/{name}.json)');

/** job-targets.json: the postings as the targets' API takes them (an import recreates them), and their letters. */
export const exportJobTargetsSchema = z
  .array(
    z.object({
      ...targetBody.shape,
      createdAt: iso.optional(),
      updatedAt: iso.optional(),
      /** Its letter's file, or null; absent from exports made before target letters were exported. */
      letter: targetLetterFile.nullable().optional(),
    }),
  )
  .max(TARGET_LIMITS.maxTargets);
export type ExportJobTarget = z.infer<typeof exportJobTargetsSchema>[number];

export const exportShareSchema = z.object({
  slug: z.string().max(200),
  username: z.string().max(100).nullable(),
  shortSlug: z.string().max(200).nullable(),
  /** Its addresses on the server it came from, for the reader; an import makes its own. */
  urls: z.array(z.string().max(2000)).max(4),
  published: z.boolean(),
  /** A password protected it. The password is never exported (only its hash was kept), so an import cannot keep it. */
  hasPassword: z.boolean(),
  expiresAt: iso.nullable(),
  searchable: z.boolean(),
  /** Its page showed the resume's cover letter too (issue #41). Absent from exports made before it existed. */
  includesLetter: z.boolean().optional(),
  views: z.number().int().min(0),
  pdfDownloads: z.number().int().min(0),
  lastViewedAt: iso.nullable(),
  createdAt: iso,
  updatedAt: iso,
  /** Every day with views (UTC), oldest first. */
  viewsByDay: z.array(z.object({ day: z.iso.date(), views: z.number().int().min(0) })).max(100_000),
});
export const exportSharesSchema = z.array(exportShareSchema).max(100);
export type ExportShare = z.infer<typeof exportShareSchema>;

/** POST /api/account/import?shares=1: shares are recreated only when asked. */
export const accountImportQuery = z.object({ shares: z.enum(['0', '1']).optional() });

/** Why something of the export was not imported. */
export type ImportSkipReason =
  | 'resume_limit'
  | 'trashed'
  | 'username_taken'
  | 'no_username'
  | 'slug_taken'
  | 'shared_limit'
  | 'short_address_taken'
  | 'password_not_kept';

export interface AccountImportResult {
  /** The resumes created, newest first. */
  imported: { id: string; title: string }[];
  /** Resumes of the export not imported, with why. */
  skipped: { title: string; reason: ImportSkipReason; message: string }[];
  /** Cover letters imported, with the resumes and job targets they belong to. */
  letters: number;
  /** Job targets imported with the resumes (their postings, for their letters and coverage). */
  targets: number;
  /** Shares recreated (only with ?shares=1), and notes on the ones recreated differently or not at all. */
  shares: {
    created: { title: string; username: string; slug: string; shortSlug: string | null; published: boolean }[];
    notes: { title: string; slug: string; reason: ImportSkipReason; message: string }[];
  };
  /** The username this import set (the export's, when the account had none and it was free here). */
  usernameSet: string | null;
}

export const ACCOUNT_IMPORT_MESSAGES = {
  notZip: 'This file is not a Resumey account export (a ZIP file).',
  notExport: 'This ZIP file is not a Resumey account export: it has no export.json.',
  tooLarge: `This file is too large to import. An account export can be at most ${ACCOUNT_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  fileTooLarge: (name: string) => `${name} is too large to import.`,
  badJson: (name: string) => `${name} is not valid JSON.`,
  invalidFile: (name: string, detail: string) => `${name} is invalid: ${detail}`,
  missingFile: (name: string) => `${name} is missing from the export.`,
  nothingToImport: 'This export holds no resume to import.',
  skippedLimit: `You can have up to ${LIMITS.maxResumes} resumes: delete one, then import again to bring it in.`,
  skippedTrashed: 'It was in the trash.',
  usernameTaken: (name: string) =>
    `The username ${name} is taken on this server, so its shares were not recreated. Set a username, then share again.`,
  noUsername: 'Shares need a username: set one, then share again.',
  slugTaken: 'Not recreated: you already have a share at this address.',
  sharedLimit: 'Not recreated: you can have up to 4 shared resumes.',
  shortTaken: 'Recreated without its short address /v/, which is taken on this server.',
  passwordNotKept: 'Recreated unpublished: its password is not part of the export. Set a new one, then publish it.',
} as const;
