import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api';

/** SPEC.md section 9: retry 3 with exponential delay capped at 30 s, stale 5 min, garbage-collected after 10 min. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => {
          // A refusal (4xx) will not change on retry; network and server errors may.
          if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
          return failures < 3;
        },
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
