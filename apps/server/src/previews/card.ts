import sharp, { type OverlayOptions } from 'sharp';
import type { PreviewSummary } from './summary';

/** The size every network's large preview card uses (Open Graph, Twitter summary_large_image, LinkedIn). */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

const LEFT = 96;
const TEXT_WIDTH = 740;
const PHOTO = 220;
const PHOTO_CENTRE = { x: 1000, y: 250 };

/**
 * Pango markup (sharp's text input) is XML: user text is escaped, so a name such as `<span font="200">` or
 * `</title><script>` is drawn as the characters it is, never read as markup.
 */
const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

interface Layer {
  input: Buffer;
  width: number;
  height: number;
}

/**
 * One block of user text, drawn by Pango (font fallback for any script, right-to-left text, line breaking
 * between words or, for scripts without spaces, between characters). Drawn at `size` px; when that needs more
 * than `maxHeight`, the text is fitted into TEXT_WIDTH x maxHeight instead (a long name gets smaller, never cut
 * off or drawn over the rest).
 */
async function textLayer(text: string, font: string, size: number, color: string, maxHeight: number): Promise<Layer> {
  const markup = `<span foreground="${color}">${escapeMarkup(text)}</span>`;
  const draw = (fit: boolean) =>
    sharp({
      text: fit
        ? { text: markup, font, width: TEXT_WIDTH, height: maxHeight, rgba: true, wrap: 'word-char' }
        : { text: markup, font: `${font} ${size}`, width: TEXT_WIDTH, rgba: true, wrap: 'word-char' },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
  let { data, info } = await draw(false);
  if (info.height > maxHeight) ({ data, info } = await draw(true));
  return { input: data, width: info.width, height: info.height };
}

/** The person's photo, cropped to a circle: only the data URLs the resume schema accepts, decoded by sharp. */
async function photoLayer(dataUrl: string): Promise<Buffer | undefined> {
  const match = /^data:image\/(?:jpeg|png|webp);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match) return undefined;
  const circle = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO}" height="${PHOTO}"><circle cx="${PHOTO / 2}" cy="${PHOTO / 2}" r="${PHOTO / 2}"/></svg>`,
  );
  try {
    return await sharp(Buffer.from(match[1]!, 'base64'), { limitInputPixels: 25_000_000 })
      .rotate()
      .resize(PHOTO, PHOTO, { fit: 'cover' })
      .composite([{ input: circle, blend: 'dest-in' }])
      .png()
      .toBuffer();
  } catch {
    // A photo that does not decode is left out: the card still shows the name.
    return undefined;
  }
}

/** Initials of the name's first and last words: their first letters or digits (whole graphemes, any script). */
export function initialsOf(name: string): string {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const initial = (word: string) =>
    [...segmenter.segment(word)].find((g) => /^[\p{L}\p{N}]/u.test(g.segment))?.segment ?? '';
  const letters = name.split(' ').map(initial).filter(Boolean);
  return (letters.length > 1 ? letters[0]! + letters.at(-1)! : (letters[0] ?? '')).toLocaleUpperCase();
}

/** Background, accent band and the product's line: no user text, so built as plain SVG. */
function baseSvg(color: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">
  <rect width="100%" height="100%" fill="#ffffff"/>
  <rect width="28" height="100%" fill="${color}"/>
  <rect x="${LEFT}" y="512" width="${PREVIEW_WIDTH - LEFT * 2}" height="2" fill="#e2e8f0"/>
  <circle cx="${PHOTO_CENTRE.x}" cy="${PHOTO_CENTRE.y}" r="${PHOTO / 2 + 6}" fill="${color}" fill-opacity="0.14"/>
  <text x="${LEFT}" y="570" font-family="sans-serif" font-size="28" fill="#64748b">Resume · shared with <tspan font-weight="bold" fill="${color}">Resumey</tspan></text>
</svg>`);
}

/**
 * The preview card of a shared resume, 1200x630 PNG: name, headline and location on the left, the photo (or the
 * initials) on the right, in the resume's accent colour. Drawn by sharp from an SVG and Pango text layers, with
 * no browser: measured warm on this 2-core machine, 37 ms median (63 ms for a name that needs fitting), where a
 * Chromium screenshot of a bare 1200x630 page in a fresh context took 490 ms. Made on the first request for each
 * saved version and kept (routes.ts).
 */
export async function renderPreviewCard(summary: PreviewSummary, photoDataUrl: string): Promise<Buffer> {
  const { color } = summary;
  const [name, headline, location, photo] = await Promise.all([
    textLayer(summary.name || 'Resume', 'sans bold', 68, '#0f172a', 180),
    summary.headline ? textLayer(summary.headline, 'sans', 38, '#334155', 110) : undefined,
    summary.location ? textLayer(summary.location, 'sans', 28, '#64748b', 40) : undefined,
    photoDataUrl ? photoLayer(photoDataUrl) : undefined,
  ]);
  const blocks = [name, headline, location].filter((b): b is Layer => b !== undefined);
  const gap = 22;
  const total = blocks.reduce((sum, b) => sum + b.height, 0) + gap * (blocks.length - 1);
  // Centred in the area above the rule at y=512.
  let top = Math.max(40, Math.round((490 - total) / 2));
  const layers: OverlayOptions[] = blocks.map((b) => {
    const layer = { input: b.input, left: LEFT, top };
    top += b.height + gap;
    return layer;
  });
  const half = PHOTO / 2;
  if (photo) {
    layers.push({ input: photo, left: PHOTO_CENTRE.x - half, top: PHOTO_CENTRE.y - half });
  } else if (initialsOf(summary.name)) {
    const initials = await textLayer(initialsOf(summary.name), 'sans bold', 96, color, PHOTO);
    const left = PHOTO_CENTRE.x - Math.round(initials.width / 2);
    layers.push({ input: initials.input, left, top: PHOTO_CENTRE.y - Math.round(initials.height / 2) });
  }
  return sharp(baseSvg(color)).composite(layers).png({ compressionLevel: 8 }).toBuffer();
}
