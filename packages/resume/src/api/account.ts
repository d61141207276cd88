import { z } from 'zod';

/** Sizes of a contact message; the web form caps its fields at the same lengths. */
export const CONTACT_LIMITS = {
  nameMax: 100,
  messageMax: 5000,
  /** Whole request body: the two fields in UTF-8 with room to spare. */
  bodyBytes: 64 * 1024,
  /** Per client IP, in a fixed window (how many: the server's CONTACT_RATE_LIMIT, 5 by default). */
  windowMs: 10 * 60 * 1000,
} as const;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** POST /api/contact (DESIGN.md decision 11). */
export const contactBody = z.object({
  name: requiredText('Name', CONTACT_LIMITS.nameMax),
  message: requiredText('Message', CONTACT_LIMITS.messageMax),
  /** Honeypot: hidden from people, filled in by naive bots. */
  homepage: z.string().max(2000).optional(),
});

/** POST /api/account/two-factor/remove and /backup-codes: a current code from the app, or an unused backup code. */
export const twoFactorCodeBody = z.object({
  code: z.string().trim().min(1, 'Enter a code').max(64, 'That code is too long'),
});

/** The signed-in user as the API shows it (GET /api/session, /api/me). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  /** True once the user has a verified second factor (TOTP). */
  twoFactorEnabled?: boolean;
}

/** GET /api/auth/second-factor/status: whether a sign-in waits for its second factor, and the tries left. */
export interface PendingSecondFactor {
  pending: boolean;
  attemptsLeft?: number;
}

/** Every API error (DESIGN.md decision 14), with extra fields some errors carry (a 409's current copy, ...). */
export interface ApiErrorBody {
  error: { code: string; message: string };
  [extra: string]: unknown;
}

/**
 * DELETE /api/account (issue #42 item 4): deleting the account is said in so many words, and needs a current code
 * (or an unused backup code) when a second factor is on, so a borrowed session cookie cannot do it.
 */
export const deleteAccountBody = z
  .object({
    confirm: z.literal(true, 'Confirm that you want to delete your account'),
    code: z.string().trim().min(1, 'Enter a code').max(64, 'That code is too long').optional(),
  })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
