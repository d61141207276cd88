import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  createResume,
  DEFAULT_META,
  decodeShareLink,
  encodeShareLink,
  fontScaleOf,
  fromJsonResume,
  PAGE_SIZES,
  pageSizeForLocales,
  pageSizeOf,
  resumeSchema,
  sampleResume,
  sharedResumeSchema,
  toBase64Url,
  toJsonResume,
  withDefaults,
  type Resume,
} from '../src';
import { DICTIONARY_V1 } from '../src/codec-dictionary-v1';
import { writeVarint } from '../src/codec/varint';
import { compactResume } from '../src/codec/compact';

/** A format-1 link made from JSON as links were before issue #20: no pageSize or fontSize anywhere. */
function oldLink(json: object): string {
  const deflated = deflateSync(new TextEncoder().encode(JSON.stringify(json)), { level: 9, dictionary: DICTIONARY_V1 });
  return '_1' + toBase64Url(new Uint8Array([...writeVarint(deflated.length), ...deflated]));
}

/** A stored resume as the server or local storage held it before issue #20. */
function storedBefore(): Record<string, unknown> {
  const r = sampleResume();
  const { pageSize: _p, fontSize: _f, ...meta } = r.meta;
  return { ...r, meta };
}

const withMeta = (meta: Partial<Resume['meta']>): Resume => {
  const r = sampleResume();
  return { ...r, meta: { ...r.meta, ...meta } };
};

describe('page and font size in the schema', () => {
  it('reads a resume stored before the fields existed as A4 at normal size', () => {
    const parsed = resumeSchema.parse(storedBefore());
    expect(parsed.meta).toMatchObject({ pageSize: 'a4', fontSize: 'normal' });
    expect(resumeSchema.parse(withDefaults(storedBefore())).meta.pageSize).toBe('a4');
    expect(sharedResumeSchema.parse(storedBefore()).meta.fontSize).toBe('normal');
  });

  it('keeps Letter and the other font sizes, and refuses sizes it does not know', () => {
    expect(resumeSchema.parse(withMeta({ pageSize: 'letter', fontSize: 'large' })).meta).toMatchObject({
      pageSize: 'letter',
      fontSize: 'large',
    });
    expect(resumeSchema.safeParse(withMeta({ pageSize: 'legal' as never })).success).toBe(false);
    expect(resumeSchema.safeParse(withMeta({ fontSize: 'huge' as never })).success).toBe(false);
  });

  it('gives new resumes A4 at normal size unless told otherwise', () => {
    expect(createResume().meta).toMatchObject({ pageSize: 'a4', fontSize: 'normal' });
    expect(createResume({ meta: { pageSize: 'letter' } }).meta.pageSize).toBe('letter');
  });
});

describe('page and font size in share links', () => {
  it('decodes a link made before the fields existed as A4 at normal size', () => {
    const back = decodeShareLink(oldLink({ meta: { title: 'T', lineSpacing: 1.5 }, profile: { fullName: 'Ada' } }));
    expect(back?.meta).toMatchObject({ title: 'T', lineSpacing: 1.5, pageSize: 'a4', fontSize: 'normal' });
  });

  it('carries Letter and a font size through a link', () => {
    const back = decodeShareLink(encodeShareLink(withMeta({ pageSize: 'letter', fontSize: 'small' })));
    expect(back?.meta).toMatchObject({ pageSize: 'letter', fontSize: 'small' });
  });

  it('leaves the defaults out of the link, so A4 links are as short as before', () => {
    // The sample sets its own spacing and margins (issue #20 item 4); at the default layout only the title is left.
    const layout = { lineSpacing: DEFAULT_META.lineSpacing, pageMargins: DEFAULT_META.pageMargins };
    expect(compactResume(withMeta(layout)).meta).toEqual({ title: 'Sample Resume' });
    expect(compactResume(withMeta({ ...layout, pageSize: 'letter', fontSize: 'large' })).meta).toEqual({
      title: 'Sample Resume',
      pageSize: 'letter',
      fontSize: 'large',
    });
  });

  it('turns a link with an unknown page size into no resume, like any other invalid value', () => {
    expect(
      decodeShareLink(oldLink({ meta: { title: 'T', pageSize: 'legal' }, profile: { fullName: 'A' } })),
    ).toBeNull();
  });
});

describe('page and font size in JSON Resume files', () => {
  it('exports them in meta.resumey and imports them back', () => {
    const doc = toJsonResume(withMeta({ pageSize: 'letter', fontSize: 'large' }));
    expect(doc.meta?.resumey).toMatchObject({ pageSize: 'letter', fontSize: 'large' });
    const back = fromJsonResume(JSON.parse(JSON.stringify(doc)));
    expect(back.ok && back.resume.meta).toMatchObject({ pageSize: 'letter', fontSize: 'large' });
  });

  it('imports a file exported before the fields existed, or with a bad value, as A4 at normal size', () => {
    const doc = toJsonResume(sampleResume());
    delete doc.meta!.resumey!.pageSize;
    (doc.meta!.resumey as unknown as Record<string, unknown>).fontSize = 'huge';
    const back = fromJsonResume(JSON.parse(JSON.stringify(doc)));
    expect(back.ok && back.resume.meta).toMatchObject({ pageSize: 'a4', fontSize: 'normal' });
  });
});

describe('page sizes', () => {
  it('are A4 and US Letter in PDF points', () => {
    expect([PAGE_SIZES.a4.widthPt, PAGE_SIZES.a4.heightPt]).toEqual([595, 842]);
    expect([PAGE_SIZES.letter.widthPt, PAGE_SIZES.letter.heightPt]).toEqual([612, 792]);
    expect([PAGE_SIZES.a4.widthPx, PAGE_SIZES.a4.heightPx]).toEqual([794, 1123]);
    expect([PAGE_SIZES.letter.widthPx, PAGE_SIZES.letter.heightPx]).toEqual([816, 1056]);
    expect(pageSizeOf({ pageSize: 'tabloid' }).id).toBe('a4');
    expect(fontScaleOf({ fontSize: 'large' })).toBeGreaterThan(fontScaleOf({}));
  });

  it.each([
    [['en-US'], 'letter'],
    [['fr-CA', 'fr'], 'letter'],
    [['en', 'en-CA'], 'letter'],
    [['en-GB'], 'a4'],
    [['de-DE', 'en-US'], 'a4'],
    [['en'], 'a4'],
    [[], 'a4'],
    [['not a tag', 'es-US'], 'letter'],
  ] as const)('start a new resume in %j on %s', (locales, expected) => {
    expect(pageSizeForLocales(locales)).toBe(expected);
  });
});
