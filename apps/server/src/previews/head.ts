import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './card';

/**
 * The <head> tags chat apps and social networks read to draw a link's preview (issue #18, item 3). Their crawlers
 * run no JavaScript, so the tags are in the HTML the server sends. Every value is escaped here: a name like
 * `</title><script>` stays text.
 */
export interface PreviewTags {
  title: string;
  description: string;
  /** Absolute address of the page (crawlers do not resolve relative ones). */
  url: string;
  /** Absolute address of a 1200x630 PNG. */
  image: string;
  imageAlt: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);

export function previewHead(tags: PreviewTags): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    meta('name', 'description', tags.description),
    meta('property', 'og:type', 'profile'),
    meta('property', 'og:site_name', 'Resumey'),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', tags.url),
    meta('property', 'og:image', tags.image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(PREVIEW_WIDTH)),
    meta('property', 'og:image:height', String(PREVIEW_HEIGHT)),
    meta('property', 'og:image:alt', tags.imageAlt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    meta('name', 'twitter:image', tags.image),
    meta('name', 'twitter:image:alt', tags.imageAlt),
  ].join('\n    ');
}

/** The product's own card, for /v#data links: their resume is in the fragment, which never reaches the server. */
export function productHead(origin: string): string {
  return previewHead({
    title: 'Resume - Resumey',
    description:
      'A resume shared with Resumey. Open it in the browser, no sign-in or download needed; the resume travels in the link itself.',
    url: `${origin}/v`,
    image: `${origin}/og-image.png`,
    imageAlt: 'Resumey: resumes built for professionals, shared by link',
  });
}

/**
 * Tags of a password-protected share's page: the product's card and a generic title, nothing of the resume (no
 * name, headline or image), so a link pasted into a chat tells nobody whose resume it is.
 */
export function lockedHead(origin: string, path: string): string {
  return previewHead({
    title: 'Password-protected resume - Resumey',
    description: 'A resume shared with Resumey. Its owner protected it with a password.',
    url: `${origin}/${path}`,
    image: `${origin}/og-image.png`,
    imageAlt: 'Resumey: resumes built for professionals, shared by link',
  });
}
