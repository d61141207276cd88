import { LIMITS } from '../constants';
import type { Resume } from '../schema';
import type { JsonLimit, JsonLimits } from './json-budget';

/**
 * Link-embedded shares, DESIGN.md decision 9. Format 1 is
 *   '_1' + base64url( varint(n) + deflateRaw(level 9, dictionary v1)(compact JSON) [n bytes] + photo bytes )
 * where the photo (optional) is the raw bytes of a small JPEG, PNG or WebP.
 */
export const SHARE_LINK_PREFIX = '_1';

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
export type LinkDecodeFailure = { ok: false; limit?: LinkLimit };
/** A resume, or no resume; `limit` says which size limit stopped the decoding (none: the link is simply invalid). */
export type LinkDecodeResult = { ok: true; resume: Resume } | LinkDecodeFailure;
