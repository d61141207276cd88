import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { MESSAGES, SHARE_ACCESS_MESSAGES, type PublicAddress } from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';
import { errorBody } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { publicShareLookup, type PublicShare, type PublicStore } from './repository';
import { renderPreviewCard } from '../previews/card';
import { lockedHead, previewHead } from '../previews/head';
import { previewSummary } from '../previews/summary';

/** Versions kept in memory (heads and images alike): a card is ~30-60 KB, so the images stay under ~30 MB. */
const MAX_VERSIONS = 500;

/** A bounded map from a share's version to what was made from it; the oldest entry goes first. */
class VersionCache<T> {
  private entries = new Map<string, T>();
  get(key: string, make: () => T): T {
    const hit = this.entries.get(key);
    if (hit !== undefined) return hit;
    if (this.entries.size >= MAX_VERSIONS) this.entries.delete(this.entries.keys().next().value!);
    const value = make();
    this.entries.set(key, value);
    return value;
  }
  delete(key: string, value: T) {
    if (this.entries.get(key) === value) this.entries.delete(key);
  }
}

/** One saved version of a share: a new save is a new version, so a new image address and a fresh card. */
const versionOf = (share: PublicShare) =>
  createHash('sha256').update(`${share.id}\n${share.updatedAt}`).digest('base64url').slice(0, 16);

export const pathOf = (address: PublicAddress) =>
  'username' in address
    ? `u/${encodeURIComponent(address.username)}/${encodeURIComponent(address.slug)}`
    : `v/${encodeURIComponent(address.slug)}`;

export type SharePage =
  | { found: 'share'; head: string; searchable: boolean }
  | { found: 'locked'; head: string }
  | { found: 'gone' | 'expired' | 'none' };

/**
 * Link previews of shares (issue #18, item 3). A page's tags and its card are made once per saved version of the
 * share and kept (VersionCache); the card's address carries the version, so chat apps that cache by address fetch
 * the new card after a save. Nothing here counts a view: crawlers are not readers.
 */
export function sharePreviews({
  config,
  rateLimits,
  store,
}: Pick<AppContext, 'config' | 'rateLimits'> & { store: PublicStore }) {
  const origin = config.publicUrl.replace(/\/+$/, '');
  // A card costs a render the first time: OG_RATE_LIMIT a minute per client address, like every public route.
  const limit = rateLimit({
    limits: rateLimits,
    name: 'og',
    windowMs: 60_000,
    max: config.OG_RATE_LIMIT,
    message: 'Too many preview requests. Please wait a minute and try again.',
  });
  const heads = new VersionCache<string>();
  const images = new VersionCache<Promise<Buffer>>();

  /** The tags of a share's page (the share's own address, after a username change, as og:url). */
  const headOf = (share: PublicShare): string => {
    const version = versionOf(share);
    const at = pathOf(share.canonical);
    return heads.get(`${version}:${at}`, () => {
      const summary = previewSummary(share.resumeJson);
      return previewHead({
        title: summary.title,
        description: summary.description,
        url: `${origin}/${at}`,
        image: `${origin}/og/${at}.png?v=${version}`,
        imageAlt: summary.headline ? `${summary.name || 'Resume'}, ${summary.headline}` : summary.title,
      });
    });
  };

  /** A protected share's tags: the product's own card, no name, headline or image of the resume. */
  const lockedHeadOf = (address: PublicAddress) => lockedHead(origin, pathOf(address));

  /** The tags of the page at `address`. */
  const page = async (address: PublicAddress): Promise<SharePage> => {
    const lookup = await publicShareLookup(store, address);
    if (lookup.found === 'locked') return { found: 'locked', head: lockedHeadOf(address) };
    if (lookup.found !== 'share') return { found: lookup.found };
    return { found: 'share', head: headOf(lookup.share), searchable: lookup.share.searchable };
  };

  /** The card of the share at `addressOf(slug)`, where the file is '{slug}.png'. */
  const image = async (c: Context<AppEnv>, file: string, addressOf: (slug: string) => PublicAddress) => {
    const noResume = () => c.json(errorBody('not_found', MESSAGES.noResumeData), 404);
    if (!file.endsWith('.png')) return noResume();
    const lookup = await publicShareLookup(store, addressOf(file.slice(0, -'.png'.length)));
    c.header('X-Robots-Tag', 'noindex');
    if (lookup.found === 'none') return noResume();
    if (lookup.found === 'gone') return c.json(errorBody('gone', MESSAGES.shareGone), 410);
    if (lookup.found === 'expired') return c.json(errorBody('expired', MESSAGES.shareExpired), 410);
    // Never the card of a protected share, whoever asks: a chat app would show it to everyone in the chat.
    if (lookup.found === 'locked') {
      return c.json(errorBody('password_required', SHARE_ACCESS_MESSAGES.passwordRequired), 401);
    }
    const { share } = lookup;
    const version = versionOf(share);
    const etag = `"${version}"`;
    // Short-lived in shared caches: a withdrawn share's card should not outlive it by long.
    c.header('Cache-Control', 'public, max-age=300');
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    const png = images.get(version, () => {
      const summary = previewSummary(share.resumeJson);
      return renderPreviewCard(summary, summary.photo);
    });
    // A failed render is not kept: the next request tries again.
    png.catch(() => images.delete(version, png));
    const bytes = await png;
    return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/png', 'Content-Length': String(bytes.length) });
  };

  const routes = new Hono<AppEnv>()
    .get('/og/u/:username/:file', limit, (c) =>
      image(c, c.req.param('file'), (slug) => ({ username: c.req.param('username'), slug })),
    )
    .get('/og/v/:file', limit, (c) => image(c, c.req.param('file'), (slug) => ({ slug })));

  return { page, headOf, lockedHeadOf, routes };
}
