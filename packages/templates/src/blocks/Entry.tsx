import { memo, type ReactNode } from 'react';
import { displayUrl, type Education, type Experience, type Project } from '@resumey/resume';
import { Bullets } from './Bullets';
import { degreeLine, hasText, visibleLines } from './content';
import { DateRange } from './DateRange';
import { LinkOrText } from './LinkOrText';
import { Tags, type TagStyle } from './Tags';
import { useResumeTexts } from './language';

/** A job, project or school in one shape, so one component lays out all three. */
export interface EntryData {
  key: string;
  title: string;
  subtitle: string;
  place: string;
  /** Project URL: the title links to it (when safe) and its short form is printed for paper readers. */
  url: string;
  start: string;
  end: string;
  /** Dates as written, printed instead of start and end (an import's 'Summer 2013, 2014'). */
  asWritten?: string;
  lines: string[];
  tags: string[];
}

export const experienceEntry = (e: Experience): EntryData => ({
  key: e.id,
  title: e.title.trim() || e.company.trim(),
  subtitle: e.title.trim() ? e.company.trim() : '',
  place: e.location.trim(),
  url: '',
  start: e.startDate,
  end: e.endDate,
  asWritten: e.datesText?.trim() || undefined,
  lines: visibleLines(e.bullets),
  tags: visibleLines(e.technologies),
});

export const projectEntry = (p: Project): EntryData => ({
  key: p.id,
  title: p.name.trim() || p.role.trim(),
  subtitle: p.name.trim() ? p.role.trim() : '',
  place: '',
  url: p.url.trim(),
  start: '',
  end: '',
  lines: visibleLines(p.bullets),
  tags: visibleLines(p.technologies),
});

export const educationEntry = (e: Education, language?: string): EntryData => {
  const degree = degreeLine(e.degree, e.field, language);
  return {
    key: e.id,
    title: degree || e.school.trim(),
    subtitle: degree ? e.school.trim() : '',
    place: '',
    url: '',
    start: e.startDate,
    end: e.endDate,
    asWritten: e.datesText?.trim() || undefined,
    lines: visibleLines(e.details),
    tags: [],
  };
};

export interface EntryStyle {
  /**
   * split: title and subtitle left, dates right (on the first line when they wrap: in print the fields below the
   * dates' line paint after them, see datesWithTheirLine in apps/web/src/pdf/ats-adjustments.ts). stacked: title, then subtitle · place · dates.
   * inline: everything on one dense line. dated-right: title, then 'subtitle · place' with the dates in a right-hand
   * column. timeline: a rule with a dot, title, then 'subtitle · place' with the dates.
   * narrow: title, subtitle, then dates on a line of their own, for sidebars.
   */
  layout: 'split' | 'stacked' | 'inline' | 'dated-right' | 'timeline' | 'narrow';
  title?: string;
  subtitle?: string;
  date?: string;
  tags?: TagStyle;
  /** Bullets without gaps between them. */
  dense?: boolean;
  /** Least width of the right-hand date column of 'dated-right'. */
  dateColumn?: string;
}

const DEFAULTS = {
  title: 'font-semibold text-gray-900',
  subtitle: 'text-(--accent-ink) font-medium',
  date: 'text-gray-500 text-[0.9em]',
};

/**
 * Never in capitals in print: resume parsers match job-title words as written ('Engineer', not 'ENGINEER'), so a
 * title upper-cased by CSS is no job title to them (OpenResume among them).
 */
function Title({ entry, className }: { entry: EntryData; className: string }) {
  if (!hasText(entry.title)) return null;
  return (
    <span className={`${className} print:normal-case`}>
      {entry.url ? <LinkOrText url={entry.url}>{entry.title}</LinkOrText> : entry.title}
    </span>
  );
}

/**
 * Fields that share a line (title and company, company and location), each whole, set apart by a thin bar that is
 * drawn, not typed: a '|' character became part of the field beside it for parsers that merge nearby text runs (as
 * OpenResume does: 'Senior Software Engineer |'), and set apart on its own it was read as the company. The gaps
 * around the bar are wider than a character and than pdf.js's 0.6 em word gap, so every reader gets each field
 * as a run of its own (pdftotext -layout shows the gap as spaces). A comma is no delimiter ('Acme, Inc.',
 * 'Austin, TX'). When the fields do not fit on one line, the next one moves down whole, and a bar only ever
 * stands between two fields of one line: the gap, the bar and its clipping are in ../block-styles.css ([data-fields]).
 */
function Fields({ items, className = '' }: { items: ReactNode[]; className?: string }) {
  const shown = items.filter((n) => n !== null && n !== undefined && n !== false && n !== '');
  if (!shown.length) return null;
  return (
    <span data-fields className={`inline-flex max-w-full min-w-0 flex-wrap items-baseline ${className}`}>
      {shown.map((node, i) => (
        <span key={i}>{node}</span>
      ))}
    </span>
  );
}

const text = (value: string, className = '') => (hasText(value) ? <span className={className}>{value}</span> : null);

