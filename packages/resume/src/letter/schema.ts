import { z } from 'zod/mini';
import { text } from '../schema-fields';

/**
 * A cover letter (issue #41): written for one resume (or one of its job targets), drawn in that resume's design
 * and language. Its body paragraphs carry the resumes' bullet markup (**bold**, *italic*, __underline__), parsed
 * by markup.ts like bullets. Lenient about content (an editor holds half-written letters) but strict about shape
 * and size, like resumeSchema.
 */

export const LETTER_LIMITS = {
  /** Characters of one body paragraph. */
  paragraphChars: 3000,
  /** Paragraphs of a letter's body. */
  paragraphs: 20,
  /** Characters of the whole body: about two pages at the largest font size. */
  bodyChars: 12_000,
  /** The recipient's postal address, lines and all. */
  addressChars: 500,
  subjectChars: 300,
  lineChars: 200,
} as const;

export const LETTER_MESSAGES = {
  tooManyParagraphs: `A letter has at most ${LETTER_LIMITS.paragraphs} paragraphs`,
  bodyTooLong: `A letter's body is at most ${LETTER_LIMITS.bodyChars.toLocaleString('en')} characters`,
  badDate: 'Use the YYYY-MM-DD format',
  notFound: 'Cover letter not found',
  conflict: 'This cover letter was changed somewhere else since you opened it.',
  exists: 'This resume already has a cover letter.',
  noneToShare: 'This resume has no cover letter to share. Write one first.',
} as const;

const line = () => text(LETTER_LIMITS.lineChars);
/** 'YYYY-MM-DD', shown in the resume's language; '' prints no date. */
const ISO_DAY = /^$|^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const recipientSchema = z.object({
  name: line(),
  title: line(),
  company: line(),
  address: text(LETTER_LIMITS.addressChars),
});

export const coverLetterSchema = z
  .object({
    recipient: recipientSchema,
    date: z.string().check(z.regex(ISO_DAY, LETTER_MESSAGES.badDate)),
    subject: text(LETTER_LIMITS.subjectChars),
    greeting: line(),
    paragraphs: z
      .array(text(LETTER_LIMITS.paragraphChars))
      .check(z.maxLength(LETTER_LIMITS.paragraphs, LETTER_MESSAGES.tooManyParagraphs)),
    closing: line(),
    signature: line(),
  })
  .check(
    z.refine(
      (letter) => letter.paragraphs.reduce((n, p) => n + p.length, 0) <= LETTER_LIMITS.bodyChars,
      LETTER_MESSAGES.bodyTooLong,
    ),
  );

export type CoverLetter = z.infer<typeof coverLetterSchema>;
export type LetterRecipient = z.infer<typeof recipientSchema>;
