import type { Resume } from '@resumey/resume';
import { MESSAGES } from '@resumey/resume';
import { api, ApiRequestError } from '../lib/api';
import type { PublicSource } from './route';

export type LoadResult = { ok: true; resume: Resume } | { ok: false; message: string };

const enc = encodeURIComponent;

/** Fetches a shared resume by username and slug, or by slug alone (the server counts the view). */
async function fetchShared(path: string): Promise<LoadResult> {
  try {
    const { resume } = await api<{ resume: Resume; templateId: string }>(path);
    return { ok: true, resume };
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) return { ok: false, message: MESSAGES.noResumeData };
    return { ok: false, message: MESSAGES.resumeLinkCorrupted };
  }
}

/**
 * Loads the resume the address points at: by username and slug, else by slug alone, else from the data in
 * the link. The link decoder (and its schema validation) is only downloaded when a link carries data.
 */
export async function loadPublicResume(source: PublicSource): Promise<LoadResult> {
  switch (source.kind) {
    case 'user-slug':
      return fetchShared(`/api/public/u/${enc(source.username)}/${enc(source.slug)}`);
    case 'slug':
      return fetchShared(`/api/public/v/${enc(source.slug)}`);
    case 'link': {
      try {
        const { decodeLink } = await import('./decode-link');
        const resume = decodeLink(source.data);
        return resume ? { ok: true, resume } : { ok: false, message: MESSAGES.resumeLinkCorrupted };
      } catch {
        return { ok: false, message: MESSAGES.resumeLinkCorrupted };
      }
    }
    default:
      return { ok: false, message: MESSAGES.noResumeData };
  }
}
