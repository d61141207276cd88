import { describe, expect, it } from 'vitest';
import {
  blankLetter,
  coverLetterSchema,
  LETTER_EXAMPLES,
  letterFromExample,
  letterHasContent,
  resumeLetterText,
  sampleResume,
  stripMarkup,
} from '../src';

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The example letters (issue #41 item 4): three roles, each a short, complete letter that the letter schema accepts
 * and the text export reads; starting from one keeps the user's date and name.
 */
describe('example cover letters', () => {
  it('are three different roles, each a short letter the schema accepts', () => {
    expect(LETTER_EXAMPLES.map((e) => e.id)).toEqual(['software-engineer', 'nurse', 'customer-success']);
    const bodies = new Set<string>();
    for (const example of LETTER_EXAMPLES) {
      const letter = letterFromExample(example, blankLetter(sampleResume(), new Date(2026, 10, 28)));
      expect(coverLetterSchema.safeParse(letter).success, example.id).toBe(true);
      expect(letterHasContent(letter)).toBe(true);
      const body = example.letter.paragraphs.join(' ');
      // Short: what fits on one page with the letterhead, at most about 250 words.
      expect(words(stripMarkup(body)), example.id).toBeGreaterThan(120);
      expect(words(stripMarkup(body)), example.id).toBeLessThanOrEqual(250);
      for (const field of [example.signature, example.letter.greeting, example.letter.closing, example.letter.subject])
        expect(field.trim(), example.id).not.toBe('');
      // Written apart, not one text with the names swapped.
      expect(bodies.has(body)).toBe(false);
      bodies.add(body);
    }
  });

  it('starting from one keeps the date and the name of the blank letter, and takes nothing else from it', () => {
    const blank = blankLetter(sampleResume(), new Date(2026, 10, 28));
    const nurse = LETTER_EXAMPLES.find((e) => e.id === 'nurse')!;
    const letter = letterFromExample(nurse, blank);
    expect(letter.date).toBe('2026-11-28');
    expect(letter.signature).toBe('Alex Morgan');
    expect(letter.greeting).toBe('Dear Ms. Keller,');
    expect(letter.paragraphs).toEqual(nurse.letter.paragraphs);
    // A copy: editing the letter never changes the example.
    expect(letter.paragraphs).not.toBe(nurse.letter.paragraphs);
    const text = resumeLetterText(sampleResume(), letter);
    expect(text).toContain('30-day readmissions of our heart failure patients fell from 21% to 15%');
    expect(text.indexOf('Dear Ms. Keller,')).toBeLessThan(text.indexOf('Sincerely,'));
  });
});
