import { SHARE_PHOTO, type SharePhotoEncoder } from '@resumey/resume';

/**
 * DESIGN.md decision 9: a photo travels in a link only re-encoded small. Draws the photo on a canvas at most
 * 160 px on its longer side and exports a JPEG at quality 0.75, as a data URL for encodeShareLink's `photo`.
 * Resolves to '' when the browser cannot do it (the link is then made without the photo).
 */
export const shrinkPhotoForLink: SharePhotoEncoder = async (dataUrl, options = SHARE_PHOTO) => {
  if (!dataUrl) return '';
  try {
    const img = new Image();
    img.src = dataUrl;
    await img.decode();
    const scale = Math.min(1, options.maxSide / Math.max(img.naturalWidth, img.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
    const ctx = canvas.getContext('2d');
    if (!ctx) return '';
    // JPEG has no transparency: paint white first so transparent PNGs do not turn black.
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL(options.type, options.quality);
  } catch {
    return '';
  }
};
