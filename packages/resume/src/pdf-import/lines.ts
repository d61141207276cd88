import { joinWrappedBullets } from '../ats/entries';
import { splitSections } from '../ats/sections';
import { BULLET } from '../ats/text';
import type { AtsLine } from '../ats/types';
import { joinWrapped } from '../wrapped-text';

/** A line's text without its typed bullet mark. */
export const unmarked = (l: AtsLine) => l.text.replace(BULLET, '').trim();

const ENTRY_SECTIONS = new Set(['experience', 'education', 'projects', 'certifications']);

/**
 * List items whose marks are drawn, not typed (a browser's or a word processor's list bullets are shapes, so the
 * text has none): in a section of entries with no typed mark at all, a line indented past the section's left
 * edge and not bold is a bullet, and gets a typed mark for the rules; a line at the same indent that starts in
 * lower case after a line without a full stop is that bullet's wrapped rest, and is nudged right so the rules
 * join it on.
 */
export function markDrawnBullets(lines: readonly PdfImportLine[]): PdfImportLine[] {
  const { sections } = splitSections(lines);
  const out = new Map<PdfImportLine, PdfImportLine>();
  for (const s of sections) {
    if (!ENTRY_SECTIONS.has(s.kind) || s.lines.some((l) => BULLET.test(l.parts[0] ?? ''))) continue;
    const left = Math.min(...s.lines.map((l) => l.x));
    let prev: PdfImportLine | undefined;
    for (const line of s.lines) {
      const indented = line.x > left + 6 && !line.bold;
      if (!indented) {
        prev = undefined;
        continue;
      }
      const wraps =
        prev &&
        Math.abs(prev.x - line.x) < 1 &&
        line.page === prev.page &&
        /^\p{Ll}/u.test(line.text) &&
        !/[.!?:]$/.test(prev.text);
      out.set(
        line,
        wraps
          ? { ...line, x: line.x + 2 }
          : { ...line, text: `• ${line.text}`, parts: [`• ${line.parts[0] ?? ''}`, ...line.parts.slice(1)] },
      );
      prev = line;
    }
  }
  return lines.map((l) => out.get(l) ?? l);
}

/** A PDF line: an ATS line with the right edge of its text, when known (see PdfTextLine). */
export type PdfImportLine = AtsLine & { right?: number };

/**
 * Lines of a list without marks, each item wrapped onto lines of its own in a narrow column ('AWS Certified
 * Solutions' over 'Architect – Associate (2023)'), joined back: a line joins the one above it when it is set at
 * the same left edge and size, at the section's tightest spacing, and its first word would not have fitted at
 * the end of the line above, which does not end an item (a full stop, a bracket, a year), or it starts in lower
 * case or with a bracket. Items on one line, set apart by a
 * wide gap, are items of their own.
 */
export function joinWrappedItems(lines: readonly PdfImportLine[]): string[] {
  if (lines.some((l) => BULLET.test(l.parts[0] ?? ''))) return joinWrappedBullets(lines).map(unmarked).filter(Boolean);
  const gaps = lines
    .slice(1)
    .map((l, i) => (l.page === lines[i]!.page ? l.y - lines[i]!.y : 0))
    .filter((g) => g > 0);
  const tight = Math.min(...gaps, Infinity);
  const edge = Math.max(...lines.map((l) => l.right ?? 0));
  const out: string[] = [];
  let prev: PdfImportLine | undefined;
  for (const line of lines) {
    const first = line.text.split(/\s+/)[0] ?? '';
    const wraps =
      prev &&
      prev.parts.length === 1 &&
      line.parts.length === 1 &&
      line.page === prev.page &&
      Math.abs(line.x - prev.x) < 1 &&
      Math.abs(line.fontSize - prev.fontSize) < 0.3 &&
      line.y - prev.y > 0 &&
      line.y - prev.y <= tight * 1.15 &&
      (/^[\p{Ll}(]/u.test(line.text) ||
        (prev.right !== undefined &&
          !/[.)\d]$/.test(prev.text) &&
          prev.right + (first.length + 1) * 0.5 * line.fontSize > edge));
    if (wraps) out[out.length - 1] = joinWrapped(out.at(-1)!, line.text);
    else out.push(...line.parts);
    prev = line;
  }
  return out.map((t) => t.trim()).filter(Boolean);
}
