import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  blankLetter,
  coverLetterSchema,
  formatLetterDate,
  languageDirection,
  LETTER_LIMITS,
  LETTER_MESSAGES,
  letterForPosting,
  letterToText,
  parseMarkup,
  RESUME_LANGUAGES,
  sampleResume,
  saveLetterBody,
  type CoverLetter,
  type Resume,
} from '../src';
import { letterToDocx } from '../src/export/docx';
import { ALL_RESUME_TEXTS, installAllResumeTexts } from '../src/locale/all';

installAllResumeTexts();

const inLanguage = (language: string): Resume => {
  const r = sampleResume();
  return { ...r, meta: { ...r.meta, language } };
};
const NOW = new Date(2026, 10, 28, 12);

const letter = (over: Partial<CoverLetter> = {}): CoverLetter => ({
  ...blankLetter(sampleResume(), NOW),
  recipient: {
    name: 'Ada Byron',
    title: 'Head of Engineering',
    company: 'Analytical Ltd',
    address: '1 Engine Row\nLondon',
  },
  subject: 'Application: Senior Engineer',
  paragraphs: ['I build **reliable** systems with *care*.', '', 'I would __love__ to talk.'],
  ...over,
});

describe('cover letter schema (issue #41)', () => {
  it('accepts a blank letter and a written one', () => {
    expect(coverLetterSchema.safeParse(blankLetter(sampleResume(), NOW)).success).toBe(true);
    expect(coverLetterSchema.safeParse(letter()).success).toBe(true);
  });

  it('refuses too many paragraphs, an over-long paragraph, body or line, a bad date and a wrong shape', () => {
    const bad = (l: unknown) => coverLetterSchema.safeParse(l);
    const many = bad(letter({ paragraphs: Array.from({ length: LETTER_LIMITS.paragraphs + 1 }, () => 'x') }));
    expect(many.success).toBe(false);
    expect(many.error?.issues[0]?.message).toBe(LETTER_MESSAGES.tooManyParagraphs);
    expect(bad(letter({ paragraphs: ['x'.repeat(LETTER_LIMITS.paragraphChars + 1)] })).success).toBe(false);
    const body = bad(letter({ paragraphs: Array.from({ length: 5 }, () => 'y'.repeat(LETTER_LIMITS.paragraphChars)) }));
    expect(body.error?.issues[0]?.message).toBe(LETTER_MESSAGES.bodyTooLong);
    expect(bad(letter({ greeting: 'g'.repeat(LETTER_LIMITS.lineChars + 1) })).success).toBe(false);
    expect(bad(letter({ subject: 's'.repeat(LETTER_LIMITS.subjectChars + 1) })).success).toBe(false);
    expect(bad(letter({ date: '28/11/2026' })).error?.issues[0]?.message).toBe(LETTER_MESSAGES.badDate);
    expect(bad(letter({ date: '2026-13-01' })).success).toBe(false);
    expect(bad(letter({ date: '' })).success).toBe(true);
    expect(bad({ ...letter(), paragraphs: 'text' }).success).toBe(false);
    expect(bad({ ...letter(), recipient: undefined }).success).toBe(false);
  });

  it('the save body takes a version only as a positive integer, and none for a first letter', () => {
    expect(saveLetterBody.safeParse({ letter: letter() }).success).toBe(true);
    expect(saveLetterBody.safeParse({ letter: letter(), version: 3 }).success).toBe(true);
    expect(saveLetterBody.safeParse({ letter: letter(), version: 0 }).success).toBe(false);
    expect(saveLetterBody.safeParse({ letter: letter(), version: '2' }).success).toBe(false);
  });
});

