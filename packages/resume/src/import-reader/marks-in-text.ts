// A mark at a line's start that is the text going on, not a list's: a dash closing a bracket the line above opened, an
// arrow between a change's quantities.
import { unclosed } from './plain-items';
import type { SourceLine, SourcePart } from './types';

/**
 * A dash a line wrapped before, inside brackets the line above opened ('… del PDT 621 (IGV' / '– Renta) y los libros
 * …'): no list's mark, but the text going on.
 */
function closesBracketAbove(above: SourceLine | undefined, mark: string, shown: readonly SourcePart[]): boolean {
  if (!above || !/^[–—-]/u.test(mark.trim())) return false;
  return unclosed(above.text) && /^[^()]*\)/u.test(afterMark(mark, shown));
}

/** A line's text after its list mark. */
const afterMark = (mark: string, shown: readonly SourcePart[]): string =>
  shown
    .map((p) => p.text)
    .join(' ')
    .replace(mark, '')
    .trim();

/**
 * An arrow a line wrapped before, between the quantities of a change ('… 배포 시간 25분' / '→ 6분 단축', '… from 41' /
 * '→ 23 days'): no list's mark, but the text going on.
 */
function changeGoesOn(above: SourceLine | undefined, mark: string, shown: readonly SourcePart[]): boolean {
  if (!above || !/^[→>›»➢➤]/u.test(mark.trim())) return false;
  return /\d\p{L}{0,3}%?$/u.test(above.text) && /^[$€£¥₩]?\d/u.test(afterMark(mark, shown));
}

/** Whether a line's first mark goes on with the line above's text rather than starting a list item. */
export const markGoesOnText = (above: SourceLine | undefined, mark: string, shown: readonly SourcePart[]): boolean =>
  closesBracketAbove(above, mark, shown) || changeGoesOn(above, mark, shown);
