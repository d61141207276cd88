import { entryDates } from './entry-dates';
import { isFieldLabel, isItemsLabel } from './entry-labels';
import { ENDS_MID_PHRASE } from './lexicon';
import { firstWordWouldNotFit, listedWithoutStops } from './line-gaps';
import type { SourceLine } from './types';

// Items typed one a line under their label, without marks ('담당업무' over '자사몰 퍼포먼스 마케팅 총괄 …', then the
// next duty, as Korean job sites print a job's duties).

/**
 * The lines that start an item under a label of items set alone on its line: two or more lines close under it, set
 * where the first is, none dated, bold or a label; a line whose first word would have fitted after the line above
 * starts an item, the others go on the one above (its wrapped rest). None when the label has one line under it.
 */
const CJK_LABEL = /^[\p{sc=Han}\p{sc=Hangul}\p{sc=Hiragana}\p{sc=Katakana}]+$/u;

export function itemsUnderLabel(
  lines: readonly SourceLine[],
  right: number,
  isItem: (line: SourceLine) => boolean,
): Set<number> {
  const out = new Set<number>();
  lines.forEach((label, i) => {
    // (Only a label without a colon in Chinese, Japanese or Korean: elsewhere the lines under 'Funciones:' may be a
    // paragraph, which the entry's rules read as one.)
    if (label.parts.length !== 1 || !isItemsLabel(label.text) || !CJK_LABEL.test(label.text.trim())) return;
    const run: SourceLine[] = [];
    for (const line of lines.slice(i + 1)) {
      const above = run.at(-1) ?? label;
      const plain =
        !isItem(line) &&
        !line.bold &&
        !entryDates(line) &&
        !isItemsLabel(line.text) &&
        !isFieldLabel(line.text.split(/[:：]/u)[0]!.trim()) &&
        // (From the last line of one joined from two: its box holds both.)
        line.box.page === above.box.page &&
        line.box.y > above.box.y &&
        line.box.y - (above.box.y + above.box.h - line.box.h) < line.size * 2.2 &&
        (!run.length || Math.abs(line.box.x - run[0]!.box.x) < 2);
      if (!plain) break;
      run.push(line);
    }
    if (run.length < 2) return;
    // (Where they are typed one a line without stops, a line that ran to the edge ends its item too: '… 채널별 예산
    // 재배분 기준 수립' over 'CRM 캠페인 …'.)
    const listed = listedWithoutStops(run, (above, line) => !firstWordWouldNotFit(above, line, right));
    run.forEach((line, k) => {
      const above = run[k - 1];
      // (A capital says so; Korean, which has none, wraps at any word: '… 채널별 예산' / '재배분 기준 수립'.)
      const ends = listed && /^\p{Lu}/u.test(line.text) && !ENDS_MID_PHRASE.test(above?.text ?? '');
      if (!above || !firstWordWouldNotFit(above, line, right) || ends) out.add(line.id);
    });
  });
  return out;
}
