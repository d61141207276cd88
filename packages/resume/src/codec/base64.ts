/**
 * Base64 without atob/btoa's binary-string detours: url-safe for links (no padding), standard for data URLs.
 * Decoding is strict: a character outside the alphabet or an impossible length gives null, never an exception.
 */

const URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const STD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

const lookup = new Int16Array(128).fill(-1);
for (let i = 0; i < 64; i++) {
  lookup[URL_ALPHABET.charCodeAt(i)] = i;
  lookup[STD_ALPHABET.charCodeAt(i)] = i;
}

function encode(bytes: Uint8Array, alphabet: string, pad: boolean): string {
  const out: string[] = [];
  let chunk = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const left = bytes.length - i;
    chunk += alphabet[(n >> 18) & 63] + alphabet[(n >> 12) & 63];
    chunk += left > 1 ? alphabet[(n >> 6) & 63] : pad ? '=' : '';
    chunk += left > 2 ? alphabet[n & 63] : pad ? '=' : '';
    if (chunk.length >= 8192) {
      out.push(chunk);
      chunk = '';
    }
  }
  out.push(chunk);
  return out.join('');
}

export const toBase64Url = (bytes: Uint8Array): string => encode(bytes, URL_ALPHABET, false);
export const toBase64 = (bytes: Uint8Array): string => encode(bytes, STD_ALPHABET, true);

/** Decodes either alphabet, with or without padding. */
export function fromBase64(text: string): Uint8Array | null {
  const s = text.replace(/=+$/, '');
  if (s.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((s.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let o = 0;
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    const v = code < 128 ? lookup[code] : -1;
    if (v < 0) return null;
    value = ((value << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (value >> bits) & 0xff;
    }
  }
  return out;
}
