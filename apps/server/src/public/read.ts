import { gzipSync } from 'node:zlib';
import { MESSAGES, SHARE_ACCESS_MESSAGES, type InterfaceLanguage, type PublicAddress } from '@resumey/resume';
import type { AppContext } from '../context';
import { errorBody } from '../http/errors';
import { rateLimitedAnswer } from '../http/rate-limit';
import { publicShareLookup, readPublicShare, type PublicShare, type PublicStore, type UnlockCheck } from './repository';

/** Share answers kept encoded (the most read shares, one version each). */
const MAX_KEPT = 500;

/** A view is counted per request, so no cache may answer in our place. */
export const PUBLIC_CACHE_CONTROL = 'no-store';
const PUBLIC_RATE_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/** A public read's whole answer, ready to send through node:http or the framework alike. */
export interface PublicAnswer {
  status: 200 | 401 | 404 | 410 | 429 | 503;
  body: string;
  headers: Record<string, string>;
  /** The body as UTF-8, when the answer keeps it encoded (a rendered page, made once per version). */
  bytes?: Buffer;
  /** The body gzipped, when the answer keeps a compressed copy (a rendered page, made once per version). */
  gzipped?: () => Buffer;
}

/**
 * How a read's outcome is written: JSON for the API (below), HTML for the pages (page.ts). `language`: the
 * viewer's interface language, for a page's chrome (the API's JSON does not depend on it).
 */
export interface PublicFormat {
  share(share: PublicShare, language?: InterfaceLanguage): PublicAnswer;
  /**
   * Password-protected and not unlocked by this visitor: nothing of the resume (unlock.ts). `error`: why the last
   * password sent by a form (a page without JavaScript) was refused.
   */
  locked(address: PublicAddress, error?: string, language?: InterfaceLanguage): PublicAnswer;
  none(language?: InterfaceLanguage): PublicAnswer;
  gone(language?: InterfaceLanguage): PublicAnswer;
  expired(language?: InterfaceLanguage): PublicAnswer;
  limited(refused: ReturnType<typeof rateLimitedAnswer>, language?: InterfaceLanguage): PublicAnswer;
}

/**
 * Who reads: a signed-in user's id (the owner's own views are not counted), null for an anonymous reader, or
 * false for a link-preview crawler fetching a page (not a reader: no view counted).
 */
export type Viewer = () => Promise<string | null | false>;

/**
 * Only the resume, its template and, when its owner shares it, its cover letter leave the server: never the owner's
 * user id or account e-mail. Both are the database's own JSON text (always valid JSON), spliced in as is.
 */
export const publicShareBody = (share: PublicShare) =>
  `{"resume":${share.resumeJson},"templateId":${JSON.stringify(share.templateId)}${
    share.letterJson ? `,"letter":${share.letterJson}` : ''
  }}`;

/** The API's answers: the share as JSON, or an error body. */
export function jsonFormat(): PublicFormat {
  const headers = { 'Cache-Control': PUBLIC_CACHE_CONTROL, 'Content-Type': 'application/json' };
  const notFound = JSON.stringify(errorBody('not_found', MESSAGES.noResumeData));
  // A used address stays with its owner: it says the resume is no longer shared, never shows another one.
  const gone = JSON.stringify(errorBody('gone', MESSAGES.shareGone));
  const expired = JSON.stringify(errorBody('expired', MESSAGES.shareExpired));
  // A protected share says only that it is protected: nothing of the resume before the password (unlock.ts).
  const locked = JSON.stringify(errorBody('password_required', SHARE_ACCESS_MESSAGES.passwordRequired));
  // One answer object per share version, its body encoded once, as the pages keep theirs (page.ts): the fast path
  // then prepares its headers once too, and a crowd reading one link costs the lookup, the count and the write.
  const kept = new Map<string, { json: string; letter: string | null; templateId: string; answer: PublicAnswer }>();
  return {
    share: (share) => {
      const hit = kept.get(share.id);
      // Compared, not keyed: the row is kept a second (cache.ts), so the same strings come back and compare at once.
      if (
        hit &&
        hit.json === share.resumeJson &&
        hit.letter === share.letterJson &&
        hit.templateId === share.templateId
      ) {
        return hit.answer;
      }
      const body = publicShareBody(share);
      const bytes = Buffer.from(body, 'utf8');
      let gz: Buffer | undefined;
      const answer: PublicAnswer = { status: 200, body, headers, bytes, gzipped: () => (gz ??= gzipSync(bytes)) };
      kept.delete(share.id);
      if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(share.id, { json: share.resumeJson, letter: share.letterJson, templateId: share.templateId, answer });
      return answer;
    },
    locked: () => ({ status: 401, body: locked, headers }),
    none: () => ({ status: 404, body: notFound, headers }),
    gone: () => ({ status: 410, body: gone, headers }),
    expired: () => ({ status: 410, body: expired, headers }),
    limited: (refused) => ({
      status: 429,
      body: JSON.stringify(refused.body),
      headers: { ...headers, ...refused.headers },
    }),
  };
}

/**
 * The one pipeline of a public share read (SPEC.md section 6: no sign-in), for the API (JSON) and the pages
 * (server-rendered HTML, page.ts): the client's rate limit (PUBLIC_RATE_LIMIT a minute), the read, the view count
 * (not the owner's own, nor a crawler's), and the answer in `format`. The framework's routes (routes.ts, and the
 * pages' route in page-route.ts) and the node:http fast path (fast-path.ts) all answer with it, so they cannot differ.
 * Errors (the database away) are thrown for the caller's error handling, after the request was counted once.
 */
export function publicReader(
  { config, rateLimits, store }: Pick<AppContext, 'config' | 'rateLimits'> & { store: PublicStore },
  format: PublicFormat = jsonFormat(),
) {
  const limiter = rateLimits.limiter({ name: 'public', windowMs: 60_000, max: config.PUBLIC_RATE_LIMIT });

  return async (
    address: PublicAddress,
    client: string,
    viewer: Viewer,
    unlocked?: UnlockCheck,
    language?: InterfaceLanguage,
  ): Promise<PublicAnswer> => {
    const limit = await limiter.hit(client);
    if (!limit.allowed) return format.limited(rateLimitedAnswer(limit, PUBLIC_RATE_MESSAGE), language);
    const who = await viewer();
    const lookup =
      who === false
        ? await publicShareLookup(store, address, unlocked)
        : await readPublicShare(store, address, who, unlocked);
    if (lookup.found === 'none') return format.none(language);
    if (lookup.found === 'gone') return format.gone(language);
    if (lookup.found === 'expired') return format.expired(language);
    if (lookup.found === 'locked') return format.locked(address, undefined, language);
    return format.share(lookup.share, language);
  };
}
