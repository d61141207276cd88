import { useQuery } from '@tanstack/react-query';

/**
 * Whether this server makes PDFs (/api/health's `pdf`, issue #38), so the editor's PDF button can say before a
 * click that the browser's print will be used. Unknown (loading, or the server unreachable) counts as available:
 * a click then finds out, and falls back to the browser's print all the same.
 */
export function usePdfAvailable(): boolean {
  const { data } = useQuery({
    queryKey: ['pdf-availability'],
    queryFn: async () => {
      const res = await fetch('/api/health', { credentials: 'same-origin' });
      const body = (await res.json()) as { pdf?: string };
      return body.pdf !== 'unavailable';
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
  return data ?? true;
}
