import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  completeResume,
  decodeShareLinkStreaming,
  decodeShareLinkWith,
  encodeShareLink,
  JsonBudget,
  LINK_LIMITS,
  sampleResume,
  toBase64Url,
  type LinkDecodeResult,
  type LinkLimits,
} from '../src';
import { MAX_RATIO } from '../src/codec/inflate';
import { generatedLinks, hostileLinks } from './hostile-links';
import { rng } from './helpers';

/**
 * The public view inflates links with the platform's DecompressionStream (a stored block holding the dictionary,
 * then the link's data), the editor and server with fflate. A link must get the same answer from both: the same
 * resume, or the same refusal for the same limit, with no more inflated than the limits allow.
 */

/** Ids and missing timestamps are fresh on every decode; everything else must be identical. */
const withoutIds = (result: LinkDecodeResult) =>
  JSON.parse(
    JSON.stringify(result, (key, value: unknown) =>
      ['id', 'createdAt', 'updatedAt'].includes(key) ? undefined : value,
    ),
  ) as unknown;

async function bothWays(link: string, limits: LinkLimits = LINK_LIMITS) {
  const push = vi.spyOn(JsonBudget.prototype, 'push');
  const parse = vi.spyOn(JSON, 'parse');
  const streamed = await decodeShareLinkStreaming(link, limits);
  const inflated = push.mock.calls.reduce((n, [chunk]) => n + chunk.length, 0);
  // Only a parse of the link's own JSON counts: while the stream is awaited, the test runner parses its messages.
  const start = push.mock.calls.length > 0 ? new TextDecoder().decode(push.mock.calls[0]![0].subarray(0, 16)) : '';
  const parsed = start !== '' && parse.mock.calls.some(([text]) => typeof text === 'string' && text.startsWith(start));
  vi.restoreAllMocks();
  return { streamed, synchronous: decodeShareLinkWith(link, limits), inflated, parsed };
}

describe('the streaming decoder gives every link the answer the synchronous one gives', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the sample and the complete resume (every field), with and without a photo', async () => {
    for (const resume of [sampleResume(), completeResume()]) {
      const { streamed, synchronous } = await bothWays(encodeShareLink(resume));
      expect(streamed.ok).toBe(true);
      expect(withoutIds(streamed)).toEqual(withoutIds(synchronous));
      expect(streamed.ok && streamed.resume.profile.fullName).toBe(resume.profile.fullName);
    }
  });

  it.each([...hostileLinks(), ...generatedLinks()].map((c) => [c.name, c] as const))(
    'corpus: %s',
    async (_name, link) => {
      const { streamed, synchronous, inflated, parsed } = await bothWays(link.link);
      expect(withoutIds(streamed)).toEqual(withoutIds(synchronous));
      if (link.expect !== 'resume' && link.expect !== 'schema') {
        expect(streamed).toEqual({ ok: false, limit: link.expect });
        expect(parsed).toBe(false);
      }
      // Output never runs more than one fed step past the JSON limit.
      expect(inflated).toBeLessThanOrEqual(LINK_LIMITS.json.maxBytes + 64 * MAX_RATIO);
    },
  );

  it('a tighter limit (the public view decodes up to 64 KB of JSON on the page) refuses at the same point', async () => {
    const tight = { ...LINK_LIMITS, json: { ...LINK_LIMITS.json, maxBytes: 4 * 1024 } };
    const { streamed, synchronous, inflated } = await bothWays(encodeShareLink(completeResume()), tight);
    expect(streamed).toEqual({ ok: false, limit: 'inflated' });
    expect(synchronous).toEqual(streamed);
    expect(inflated).toBeLessThanOrEqual(tight.json.maxBytes + 64 * MAX_RATIO);
  });

  it('damaged links: every truncation and hundreds of flipped bits get the same answer', async () => {
    const valid = encodeShareLink(sampleResume());
    const damaged: string[] = [];
    for (let at = 3; at < valid.length; at += 7) damaged.push(valid.slice(0, at));
    const random = rng(7);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < 300; i++) {
      const at = 2 + Math.floor(random() * (valid.length - 2));
      damaged.push(valid.slice(0, at) + alphabet[Math.floor(random() * 64)] + valid.slice(at + 1));
    }
    // Bytes after the deflate data's final block, inside its declared length.
    const bytes = Uint8Array.from(atob(valid.slice(2).replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    damaged.push('_1' + toBase64Url(new Uint8Array([...bytes, 0, 0, 0])));
    let resumes = 0;
    for (const link of damaged) {
      const { streamed, synchronous } = await bothWays(link);
      expect(withoutIds(streamed), link).toEqual(withoutIds(synchronous));
      if (streamed.ok) resumes += 1;
    }
    // Most damage is caught; a flipped character in text can still be a valid resume (as for the other decoder).
    expect(resumes).toBeLessThan(damaged.length / 2);
  });
});
