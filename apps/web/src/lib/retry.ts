import { isResourceError } from '@resumey/resume';
import { ApiRequestError } from './api';

/**
 * Every retry of the web app, with SPEC.md section 9's timings as named options. Kept free of React and TanStack
 * Query, and of the domain's constant tables: the public page's load uses it too, and that page's JavaScript has a
 * 100 KB budget (importing TIMINGS kept the whole table in the page's first chunk).
 */
export const RETRY = {
  /**
   * A request someone waits on (the resume list, a public page, the share list): up to 3 attempts, waiting
   * attempt x 1000 ms between them (1 s, then 2 s).
   */
  request: {
    attempts: 3,
    delay: (attempt: number) => Math.max(0, attempt) * 1000,
  },
  /** App queries: 3 retries, exponential delay capped at 30 s; fresh 5 minutes, dropped 10 minutes after last use. */
  query: {
    retries: 3,
    delay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
    staleTime: 5 * 60 * 1000,
    gcTime: 10 * 60 * 1000,
  },
  /** The start-up cache (the profile): 2 retries, no refetch on focus, reconnect or mount. */
  startup: { retries: 2 },
  /**
   * Changes that wait on this device for the server (DESIGN.md decision 7): sent again 3 s after a failure, the wait
   * doubling up to 15 s (and at once when the browser says it is online again).
   */
  background: { first: 3000, max: 15_000 },
} as const;

/** Network failures, server errors (5xx) and resource errors may pass on retry; a refusal (4xx) will not. */
export function isTransient(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.isNetworkError || error.status >= 500 || isResourceError(error);
  return isResourceError(error) || error instanceof TypeError;
}

export type Sleep = (ms: number) => Promise<void>;
export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `run` with RETRY.request: transient failures are tried again; the last error is thrown. */
export async function withRetry<T>(run: () => Promise<T>, wait: Sleep = sleep): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= RETRY.request.attempts || !isTransient(error)) throw error;
      await wait(RETRY.request.delay(attempt));
    }
  }
}

/** TanStack Query's `retry` for a policy of `retries`: transient failures only. */
export const retryTransient =
  (retries: number) =>
  (failures: number, error: unknown): boolean =>
    failures < retries && isTransient(error);

/** RETRY.request as query options: 3 attempts in all (2 retries), attempt x 1000 ms apart. */
export const requestRetryOptions = {
  retry: retryTransient(RETRY.request.attempts - 1),
  retryDelay: (failures: number) => RETRY.request.delay(failures + 1),
} as const;
