import { useQuery } from '@tanstack/react-query';
import { call, client } from '../lib/api';

/**
 * Whether this server makes PDFs (/api/health's `pdf`, issue #38), so the editor's PDF button can say before a
 * click that the browser's print will be used. Unknown (loading, or the server unreachable) counts as available:
 * a click then finds out, and falls back to the browser's print all the same.
 */
export function usePdfAvailable(): boolean {
  const { data } = useQuery({
    queryKey: ['pdf-availability'],
    queryFn: async () => (await call(client.api.health.$get())).pdf !== 'unavailable',
    staleTime: 5 * 60_000,
    retry: false,
  });
  return data ?? true;
}
