import { format, isValid, parse } from 'date-fns';
import { resumeLanguageOf, resumeTexts } from './locale';

/**
 * Dates of experience and education are stored as 'YYYY-MM' (SPEC.md section 5) and shown as 'MMM yyyy'.
 * A range is joined with an en dash surrounded by spaces: 'Mar 2021 – Present'.
 */
export const DATE_RANGE_SEPARATOR = ' – ';
export const PRESENT_LABEL = 'Present';

const MONTH_VALUE = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A Date for the first day of a 'YYYY-MM' value, or undefined. setFullYear keeps years below 100 intact. */
export function monthToDate(value: string): Date | undefined {
  const m = MONTH_VALUE.exec(value.trim());
  if (!m) return undefined;
  const d = new Date(2000, 0, 1);
  d.setFullYear(Number(m[1]), Number(m[2]) - 1, 1);
  return d;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An imported date with more or less precision than a month: 'YYYY' or 'YYYY-MM-DD'. */
const OTHER_PRECISION = /^(\d{4})(?:-(0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]))?$/;

/**
 * 'YYYY-MM' -> 'Mar 2021' (date-fns 'MMM yyyy'); an imported 'YYYY-MM-DD' shows its month the same way and a bare
 * 'YYYY' as the year. Anything else is returned as typed (never throws); empty stays empty. Written out rather than with date-fns' format, which would bring its whole English locale into every page
 * that draws a template (the public resume page has a 100 KB budget).
 */
export function formatMonth(value: string | null | undefined, language?: string): string {
  if (value == null) return '';
  const m = MONTH_VALUE.exec(value.trim()) ?? OTHER_PRECISION.exec(value.trim());
  if (!m) return value;
  const lang = resumeLanguageOf(language);
  if (!m[2] && resumeCalendar(lang) === 'gregory') return m[1]!;
  if (lang === 'en') return `${MONTH_NAMES[Number(m[2]) - 1]} ${m[1]}`;
  // A bare year in another calendar is the year its 1 July falls in: Farvardin 1395 began in March 2016.
  const date = new Date(Date.UTC(Number(m[1]), m[2] ? Number(m[2]) - 1 : 6, 1));
  return m[2] ? monthFormat(lang).format(date) : yearFormat(lang).format(date);
}

/**
 * The calendar a resume language's readers date things in: Iranian and Afghan CVs give Solar Hijri months
 * ('فروردین ۱۳۹۸'), Thai ones Buddhist Era years ('มีนาคม 2562'); every other resume language the Gregorian
 * calendar. The stored months stay Gregorian: the 1st of each Gregorian month falls in the Solar Hijri month the
 * importer reads back as it (Farvardin as April, Dey as January), so a Persian resume prints, exports and
 * re-imports the months it was written with.
 */
export function resumeCalendar(language: string | null | undefined): 'gregory' | 'persian' | 'buddhist' {
  const lang = resumeLanguageOf(language);
  return lang === 'fa' ? 'persian' : lang === 'th' ? 'buddhist' : 'gregory';
}

const MONTH_FORMATS = new Map<string, { format(date: Date): string }>();

/**
 * 'März 2021', '2021年3月', 'فروردین ۱۳۹۸': the language's own month and year in its calendar, in UTC so no time
 * zone moves the first of a month into the one before.
 */
function monthFormat(language: string): { format(date: Date): string } {
  let f = MONTH_FORMATS.get(language);
  if (!f) {
    const calendar = resumeCalendar(language);
    const intl = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', calendar, timeZone: 'UTC' });
    // CLDR puts the Solar Hijri year first ('۱۳۹۸ فروردین'); Persian CVs and CLDR's own long dates ('۷ آذر ۱۴۰۵')
    // name the month first.
    f =
      calendar === 'persian'
        ? {
            format: (date) =>
              ['month', 'year'].map((t) => intl.formatToParts(date).find((p) => p.type === t)?.value).join(' '),
          }
        : intl;
    MONTH_FORMATS.set(language, f);
  }
  return f;
}

const YEAR_FORMATS = new Map<string, Intl.DateTimeFormat>();

/** '۱۳۹۵', 'พ.ศ. 2559': a year alone in a calendar other than the Gregorian. */
function yearFormat(language: string): Intl.DateTimeFormat {
  let f = YEAR_FORMATS.get(language);
  if (!f) {
    f = new Intl.DateTimeFormat(language, { year: 'numeric', calendar: resumeCalendar(language), timeZone: 'UTC' });
    YEAR_FORMATS.set(language, f);
  }
  return f;
}

/**
 * 'Mar 2021 – Jun 2023'; an empty end means 'Present'. With only an end date, just that date;
 * with neither, ''. Invalid values are shown as typed.
 */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  /** The resume's language (meta.language): 'März 2021 – heute'. English when absent. */
  language?: string,
): string {
  const from = (start ?? '').trim() ? formatMonth(start, language) : '';
  const to = (end ?? '').trim() ? formatMonth(end, language) : '';
  if (!from) return to;
  return `${from}${DATE_RANGE_SEPARATOR}${to || resumeTexts(language).present}`;
}

/** A Date as a 'YYYY-MM' value, for month pickers. */
export const toMonthValue = (date: Date): string => format(date, 'yyyy-MM');

const TEXT_FORMATS = ['MMM yyyy', 'MMMM yyyy', 'MMM. yyyy', 'MM/yyyy', 'M/yyyy', 'yyyy/MM', 'yyyy/M', 'yyyy.MM'];

const ISO_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

/**
 * A date from an imported file kept at its precision: a valid 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD' as it is (JSON
 * Resume's own forms); anything else through normalizeMonth ('Jan 2020' -> '2020-01', '' when unrecognised).
 */
export function normalizeDate(input: unknown): string {
  if (typeof input === 'string') {
    // A timestamp keeps its date: '2014-05-20T00:00:00Z' -> '2014-05-20'.
    const m = ISO_DATE.exec(input.trim().replace(/^(\d{4}-\d{2}-\d{2})[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?$/, '$1'));
    if (m) {
      const month = m[2] === undefined ? 1 : Number(m[2]);
      const day = m[3] === undefined ? 1 : Number(m[3]);
      const last = new Date(Date.UTC(Number(m[1]), month, 0)).getUTCDate();
      if (month >= 1 && month <= 12 && day >= 1 && day <= last) return m[0];
    }
  }
  return normalizeMonth(input);
}

/**
 * Best-effort conversion of dates found in imported files to 'YYYY-MM': '2020-01-15', '2020-01-15T10:00:00Z',
 * '2020-1', '2020/01', 'Jan 2020', 'January 2020', '01/2020'. A bare year becomes January of that year.
 * Anything unrecognised gives ''.
 */
export function normalizeMonth(input: unknown): string {
  if (typeof input !== 'string' && typeof input !== 'number') return '';
  const s = String(input).trim().slice(0, 40);
  if (!s) return '';
  const iso = /^(\d{4})-(\d{1,2})(?:-\d{1,2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?)?$/.exec(s);
  if (iso) {
    const month = Number(iso[2]);
    return month >= 1 && month <= 12 ? `${iso[1]}-${String(month).padStart(2, '0')}` : '';
  }
  if (/^\d{4}$/.test(s)) return `${s}-01`;
  for (const f of TEXT_FORMATS) {
    const d = parse(s, f, new Date(2000, 0, 1));
    if (isValid(d) && d.getFullYear() >= 1000) return toMonthValue(d);
  }
  return '';
}
