import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_CATALOGUE } from '../src/catalogue';

// The template chooser shows these images; `npm run previews` writes them (DESIGN.md decision 13).
const PUBLIC = path.resolve(import.meta.dirname, '../../../apps/web/public');

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return undefined;
    const marker = bytes[i + 1]!;
    const length = bytes.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  return undefined;
}

describe('template preview images', () => {
  it.each(TEMPLATE_CATALOGUE.map((t) => [t.id, t.previewImage, t.previewSize] as const))(
    '%s has its JPEG at %s',
    (_id, previewImage, previewSize) => {
      const file = path.join(PUBLIC, previewImage);
      expect(existsSync(file), `${file} is missing: run npm run previews`).toBe(true);
      const size = jpegSize(readFileSync(file));
      expect(size).toEqual(previewSize);
    },
  );
});
