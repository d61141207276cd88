import { createResume } from '../defaults';
import type { ImportMark, Resume } from '../schema';
import type { FoundDates } from './dates';
import type { Entry } from './entries';
import type { Found } from './header';
import type { FieldSource, SourceBox, SourceLine } from './types';

/** Below this a field is marked in the editor for the user to check (meta.importReview). */
export const REVIEW_BELOW = 0.7;

/** An entry's dates and the line they were read from. */
export type EntryDates = (FoundDates & { line: number }) | undefined;

const boxOf = (lines: readonly SourceLine[], ids: readonly number[], text = ''): SourceBox => {
  const ls = lines.filter((l) => ids.includes(l.id));
  if (!ls.length) return { page: 0, x: 0, y: 0, w: 0, h: 0 };
  // A field that is one part of its line (a date flush right, a company beside a title): that part's region.
  const part =
    ls.length === 1 && ls[0]!.parts.length > 1 && ls[0]!.box.page > 0
      ? ls[0]!.parts.find((p) => text && p.text.includes(text))
      : undefined;
  if (part) return { ...ls[0]!.box, x: part.x, w: part.right - part.x };
  const page = ls[0]!.box.page;
  const same = ls.filter((l) => l.box.page === page);
  const x = Math.min(...same.map((l) => l.box.x));
  const y = Math.min(...same.map((l) => l.box.y));
  const right = Math.max(...same.map((l) => l.box.x + l.box.w));
  const bottom = Math.max(...same.map((l) => l.box.y + l.box.h));
  return { page, x, y, w: right - x, h: bottom - y };
};

/**
 * What a read gathers as it goes: the resume, where each of its fields was read (for the provenance view), the
 * fields to mark for review, and the lines some field holds.
 */
export class Collected {
  readonly resume: Resume = createResume();
  readonly fields: FieldSource[] = [];
  readonly marks: ImportMark[] = [];
  readonly used: Set<number>;

  constructor(
    private readonly lines: readonly SourceLine[],
    furniture: Iterable<number>,
  ) {
    this.used = new Set(furniture);
  }

  /** A field read from `found`'s lines. */
  source(key: string, found: Found, heading?: string): void {
    this.fields.push({
      key,
      ...(heading !== undefined && { heading }),
      text: found.text,
      lines: found.lines,
      box: boxOf(this.lines, found.lines, found.text),
      confidence: found.confidence,
      reason: found.reason,
    });
    found.lines.forEach((id) => this.used.add(id));
    if (found.confidence < REVIEW_BELOW)
      this.marks.push({ key, confidence: found.confidence, reason: found.reason ?? 'low-confidence' });
  }

  /** An entry's dates as its fields: a range of months, or the text as written when no range can say it. */
  dates(key: string, d: EntryDates): { startDate: string; endDate: string; datesText?: string } {
    if (!d) return { startDate: '', endDate: '' };
    const found: Found = d.asWritten
      ? {
          text: d.text,
          lines: [d.line],
          confidence: 0.5,
          reason: 'dates-as-written',
        }
      : { text: d.text, lines: [d.line], confidence: 0.95 };
    this.source(`${key}.dates`, found);
    return d.asWritten ? { startDate: '', endDate: '', datesText: d.text } : { startDate: d.start, endDate: d.end };
  }

  bullets(key: string, e: Pick<Entry, 'bullets'>): string[] {
    return e.bullets.map((b, i) => {
      this.source(`${key}.bullets.${i}`, { text: b.text, lines: b.lines, confidence: 0.9 });
      return b.text;
    });
  }
}
