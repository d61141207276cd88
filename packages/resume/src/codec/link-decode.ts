import { DICTIONARY_V1 } from '../codec-dictionary-v1';
import { DEFAULT_TEMPLATE_ID, FONT_IDS } from '../constants';
import { EMPTY_PROFILE } from '../defaults';
import { reassignIds } from '../editing/resume-ops';
import { imageHeader, photoSizeAllowed } from '../image-header';
import { isObject, withDefaults, type Json } from '../restore';
import type { Resume } from '../schema';
import { sharedResumeSchema } from '../shared-link-schema';
import { fromBase64, toBase64 } from './base64';
import { inflateChecked, type InflateFailure } from './inflate';
import { inflateCheckedStream } from './inflate-stream';
import { JsonBudget } from './json-budget';
import {
  LINK_LIMITS,
  SHARE_LINK_PREFIX,
  type LinkDecodeFailure,
  type LinkDecodeResult,
  type LinkLimit,
  type LinkLimits,
} from './link-limits';
import { readVarint } from './varint';

/**
 * Decoding a format-1 link (share-link.ts) in three steps, so that the inflating in the middle can be fflate's
 * (synchronous: the editor, the server, tests) or the platform's DecompressionStream (the public view, which
 * cannot afford an inflater in its JavaScript). Everything before and after it is this one code.
 */

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
    const opened = openLink(fragment, limits);
    if (!opened.ok) return opened;
    const budget = new JsonBudget(limits.json);
    const inflated = inflateChecked(opened.deflated, DICTIONARY_V1, (c) => budget.push(c), limits.json.maxBytes);
    return completeLink(inflated, budget, opened.photo);
  } catch {
    return INVALID;
  }
}

/** decodeShareLinkWith, inflating with the platform's DecompressionStream. The same answers for every link. */
export async function decodeShareLinkStreaming(
  fragment: string,
  limits: LinkLimits = LINK_LIMITS,
): Promise<LinkDecodeResult> {
  try {
    const opened = openLink(fragment, limits);
    if (!opened.ok) return opened;
    const budget = new JsonBudget(limits.json);
    const inflated = await inflateCheckedStream(
      opened.deflated,
      DICTIONARY_V1,
      (c) => budget.push(c),
      limits.json.maxBytes,
    );
    return completeLink(inflated, budget, opened.photo);
  } catch {
    return INVALID;
  }
}

const INVALID: LinkDecodeFailure = { ok: false };

type Opened = { ok: true; deflated: Uint8Array; photo: Uint8Array };

/** The fragment's length, prefix, base64 and length prefix, and the photo's limits: everything before inflating. */
function openLink(fragment: string, limits: LinkLimits): Opened | LinkDecodeFailure {
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
  return { ok: true, deflated: bytes.subarray(head.size, head.size + head.value), photo };
}

/** The photo's size in bytes, then the size its header declares (what decoding it would allocate). */
function photoOverLimit(photo: Uint8Array, limits: LinkLimits): LinkLimit | undefined {
  if (photo.length > limits.photoBytes) return 'photo-bytes';
  const header = imageHeader(photo);
  if (!header) return 'photo-format';
  return photoSizeAllowed(header) ? undefined : 'photo-size';
}

/** The inflated JSON (its limits checked on every piece as it came out) to a checked resume with fresh ids. */
function completeLink(inflated: Uint8Array | InflateFailure, budget: JsonBudget, photo: Uint8Array): LinkDecodeResult {
  if (inflated === 'refused') return { ok: false, limit: budget.exceeded === 'bytes' ? 'inflated' : budget.exceeded! };
  if (inflated === 'corrupt') return INVALID;
  const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated));
  if (!isObject(value)) return INVALID;
  const data = applyFixes(withDefaults(value));
  if (photo.length > 0) {
    (data.profile as Json).profileImage = `data:${imageHeader(photo)!.type};base64,${toBase64(photo)}`;
  }
  const checked = sharedResumeSchema.safeParse(data);
  if (!checked.success) return INVALID;
  const resume: Resume = { ...checked.data, profile: { ...EMPTY_PROFILE, ...checked.data.profile } };
  return { ok: true, resume: reassignIds(resume) };
}

/** The fixes of SPEC.md section 5: an unknown font becomes inter, a template id not starting with 't' t01-classic. */
function applyFixes(data: Json): Json {
  const meta = data.meta as Json;
  if (!(FONT_IDS as readonly unknown[]).includes(meta.fontFamily)) meta.fontFamily = 'inter';
  if (typeof meta.templateId !== 'string' || !meta.templateId.startsWith('t')) meta.templateId = DEFAULT_TEMPLATE_ID;
  return data;
}
