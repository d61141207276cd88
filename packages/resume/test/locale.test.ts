import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  createResume,
  decodeShareLink,
  encodeShareLink,
  formatDateRange,
  formatMonth,
  fromJsonResume,
  HEADING_KEYS,
  languageName,
  RESUME_LANGUAGES,
  resumeLanguageOf,
  resumeSchema,
  resumeToText,
  sampleResume,
  sectionHeading,
  toJsonResume,
  type Resume,
} from '../src';
import { findDates } from '../src/import-reader/dates';
import { formatLetterDate } from '../src/letter/format';
import { resumeToDocx } from '../src/export/docx';
import { ALL_RESUME_TEXTS as RESUME_TEXTS, installAllResumeTexts } from '../src/locale/all';

// As in Node's server: every language at hand (locale-loading.test.ts covers the browser's download).
installAllResumeTexts();

const ISSUE_LANGUAGES = [
  'en', 'de', 'fr', 'es', 'it', 'pt-BR', 'pt-PT', 'nl', 'pl', 'sv', 'tr', 'ru', 'uk', 'el', 'ar', 'he', 'fa', 'hi',
  'zh-Hans', 'zh-Hant', 'ja', 'ko', 'th', 'vi', 'id',
]; // prettier-ignore

const inLanguage = (language: string, headings?: Resume['meta']['headings']): Resume => {
  const r = sampleResume();
  return { ...r, meta: { ...r.meta, language, ...(headings ? { headings } : {}) } };
};

describe('resume texts per language (issue #35 item 1)', () => {
  it('covers every language the issue names, each key non-empty', () => {
    expect([...RESUME_LANGUAGES].sort()).toEqual([...ISSUE_LANGUAGES].sort());
    const keys = Object.keys(RESUME_TEXTS.en).sort();
    for (const language of RESUME_LANGUAGES) {
      const texts = RESUME_TEXTS[language];
      expect(Object.keys(texts).sort(), language).toEqual(keys);
      for (const [key, value] of Object.entries(texts)) expect(value.trim(), `${language}.${key}`).not.toBe('');
    }
  });

  it('headings differ from English outside English (no copied table)', () => {
    for (const language of RESUME_LANGUAGES.filter((l) => l !== 'en'))
      expect(RESUME_TEXTS[language].experience, language).not.toBe('Experience');
  });

  it('reads regional and script tags as the nearest resume language', () => {
    expect(resumeLanguageOf(undefined)).toBe('en');
    expect(resumeLanguageOf('de-AT')).toBe('de');
    expect(resumeLanguageOf('pt')).toBe('pt-BR');
    expect(resumeLanguageOf('pt-PT')).toBe('pt-PT');
    expect(resumeLanguageOf('zh-TW')).toBe('zh-Hant');
    expect(resumeLanguageOf('zh-CN')).toBe('zh-Hans');
    expect(resumeLanguageOf('sr-Latn-RS')).toBe('en');
    expect(resumeLanguageOf('not a tag')).toBe('en');
  });

  it('names each language in itself', () => {
    expect(languageName('de')).toBe('Deutsch');
    expect(languageName('ja')).toBe('日本語');
  });
});

