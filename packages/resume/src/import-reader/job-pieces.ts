import type { Piece } from './entries';
import { titleScore } from './lexicon';
import { isKnownCity } from './cities';

// A job's header pieces read apart or together before they are assigned: what they say of the employer, and a
// title's unit.

/**
 * What a job site prints of the employer after its name, in brackets: its trade and its size ('ТОВ «Техносвіт
 * Рітейл», Київ (Роздрібна торгівля, 200–500 співробітників)'). A piece of its own, no part of the name.
 */
const EMPLOYER_PROFILE =
  /\s*\(([^()]*(?:співробітник|працівник|сотрудник|человек|employees|staff|mitarbeiter|beschäftigte|empleados|trabajadores|salariés|dipendenti|funcionários|colaboradores|pracowników|çalışan|werknemers|medewerkers)\p{L}*)\)\s*$/iu;
/**
 * Or its trade alone, in brackets after the town the name's comma gives ('ТОВ «Аудит-Консалт Плюс», Київ (Аудит,
 * бухгалтерські послуги)'): words in lower case or a list, no region of the town.
 */
const TRADE_AFTER_TOWN = /,\s*(\p{Lu}[\p{L}\p{M}'’ -]+?)\s*\(([^()]+)\)\s*$/u;
/** Where the employer's profile starts in a piece's text, and what it says. */
function employerProfile(text: string): { at: number; profile: string } | undefined {
  const sized = EMPLOYER_PROFILE.exec(text);
  if (sized) return { at: sized.index, profile: sized[1]! };
  const trade = TRADE_AFTER_TOWN.exec(text);
  if (!trade || !isKnownCity(trade[1]!) || !/,|\s\p{Ll}/u.test(trade[2]!) || isKnownCity(trade[2]!)) return undefined;
  return { at: text.lastIndexOf('('), profile: trade[2]! };
}

export const profileApart = (pieces: Piece[]): Piece[] =>
  pieces.flatMap((p) => {
    const found = employerProfile(p.text);
    return found && found.at > 0
      ? [
          { ...p, text: p.text.slice(0, found.at).trim() },
          { ...p, text: found.profile.trim(), order: p.order + 0.95 },
        ]
      : [p];
  });

/**
 * A hospital unit after a title's dash ('Charge Nurse – Medical ICU' over 'Grady Health System, Atlanta, GA'): where
 * the nurse works, part of the title, not the employer.
 */
const CLINICAL_UNIT =
  /^(?:(?:medical|surgical|cardiac|cardiovascular|coronary|neuro|neonatal|pediatric|paediatric|trauma|burn)\s+)?(?:icu|nicu|picu|micu|sicu|cvicu|ccu|pacu|er|ed|or|step-?down|telemetry|med-?surg|l&d|labor (?:and|&) delivery|emergency department|emergency room|oncology|dialysis)(?:\s+unit)?$/iu;
/** Or a department named after a title's dash ('Mahasiswa Magang – Departemen PPIC', 'Intern – Department of Finance'). */
const DEPARTMENT_UNIT =
  /^(?:departemen|department|dept\.|departamento|département|dipartimento|abteilung|divisi)\s+\S/iu;
export const unitsWithTitles = (pieces: Piece[]): Piece[] =>
  pieces.reduce<Piece[]>((out, p) => {
    const last = out.at(-1);
    const unit = CLINICAL_UNIT.test(p.text.trim()) || DEPARTMENT_UNIT.test(p.text.trim());
    if (last && last.line === p.line && p.dash && unit && titleScore(last.text) > 0)
      return [...out.slice(0, -1), { ...last, text: `${last.text} ${p.dash} ${p.text}`, unitOfTitle: true }];
    return [...out, p];
  }, []);
