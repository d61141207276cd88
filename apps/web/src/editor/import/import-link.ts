import { decodeLink } from '../../public-view';
import { useResumes } from '../../resumes';

// One import per link even if the effect runs twice (React StrictMode) or the page re-renders meanwhile.
const pending = new Map<string, Promise<string | undefined>>();

/**
 * Decodes the resume carried in a link's fragment (the share-link format of /v/#{data}, DESIGN.md decision 9) and
 * imports it as a new resume; resolves to its id, or undefined when the data is not a valid link.
 */
export function importFromLink(data: string): Promise<string | undefined> {
  let job = pending.get(data);
  if (!job) {
    // Where the page's own work on the link starts (the public view's mark, same name): e2e tests time from here.
    performance.mark('resumey:resume-load');
    job = (async () => {
      // The public page's decoder: within the link limits, and off the main thread for big links.
      const decoded = await decodeLink(data);
      if (!decoded.ok) return undefined;
      const record = await useResumes.getState().importResume(decoded.resume);
      return record.resume.id;
    })();
    pending.set(data, job);
    // A failed import may be retried with the same link.
    job.catch(() => pending.delete(data));
  }
  return job;
}
