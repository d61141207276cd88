import { headingKind } from './headings';
import type { SourceLine } from './types';

// Europass's language grids: a spoken language with its CEFR levels, and the grid's headings and key, which are no
// skills.

/** A row of a language's CEFR grid (Europass): 'ROZUMIENIE ZE SŁUCHU C1', 'Reading B2', 'Écrire C1'. */
const CEFR_CELL = /^[\p{L}\s()'’-]+\s+([ABC][12])$/u;

/** The levels a row of a CEFR grid gives ('C1', 'B2'), when every item of the row is a cell of one. */
export function cefrLevels(items: readonly string[]): string[] | undefined {
  const levels = items.map((i) => i.match(CEFR_CELL)?.[1]);
  return levels.length && levels.every(Boolean) ? [...new Set(levels as string[])] : undefined;
}

const CEFR = /^[ABC][12]$/;
/** Under the old Europass grid: its key to the levels and the framework it names ('Niveles: A1/A2: …'). */
const GRID_KEY =
  /^\(?\*\)?$|^(?:niveles|levels|niveaux|niveau|livelli|níveis|stufen|poziomy)\s*:|marco común europeo|marco europeo común|common european framework|cadre européen commun|quadro comune europeo|gemeinsamen europäischen referenzrahmen|quadro europeu comum|europejski system opisu/iu;

/** 'inglés' | 'B2' | 'B2' | 'B1' | 'B1' | 'B2': the old Europass grid's row, the language in its first cell. */
const isRow = (l: SourceLine) =>
  l.parts.length >= 3 && /\p{L}{2}/u.test(l.parts[0]!.text) && l.parts.slice(1).every((p) => CEFR.test(p.text));

/** 'B2' | 'C1' | 'B2' | 'B2' | 'B2' under 'inglés' alone: the grid's row as Word keeps it, the language a row above. */
const isLevelsUnderName = (l: SourceLine, above: SourceLine | undefined) =>
  l.parts.length >= 3 &&
  l.parts.every((p) => CEFR.test(p.text)) &&
  !!above &&
  above.parts.length === 1 &&
  /^\p{L}[\p{L} ]*$/u.test(above.text);

/**
 * 'C1' | 'Usuario' | 'C1' | 'Usuario' …: the LaTeX europecv class's row, each level beside the first word of its
 * name ('Usuario competente' wrapped over lines), the language set alone in its own cell a little lower or higher.
 */
const isLevels = (l: SourceLine) =>
  l.parts.length >= 6 &&
  l.parts.every((p, k) => (k % 2 === 0 ? CEFR.test(p.text) : /^\p{L}+$/u.test(p.text) && !CEFR.test(p.text)));

/** The language of a europecv row: the line beside it alone in a cell left of its levels. */
function nameOf(lines: readonly SourceLine[], i: number): SourceLine | undefined {
  const levels = lines[i]!;
  return [lines[i - 1], lines[i + 1]].find(
    (l) =>
      !!l &&
      l.parts.length === 1 &&
      l.box.page === levels.box.page &&
      l.box.x + l.box.w < levels.parts[0]!.x &&
      Math.abs(l.box.y - levels.box.y) < levels.size * 1.5 &&
      /^\p{L}[\p{L} ]*$/u.test(l.text),
  );
}

/**
 * A language grid as a PDF gives it, read as each language with its levels ('inglés (B2, B1)'); the grid's column
 * headings above the first row ('COMPRENDER', 'Comprensión auditiva' … wrapped over lines), the levels' names
 * wrapped under a row ('competen-' / 'te') and the key below the last row are no skills.
 */
export function languageGrid(lines: readonly SourceLine[]): { rows: Map<number, string>; skip: Set<number> } {
  const rows = new Map<number, string>();
  const skip = new Set<number>();
  const levelsOf = (parts: readonly { text: string }[]) => [...new Set(parts.map((p) => p.text))].join(', ');
  for (const [i, l] of lines.entries()) {
    if (isRow(l)) rows.set(l.id, `${l.parts[0]!.text} (${levelsOf(l.parts.slice(1))})`);
    const name = isLevels(l) ? nameOf(lines, i) : isLevelsUnderName(l, lines[i - 1]) ? lines[i - 1] : undefined;
    if (name) {
      rows.set(l.id, `${name.text} (${levelsOf(isLevels(l) ? l.parts.filter((_, k) => k % 2 === 0) : l.parts)})`);
      skip.add(name.id);
    }
  }
  const at = lines.map((l) => rows.has(l.id));
  const first = at.indexOf(true);
  if (first < 0) return { rows, skip };
  // The column headings: short words without commas or digits, up to the label row that opens the grid.
  for (let i = first - 1; i >= 0 && i >= first - 10; i--) {
    const l = lines[i]!;
    if (/[,\d:]/.test(l.text) || l.parts.some((p) => p.text.split(/\s+/).length > 3)) break;
    skip.add(l.id);
    if (headingKind(l.text)?.kind === 'languages' || /^(?:otros idiomas|other languages?)$/iu.test(l.text)) break;
  }
  // Under a row: the names of its levels wrapped in their cells ('competen-' / 'te'), a word a cell right of the
  // languages; under the last: the grid's key.
  const cells = Math.min(...lines.filter((l) => rows.has(l.id)).map((l) => l.parts[isRow(l) ? 1 : 0]!.x));
  for (const l of lines.slice(first + 1)) {
    if (rows.has(l.id) || skip.has(l.id)) continue;
    const wrapped = l.parts.every((p) => p.x >= cells - 3 && /^\p{L}[\p{L}-]*$/u.test(p.text));
    if (!wrapped && !GRID_KEY.test(l.text)) break;
    skip.add(l.id);
  }
  // (The key under the last row after a certificate noted under it: 'First Certificate in English (FCE)'.)
  for (const l of lines.slice(first + 1)) if (GRID_KEY.test(l.text)) skip.add(l.id);
  return { rows, skip };
}
