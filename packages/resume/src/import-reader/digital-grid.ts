import type { SourceLine } from './types';

// The Europass CV's (2013) digital competence grid, in the languages it was issued in.
const SELF_ASSESSMENT =
  /^(?:autoevaluación|self-assessment|autovalutazione|autoavaliação|selbstbeurteilung|auto-?évaluation)$/iu;
const CAPTION =
  /(?:tabla de autoevaluación|self-assessment grid|griglia di autovalutazione|grelha de autoavaliação|raster zur selbstbeurteilung|grille d'auto-?évaluation|scheda per l['’]autovalutazione)/iu;

/** The grid's own head ('AUTOEVALUACIÓN') right under its caption, as Word keeps the grid's rows: no section's heading. */
export const headsDigitalGrid = (line: SourceLine, above: SourceLine | undefined): boolean =>
  SELF_ASSESSMENT.test(line.text.trim()) && !!above && CAPTION.test(above.text);

/**
 * The lines of a Europass CV's digital competence self-assessment: 'AUTOEVALUACIÓN' beside the label, the five areas'
 * names ('Tratamiento de la información', 'Comunicación', …) over the level the person gave each ('Usuario
 * avanzado'), down to the grid's caption ('Competencias digitales - Tabla de autoevaluación'). No skills: the tools
 * come after it, named in words.
 */
export function digitalGrid(lines: readonly SourceLine[]): Set<number> {
  const start = lines.findIndex((l) => SELF_ASSESSMENT.test(l.text.trim()));
  if (start < 0) return new Set();
  // (A Word document keeps the caption first, in the label's row, then the grid's head and its two rows of cells.)
  if (start > 0 && CAPTION.test(lines[start - 1]!.text)) {
    const rows = lines.slice(start + 1, start + 3).filter((l) => l.parts.length >= 3);
    return new Set([lines[start - 1]!, lines[start]!, ...rows].map((l) => l.id));
  }
  const end = lines.findIndex((l, i) => i > start && CAPTION.test(l.text));
  if (end < 0 || end - start > 12) return new Set();
  return new Set(lines.slice(start, end + 1).map((l) => l.id));
}
