import { createHash } from 'node:crypto';
import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  decodeShareLink,
  encodeShareLink,
  newExperience,
  newLink,
  prepareForShare,
  sampleResume,
  shareLinkIssues,
  sharedResumeSchema,
  toBase64Url,
} from '../src';
import { DICTIONARY_V1, DICTIONARY_V1_TEXT } from '../src/codec-dictionary-v1';
import { rng } from './helpers';

function link(bytes: Uint8Array): string {
  return '_1' + toBase64Url(bytes);
}
function linkFromJson(json: string, dictionary: Uint8Array | undefined = DICTIONARY_V1): string {
  const deflated = deflateSync(new TextEncoder().encode(json), { level: 9, dictionary });
  const len: number[] = [];
  let n = deflated.length;
  do {
    len.push((n & 0x7f) | (n >= 0x80 ? 0x80 : 0));
    n >>>= 7;
  } while (n > 0);
  return link(new Uint8Array([...len, ...deflated]));
}
/** Decoding either gives null or a resume the shared-link schema accepts; it never throws. */
function expectSafe(input: string) {
  let result: ReturnType<typeof decodeShareLink> = null;
  expect(() => (result = decodeShareLink(input))).not.toThrow();
  if (result !== null) expect(sharedResumeSchema.safeParse(result).success).toBe(true);
  return result;
}

describe('decodeShareLink refuses what is not a valid format-1 link', () => {
  it.each([
    ['empty', ''],
    ['only the prefix', '_1'],
    ['another version', '_2' + encodeShareLink(sampleResume()).slice(2)],
    ['no version', encodeShareLink(sampleResume()).slice(2)],
    ['an lz-string style link', 'N4IgdghgtgpiBcIDiA'],
    ['characters outside base64url', '_1abc$%^&*'],
    ['base64 padding and +/', '_1ab+/cd=='],
    ['an impossible base64 length', '_1abcde'],
    ['a zero length prefix', link(new Uint8Array([0, 1, 2]))],
    ['a length past the end', link(new Uint8Array([0x7f, 1, 2, 3]))],
    ['an unterminated length', link(new Uint8Array([0xff, 0xff, 0xff, 0xff, 0xff]))],
    ['garbage deflate data', link(new Uint8Array([5, 1, 2, 3, 4, 5]))],
  ])('%s', (_what, input) => expect(decodeShareLink(input)).toBeNull());

  it.each([
    ['a JSON array', '[1,2,3]'],
    ['a JSON string', '"resume"'],
    ['not JSON', 'hello world'],
    ['an empty name', JSON.stringify({ meta: { title: 'T' }, profile: { fullName: '' } })],
    ['an empty title', JSON.stringify({ meta: { title: '' }, profile: { fullName: 'Ada' } })],
    ['an invalid e-mail', JSON.stringify({ meta: { title: 'T' }, profile: { fullName: 'A', email: 'x' } })],
    [
      'a javascript: website',
      JSON.stringify({ meta: { title: 'T' }, profile: { fullName: 'A', website: 'javascript:alert(1)' } }),
    ],
    [
      'a job without company',
      JSON.stringify({ meta: { title: 'T' }, profile: { fullName: 'A' }, experience: [{ title: 'X' }] }),
    ],
    ['line spacing 3', JSON.stringify({ meta: { title: 'T', lineSpacing: 3 }, profile: { fullName: 'A' } })],
    [
      'a photo that is not an image URL',
      JSON.stringify({ meta: { title: 'T' }, profile: { fullName: 'A', profileImage: 'https://evil.example/x.svg' } }),
    ],
  ])('JSON with %s', (_what, json) => expect(decodeShareLink(linkFromJson(json))).toBeNull());

  it('refuses data compressed without the dictionary or with another one', () => {
    const json = JSON.stringify({ meta: { title: 'Resume title' }, profile: { fullName: 'Ada Lovelace' } });
    expect(decodeShareLink(linkFromJson(json))).not.toBeNull();
    const other = new TextEncoder().encode('{"meta":{"title":"Resume title"},"profile":{"fullName":"Ada Lovelace"}}');
    expect(decodeShareLink(linkFromJson(json, other))).toBeNull();
  });

  it('refuses invalid UTF-8', () => {
    const deflated = deflateSync(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), { level: 9, dictionary: DICTIONARY_V1 });
    expect(decodeShareLink(link(new Uint8Array([deflated.length, ...deflated])))).toBeNull();
  });

  it('refuses a deflate bomb over 5 MB without inflating it all', () => {
    const bomb = JSON.stringify({
      meta: { title: 'T' },
      profile: { fullName: 'A' },
      summary: 'a'.repeat(6 * 1024 * 1024),
    });
    const input = linkFromJson(bomb);
    expect(input.length).toBeLessThan(20000);
    const start = Date.now();
    expect(decodeShareLink(input)).toBeNull();
    expect(Date.now() - start).toBeLessThan(2000);
  });

  it('refuses a huge fragment quickly', () => {
    const start = Date.now();
    expect(decodeShareLink('_1' + 'A'.repeat(10 * 1024 * 1024))).toBeNull();
    expect(Date.now() - start).toBeLessThan(1000);
  });

  it('refuses non-string input', () => {
    for (const v of [undefined, null, 42, {}, ['_1']]) expect(decodeShareLink(v as unknown as string)).toBeNull();
  });
});

