import { headingKind } from './headings';
import { partsText } from './plain-items';
import type { SourceLine } from './types';

const CAPITALS = /^[\p{Lu}\s&/-]+$/u;
const named = (text: string) => (headingKind(text)?.cover ?? 0) >= 1;
/**
 * Or a word a line in title case, flush left or right in a margin (res.cls's 'Bilgisayar' over 'Becerileri'), read
 * only as a whole name's two words.
 */
const WORDS = /^\p{Lu}\p{Ll}+\n\p{L}\p{Ll}+$/u;

/**
 * A heading in a table's narrow label column that Word broke inside its word, the cell's first line beside the
 * section's first line ('EXPERIENC' | 'Senior Brand Marketing Manager, …' over 'E' | 'Jan 2019 - Present'), or
 * between its words ('WORK' | … over 'EXPERIENCE' | …): the heading whole in the first line's cell, the second line
 * without it. Only where the two together name a section and the cell's first line names none alone, or names one
 * but its word broke (the rest naming none).
 */
export function joinBrokenHeadingCells(lines: readonly SourceLine[]): SourceLine[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const [line, next] = [out[i]!, out[i + 1]!];
    const [cell, rest] = [line.parts[0], next.parts[0]];
    if (
      !cell ||
      !rest ||
      line.parts.length < 2 ||
      line.box.page === 0 ||
      next.box.page !== line.box.page ||
      next.box.y <= line.box.y ||
      next.box.y - line.box.y > line.size * 2 ||
      (Math.abs(cell.x - rest.x) > 2 && Math.abs(cell.right - rest.right) > 2) ||
      cell.bold !== rest.bold ||
      !(
        (CAPITALS.test(cell.text) && CAPITALS.test(rest.text)) ||
        (WORDS.test(`${cell.text}\n${rest.text}`) && !named(cell.text))
      )
    )
      continue;
    const alike = Math.abs(cell.size - rest.size) <= 0.3;
    // (A word's rest in small capitals is smaller than the capital it broke from: 'CERTIFICATION' over 'S'.)
    const smallCaps = rest.size < cell.size && rest.size >= cell.size * 0.7;
    // A cell that names a section alone is whole unless the word broke inside, the rest naming nothing
    // ('CERTIFICATION' | … over 'S' | …).
    const alone = named(cell.text);
    const whole = [
      ...((alike || smallCaps) && !(alone && named(rest.text)) ? [`${cell.text}${rest.text}`] : []),
      ...(alike && !alone ? [`${cell.text} ${rest.text}`] : []),
    ].find(named);
    if (!whole) continue;
    const parts = [{ ...cell, text: whole, right: Math.max(cell.right, rest.right) }, ...line.parts.slice(1)];
    const left = next.parts.slice(1);
    // (A cell alone on its line is read: it goes where joined lines go, none of the sections'.)
    out[i] = { ...line, parts, text: partsText(parts), ...(left.length ? {} : { joined: [line.id, next.id] }) };
    const right = next.box.x + next.box.w;
    if (left.length)
      out[i + 1] = {
        ...next,
        parts: left,
        text: partsText(left),
        box: { ...next.box, x: left[0]!.x, w: right - left[0]!.x },
      };
    else out.splice(i + 1, 1);
  }
  return out;
}

/**
 * A section's name in lenticular brackets before its text on one line ('【特技】Excel(VLOOKUP・ピボットテーブル)、
 * Salesforce、Tableau', a 履歴書's free box): the bracketed name a cell of its own, as a table's label cell is, the
 * text the next.
 */
export function bracketedHeadingCells(lines: readonly SourceLine[]): SourceLine[] {
  return lines.map((line) => {
    const m = /^(【[^【】]{1,20}】)\s*(\S.*)$/u.exec(line.text);
    if (!m || line.parts.length !== 1 || !named(m[1]!)) return line;
    const part = line.parts[0]!;
    // (Where the text starts, by its share of the characters: the bracketed name is set in full-width ones.)
    const at = part.x + ((part.right - part.x) * m[1]!.length) / Math.max(1, line.text.length);
    const parts = [
      { ...part, text: m[1]!, right: at },
      { ...part, text: m[2]!, x: at },
    ];
    return { ...line, parts, text: partsText(parts) };
  });
}
