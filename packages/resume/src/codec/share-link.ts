import { deflateSync } from 'fflate';
import { DICTIONARY_V1 } from '../codec-dictionary-v1';
import { DEFAULT_TEMPLATE_ID, FONT_IDS, LIMITS } from '../constants';
import { EMPTY_PROFILE } from '../defaults';
import { reassignIds } from '../editing/resume-ops';
import { isObject, withDefaults, type Json } from '../restore';
import { safeHref } from '../safe-url';
import { isValidUrl } from '../formats';
import { sharedResumeSchema, type Resume, type SharedResume } from '../schema';
import { fromBase64, toBase64, toBase64Url } from './base64';
import { compactResume } from './compact';
import { inflateCapped } from './inflate';
import { readVarint, writeVarint } from './varint';

/**
 * Link-embedded shares, DESIGN.md decision 9. Format 1 is
 *   '_1' + base64url( varint(n) + deflateRaw(level 9, dictionary v1)(compact JSON) [n bytes] + photo bytes )
 * where the photo (optional) is the raw bytes of a small JPEG, PNG or WebP.
 */
export const SHARE_LINK_PREFIX = '_1';

/** The browser re-encodes an included photo to this before encoding (canvas work lives in the web app). */
export const SHARE_PHOTO = { maxSide: 160, quality: 0.75, type: 'image/jpeg' } as const;
export type SharePhotoEncoder = (dataUrl: string, options: typeof SHARE_PHOTO) => Promise<string>;

export interface ShareLinkOptions {
  /** Include the photo (off by default). */
  includePhoto?: boolean;
  /** The re-encoded photo as a data URL; when absent, profile.profileImage is used as it is. */
  photo?: string;
}

const MAX_INFLATED = LIMITS.maxResumeBytes;
const MAX_FRAGMENT = Math.ceil(((LIMITS.maxResumeBytes + LIMITS.maxImageBytes) * 4) / 3) + 16;
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

function imageType(bytes: Uint8Array): string | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(1, 4) === 'PNG' && bytes[0] === 0x89) return 'image/png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/** The fixes of SPEC.md section 5: an unknown font becomes inter, a template id not starting with 't' t01-classic. */
function applyFixes(data: Json): Json {
  const meta = data.meta as Json;
  if (!(FONT_IDS as readonly unknown[]).includes(meta.fontFamily)) meta.fontFamily = 'inter';
  if (typeof meta.templateId !== 'string' || !meta.templateId.startsWith('t')) meta.templateId = DEFAULT_TEMPLATE_ID;
  return data;
}

/** The shared-link schema check (SPEC.md section 5): the checked resume, or null. */
export type SharedResumeCheck = (data: unknown) => SharedResume | null;

const zodCheck: SharedResumeCheck = (data) => {
  const parsed = sharedResumeSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
};

/**
 * A link fragment (with or without its '#') back to a resume with fresh ids, or null for anything that is not a
 * valid format-1 link: truncated, tampered, random, empty, another version, too big. Never throws.
 */
export function decodeShareLink(fragment: string): Resume | null {
  return decodeShareLinkWith(fragment, zodCheck);
}

/**
 * decodeShareLink with another implementation of the shared-link schema check: the public resume page uses a
 * zod-free one (held equal to sharedResumeSchema by its tests) to stay within its JavaScript budget.
 */
export function decodeShareLinkWith(fragment: string, check: SharedResumeCheck): Resume | null {
  try {
    if (typeof fragment !== 'string') return null;
    const text = fragment.trim().replace(/^#/, '');
    if (!text.startsWith(SHARE_LINK_PREFIX) || text.length > MAX_FRAGMENT) return null;
    const bytes = fromBase64(text.slice(SHARE_LINK_PREFIX.length));
    const head = bytes && readVarint(bytes);
    if (!bytes || !head || head.value === 0 || head.size + head.value > bytes.length) return null;
    const deflated = bytes.subarray(head.size, head.size + head.value);
    const photo = bytes.subarray(head.size + head.value);
    const inflated = inflateCapped(deflated, DICTIONARY_V1, MAX_INFLATED);
    if (!inflated) return null;
    const json: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated));
    if (!isObject(json)) return null;
    const data = applyFixes(withDefaults(json));
    if (photo.length > 0) {
      const type = imageType(photo);
      if (!type || photo.length > LIMITS.maxImageBytes) return null;
      (data.profile as Json).profileImage = `data:${type};base64,${toBase64(photo)}`;
    }
    const checked = check(data);
    if (!checked) return null;
    const resume: Resume = { ...checked, profile: { ...EMPTY_PROFILE, ...checked.profile } };
    return reassignIds(resume);
  } catch {
    return null;
  }
}
