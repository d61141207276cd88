import type { Resume } from '@resumey/resume';

/** One resume as the API answers it (TEAM.md contract). */
export interface ResumeShare {
  slug: string;
  username: string | null;
  views: number;
}

export interface ResumeRecord {
  resume: Resume;
  /** The server version this copy is based on; a save names it (DESIGN.md decision 6). */
  version: number;
  shares: ResumeShare[];
}

export type SaveState = 'saved' | 'unsaved' | 'saving' | 'offline' | 'conflict';

export interface SaveStatus {
  state: SaveState;
  savedAt?: string;
  conflict?: { server: ResumeRecord };
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
  conflict?: { server: ResumeRecord };
  savedAt?: string;
}
