import { normalizeDate, normalizeMonth } from '../dates';
import { BULLET, DATE_RANGE, FIELD_DELIMITER, URL_LIKE } from '../ats/text';
import { findDates } from '../import-reader/dates';
import { technologiesAfterLabel } from '../locale/read-names';
import type { DocBlock } from './read-docx';

/** One job, school, project...: the lines that name it, its paragraphs and its bullets. */
export interface DocEntry {
  header: DocBlock[];
  paragraphs: DocBlock[];
  bullets: DocBlock[];
}

export const isBullet = (b: DocBlock) => b.kind === 'bullet' || BULLET.test(b.text);
/** A bullet's text without a typed mark ('• ', '- '), with its bold and italic markup. */
export const bulletText = (b: DocBlock) => b.marked.replace(BULLET, '').trim();

const isHeading = (b: DocBlock) => b.kind === 'heading2' || b.kind === 'heading3';
const linksOnly = (b: DocBlock) => b.parts.every((p) => p.split(FIELD_DELIMITER).every((x) => URL_LIKE.test(x.trim())));
/** A line that can name an entry: a heading, a bold line, or a short line that is not a sentence. */
const canStart = (b: DocBlock) =>
  isHeading(b) || b.bold || DATE_RANGE.test(b.text) || (b.text.length <= 100 && !/[.!?]$/.test(b.text));
/** A line under an entry's name that still belongs to its header: its place and dates, its links. */
const continuesHeader = (b: DocBlock) =>
  !isHeading(b) &&
  (b.italic || DATE_RANGE.test(b.text) || linksOnly(b) || b.parts.length > 1 || FIELD_DELIMITER.test(b.text));

/**
 * Splits a section's blocks into entries. An entry starts at a Heading 2 or 3, at a bold line, or, once the
 * current entry has bullets or paragraphs, at a line that can name one (short, not a sentence) or follows a
 * blank paragraph. Its header is that line and the lines right under it that hold its place, dates or links;
 * then come its paragraphs and its bullets.
 */
export function splitDocEntries(blocks: readonly DocBlock[]): DocEntry[] {
  const entries: DocEntry[] = [];
  let entry: DocEntry | undefined;
  for (const b of blocks) {
    const body = entry ? entry.paragraphs.length + entry.bullets.length > 0 : false;
    if (isBullet(b)) {
      if (!entry) entries.push((entry = { header: [], paragraphs: [], bullets: [] }));
      entry.bullets.push(b);
    } else if (
      !entry ||
      isHeading(b) ||
      (b.bold && entry.header.length > 0) ||
      (body && (canStart(b) || b.spaced) && technologiesAfterLabel(b.text) === undefined)
    ) {
      entries.push((entry = { header: canStart(b) ? [b] : [], paragraphs: canStart(b) ? [] : [b], bullets: [] }));
    } else if (!body && entry.header.length > 0 && entry.header.length < 4 && continuesHeader(b)) {
      entry.header.push(b);
    } else entry.paragraphs.push(b);
  }
  return entries;
}

export interface DateRange {
  start: string;
  end: string;
}

/** A bare year stays a year ('2019'), as the templates print it; a month or a day becomes 'YYYY-MM'. */
const dateOf = (s: string) => (/^\d{4}$/.test(s.trim()) ? s.trim() : normalizeMonth(s) || normalizeDate(s));

/**
 * 'Mar 2021 – Present' -> 2021-03 and '' (an empty end is Present in Resumey); 'Jun 2018 – Feb 2021' -> both;
 * a single date is the end, as the templates print an entry that has only an end date.
 */
export function parseDates(text: string): DateRange {
  const [from, to] = text.split(/\s*(?:[-\u2010-\u2015]|\bto\b)\s*/i);
  if (to === undefined)
    return /^(present|current|now|today)$/i.test(from!.trim())
      ? { start: '', end: '' }
      : { start: '', end: dateOf(from!) };
  return { start: dateOf(from!), end: /^(present|current|now|today)$/i.test(to.trim()) ? '' : dateOf(to) };
}

export interface HeaderFields {
  fields: string[];
  dates: DateRange | undefined;
  urls: string[];
}

/** A link's target for the text shown ('github.com/a/b' -> 'https://github.com/a/b'), else the text. */
export function hrefFor(blocks: readonly DocBlock[], shown: string): string {
  const href = blocks.flatMap((b) => b.links).find((l) => l.text.trim() === shown.trim())?.href;
  if (!href) return shown;
  // URL parsing adds a '/' to a bare host ('https://a.dev/'); the shown text tells whether it was typed.
  return href.endsWith('/') && !shown.trim().endsWith('/') ? href.slice(0, -1) : href;
}

/**
 * The fields of an entry's header in order, its dates and its links. `splitFirst` cuts a first line that has no
 * delimiter into two fields at ' at ' or at its first comma ('Engineer, Acme' as our Word export writes a job):
 * only for kinds whose first line joins two fields.
 */
export function headerFields(header: readonly DocBlock[], splitFirst: boolean): HeaderFields {
  const out: HeaderFields = { fields: [], dates: undefined, urls: [] };
  header.forEach((b, line) => {
    const fields: string[] = [];
    for (let part of b.parts) {
      // The dates in any resume language ('März 2021 – heute', '2021年3月 – 現在'), else as the ATS rules read them.
      const found = out.dates ? undefined : findDates(part);
      const date = out.dates || (found && !found.asWritten) ? undefined : part.match(DATE_RANGE);
      if (found && !found.asWritten) {
        out.dates = { start: found.start, end: found.end };
        part = `${part.slice(0, found.index)} | ${part.slice(found.index + found.text.length)}`;
      } else if (date) {
        out.dates = parseDates(date[0]);
        part = `${part.slice(0, date.index)} | ${part.slice(date.index! + date[0].length)}`;
      }
      for (const raw of part.split(FIELD_DELIMITER)) {
        const piece = raw.replace(/^[\s|·•,]+|[\s|·•,]+$/gu, '').trim();
        if (!piece) continue;
        if (URL_LIKE.test(piece)) out.urls.push(hrefFor(header, piece));
        else fields.push(piece);
      }
    }
    // 'Engineer, Acme' alone on its line (its dates, if any, in a cell or after a tab of their own).
    const cut =
      line === 0 && splitFirst && fields.length === 1 ? fields[0]!.match(/^(.+?)(?:\s+at\s+|,\s+)(.+)$/) : null;
    out.fields.push(...(cut ? [cut[1]!, cut[2]!] : fields));
  });
  return out;
}
