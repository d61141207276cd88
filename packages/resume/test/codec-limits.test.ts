import { describe, expect, it } from 'vitest';
import {
  completeResume,
  decodeShareLink,
  decodeShareLinkWith,
  encodeShareLink,
  parseJsonWithin,
  RESUME_JSON_LIMITS,
} from '../src';
import { hostileLinks } from './hostile-links';

describe('opening a link costs what its limits allow, never what the link asks for', { timeout: 60_000 }, () => {
  const corpus = hostileLinks();

  it.each(corpus.map((c) => [c.name, c] as const))('%s', (_name, { link, expect: wanted }) => {
    // The faster of two decodes: one pause of a loaded machine (another process, a GC) is not the decoder's cost.
    let result = decodeShareLinkWith(link);
    let elapsed = Infinity;
    for (let i = 0; i < 2; i++) {
      const start = performance.now();
      result = decodeShareLinkWith(link);
      elapsed = Math.min(elapsed, performance.now() - start);
    }
    if (wanted === 'resume') {
      expect(result.ok).toBe(true);
      expect(decodeShareLink(link)?.profile.fullName).toBe('Hazel Hostile');
    } else {
      expect(result).toEqual({ ok: false, limit: wanted });
    }
    // The links the issue measured cost 8.5 s to 30 s before the limits; these bounds are generous for a shared
    // 2-core machine running CI (a 250 ms bound failed there once) and still catch any return of that.
    expect(elapsed).toBeLessThan(wanted === 'resume' ? 2000 : 1000);
  });
});

describe('the limits fit every resume the schema accepts', () => {
  it('the complete sample (every field of the model) is within the stored-resume and link JSON limits', () => {
    const resume = completeResume();
    const depth = (v: unknown): number =>
      v !== null && typeof v === 'object' ? 1 + Math.max(0, ...Object.values(v).map(depth)) : 0;
    expect(depth(resume)).toBeLessThan(RESUME_JSON_LIMITS.maxDepth);
    expect(parseJsonWithin(JSON.stringify(resume), RESUME_JSON_LIMITS).ok).toBe(true);
    expect(decodeShareLink(encodeShareLink(resume))?.profile.fullName).toBe(resume.profile.fullName);
  });
});
