import fc from 'fast-check';

/** What the fuzzer sends: a raw body (or none) under some content type. */
export interface RawBody {
  contentType?: string;
  body?: string;
  /** A short description for failure messages (bodies can be megabytes). */
  kind: string;
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  undefined,
];

/** Every path (list of keys) inside a JSON value, the root included. */
function pathsOf(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => pathsOf(v, [...prefix, i], out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...prefix, k], out);
  return out;
}

/** A copy of `value` with the thing at `path` replaced (or removed when `replacement` is the REMOVE marker). */
const REMOVE = Symbol('remove');
function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement === REMOVE ? undefined : replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  const next = replaceAt(copy[head!], rest, replacement);
  if (next === undefined && replacement === REMOVE && rest.length === 0) delete copy[head!];
  else copy[head!] = next;
  return copy;
}

const repeat = (s: string, n: number) => s.repeat(n);

/** Values of the wrong type or absurd size. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, 0, -1, 1e308, -0.5, '', [], {}, 'NaN', '1') },
  { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 300_000 }).map((n) => repeat('x', n)) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 50_000 }).map((n) => Array.from({ length: n }, () => 'a')) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 200 }) },
);

/** A JSON text nested `depth` levels deep (arrays or objects). */
const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 100_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays ? repeat('[', depth) + repeat(']', depth) : repeat('{"a":', depth) + '1' + repeat('}', depth),
  );

/**
 * Bodies for an endpoint whose valid body is `base`: the valid body with one part replaced by a wrong value or
 * removed, prototype-pollution keys spliced in, random JSON, deeply nested JSON, malformed or truncated JSON,
 * huge bodies, and any of them under a wrong content type.
 */
export function bodies(base: unknown): fc.Arbitrary<RawBody> {
  const paths = pathsOf(base);
  const valid = JSON.stringify(base);
  const json = (kind: string) => (text: string) => ({ kind, body: text, contentType: 'application/json' }) as RawBody;
  const mutated = fc
    .tuple(fc.nat(paths.length - 1), fc.oneof(badValue, fc.constant(REMOVE)))
    .map(([i, v]) =>
      json(`${paths[i]!.join('.') || 'root'} := ${v === REMOVE ? 'removed' : typeof v}`)(
        JSON.stringify(replaceAt(base, paths[i]!, v)) ?? 'null',
      ),
    );
  const polluted = fc
    .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.jsonValue({ maxDepth: 2 }), fc.boolean())
    .map(([key, v, nested]) => {
      const extra = `"${key}":${key === 'constructor' ? JSON.stringify({ prototype: v }) : (JSON.stringify(v) ?? 'null')}`;
      const text = valid.startsWith('{') && valid !== '{}' ? `{${extra},${valid.slice(1)}` : `{${extra}}`;
      // Also inside a nested object (e.g. in the resume), where a naive merge would pollute.
      return json(`${key} key${nested ? ' (nested)' : ''}`)(nested ? text.replace(/:\{"/, `:{${extra},"`) : text);
    });
  const malformed = fc.oneof(
    fc.nat(valid.length).map((n) => json('truncated JSON')(valid.slice(0, n))),
    fc.string({ maxLength: 100 }).map(json('random text')),
    fc
      .constantFrom('{', '{"a":}', "{'a':1}", '[1,]', 'undefined', '\u0000', '{"a":1}{"b":2}', '\uFEFF{}')
      .map(json('malformed JSON')),
  );
  const huge = fc.constantFrom(1_000_000, 7_000_000).map((n) => json(`${n}-byte body`)(`{"x":"${repeat('y', n)}"}`));
  const wrongType = fc
    .tuple(
      fc.constantFrom(...CONTENT_TYPES),
      fc.constantFrom(valid, 'a=1&b=2', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'),
    )
    .map(([contentType, body]) => ({ kind: `as ${contentType ?? 'no content type'}`, contentType, body }));
  return fc.oneof(
    { weight: 6, arbitrary: mutated },
    { weight: 2, arbitrary: polluted },
    {
      weight: 2,
      arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => json('random JSON')(JSON.stringify(v) ?? 'null')),
    },
    { weight: 1, arbitrary: deepJson.map((t) => json('deeply nested JSON')(t)) },
    { weight: 2, arbitrary: malformed },
    { weight: 1, arbitrary: huge },
    { weight: 2, arbitrary: wrongType },
    { weight: 1, arbitrary: fc.constant({ kind: 'no body' } as RawBody) },
  );
}

/** Path segments: a real identifier, random text, traversal, broken percent-encoding, very long. */
export function segments(real: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    ...(real.length ? [{ weight: 2, arbitrary: fc.constantFrom(...real).map(encodeURIComponent) }] : []),
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 80 }).map((s) => encodeURIComponent(s) || 'x') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('..', '%2e%2e', '%2F', '%00', '%E0%A4%A', '%', '%zz', '__proto__', 'constructor'),
    },
    { weight: 1, arbitrary: fc.integer({ min: 1000, max: 20_000 }).map((n) => repeat('a', n)) },
  );
}

/** Query strings: known keys with wrong or absurd values, repeated keys, junk. */
export function queries(keys: string[]): fc.Arbitrary<string> {
  return fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...keys, '__proto__', 'constructor'), fc.string({ maxLength: 10 })),
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 100 }),
          fc.integer({ min: 1000, max: 20_000 }).map((n) => repeat('z', n)),
        ),
      ),
      { maxLength: 4 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
}
