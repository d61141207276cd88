/** Unsigned LEB128, at most 4 bytes (values below 2^28), enough for any length under the 5 MB cap. */
export function writeVarint(value: number): Uint8Array {
  const out: number[] = [];
  let v = value;
  do {
    let byte = v & 0x7f;
    v = Math.floor(v / 128);
    if (v > 0) byte |= 0x80;
    out.push(byte);
  } while (v > 0);
  return Uint8Array.from(out);
}

/** The value and the number of bytes it used, or null when the bytes end early or run past 4. */
export function readVarint(bytes: Uint8Array): { value: number; size: number } | null {
  let value = 0;
  for (let i = 0; i < 4 && i < bytes.length; i++) {
    value += (bytes[i] & 0x7f) * 2 ** (7 * i);
    if ((bytes[i] & 0x80) === 0) return { value, size: i + 1 };
  }
  return null;
}
