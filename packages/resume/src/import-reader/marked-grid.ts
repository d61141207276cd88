import { isLevel } from './skill-levels';
import { namesSpoken } from './skill-lists';
import { centre } from './head-row';
import type { SourceLine } from './types';

/** A cell that marks a level: a cross or a tick. */
const MARK = /^[xX✓✔✗✘●•■☒☑]$/u;

/** A row of a marked grid: its skill or language, with the level its mark stands under. */
export interface MarkedRow {
  name: string;
  level: string;
  /** It names a spoken language ('Inglés'), not a program. */
  spoken: boolean;
}

/**
 * A grid of levels marked with crosses, as Latin American forms set languages and office software ('Idioma /
 * Programa' | 'Básico' | 'Intermedio' | 'Avanzado', then 'Inglés' | 'X' under one of them): each row's name with the
 * level whose column its mark stands in. The head row is read and placed nowhere.
 */
export function markedGrid(lines: readonly SourceLine[]): { rows: Map<number, MarkedRow>; skip: Set<number> } {
  const rows = new Map<number, MarkedRow>();
  const skip = new Set<number>();
  let levels: SourceLine['parts'] | undefined;
  for (const l of lines) {
    const [first, ...rest] = l.parts;
    if (rest.length >= 2 && rest.every((p) => isLevel(p.text))) {
      levels = rest;
      skip.add(l.id);
      continue;
    }
    const mark = rest.length === 1 && MARK.test(rest[0]!.text.trim()) ? rest[0]! : undefined;
    if (!levels || !first || !mark || mark.x < first.right) {
      levels = undefined;
      continue;
    }
    // (A Word table's row names the cell each part stands in; a page, where it stands.)
    const level =
      mark.cell !== undefined
        ? levels.find((p) => p.cell === mark.cell)
        : levels.reduce((best, p) =>
            Math.abs(centre(p) - centre(mark)) < Math.abs(centre(best) - centre(mark)) ? p : best,
          );
    if (!level) continue;
    rows.set(l.id, { name: first.text, level: level.text, spoken: namesSpoken(first.text) });
  }
  return { rows, skip };
}
