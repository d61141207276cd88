import { decodeShareLinkWith, type Resume } from '@resumey/resume';
import { checkSharedResume } from './shared-resume-check';

/**
 * The link decoder of the public page: packages/resume's codec with the zod-free shared-link check. Split into
 * its own chunk, so it loads only for links that carry a resume.
 */
export const decodeLink = (fragment: string): Resume | null => decodeShareLinkWith(fragment, checkSharedResume);
