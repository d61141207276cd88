/** One resume as the API answers it (packages/resume/src/api/resumes.ts). */
export type { ResumeRecord, ResumeShare } from '@resumey/resume';
import type { FieldConflict, Resume, ResumeRecord } from '@resumey/resume';
import type { GoneResume } from './gone';

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

export type SaveResult = 'saved' | 'offline' | 'conflict';

/** What a tab holds: the user's resumes and the current one (SPEC.md section 4). Replaced, never mutated. */
export interface ResumesData {
  userId: string | null;
  /**
   * idle: no user; loading: fetching the user's resumes; ready: in step with the server; offline: the server could
   * not be reached, the local copy is shown and changes wait there; failed: nothing to show.
   */
  status: 'idle' | 'loading' | 'ready' | 'offline' | 'failed';
  entries: Readonly<Record<string, Entry>>;
  currentId: string | null;
  /** SPEC.md section 4's loaded-once flag; cleared when the user changes. */
  loadedOnce: boolean;
  /** Resumes of an older local-only app were already moved to the server for this user. */
  migrated: boolean;
  error: Error | null;
  /** The quiet 'Resume sync will be retried later' notice is due. */
  syncPending: boolean;
  /** Resumes gone from this device (deleted, or created on the server from a device-only copy), by id (gone.ts). */
  gone: Readonly<Record<string, GoneResume>>;
}

export interface ResumesState extends ResumesData {
  setUser(userId: string | null): void;
  /** The dashboard's first initialisation: loads unless a load already started (a failed one waits for Try Again). */
  init(): void;
  load(): Promise<void>;
  /** Re-reads the list (dashboard visits, Try Again); unsaved local edits are kept. */
  refresh(): Promise<void>;
  /** Brings in what another tab or device saved for one resume (merged with unsaved edits when nothing conflicts). */
  pull(id: string): Promise<void>;
  /** Sends what waits on this device: a full load when the list never arrived, else every unsaved resume. */
  sync(): Promise<void>;
  /** A local edit: in the store at once, on this device 1 s later, on the server when saved. */
  update(id: string, change: (resume: Resume) => Resume): void;
  /** Sends the resume if it has unsaved changes: the one queue of saves (see saveQueue). */
  save(id: string): Promise<SaveResult>;
  resolveConflict(id: string, choice: 'mine' | 'theirs'): Promise<SaveResult>;
  create(templateId: string): Promise<ResumeRecord>;
  createSample(): Promise<ResumeRecord>;
  /** A copy titled '{title} (Copy)', with unsaved local edits. */
  duplicate(id: string, withLetter?: boolean): Promise<ResumeRecord>;
  importResume(resume: Resume): Promise<ResumeRecord>;
  /** A versioned save of the trimmed name: two tabs renaming at once end in a conflict the user settles. */
  rename(id: string, title: string): Promise<SaveResult>;
  /** Moves it to the server's trash (its shares are withdrawn) and drops it on every tab of this device. */
  remove(id: string): Promise<void>;
  /** Back from the trash (issue #42), on every tab; refused with the limit's 409 when all slots are taken. */
  restore(id: string): Promise<ResumeRecord>;
  setCurrent(id: string | null): void;
  /** Another tab wrote the local copy (the storage event): its edits join this tab's. */
  otherTabWrote(): void;
  /** Writes the local copy now (page hide), so nothing typed in the last second is lost. */
  persistNow(): void;
  /** Called when a save or load is refused with 401 (the session is gone); returns the unsubscribe. */
  onUnauthorized(listener: () => void): () => void;
}

/** What the persist middleware hands its storage: the part of the state kept on the device. */
export type DeviceCopy = Pick<ResumesData, 'userId' | 'status' | 'entries' | 'currentId' | 'migrated' | 'gone'>;