/** A job, project or school; kept on one page when it fits (break-inside: avoid). */
function EntryView({ entry, style }: { entry: EntryData; style: EntryStyle }) {
  const t = { ...DEFAULTS, ...style };
  const texts = useResumeTexts();
  const hasDates = hasText(entry.start) || hasText(entry.end) || hasText(entry.asWritten ?? '');
  const dates = <DateRange start={entry.start} end={entry.end} asWritten={entry.asWritten} className={t.date} />;
  const url = entry.url ? <span className="text-[0.9em] text-gray-500">{displayUrl(entry.url)}</span> : null;
  const tagStyle = t.tags ?? 'badges';
  // The technologies are the list's last bullet, marked like the others: a line without a mark after the bullets
  // is read as the last bullet's continuation by parsers that split at the bullet character (OpenResume joins
  // every line from the first bullet on and splits only at the mark, so 'Tech: ...' ended up in the last bullet).
  const tech =
    tagStyle !== 'none' && entry.tags.length > 0 ? (
      <Tags items={entry.tags} style={tagStyle} label={texts.tech} className="text-[0.85em]" />
    ) : null;
  const body = <Bullets lines={entry.lines} dense={t.dense} className={t.dense ? '' : 'mt-1'} trailing={tech} />;

  switch (t.layout) {
    case 'split':
      return (
        <div className="break-inside-avoid">
          <div data-entry-head className="flex items-baseline justify-between gap-4">
            <Fields items={[<Title key="t" entry={entry} className={t.title} />, text(entry.subtitle, t.subtitle)]} />
            {dates}
          </div>
          <Fields className="text-[0.9em] text-gray-500 italic" items={[text(entry.place), url]} />
          {body}
        </div>
      );
    case 'stacked':
      return (
        <div className="break-inside-avoid">
          <Title entry={entry} className={`block ${t.title}`} />
          <div className="flex flex-wrap items-baseline gap-x-2">
            <Fields items={[text(entry.subtitle, t.subtitle), text(entry.place, 'text-gray-500'), url]} />
            {hasDates && <span className="ms-auto">{dates}</span>}
          </div>
          {body}
        </div>
      );
    case 'inline':
      return (
        <div className="break-inside-avoid">
          <div data-entry-head className="flex items-baseline justify-between gap-3">
            <Fields
              items={[
                <Title key="t" entry={entry} className={t.title} />,
                text(entry.subtitle, t.subtitle),
                text(entry.place, 'text-gray-500'),
                url,
              ]}
            />
            {dates}
          </div>
          {body}
        </div>
      );
    case 'dated-right':
      // The date column sits at the right end of the 'subtitle · place' line, so a reader (and an ATS) meets the
      // title and organisation before the dates, while the dates still line up down the page like a year column.
      return (
        <div className="break-inside-avoid">
          <Title entry={entry} className={`block ${t.title}`} />
          {(hasText(entry.subtitle) || hasText(entry.place) || hasDates) && (
            <div className="flex items-baseline gap-x-4">
              <div className={`min-w-0 flex-1 ${t.subtitle}`}>
                <Fields items={[text(entry.subtitle), text(entry.place)]} />
              </div>
              {hasDates && (
                <div className="shrink-0 text-end whitespace-nowrap" style={{ minWidth: t.dateColumn ?? '26mm' }}>
                  {dates}
                </div>
              )}
            </div>
          )}
          {url}
          {body}
        </div>
      );
    case 'narrow':
      return (
        <div className="break-inside-avoid">
          <Title entry={entry} className={`block ${t.title}`} />
          {hasText(entry.subtitle) && <div className={t.subtitle}>{entry.subtitle}</div>}
          {hasText(entry.place) && <div className="text-gray-500">{entry.place}</div>}
          {url}
          {hasDates && <div>{dates}</div>}
          {body}
        </div>
      );
    case 'timeline':
      return (
        <div className="relative break-inside-avoid border-s-2 border-(--accent)/25 pb-4 ps-4 [&:last-child:not([data-section-lead]>*)]:pb-1">
          <span
            aria-hidden="true"
            className="absolute top-[0.3em] -start-[7px] size-3 rounded-full border-2 border-white bg-(--accent)"
          />
          <Title entry={entry} className={`block ${t.title}`} />
          {/* Dates after the title and organisation (the order a reader and an ATS expect), on the same line. */}
          {(hasText(entry.subtitle) || hasText(entry.place) || hasDates) && (
            <div className="flex flex-wrap items-baseline gap-x-3">
              <Fields className={t.subtitle} items={[text(entry.subtitle), text(entry.place)]} />
              {hasDates && (
                <span className="ms-auto text-[0.85em] font-semibold tracking-wide text-(--accent) uppercase">
                  {dates}
                </span>
              )}
            </div>
          )}
          {url}
          {body}
        </div>
      );
  }
}

const sameLines = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((line, i) => line === b[i]);

const sameEntry = (a: EntryData, b: EntryData) =>
  (Object.keys(a) as (keyof EntryData)[]).every((k) =>
    Array.isArray(a[k]) ? sameLines(a[k] as string[], b[k] as string[]) : a[k] === b[k],
  );

const sameStyle = (a: EntryStyle, b: EntryStyle) =>
  Object.keys(a).length === Object.keys(b).length &&
  (Object.keys(a) as (keyof EntryStyle)[]).every((k) => a[k] === b[k]);

/**
 * Compared by value: templates derive entries and styles afresh on every render, and in the live preview a
 * keystroke in one bullet should redraw that one entry, not every entry on the page.
 */
export const Entry = memo(
  EntryView,
  (prev, next) => sameEntry(prev.entry, next.entry) && sameStyle(prev.style, next.style),
);
