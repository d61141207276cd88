import { deflateSync, inflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  blankResume,
  completeResume,
  decodeShareLink,
  encodeShareLink,
  fromBase64,
  roleSamples,
  SAMPLE_ROLES,
  samplePhotoDataUrl,
  sampleResume,
  SHARE_PHOTO,
  sharedResumeSchema,
  toBase64Url,
  type Resume,
} from '../src';
import { DICTIONARY_V1 } from '../src/codec-dictionary-v1';
import { content } from './helpers';
import { IMAGES } from './fixtures/images';

const all: Array<[string, () => Resume]> = [
  ['sample', sampleResume],
  ['complete', completeResume],
  ['blank', blankResume],
  ...SAMPLE_ROLES.map((r) => [r, roleSamples[r]] as [string, () => Resume]),
];

/** Builds a format-1 link from any JSON text, as the format is documented (not through encodeShareLink). */
function linkFromJson(json: string, photo = new Uint8Array(0)): string {
  const deflated = deflateSync(new TextEncoder().encode(json), { level: 9, dictionary: DICTIONARY_V1 });
  return '_1' + toBase64Url(new Uint8Array([...varint(deflated.length), ...deflated, ...photo]));
}
function varint(n: number): number[] {
  const out: number[] = [];
  do {
    out.push((n & 0x7f) | (n >= 0x80 ? 0x80 : 0));
    n >>>= 7;
  } while (n > 0);
  return out;
}
const minimal = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({ meta: { title: 'T' }, profile: { fullName: 'Ada' }, ...extra });

describe('share link round trip', () => {
  it.each(all)('restores the %s sample, with fresh ids', (_name, make) => {
    const r = make();
    const link = encodeShareLink(r);
    expect(link).toMatch(/^_1[A-Za-z0-9_-]+$/);
    const back = decodeShareLink(link);
    expect(back).not.toBeNull();
    expect(content(back!)).toEqual(content(r));
    expect(back!.id).not.toBe(r.id);
    expect(back!.experience[0]?.id).not.toBe(r.experience[0]?.id);
    expect(sharedResumeSchema.safeParse(back).success).toBe(true);
  });

  it('decodes a link made before the fields of issue #19 existed, with those fields empty', () => {
    // The JSON of an old link: only the original keys, as compactResume wrote them then.
    const back = decodeShareLink(
      linkFromJson(
        minimal({
          experience: [{ title: 'Engineer', company: 'Acme', startDate: '2020-01' }],
          links: [{ label: 'Site', url: 'https://ada.example.com' }],
        }),
      ),
    );
    expect(back?.experience[0]).toMatchObject({ title: 'Engineer', url: '', summary: '', description: '' });
    expect(back?.links[0]?.username).toBe('');
    expect(back?.volunteer).toEqual([]);
    expect(back?.kept).toBeUndefined();
  });

  it('is deterministic and accepts the fragment with its #', () => {
    const r = sampleResume();
    expect(encodeShareLink(r)).toBe(encodeShareLink(sampleResume()));
    expect(decodeShareLink('#' + encodeShareLink(r))?.profile.fullName).toBe('Alex Morgan');
  });

  it('keeps non-default meta and partial margins', () => {
    const r = sampleResume();
    r.meta = { ...r.meta, templateId: 't14-grid-focus', color: '#dc2626', fontFamily: 'georgia', lineSpacing: 1.25 };
    r.meta.pageMargins = { top: 20, right: 12, bottom: 20, left: 12 };
    expect(decodeShareLink(encodeShareLink(r))?.meta).toEqual(r.meta);
  });

  it('leaves out ids, timestamps, empty fields and defaults', () => {
    const link = encodeShareLink(blankResume());
    expect(link.length).toBeLessThan(200);
    const bytes = fromBase64(link.slice(2))!;
    expect(bytes[0]).toBeLessThan(0x80); // a one-byte length prefix
    const json = new TextDecoder().decode(inflateSync(bytes.subarray(1, 1 + bytes[0]), { dictionary: DICTIONARY_V1 }));
    expect(JSON.parse(json)).toEqual({
      meta: { title: 'John Doe Resume' },
      profile: {
        fullName: 'John Doe',
        headline: 'Software Developer',
        location: 'New York, NY',
        email: 'john.doe@example.com',
      },
      experience: [{ title: 'Software Developer', company: 'Acme Corporation', startDate: '2022-01', bullets: [''] }],
      skills: { core: ['JavaScript'] },
    });
  });
});

