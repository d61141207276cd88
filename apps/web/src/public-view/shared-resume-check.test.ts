import { describe, expect, it } from 'vitest';
import {
  blankResume,
  decodeShareLink,
  encodeShareLink,
  roleSamples,
  sampleResume,
  samplePhotoDataUrl,
  sharedResumeSchema,
  withDefaults,
  type Resume,
} from '@resumey/resume';
import { checkSharedResume } from './shared-resume-check';
import { decodeLink } from './decode-link';

/** A small seeded PRNG, so a failure reproduces. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const valid = (): Resume[] => {
  const withPhoto = sampleResume();
  withPhoto.profile.profileImage = samplePhotoDataUrl;
  return [sampleResume(), withPhoto, ...Object.values(roleSamples).map((make) => make())];
};

/** Values that sit on and around every rule of the schema. */
const LENGTHS = [1, 40, 41, 100, 101, 200, 201, 300, 301, 320, 321, 500, 501, 2000, 2001, 5000, 5001];
const WEIRD: unknown[] = [
  '',
  ' ',
  ...LENGTHS.map((n) => 'a'.repeat(n)),
  '2021-03',
  '2021-13',
  '2021-3',
  '#4338ca',
  '#4338CG',
  'roboto',
  'comic-sans',
  'https://example.com',
  'mailto:a@b.co',
  'javascript:alert(1)',
  'javascript://x.io/%0Aalert(1)',
  'example.com',
  'a@b.co',
  'a@b',
  'data:image/png;base64,AAAA',
  'data:image/gif;base64,AAAA',
  0,
  -1,
  1.2,
  1.19,
  1.6,
  1.61,
  40,
  41,
  1e308,
  true,
  null,
  [],
  ['x'],
  Array.from({ length: 100 }, () => 'x'),
  Array.from({ length: 101 }, () => 'x'),
  {},
  { id: 'x' },
];

function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...paths(v, [...prefix, i])));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...prefix, k]));
  }
  return out;
}

function mutate(base: unknown, random: () => number): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  const all = paths(copy).filter((p) => p.length > 0);
  const edits = 1 + Math.floor(random() * 3);
  for (let e = 0; e < edits; e++) {
    const path = all[Math.floor(random() * all.length)]!;
    let parent: Record<string | number, unknown> = copy;
    for (const key of path.slice(0, -1)) {
      const next = parent[key];
      if (!next || typeof next !== 'object') break;
      parent = next as Record<string | number, unknown>;
    }
    const key = path[path.length - 1]!;
    const roll = random();
    if (roll < 0.15) delete parent[key];
    else if (roll < 0.2) (parent as Record<string, unknown>).extra = 'unknown key';
    else parent[key] = structuredClone(WEIRD[Math.floor(random() * WEIRD.length)]);
  }
  return copy;
}

const zod = (data: unknown) => {
  const r = sharedResumeSchema.safeParse(data);
  return r.success ? r.data : null;
};

describe('checkSharedResume (the public page’s zod-free shared-link schema)', () => {
  it('accepts every sample exactly as sharedResumeSchema does', () => {
    for (const r of valid()) {
      expect(zod(r)).not.toBeNull();
      expect(checkSharedResume(r)).toEqual(zod(r));
    }
  });

  it('refuses what the schema refuses: a resume without a name, and non-objects', () => {
    const nameless = blankResume();
    nameless.profile.fullName = '';
    for (const data of [nameless, null, 'x', 42, [], {}]) {
      expect(zod(data)).toBeNull();
      expect(checkSharedResume(data)).toBeNull();
    }
  });

  it('agrees with sharedResumeSchema on every field set to every edge value, and every key removed', () => {
    const base = withDefaults(JSON.parse(JSON.stringify(sampleResume())));
    // One path per field: the first item of every list stands for the others.
    const fieldPaths = paths(base).filter((p) => p.length > 0 && p.every((k) => typeof k === 'string' || k === 0));
    let checked = 0;
    for (const path of fieldPaths) {
      for (const value of [...WEIRD, undefined]) {
        const data = structuredClone(base) as Record<string | number, unknown>;
        let parent = data;
        for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
        if (value === undefined) delete parent[path[path.length - 1]!];
        else parent[path[path.length - 1]!] = structuredClone(value);
        const expected = zod(data);
        const actual = checkSharedResume(data);
        if (JSON.stringify(actual) !== JSON.stringify(expected)) {
          expect(actual, `${path.join('.')} = ${JSON.stringify(value)?.slice(0, 40)}`).toEqual(expected);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });

  it('agrees with sharedResumeSchema on 4000 mutated resumes, result for result', { timeout: 60_000 }, () => {
    const random = rng(20250825);
    const bases = valid().map((r) => withDefaults(JSON.parse(JSON.stringify(r))));
    let accepted = 0;
    for (let i = 0; i < 4000; i++) {
      const data = mutate(bases[i % bases.length], random);
      const expected = zod(data);
      const actual = checkSharedResume(data);
      if (expected) accepted++;
      // Compared cheaply first; the full assertion (with its message) only runs on a difference.
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        expect(actual, `mutation ${i}: ${JSON.stringify(data).slice(0, 400)}`).toEqual(expected);
      }
    }
    // Both outcomes must be well represented, or the comparison proves little.
    expect(accepted).toBeGreaterThan(400);
    expect(accepted).toBeLessThan(3600);
  });

  it('decodes links exactly like decodeShareLink, ids aside', () => {
    const strip = (r: Resume | null) => r && { ...r, id: '', experience: r.experience.map((x) => ({ ...x, id: '' })) };
    for (const r of valid()) {
      const link = encodeShareLink(r, { includePhoto: true });
      const ours = decodeLink(link);
      expect(ours?.profile.fullName).toBe(r.profile.fullName);
      expect(JSON.stringify(strip(ours))).toHaveLength(JSON.stringify(strip(decodeShareLink(link))).length);
    }
    expect(decodeLink('_1AAAA')).toBeNull();
    expect(decodeLink('')).toBeNull();
  });
});
