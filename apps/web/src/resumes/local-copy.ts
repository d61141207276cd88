import { STORAGE_KEYS, resumeSchema, type Resume } from '@resumey/resume';
import { parseGone, type GoneResume } from './gone';
import type { Entry, ResumeShare } from './types';

/**
 * The offline copy of a user's resumes in local storage (DESIGN.md decision 7), under resumey-data-{userId}.
 * Everything read back is validated with the shared schema: bad or foreign data is ignored, never a crash.
 */

export const LOCAL_FORMAT = 'resumey-local-v1';

export interface LocalCopy {
  /** Resumes from an older local-only version of the app were moved to the server (SPEC.md section 4). */
  migrated: boolean;
  currentId: string | null;
  entries: Entry[];
  /** Resumes deleted on this device, or created on the server from a device-only copy (gone.ts). */
  gone?: GoneResume[];
}

interface StoredEntry {
  resume: Resume;
  version: number;
  shares: ResumeShare[];
  dirty: boolean;
  localOnly?: boolean;
  /** The common base of a later merge (Entry.base); only stored while there are unsaved changes. */
  base?: Resume;
}

const isShare = (s: unknown): s is ResumeShare => {
  const o = s as Record<string, unknown> | null;
  return (
    !!o &&
    typeof o.slug === 'string' &&
    (o.username === null || typeof o.username === 'string') &&
    typeof o.views === 'number'
  );
};

/** One stored entry, validated: the resume with the shared schema, the rest by hand (bad parts dropped). */
function parseStoredEntry(raw: unknown): StoredEntry | undefined {
  const o = raw as Record<string, unknown> | null;
  if (!o || typeof o !== 'object') return undefined;
  const resume = resumeSchema.safeParse(o.resume);
  if (!resume.success) return undefined;
  const version = typeof o.version === 'number' && Number.isInteger(o.version) && o.version >= 0 ? o.version : 0;
  return {
    resume: resume.data,
    version,
    shares: Array.isArray(o.shares) ? o.shares.filter(isShare) : [],
    dirty: o.dirty === true,
    localOnly: o.localOnly === true || version === 0 ? true : undefined,
    base: parseBase(o.base, resume.data, o.basePhoto === SAME_PHOTO),
  };
}

/** The base's photo is left out when it is the resume's (a photo can be 2.7 MB: local storage holds about 5). */
const SAME_PHOTO = 'same';

function parseBase(raw: unknown, resume: Resume, samePhoto: boolean): Resume | undefined {
  if (raw === undefined) return undefined;
  const base = resumeSchema.safeParse(raw);
  if (!base.success || base.data.id !== resume.id) return undefined;
  if (!samePhoto) return base.data;
  return { ...base.data, profile: { ...base.data.profile, profileImage: resume.profile.profileImage } };
}

function storedBase(e: Entry) {
  const base = e.base;
  if (!base || !e.dirty || e.localOnly) return {};
  const photo = base.profile.profileImage;
  if (!photo || photo !== e.record.resume.profile.profileImage) return { base };
  return { base: { ...base, profile: { ...base.profile, profileImage: '' } }, basePhoto: SAME_PHOTO };
}

