import { PUBLIC_VIEW_MESSAGES } from '@resumey/resume';
import { ApiRequestError, call, client } from '../lib/api';
import { isTransient, withRetry } from '../lib/retry';
import type { LoadResult, PublicSource } from './route';

/**
 * The server half of the public view's loading: a share by username and slug, or by slug alone. Its own chunk, so
 * a link that carries its resume (/v/#data) never downloads the API client (hono's, about 2.5 KB gzipped).
 */
const shared = client.api.public;

/** Fetches a shared resume by username and slug, or by slug alone (the server counts the view), retried as
 * lib/retry.ts's RETRY.request says (an outage only: a 4xx is an answer about the link itself). */
async function fetchShared(request: () => ReturnType<(typeof shared.v)[':slug']['$get']>): Promise<LoadResult> {
  try {
    const { resume, letter } = await withRetry(() => call(request()));
    return { ok: true, resume, ...(letter && { letter }) };
  } catch (err) {
    if (!(err instanceof ApiRequestError) || isTransient(err)) {
      return { ok: false, message: PUBLIC_VIEW_MESSAGES.highLoad, retryable: true };
    }
    const { status, message, code } = err;
    if (status === 404) return { ok: false, message: PUBLIC_VIEW_MESSAGES.noResumeData };
    if (status === 410 && code === 'expired') {
      return {
        ok: false,
        title: PUBLIC_VIEW_MESSAGES.shareExpired,
        message: PUBLIC_VIEW_MESSAGES.shareExpiredDescription,
      };
    }
    if (status === 410)
      return { ok: false, title: PUBLIC_VIEW_MESSAGES.shareGone, message: PUBLIC_VIEW_MESSAGES.shareGoneDescription };
    // A password-protected share: the page asks for its password (issue #18 item 6).
    if (status === 401 && code === 'password_required') return { ok: false, message, locked: true };
    // A rate limit: the server's own words ('... try again in N minutes').
    if (status === 429) return { ok: false, message, retryable: true };
    return { ok: false, message: PUBLIC_VIEW_MESSAGES.resumeLinkCorrupted };
  }
}

export function fetchSharedFor(source: Extract<PublicSource, { kind: 'user-slug' | 'slug' }>): Promise<LoadResult> {
  return source.kind === 'user-slug'
    ? fetchShared(() => shared.u[':username'][':slug'].$get({ param: source }))
    : fetchShared(() => shared.v[':slug'].$get({ param: source }));
}
