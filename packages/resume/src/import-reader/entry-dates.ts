import { findDates, isOnlyDates, type FoundDates } from './dates';
import type { SourceLine } from './types';

/**
 * The dates that make a line an entry's: not a lone year a sentence says after a word ('4 M€ de dons en 2023',
 * 'grew 40% in 2021'), which is what an item says.
 */
export function entryDates(line: SourceLine): FoundDates | undefined {
  const text = line.text;
  // Dates in a part of their own (a tab stop's, a cell's: 'Diplomado …, Universidad de Chile' | '2019') are the
  // entry's, whatever the line says before them.
  const own = line.parts.length > 1 ? line.parts.find((p) => isOnlyDates(p.text)) : undefined;
  if (own) return findDates(own.text);
  const found = findDates(text);
  const inSentence =
    found &&
    /^(?:19|20)\d\d$/.test(found.text.trim()) &&
    text.split(/\s+/).length >= 8 &&
    // After a word, as a sentence says it ('dons en 2023'), not after a comma as a school's year ('…, 2014').
    /\p{Ll}\s+$/u.test(text.slice(0, found.index));
  return inSentence ? undefined : found;
}
