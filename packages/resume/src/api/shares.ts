import { z } from 'zod';
import type { Resume } from '../schema';
import type { CoverLetter } from '../letter/schema';
import { INTERFACE_LOCALES } from '../interface-locales';
import { SHARE_ACCESS_MESSAGES, SHARE_PASSWORD } from './share-access';

export { SHARE_ACCESS_MESSAGES, SHARE_PASSWORD };
export { unlockShareBody, type UnlockShare } from './share-unlock';

/** Custom URLs (/api/shares), the username namespace (/api/profile) and public reads (/api/public). */

/**
 * POST /api/shares: claim (or refresh) /u/{username}/{slug} for a resume. shortSlug is the share's short address
 * /v/{shortSlug} (DESIGN.md decision 8): left out, the slug's own when no other account ever held it, else none
 * (a refresh keeps what the share has); null, none; a name, exactly that one or a 409 'short_slug_taken'.
 */
export const saveShareBody = z.object({
  username: z.string().max(200),
  slug: z.string().max(500),
  resumeId: z.string().min(1).max(100),
  shortSlug: z.string().max(500).nullable().optional(),
});

export type SaveShare = z.input<typeof saveShareBody>;

/** What the share dialog and the API say about short addresses (/v/{name}). */
export const SHORT_ADDRESS_MESSAGES = {
  shortSlugTaken: 'This short address is taken. Choose another one.',
} as const;

/**
 * PATCH /api/shares/:id: the owner's settings of one share; only the fields sent change. password: a new password,
 * or null to remove it. expiresAt: an ISO instant (the end of the chosen day in the owner's time zone), or null.
 */
export const updateShareBody = z
  .strictObject({
    published: z.boolean().optional(),
    password: z
      .string()
      .min(SHARE_PASSWORD.min, SHARE_ACCESS_MESSAGES.passwordTooShort)
      .max(SHARE_PASSWORD.max, SHARE_ACCESS_MESSAGES.passwordTooLong)
      .nullable()
      .optional(),
    expiresAt: z.iso.datetime({ offset: true, error: SHARE_ACCESS_MESSAGES.expiryInvalid }).nullable().optional(),
    searchable: z.boolean().optional(),
    /**
     * true: the share shows the resume's cover letter (issue #41 item 5), as last saved; false: no letter on the
     * public page again.
     */
    includeLetter: z.boolean().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, SHARE_ACCESS_MESSAGES.nothingToChange);

export type UpdateShare = z.input<typeof updateShareBody>;

/** GET /api/shares/slug-available: the share of this same resume counts as available (saving refreshes it). */
export const slugAvailableQuery = z.object({
  slug: z.string().max(500).default(''),
  resumeId: z.string().max(100).optional(),
});

/** PUT /api/profile/username. */
export const usernameBody = z.object({ username: z.string().max(200) });

/** PUT /api/profile/language: the interface language chosen, remembered for the account. */
export const interfaceLanguageBody = z.strictObject({ language: z.enum(INTERFACE_LOCALES) });

/** GET /api/profile/username-available. */
export const usernameAvailableQuery = z.object({ username: z.string().max(200).default('') });

/**
 * GET /api/shares/slug-available: what saving `slug` for the resume would give. `available`: /u/{username}/{slug}
 * is free for it (false only when another of the user's resumes uses it). `short`: whether /v/{slug} can be its
 * short address, and if not, the nearest free one to offer (the share's own when it has one), or null.
 */
export interface SlugAvailability {
  slug: string;
  available: boolean;
  short: { available: boolean; suggestion: string | null };
}

/** One of the signed-in user's custom URLs, as the share dialog and dashboard list it. */
export interface OwnShare {
  id: string;
  resumeId: string;
  slug: string;
  username: string | null;
  /** Its short address /v/{shortSlug}, or null when it has none (another account holds /v/{slug}). */
  shortSlug: string | null;
  /** The shared resume's title, so a list of shares reads well without the resumes. */
  title: string;
  views: number;
  /** Views per day over the last STATS_DAYS days (UTC), oldest first, today last (issue #18 item 6). */
  viewsByDay: number[];
  /** When a reader last opened it (ISO), or null. */
  lastViewedAt: string | null;
  /** PDFs downloaded from its public page. */
  pdfDownloads: number;
  /** false: unpublished (its address answers 410 until republished). */
  published: boolean;
  /** Whether a password protects it (the password itself is never sent back). */
  hasPassword: boolean;
  /** When it stops being shown (ISO), or null. */
  expiresAt: string | null;
  /** The owner lets search engines list it. */
  searchable: boolean;
  /** Its public page shows the resume's cover letter too (the owner ticked it; off unless asked). */
  includesLetter: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Days of views the dashboard charts per share. */
export const STATS_DAYS = 30;

/** GET /api/shares. */
export interface SharesList {
  shares: OwnShare[];
  username: string | null;
  limit: number;
}

/** GET /api/public/u/:username/:slug and /api/public/v/:slug: only the resume and its template, nothing else. */
export interface PublicShareResponse {
  resume: Resume;
  templateId: string;
  /** The cover letter, only when its owner chose to share it (issue #41 item 5). */
  letter?: CoverLetter;
}
