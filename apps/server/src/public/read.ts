import { MESSAGES, SHARE_ACCESS_MESSAGES } from '@resumey/resume';
import type { AppContext } from '../context';
import { errorBody } from '../http/errors';
import { rateLimitedAnswer } from '../http/rate-limit';
import { readPublicShare, type PublicAddress, type PublicShare, type UnlockCheck } from './repository';

/** A view is counted per request, so no cache may answer in our place. */
export const PUBLIC_CACHE_CONTROL = 'no-store';
const PUBLIC_RATE_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/** A public read's whole answer, ready to send through node:http or the framework alike. */
export interface PublicAnswer {
  status: 200 | 401 | 404 | 410 | 429;
  body: string;
  headers: Record<string, string>;
}

/**
 * Only the resume and its template leave the server: never the owner's user id or account e-mail. The resume is
 * the database's own JSON text (always valid JSON), spliced in as is.
 */
export const publicShareBody = (share: PublicShare) =>
  `{"resume":${share.resumeJson},"templateId":${JSON.stringify(share.templateId)}}`;

/**
 * The one pipeline of a public share read (SPEC.md section 6: no sign-in): the client's rate limit
 * (PUBLIC_RATE_LIMIT a minute), the read, the view count (not the owner's own), and the answer. The framework's
 * routes (routes.ts) and the node:http fast path (fast-path.ts) both answer with it, so they cannot differ. Errors
 * (the database away) are thrown for the caller's error handling, after the request was counted once.
 */
export function publicReader({ config, database, rateLimits }: Pick<AppContext, 'config' | 'database' | 'rateLimits'>) {
  const limiter = rateLimits.limiter({ name: 'public', windowMs: 60_000, max: config.PUBLIC_RATE_LIMIT });
  const headers = { 'Cache-Control': PUBLIC_CACHE_CONTROL, 'Content-Type': 'application/json' };
  const notFound = JSON.stringify(errorBody('not_found', MESSAGES.noResumeData));
  // A used address stays with its owner: it says the resume is no longer shared, never shows another one.
  const gone = JSON.stringify(errorBody('gone', MESSAGES.shareGone));
  const expired = JSON.stringify(errorBody('expired', MESSAGES.shareExpired));
  // A protected share says only that it is protected: nothing of the resume before the password (unlock.ts).
  const locked = JSON.stringify(errorBody('password_required', SHARE_ACCESS_MESSAGES.passwordRequired));

  return async (
    address: PublicAddress,
    client: string,
    viewer: () => Promise<string | null>,
    unlocked?: UnlockCheck,
  ): Promise<PublicAnswer> => {
    const limit = await limiter.hit(client);
    if (!limit.allowed) {
      const refused = rateLimitedAnswer(limit, PUBLIC_RATE_MESSAGE);
      return { status: 429, body: JSON.stringify(refused.body), headers: { ...headers, ...refused.headers } };
    }
    const lookup = await readPublicShare(database.db, address, await viewer(), unlocked);
    if (lookup.found === 'none') return { status: 404, body: notFound, headers };
    if (lookup.found === 'gone') return { status: 410, body: gone, headers };
    if (lookup.found === 'expired') return { status: 410, body: expired, headers };
    if (lookup.found === 'locked') return { status: 401, body: locked, headers };
    return { status: 200, body: publicShareBody(lookup.share), headers };
  };
}
