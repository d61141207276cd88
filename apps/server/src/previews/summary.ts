import { z } from 'zod';
import { stripMarkup } from '@resumey/resume';

/**
 * What a link preview may say about a shared resume (issue #18, item 3): the name, headline, location, photo,
 * accent colour and a line of description, and nothing else. Contact fields (e-mail, phone, address) are never read, so no preview can
 * show them. The stored resume is parsed with this lenient schema (the boundary between the database's JSON and the
 * preview): a field of the wrong type or missing reads as empty instead of failing the page.
 */
const textOr = z.string().catch('');
const previewSource = z.object({
  meta: z.object({ color: textOr }).catch({ color: '' }),
  profile: z
    .object({ fullName: textOr, headline: textOr, location: textOr, profileImage: textOr.default('') })
    .catch({ fullName: '', headline: '', location: '', profileImage: '' }),
  summary: textOr.default(''),
  experience: z
    .array(z.object({ title: textOr, company: textOr }).catch({ title: '', company: '' }))
    .catch([])
    .default([]),
});

export interface PreviewSummary {
  name: string;
  headline: string;
  location: string;
  /** The page's title: '{Full name} - {headline}' (issue #18). */
  title: string;
  /** The meta description: the resume's own summary, else a sentence made of its name, headline and latest role. */
  description: string;
  /** The resume's accent colour as #rrggbb (the preview card's band), or a default one. */
  color: string;
  /** The photo's data URL as stored (cleaned when saved), or ''. */
  photo: string;
}

export const PREVIEW_FALLBACK_COLOR = '#4338ca';
const DESCRIPTION_MAX = 200;

/**
 * Characters that have no place in a preview: C0/C1 controls (invalid in XML, so an SVG holding them would not
 * render), lone surrogates, and the bidi overrides/isolates that could make a name read as something else.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]/g;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** One line of plain text: markup removed, unsafe characters dropped, runs of white space made one space. */
export function plainLine(input: string): string {
  return stripMarkup(input).replace(LONE_SURROGATE, '').replace(UNSAFE_CHARS, '').replace(/\s+/g, ' ').trim();
}

/** Cuts `text` to at most `max` characters (whole graphemes), at a word boundary when one is near, adding '…'. */
export function clip(text: string, max: number): string {
  const graphemes = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
  if (graphemes.length <= max) return text;
  const cut = graphemes.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${space > cut.length * 0.6 ? cut.slice(0, space) : cut}…`;
}

export function previewSummary(resumeJson: string): PreviewSummary {
  let raw: unknown;
  try {
    raw = JSON.parse(resumeJson);
  } catch {
    raw = {};
  }
  const parsed = previewSource.safeParse(raw);
  const source = parsed.success ? parsed.data : previewSource.parse({});
  const name = clip(plainLine(source.profile.fullName), 120);
  const headline = clip(plainLine(source.profile.headline), 160);
  const location = clip(plainLine(source.profile.location), 80);
  const role = source.experience.map((e) => ({ title: plainLine(e.title), company: plainLine(e.company) }))[0];
  const shownName = name || 'Resume';
  const title = headline ? `${shownName} - ${headline}` : name ? name : 'Resume - Resumey';

  const summary = plainLine(source.summary);
  const roleLine = role && role.title && role.company ? `${role.title} at ${role.company}` : role?.title || '';
  const made = [
    `Resume of ${shownName}`,
    headline && `: ${headline}`,
    '.',
    roleLine && ` ${roleLine}.`,
    location && ` ${location}.`,
  ].join('');
  const description = clip(summary || made, DESCRIPTION_MAX);
  const color = /^#[0-9a-f]{6}$/i.test(source.meta.color) ? source.meta.color.toLowerCase() : PREVIEW_FALLBACK_COLOR;
  return { name, headline, location, title, description, color, photo: source.profile.profileImage };
}
