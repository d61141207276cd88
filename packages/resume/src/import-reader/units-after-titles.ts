import type { Piece } from './entries';
import { companyScore, titleScore } from './lexicon';

/** An office or department's name at a piece's start: 'Ufficio Acquisti', 'Reparto Qualità', 'Department of …'. */
const UNIT_START =
  /^(?:ufficio|reparto|dipartimento|direzione|area|department|departamento|servicio|abteilung|bereich|service|direction|team)\s+\p{Lu}/iu;

/**
 * A unit after the title's dash, before the employer's comma ('Stage – Ufficio Acquisti, Brembo S.p.A., Curno (BG)',
 * moderncv's title and employer on one line): the unit goes with the title, the employer and its place on their own.
 */
export function unitsAfterTitles(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const p of pieces) {
    const before = out.at(-1);
    const [unit, ...rest] = p.text.split(/,\s+/u);
    if (
      before &&
      before.line === p.line &&
      p.dash &&
      UNIT_START.test(unit!) &&
      rest.length &&
      companyScore(rest[0]!) > 0 &&
      titleScore(before.text) > 0
    ) {
      out[out.length - 1] = { ...before, text: `${before.text} ${p.dash} ${unit}` };
      out.push({ ...p, text: rest.join(', '), dash: undefined });
    } else out.push(p);
  }
  return out;
}
