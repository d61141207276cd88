import { describe, expect, it } from 'vitest';
import {
  filterSlugInput,
  filterUsernameInput,
  isValidSlug,
  normalizeSlug,
  normalizeUsername,
  shortSlugCandidates,
  slugFromTitle,
  validateUsername,
  withSlugSuffix,
} from '../src';

describe('username input filter', () => {
  it('lower-cases and strips everything but a-z, digits and hyphens, as typed', () => {
    expect(filterUsernameInput('Alex_Morgan!')).toBe('alexmorgan');
    expect(filterUsernameInput('Jane Doe-2024')).toBe('janedoe-2024');
    expect(filterUsernameInput('Ünïcødé')).toBe('ncd');
    expect(filterUsernameInput('<script>')).toBe('script');
  });
  it('caps the input at 30 characters', () => {
    expect(filterUsernameInput('a'.repeat(45))).toHaveLength(30);
  });
});

describe('validateUsername', () => {
  it("requires a value: 'Username is required'", () => {
    expect(validateUsername('')).toBe('Username is required');
    expect(validateUsername('   ')).toBe('Username is required');
    expect(validateUsername(undefined)).toBe('Username is required');
  });
  it("needs 3 characters: 'Username must be at least 3 characters'", () => {
    expect(validateUsername('ab')).toBe('Username must be at least 3 characters');
    expect(validateUsername('abc')).toBeUndefined();
  });
  it("must be under 30: 'Username must be less than 30 characters'", () => {
    expect(validateUsername('a'.repeat(29))).toBeUndefined();
    expect(validateUsername('a'.repeat(30))).toBe('Username must be less than 30 characters');
    expect(validateUsername('a'.repeat(100))).toBe('Username must be less than 30 characters');
  });
  it.each(['alex_morgan', 'alex morgan', 'alex.morgan', 'alex@x', 'ålex', '../etc', 'a<b>c', "o'neil"])(
    "refuses %j: 'Username can only contain letters, numbers, and hyphens'",
    (raw) => expect(validateUsername(raw)).toBe('Username can only contain letters, numbers, and hyphens'),
  );
  it('accepts letters of either case, digits and hyphens, stored lower-cased', () => {
    expect(validateUsername('Alex-Morgan-42')).toBeUndefined();
    expect(normalizeUsername(' Alex-Morgan-42 ')).toBe('alex-morgan-42');
  });
});

describe('custom URL slug', () => {
  it('filters input to letters, digits, spaces and hyphens, at most 50', () => {
    expect(filterSlugInput('My Résumé (2024)!')).toBe('My Rsum 2024');
    expect(filterSlugInput('senior-dev_cv')).toBe('senior-devcv');
    expect(filterSlugInput('x'.repeat(80))).toHaveLength(50);
  });

  it.each([
    ['My New Resume', 'my-new-resume'],
    ['  Senior   Developer  ', 'senior-developer'],
    ['a--b---c', 'a-b-c'],
    ['--lead-and-trail--', 'lead-and-trail'],
    ['Hello, World!', 'hello-world'],
    ['C++ & Go / Rust', 'c-go-rust'],
    ['UPPER case', 'upper-case'],
    ['!!!', ''],
    ['', ''],
  ])('normalises %j to %j', (raw, slug) => expect(normalizeSlug(raw)).toBe(slug));

  it('cuts at 50 characters without leaving a trailing hyphen', () => {
    expect(normalizeSlug('a'.repeat(60))).toBe('a'.repeat(50));
    const cut = normalizeSlug('a'.repeat(49) + ' bcd');
    expect(cut).toBe('a'.repeat(49));
    expect(cut.length).toBeLessThanOrEqual(50);
  });

  it('knows a saveable slug', () => {
    expect(isValidSlug('my-resume')).toBe(true);
    expect(isValidSlug('')).toBe(false);
    expect(isValidSlug('My Resume')).toBe(false);
    expect(isValidSlug('-x')).toBe(false);
    expect(isValidSlug('a'.repeat(51))).toBe(false);
  });

  it('prefills from the title, folding accents and splitting on punctuation', () => {
    expect(slugFromTitle('My New Resume')).toBe('my-new-resume');
    expect(slugFromTitle('Résumé – Développeur')).toBe('resume-developpeur');
    expect(slugFromTitle("Alex's Resume/CV 2024")).toBe('alexs-resume-cv-2024');
    expect(slugFromTitle('简历')).toBe('resume');
    expect(slugFromTitle('x'.repeat(70))).toHaveLength(50);
  });
});

describe('shortSlugCandidates (short addresses to offer, nearest first)', () => {
  it('numbers the slug first, then adds a short random suffix of a letter and a digit, then two letters and a digit', () => {
    let i = 0;
    const sequence = [0.4, 0.3, 0.9, 0.05, 0.5, 0.75];
    const random = () => sequence[i++ % sequence.length]!;
    const candidates = shortSlugCandidates('resume', random);
    expect(candidates.slice(0, 8)).toEqual([
      'resume-2',
      'resume-3',
      'resume-4',
      'resume-5',
      'resume-6',
      'resume-7',
      'resume-8',
      'resume-9',
    ]);
    expect(candidates[8]).toBe('resume-k3');
    for (const c of candidates.slice(8)) expect(c).toMatch(/^resume-([a-z][0-9]|[a-z]{2}[0-9])$/);
    expect(new Set(candidates).size).toBe(candidates.length);
  });

  it('keeps every candidate a valid slug of at most 50 characters, never the slug itself', () => {
    for (const slug of ['x'.repeat(50), `${'a'.repeat(47)}-2`, 'a-b', `${'ab-'.repeat(16)}ab`]) {
      const candidates = shortSlugCandidates(slug);
      expect(candidates.length).toBeGreaterThan(8);
      for (const c of candidates) {
        expect(isValidSlug(c), c).toBe(true);
        expect(c.length).toBeLessThanOrEqual(50);
        expect(c).not.toBe(slug);
      }
    }
    expect(withSlugSuffix('x'.repeat(50), '2')).toBe(`${'x'.repeat(48)}-2`);
    // No hyphen left at the cut: 'ab-ab-...' cut before a hyphen drops it.
    expect(withSlugSuffix(`${'ab-'.repeat(16)}ab`, 'k3')).toBe(`${'ab-'.repeat(15)}ab-k3`);
  });
});
