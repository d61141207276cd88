import { TIMINGS, isResourceError, retryDelay } from '@resumey/resume';
import { ApiRequestError } from '../lib/api';

/** Network failures, server errors (5xx) and resource errors may pass on retry; a refusal (4xx) will not. */
export function isTransient(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.isNetworkError || error.status >= 500 || isResourceError(error);
  return isResourceError(error) || error instanceof TypeError;
}

export type Sleep = (ms: number) => Promise<void>;
export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** SPEC.md section 8: up to 3 attempts, waiting attempt x 1000 ms between them (1 s, then 2 s). */
export async function withRetry<T>(run: () => Promise<T>, wait: Sleep = sleep): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= TIMINGS.maxRetries || !isTransient(error)) throw error;
      await wait(retryDelay(attempt));
    }
  }
}