describe('dates in the resume language', () => {
  it('German and Japanese ranges as the issue writes them', () => {
    expect(formatDateRange('2021-03', '', 'de')).toBe('März 2021 – heute');
    expect(formatDateRange('2021-03', '', 'ja')).toBe('2021年3月 – 現在');
    expect(formatDateRange('2019-01', '2021-12', 'fr')).toBe('janvier 2019 – décembre 2021');
  });

  it('English stays as it was, and no language is English', () => {
    expect(formatDateRange('2021-03', '')).toBe('Mar 2021 – Present');
    expect(formatDateRange('2021-03', '', 'en-GB')).toBe('Mar 2021 – Present');
  });

  it('prints Persian dates in the Solar Hijri calendar and Thai ones in the Buddhist Era, as their CVs are dated', () => {
    expect(formatMonth('2019-04', 'fa')).toBe('فروردین ۱۳۹۸');
    expect(formatDateRange('2016-10', '', 'fa')).toBe('مهر ۱۳۹۵ – اکنون');
    expect(formatMonth('2016', 'fa')).toBe('۱۳۹۵');
    expect(formatMonth('2021-03', 'th')).toBe('มีนาคม 2564');
    expect(formatMonth('2016', 'th')).toBe('พ.ศ. 2559');
    expect(formatLetterDate('2026-11-28', 'fa')).toBe('۷ آذر ۱۴۰۵');
    expect(formatMonth('2021-03', 'ar')).toContain('2021');
  });

  it('reads every month of a Persian or Thai resume back as the month it was entered as', () => {
    for (const language of ['fa', 'th']) {
      for (let month = 1; month <= 12; month++) {
        const value = `2019-${String(month).padStart(2, '0')}`;
        expect([language, findDates(formatDateRange(value, '', language))?.start]).toEqual([language, value]);
      }
    }
  });
});

describe('renamed headings (issue #35 item 2)', () => {
  it('a renamed heading wins; removing it returns the language heading', () => {
    expect(sectionHeading({ language: 'de', headings: { experience: 'Stationen' } }, 'experience')).toBe('Stationen');
    expect(sectionHeading({ language: 'de', headings: {} }, 'experience')).toBe('Berufserfahrung');
    expect(sectionHeading({ language: 'en' }, 'experience', 'Professional Experience')).toBe('Professional Experience');
    expect(sectionHeading({ language: 'de' }, 'experience', 'Professional Experience')).toBe('Berufserfahrung');
  });

  it('the schema refuses headings of unknown sections and over 100 characters', () => {
    const base = createResume();
    const ok = resumeSchema.safeParse({ ...base, meta: { ...base.meta, headings: { skills: 'Stack' } } });
    expect(ok.success).toBe(true);
    expect(resumeSchema.safeParse({ ...base, meta: { ...base.meta, headings: { nope: 'x' } } }).success).toBe(false);
    const long = { ...base, meta: { ...base.meta, headings: { skills: 'x'.repeat(101) } } };
    expect(resumeSchema.safeParse(long).success).toBe(false);
  });

  it('a share link keeps the language and the renamed headings', () => {
    const r = inLanguage('ja', { skills: '技術スタック' });
    const back = decodeShareLink(encodeShareLink(r));
    expect(back?.meta.language).toBe('ja');
    expect(back?.meta.headings).toEqual({ skills: '技術スタック' });
  });

  it('a JSON Resume round trip keeps the language and the renamed headings', () => {
    const doc = toJsonResume(inLanguage('de', { experience: 'Stationen' }));
    const back = fromJsonResume(JSON.parse(JSON.stringify(doc)));
    if (!back.ok) throw new Error(back.error);
    expect(back.resume.meta.language).toBe('de');
    expect(back.resume.meta.headings).toEqual({ experience: 'Stationen' });
  });
});

describe('Word and text exports in the resume language', () => {
  it('text export: German headings, a renamed one, German dates', () => {
    const text = resumeToText(inLanguage('de', { projects: 'Vorhaben' }));
    expect(text).toContain('BERUFSERFAHRUNG');
    expect(text).toContain('VORHABEN');
    expect(text).not.toMatch(/^EXPERIENCE$/m);
    expect(text).toMatch(/ – heute/);
  });

  it('Word export: Japanese headings and dates', async () => {
    const xml = strFromU8(unzipSync(await resumeToDocx(inLanguage('ja')))['word/document.xml']);
    expect(xml).toContain('職務経歴');
    expect(xml).toContain('現在');
    expect(xml).not.toContain('>Experience<');
    for (const key of HEADING_KEYS) expect(typeof RESUME_TEXTS.ja[key]).toBe('string');
  });
});
