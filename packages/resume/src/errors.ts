import { TIMINGS } from './constants';

/** The text of anything thrown or returned as an error. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return '';
}

const RESOURCE_MARKERS = ['insufficient', 'resource', 'err_insufficient_resources', 'service temporarily unavailable'];

/** SPEC.md section 8: these errors show the high-load screen and are retried. Matching ignores case. */
export function isResourceError(error: unknown): boolean {
  const text = errorMessage(error).toLowerCase();
  return RESOURCE_MARKERS.some((m) => text.includes(m));
}

/** Create, sample and duplicate errors mentioning a limit open the limit dialog instead of a toast. */
export const isLimitError = (error: unknown): boolean => errorMessage(error).toLowerCase().includes('limit');

/** Retries wait attempt x 1000 ms (1 s, 2 s), up to TIMINGS.maxRetries attempts in all. */
export const retryDelay = (attempt: number): number => Math.max(0, attempt) * TIMINGS.retryUnit;
export const shouldRetry = (attempt: number): boolean => attempt < TIMINGS.maxRetries;
