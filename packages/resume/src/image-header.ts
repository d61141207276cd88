/**
 * What an image file says about itself in its first bytes: its format (by content, as a browser sniffs it, not by
 * the name a data URL gives it) and its declared width and height. A browser allocates width x height x 4 bytes
 * to decode it, whatever the file's size, so a photo's declared size is checked before anything draws it.
 * Pure byte reading, no decoding; zod-free, so the public resume page can use it.
 */

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';
export interface ImageHeader {
  type: ImageType;
  width: number;
  height: number;
}

/** A photo may declare at most this many pixels on a side (the app stores 300 px and links carry 160 px). */
export const PHOTO_MAX_SIDE = 1024;

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic...), which carry the frame's size. */
const isStartOfFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpeg(b: Uint8Array): ImageHeader | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (isStartOfFrame(marker)) return { type: 'image/jpeg', height: u16be(b, i + 5), width: u16be(b, i + 7) };
    // Markers without a length, then the end of the headers: no frame size before the image data.
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null;
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

function png(b: Uint8Array): ImageHeader | null {
  if (b.length < 24 || ascii(b, 12, 16) !== 'IHDR') return null;
  return { type: 'image/png', width: u32be(b, 16), height: u32be(b, 20) };
}

function webp(b: Uint8Array): ImageHeader | null {
  if (b.length < 30) return null;
  const chunk = ascii(b, 12, 16);
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
    return { type: 'image/webp', width: (b[26]! | (b[27]! << 8)) & 0x3fff, height: (b[28]! | (b[29]! << 8)) & 0x3fff };
  }
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { type: 'image/webp', width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
}

/** The format and declared size of a JPEG, PNG or WebP file; null for anything else or a header cut short. */
export function imageHeader(bytes: Uint8Array): ImageHeader | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpeg(b);
  if (b.length >= 8 && b[0] === 0x89 && ascii(b, 1, 4) === 'PNG' && u32be(b, 4) === 0x0d0a1a0a) return png(b);
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return webp(b);
  return null;
}

/** A header that a browser can decode within the photo limit: non-empty and at most PHOTO_MAX_SIDE a side. */
export const photoSizeAllowed = (h: ImageHeader | null): h is ImageHeader =>
  !!h && h.width > 0 && h.height > 0 && h.width <= PHOTO_MAX_SIDE && h.height <= PHOTO_MAX_SIDE;
