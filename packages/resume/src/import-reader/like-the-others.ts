import { unitsOfUniversities } from './academic-units';
import type { Assigned } from './assign-pieces';
import { looksLikePlace } from './places';
import { campusOf } from './place-tails';
import type { Piece } from './entries';
import { IS_LEGAL_FORM, UNIT_HEAD, companyScore, degreeScore, schoolScore, titleScore } from './lexicon';

// The resume's own patterns: how most of its jobs set their pieces says how to read a job that could be read two
// ways. Each rule changes the jobs given.

/** A job's header pieces and how they were assigned (undefined for items before any header). */
export interface ReadJob {
  pieces: readonly Piece[];
  a: Assigned | undefined;
}

/** The jobs read again by the patterns most of them share: their places, their titles, their roles' layout. */
export function likeTheOthers(jobs: readonly ReadJob[]): void {
  const assigned = jobs.flatMap(({ a }) => (a ? [a] : []));
  placesLikeTheOthers(assigned);
  orderLikeTheOthers(assigned);
  titlesLikeTheOthers(assigned);
  rolesLikeTheOthers(jobs);
  linesLikeTheOthers(jobs, (a) => employerOver(a.second!.text, a.first!.text));
  // (An employer read the other way round keeps its town apart as the others do: 'Ocado, Hatfield'.)
  placesLikeTheOthers(assigned);
  unitsOfUniversities(assigned);
}

/**
 * The resume's own pattern: when two or more of its jobs name their town after the employer on one line ('Glovo,
 * Barcelona'), a job whose employer reads 'Mango, Palau-solità i Plegamans' (a town no list holds) ends with its
 * place as well. Changes the jobs given.
 */
