import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
  LIMITS,
  resumeLetterText,
  toJsonResume,
  type ExportManifest,
  type Resume,
} from '@resumey/resume';
import type { Db } from '../db/client';
import type { Logger } from '../log';
import { trashClock } from '../clock';
import { withCleanPhoto } from '../images/clean-photo';
import { pdfJobCost } from '../pdf/cost';
import { PdfError } from '../pdf/errors';
import type { PdfService } from '../pdf/service';
import type { ViewCounter } from '../shares/view-counter';
import { writeJobTargets } from './export-targets';
import { readJobTargets, readLetter, readProfile, readResumes, readShares, readVersions } from './export-read';
import { exportReadme, type PdfOutcome } from './readme';
import { asciiSlug, type ZipStream } from './zip-stream';

const DAY_MS = 24 * 60 * 60 * 1000;
/** PDFs of one export made at once: the PDF queue's concurrency (pdf/service.ts). */
const PDF_LANES = 2;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export interface ExportDeps {
  db: Db;
  views: ViewCounter;
  /** The server's PDF service (the same as Download PDF's). */
  pdf: () => PdfService;
  /** The server's public address, for the shares' links. */
  publicUrl: string;
  log: Logger;
}

/**
 * Writes a user's account export (issue #42 item 3) into `zip`, a part at a time: profile, then each resume's
 * files, then the PDFs (made one after the other in the PDF service's queue, as this user's jobs, while the JSON
 * files are written), then export.json and README.txt, which say what came out. `signal`: the client went away.
 */
export async function writeAccountExport(
  deps: ExportDeps,
  userId: string,
  zip: ZipStream,
  signal?: AbortSignal,
): Promise<ExportManifest> {
  const { db } = deps;
  const base = deps.publicUrl.replace(/\/+$/, '');
  await deps.views.flush().catch(() => undefined);
  const profile = await readProfile(db, userId);
  await zip.file('profile.json', json(profile));

  const all = await readResumes(db, userId, new Date(trashClock.now() - LIMITS.trashDays * DAY_MS));
  const folders = new Map<string, string>();
  let liveN = 0;
  let trashN = 0;
  for (const r of all) {
    const n = r.trashed ? ++trashN : ++liveN;
    folders.set(r.id, `${r.trashed ? 'trash' : 'resumes'}/${n}-${asciiSlug(r.resume.meta.title)}`);
  }

  // The PDFs, started now and collected after the JSON files: in two lanes, each one job at a time in the PDF
  // queue as a client of its own (the queue runs two jobs at once on this 2-core machine, and other users' jobs
  // still take turns with each lane), so four PDFs take about two PDFs' time.
  const live = all.filter((r) => !r.trashed);
  let unavailable: string | null = null;
  const ticket = (resume: Resume, lane: number) => ({
    client: lane === 0 ? `user:${userId}` : `user:${userId}:export-${lane}`,
    clientClass: 'user' as const,
    cost: pdfJobCost(Buffer.byteLength(JSON.stringify(resume))),
    signal,
  });
  const lanes: Promise<unknown>[] = Array.from({ length: PDF_LANES }, () => Promise.resolve());
  const pdfs = live.map((r, i) => {
    const lane = i % PDF_LANES;
    const job = lanes[lane]!.then(async (): Promise<{ bytes?: Buffer; outcome: PdfOutcome }> => {
      if (unavailable !== null || signal?.aborted) return { outcome: { made: false, reason: 'not made' } };
      try {
        const resume = await withCleanPhoto(r.resume);
        const { pdf } = await deps.pdf().render(resume, ticket(resume, lane));
        return { bytes: pdf, outcome: { made: true } };
      } catch (err) {
        if (err instanceof PdfError && err.reason === 'unavailable') unavailable = err.message;
        else deps.log.warn('account export: a PDF was not made', { error: String(err) });
        return { outcome: { made: false, reason: err instanceof Error ? err.message : String(err) } };
      }
    });
    lanes[lane] = job;
    return job;
  });

  const addressOf = (username: string | null, slug: string, shortSlug: string | null) => [
    ...(username ? [`${base}/u/${username}/${slug}`] : []),
    ...(shortSlug ? [`${base}/v/${shortSlug}`] : []),
  ];
  const letters: string[] = [];
  for (const r of all) {
    const folder = folders.get(r.id)!;
    await zip.file(`${folder}/resume.resumey.json`, json(r.resume));
    await zip.file(`${folder}/resume.json`, json(toJsonResume(r.resume)));
    await zip.file(`${folder}/shares.json`, json(await readShares(db, userId, r.id, addressOf)));
    await writeJobTargets(zip, folder, r.resume, await readJobTargets(db, userId, r.id), letters);
    await zip.jsonArray(`${folder}/history.json`, readVersions(db, userId, r.id));
    const letter = await readLetter(db, userId, r.id);
    if (letter) {
      await zip.file(`${folder}/cover-letter.json`, json(letter));
      await zip.file(`${folder}/cover-letter.txt`, resumeLetterText(r.resume, letter));
      letters.push(`${folder}/cover-letter.json`);
    }
    if (signal?.aborted) throw new Error('the client went away');
  }

  const outcomes = new Map<string, PdfOutcome>();
  for (const [i, r] of live.entries()) {
    const folder = folders.get(r.id)!;
    const { bytes, outcome } = await pdfs[i]!;
    outcomes.set(folder, outcome);
    if (bytes) await zip.file(`${folder}/resume.pdf`, bytes, { store: true });
  }

  const manifest: ExportManifest = {
    format: ACCOUNT_EXPORT_FORMAT,
    version: ACCOUNT_EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    source: base,
    resumes: all.map((r) => ({
      folder: folders.get(r.id)!,
      title: r.resume.meta.title,
      trashed: r.trashed,
      deletedAt: r.deletedAt,
      pdf: outcomes.get(folders.get(r.id)!)?.made === true,
    })),
    pdfs: unavailable === null ? 'included' : 'unavailable',
    letters,
  };
  await zip.file('export.json', json(manifest));
  await zip.file('README.txt', exportReadme(manifest, profile, outcomes, unavailable));
  await zip.end();
  return manifest;
}
