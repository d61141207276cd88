import { describe, expect, it } from 'vitest';
import { imageHeader, PHOTO_MAX_SIDE, photoSizeAllowed } from '../src';
import { IMAGES } from './fixtures/images';

const bytes = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

/** A simple-format WebP (RIFF + WEBP + one chunk), cut out of Chromium's extended (VP8X) file. */
function simpleWebp(extended: Uint8Array, fourcc: 'VP8 ' | 'VP8L'): Uint8Array | null {
  for (let i = 12; i + 8 <= extended.length;) {
    const id = String.fromCharCode(...extended.subarray(i, i + 4));
    const size = Buffer.from(extended.subarray(i + 4, i + 8)).readUInt32LE(0);
    const chunk = extended.subarray(i, i + 8 + size + (size % 2));
    if (id === fourcc) {
      const out = Buffer.alloc(12 + chunk.length);
      out.write('RIFF', 0);
      out.writeUInt32LE(4 + chunk.length, 4);
      out.write('WEBP', 8);
      out.set(chunk, 12);
      return new Uint8Array(out);
    }
    i += 8 + size + (size % 2);
  }
  return null;
}

describe('imageHeader reads the type and declared size of real images', () => {
  it.each(Object.entries(IMAGES))('%s', (_name, image) => {
    expect(imageHeader(bytes(image.base64))).toEqual({ type: image.type, width: image.width, height: image.height });
  });

  it('reads the simple WebP forms, lossy (VP8) and lossless (VP8L)', () => {
    const lossy = simpleWebp(bytes(IMAGES.webpLossy.base64), 'VP8 ');
    const lossless = simpleWebp(bytes(IMAGES.webpLossless.base64), 'VP8L');
    expect(lossy && imageHeader(lossy)).toEqual({ type: 'image/webp', width: 8, height: 6 });
    expect(lossless && imageHeader(lossless)).toEqual({ type: 'image/webp', width: 8, height: 6 });
  });

  it('finds nothing in other formats, in a cut-short header, or in a JPEG without a frame', () => {
    const gif = new Uint8Array(Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'));
    expect(imageHeader(gif)).toBeNull();
    expect(imageHeader(new Uint8Array())).toBeNull();
    for (const image of Object.values(IMAGES)) {
      const full = bytes(image.base64);
      // Every prefix too short to hold the size gives null, never a wrong size or an exception.
      for (let cut = 0; cut < Math.min(full.length, 700); cut++) {
        const header = imageHeader(full.subarray(0, cut));
        if (header) expect(header).toEqual({ type: image.type, width: image.width, height: image.height });
      }
    }
    expect(imageHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 2, 3, 0xff, 0xd9]))).toBe(
      null,
    );
    expect(imageHeader(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });

  it('allows at most PHOTO_MAX_SIDE pixels a side', () => {
    expect(PHOTO_MAX_SIDE).toBe(1024);
    expect(photoSizeAllowed(imageHeader(bytes(IMAGES.jpegAtLimit.base64)))).toBe(true);
    expect(photoSizeAllowed(imageHeader(bytes(IMAGES.jpegOverLimit.base64)))).toBe(false);
    expect(photoSizeAllowed(imageHeader(bytes(IMAGES.pngTall.base64)))).toBe(false);
    expect(photoSizeAllowed(null)).toBe(false);
    expect(photoSizeAllowed({ type: 'image/png', width: 0, height: 10 })).toBe(false);
  });
});