describe('letter defaults and formatting', () => {
  it('a blank letter is dated today, signed with the name, greeting and closing in the resume language', () => {
    const en = blankLetter(sampleResume(), NOW);
    expect(en).toMatchObject({ date: '2026-11-28', greeting: 'Dear Hiring Manager,', closing: 'Sincerely,' });
    expect(en.signature).toBe(sampleResume().profile.fullName);
    expect(blankLetter(inLanguage('de'), NOW).closing).toBe('Mit freundlichen Grüßen');
    expect(blankLetter(inLanguage('ar'), NOW).greeting).toBe(ALL_RESUME_TEXTS.ar.letterGreeting);
  });

  it('every resume language has its own greeting and closing', () => {
    for (const language of RESUME_LANGUAGES) {
      const texts = ALL_RESUME_TEXTS[language];
      expect(texts.letterGreeting.trim(), language).not.toBe('');
      expect(texts.letterClosing.trim(), language).not.toBe('');
      if (language !== 'en') expect(texts.letterGreeting, language).not.toBe(ALL_RESUME_TEXTS.en.letterGreeting);
    }
  });

  it('a letter started from a posting names its company and role', () => {
    const l = letterForPosting(sampleResume(), { title: ' Data Engineer ', company: ' Globex ' }, NOW);
    expect(l.recipient.company).toBe('Globex');
    expect(l.subject).toBe('Data Engineer');
  });

  it('dates in the resume language, right-to-left for Arabic, Hebrew and Persian', () => {
    expect(formatLetterDate('2026-11-28', 'en')).toBe('November 28, 2026');
    expect(formatLetterDate('2026-11-28', 'de')).toBe('28. November 2026');
    expect(formatLetterDate('2026-11-28', 'ja')).toBe('2026年11月28日');
    expect(formatLetterDate('someday', 'en')).toBe('someday');
    expect(languageDirection('ar')).toBe('rtl');
    expect(languageDirection('he-IL')).toBe('rtl');
    expect(languageDirection('zh-Hans')).toBe('ltr');
    expect(languageDirection(undefined)).toBe('ltr');
  });

  it('the text export reads in order, without markup or empty paragraphs', () => {
    const text = letterToText(letter(), { fullName: 'Sam Lee', contact: ['sam@example.com', '', '+1 555'] }, 'en');
    expect(text).toBe(
      [
        'Sam Lee\nsam@example.com | +1 555',
        'November 28, 2026',
        'Ada Byron\nHead of Engineering\nAnalytical Ltd\n1 Engine Row\nLondon',
        'Application: Senior Engineer',
        'Dear Hiring Manager,',
        'I build reliable systems with care.',
        'I would love to talk.',
        `Sincerely,\n${sampleResume().profile.fullName}`,
      ].join('\n\n') + '\n',
    );
  });

  it('paragraphs use the resumes’ markup parser', () => {
    expect(parseMarkup(letter().paragraphs[0]!).map((n) => n.type)).toEqual(['text', 'bold', 'text', 'italic', 'text']);
  });
});

describe('the letter as a Word document', () => {
  const paragraphsOf = async (bytes: Uint8Array) => {
    const xml = strFromU8(unzipSync(bytes)['word/document.xml']!);
    return [...xml.matchAll(/<w:p>.*?<\/w:p>|<w:p [^>]*>.*?<\/w:p>/gs)].map((m) => ({
      text: [...m[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''),
      bidi: m[0].includes('<w:bidi'),
      bold: m[0].includes('<w:b/>') || m[0].includes('<w:b '),
    }));
  };

  it('reads in order, with markup as runs and the sender from the resume', async () => {
    const resume = sampleResume();
    const paras = await paragraphsOf(await letterToDocx(resume, letter()));
    const texts = paras.map((p) => p.text).filter(Boolean);
    expect(texts[0]).toBe(resume.profile.fullName);
    const order = [
      'November 28, 2026',
      'Ada Byron',
      'Application: Senior Engineer',
      'Dear Hiring Manager,',
      'I build reliable systems with care.',
      'I would love to talk.',
      'Sincerely,',
    ];
    let at = -1;
    for (const part of order) {
      const next = texts.indexOf(part);
      expect(next, part).toBeGreaterThan(at);
      at = next;
    }
    expect(paras.find((p) => p.text.startsWith('I build'))!.bold).toBe(true);
    expect(paras.some((p) => p.bidi)).toBe(false);
  });

  it('a right-to-left language gives right-to-left paragraphs', async () => {
    const resume = inLanguage('he');
    const paras = await paragraphsOf(await letterToDocx(resume, blankLetter(resume, NOW)));
    expect(paras.find((p) => p.text === ALL_RESUME_TEXTS.he.letterGreeting)?.bidi).toBe(true);
  });
});
