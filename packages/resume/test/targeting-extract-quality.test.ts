import { describe, expect, it } from 'vitest';
import { extractTerms } from '../src/targeting';
import { LABELLED_POSTINGS } from './fixtures/postings';

/**
 * Issue #40: precision and recall of the term extraction on a labelled set of postings (English and German, many
 * trades and levels), both held at 0.9 or more; and the strength (required / nice to have) of the terms found.
 */
describe('term extraction on the labelled postings', () => {
  const rows = LABELLED_POSTINGS.map((p) => {
    const expected = new Map(p.expected.map((e) => [e.replace(/\?$/, ''), e.endsWith('?') ? 'preferred' : 'required']));
    const found = extractTerms(p.text, { title: p.title }).terms;
    const labels = new Set(found.map((t) => t.label));
    const hits = found.filter((t) => expected.has(t.label));
    return {
      id: p.id,
      expected,
      found,
      truePositives: hits.length,
      strengthRight: hits.filter((t) => expected.get(t.label) === t.strength).length,
      falsePositives: found.filter((t) => !expected.has(t.label)).map((t) => t.label),
      missed: [...expected.keys()].filter((e) => !labels.has(e)),
    };
  });
  const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + f(r), 0);
  const tp = sum((r) => r.truePositives);
  const precision = tp / sum((r) => r.found.length);
  const recall = tp / sum((r) => r.expected.size);
  const strength = sum((r) => r.strengthRight) / tp;

  it('has at least 20 postings, in English and German', () => {
    expect(LABELLED_POSTINGS.length).toBeGreaterThanOrEqual(20);
    const languages = new Set(LABELLED_POSTINGS.map((p) => extractTerms(p.text).language));
    expect(languages).toEqual(new Set(['en', 'de']));
  });

  it('reads the terms with precision and recall of at least 0.9', () => {
    const report = rows
      .filter((r) => r.falsePositives.length || r.missed.length)
      .map((r) => `${r.id}: extra [${r.falsePositives.join(', ')}] missed [${r.missed.join(', ')}]`);
    console.log(
      `extraction on ${rows.length} postings: precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}, ` +
        `strength right ${strength.toFixed(3)}\n${report.join('\n')}`,
    );
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });

  it('tells required from nice-to-have terms', () => {
    expect(strength).toBeGreaterThanOrEqual(0.9);
  });
});
