import { resumeTexts } from '../locale';
import type { Resume } from '../schema';
import type { CoverLetter } from './schema';

/** Today as 'YYYY-MM-DD' in the writer's own time zone (a letter is dated the day it is written). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A blank letter for a resume: dated today, the greeting and closing of the resume's language, signed with the
 * resume's name, one empty paragraph to type into.
 */
export function blankLetter(resume: Pick<Resume, 'meta' | 'profile'>, now = new Date()): CoverLetter {
  const texts = resumeTexts(resume.meta.language);
  return {
    recipient: { name: '', title: '', company: '', address: '' },
    date: todayIso(now),
    subject: '',
    greeting: texts.letterGreeting,
    paragraphs: [''],
    closing: texts.letterClosing,
    signature: resume.profile.fullName,
  };
}

/** A job target's posting, as far as a letter needs it. */
export interface LetterPosting {
  title: string;
  company: string;
}

/** A blank letter started from a job target: its company and role filled in (issue #41 item 4). */
export function letterForPosting(
  resume: Pick<Resume, 'meta' | 'profile'>,
  posting: LetterPosting,
  now = new Date(),
): CoverLetter {
  const letter = blankLetter(resume, now);
  return {
    ...letter,
    recipient: { ...letter.recipient, company: posting.company.trim() },
    subject: posting.title.trim(),
  };
}

/** Whether a letter holds anything its writer typed (a blank one is not worth a dashboard badge). */
export const letterHasContent = (letter: CoverLetter): boolean =>
  letter.paragraphs.some((p) => p.trim() !== '') || letter.subject.trim() !== '' || letter.recipient.name !== '';
