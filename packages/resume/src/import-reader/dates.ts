import { westernDigits } from './text';
import { academicYears } from './academic-years';
import { datePatterns } from './date-patterns';
import { minguoRange } from './minguo';
import { DURATION_BODY, IN_PROGRESS, SEASON, monthNames, stripDot } from './date-words';

/**
 * Dates as resumes write them, in the resume languages (issue #35 item 8): 'Mar 2021', 'März 2021', 'sept. 2019',
 * 'marzo de 2019', '03/2019', '2019.03', '2021年3月', '2021년 3월', 'tháng 3/2021', and ranges of them with a dash,
 * 'to', 'bis', 'à', '~' or '〜', ending in a date or a word for the present ('heute', 'actualidad', '現在',
 * 'حتى الآن'). Month names come from Intl for every language, so each is spelled as that language spells it,
 * in its standalone and its genitive form ('март', 'марта'). Anything a range of months cannot say ('Summer 2013,
 * 2014', 'Expected Graduation: June 2016') is kept as written, never turned into months.
 */

// The resume languages (locale/keys.ts): import reads the dates of every language a resume can be written in.
export { RESUME_LANGUAGES } from '../locale/keys';
export { monthNames, monthNamesFromIntl } from './date-words';

/** 'YYYY-MM' or 'YYYY' for one date as written, '' when it is none. */
export function dateValue(text: string): string {
  const s = text
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/\s*[гр]\.$/u, '');
  let m = s.match(/^((?:19|20)\d\d)\s*[年년]\s*(\d{1,2})\s*[月월](?:\s*\d{1,2}\s*日)?$/);
  if (m) return `${m[1]}-${m[2]!.padStart(2, '0')}`;
  m = s.match(/^th[aá]ng\s*(\d{1,2})(?:\s*n[aă]m\s*|\s*[/.-]\s*)((?:19|20)\d\d)$/);
  if (m) return `${m[2]}-${m[1]!.padStart(2, '0')}`;
  m =
    s.match(/^(\d{1,2})\s*([/.])\s*(\d{1,2})\s*[/.]\s*((?:19|20)\d\d)$/) ??
    s.match(/^(\d{1,2})(-)(\d{1,2})-((?:19|20)\d\d)$/);
  if (m) {
    // Day first, as most of the world writes it (and dots always are); month first only when the day says so
    // ('12/25/2019'). Only the month is kept.
    const [a, b] = [Number(m[1]), Number(m[3])];
    const month = m[2] === '/' && b > 12 && a <= 12 ? a : b;
    return month >= 1 && month <= 12 ? `${m[4]}-${String(month).padStart(2, '0')}` : '';
  }
  m = s.match(/^((?:19|20)\d\d)-(0[1-9]|1[0-2])-\d\d$/);
  if (m) return `${m[1]}-${m[2]}`;
  m = s.match(/^(0?[1-9]|1[0-2])\s*[/.]\s*((?:19|20)\d\d)$/) ?? s.match(/^(0[1-9]|1[0-2])-((?:19|20)\d\d)$/);
  if (m) return `${m[2]}-${m[1]!.padStart(2, '0')}`;
  m = s.match(/^((?:19|20)\d\d)\s*[/.-]\s*(0?[1-9]|1[0-2])$/);
  if (m) return `${m[1]}-${m[2]!.padStart(2, '0')}`;
  m = s.match(/^((?:19|20)\d\d)\s*年?$/);
  if (m) return m[1]!;
  // A month's name and the year ('marzo de 2019', 'mar/2019', 'tháng 1 2019'), or a whole date in words ('March 15,
  // 2019', '15 March 2019', '15 de enero de 2016') whose day is dropped.
  for (const w of [
    s.match(/^(.+?)\.?(?:\s+(?:de|del|of)|,)?\s+('\d\d|(?:19|20)\d\d)$/),
    s.match(/^(\p{L}+)\.?\s*\/\s*((?:19|20)\d\d)$/u),
    s.match(/^(\p{L}+)\.?\s+(?:0?[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?,?\s+((?:19|20)\d\d)$/u),
    s.match(/^(?:0?[1-9]|[12]\d|3[01])\.?\s+(\p{L}+)\.?,?\s+((?:19|20)\d\d)$/u),
    s.match(/^(?:0?[1-9]|[12]\d|3[01])[º°]?\s+de\s+(\p{L}+)\.?\s+(?:de|del)\s+((?:19|20)\d\d)$/u),
  ]) {
    const month = w && monthNames().get(stripDot(w[1]!));
    if (!month) continue;
    const year = w![2]!.startsWith("'") ? `20${w![2]!.slice(1)}` : w![2]!;
    return `${year}-${String(month).padStart(2, '0')}`;
  }
  return '';
}

export interface FoundDates {
  /** Where the dates are in the text searched, and the text as written. */
  index: number;
  text: string;
  start: string;
  /** '' for the present, or when only a start is given ('seit 03/2020'). */
  end: string;
  /** The text could not be said as a range of months: keep `text` as written. */
  asWritten: boolean;
}

/** Words before a single date that say the studies or the job ended then ('concluído em', 'completed in', 'Grad.'). */
const COMPLETED_IN =
  /(?<![\p{L}])(?:conclu[ií]d[oa]|finalizad[oa]|terminad[oa]|completed|graduated|grad\.|graduation:?|abgeschlossen|terminé|obtenu)\s+(?:em|en|in|am|el|le)?\s*$/iu;

/** Words around a date that change what it means: a season, an expected or planned date, a list of years. */
const QUALIFIED = new RegExp(
  [
    // A season, a list of years in it, or a range from one season to another ('Fall 2016 – Spring 2018'); the season
    // said again in brackets is the dates' ('Zafra 2017 (temporada)').
    `${SEASON}\\s+(?:of\\s+)?(?:19|20)\\d\\d(?:\\s*(?:,|and|&|y|und|et|e)\\s*(?:19|20)\\d\\d)*(?:\\s*[-–—]\\s*(?:${SEASON}\\s+(?:of\\s+)?)?(?:19|20)\\d\\d)?(?:\\s*\\(${SEASON}(?:\\s+\\p{L}+)?\\))?`,
    '(?:expected|anticipated|projected|planned|prévu|prevista|previsto|previsão|previsión|voraussichtlich|erwartet|expected graduation)\\b[^|•·]{0,30}?(?:19|20)\\d\\d',
    '(?:19|20)\\d\\d\\s*(?:,|&|and)\\s*(?:19|20)\\d\\d(?:\\s*(?:,|&|and)\\s*(?:19|20)\\d\\d)*',
  ].join('|'),
  'iu',
);

/**
 * The text with its digits as the patterns read them, character for character (so indices hold): Arabic-Indic and
 * Persian digits ('۲۰۱۹') as ASCII, in Thai text a Buddhist-era year ('2562') as the Gregorian one ('2019'), and
 * academic years ('2019/20') as years.
 */
function westernYears(text: string): string {
  const ascii = academicYears(westernDigits(text));
  if (/\p{Script=Thai}/u.test(ascii)) return ascii.replace(/(?<!\d)25\d\d(?!\d)/g, (y) => String(Number(y) - 543));
  return PERSIAN.test(text) ? solarYears(ascii) : ascii;
}

// Persian text: its digits or the letters Arabic has not. (An Arabic '1440 هـ' is a lunar year, left alone.)
const PERSIAN = /[\u06f0-\u06f9پچژگکی]/u;
const SOLAR_MONTH =
  /(فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند)(\s+(?:ماه\s+)?)(1[34]\d\d)(?!\d)/gu;

/**
 * A Persian resume's Solar Hijri years ('فروردین ۱۳۹۸', '۱۳۹۵ – ۱۳۹۸') as Gregorian ones. Its month names are read
 * as the Gregorian month they mostly fall in (Farvardin as April, Dey as January: month-names.ts), so a year after
 * Dey, Bahman or Esfand is the next Gregorian year; a year alone is the one its first nine months fall in.
 */
function solarYears(text: string): string {
  const after = text.replace(SOLAR_MONTH, (_, month: string, gap: string, year: string) => {
    const gregorian = monthNames().get(month)!;
    return `${month}${gap}${Number(year) + 621 + (gregorian <= 3 ? 1 : 0)}`;
  });
  return after.replace(/(?<!\d)1[34]\d\d(?!\d)/g, (y) => String(Number(y) + 621));
}

/**
 * How long a job lasted, as some builders print it under or after its dates ('5 лет 9 месяцев', '2 yrs 3 mos',
 * '(3 Jahre)', LinkedIn's '(3 años 10 meses)' and '· 3 yrs 10 mos'): said by the dates already.
 */
export const DURATION = new RegExp(`^\\(?\\s*${DURATION_BODY}\\)?$`, 'iu');
const DURATION_AFTER = new RegExp(`^\\s*(?:\\(\\s*${DURATION_BODY}\\)|[·•|]\\s*${DURATION_BODY}$)`, 'iu');

/**
 * The reader asks about the same line many times (splitting entries, finding list items, taking pieces apart):
 * each text is matched once. The patterns are long (every language's month names), and a browser's worker runs
 * them cold.
 */
const memo = new Map<string, FoundDates | undefined>();

/**
 * The first dates a text holds (a range, a single date, 'since' a date, or a date only words can say), where they are
 * and how they are written; a duration after them is part of their text.
 */
export function findDates(raw: string): FoundDates | undefined {
  if (memo.has(raw)) {
    const hit = memo.get(raw);
    return hit && { ...hit };
  }
  if (memo.size > 5000) memo.clear();
  const result = matchDates(raw);
  memo.set(raw, result);
  return result && { ...result };
}

/**
 * The first range in the text, or a present word standing alone as an end date: set apart from words ('— Present',
 * 'по настоящее время' alone on its line), never one in a sentence ('tests that now gate every release') nor a
 * label ('Date:').
 */
function firstRange(text: string, range: RegExp, present: RegExp): RegExpMatchArray | null {
  // (A word before its colon is a label: 'Date: March 2019 – Date'.)
  const apart = (before: string, after: string) =>
    (!before.trim() || /[|•·,;:()[\]–—-]\s*$/u.test(before)) && (!after.trim() || /^\s*[|•·,;()[\]–—-]/u.test(after));
  // The first match is nearly always the one: the global pattern (compiled once, it is long) only past a present
  // word in a sentence, so each later search sees the text before it (the pattern looks behind).
  const first = text.match(range);
  if (!first) return null;
  const end0 = first.index! + first[0].length;
  if (!present.test(first[0].trim()) || apart(text.slice(0, first.index), text.slice(end0))) return first;
  for (const found of text.matchAll(datePatterns().rangeAll)) {
    const end = found.index + found[0].length;
    if (!present.test(found[0].trim()) || apart(text.slice(0, found.index), text.slice(end))) return found;
  }
  return null;
}

/** A range of months with two-digit years ('03/19 – 06/21'): years before 50 are this century's. */
function shortRange(raw: string, text: string): FoundDates | undefined {
  const m = text.match(datePatterns().short);
  if (!m) return undefined;
  const year = (yy: string) => `${Number(yy) < 50 ? 20 : 19}${yy}`;
  const month = (mm: string) => mm.padStart(2, '0');
  return {
    index: m.index!,
    text: raw.slice(m.index!, m.index! + m[0].length).trim(),
    start: `${year(m[2]!)}-${month(m[1]!)}`,
    end: m[3] ? `${year(m[4]!)}-${month(m[3])}` : '',
    asWritten: false,
  };
}

/** Words before a qualified date that belong to it ('Expected graduation:', 'cursando, conclusão'). */
const STATUS_BEFORE_DATE = new RegExp(
  `(?:(?:expected|anticipated)\\s+graduation|(?:(?:${IN_PROGRESS})\\s*[,(]?\\s*)?(?:conclusão|conclusión|conclusion|término)?)\\s*:?\\s*$`,
  'iu',
);

function matchDates(raw: string): FoundDates | undefined {
  const minguo = minguoRange(raw);
  if (minguo) return minguo;
  const text = westernYears(raw);
  const qualified = text.match(QUALIFIED);
  const { range, token, present } = datePatterns();
  const found = firstRange(text, range, present);
  if (qualified && (!found || qualified.index! <= found.index!)) {
    // 'Expected Graduation: June 2016', 'cursando, conclusão prevista em 2025': the words before the date belong to
    // it.
    const label = text.slice(0, qualified.index).match(STATUS_BEFORE_DATE);
    const index = label?.[0].trim() ? label.index! : qualified.index!;
    let whole = raw.slice(index, qualified.index! + qualified[0].length).trim();
    // ('Em andamento (previsão de conclusão: 12/2025)': with the bracket it opened.)
    if (
      whole.includes('(') &&
      !whole.includes(')') &&
      raw
        .slice(index + whole.length)
        .trimStart()
        .startsWith(')')
    )
      whole += ')';
    return { index, text: whole, start: '', end: '', asWritten: true };
  }
  if (!found) return shortRange(raw, text);
  // '03/19 – heute': the present word alone was found first; the range it ends is the dates.
  if (present.test(found[0].trim())) {
    const short = shortRange(raw, text);
    if (short && short.index <= found.index!) return short;
  }
  // Parsed with western digits; given back as written ('۲۰۱۹', a Buddhist-era year).
  const matched = found[0].trim();
  const matchEnd = found.index! + found[0].length;
  const duration = raw.slice(matchEnd).match(DURATION_AFTER)?.[0] ?? '';
  // A Thai era's mark before the year ('พ.ศ. 2561 – 2563', the Buddhist era; 'ค.ศ.', the Christian) is the dates'.
  const era = raw.slice(0, found.index!).match(/(?:พ\.ศ\.|ค\.ศ\.)\s*$/u);
  const from = era ? era.index! : found.index!;
  const written = raw.slice(from, matchEnd + duration.length).trim();
  const at = { index: from, text: written, asWritten: false };
  if (present.test(matched)) return { ...at, start: '', end: '' };
  const first = matched.match(token)!;
  const since = first.index! > 0; // a 'since' word before the first date
  const startText = first[0];
  const rest = matched.slice(first.index! + startText.length);
  const second = rest.match(token);
  const start = dateValue(startText);
  // 'seit 2019', 'desde marzo de 2020'; 'desde 2019 hasta 2021' is a range.
  if (since && !second) return { ...at, start, end: '' };
  if (!rest.trim()) {
    // 'concluído em 2012', 'completed in 2019': a year the studies ended in, its words with it.
    const done = text.slice(0, found.index!).match(COMPLETED_IN);
    if (done)
      return {
        index: done.index!,
        text: raw.slice(done.index!, matchEnd).trim(),
        asWritten: false,
        start: '',
        end: start,
      };
    return sharedYear(raw, text, found.index!, at.text, start) ?? { ...at, start: '', end: start };
  }
  const end = second ? dateValue(second[0]) : '';
  // A range read backwards (right-to-left text drawn in visual order: '2014 – 2010') is the other way round.
  if (end && start && end < start) return { ...at, start: end, end: start };
  return { ...at, start, end };
}

/**
 * A range whose start is said by less than a date, before a single date: a month sharing its year ('May–Aug 2019',
 * 'Nov – Feb 2020' from the November before), or a year's last two digits after it ('2019–21').
 */
function sharedYear(raw: string, text: string, index: number, written: string, date: string): FoundDates | undefined {
  const month = /^\d{4}-\d\d$/.test(date) ? text.slice(0, index).match(datePatterns().monthBefore) : null;
  if (month) {
    const from = monthNames().get(stripDot(month[1]!.normalize('NFKC').toLowerCase()));
    const [year, to] = date.split('-').map(Number) as [number, number];
    if (from) {
      const start = `${from > to ? year - 1 : year}-${String(from).padStart(2, '0')}`;
      return {
        index: month.index!,
        text: raw.slice(month.index!, index + written.length),
        start,
        end: date,
        asWritten: false,
      };
    }
  }
  const short = /^\d{4}$/.test(date)
    ? // (Not a score's first digits after the year: '2017 — 95.2%'.)
      text.slice(index + written.length).match(/^\s*[-\u2013\u2014]\s*(\d\d)(?![\d\p{L}%]|[.,]\d)/u)
    : null;
  if (short && Number(short[1]) > Number(date.slice(2))) {
    const end = `${date.slice(0, 2)}${short[1]}`;
    return {
      index,
      text: raw.slice(index, index + written.length + short[0].length),
      start: date,
      end,
      asWritten: false,
    };
  }
  return undefined;
}

/** The text is a date or a range of dates and nothing else (punctuation and brackets aside). */
export function isOnlyDates(text: string): boolean {
  const d = findDates(text);
  if (!d) return false;
  const rest = (text.slice(0, d.index) + text.slice(d.index + d.text.length)).replace(/[\s()[\],.:|·•–—-]+/g, '');
  return rest === '';
}
