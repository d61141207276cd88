import { describe, expect, it } from 'vitest';
import { completeResume, sampleResume, type Resume } from '../src';
import { resumeToDocx } from '../src/export/docx';
import { fromDocx } from '../src/docx-import';
import { RESUME_LANGUAGES } from '../src/locale';
import { installAllResumeTexts } from '../src/locale/all';

/**
 * Our own Word export read back by the Word import: every value the export writes comes back in its field. The
 * documented normalisation: ids, timestamps and meta (design settings, not in the document) are left out, and
 * web addresses are compared without their scheme ('linkedin.com/in/a' is written as a https link), and full
 * dates at month precision (the export prints 'Feb 2022', as the templates do).
 */
const normalise = (r: Resume) => {
  const strip = (v: unknown, key = ''): unknown => {
    if (typeof v === 'string') {
      if (/url|website|linkedin|github/i.test(key)) return v.replace(/^https?:\/\//, '');
      return /date$/i.test(key) ? v.replace(/^(\d{4}-\d{2})-\d{2}$/, '$1') : v;
    }
    if (Array.isArray(v)) return v.map((x) => strip(x, key));
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.entries(v)
          .filter(([k]) => !['id', 'createdAt', 'updatedAt', 'meta', 'kept'].includes(k))
          .map(([k, x]) => [k, strip(x, k)]),
      );
    }
    return v;
  };
  return strip(r);
};

describe('Word import of our own Word export', () => {
  for (const [name, make] of [
    ['the sample resume', sampleResume],
    ['the complete resume (every section)', completeResume],
  ] as const) {
    it(`gives back every field of ${name}`, async () => {
      const original = make();
      const read = await fromDocx(await resumeToDocx(original));
      if (!read.ok) throw new Error(read.error);
      expect(normalise(read.resume)).toEqual(normalise(original));
      expect(read.report?.dropped).toEqual([]);
    });
  }
});

describe('Word import of our own Word export in every resume language (issue #35 item 8)', () => {
  installAllResumeTexts();
  it.each(RESUME_LANGUAGES.filter((l) => l !== 'en'))('gives back every field of a resume in %s', async (language) => {
    const original = completeResume();
    original.meta.language = language;
    const read = await fromDocx(await resumeToDocx(original));
    if (!read.ok) throw new Error(read.error);
    expect(normalise(read.resume)).toEqual(normalise(original));
    expect(read.report?.dropped).toEqual([]);
  });
});