// Thousands of decodes each: generous timeouts for a shared 2-core machine.
describe('fuzzing decodeShareLink', { timeout: 60000 }, () => {
  const valid = encodeShareLink(sampleResume());
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

  it('never throws on thousands of random strings', () => {
    const random = rng(1);
    const chars = alphabet + '+/=#%_ \n\u00e9\u{1F600}';
    for (let i = 0; i < 3000; i++) {
      const len = Math.floor(random() * 300);
      let s = random() < 0.8 ? '_1' : '';
      for (let j = 0; j < len; j++) s += chars[Math.floor(random() * chars.length)];
      expect(expectSafe(s)).toBeNull();
    }
  });

  it('never throws on every truncation of a valid link', () => {
    for (let cut = 0; cut < valid.length; cut++) expect(expectSafe(valid.slice(0, cut))).toBeNull();
  });

  it('never throws on thousands of bit-flipped links, and never returns an invalid resume', () => {
    const random = rng(2);
    const bytes = Buffer.from(valid.slice(2), 'base64url');
    let decoded = 0;
    for (let i = 0; i < 2000; i++) {
      const copy = Uint8Array.from(bytes);
      const flips = 1 + Math.floor(random() * 3);
      for (let f = 0; f < flips; f++) copy[Math.floor(random() * copy.length)] ^= 1 << Math.floor(random() * 8);
      if (expectSafe(link(copy))) decoded++;
    }
    // Most corruptions are caught by deflate or the schema; whatever decodes is still a valid resume.
    expect(decoded).toBeLessThan(2000);
  });

  it('never throws on character substitutions in the link text', () => {
    const random = rng(3);
    for (let i = 0; i < 2000; i++) {
      const at = 2 + Math.floor(random() * (valid.length - 2));
      const s = valid.slice(0, at) + alphabet[Math.floor(random() * 64)] + valid.slice(at + 1);
      expectSafe(s);
    }
  });
});

describe('preparing a resume for sharing', () => {
  it('drops items that were added but never filled, and gives bare urls their https://', () => {
    const r = sampleResume();
    r.experience.push(newExperience());
    r.links.push(newLink());
    r.profile.website = 'alexmorgan.dev';
    r.projects[0].url = 'github.com/alexmorgan/openbudget';
    const prepared = prepareForShare(r);
    expect(prepared.experience).toHaveLength(3);
    expect(prepared.links).toHaveLength(2);
    expect(prepared.profile.website).toBe('https://alexmorgan.dev/');
    expect(prepared.projects[0].url).toBe('https://github.com/alexmorgan/openbudget');
    expect(shareLinkIssues(r)).toEqual([]);
    expect(decodeShareLink(encodeShareLink(r))?.experience).toHaveLength(3);
  });
  it('lists what would stop the link from opening, with the shared-link messages', () => {
    const r = sampleResume();
    r.profile.fullName = '';
    r.experience[1].company = '';
    expect(shareLinkIssues(r)).toEqual([
      { path: 'profile.fullName', message: 'Full name is required' },
      { path: 'experience.1.company', message: 'Company name is required' },
    ]);
    expect(decodeShareLink(encodeShareLink(r))).toBeNull();
  });
});

describe('the v1 dictionary is frozen', () => {
  it('never changes once released (a new dictionary is a new format version)', () => {
    expect(DICTIONARY_V1.length).toBeLessThanOrEqual(32768);
    expect(DICTIONARY_V1.length).toBe(new TextEncoder().encode(DICTIONARY_V1_TEXT).length);
    expect(createHash('sha256').update(DICTIONARY_V1).digest('hex')).toBe(
      '583d6cf0ad3feb4fc1b53475989576599eff1aa41fe1db22d6cad32e055dce4e',
    );
  });
});
