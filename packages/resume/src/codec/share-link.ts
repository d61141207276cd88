import { deflateSync } from 'fflate';
import { DICTIONARY_V1 } from '../codec-dictionary-v1';
import { DEFAULT_TEMPLATE_ID, FONT_IDS, LIMITS } from '../constants';
import { EMPTY_PROFILE } from '../defaults';
import { reassignIds } from '../editing/resume-ops';
import { isObject, withDefaults, type Json } from '../restore';
import { safeHref } from '../safe-url';
import { isValidUrl } from '../formats';
import { sharedResumeSchema, type Resume } from '../schema';
import { fromBase64, toBase64, toBase64Url } from './base64';
import { compactResume } from './compact';
import { inflateChecked } from './inflate';
import { JsonBudget, type JsonLimit, type JsonLimits } from './json-budget';
import { imageHeader, photoSizeAllowed } from '../image-header';
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

/**
 * What a link may cost to open, each checked before the work it bounds: the fragment's length, the photo's bytes
 * and declared size (what a browser allocates to draw it), then the JSON as it inflates.
 */
export interface LinkLimits {
  fragmentChars: number;
  photoBytes: number;
  json: JsonLimits;
}

/**
 * The JSON of a stored resume: its size cap, and no list or string beyond what the schema allows anywhere. The
 * deepest value of the schema is 5 levels down (kept.roles[].roles[]); one more leaves room for an unknown key.
 */
export const RESUME_JSON_LIMITS: JsonLimits = {
  maxBytes: LIMITS.maxResumeBytes,
  maxDepth: 6,
  maxItems: LIMITS.maxListItems,
  maxKeys: 64,
  maxString: LIMITS.maxTextChars,
};

/**
 * A link's budget. A typical link is 2.3 KB (its JSON 8 KB, a 160 px photo adds about 4 KB); the limits allow
 * 30 to 50 times that. The JSON cap is tighter than a stored resume's 5 MB, which makes room for a 2 MB photo:
 * a link holding 5 MB of text took 13 s and 110 MB of heap just to lay out in Chromium (measured), so a link
 * carries at most 256 KB of resume, a few hundred pages. Bigger resumes are shared by custom URL.
 */
export const LINK_LIMITS: LinkLimits = {
  fragmentChars: 128 * 1024,
  photoBytes: 64 * 1024,
  json: { ...RESUME_JSON_LIMITS, maxBytes: 256 * 1024 },
};

export type LinkLimit =
  'fragment' | 'photo-bytes' | 'photo-format' | 'photo-size' | 'inflated' | Exclude<JsonLimit, 'bytes'>;
type LinkDecodeFailure = { ok: false; limit?: LinkLimit };
/** A resume, or no resume; `limit` says which size limit stopped the decoding (none: the link is simply invalid). */
export type LinkDecodeResult = { ok: true; resume: Resume } | LinkDecodeFailure;

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

/** The fixes of SPEC.md section 5: an unknown font becomes inter, a template id not starting with 't' t01-classic. */
function applyFixes(data: Json): Json {
  const meta = data.meta as Json;
  if (!(FONT_IDS as readonly unknown[]).includes(meta.fontFamily)) meta.fontFamily = 'inter';
  if (typeof meta.templateId !== 'string' || !meta.templateId.startsWith('t')) meta.templateId = DEFAULT_TEMPLATE_ID;
  return data;
}

/**
 * A link fragment (with or without its '#') back to a resume with fresh ids, or null for anything that is not a
 * valid format-1 link: truncated, tampered, random, empty, another version, too big, or failing the shared-link
 * schema of SPEC.md section 5. Never throws.
 */
export function decodeShareLink(fragment: string): Resume | null {
  const result = decodeShareLinkWith(fragment);
  return result.ok ? result.resume : null;
}

/**
 * decodeShareLink with the reason when there is no resume: `limit` names the size limit the link passed
 * (LINK_LIMITS), before the work it would have caused. `limits` may be tighter than LINK_LIMITS, e.g. to decode
 * small links right away and hand bigger ones to a worker.
 */
export function decodeShareLinkWith(fragment: string, limits: LinkLimits = LINK_LIMITS): LinkDecodeResult {
  try {
    if (typeof fragment !== 'string') return INVALID;
    const text = fragment.trim().replace(/^#/, '');
    if (text.length > limits.fragmentChars) return { ok: false, limit: 'fragment' };
    if (!text.startsWith(SHARE_LINK_PREFIX)) return INVALID;
    const bytes = fromBase64(text.slice(SHARE_LINK_PREFIX.length));
    const head = bytes && readVarint(bytes);
    if (!bytes || !head || head.value === 0 || head.size + head.value > bytes.length) return INVALID;
    const photo = bytes.subarray(head.size + head.value);
    const photoLimit = photo.length > 0 ? photoOverLimit(photo, limits) : undefined;
    if (photoLimit) return { ok: false, limit: photoLimit };
    const json = readJson(bytes.subarray(head.size, head.size + head.value), limits);
    if (!json.ok) return json;
    const data = applyFixes(withDefaults(json.value));
    if (photo.length > 0) {
      (data.profile as Json).profileImage = `data:${imageHeader(photo)!.type};base64,${toBase64(photo)}`;
    }
    const checked = sharedResumeSchema.safeParse(data);
    if (!checked.success) return INVALID;
    const resume: Resume = { ...checked.data, profile: { ...EMPTY_PROFILE, ...checked.data.profile } };
    return { ok: true, resume: reassignIds(resume) };
  } catch {
    return INVALID;
  }
}

const INVALID: LinkDecodeFailure = { ok: false };

/** The photo's size in bytes, then the size its header declares (what decoding it would allocate). */
function photoOverLimit(photo: Uint8Array, limits: LinkLimits): LinkLimit | undefined {
  if (photo.length > limits.photoBytes) return 'photo-bytes';
  const header = imageHeader(photo);
  if (!header) return 'photo-format';
  return photoSizeAllowed(header) ? undefined : 'photo-size';
}

/** Inflates with the JSON limits checked on every piece as it comes out: inflating stops at the first one passed. */
function readJson(deflated: Uint8Array, limits: LinkLimits): { ok: true; value: Json } | LinkDecodeFailure {
  const budget = new JsonBudget(limits.json);
  const inflated = inflateChecked(deflated, DICTIONARY_V1, (chunk) => budget.push(chunk), limits.json.maxBytes);
  if (inflated === 'refused') return { ok: false, limit: budget.exceeded === 'bytes' ? 'inflated' : budget.exceeded! };
  if (inflated === 'corrupt') return INVALID;
  const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated));
  return isObject(value) ? { ok: true, value } : INVALID;
}
