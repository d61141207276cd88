import * as z from 'zod/mini';
import { SHARE_ACCESS_MESSAGES, SHARE_PASSWORD } from './share-access';

/**
 * POST /api/public/u/:username/:slug/unlock and /api/public/v/:slug/unlock: a visitor's password. In a module of its
 * own, in zod/mini: the public page's password form checks with it too, and ships no classic zod (share-access.ts).
 */
export const unlockShareBody = z.object({
  password: z
    .string()
    .check(
      z.minLength(1, SHARE_ACCESS_MESSAGES.passwordMissing),
      z.maxLength(SHARE_PASSWORD.max, SHARE_ACCESS_MESSAGES.passwordWrong),
    ),
});

export type UnlockShare = z.input<typeof unlockShareBody>;
