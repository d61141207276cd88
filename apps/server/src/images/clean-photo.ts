import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { LIMITS, PHOTO_MAX_SIDE, imageHeader, photoSizeAllowed } from '@resumey/resume';
import { ApiError } from '../http/errors';

/**
 * Every photo the server stores or hands to its Chromium is decoded and re-encoded here first (issue #22): what
 * reaches the browser's image decoders is always a plain JPEG that libvips wrote, never the bytes a client sent.
 * A photo is accepted only when its bytes (not its data URL's label) are a JPEG, PNG or WebP of at most
 * PHOTO_MAX_SIDE pixels a side that decodes without errors; it comes out as SPEC.md's photo: fitted within
 * LIMITS.photoMaxSide px on the longer side, JPEG at LIMITS.photoJpegQuality, without metadata.
 */

export const PHOTO_MESSAGES = {
  notImage: 'The photo is not a valid JPEG, PNG or WebP image. Please select a valid image file (JPEG, PNG, or WebP).',
  tooLarge: `The photo is too large: at most ${PHOTO_MAX_SIDE} pixels on a side. Please choose a smaller image.`,
  broken: 'The photo could not be read (the image is damaged or incomplete). Please select another image.',
} as const;

const DATA_URL = /^data:image\/(?:jpeg|png|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

// libvips keeps recently used operations and images in memory; photos are one-offs, nothing to reuse.
sharp.cache(false);

/**
 * Results by the SHA-256 of the data URL given: the editor's autosave sends the same photo with every save, and a
 * photo already cleaned (the output maps to itself) is never re-encoded again, so it does not lose quality each save.
 */
const cleaned = new Map<string, string>();
const CACHE_ENTRIES = 200;
const digest = (s: string) => createHash('sha256').update(s).digest('base64');

function remember(input: string, output: string) {
  for (const key of [digest(input), digest(output)]) {
    cleaned.delete(key);
    cleaned.set(key, output);
  }
  while (cleaned.size > CACHE_ENTRIES) cleaned.delete(cleaned.keys().next().value!);
}

const CODES = { notImage: 'photo_not_image', tooLarge: 'photo_too_large', broken: 'photo_broken' } as const;
const refuse = (why: keyof typeof PHOTO_MESSAGES) => new ApiError(400, CODES[why], PHOTO_MESSAGES[why]);

/** The photo's bytes re-encoded as SPEC.md's JPEG, or a 400 that says what is wrong with them. */
export async function reencodePhoto(bytes: Uint8Array): Promise<Buffer> {
  const header = imageHeader(bytes);
  if (!header) throw refuse('notImage');
  if (!photoSizeAllowed(header)) throw refuse('tooLarge');
  const side = LIMITS.photoMaxSide;
  try {
    return await sharp(bytes, {
      // Any decoder warning (a truncated or corrupt file) fails the photo rather than printing half of it.
      failOn: 'warning',
      limitInputPixels: PHOTO_MAX_SIDE * PHOTO_MAX_SIDE,
      // Only the first frame of an animated WebP.
      pages: 1,
    })
      .rotate()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: Math.round(LIMITS.photoJpegQuality * 100) })
      .toBuffer();
  } catch {
    throw refuse('broken');
  }
}

/** A stored or posted photo (a data URL, or '' for none) as a clean JPEG data URL; a 400 for anything else. */
export async function cleanPhotoDataUrl(dataUrl: string): Promise<string> {
  if (!dataUrl) return '';
  const known = cleaned.get(digest(dataUrl));
  if (known) return known;
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw refuse('notImage');
  const jpeg = await reencodePhoto(Buffer.from(match[1]!, 'base64'));
  const output = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
  remember(dataUrl, output);
  return output;
}

/** The resume with its photo (if any) cleaned; the same object when it has none. */
export async function withCleanPhoto<R extends { profile: { profileImage: string } }>(resume: R): Promise<R> {
  const photo = resume.profile.profileImage;
  if (!photo) return resume;
  const clean = await cleanPhotoDataUrl(photo);
  return clean === photo ? resume : { ...resume, profile: { ...resume.profile, profileImage: clean } };
}
