import { QueryClient } from '@tanstack/react-query';
import { RETRY, retryTransient } from './retry';

/** The app's queries and mutations, with SPEC.md section 9's query cache policy (lib/retry.ts). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryTransient(RETRY.query.retries),
        retryDelay: RETRY.query.delay,
        staleTime: RETRY.query.staleTime,
        gcTime: RETRY.query.gcTime,
        refetchOnWindowFocus: false,
      },
      // A mutation changes something: it is not sent twice by itself (the user presses again, or the store syncs).
      mutations: { retry: false },
    },
  });
}
