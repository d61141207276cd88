import { unzipSync, strFromU8 } from 'fflate';
import { z } from 'zod';
import {
  ACCOUNT_IMPORT_MAX_BYTES,
  ACCOUNT_IMPORT_MAX_FILE_BYTES,
  ACCOUNT_IMPORT_MESSAGES as M,
  coverLetterSchema,
  exportManifestSchema,
  exportProfileSchema,
  exportSharesSchema,
  exportJobTargetsSchema,
  exportTargetLetterSchema,
  storedResume,
  type CoverLetter,
  type ExportManifest,
  type ExportProfile,
  type ExportShare,
  type Resume,
} from '@resumey/resume';
import { ApiError } from '../http/errors';

/**
 * Reads an account export for an import (issue #42 item 5): the ZIP's body, at most ACCOUNT_IMPORT_MAX_BYTES, and
 * only the files an import uses (export.json, profile.json, and each live resume's resume.resumey.json, shares.json,
 * cover-letter.json, job-targets.json and the job targets' letters in cover-letters/), each unpacked to at most its declared size, which must be within ACCOUNT_IMPORT_MAX_FILE_BYTES: a
 * ZIP that unpacks to gigabytes is refused before anything is unpacked. Every file is checked with the shared
 * schemas; the first problem refuses the whole import with a 400 that names the file.
 */

export interface ImportedResume {
  folder: string;
  title: string;
  resume: Resume;
  shares: ExportShare[];
  /** Its cover letter, when the export has one (issue #41). */
  letter?: CoverLetter;
  /** Its job targets (issue #40), each with its letter when the export has one. */
  targets: ImportedTarget[];
}

export interface ImportedTarget {
  title: string;
  company: string;
  posting: string;
  letter?: CoverLetter;
}

export interface ExportContent {
  manifest: ExportManifest;
  profile: ExportProfile;
  /** Live resumes, as the export lists them. */
  resumes: ImportedResume[];
  /** Titles of the resumes that were in the trash (not imported). */
  trashed: string[];
}

const refuse = (message: string, status: 400 | 413 = 400, code = 'invalid_export'): never => {
  throw new ApiError(status, code, message);
};

const WANTED =
  /^(export\.json|profile\.json|resumes\/[a-z0-9-]{1,80}\/((resume\.resumey|shares|cover-letter|job-targets)|cover-letters\/[a-z0-9-]{1,90})\.json)$/;

/** Reads a request body up to the import's size limit (413 beyond it), however it is sent. */
export async function readLimitedBody(body: ReadableStream<Uint8Array> | null): Promise<Uint8Array> {
  if (!body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > ACCOUNT_IMPORT_MAX_BYTES) {
      await reader.cancel().catch(() => undefined);
      refuse(M.tooLarge, 413, 'payload_too_large');
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  return all;
}

function parsed<S extends z.core.$ZodType>(files: Record<string, Uint8Array>, name: string, schema: S): z.output<S> {
  const bytes = files[name];
  if (!bytes) return refuse(M.missingFile(name));
  let data: unknown;
  try {
    data = JSON.parse(strFromU8(bytes).replace(/^\uFEFF/, ''));
  } catch {
    return refuse(M.badJson(name));
  }
  const result = z.safeParse(schema, data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    return refuse(M.invalidFile(name, `${where}${issue.message}`));
  }
  return result.data;
}

/** A resume's job targets and their letters; none when the export has no job-targets.json (hand-made ones). */
function targetsOf(files: Record<string, Uint8Array>, folder: string): ImportedTarget[] {
  if (!files[`${folder}/job-targets.json`]) return [];
  return parsed(files, `${folder}/job-targets.json`, exportJobTargetsSchema).map((t) => ({
    title: t.title,
    company: t.company,
    posting: t.posting,
    // The letter named must be there: a letter the export promises is never dropped without a word.
    ...(t.letter && { letter: parsed(files, `${folder}/${t.letter}`, exportTargetLetterSchema).letter }),
  }));
}

export function readExport(zip: Uint8Array): ExportContent {
  // A ZIP ends with its directory's record: anything else is not one (fflate reads it from the end).
  if (zip.length < 22 || zip[0] !== 0x50 || zip[1] !== 0x4b) refuse(M.notZip);
  let tooLarge: string | undefined;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip, {
      filter: (f) => {
        if (!WANTED.test(f.name)) return false;
        if (f.originalSize > ACCOUNT_IMPORT_MAX_FILE_BYTES) {
          tooLarge ??= f.name;
          return false;
        }
        return true;
      },
    });
  } catch {
    return refuse(M.notZip);
  }
  if (tooLarge) refuse(M.fileTooLarge(tooLarge));
  if (!files['export.json']) refuse(M.notExport);
  const manifest = parsed(files, 'export.json', exportManifestSchema);
  const profile = parsed(files, 'profile.json', exportProfileSchema);
  const resumes: ImportedResume[] = [];
  const trashed: string[] = [];
  for (const entry of manifest.resumes) {
    if (entry.trashed) {
      trashed.push(entry.title);
      continue;
    }
    if (!entry.folder.startsWith('resumes/'))
      refuse(M.invalidFile('export.json', `${entry.folder} is not in resumes/`));
    resumes.push({
      folder: entry.folder,
      title: entry.title,
      resume: parsed(files, `${entry.folder}/resume.resumey.json`, storedResume) as Resume,
      shares: parsed(files, `${entry.folder}/shares.json`, exportSharesSchema),
      // Optional: exports made before letters existed have none.
      ...(files[`${entry.folder}/cover-letter.json`] && {
        letter: parsed(files, `${entry.folder}/cover-letter.json`, coverLetterSchema),
      }),
      targets: targetsOf(files, entry.folder),
    });
  }
  return { manifest, profile, resumes, trashed };
}