const EMPTY: LocalCopy = { migrated: false, currentId: null, entries: [] };

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Each item that is a valid resume, from whichever shape an older version of the app wrote. */
function legacyResumes(value: unknown): Resume[] {
  const obj = value as Record<string, unknown> | undefined;
  const list: unknown = Array.isArray(value)
    ? value
    : Array.isArray(obj?.resumes)
      ? obj.resumes
      : Array.isArray((obj?.state as Record<string, unknown> | undefined)?.resumes)
        ? (obj!.state as Record<string, unknown>).resumes
        : undefined;
  if (!Array.isArray(list)) return [];
  const out: Resume[] = [];
  for (const item of list) {
    const candidate =
      item && typeof item === 'object' && 'resume' in item ? (item as { resume: unknown }).resume : item;
    const parsed = resumeSchema.safeParse(candidate);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

const toEntry = (s: StoredEntry): Entry => {
  const dirty = s.dirty || Boolean(s.localOnly);
  // Without unsaved changes the copy is the server's at its version: its own base.
  const base = s.localOnly ? undefined : dirty ? s.base : s.resume;
  return {
    record: { resume: s.resume, version: s.version, shares: s.shares },
    dirty,
    ...(s.localOnly ? { localOnly: true } : {}),
    ...(base ? { base } : {}),
  };
};

/** Parses what is stored under a key: our own format, or a list of resumes that never reached the server. */
export function parseLocalCopy(text: string | null): LocalCopy {
  const value = parseJson(text);
  if (value === undefined || value === null) return EMPTY;
  const obj = value as Record<string, unknown>;
  if (obj && typeof obj === 'object' && obj.format === LOCAL_FORMAT) {
    const entries: Entry[] = [];
    for (const raw of Array.isArray(obj.entries) ? obj.entries : []) {
      const parsed = parseStoredEntry(raw);
      if (parsed) entries.push(toEntry(parsed));
    }
    const currentId = typeof obj.currentId === 'string' ? obj.currentId : null;
    return { migrated: obj.migrated === true, currentId, entries, gone: parseGone(obj.gone) };
  }
  const resumes = legacyResumes(value);
  return {
    migrated: false,
    currentId: null,
    entries: resumes.map((resume) => ({
      record: { resume, version: 0, shares: [] },
      dirty: true,
      localOnly: true,
    })),
  };
}

export function serializeLocalCopy(copy: LocalCopy, only?: (e: Entry) => boolean): string {
  const entries = copy.entries.filter((e) => !only || only(e));
  return JSON.stringify({
    format: LOCAL_FORMAT,
    migrated: copy.migrated,
    currentId: copy.currentId,
    entries: entries.map((e) => ({
      resume: e.record.resume,
      version: e.record.version,
      shares: e.record.shares,
      dirty: e.dirty,
      ...(e.localOnly ? { localOnly: true } : {}),
      ...storedBase(e),
    })),
    ...(copy.gone?.length ? { gone: copy.gone } : {}),
  });
}

/** A change the server has not seen yet: never thrown away (quota trouble, build-version wipe). */
export const isUnsynced = (e: Entry): boolean => e.dirty || Boolean(e.localOnly);

/**
 * Reads the user's copy; when there is none, the generic key of the local-only app (resumey-data) is read for
 * migration. `fromGenericKey` says where it came from, so it can be removed once moved to the server.
 */
export function readLocalCopy(storage: Storage, userId: string): LocalCopy & { fromGenericKey: boolean } {
  const own = safeGet(storage, STORAGE_KEYS.resumesFor(userId));
  if (own !== null) return { ...parseLocalCopy(own), fromGenericKey: false };
  const generic = parseLocalCopy(safeGet(storage, STORAGE_KEYS.resumes));
  // The generic key only ever holds resumes that never reached a server: each is a migration candidate.
  return {
    migrated: false,
    currentId: null,
    entries: generic.entries.map((e) => ({ ...e, dirty: true, localOnly: true })),
    fromGenericKey: true,
  };
}

/**
 * Writes the copy. If local storage is full, the resumes the server already has are left out: those are safe,
 * the unsynced ones must survive. Returns the text written, undefined when even that did not fit.
 */
export function writeLocalCopy(storage: Storage, userId: string, copy: LocalCopy): string | undefined {
  const key = STORAGE_KEYS.resumesFor(userId);
  for (const only of [undefined, isUnsynced]) {
    const text = serializeLocalCopy(copy, only);
    try {
      storage.setItem(key, text);
      return text;
    } catch {
      // Full: try again with only what the server lacks.
    }
  }
  return undefined;
}

export function safeGet(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function safeRemove(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage disabled: nothing to remove.
  }
}
