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
    const start = performance.now();
    const result = decodeShareLinkWith(link);
    const elapsed = performance.now() - start;
    if (wanted === 'resume') {
      expect(result.ok).toBe(true);
      expect(decodeShareLink(link)?.profile.fullName).toBe('Hazel Hostile');
    } else {
      expect(result).toEqual({ ok: false, limit: wanted });
    }
    // Generous for a shared 2-core machine; the end-to-end test holds the public page to 1 s.
    expect(elapsed).toBeLessThan(wanted === 'resume' ? 1000 : 250);
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
