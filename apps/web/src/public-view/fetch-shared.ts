import { PUBLIC_VIEW_MESSAGES } from '@resumey/resume';
import { ApiRequestError, call, client } from '../lib/api';
import type { LoadResult, PublicSource } from './route';

/**
 * The server half of the public view's loading: a share by username and slug, or by slug alone. Its own chunk, so
 * a link that carries its resume (/v/#data) never downloads the API client (hono's, about 2.5 KB gzipped).
 */
const shared = client.api.public;

/** SPEC.md section 8: a failed load is tried up to 3 times, waiting attempt x 1000 ms (1 s, 2 s) in between. */
const ATTEMPTS = 3;
const RETRY_WAIT_MS = 1000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An outage: the server unreachable or failing (5xx). A 4xx is an answer about the link itself. */
const isOutage = (err: unknown) => !(err instanceof ApiRequestError) || err.status === 0 || err.status >= 500;

/** Fetches a shared resume by username and slug, or by slug alone (the server counts the view). */
async function fetchShared(request: () => ReturnType<(typeof shared.v)[':slug']['$get']>): Promise<LoadResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { resume } = await call(request());
      return { ok: true, resume };
    } catch (err) {
      if (isOutage(err)) {
        if (attempt < ATTEMPTS) {
          await wait(attempt * RETRY_WAIT_MS);
          continue;
        }
        return { ok: false, message: PUBLIC_VIEW_MESSAGES.highLoad, retryable: true };
      }
      const { status, message, code } = err as ApiRequestError;
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
}

export function fetchSharedFor(source: Extract<PublicSource, { kind: 'user-slug' | 'slug' }>): Promise<LoadResult> {
  return source.kind === 'user-slug'
    ? fetchShared(() => shared.u[':username'][':slug'].$get({ param: source }))
    : fetchShared(() => shared.v[':slug'].$get({ param: source }));
}
