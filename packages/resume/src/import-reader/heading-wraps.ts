import { headingKind } from './headings';
import { joinBrokenHeadingCells, bracketedHeadingCells } from './heading-cells';
import { shortLabel, smallCapsRest, styled } from './heading-looks';
import { joinContinued, onePart } from './line-joins';
import { ENDS_MID_PHRASE } from './lexicon';
import { partsText } from './plain-items';
import type { SourceLine } from './types';

// Headings and label cells wrapped onto a second line, read as one.

/**
 * A heading wrapped in a narrow column ('Aptitudes' over 'principales' in LinkedIn's sidebar): one line again when
 * together its lines are a section's whole name and the second alone names none. The second line's id goes to
 * `furniture` (read, placed nowhere).
 */
export function joinWrappedHeadings(read: readonly SourceLine[], body: number, furniture: Set<number>): SourceLine[] {
  let lines = joinBrokenHeadingCells(bracketedHeadingCells(read));
  // Set like the line above, from its left or right edge (a label column's heading is set flush right), under it.
  const under = (line: SourceLine, next: SourceLine) =>
    line.box.page > 0 &&
    next.box.page === line.box.page &&
    [line, next].every((l) => !l.bullet && l.parts.length === 1 && styled(l, body)) &&
    line.bold === next.bold &&
    (Math.abs(line.size - next.size) < 0.3 || smallCapsRest(line, next)) &&
    (Math.abs(line.box.x - next.box.x) < 3 || Math.abs(line.box.x + line.box.w - (next.box.x + next.box.w)) < 3) &&
    // (Or two lines down: a word processor's line grid sets a heading's lines as far apart as 'DATOS' / 'PERSONALES'.)
    Math.abs(next.box.y - line.box.y) < line.size * 2.8;
  const whole = (text: string) => shortLabel(text) && (headingKind(text)?.cover ?? 0) >= 1;
  // A title line in large type wrapped onto a next line in lower case ('Pablo Herrera Castillo | Ingeniero' / 'de
  // Software'), or after a word no line ends with ('… | Ingeniero de' / 'Software'): one line, never a heading.
  lines = joinContinued(
    lines,
    (line, next) =>
      line.size >= body * 1.6 &&
      Math.abs(line.size - next.size) < 0.3 &&
      next.box.page === line.box.page &&
      next.box.y > line.box.y &&
      next.box.y - line.box.y < line.size * 1.5 &&
      (/^\p{Ll}/u.test(next.text) || ENDS_MID_PHRASE.test(line.text)) &&
      !next.bullet &&
      // (Under the last part it goes on, not under one before it: an address column's second line under its first,
      // 'Calle Ercilla 24, 3.º' | 'Íñigo Echeverría Salazar' over 'izq.', the name's part set on the address's baseline.)
      (line.parts.length === 1 || next.box.x >= line.parts.at(-1)!.x - 3),
    (line, next) => {
      const last = line.parts.at(-1)!;
      const parts = [...line.parts.slice(0, -1), { ...last, text: `${last.text} ${next.text}` }];
      return { ...line, parts, text: partsText(parts) };
    },
  );
  // Three lines first ('Capacidades y' / 'competencias' / 'personales'), whose first two are no heading yet.
  const three: SourceLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const [line, next, after] = [lines[i]!, lines[i + 1], lines[i + 2]];
    const text = next && after ? `${line.text} ${next.text} ${after.text}` : '';
    if (next && after && under(line, next) && under(next, after) && whole(text) && !whole(line.text)) {
      three.push({ ...onePart(line, text), joined: [line.id, next.id, after.id] });
      i += 2;
    } else three.push(line);
  }
  const out = joinContinued(
    three,
    (line, next) => {
      const text = `${line.text} ${next.text}`;
      // The second line may name a section alone when together they name another ('Volunteer' / 'Experience').
      const second = headingKind(next.text);
      return (
        under(line, next) && whole(text) && ((second?.cover ?? 0) < 0.5 || second!.kind !== headingKind(text)!.kind)
      );
    },
    (line, next) => onePart(line, `${line.text} ${next.text}`),
  );
  for (const line of out) line.joined?.slice(1).forEach((id) => furniture.add(id));
  return out;
}

/**
 * A label cell's rest, wrapped under it from the same edge after a line left open ('NOME E INDIRIZZO DEL DATORE DI'
 * / 'LAVORO', 'NOME E TIPO DI ISTITUTO DI ISTRUZIONE O' / 'FORMAZIONE', the old Europass): no heading, however it
 * reads. (A Word paragraph is whole: the line after 'in' | 'linkedin.com/in/…' is no rest of it.)
 */
export function labelCellRests(lines: readonly SourceLine[]): Set<number> {
  return new Set(
    lines
      .filter((l, i) => {
        const above = lines[i - 1];
        return (
          !!above &&
          l.box.page > 0 &&
          l.parts.length === 1 &&
          l.box.page === above.box.page &&
          l.box.y > above.box.y &&
          l.box.y - above.box.y < above.size * 1.7 &&
          (Math.abs(l.box.x - above.box.x) < 3 || Math.abs(l.box.x + l.box.w - above.parts[0]!.right) < 3) &&
          ENDS_MID_PHRASE.test(above.parts[0]!.text) &&
          !/,\s*$/u.test(above.parts[0]!.text)
        );
      })
      .map((l) => l.id),
  );
}
