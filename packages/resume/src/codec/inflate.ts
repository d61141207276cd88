import { Inflate } from 'fflate';

/** Deflate's largest expansion: a 258-byte match per 2 bits, plus the block's own overhead. */
export const MAX_RATIO = 1032;
export const MIN_STEP = 64;
export const MAX_STEP = 1024;

/** Why inflating stopped early: the data is not deflate data, or the sink refused what came out. */
export type InflateFailure = 'corrupt' | 'refused';

/**
 * Raw inflate that hands each piece of output to `accept` as it is produced and stops at the first piece it
 * refuses, so a small crafted link never expands further than the limits `accept` checks.
 *
 * Deflate expands at most 1032:1, so one piece is at most 1032 times the input fed for it. Input is fed in steps
 * that start at 64 bytes (the first piece is at most 66 KB, and a limit passed early stops there) and grow, up to
 * 1 KB, within what `maxBytes` (the most output `accept` takes) leaves, never under 64 bytes: output stops within
 * 66 KB past maxBytes, however compressible the data. (Fixed 1 KB steps let 1.6 million empty items inflate a 1 MB
 * piece against a 256 KB limit.) Returns the whole output, or why there is none. Never throws.
 */
export function inflateChecked(
  data: Uint8Array,
  dictionary: Uint8Array,
  accept: (chunk: Uint8Array) => boolean,
  maxBytes = Infinity,
): Uint8Array | InflateFailure {
  if (data.length === 0) return 'corrupt';
  const parts: Uint8Array[] = [];
  let total = 0;
  let done = false;
  let refused = false;
  try {
    const stream = new Inflate({ dictionary }, (chunk, final) => {
      if (!accept(chunk)) {
        refused = true;
        throw new RangeError('refused');
      }
      total += chunk.length;
      parts.push(chunk);
      if (final) done = true;
    });
    let step = MIN_STEP / 2;
    for (let i = 0; i < data.length;) {
      step = Math.min(step * 2, MAX_STEP, Math.max(MIN_STEP, Math.floor((maxBytes - total) / MAX_RATIO)));
      const end = Math.min(data.length, i + step);
      stream.push(data.subarray(i, end), end === data.length);
      i = end;
    }
  } catch {
    return refused ? 'refused' : 'corrupt';
  }
  if (!done) return 'corrupt';
  return joinParts(parts, total);
}

/** The inflaters' output pieces as one array (`total`: their summed length). */
export function joinParts(parts: readonly Uint8Array[], total: number): Uint8Array {
  const out = new Uint8Array(total);
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}
