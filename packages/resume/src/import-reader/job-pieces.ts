import type { Piece } from './entries';
import { headerLabel } from './entry-labels';
import { labelledDetail } from './line-label';
import { EMPLOYMENT_TYPE, isContractKind, titleScore } from './lexicon';
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

/**
 * A job's pieces without a detail after its label on a line after the first, no field's ('Water Resources Modeling
 * Lab; supervisor: Prof. Aisha Benjamin' under 'Postdoctoral Researcher, University of Michigan, Ann Arbor, MI'): the
 * job's text, so that the first line's pieces are read alone.
 */
const withoutDetails = (pieces: Piece[]): Piece[] => {
  const first = pieces[0]?.line;
  const kept = pieces.filter((p) => p.line === first || !labelledDetail(p.text) || !!headerLabel(p.text, false));
  return kept.length ? kept : pieces;
};

/**
 * A job's pieces without how it was held, alone or after its title's comma ('Ingeniero, Contrato indefinido'), or on a
 * line that opens with it, the industry after it ('Festanstellung · Vollzeit · Unternehmensberatung', XING's).
 */
const withoutEmploymentType = (pieces: Piece[]): Piece[] =>
  pieces
    .filter((p) => {
      const [first, second, ...more] = pieces.filter((q) => q.line === p.line).sort((a, b) => a.order - b.order);
      // (Or with the kind of role before it: 'Werkstudent · Teilzeit · Maschinenbau'.)
      const kind =
        EMPLOYMENT_TYPE.test(first!.text.trim()) || (more.length > 0 && EMPLOYMENT_TYPE.test(second!.text.trim()));
      return first === p || !kind;
    })
    // (A contract's kind that might name a title, 'Internship', only where two pieces are left to name the job.)
    .filter(
      (p) =>
        !EMPLOYMENT_TYPE.test(p.text.trim()) &&
        !(isContractKind(p.text) && pieces.filter((q) => q !== p && !(q as { place?: boolean }).place).length >= 2),
    )
    .map((p) => {
      const cut = p.text.match(/^(.+?),\s*([^,]+)$/u);
      return cut && EMPLOYMENT_TYPE.test(cut[2]!.trim()) ? { ...p, text: cut[1]! } : p;
    });

/** A job's header pieces as they are assigned: the employer's profile, how the job was held and details set apart. */
export const jobPiecesOf = (given: Piece[]): Piece[] =>
  withoutDetails(withoutEmploymentType(profileApart(unitsWithTitles(given))));