function placesLikeTheOthers(jobs: Assigned[]): void {
  const after = jobs.filter(
    (a) => a.place && a.second && a.place.line === a.second.line && a.place.order > a.second.order,
  );
  // (A university's department is no town: 'Universitat Jaume I, Departamento de Química Inorgánica'.)
  const town = (text: string) =>
    !IS_LEGAL_FORM.test(text) &&
    !companyScore(text) &&
    !titleScore(text) &&
    !UNIT_HEAD.test(text) &&
    text.split(/\s+/).length <= 4;
  // Where the others' towns follow a dash ('Cerámicas Azahar, S.A. — Vila-real (Castellón)'), so does this one's: the
  // piece after the employer's dash ('… — Castelló de la Plana').
  const dashed = after.length > 0 && after.every((a) => !!a.place!.dash);
  const townAfter = (a: Assigned) => {
    if (a.place || !a.second) return undefined;
    const next = a.after?.find((p) => p.line === a.second!.line && p.order > a.second!.order);
    if (dashed && next?.dash && a.after!.length === 1 && town(next.text))
      return [next.text, a.second.text, next.text] as const;
    // (A town and its region: 'Alpina Productos Alimenticios, Sopó, Cundinamarca'.)
    const two = a.second.text.match(/^(.+?),\s+([\p{Lu}][\p{L}\p{M}.'’ -]+),\s+([\p{Lu}][\p{L}\p{M}.'’ -]+)$/u);
    if (two && town(two[2]!) && town(two[3]!) && !looksLikePlace(two[1]!))
      return [two[0], two[1], `${two[2]}, ${two[3]}`] as const;
    // (Not a state university's campus: 'University of California, Berkeley'.)
    const m = a.second.text.match(/^(.+?),\s+([\p{Lu}][\p{L}\p{M}.'’ -]+)$/u);
    return m && town(m[2]!) && !campusOf(m[1]!, m[2]!) ? m : undefined;
  };
  const rest = jobs.filter((a) => !after.includes(a));
  // (One known town is enough where the other jobs of three or more end the same way, two in three of them at least:
  // 'DHL Supply Chain, Cuautitlán Izcalli' and 'Kimberly-Clark de México, Ecatepec' beside 'Bayer de México, Ciudad
  // de México'; 'Cdiscount, Cestas' and 'Decathlon, Mérignac' beside 'Geodis, Bordeaux' and 'Lidl, entrepôt de
  // Barbezieux'.)
  const alike = rest.filter((a) => !!townAfter(a)).length;
  if (after.length < 2 && !(after.length === 1 && jobs.length >= 3 && alike >= Math.max(2, (rest.length * 2) / 3)))
    return;
  for (const a of rest) {
    const m = townAfter(a);
    if (!m) continue;
    a.place = { ...a.second!, text: m[2]!, order: a.second!.order + 0.9 };
    a.second = { ...a.second!, text: m[1]! };
    a.after = a.after?.filter((p) => p.text !== m[2]);
  }
}

/**
 * The order the resume's jobs name employer and title in on one line, parted by a dash ('Rappi, Bogotá — Coordinadora
 * de Growth Marketing'): when two or more read the employer first and none the other way but one, that one ('Sancho
 * BBDO, Bogotá — Ejecutiva de Cuentas', where no word told them apart) reads the same way. Changes the jobs given.
 */
function orderLikeTheOthers(jobs: Assigned[]): void {
  const order = (a: Assigned) =>
    a.first && a.second && a.first.line === a.second.line && (a.first.dash || a.second.dash)
      ? a.second.order < a.first.order
        ? 'employer first'
        : 'title first'
      : undefined;
  for (const [usual, odd] of [
    ['employer first', 'title first'],
    ['title first', 'employer first'],
  ]) {
    const others = jobs.filter((a) => order(a) === odd);
    if (jobs.filter((a) => order(a) === usual).length < 2 || others.length !== 1) continue;
    const a = others[0]!;
    if (a.confidence >= 0.9) continue;
    [a.first, a.second] = [a.second, a.first];
  }
}

/**
 * The resume's own pattern again: when two or more jobs read 'Title, Company, Place' on one line, a job whose line
 * has one piece more ('Manager, Customer Success, New Relic, Portland') has a comma in its title, not two companies:
 * the title is what comes before the company, the company the piece before the place. Changes the jobs given.
 */
/** A piece that names a part of the employer before it: 'División El Teniente', 'Department of Surgery'. */
const PART_OF_EMPLOYER = /^(?:division|división|divisão|divisione|department of|departamento de|unidad de|campus)\s/iu;

function titlesLikeTheOthers(jobs: Assigned[]): void {
  const oneLine = (a: Assigned) =>
    !!a.first &&
    !!a.second &&
    !!a.place &&
    a.first.line === a.second.line &&
    a.second.line === a.place.line &&
    a.first.order < a.second.order &&
    a.second.order < a.place.order;
  if (jobs.filter((a) => oneLine(a) && !a.after?.length).length < 2) return;
  for (const a of jobs) {
    const company = a.after?.length === 1 ? a.after[0]! : undefined;
    if (!oneLine(a) || !company || company.order < a.second!.order || company.order > a.place!.order) continue;
    // The piece more may be the place's town ('…, Cencosud S.A., Las Condes, Santiago') or a part of the employer
    // ('…, Codelco, División El Teniente, Rancagua'), not a comma in the title.
    if (PART_OF_EMPLOYER.test(company.text)) {
      a.second = { ...a.second!, text: `${a.second!.text}, ${company.text}` };
      a.after = [];
      continue;
    }
    const town = `${company.text}, ${a.place!.text}`;
    // (A town only after a piece that surely names the employer: 'Cencosud S.A.', not 'Customer Success'.)
    if (
      companyScore(a.second!.text) &&
      !companyScore(company.text) &&
      /^\p{Lu}[\p{L}\p{M}' -]+$/u.test(company.text) &&
      looksLikePlace(town)
    ) {
      a.place = { ...a.place!, text: town, order: company.order };
      a.after = [];
      continue;
    }
    a.first = { ...a.first!, text: `${a.first!.text}, ${a.second!.text}` };
    a.second = company;
    a.after = [];
  }
}

/** An employer's words over a title's, and neither the other's: 'Khoury College of Computer Sciences' / 'Teaching Assistant'. */
const employerOver = (first: string, second: string) =>
  companyScore(first) > 0 && !titleScore(first) && titleScore(second) > 0 && !companyScore(second);

/** How a piece is set: bold, italic. */
const styleOf = (p: Piece) => `${p.bold}|${p.italic}`;

/** A job's header pieces a line at a time, in the order they were written. */
function linesOf(pieces: readonly Piece[]): Piece[][] {
  const lines = new Map<number, Piece[]>();
  for (const p of [...pieces].sort((x, y) => x.order - y.order)) lines.set(p.line, [...(lines.get(p.line) ?? []), p]);
  return [...lines.values()];
}

/**
 * The layout the resume's jobs share, when two or more read alike: the title alone on the header's first line, the
 * employer and its place on the next in another type ('Charge Nurse, Emergency Department' in bold over 'University
 * Hospital, San Antonio, TX' in italics). A job set the same way is read the same way, however many commas its title
 * has ('Registered Nurse II, Emergency Department and Clinical Decision Unit (Observation), Night Shift'); a job set
 * with the title's line alone, right after another, is a second role at that employer (two units under one hospital's
 * line), for the user to confirm. Changes the jobs given.
 */
function rolesLikeTheOthers(jobs: readonly ReadJob[]): void {
  const layout = (pieces: readonly Piece[], a: Assigned | undefined) => {
    const [first, second] = linesOf(pieces);
    if (!a || first?.length !== 1 || !second || a.first?.text !== first[0]!.text) return undefined;
    if (a.second?.line !== second[0]!.line || styleOf(first[0]!) === styleOf(second[0]!)) return undefined;
    return `${styleOf(first[0]!)}/${styleOf(second[0]!)}`;
  };
  const counts = new Map<string, number>();
  for (const { pieces, a } of jobs) {
    const l = layout(pieces, a);
    if (l) counts.set(l, (counts.get(l) ?? 0) + 1);
  }
  const [shared, count] = [...counts].sort((x, y) => y[1] - x[1])[0] ?? [];
  if (!shared || count! < 2) return;
  const [titleStyle, employerStyle] = shared.split('/');
  let before: Assigned | undefined;
  for (const { pieces, a } of jobs) {
    const [first, second, ...more] = linesOf(pieces);
    const set =
      a &&
      !layout(pieces, a) &&
      first?.length === 1 &&
      styleOf(first[0]!) === titleStyle &&
      !more.length &&
      (second ? styleOf(second[0]!) === employerStyle : !!before?.second) &&
      // (Unless its words say the lines hold them the other way round: 'Khoury College of Computer Sciences' in bold
      // over 'Undergraduate Teaching Assistant'.)
      !(second && employerOver(first[0]!.text, second.map((p) => p.text).join(', ')));
    if (set) {
      a.first = first[0]!;
      if (second) {
        const [employer, ...place] = second
          .map((p) => p.text)
          .join(', ')
          .split(/,\s+/u);
        a.second = { ...second[0]!, text: employer! };
        a.place = place.length ? { ...second[0]!, text: place.join(', '), order: second[0]!.order + 0.9 } : undefined;
      } else {
        a.second = before!.second;
        a.place = before!.place;
        a.confidence = Math.min(a.confidence, 0.6);
      }
      a.after = [];
      a.unplaced = [];
    }
    before = a;
  }
}

/**
 * The order the resume's entries give their two fields a line each in, told by their type: when two or more read
 * the second field's line first (a job's employer, a school's degree) and none but one the other way, in the same two
 * types ('Rede Tingui Supermercados' over 'Estagiário em Inteligência de Mercado' in bold, as LinkedIn sets every
 * company over its role), that one reads the same way, unless its words surely say it reads as it is. Changes the
 * entries given.
 */
export function linesLikeTheOthers(entries: readonly ReadJob[], surelyRead: (a: Assigned) => boolean): void {
  const shape = ({ pieces, a }: ReadJob) => {
    const [first, second] = linesOf(pieces);
    if (!a?.first || !a.second || first?.length !== 1 || second?.length !== 1) return undefined;
    const [top, under] = [first[0]!, second[0]!];
    if (styleOf(top) === styleOf(under)) return undefined;
    const styles = `${styleOf(top)}/${styleOf(under)}`;
    // (With its place after it: 'Caffè Nero, Nottingham' over 'Part-time Barista'.)
    const secondOn = (line: Piece) =>
      a.second!.text === line.text || (!!a.place && `${a.second!.text}, ${a.place.text}` === line.text);
    if (secondOn(top) && a.first.text === under.text) return { a, styles, secondFirst: true };
    if (a.first.text === top.text && secondOn(under)) return { a, styles, secondFirst: false };
    return undefined;
  };
  const shapes = entries.flatMap((e) => shape(e) ?? []);
  for (const secondFirst of [true, false]) {
    for (const styles of new Set(shapes.map((s) => s.styles))) {
      const alike = shapes.filter((s) => s.styles === styles);
      const usual = alike.filter((s) => s.secondFirst === secondFirst);
      const odd = alike.filter((s) => s.secondFirst !== secondFirst);
      if (usual.length < 2 || odd.length !== 1) continue;
      const a = odd[0]!.a;
      // ('Analista de Business Intelligence' over 'Cooperativa Agroindustrial' is read as it is.)
      if (surelyRead(a)) continue;
      [a.first, a.second] = [a.second, a.first];
    }
  }
}

/** A school read as its words surely say, its name's line and its degree's: 'Universidad de Sevilla' / 'Grado en Derecho'. */
export const surelySchool = (a: Assigned): boolean =>
  !!a.first &&
  !!a.second &&
  schoolScore(a.first.text) > 0 &&
  !degreeScore(a.first.text) &&
  degreeScore(a.second.text) > 0 &&
  !schoolScore(a.second.text);
