import type { AtsEntry, AtsLine } from './types';
import { BULLET, DATE_RANGE } from './text';
import { joinWrapped } from '../wrapped-text';
import { median } from '../median';

const TECH_LINE = /^(tech|technologies|tools|stack|built with)\s*:/i;

/** A bullet line's text without its mark; undefined for a line that is not a bullet. */
function bulletText(line: AtsLine): string | undefined {
  const first = line.parts[0] ?? '';
  if (BULLET.test(first)) return line.text.replace(BULLET, '').trim();
  return undefined;
}

/**
 * A bullet that holds an entry's technologies (the templates print them as the list's last bullet): 'Tech: a · b',
 * or a row of tags (three or more runs set apart on the line: the mark, then two or more short tags).
 */
function techBullet(line: AtsLine, text: string): boolean {
  if (TECH_LINE.test(text)) return true;
  const tags = line.parts.slice(1);
  return BULLET.test(line.parts[0] ?? '') && tags.length >= 2 && tags.every((t) => t.trim().split(/\s+/).length <= 4);
}

/**
 * The lines with each bullet's wrapped lines joined onto it (indented past the mark, in the bullet's size, at
 * the usual spacing): for lists outside entries, such as skills one a line.
 */
export function joinWrappedBullets(lines: readonly AtsLine[]): AtsLine[] {
  const out: AtsLine[] = [];
  let bullet: AtsLine | undefined;
  for (const line of lines) {
    if (bulletText(line) !== undefined) {
      bullet = { ...line, parts: [line.text] };
      out.push(bullet);
    } else if (
      bullet &&
      line.page === bullet.page &&
      line.x > bullet.x + 1 &&
      Math.abs(line.fontSize - bullet.fontSize) < 0.3 &&
      line.y - bullet.y > 0 &&
      line.y - bullet.y < bullet.fontSize * 2.4
    ) {
      bullet.text = joinWrapped(bullet.text, line.text);
      bullet.parts = [bullet.text];
      bullet.y = line.y;
    } else {
      bullet = undefined;
      out.push(line);
    }
  }
  return out;
}

/**
 * A header line that is the wrapped rest of the one above it (a school's name in a narrow side column): one part
 * each, set in the same size and weight from the same left edge, one line's spacing below.
 */
const wrapsOnto = (above: AtsLine, line: AtsLine, gap: number, usual: number) =>
  above.parts.length === 1 &&
  line.parts.length === 1 &&
  line.page === above.page &&
  Math.abs(line.x - above.x) < 1 &&
  line.bold === above.bold &&
  Math.abs(line.fontSize - above.fontSize) < 0.3 &&
  gap > 0 &&
  gap <= Math.max(usual, line.fontSize * 1.6) * 1.05;

/**
 * Splits a section's lines into entries (jobs, schools, projects): the lines above an entry's bullets are its
 * header, a bullet's wrapped lines (indented past the mark, set in the bullet's size) join it, and the next
 * header line after bullets, or after a gap wider than the section's usual line spacing, starts a new entry.
 * Technology lines ('Tech: ...') and tags (smaller, not bold, right under the bullets) end an entry's bullets
 * and belong to no field.
 */
export function splitEntries(lines: readonly AtsLine[]): AtsEntry[] {
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const d = lines[i]!.y - lines[i - 1]!.y;
    if (lines[i]!.page === lines[i - 1]!.page && d > 0) gaps.push(d);
  }
  const usual = median(gaps) || 14;

  const entries: AtsEntry[] = [];
  let entry: AtsEntry | undefined;
  let bullet: { line: AtsLine; index: number } | undefined;
  let closed = false; // the entry's bullets or tags have ended
  let prev: AtsLine | undefined;
  let header: AtsLine | undefined; // the entry's last header line
  let tech: AtsLine | undefined; // the entry's technologies bullet, while its wrapped lines may follow
  const addTech = (parts: string[]) =>
    (entry!.technologies ??= []).push(
      ...parts
        .flatMap((p) => p.split(/\s*[,;·•|]\s*/u))
        .map((t) => t.trim())
        .filter(Boolean),
    );

  for (const line of lines) {
    const text = bulletText(line);
    const gap = prev && prev.page === line.page ? line.y - prev.y : Infinity;
    if (text !== undefined && entry && entry.bullets.length + entry.header.length > 0 && techBullet(line, text)) {
      closed = true; // the technologies, the entry's last bullet
      addTech(TECH_LINE.test(text) ? [text.replace(TECH_LINE, '')] : line.parts.slice(1));
      bullet = undefined;
      tech = line;
    } else if (
      tech &&
      entry &&
      text === undefined &&
      line.x > tech.x + 1 &&
      line.fontSize < tech.fontSize + 0.3 &&
      gap > 0 &&
      gap < usual * 1.6
    ) {
      addTech(line.parts); // the technologies bullet's wrapped lines
    } else if (text !== undefined) {
      tech = undefined;
      entry ??= { header: [], bullets: [] };
      if (!entries.includes(entry)) entries.push(entry);
      entry.bullets.push(text);
      bullet = { line, index: entry.bullets.length - 1 };
      closed = false;
    } else if (
      bullet &&
      entry &&
      !closed &&
      line.x > bullet.line.x + 1 &&
      Math.abs(line.fontSize - bullet.line.fontSize) < 0.3 &&
      gap > 0 &&
      gap < usual * 1.6
    ) {
      entry.bullets[bullet.index] = joinWrapped(entry.bullets[bullet.index]!, line.text);
    } else if (
      TECH_LINE.test(line.text) ||
      (entry && bullet && !line.bold && line.fontSize < bullet.line.fontSize * 0.92)
    ) {
      closed = true; // technologies or tags under the bullets
      // Kept apart from the fields an ATS reads, for the PDF import's technologies.
      if (entry) addTech(line.parts.map((p) => p.replace(TECH_LINE, '')));
      bullet = undefined;
      tech = undefined;
    } else {
      // A second date range in one header is the next entry's (schools one a line, without details or gaps).
      const datedAgain = !!entry && DATE_RANGE.test(line.text) && entry.header.some((h) => DATE_RANGE.test(h));
      const startsNew =
        !entry || entry.bullets.length > 0 || closed || datedAgain || (entry.header.length > 0 && gap > usual * 1.35);
      if (startsNew) {
        entry = { header: [], bullets: [] };
        entries.push(entry);
        closed = false;
        header = undefined;
      }
      if (header && wrapsOnto(header, line, gap, usual)) {
        entry!.header[entry!.header.length - 1] += ` ${line.text}`;
      } else {
        entry!.header.push(...line.parts);
      }
      header = line;
      bullet = undefined;
      tech = undefined;
    }
    prev = line;
  }
  return entries;
}
