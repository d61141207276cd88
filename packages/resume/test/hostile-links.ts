import { deflateSync } from 'fflate';
import { LINK_LIMITS, LIMITS, toBase64Url, type LinkLimit } from '../src';
import { DICTIONARY_V1 } from '../src/codec-dictionary-v1';
import { IMAGES } from './fixtures/images';
import { rng } from './helpers';

/**
 * Crafted share links, built from the format's description (not through encodeShareLink): the three that froze a
 * recruiter's tab in issue #21, and for every size limit a link exactly at it (opens) and one just over it
 * (refused, naming that limit). Used by the codec's unit tests and by the public page's end-to-end test.
 */
export interface HostileLink {
  name: string;
  /** The fragment, without '#'. */
  link: string;
  /** 'resume': it opens; otherwise the limit that refuses it. */
  expect: 'resume' | LinkLimit;
}

function varint(n: number): number[] {
  const out: number[] = [];
  do {
    out.push((n & 0x7f) | (n >= 0x80 ? 0x80 : 0));
    n = Math.floor(n / 128);
  } while (n > 0);
  return out;
}

const concat = (...parts: ArrayLike<number>[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

export function linkFrom(json: string, photo: Uint8Array = new Uint8Array(0)): string {
  const deflated = deflateSync(new TextEncoder().encode(json), { level: 9, dictionary: DICTIONARY_V1 });
  return '_1' + toBase64Url(concat(varint(deflated.length), deflated, photo));
}

const base = { meta: { title: 'Hostile' }, profile: { fullName: 'Hazel Hostile' } };
const doc = (extra: Record<string, unknown>) => JSON.stringify({ ...base, ...extra });
const job = (i: number) => ({ title: `Role ${i}`, company: `Company ${i}`, bullets: ['Did things'] });
const image = (key: keyof typeof IMAGES) => new Uint8Array(Buffer.from(IMAGES[key].base64, 'base64'));

/** Lists inside each other, `levels` deep, under an unknown key (which decoding drops). */
const nested = (levels: number): unknown => (levels === 0 ? 'x' : [nested(levels - 1)]);

/** A real JPEG followed by padding (browsers ignore what follows the image), `bytes` long in all. */
const paddedJpeg = (bytes: number) => concat(image('jpeg'), new Uint8Array(bytes - image('jpeg').length));

/** A JPEG header that declares width x height, with no image data behind it. */
function declaredJpeg(width: number, height: number): Uint8Array {
  const sof = [0xff, 0xc0, 0, 11, 8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0];
  return concat([0xff, 0xd8], sof, new Uint8Array(2000).fill(0x41));
}

/** A resume whose JSON is exactly `bytes` long: custom sections of 5000-character bullets, the last one trimmed. */
function resumeJsonOf(bytes: number): string {
  const bullet = 'lorem ipsum '.repeat(417).slice(0, LIMITS.maxTextChars);
  const sections = (count: number) =>
    Array.from({ length: Math.ceil(count / LIMITS.maxListItems) }, (_, i) => ({
      label: `Section ${i + 1}`,
      bullets: Array<string>(Math.min(LIMITS.maxListItems, count - i * LIMITS.maxListItems)).fill(bullet),
    }));
  let count = Math.floor(bytes / (bullet.length + 3));
  let custom = sections(count);
  while (doc({ custom }).length < bytes) custom = sections(++count);
  const last = custom[custom.length - 1]!.bullets;
  last[last.length - 1] = bullet.slice(0, bullet.length - (doc({ custom }).length - bytes));
  const json = doc({ custom });
  if (json.length !== bytes) throw new Error(`resume JSON of ${json.length} bytes, wanted ${bytes}`);
  return json;
}

/** A valid link exactly `chars` long: incompressible text, then a photo padded to the last byte. */
function linkOfLength(chars: number): string {
  // base64url without padding: 3k bytes -> 4k chars, 3k + 1 -> 4k + 2, 3k + 2 -> 4k + 3.
  const body = chars - 2;
  const bytes = Math.floor(body / 4) * 3 + [0, -1, 1, 2][body % 4]!;
  if (body % 4 === 1) throw new Error(`no link is ${chars} characters long`);
  // Random letters deflate to about 60%: enough of them that the photo, which fills the rest, stays within its limit.
  const random = rng(7);
  const letters = Math.ceil((bytes - LINK_LIMITS.photoBytes / 2) / 0.6);
  const words = Array.from({ length: Math.ceil(letters / 4000) }, () =>
    Array.from({ length: 4000 }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join(''),
  );
  const json = doc({ custom: [{ label: 'Notes', bullets: words }] });
  const deflated = deflateSync(new TextEncoder().encode(json), { level: 9, dictionary: DICTIONARY_V1 });
  const head = concat(varint(deflated.length), deflated);
  const photo = paddedJpeg(bytes - head.length);
  if (photo.length > LINK_LIMITS.photoBytes) throw new Error('photo over its limit');
  const link = '_1' + toBase64Url(concat(head, photo));
  if (link.length !== chars) throw new Error(`link of ${link.length} characters, wanted ${chars}`);
  return link;
}

export function hostileLinks(): HostileLink[] {
  const { fragmentChars, photoBytes, json } = LINK_LIMITS;
  const keys = (n: number) => ({
    ...base.meta,
    ...Object.fromEntries(Array.from({ length: n - 1 }, (_, i) => [`k${i}`, 1])),
  });
  return [
    // The three links of issue #21.
    {
      name: '1.6 million empty experience items',
      link: linkFrom(doc({ experience: Array(1_600_000).fill({}) })),
      expect: 'items',
    },
    { name: 'a 2.5 MB photo with a JPEG header', link: linkFrom(doc({}), paddedJpeg(2_500_000)), expect: 'fragment' },
    { name: 'a 1.9 MB fragment of "A"', link: 'A'.repeat(1_900_000), expect: 'fragment' },
    {
      name: 'a 2.5 MB photo data URL inside the JSON',
      link: linkFrom(
        doc({ profile: { ...base.profile, profileImage: `data:image/jpeg;base64,/9j/${'A'.repeat(2_500_000)}` } }),
      ),
      expect: 'string',
    },
    {
      name: 'a photo declaring 30000 x 30000 pixels',
      link: linkFrom(doc({}), declaredJpeg(30000, 30000)),
      expect: 'photo-size',
    },
    // Each limit: at it, and one past it.
    { name: `fragment of ${fragmentChars} characters`, link: linkOfLength(fragmentChars), expect: 'resume' },
    { name: `fragment of ${fragmentChars + 2} characters`, link: linkOfLength(fragmentChars + 2), expect: 'fragment' },
    { name: `photo of ${photoBytes} bytes`, link: linkFrom(doc({}), paddedJpeg(photoBytes)), expect: 'resume' },
    {
      name: `photo of ${photoBytes + 1} bytes`,
      link: linkFrom(doc({}), paddedJpeg(photoBytes + 1)),
      expect: 'photo-bytes',
    },
    { name: 'photo of 1024 x 2 pixels', link: linkFrom(doc({}), image('jpegAtLimit')), expect: 'resume' },
    { name: 'photo of 1025 x 2 pixels', link: linkFrom(doc({}), image('jpegOverLimit')), expect: 'photo-size' },
    { name: 'photo of 1 x 1025 pixels', link: linkFrom(doc({}), image('pngTall')), expect: 'photo-size' },
    { name: `JSON of ${json.maxBytes} bytes`, link: linkFrom(resumeJsonOf(json.maxBytes)), expect: 'resume' },
    { name: `JSON of ${json.maxBytes + 1} bytes`, link: linkFrom(resumeJsonOf(json.maxBytes + 1)), expect: 'inflated' },
    {
      name: `${json.maxItems} experience items`,
      link: linkFrom(doc({ experience: Array.from({ length: 100 }, (_, i) => job(i)) })),
      expect: 'resume',
    },
    {
      name: `${json.maxItems + 1} experience items`,
      link: linkFrom(doc({ experience: Array.from({ length: 101 }, (_, i) => job(i)) })),
      expect: 'items',
    },
    {
      name: `summary of ${json.maxString} characters`,
      link: linkFrom(doc({ summary: 'é'.repeat(json.maxString) })),
      expect: 'resume',
    },
    {
      name: `summary of ${json.maxString + 1} characters`,
      link: linkFrom(doc({ summary: 'é'.repeat(json.maxString + 1) })),
      expect: 'string',
    },
    {
      name: `nesting ${json.maxDepth} deep`,
      link: linkFrom(doc({ meta: { ...base.meta, extra: nested(json.maxDepth - 2) } })),
      expect: 'resume',
    },
    {
      name: `nesting ${json.maxDepth + 1} deep`,
      link: linkFrom(doc({ meta: { ...base.meta, extra: nested(json.maxDepth - 1) } })),
      expect: 'depth',
    },
    { name: `meta with ${json.maxKeys} keys`, link: linkFrom(doc({ meta: keys(json.maxKeys) })), expect: 'resume' },
    {
      name: `meta with ${json.maxKeys + 1} keys`,
      link: linkFrom(doc({ meta: keys(json.maxKeys + 1) })),
      expect: 'keys',
    },
  ];
}
