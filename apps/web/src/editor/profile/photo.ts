import { LIMITS, validatePhotoFile } from '@resumey/resume';
import { localizeMessage, M } from '../../i18n';

/** The size an image is drawn at: fits `max` px on its longer side, never enlarged. */
export function fitWithin(width: number, height: number, max: number = LIMITS.photoMaxSide) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function decode(
  file: Blob,
): Promise<{ source: CanvasImageSource; width: number; height: number; close(): void }> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { source: img, width: img.naturalWidth, height: img.naturalHeight, close: () => undefined };
  } finally {
    URL.revokeObjectURL(url);
  }
}

export type PhotoResult = { ok: true; dataUrl: string } | { ok: false; error: string };

/**
 * SPEC.md section 9's photo pipeline: JPEG, PNG or WebP under 5MB, resized to fit 300 px on the longer side and
 * saved as a JPEG at quality 0.8 (on white, since JPEG has no transparency). Errors are SPEC.md's messages.
 */
export async function processPhoto(file: File): Promise<PhotoResult> {
  const invalid = validatePhotoFile(file);
  if (invalid) return { ok: false, error: localizeMessage(invalid) };
  try {
    const image = await decode(file);
    try {
      const { width, height } = fitWithin(image.width, image.height);
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(0, 0, width, height);
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(image.source, 0, 0, width, height);
      const dataUrl = canvas.toDataURL('image/jpeg', LIMITS.photoJpegQuality);
      if (!dataUrl.startsWith('data:image/jpeg')) throw new Error('JPEG encoding failed');
      return { ok: true, dataUrl };
    } finally {
      image.close();
    }
  } catch {
    return { ok: false, error: M.photoProcessingFailed };
  }
}
