import { describe, expect, it } from 'vitest';
import { JsonBudget, parseJsonWithin, type JsonLimit, type JsonLimits } from '../src';
import { rng } from './helpers';

const LIMITS: JsonLimits = {
  maxBytes: 1_000_000,
  maxDepth: 4,
  maxItems: 5,
  maxKeys: 4,
  maxString: 12,
  longStrings: { photo: 40 },
};

/**
 * The reference: the same limits measured on the parsed value, the way the schemas see it (string length in
 * UTF-16 code units, as zod's max counts). The scanner must agree with it on every document.
 */
function overLimit(value: unknown, limits: JsonLimits, depth = 0, key?: string): JsonLimit | null {
  if (typeof value === 'string') {
    const max = Math.max(limits.maxString, (key !== undefined && limits.longStrings?.[key]) || 0);
    return value.length > max ? 'string' : null;
  }
  if (value === null || typeof value !== 'object') return null;
  if (depth + 1 > limits.maxDepth) return 'depth';
  if (Array.isArray(value)) {
    if (value.length > limits.maxItems) return 'items';
    for (const v of value) {
      const over = overLimit(v, limits, depth + 1);
      if (over) return over;
    }
    return null;
  }
  const entries = Object.entries(value);
  if (entries.length > limits.maxKeys) return 'keys';
  for (const [k, v] of entries) {
    const over = k.length > limits.maxString ? 'string' : overLimit(v, limits, depth + 1, k);
    if (over) return over;
  }
  return null;
}

const scan = (text: string, limits = LIMITS, split?: () => number) => {
  const bytes = new TextEncoder().encode(text);
  const budget = new JsonBudget(limits);
  let i = 0;
  while (i < bytes.length) {
    const n = split ? Math.max(1, split()) : bytes.length;
    if (!budget.push(bytes.subarray(i, i + n))) break;
    i += n;
  }
  return budget.exceeded;
};

/** Random documents around the limits: strings with escapes, emoji and accents, nesting and lists near the caps. */
function randomValue(random: () => number, depth = 0): unknown {
  const roll = random();
  if (depth < 5 && roll < 0.25)
    return Array.from({ length: Math.floor(random() * 7) }, () => randomValue(random, depth + 1));
  if (depth < 5 && roll < 0.5) {
    const o: Record<string, unknown> = {};
    const keys = Math.floor(random() * 6);
    for (let k = 0; k < keys; k++)
      o[random() < 0.2 ? 'photo' : randomString(random, 4)] = randomValue(random, depth + 1);
    return o;
  }
  if (roll < 0.85) return randomString(random, random() < 0.1 ? 45 : 14);
  return [0, -1.5e3, true, false, null][Math.floor(random() * 5)];
}
function randomString(random: () => number, maxLength: number): string {
  const pieces = ['a', 'é', '€', '😀', '"', '\\', '\n', '\u0001', '/', ' ', '\u2028', 'ab'];
  let s = '';
  const n = Math.floor(random() * maxLength);
  for (let i = 0; i < n; i++) s += pieces[Math.floor(random() * pieces.length)];
  return s;
}

