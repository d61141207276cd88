import { z } from 'zod';
import { resumeSchema } from '../schema';
import { coverLetterSchema } from '../letter/schema';
import { API_KEY_SCOPES, type ApiKeySummary } from './api-keys';
import type { ResumeRecord, ResumeShare } from './resumes';
import type { OwnShare, PublicShareResponse, SharesList, SlugAvailability } from './shares';
import type { ApiErrorBody } from './account';

/**
 * The API's answers as zod schemas, for the OpenAPI document (apps/server/src/openapi) and the tests that check
 * real answers against it. The TypeScript types the web app reads stay the interfaces beside each route's body;
 * each schema below is checked against its interface at compile time (both ways), so the two cannot drift apart.
 */

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <_T extends true>() => undefined;

const isoInstant = z.string().meta({ format: 'date-time' });

export const resumeShareSchema = z.object({
  slug: z.string(),
  username: z.string().nullable(),
  shortSlug: z.string().nullable().optional(),
  views: z.number().int(),
});
same<Same<z.output<typeof resumeShareSchema>, ResumeShare>>();

export const resumeRecordSchema = z.object({
  resume: resumeSchema,
  version: z.number().int().min(1).meta({ description: 'The server version of this copy; a save names it.' }),
  shares: z.array(resumeShareSchema),
});
same<Same<z.output<typeof resumeRecordSchema>, ResumeRecord>>();

export const resumeListSchema = z.object({ resumes: z.array(resumeRecordSchema) });

export const ownShareSchema = z.object({
  id: z.string(),
  resumeId: z.string(),
  slug: z.string(),
  username: z.string().nullable(),
  shortSlug: z.string().nullable(),
  title: z.string(),
  views: z.number().int(),
  viewsByDay: z.array(z.number().int()).meta({ description: 'Views per day (UTC) of the last 30 days, today last.' }),
  lastViewedAt: isoInstant.nullable(),
  pdfDownloads: z.number().int(),
  published: z.boolean(),
  hasPassword: z.boolean(),
  expiresAt: isoInstant.nullable(),
  searchable: z.boolean(),
  includesLetter: z.boolean(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
same<Same<z.output<typeof ownShareSchema>, OwnShare>>();

export const sharesListSchema = z.object({
  shares: z.array(ownShareSchema),
  username: z.string().nullable(),
  limit: z.number().int(),
});
same<Same<z.output<typeof sharesListSchema>, SharesList>>();

export const shareAnswerSchema = z.object({ share: ownShareSchema });

export const slugAvailabilitySchema = z.object({
  slug: z.string(),
  available: z.boolean(),
  short: z.object({ available: z.boolean(), suggestion: z.string().nullable() }),
});
same<Same<z.output<typeof slugAvailabilitySchema>, SlugAvailability>>();

export const profileAnswerSchema = z.object({ username: z.string().nullable(), language: z.string().nullable() });
export const usernameAvailabilitySchema = z.object({ username: z.string(), available: z.boolean() });
export const usernameAnswerSchema = z.object({ username: z.string() });

export const publicShareSchema = z.object({
  resume: resumeSchema,
  templateId: z.string(),
  letter: z.optional(coverLetterSchema),
});
same<Same<z.output<typeof publicShareSchema>, PublicShareResponse>>();

export const healthSchema = z.looseObject({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  version: z.string(),
});

export const apiKeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  start: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: isoInstant,
  lastUsedAt: isoInstant.nullable(),
  expiresAt: isoInstant.nullable(),
});
same<Same<z.output<typeof apiKeySummarySchema>, ApiKeySummary>>();

/** Every error: `{ error: { code, message } }`, with the extra fields some errors carry. */
export const errorSchema = z.looseObject({
  error: z.object({
    code: z.string().meta({ description: 'Stable, for programs: e.g. not_found, version_conflict.' }),
    message: z.string().meta({ description: 'English, for people.' }),
  }),
  current: resumeRecordSchema
    .optional()
    .meta({ description: "version_conflict (409): the server's current copy; save again with its version." }),
  retryAfterSec: z.number().int().optional().meta({ description: 'rate_limited (429): seconds to wait.' }),
});
same<Same<Pick<z.output<typeof errorSchema>, 'error'>, Pick<ApiErrorBody, 'error'>>>();
