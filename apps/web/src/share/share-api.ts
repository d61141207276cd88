import { useQuery } from '@tanstack/react-query';
import { TIMINGS } from '@resumey/resume';
import { api, ApiRequestError } from '../lib/api';

/** One of the user's custom URLs, as GET /api/shares lists it (apps/server/src/routes/shares.ts). */
export interface OwnShare {
  id: string;
  resumeId: string;
  slug: string;
  username: string | null;
  title: string;
  views: number;
  createdAt: string;
  updatedAt: string;
}

export interface SharesList {
  shares: OwnShare[];
  username: string | null;
  limit: number;
}

export const PROFILE_KEY = ['profile'] as const;
export const SHARES_KEY = ['shares'] as const;

const enc = encodeURIComponent;

export const shareApi = {
  profile: () => api<{ username: string | null }>('/api/profile'),
  usernameAvailable: (username: string) =>
    api<{ username: string; available: boolean }>(`/api/profile/username-available?username=${enc(username)}`),
  setUsername: (username: string) =>
    api<{ username: string }>('/api/profile/username', { method: 'PUT', json: { username } }),
  list: () => api<SharesList>('/api/shares'),
  slugAvailable: (slug: string, resumeId: string) =>
    api<{ slug: string; available: boolean }>(`/api/shares/slug-available?slug=${enc(slug)}&resumeId=${enc(resumeId)}`),
  save: (body: { username: string; slug: string; resumeId: string }) =>
    api<{ share: OwnShare }>('/api/shares', { method: 'POST', json: body }),
  remove: (id: string) => api<void>(`/api/shares/${enc(id)}`, { method: 'DELETE' }),
};

/** The address of a custom URL, absolute (for copying, opening and the QR code). */
export const shareUrl = (username: string, slug: string) => `${window.location.origin}/u/${username}/${slug}`;

/** SPEC.md section 7: the profile is cached 5 minutes, retried twice, never refetched on focus or reconnect. */
export function useProfile(enabled: boolean) {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: shareApi.profile,
    enabled,
    staleTime: 5 * 60 * 1000,
    retry: 2,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

const isNetworkError = (err: unknown) => err instanceof ApiRequestError && (err.isNetworkError || err.status >= 500);

/**
 * The user's shares. SPEC.md section 8: network errors are retried up to 3 attempts, waiting attempt x 1 s;
 * a failed list shows as empty, and the limit then counts as reached (the server has the last word anyway).
 */
export function useShares(enabled: boolean) {
  return useQuery({
    queryKey: SHARES_KEY,
    queryFn: shareApi.list,
    enabled,
    staleTime: 0,
    retry: (failures, err) => isNetworkError(err) && failures < TIMINGS.maxRetries - 1,
    retryDelay: (attempt) => (attempt + 1) * TIMINGS.retryUnit,
  });
}
