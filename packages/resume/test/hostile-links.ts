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
  /**
   * 'resume': it opens; 'schema': the size limits let it through and the shared-link schema refuses it (with
   * `schemaError`); otherwise the size limit that refuses it.
   */
  expect: 'resume' | 'schema' | LinkLimit;
  /** The JSON the link carries, when it was made from one (to tell how far into it a limit is passed). */
  json?: string;
  /** For 'schema': the one error of the shared-link schema, where and what. */
  schemaError?: { path: string; message: string };
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
/** A link of doc(extra) that keeps its JSON. */
const made = (name: string, expect: HostileLink['expect'], extra: Record<string, unknown>): HostileLink => {
  const json = doc(extra);
  return { name, link: linkFrom(json), expect, json };
};
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

/** Every list of the model, with an item the shared-link schema accepts. */
const LISTS: Array<{ path: string; item: (i: number) => unknown; at: (items: unknown[]) => Record<string, unknown> }> =
  [
    { path: 'experience', item: job, at: (experience) => ({ experience }) },
    { path: 'projects', item: (i) => ({ name: `Project ${i}` }), at: (projects) => ({ projects }) },
    { path: 'education', item: (i) => ({ school: `School ${i}` }), at: (education) => ({ education }) },
    {
      path: 'links',
      item: (i) => ({ label: `Link ${i}`, url: `https://example.com/${i}` }),
      at: (links) => ({ links }),
    },
    { path: 'custom', item: (i) => ({ label: `Section ${i}` }), at: (custom) => ({ custom }) },
    { path: 'certifications', item: (i) => `Cert ${i}`, at: (certifications) => ({ certifications }) },
    { path: 'skills.core', item: (i) => `Skill ${i}`, at: (core) => ({ skills: { core } }) },
    { path: 'skills.tools', item: (i) => `Tool ${i}`, at: (tools) => ({ skills: { tools } }) },
    { path: 'skills.languages', item: (i) => `Language ${i}`, at: (languages) => ({ skills: { languages } }) },
    { path: 'skillGroups', item: (i) => ({ name: `Group ${i}` }), at: (skillGroups) => ({ skillGroups }) },
    { path: 'volunteer', item: (i) => ({ organization: `Org ${i}` }), at: (volunteer) => ({ volunteer }) },
    { path: 'awards', item: (i) => ({ title: `Award ${i}` }), at: (awards) => ({ awards }) },
    { path: 'publications', item: (i) => ({ name: `Paper ${i}` }), at: (publications) => ({ publications }) },
    { path: 'interests', item: (i) => ({ name: `Interest ${i}` }), at: (interests) => ({ interests }) },
    { path: 'references', item: (i) => ({ name: `Referee ${i}` }), at: (references) => ({ references }) },
    {
      path: 'experience[0].bullets',
      item: (i) => `Bullet ${i}`,
      at: (bullets) => ({ experience: [{ ...job(0), bullets }] }),
    },
    {
      path: 'experience[0].technologies',
      item: (i) => `Tech ${i}`,
      at: (technologies) => ({ experience: [{ ...job(0), technologies }] }),
    },
    {
      path: 'education[0].details',
      item: (i) => `Detail ${i}`,
      at: (details) => ({ education: [{ school: 'School', details }] }),
    },
    {
      path: 'custom[0].bullets',
      item: (i) => `Bullet ${i}`,
      at: (bullets) => ({ custom: [{ label: 'Section', bullets }] }),
    },
    {
      path: 'kept.verbatim',
      item: (i) => `Verbatim ${i}`,
      at: (verbatim) => ({ kept: { verbatim } }),
    },
  ];

