import { PUBLIC_VIEW_MESSAGES } from '@resumey/resume';
import type { LoadResult, PublicSource } from './route';

/**
 * Loads the resume the address points at: by username and slug, else by slug alone, else from the data in
 * the link. Each way has its own chunk (main.tsx starts downloading it early): the API client only for a share,
 * the link decoder (and its schema validation) only when a link carries data.
 */
export async function loadPublicResume(source: PublicSource): Promise<LoadResult> {
  switch (source.kind) {
    case 'user-slug':
    case 'slug':
      try {
        const { fetchSharedFor } = await import('./fetch-shared');
        return await fetchSharedFor(source);
      } catch {
        // The chunk itself did not load: the service, not the link, is at fault.
        return { ok: false, message: PUBLIC_VIEW_MESSAGES.highLoad, retryable: true };
      }
    case 'link': {
      try {
        const { decodeLink } = await import('./decode-link');
        const result = await decodeLink(source.data);
        return result.ok ? result : { ok: false, message: PUBLIC_VIEW_MESSAGES.resumeLinkCorrupted };
      } catch {
        return { ok: false, message: PUBLIC_VIEW_MESSAGES.resumeLinkCorrupted };
      }
    }
    default:
      return { ok: false, message: PUBLIC_VIEW_MESSAGES.noResumeData };
  }
}
