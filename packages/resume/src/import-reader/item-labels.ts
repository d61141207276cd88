import { isItemsLabel, isLoneItemsLabel } from './entry-labels';
import { BRACKETED_LABEL } from './item-rest';
import type { Entry } from './entries';
import type { SourceLine } from './types';

/**
 * A label that announces an entry's items, between its header or description and them ('Key achievements:'), or
 * after its first items more of them ('Logros:' after 'Funciones:' and its items): no field of the entry.
 * (Or set plain and no larger than the header's first line, without its colon: Novoresume's 'Achievements'.)
 */
export const announcesItems = (entry: Entry, line: SourceLine): boolean =>
  !!entry.header.length &&
  (isItemsLabel(line.text) ||
    (!entry.bullets.length && !line.bold && line.size <= entry.header[0]!.size && isLoneItemsLabel(line.text))) &&
  (!entry.bullets.length || /[:：]\s*$/u.test(line.text) || BRACKETED_LABEL.test(line.text));

/** The text after an items label on its line ('业绩：连续三年…', 'Achievements: …'), or undefined. */
export const labelledItem = (text: string): string | undefined => {
  const m = /^([^:：]{1,20})[:：]\s*(\S.*)$/u.exec(text.trim());
  return m && isItemsLabel(m[1]!) ? m[2] : undefined;
};
