import { z } from 'zod';
import { VERSION_CAUSES } from './thinning';

/** One version in GET /api/resumes/:id/versions: no content, so 200 of them list fast. */
export const versionSummarySchema = z.object({
  id: z.string(),
  cause: z.enum(VERSION_CAUSES),
  /** ISO time the version was kept. */
  at: z.string(),
  /** Bytes of its JSON. */
  size: z.number(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;
export interface VersionList {
  versions: VersionSummary[];
}
