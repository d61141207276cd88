import { deflateSync } from 'fflate';
import { DICTIONARY_V1 } from '../codec-dictionary-v1';
import { safeHref } from '../safe-url';
import { isValidUrl } from '../formats';
import type { Resume } from '../schema';
import { sharedResumeSchema } from '../shared-link-schema';
import { fromBase64, toBase64Url } from './base64';
import { compactResume } from './compact';
import { SHARE_LINK_PREFIX } from './link-limits';
import { writeVarint } from './varint';

export { decodeShareLink, decodeShareLinkStreaming, decodeShareLinkWith } from './link-decode';
export {
  LINK_LIMITS,
  RESUME_JSON_LIMITS,
  SHARE_LINK_PREFIX,
  type LinkDecodeResult,
  type LinkLimit,
  type LinkLimits,
} from './link-limits';

/*
 * Link-embedded shares, DESIGN.md decision 9: making a link (this file), its format and limits (link-limits.ts),
 * and reading one back (link-decode.ts).
 */

/** The browser re-encodes an included photo to this before encoding (canvas work lives in the web app). */
export const SHARE_PHOTO = { maxSide: 160, quality: 0.75, type: 'image/jpeg' } as const;
export type SharePhotoEncoder = (dataUrl: string, options: typeof SHARE_PHOTO) => Promise<string>;

export interface ShareLinkOptions {
  /** Include the photo (off by default). */
  includePhoto?: boolean;
  /** The re-encoded photo as a data URL; when absent, profile.profileImage is used as it is. */
  photo?: string;
}

const DATA_URL = /^data:image\/(jpeg|png|webp);base64,([A-Za-z0-9+/=]+)$/;

const isBlankItem = (item: object) =>
  Object.entries(item).every(([k, v]) => k === 'id' || (Array.isArray(v) ? v.every((x) => x === '') : v === ''));
const fixUrl = (url: string) => (url === '' || isValidUrl(url) ? url : (safeHref(url) ?? url));

/** What gets shared: items the user added but never filled are left out; bare urls get their https://. */
export function prepareForShare(resume: Resume): Resume {
  return {
    ...resume,
    profile: { ...resume.profile, website: fixUrl(resume.profile.website) },
    experience: resume.experience.filter((x) => !isBlankItem(x)),
    projects: resume.projects.filter((x) => !isBlankItem(x)).map((p) => ({ ...p, url: fixUrl(p.url) })),
    education: resume.education.filter((x) => !isBlankItem(x)),
    links: resume.links.filter((x) => !isBlankItem(x)).map((l) => ({ ...l, url: fixUrl(l.url) })),
    custom: resume.custom.filter((x) => !isBlankItem(x)),
    skillGroups: resume.skillGroups.filter((x) => !isBlankItem(x)),
    volunteer: resume.volunteer.filter((x) => !isBlankItem(x)),
    awards: resume.awards.filter((x) => !isBlankItem(x)),
    publications: resume.publications.filter((x) => !isBlankItem(x)),
    interests: resume.interests.filter((x) => !isBlankItem(x)),
    references: resume.references.filter((x) => !isBlankItem(x)),
  };
}

/** Why a resume's link would not open (shared-link schema messages), so the share dialog can say so first. */
export function shareLinkIssues(resume: Resume): Array<{ path: string; message: string }> {
  const result = sharedResumeSchema.safeParse(prepareForShare(resume));
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

export function encodeShareLink(resume: Resume, options: ShareLinkOptions = {}): string {
  const json = new TextEncoder().encode(JSON.stringify(compactResume(prepareForShare(resume))));
  const deflated = deflateSync(json, { level: 9, dictionary: DICTIONARY_V1 });
  const photoMatch = options.includePhoto ? DATA_URL.exec(options.photo ?? resume.profile.profileImage) : null;
  const photo = (photoMatch && fromBase64(photoMatch[2])) || new Uint8Array(0);
  const length = writeVarint(deflated.length);
  const bytes = new Uint8Array(length.length + deflated.length + photo.length);
  bytes.set(length, 0);
  bytes.set(deflated, length.length);
  bytes.set(photo, length.length + deflated.length);
  return SHARE_LINK_PREFIX + toBase64Url(bytes);
}
