import { resumeCalendar } from '../dates';
import { resumeOutline } from '../export/outline';
import { resumeLanguageOf } from '../locale';
import type { Resume } from '../schema';
import { stripMarkup } from '../markup';
import type { CoverLetter } from './schema';

const RTL: ReadonlySet<string> = new Set(['ar', 'he', 'fa']);

/** The writing direction of a resume language: letters and resumes of Arabic, Hebrew and Persian run right to left. */
export const languageDirection = (tag: string | null | undefined): 'rtl' | 'ltr' =>
  RTL.has(resumeLanguageOf(tag)) ? 'rtl' : 'ltr';

const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/**
 * A letter's date in the resume's language: '28 November 2026' is English's 'November 28, 2026', '28. November
 * 2026', '2026年11月28日', in the calendar the resume's dates are printed in ('۷ آذر ۱۴۰۵' in Persian), in UTC so no
 * time zone moves the day. A value that is not 'YYYY-MM-DD' is shown as typed.
 */
export function formatLetterDate(value: string, language?: string | null): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return value;
  const lang = resumeLanguageOf(language);
  let f = DAY_FORMATS.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, { dateStyle: 'long', calendar: resumeCalendar(lang), timeZone: 'UTC' });
    DAY_FORMATS.set(lang, f);
  }
  return f.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}

/** The recipient's block, a line each: name, title, company, then the address as typed. Empty lines are left out. */
export function recipientLines(letter: CoverLetter): string[] {
  const { name, title, company, address } = letter.recipient;
  return [name, title, company, ...address.split(/\r?\n/)].map((l) => l.trim()).filter(Boolean);
}

/** The body's paragraphs that hold text, in order. */
export const letterParagraphs = (letter: CoverLetter): string[] => letter.paragraphs.filter((p) => p.trim() !== '');

/**
 * The letter as plain text, in reading order (the text export, and what an ATS reads from the PDF): sender's name and
 * contact line, date, recipient, subject, greeting, paragraphs, closing, signature. Markup is removed.
 */
export function letterToText(
  letter: CoverLetter,
  sender: { fullName: string; contact: string[] },
  language?: string | null,
): string {
  const blocks: string[] = [];
  const head = [sender.fullName.trim(), sender.contact.filter(Boolean).join(' | ')].filter(Boolean);
  if (head.length) blocks.push(head.join('\n'));
  if (letter.date) blocks.push(formatLetterDate(letter.date, language));
  const to = recipientLines(letter);
  if (to.length) blocks.push(to.join('\n'));
  if (letter.subject.trim()) blocks.push(letter.subject.trim());
  if (letter.greeting.trim()) blocks.push(letter.greeting.trim());
  for (const p of letterParagraphs(letter)) blocks.push(stripMarkup(p.trim()));
  const end = [letter.closing.trim(), letter.signature.trim()].filter(Boolean);
  if (end.length) blocks.push(end.join('\n'));
  return `${blocks.join('\n\n')}\n`;
}

/** The text export of a resume's letter: the resume's name and contact line as its sender. */
export const resumeLetterText = (resume: Resume, letter: CoverLetter): string => {
  const o = resumeOutline(resume);
  return letterToText(letter, { fullName: o.name, contact: o.contact.map((c) => c.text) }, resume.meta.language);
};
