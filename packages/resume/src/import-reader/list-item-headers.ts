import { isOnlyDates } from './dates';
import { fieldOf, JOB, SCHOOL } from './entry-labels';
import { labelOf } from './entry-lines';
import type { Entry } from './entries';
import type { SourceLine } from './types';

/** List items that are no items of an entry: the lines of its header set as a list. */

/** A label of what names an entry or dates it ('Position', 'पद', 'Período'), not of its items. */
const entryFieldLabel = (label: string): boolean => {
  const field = !!label && fieldOf(label.replace(/[:：]\s*$/u, '').trim(), [...JOB, ...SCHOOL]);
  return !!field && field !== 'items' && field !== 'place';
};

/**
 * A list item in bold over an entry's labelled fields ('1. श्री बालाजी एग्रो फूड्स प्रा. लि., जयपुर' over 'पद: …',
 * the employers numbered by Word): the entry's first line.
 */
export const headsFields = (l: SourceLine, next: SourceLine | undefined, isBullet: (l: SourceLine) => boolean) =>
  l.bold && !!next && !isBullet(next) && (entryFieldLabel(labelOf(next)) || spanInBrackets(l.text));

/**
 * Or a marked line in bold that closes on its dates in brackets, over lines that are no items: an employer and its
 * span, as a Japanese 職務経歴書 marks it ('◆株式会社マネーフォワード（2020年4月～現在）').
 */
const spanInBrackets = (text: string): boolean => {
  const m = /[(（]([^()（）]{4,40})[)）]\s*$/u.exec(text);
  return !!m && isOnlyDates(m[1]!);
};

/**
 * A list item in a header under its dates (or beside them), before the title set in bold like the employer above
 * it: the industry's own list ('Финансовый сектор' / '• Платежные системы' / '**Ведущий Java-разработчик**', as
 * hh.ru exports resumes), no item of the job.
 */
export const industryItem = (
  entry: Entry | undefined,
  next: SourceLine | undefined,
  isBullet: (l: SourceLine) => boolean,
) =>
  !!entry?.header[0] &&
  !entry.bullets.length &&
  isOnlyDates(entry.header[0].parts[0]!.text) &&
  !!next &&
  !isBullet(next) &&
  next.bold &&
  // (Not a label over more items, nor in a header of labelled fields: 'Должность:' …, 'Достижения:'.)
  ![next, ...entry.header].some((h) => /[:：]/u.test(h.text)) &&
  entry.header.some((h) => h.parts.some((p) => p.bold && Math.abs(p.size - next.size) < 0.5));

/**
 * A line drawn after an entry's items that stands beside them, right of every one and above the last, as a table's
 * last cell drawn late ('言語：Go、Ruby、' in a 職務経歴書's 環境・規模 column, beside the 業務内容 cell's items).
 */
export const besideItems = (
  entry: Entry,
  line: SourceLine,
  byId: ReadonlyMap<number, readonly SourceLine[]>,
): boolean => {
  const ids = new Set(entry.bullets.flatMap((b) => b.lines));
  const items = [...ids].flatMap((id) => byId.get(id) ?? []).filter((l) => l.box.page === line.box.page);
  if (!items.length || line.box.page === 0) return false;
  const right = Math.max(...items.map((l) => l.box.x + l.box.w));
  const bottom = Math.max(...items.map((l) => l.box.y));
  return line.box.x >= right - 2 && line.box.y < bottom - line.size;
};
