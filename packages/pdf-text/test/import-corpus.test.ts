import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportResult } from '@resumey/resume';
import { fromDocx } from '@resumey/resume/import/docx';
import { IMPORT_FIELD_KINDS, fieldKindOf } from '@resumey/resume/import/provenance';
import {
  BUDGETS,
  CORPUS,
  corpusBytes,
  corpusExpected,
  FIELDS,
  precision,
  recall,
  scoreResume,
  scoreTable,
  totalScores,
  type CorpusSet,
  type FieldScores,
} from '@resumey/test-support/import-corpus';
import { fromPdf } from '../src/import';

/**
 * Issue #39's corpus (packages/test-support/corpus): resumes made in Word, LibreOffice, LaTeX and HTML builders,
 * each imported (PDF and .docx) and scored per field against what its author wrote. Prints precision and recall per
 * field for the tuned part and the held-out part, and holds the tuned part to the issue's budgets.
 */

const results: Array<{ set: CorpusSet | 'probe'; file: string; scores: FieldScores }> = [];

// A probe laid out by hand (`build.ts --probe=NAME --out=DIR`, then CORPUS_PROBE=DIR): scored, printed, held to nothing.
const probeDir = process.env.CORPUS_PROBE;
const probeFiles = probeDir ? readdirSync(probeDir).filter((f) => f.endsWith('.pdf') && !f.startsWith('held-')) : [];

async function importFile(file: string, bytes: Uint8Array): Promise<ImportResult> {
  return file.endsWith('.pdf') ? fromPdf(bytes) : fromDocx(bytes);
}

describe('import corpus', () => {
  // pdf.js and the reader's tables load once, here, so each file's test times its own import only.
  beforeAll(async () => {
    await fromPdf(corpusBytes(CORPUS.find((f) => f.file.endsWith('.pdf'))!));
  }, 60_000);

  afterAll(() => {
    const of = (set: CorpusSet | 'probe') => totalScores(results.filter((r) => r.set === set).map((r) => r.scores));
    console.log(
      [
        'Import corpus: precision/recall per field (%)',
        scoreTable([
          ['tuned', of('tuned')],
          ['held-out', of('held-out')],
          ['rewrapped', of('rewrapped')],
          ['redrawn', of('redrawn')],
          ...(probeFiles.length ? [['probe', of('probe')] as [string, FieldScores]] : []),
          // Per file for the tuned part only: the held-out part is looked at as a whole, so nothing is tuned to it.
          ...results.filter((r) => r.set === 'tuned').map((r): [string, FieldScores] => [r.file, r.scores]),
        ]),
      ].join('\n'),
    );
  });

  for (const f of CORPUS) {
    it(`imports ${f.file}`, async () => {
      const result = await importFile(f.file, corpusBytes(f));
      if (!result.ok) throw new Error(result.error);
      const want = corpusExpected(f);
      const { scores, misses } = scoreResume(want, result.resume);
      results.push({ set: f.set, file: f.file, scores });
      if (process.env.CORPUS_DEBUG && f.set === 'tuned' && misses.length)
        console.log(f.file, JSON.stringify(misses, null, 1));
      expect(result.resume.meta.language).toBe(want.language);
      // Every field it says it read is of a kind the editor has a name for (the provenance view's list).
      const kinds = new Set<string>(IMPORT_FIELD_KINDS);
      expect(result.provenance!.fields.map((s) => fieldKindOf(s.key)).filter((k) => !kinds.has(k))).toEqual([]);
    });
  }

  for (const file of probeFiles) {
    it(`imports the probe's ${file}`, async () => {
      const result = await fromPdf(new Uint8Array(readFileSync(join(probeDir!, file))));
      if (!result.ok) throw new Error(result.error);
      const { scores, misses } = scoreResume(
        corpusExpected({ file, id: file.replace(/\.pdf$/, ''), set: 'tuned' }),
        result.resume,
      );
      results.push({ set: 'probe', file, scores });
      if (process.env.CORPUS_DEBUG && misses.length) console.log(`probe ${file}`, JSON.stringify(misses, null, 1));
    });
  }

  // The held-out part is printed with the tuned one (afterAll) but not held to the budgets: it measures what rules
  // tuned on the rest miss, as the independent corpus of issue #39 will, and is never tuned against. The rewrapped
  // and redrawn parts are: the same resumes must read the same where their lines break elsewhere, or drawn by another
  // maker.
  for (const set of ['tuned', 'rewrapped', 'redrawn'] as const) {
    it(`meets the budgets on the ${set} part`, () => {
      const total = totalScores(results.filter((r) => r.set === set).map((r) => r.scores));
      const low = FIELDS.filter((f) => BUDGETS[f] !== undefined).flatMap((f) =>
        [
          ['precision', precision(total[f])],
          ['recall', recall(total[f])],
        ]
          .filter(([, v]) => (v as number) < BUDGETS[f]!)
          .map(([what, v]) => `${f} ${what} ${((v as number) * 100).toFixed(1)}%`),
      );
      expect(low).toEqual([]);
    });
  }
});
