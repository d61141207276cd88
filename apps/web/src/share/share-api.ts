import { t } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import type { SaveShare, UpdateShare } from '@resumey/resume';
import { call, client } from '../lib/api';
import { RETRY, requestRetryOptions, retryTransient } from '../lib/retry';

export type { OwnShare, SharesList, SlugAvailability } from '@resumey/resume';

export const PROFILE_KEY = ['profile'] as const;
export const SHARES_KEY = ['shares'] as const;

const { profile, shares } = client.api;

/** Custom URLs and the username (apps/server/src/shares and profile) through the typed client. */
export const shareApi = {
  profile: () => call(profile.$get()),
  usernameAvailable: (username: string) => call(profile['username-available'].$get({ query: { username } })),
  setUsername: (username: string) => call(profile.username.$put({ json: { username } })),
  list: () => call(shares.$get()),
  slugAvailable: (slug: string, resumeId: string) => call(shares['slug-available'].$get({ query: { slug, resumeId } })),
  /** shortSlug: undefined lets the server choose (/v/{slug} when free), null asks for none (issue #37). */
  save: (body: SaveShare) => call(shares.$post({ json: body })),
  remove: (id: string) => call(shares[':id'].$delete({ param: { id } })),
  /** Publish state, password (null removes it), expiry (ISO or null) and search opt-in of one share. */
  update: (id: string, json: UpdateShare) => call(shares[':id'].$patch({ param: { id }, json })),
};

/** The address of a custom URL, absolute (for copying, opening and the QR code). */
export const shareUrl = (username: string, slug: string) => `${window.location.origin}/u/${username}/${slug}`;

/** A share's short address /v/{shortSlug}, absolute. */
/** SHORT_ADDRESS_MESSAGES.shortSlugTaken in the interface's language. */
export const shortSlugTakenText = () => t`This short address is taken. Choose another one.`;

export const shortUrl = (shortSlug: string) => `${window.location.origin}/v/${shortSlug}`;

/** SPEC.md section 7: the profile is the start-up cache (lib/retry.ts), never refetched on focus or reconnect. */
export function useProfile(enabled: boolean) {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: shareApi.profile,
    enabled,
    retry: retryTransient(RETRY.startup.retries),
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

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
    ...requestRetryOptions,
  });
}
