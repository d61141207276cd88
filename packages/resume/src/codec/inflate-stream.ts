import { joinParts, MAX_RATIO, MAX_STEP, MIN_STEP, type InflateFailure } from './inflate';

/**
 * inflateChecked on the platform's own DecompressionStream (browsers, Node 18+), for the public view: the same
 * limits, the same answers, without shipping an inflater in its JavaScript (fflate's is about 2 KB gzipped of a
 * 100 KB budget).
 *
 * DecompressionStream takes no preset dictionary, but raw deflate concatenates: a stored (uncompressed, not final)
 * block holding the dictionary, followed by the link's deflate data, is one valid stream whose first bytes of output
 * are the dictionary, and whose back-references into it resolve exactly as zlib's inflateSetDictionary would. The
 * stored block ends on a byte boundary, where the link's data begins. Those first bytes are then dropped.
 *
 * Input goes in as inflateChecked feeds it (64 bytes first, doubling, never more than the limit leaves room for),
 * and each write waits until its output has been read, so output never runs more than one step ahead of `accept`.
 */
export async function inflateCheckedStream(
  data: Uint8Array,
  dictionary: Uint8Array,
  accept: (chunk: Uint8Array) => boolean,
  maxBytes = Infinity,
): Promise<Uint8Array | InflateFailure> {
  if (data.length === 0 || dictionary.length > 0xffff) return 'corrupt';
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  const reader = stream.readable.getReader();
  const parts: Uint8Array[] = [];
  let skip = dictionary.length;
  let total = 0;
  let refused = false;

  const read = async (): Promise<void> => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      let chunk = value;
      if (skip > 0) {
        const dropped = Math.min(skip, chunk.length);
        skip -= dropped;
        chunk = chunk.subarray(dropped);
        if (chunk.length === 0) continue;
      }
      if (!accept(chunk)) {
        refused = true;
        throw new RangeError('refused');
      }
      total += chunk.length;
      parts.push(chunk);
    }
  };

  const write = async (): Promise<void> => {
    await writer.write(storedBlock(dictionary));
    let step = MIN_STEP / 2;
    for (let i = 0; i < data.length && !refused;) {
      step = Math.min(step * 2, MAX_STEP, Math.max(MIN_STEP, Math.floor((maxBytes - total) / MAX_RATIO)));
      const end = Math.min(data.length, i + step);
      // A copy (slice, not subarray): the stream takes an ArrayBuffer-backed chunk of its own.
      await writer.write(new Uint8Array(data.subarray(i, end)));
      i = end;
    }
    await writer.close();
  };

  const reading = read();
  const writing = write();
  try {
    await reading;
  } catch {
    // Refused, or the data is not deflate data: stop the stream, whichever side is waiting.
    await Promise.all([writer.abort().catch(() => undefined), reader.cancel().catch(() => undefined)]);
  }
  try {
    await writing;
  } catch {
    return refused ? 'refused' : 'corrupt';
  }
  if (refused) return 'refused';
  if (skip > 0) return 'corrupt';
  return joinParts(parts, total);
}

/** A raw deflate stored block, not the final one: 3 header bits (BFINAL 0, BTYPE 00) padded to a byte, LEN, NLEN. */
function storedBlock(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const block = new Uint8Array(5 + bytes.length);
  const len = bytes.length;
  block.set([0, len & 0xff, len >>> 8, ~len & 0xff, (~len >>> 8) & 0xff]);
  block.set(bytes, 5);
  return block;
}
