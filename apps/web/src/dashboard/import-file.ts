import { msg, t } from '@lingui/core/macro';
import { parseResumeFile, resumeSchema, type ImportResult, type Resume } from '@resumey/resume';
import { PDF_MAX_BYTES, PDF_MESSAGES } from '@resumey/resume/import/pdf';

/**
 * Reads a file chosen for import: a LinkedIn data export ZIP, a Word document, a PDF, or a Resumey / JSON Resume
 * file. Each reader is loaded only when a file of its kind is chosen (mammoth, pdf.js and fflate stay out of the
 * main bundle); a Word document or a PDF is read in a worker, as it can take a second. Never throws: every
 * refusal has a message.
 */

/** Limits stated next to the Import button. */
export const IMPORT_HINT = msg`Resumey or JSON Resume (.json, 5 MB), Word (.docx, 20 MB), PDF (.pdf, 20 MB) or LinkedIn export (.zip, 50 MB)`;
export const IMPORT_ACCEPT =
  '.json,application/json,.zip,application/zip,.docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document,.pdf,application/pdf';

/** A ZIP by its type or name: browsers give '.zip' files several types, or none. */
const isZip = (file: File) => /zip/i.test(file.type) || /\.zip$/i.test(file.name);
const isDocx = (file: File) => /wordprocessingml/i.test(file.type) || /\.docx$/i.test(file.name);
const isPdf = (file: File) => /pdf/i.test(file.type) || /\.pdf$/i.test(file.name);
const isLegacyDoc = (file: File) => /msword/i.test(file.type) || /\.doc$/i.test(file.name);

/** A worker that has not answered by then is stuck on a hostile file; the user gets a message, not a hang. */
const WORKER_TIMEOUT_MS = 30_000;
const TIMED_OUT = {
  docx: () => t`This Word document took too long to read. Save it again as .docx and try again.`,
  pdf: () => t`This PDF took too long to read. Export it again as PDF and try again.`,
};

export type WorkerFileKind = 'docx' | 'pdf';
/** What the import worker is sent: the file's kind and its bytes. */
export interface ImportWorkerRequest {
  kind: WorkerFileKind;
  bytes: ArrayBuffer;
}

async function readHere(kind: WorkerFileKind, bytes: ArrayBuffer): Promise<ImportResult> {
  if (kind === 'pdf') {
    const { fromPdf } = await import('@resumey/pdf-text/import');
    return fromPdf(new Uint8Array(bytes));
  }
  const { fromDocx } = await import('@resumey/resume/import/docx');
  return fromDocx(new Uint8Array(bytes));
}

function readInWorker(kind: WorkerFileKind, bytes: ArrayBuffer): Promise<ImportResult> {
  let worker: Worker;
  try {
    worker = new Worker(new URL('./import-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return readHere(kind, bytes); // No workers here: the reader's limits still bound the work.
  }
  return new Promise<ImportResult>((resolve) => {
    const finish = (result: ImportResult) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(result);
    };
    // The bytes go to the worker (transferred): a copy stays here, should the worker fail to start.
    const copy = bytes.slice(0);
    const timer = setTimeout(() => finish({ ok: false, error: TIMED_OUT[kind]() }), WORKER_TIMEOUT_MS);
    // pdf.js's worker code, loaded into the worker, announces itself to this thread ({ action: 'ready' }): only
    // an import's result is an answer.
    worker.onmessage = (event: MessageEvent<unknown>) => {
      const data = event.data as Partial<ImportResult> | null;
      if (data && typeof data === 'object' && typeof data.ok === 'boolean') finish(data as ImportResult);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      void readHere(kind, copy).then(finish);
    };
    worker.postMessage({ kind, bytes } satisfies ImportWorkerRequest, [bytes]);
  });
}

/** The worker's answer crossed a boundary: its resume is checked against the schema again. */
function checked(result: ImportResult): ImportResult {
  if (!result.ok) return result;
  const parsed = resumeSchema.safeParse(result.resume);
  return parsed.success
    ? { ...result, resume: parsed.data as Resume }
    : { ok: false, error: t`The file could not be read.` };
}

export async function readImportFile(file: File): Promise<ImportResult> {
  if (isLegacyDoc(file)) {
    return { ok: false, error: t`Word 97-2003 files (.doc) cannot be imported. Save the file as .docx and try again.` };
  }
  if (isZip(file)) {
    const { fromLinkedInExport } = await import('@resumey/resume/import/linkedin');
    return fromLinkedInExport(new Uint8Array(await file.arrayBuffer()));
  }
  if (isDocx(file)) return checked(await readInWorker('docx', await file.arrayBuffer()));
  if (isPdf(file)) {
    // Refused before the bytes are read, so a 50 MB file costs nothing.
    if (file.size > PDF_MAX_BYTES) return { ok: false, error: PDF_MESSAGES.tooLarge };
    return checked(await readInWorker('pdf', await file.arrayBuffer()));
  }
  return parseResumeFile(await file.text());
}