/** Text fields of each kind of length the schema has (its message for a longer value), and where to put them. */
const FIELDS: Array<{ path: string; max: number; at: (value: string) => Record<string, unknown> }> = [
  { path: 'profile.phone', max: 100, at: (phone) => ({ profile: { ...base.profile, phone } }) },
  { path: 'skills.core.0', max: 100, at: (skill) => ({ skills: { core: [skill] } }) },
  { path: 'profile.location', max: 200, at: (location) => ({ profile: { ...base.profile, location } }) },
  { path: 'profile.headline', max: 300, at: (headline) => ({ profile: { ...base.profile, headline } }) },
  { path: 'experience.0.location', max: 500, at: (location) => ({ experience: [{ ...job(0), location }] }) },
  { path: 'certifications.0', max: 500, at: (cert) => ({ certifications: [cert] }) },
  { path: 'profile.linkedin', max: 2000, at: (linkedin) => ({ profile: { ...base.profile, linkedin } }) },
  { path: 'summary', max: 5000, at: (summary) => ({ summary }) },
  { path: 'experience.0.bullets.0', max: 5000, at: (bullet) => ({ experience: [{ ...job(0), bullets: [bullet] }] }) },
];

/** Many of nothing, far past every limit: what a 5 KB link can ask a naive decoder to build. */
const MILLIONS = 1_600_000;
/** As many keys as fit in a link (unique keys compress far less than empty items). */
const KEYS = 20_000;

/**
 * The generated corpus of issue #21: for every list and every kind of text field a link at the limit and one just
 * over it, huge numbers of empty things, deep nesting, and photo headers at and past their declared size.
 */
export function generatedLinks(): HostileLink[] {
  const { json } = LINK_LIMITS;
  const out: HostileLink[] = [];
  for (const list of LISTS) {
    const items = (n: number) => Array.from({ length: n }, (_, i) => list.item(i));
    out.push(made(`${list.path}: ${json.maxItems} items`, 'resume', list.at(items(json.maxItems))));
    out.push(made(`${list.path}: ${json.maxItems + 1} items`, 'items', list.at(items(json.maxItems + 1))));
  }
  for (const field of FIELDS) {
    const text = (n: number) => 'x'.repeat(n);
    out.push(made(`${field.path}: ${field.max} characters`, 'resume', field.at(text(field.max))));
    const over = made(
      `${field.path}: ${field.max + 1} characters`,
      field.max === json.maxString ? 'string' : 'schema',
      field.at(text(field.max + 1)),
    );
    if (over.expect === 'schema')
      over.schemaError = { path: field.path, message: `Must be at most ${field.max} characters` };
    out.push(over);
  }
  out.push(
    made(`a key of ${json.maxString + 1} characters`, 'string', { meta: { ...base.meta, ['k'.repeat(5001)]: 1 } }),
    made(`${MILLIONS} empty certifications`, 'items', { certifications: Array<string>(MILLIONS).fill('') }),
    made(`${MILLIONS} empty bullets`, 'items', {
      custom: [{ label: 'Section', bullets: Array<string>(MILLIONS).fill('') }],
    }),
    made(`${MILLIONS} empty lists`, 'items', { kept: { verbatim: Array<unknown>(MILLIONS).fill([]) } }),
    made(`${KEYS} keys`, 'keys', {
      meta: { ...base.meta, ...Object.fromEntries(Array.from({ length: KEYS }, (_, i) => [`k${i}`, 0])) },
    }),
  );
  const deep = `{"meta":{"title":"Hostile"},"profile":{"fullName":"Hazel Hostile"},"x":${'['.repeat(MILLIONS)}`;
  out.push({ name: `lists ${MILLIONS} deep`, link: linkFrom(deep), expect: 'depth', json: deep });
  out.push(
    {
      name: 'a photo declaring 1024 x 1024 pixels',
      link: linkFrom(doc({}), declaredJpeg(1024, 1024)),
      expect: 'resume',
    },
    {
      name: 'a photo declaring 1025 x 1024 pixels',
      link: linkFrom(doc({}), declaredJpeg(1025, 1024)),
      expect: 'photo-size',
    },
    { name: 'a photo declaring 0 x 1024 pixels', link: linkFrom(doc({}), declaredJpeg(0, 1024)), expect: 'photo-size' },
    {
      name: 'a photo that is no image',
      link: linkFrom(doc({}), new Uint8Array(2000).fill(0x41)),
      expect: 'photo-format',
    },
    { name: `"_1" and 1.9 MB of "A"`, link: '_1' + 'A'.repeat(1_900_000), expect: 'fragment' },
  );
  return out;
}
