import { z } from 'zod';
import type { Resume } from '../schema';

/** Custom URLs (/api/shares), the username namespace (/api/profile) and public reads (/api/public). */

/** POST /api/shares: claim (or refresh) /u/{username}/{slug} for a resume. */
export const saveShareBody = z.object({
  username: z.string().max(200),
  slug: z.string().max(500),
  resumeId: z.string().min(1).max(100),
});

/** GET /api/shares/slug-available: the share of this same resume counts as available (saving refreshes it). */
export const slugAvailableQuery = z.object({
  slug: z.string().max(500).default(''),
  resumeId: z.string().max(100).optional(),
});

/** PUT /api/profile/username. */
export const usernameBody = z.object({ username: z.string().max(200) });

/** GET /api/profile/username-available. */
export const usernameAvailableQuery = z.object({ username: z.string().max(200).default('') });

/** One of the signed-in user's custom URLs, as the share dialog and dashboard list it. */
export interface OwnShare {
  id: string;
  resumeId: string;
  slug: string;
  username: string | null;
  /** The shared resume's title, so a list of shares reads well without the resumes. */
  title: string;
  views: number;
  /** Views per day over the last STATS_DAYS days (UTC), oldest first, today last (issue #18 item 6). */
  viewsByDay: number[];
  /** When a reader last opened it (ISO), or null. */
  lastViewedAt: string | null;
  /** PDFs downloaded from its public page. */
  pdfDownloads: number;
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
}