describe('photos in share links', () => {
  it('leaves the photo out unless asked', () => {
    const r = sampleResume();
    r.profile.profileImage = samplePhotoDataUrl;
    expect(decodeShareLink(encodeShareLink(r))?.profile.profileImage).toBe('');
  });
  it('appends the photo bytes when asked, and restores the data URL', () => {
    const r = sampleResume();
    r.profile.profileImage = samplePhotoDataUrl;
    const link = encodeShareLink(r, { includePhoto: true });
    expect(decodeShareLink(link)?.profile.profileImage).toBe(samplePhotoDataUrl);
    // Raw bytes: the link grows by about 4/3 of the image size, not by a base64 data URL inside the JSON.
    const photoBytes = fromBase64(samplePhotoDataUrl.split(',')[1])!.length;
    expect(link.length - encodeShareLink(r).length).toBeLessThan(Math.ceil((photoBytes * 4) / 3) + 4);
  });
  it('uses the re-encoded JPEG the caller passes', () => {
    const dataUrl = 'data:image/jpeg;base64,' + IMAGES.jpeg.base64;
    const back = decodeShareLink(encodeShareLink(sampleResume(), { includePhoto: true, photo: dataUrl }));
    expect(back?.profile.profileImage).toBe(dataUrl);
    expect(SHARE_PHOTO).toEqual({ maxSide: 160, quality: 0.75, type: 'image/jpeg' });
  });
  it('takes the type from the bytes, whatever the data URL said', () => {
    for (const image of [IMAGES.png, IMAGES.webpLossy, IMAGES.jpeg]) {
      const photo = new Uint8Array(Buffer.from(image.base64, 'base64'));
      expect(decodeShareLink(linkFromJson(minimal(), photo))?.profile.profileImage).toBe(
        `data:${image.type};base64,${image.base64}`,
      );
    }
  });
  it('refuses trailing bytes that are not an image, or an image header cut short', () => {
    expect(
      decodeShareLink(linkFromJson(minimal(), new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]))),
    ).toBeNull();
    expect(decodeShareLink(linkFromJson(minimal(), new Uint8Array([0xff, 0xd8, 0xff, 0xe0])))).toBeNull();
  });
});

describe('decoding applies the shared-link fixes', () => {
  it('turns an unknown font into inter', () => {
    const r = decodeShareLink(linkFromJson(minimal({ meta: { title: 'T', fontFamily: 'comic-sans' } })));
    expect(r?.meta.fontFamily).toBe('inter');
  });
  it("turns a template id not starting with 't' into t01-classic", () => {
    expect(
      decodeShareLink(linkFromJson(minimal({ meta: { title: 'T', templateId: 'classic' } })))?.meta.templateId,
    ).toBe('t01-classic');
    expect(decodeShareLink(linkFromJson(minimal({ meta: { title: 'T', templateId: 42 } })))?.meta.templateId).toBe(
      't01-classic',
    );
    // One starting with 't' stays; the public view falls back to Classic with a note when it is unknown.
    expect(
      decodeShareLink(linkFromJson(minimal({ meta: { title: 'T', templateId: 't99-future' } })))?.meta.templateId,
    ).toBe('t99-future');
  });
  it('fills every omitted field from the defaults', () => {
    const r = decodeShareLink(linkFromJson(minimal()));
    expect(r).toMatchObject({
      meta: { title: 'T', templateId: 't01-classic', color: '#4338ca', fontFamily: 'inter', lineSpacing: 1.4 },
      profile: { fullName: 'Ada', email: '', website: '', profileImage: '' },
      summary: '',
      experience: [],
      skills: { core: [], tools: [], languages: [] },
    });
  });
});
