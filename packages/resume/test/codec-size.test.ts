import { describe, expect, it } from 'vitest';
import { blankResume, encodeShareLink, roleSamples, SAMPLE_ROLES, sampleResume, type Resume } from '../src';

type LzString = { compressToEncodedURIComponent(input: string): string };

// lz-string is a dependency of the bench workspace, not of this package: compare only where it resolves.
const lz: LzString | null = await import('lz-string')
  .then((m) => ((m as { default?: LzString }).default ?? m) as LzString)
  .catch(() => null);

const ratio = (r: Resume) => encodeShareLink(r).length / lz!.compressToEncodedURIComponent(JSON.stringify(r)).length;

describe.skipIf(!lz)('share link length against lz-string (DESIGN.md section 5)', () => {
  it('makes the typical sample resume link at most half as long', () => {
    expect(ratio(sampleResume())).toBeLessThanOrEqual(0.5);
  });
  it('does at least as well on every other sample', () => {
    for (const make of [blankResume, ...SAMPLE_ROLES.map((r) => roleSamples[r])]) {
      expect(ratio(make())).toBeLessThanOrEqual(0.5);
    }
  });
});