describe('JsonBudget counts what JSON.parse would build, before it builds it', () => {
  it('agrees with the limits measured on the parsed value, on 5000 random documents, however they are split', () => {
    const random = rng(21);
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const value = randomValue(random);
      const text = JSON.stringify(value, null, random() < 0.3 ? 1 : undefined);
      const expected = overLimit(value, LIMITS);
      const whole = scan(text);
      // A document over several limits may be stopped by whichever it passes first in reading order.
      if (expected === null) expect(whole, text).toBeNull();
      else expect(whole, text).not.toBeNull();
      expect(
        scan(text, LIMITS, () => Math.floor(random() * 5)),
        text,
      ).toBe(whole);
      seen.add(String(whole));
    }
    expect([...seen].sort()).toEqual(['depth', 'items', 'keys', 'null', 'string']);
  });

  it('stops at the limit itself: n items pass, n + 1 do not; likewise keys, depth, string length and bytes', () => {
    const items = (n: number) => JSON.stringify(Array.from({ length: n }, () => ({})));
    expect(scan(items(5))).toBeNull();
    expect(scan(items(6))).toBe('items');
    expect(scan('[]')).toBeNull();
    expect(scan('[ ]')).toBeNull();
    const keys = (n: number) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i])));
    expect(scan(keys(4))).toBeNull();
    expect(scan(keys(5))).toBe('keys');
    expect(scan('[[[{}]]]')).toBeNull();
    expect(scan('[[[[{}]]]]')).toBe('depth');
    expect(scan(JSON.stringify('x'.repeat(12)))).toBeNull();
    expect(scan(JSON.stringify('x'.repeat(13)))).toBe('string');
    expect(scan(JSON.stringify({ photo: 'x'.repeat(40) }))).toBeNull();
    expect(scan(JSON.stringify({ photo: 'x'.repeat(41) }))).toBe('string');
    expect(scan(JSON.stringify({ other: 'x'.repeat(13) }))).toBe('string');
    // Only values of the named key may be long; a list under that key holds ordinary strings.
    expect(scan(JSON.stringify({ photo: ['x'.repeat(13)] }))).toBe('string');
    expect(scan('"abc"', { ...LIMITS, maxBytes: 5 })).toBeNull();
    expect(scan('"abcd"', { ...LIMITS, maxBytes: 5 })).toBe('bytes');
    // In reading order: a limit passed before the byte cap is the one reported.
    expect(scan('[1,2,3,4,5,6,7]', { ...LIMITS, maxBytes: 12 })).toBe('items');
    expect(scan('[1,2,3,4,5,6,7]', { ...LIMITS, maxBytes: 11 })).toBe('bytes');
  });

  it('counts string length in UTF-16 code units, escapes decoded', () => {
    expect(scan(JSON.stringify('😀'.repeat(6)))).toBeNull(); // 12 code units, 24 bytes
    expect(scan(JSON.stringify('😀'.repeat(6) + 'a'))).toBe('string');
    expect(scan('"\\ud83d\\ude00\\ud83d\\ude00\\ud83d\\ude00\\ud83d\\ude00\\ud83d\\ude00\\ud83d\\ude00"')).toBeNull();
    expect(scan('"\\n\\n\\n\\n\\n\\n\\n\\n\\n\\n\\n\\"\\\\"')).toBe('string');
    expect(scan('"€€€€€€€€€€€€"')).toBeNull();
    // Brackets and quotes inside strings are text, not structure.
    expect(scan(JSON.stringify(['[[[[[', '\\"]]]', '{{{{{']))).toBeNull();
  });
});

describe('parseJsonWithin', () => {
  it('parses a document within the limits, from text or bytes', () => {
    const value = { a: ['x', 1, null], photo: 'y'.repeat(30) };
    expect(parseJsonWithin(JSON.stringify(value), LIMITS)).toEqual({ ok: true, value });
    expect(parseJsonWithin(new TextEncoder().encode(JSON.stringify(value)), LIMITS)).toEqual({ ok: true, value });
  });
  it('says which limit a document passed, and refuses what is not JSON or not UTF-8, without throwing', () => {
    expect(parseJsonWithin(JSON.stringify(Array(6).fill(0)), LIMITS)).toEqual({ ok: false, limit: 'items' });
    expect(parseJsonWithin('{"a":', LIMITS)).toEqual({ ok: false });
    expect(parseJsonWithin(new Uint8Array([0x22, 0xff, 0x22]), LIMITS)).toEqual({ ok: false });
  });
  it('refuses a million empty items at the first one over the limit, in a moment', () => {
    const text = '[' + Array(1_000_000).fill('{}').join(',') + ']';
    const start = performance.now();
    expect(parseJsonWithin(text, { ...LIMITS, maxBytes: 5_000_000 })).toEqual({ ok: false, limit: 'items' });
    expect(performance.now() - start).toBeLessThan(200);
  });
});
