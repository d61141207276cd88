import { Inflate } from 'fflate';

/** Why inflating stopped early: the data is not deflate data, or the sink refused what came out. */
export type InflateFailure = 'corrupt' | 'refused';

/**
 * Raw inflate that hands each piece of output to `accept` as it is produced and stops at the first piece it
 * refuses, so a small crafted link never expands further than the limits `accept` checks (deflate reaches about
 * 1000:1). Input is fed 1 KB at a time, which bounds each piece to about a megabyte.
 * Returns the whole output, or why there is none. Never throws.
 */
export function inflateChecked(
  data: Uint8Array,
  dictionary: Uint8Array,
  accept: (chunk: Uint8Array) => boolean,
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
    const STEP = 1024;
    for (let i = 0; i < data.length; i += STEP) {
      const end = Math.min(data.length, i + STEP);
      stream.push(data.subarray(i, end), end === data.length);
    }
  } catch {
    return refused ? 'refused' : 'corrupt';
  }
  if (!done) return 'corrupt';
  const out = new Uint8Array(total);
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}
