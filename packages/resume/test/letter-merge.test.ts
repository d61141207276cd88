import { describe, expect, it } from 'vitest';
import { blankLetter, mergeLetters, sampleResume, type CoverLetter } from '../src';

const base: CoverLetter = {
  ...blankLetter(sampleResume(), new Date(2026, 10, 28)),
  recipient: { name: 'Ada Byron', title: 'CTO', company: 'Analytical Ltd', address: '' },
  subject: 'Staff Engineer',
  paragraphs: ['First.', 'Second.', 'Third.'],
};

describe('mergeLetters', () => {
  it('takes each side’s change to a different field, the recipient’s fields and paragraphs one by one', () => {
    const mine = { ...base, subject: 'Principal Engineer', paragraphs: ['First, mine.', 'Second.', 'Third.'] };
    const theirs = {
      ...base,
      recipient: { ...base.recipient, company: 'Engines plc' },
      paragraphs: ['First.', 'Second.', 'Third, theirs.'],
    };
    const { letter, conflicts } = mergeLetters(base, mine, theirs);
    expect(conflicts).toEqual([]);
    expect(letter).toEqual({
      ...base,
      subject: 'Principal Engineer',
      recipient: { ...base.recipient, company: 'Engines plc' },
      paragraphs: ['First, mine.', 'Second.', 'Third, theirs.'],
    });
  });

  it('reports a field both sides changed differently, keeping this side’s', () => {
    const mine = { ...base, greeting: 'Dear Ada,', paragraphs: ['First.', 'Second, mine.', 'Third.'] };
    const theirs = { ...base, greeting: 'Hello Ada,', paragraphs: ['First.', 'Second, theirs.', 'Third.'] };
    const { letter, conflicts } = mergeLetters(base, mine, theirs);
    expect(conflicts).toEqual(['greeting', 'paragraphs.1']);
    expect(letter.greeting).toBe('Dear Ada,');
    expect(letter.paragraphs[1]).toBe('Second, mine.');
  });

  it('compares paragraphs as one field once a side added or removed one', () => {
    const added = { ...base, paragraphs: [...base.paragraphs, 'Fourth.'] };
    expect(mergeLetters(base, added, base)).toEqual({ letter: added, conflicts: [] });
    const removed = { ...base, paragraphs: ['First.', 'Third.'] };
    const edited = { ...base, paragraphs: ['First.', 'Second, edited.', 'Third.'] };
    expect(mergeLetters(base, removed, edited).conflicts).toEqual(['paragraphs']);
  });

  it('sees the same change made on both sides as no conflict', () => {
    const same = { ...base, closing: 'Best regards,' };
    expect(mergeLetters(base, same, { ...same })).toEqual({ letter: same, conflicts: [] });
  });
});
