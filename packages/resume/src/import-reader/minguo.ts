import { datePatterns } from './date-patterns';
import type { FoundDates } from './dates';

/**
 * Taiwan's résumés date things in the Republic of China's years (民國, year 1 = 1912): '民國108年7月 ~ 迄今',
 * '105/09 - 108/06'. A range of such months, read as Gregorian months (the year plus 1911): in Chinese text, or in a
 * table's cell of its own when a year has three digits, as no other calendar's has. Only a range (or a month to the
 * present) counts: a lone '民國113年11月20日' is the date a form was filled in, a birth date or a certificate's.
 */
const MONTH = String.raw`(?:民國\s*)?(\d{2,3})\s*(?:年\s*(\d{1,2})\s*月|[/.](\d{1,2})(?!\d))`;
let range: RegExp | undefined;
// Built on first use, with every language's words for the present ('迄今', '在職中').
const RANGE = () =>
  (range ??= new RegExp(
    String.raw`(?<![\d/.])${MONTH}\s*(?:[-–—~～〜至]|到)\s*(?:${MONTH}|(${datePatterns().presentWords}))`,
    'iu',
  ));
const HAN = /\p{Script=Han}/u;

const month = (year: string, m: string | undefined): string | undefined => {
  const y = Number(year);
  const n = Number(m);
  return y >= 40 && y <= 150 && n >= 1 && n <= 12 ? `${y + 1911}-${String(n).padStart(2, '0')}` : undefined;
};

export function minguoRange(raw: string): FoundDates | undefined {
  const m = RANGE().exec(raw);
  if (!m || !(HAN.test(raw) || m[1]!.length === 3 || m[4]?.length === 3)) return undefined;
  const start = month(m[1]!, m[2] ?? m[3]);
  const end = m[7] ? '' : month(m[4]!, m[5] ?? m[6]);
  if (!start || end === undefined || (end && end < start)) return undefined;
  return { index: m.index, text: m[0], start, end, asWritten: false };
}
