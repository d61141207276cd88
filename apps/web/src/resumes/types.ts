/** One resume as the API answers it (packages/resume/src/api/resumes.ts). */
export type { ResumeRecord, ResumeShare } from '@resumey/resume';
import type { FieldConflict, Resume, ResumeRecord } from '@resumey/resume';

/**
 * A newer server copy met by a save or a load. `fields`: the fields both copies changed since their common version
 * (issue #21), each with both values; absent when there is no common version to merge against, and the choice is
 * then between whole copies.
 */
export interface Conflict {
  server: ResumeRecord;
  fields?: FieldConflict[];
}

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'offline' | 'conflict';

export interface SaveStatus {
  state: SaveState;
  savedAt?: string;
  conflict?: Conflict;
}

/**
 * What the store keeps per resume. `record.resume` is the local copy, with any edit the server has not seen yet;
 * `record.version` is the server version it is based on.
 */
export interface Entry {
  record: ResumeRecord;
  /** Local changes not on the server yet. */
  dirty: boolean;
  /** Never reached the server (data from an older local-only version of the app): it is created on the next load. */
  localOnly?: boolean;
  /** The last attempt to reach the server failed; the change waits in local storage. */
  offline?: boolean;
  saving?: boolean;
  conflict?: Conflict;
  savedAt?: string;
  /**
   * The server's copy at `record.version`: the last version both this copy and the server agreed on, the common
   * base of a three-way merge when a save meets a newer version. Absent when unknown (an older local copy).
   */
  base?: Resume;
  /** Counts the times content saved elsewhere was merged into this copy (the editor then drops its undo history). */
  merges?: number;
}
