import { Inflate } from 'fflate';

/**
 * Raw inflate with a cap on the output size, so a small crafted link cannot expand into gigabytes (deflate can
 * reach about 1000:1). Input is fed in small chunks and decoding stops as soon as the output passes the cap.
 * Returns null for corrupt or truncated data, or output over the cap; never throws.
 */
export function inflateCapped(data: Uint8Array, dictionary: Uint8Array, maxBytes: number): Uint8Array | null {
  const parts: Uint8Array[] = [];
  let total = 0;
  let done = false;
  try {
    const stream = new Inflate({ dictionary }, (chunk, final) => {
      total += chunk.length;
      if (total > maxBytes) throw new RangeError('inflated data over the cap');
      parts.push(chunk);
      if (final) done = true;
    });
    const STEP = 1024;
    for (let i = 0; i < data.length; i += STEP) {
      const end = Math.min(data.length, i + STEP);
      stream.push(data.subarray(i, end), end === data.length);
    }
    if (data.length === 0) return null;
  } catch {
    return null;
  }
  if (!done) return null;
  const out = new Uint8Array(total);
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}
