import { findDates, isOnlyDates, type FoundDates } from './dates';
import type { SourceLine } from './types';

/**
 * A job's header written without labels among labelled ones, as a CV kept up over the years mixes them: its title
 * in bold with its dates beside it ('**Engenheiro de Software**<TAB>09/2016 – 08/2019'), the employer on the line
 * under it. The title and the dates, or undefined for any other line.
 */
export function titleBesideDates(line: SourceLine): { title: string; dates: FoundDates } | undefined {
  if (line.bullet || !line.bold || line.parts.length < 2) return undefined;
  const last = line.parts.at(-1)!.text.trim();
  const title = line.parts
    .slice(0, -1)
    .map((p) => p.text.trim())
    .join(' ');
  if (!isOnlyDates(last) || !title || findDates(title) || /[:：]$/u.test(title)) return undefined;
  return { title, dates: findDates(last)! };
}
