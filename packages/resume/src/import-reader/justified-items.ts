import type { SourcePart } from './types';

/**
 * Words read as parts of their own, in one type and as far apart to a hair: a justified line whose spaces were drawn
 * as gaps, each word placed alone (Word's justified paragraphs printed word by word, TeX's stretched lines). The
 * type is told from the `styledFrom`-th word on: a label in bold may open the line.
 */
export function evenlySpread(words: readonly SourcePart[], styledFrom = 0): boolean {
  const style = words[styledFrom];
  if (!style || words.length < 2 || words.some((p) => /\s/u.test(p.text))) return false;
  const gaps = words.slice(1).map((p, k) => p.x - words[k]!.right);
  return (
    words
      .slice(styledFrom)
      .every((p) => p.bold === style.bold && p.italic === style.italic && Math.abs(p.size - style.size) < 0.1) &&
    Math.max(...gaps) - Math.min(...gaps) < 0.05 * style.size &&
    Math.max(...gaps) < 2.5 * style.size
  );
}

/**
 * A list item's justified line, its words read apart ('• Control' | 'del' | 'presupuesto' | … | 'y'): one part, its
 * words spaced, as the item was written. (Five words or more: fewer may be a row's cells.)
 */
export function joinedJustifiedItem(parts: SourcePart[]): SourcePart[] {
  if (parts.length < 5 || !evenlySpread(parts)) return parts;
  const first = parts[0]!;
  return [{ ...first, text: parts.map((p) => p.text).join(' '), right: parts.at(-1)!.right }];
}
