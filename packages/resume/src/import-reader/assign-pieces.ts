import { isKnownCity } from './cities';
import { looksLikePlace, looksLikeStreet } from './places';
import { cutPieces } from './cut-pieces';
import type { Piece } from './entries';
import { jobPiecesOf } from './job-pieces';
import { schoolPiecesOf } from './school-segments';
import { GRADE, headerLabel, isFieldLabel } from './entry-labels';
import { lineLabel, namesDegree } from './line-label';
import { capitalisedShare, companyScore, degreeScore, nameWords, schoolScore, titleScore } from './lexicon';

// Which of an entry header's pieces is the title and which the company (or the school and the degree), and which
// names a place: by the words each holds, by the order they come in when the words say nothing.

/** Words after a school's name that say what became of it ('卒業' graduated, '入学' enrolled). */
const SCHOOL_TAIL = /\s*(?:卒業|入学|修了|中退|졸업|입학)$/u;

/** Honours said alone on a school's line ('With Honors', 'Cum Laude'): no degree. */
const HONOURS_ALONE = /^(?:with (?:high(?:est)? )?hono(?:u)?rs|(?:summa |magna )?cum laude|with distinction)$/iu;

export interface Assigned {
  first: Piece | undefined;
  second: Piece | undefined;
  place: Piece | undefined;
  /** The pieces beside the second on its line that became no field ('Ph.D.' | 'Chemical Engineering'). */
  after?: Piece[];
  /** The pieces nothing above holds ('…, Bilbao, Matrícula de Honor en Econometría', a cventry's grade field). */
  unplaced?: Piece[];
  /** A school's grade from a column of its own ('Percentage/CGPA' | '7.84 CGPA'). */
  score?: Piece;
  /** How sure the assignment of first and second is: the words agreed, or only their order did. */
  confidence: number;
}

/** Letters only Vietnamese writes among the languages read. */
const VIETNAMESE = /[ăắằẳẵặơớờởỡợưứừửữựđảẩẫạậẹẻẽếềểễệỉịọỏốồổỗộủụỳỵỷỹ]/iu;

/**
 * Which pieces of a header are the title and the company (or the school and the degree): the one whose words
 * say so, else the first two in order; a place is a piece that reads as one ('Austin, TX', 'Köln').
 */
export function assign(given: Piece[], school: boolean): Assigned {
  const pieces = school ? schoolPiecesOf(given) : jobPiecesOf(given);
  // A job's title or employer is a name, not a sentence ('Reporting to the VP of Product with a team of four
  // analysts' under the header stays the job's text); a degree's name may run longer.
  // (A longer one in title case names an employer inside another: 'Smith Lab, School of Life Sciences, Arizona State
  // University'.)
  // (Vietnamese writes each syllable apart: 'Công ty Cổ phần Nông sản Xuất khẩu Phương Nam' is a name of ten.)
  // (Counted after a field's label: 'Puesto: Docente frente a grupo (3.º y 5.º grado)' names a title of eight.)
  const most = (text: string) => (VIETNAMESE.test(text) ? 16 : 8);
  const valueWithoutLabel = (p: Piece) => headerLabel(p.text, school)?.value ?? p.text;
  const names = school
    ? pieces
    : pieces.filter(
        (p) =>
          valueWithoutLabel(p).split(/\s+/).length <= most(p.text) ||
          (nameWords(p.text).length <= 12 && capitalisedShare(p.text) === 1),
      );
  // A piece after its field's label is that field as written, and is not cut at its commas.
  const labels = new Map<Piece, 'first' | 'second'>();
  const read = (names.length ? names : pieces).map((p) => {
    // (A school's labels are left alone: 'Abschluss: Note 1,3' gives a grade, not the degree.)
    const l = school ? undefined : headerLabel(p.text, school);
    // (A title with its unit reads as the title, whatever the unit's words: 'Medical ICU'.)
    if ((p as { unitOfTitle?: boolean }).unitOfTitle) labels.set(p, 'first');
    if (!l) return p;
    const q = { ...p, text: l.value };
    labels.set(q, l.role);
    return q;
  });
  const all = [
    ...read.filter((p) => labels.has(p)),
    ...cutPieces(
      read.filter((p) => !labels.has(p)),
      school,
    ),
  ].sort((p, q) => p.order - q.order);
  const labelled = (role: 'first' | 'second') => [...labels].find(([, r]) => r === role)?.[0];
  const isA = school ? schoolScore : titleScore;
  const isB = school ? degreeScore : companyScore;
  // A capitalised word is a job's place ('Köln'); a school's is a town known as one, as its line's other capitalised
  // words name its field ('Boğaziçi Üniversitesi, İşletme, Lisans').
  // (Not when another piece names the place: 'Chicago, IL' beside the dates makes 'Morningstar' the employer.)
  const placed = all.some((p) => (p as { place?: boolean }).place === true || /,\s*\p{Lu}{2}$/u.test(p.text));
  const place = (p: Piece, i: number) =>
    (p as { place?: boolean }).place === true ||
    (i > 0 &&
      (looksLikePlace(p.text) ||
        (!school && !placed && /^[\p{Lu}][\p{L}\p{M}.-]+(?:,\s*[\p{Lu}]{2})?$/u.test(p.text)) ||
        // A school's town in its own cell at the line's end ('University of Warwick' | 'Coventry').
        (school &&
          !!p.apart &&
          all.some((q) => q !== p && q.line === p.line && schoolScore(q.text)) &&
          /^[\p{Lu}][\p{L}\p{M}.'’-]+(?: [\p{Lu}][\p{L}\p{M}.'’-]+)?$/u.test(p.text))) &&
      !isA(p.text) &&
      !isB(p.text));
  // (A school's grade after its label is read as its score, and names neither: 'Diploma Notu: 88,40'.)
  const gradeOnly = (p: Piece) => school && ` ${p.text}`.replace(GRADE, '').replace(/[\s,;.]+/gu, '') === '';
  const named = all.filter((p, i) => !((p as { place?: boolean }).place || (i >= 2 && place(p, i)) || gradeOnly(p)));
  let a = school
    ? (named.find((p) => isA(p.text) && !isB(p.text)) ?? named.find((p) => isA(p.text)))
    : named.find((p) => isA(p.text) && !isB(p.text));
  // (A degree named as written before one after a label of another field: 'Nivel: Posgrado / Especialización'.)
  // (A degree before its field after a colon is written alone: 'Bachelor of Science: Health Care Administration'.)
  const labelOf = (p: Piece) => {
    const label = lineLabel(p.text, { longest: 30 });
    return label !== undefined && !namesDegree(label) ? label : undefined;
  };
  const unlabelledFirst = (list: Piece[]) => [
    ...list.filter((p) => labelOf(p) === undefined),
    ...list.filter((p) => labelOf(p) !== undefined),
  ];
  let b = unlabelledFirst(named).find((p) => p !== a && isB(p.text) && !(school ? false : isA(p.text)));
  // A school's degree after a label of another field gives way to the piece written alone ('Ingeniería Industrial'
  // under 'Nivel: Universitario / Profesional').
  const label = b && labelOf(b);
  if (school && b && label && !isFieldLabel(label)) b = named.find((p) => p !== a && !/[:：]/u.test(p.text)) ?? b;
  const initials = (p: Piece) => /^\p{Lu}{2,8}$/u.test(p.text) && !isKnownCity(p.text);
  let confidence = 0.9;
  if (!a && !b) {
    [a, b] = [named[0], named[1]];
    confidence = 0.6;
  } else if (!a)
    // (Not a town between the employer and the title: 'Mercadona, S.A. · Valencia' over 'Prácticas de mantenimiento'.)
    a = named.find((p) => p !== b && (school || !place(p, 1))) ?? named.find((p) => p !== b);
  else if (!b) {
    const title = a;
    // A school's town is no degree ('МГУ им. М.В. Ломоносова, Москва' over the faculty on a line of its own).
    b = named.find(
      (p) =>
        p !== title &&
        // (Nor a town set flush right beside the title: 'Practicante … | Copacabana, Colombia' over 'Industrias Haceb'.)
        !((p.order > title.order + 1 || !!p.apart) && place(p, 1)) &&
        // (Nor a school's initials after its dash, which are its name's: '… Preparatoria No. 5 – UNAM'.)
        !(school && p.line === title.line && !!p.dash && initials(p)) &&
        !(school && (isKnownCity(p.text) || looksLikeStreet(p.text) || HONOURS_ALONE.test(p.text))),
    );
  }
  // A second piece that reads as a place beside the one the layout set as the place ('London, United Kingdom' under
  // the dates): the employer, its district and all ('The Hoxton, Shoreditch').
  const marked = all.find((p) => (p as { place?: boolean }).place === true);
  if (!b && !school && a && marked)
    b = all.find(
      (p) =>
        p !== a &&
        !(p as { place?: boolean }).place &&
        p.line !== marked.line &&
        p.order > a!.order &&
        looksLikePlace(p.text),
    );
  const [la, lb] = [labelled('first'), labelled('second')];
  if (la || lb) {
    if (la) [a, b] = [la, b === la ? undefined : b];
    if (lb) [b, a] = [lb, a === lb ? undefined : a];
    a ??= named.find((p) => p !== b && !labels.has(p));
    b ??= named.find((p) => p !== a && !labels.has(p));
    // The other field labelled, the line left is one name, its dash and all ('SALLES, SAINZ – GRANT THORNTON').
    const unlabelled = b && !labels.has(b) ? b : a && !labels.has(a) ? a : undefined;
    const next = unlabelled && all.find((p) => p.line === unlabelled.line && p.order > unlabelled.order);
    if (unlabelled && next?.dash && !place(next, 1) && all.filter((p) => p.line === unlabelled.line).length === 2) {
      const whole = { ...unlabelled, text: `${unlabelled.text} ${next.dash} ${next.text}` };
      all.splice(all.indexOf(next), 1);
      all.splice(all.indexOf(unlabelled), 1, whole);
      if (unlabelled === b) b = whole;
      else a = whole;
    }
    confidence = 0.9;
  }
  // A school and its faculty or college after a dash, both named as schools ('University of Minnesota – Carlson
  // School of Management'): one school.
  const faculty = school && a ? all.find((p) => p.line === a!.line && p.order === a!.order + 1) : undefined;
  // So is a school and its initials after a dash ('Servicio Nacional de Adiestramiento en Trabajo Industrial – SENATI'),
  // a school known by its initials and its centre after one ('SENA - Centro de Gestión Administrativa'), and a
  // university and its faculty's initials and town ('Universidad Nacional Autónoma de México (UNAM) - FES Cuautitlán').
  const facultyAt = (p: Piece) => /^\p{Lu}{2,8}\s+\p{Lu}[\p{Ll}\p{M}]+(?:\s+\p{Lu}[\p{Ll}\p{M}]+)?$/u.test(p.text);
  if (
    school &&
    a &&
    faculty?.dash &&
    faculty !== b &&
    ((schoolScore(faculty.text) && schoolScore(a.text)) ||
      initials(faculty) ||
      (facultyAt(faculty) && !!schoolScore(a.text)) ||
      (initials(a) && !!schoolScore(a.text)))
  ) {
    const whole = { ...a, text: `${a.text} ${faculty.dash} ${faculty.text}` };
    all.splice(all.indexOf(faculty), 1);
    all.splice(all.indexOf(a), 1, whole);
    a = whole;
  }
  // (The initials found as the school, the name before their dash: one school.)
  const spelledOut =
    school && a?.dash && initials(a) ? all.find((p) => p.line === a!.line && p.order === a!.order - 1) : undefined;
  if (school && a && spelledOut && spelledOut !== b) {
    const whole = { ...spelledOut, text: `${spelledOut.text} ${a.dash} ${a.text}` };
    all.splice(all.indexOf(a), 1);
    all.splice(all.indexOf(spelledOut), 1, whole);
    a = whole;
  }
  // A degree's specialty after its dash, before the school's comma ('Maestría en Ingeniería – Analítica, Universidad
  // EAFIT'): the degree's, not the school's.
  const specialty =
    school && a?.dash && b && b.line === a.line && b.order < a.order ? /^([^,]+),\s+(.+)$/u.exec(a.text) : null;
  if (specialty && !schoolScore(specialty[1]!) && !degreeScore(specialty[1]!) && schoolScore(specialty[2]!)) {
    // (And the school's town after it: '…, Universidad EAFIT, Medellín'.)
    const town = /^(.+),\s*([^,]+)$/u.exec(specialty[2]!);
    const placed = !!town && looksLikePlace(town[2]!) && schoolScore(town[1]!) > 0;
    const degree = { ...b!, text: `${b!.text} ${a!.dash} ${specialty[1]}` };
    const named = { ...a!, text: placed ? town![1]! : specialty[2]! };
    all.splice(all.indexOf(b!), 1, degree);
    all.splice(all.indexOf(a!), 1, named);
    if (placed) all.push({ ...a!, text: town![2]!, order: a!.order + 0.9, place: true } as Piece);
    [a, b] = [named, degree];
  }
  // A job's title with its dash and what follows, alone on its line, the employer on a line of its own: one title
  // ('**Práctica Profesional – Finanzas**' over '*Empresa | Ciudad*'). (After an employer, a dash is the town's more
  // often, known or not: 'Induveca – La Vega'.)
  const specialtyOf =
    !school && a && b && b.line !== a.line && all.find((p) => p.line === a!.line && p.order === a!.order + 1);
  if (
    a &&
    specialtyOf &&
    specialtyOf.dash &&
    !looksLikePlace(specialtyOf.text) &&
    !isKnownCity(specialtyOf.text) &&
    !all.some((p) => p.line === a!.line && p !== a && p !== specialtyOf)
  ) {
    const whole = { ...a, text: `${a.text} ${specialtyOf.dash} ${specialtyOf.text}` };
    all.splice(all.indexOf(specialtyOf), 1);
    all.splice(all.indexOf(a), 1, whole);
    a = whole;
  }
  // An employer inside another, parted by a dash, its town after both ('Hays CISD – Lehman High School, Kyle, TX'): one
  // employer. (Without a town after them the dash may part the town itself: 'Induveca – La Vega'.)
  const parent =
    !school &&
    a &&
    b?.dash &&
    all.find((p) => p.line === b!.line && p.order === b!.order - 1 && p !== a && !place(p, 1));
  const townAfter =
    !!b && all.some((p) => p.line === b!.line && p.order > b!.order && (p as { place?: boolean }).place);
  if (parent && townAfter) {
    const whole = { ...parent, text: `${parent.text} ${b!.dash} ${b!.text}` };
    all.splice(all.indexOf(b!), 1);
    all.splice(all.indexOf(parent), 1, whole);
    b = whole;
  }
  const rest = all.filter((p) => p !== a && p !== b);
  // (A sentence's full stop after the line's last word is no part of the town's or the school's name: '…, Porta
  // Hnos. S.A., Córdoba.', 'Universidad Tecnológica Nacional, Facultad Regional Córdoba.'.)
  const stop = (p: Piece) => ({ ...p, text: p.text.replace(/(?<=\p{Ll}{2})\.$/u, '') });
  const found = rest.find((p, i) => place(p, i + 1));
  const where = found && stop(found);
  // An employer's branch after a dash, before the town and region on its line ('CHRISTUS Santa Rosa Hospital – Westover
  // Hills, San Antonio, TX'): the employer's name goes on to the town. (Before a region alone, the town: 'Adewale Oni
  // & Co. — Surulere, Lagos'.)
  const branch =
    !school && b && where?.line === b.line
      ? rest.find(
          (p) =>
            p !== found &&
            p.line === b!.line &&
            p.order === b!.order + 1 &&
            p.dash &&
            p.order < where.order &&
            /,\s/u.test(where.text),
        )
      : undefined;
  if (branch) {
    b = { ...b!, text: `${b!.text} ${branch.dash} ${branch.text}` };
    rest.splice(rest.indexOf(branch), 1);
  }
  if (a) a = { ...a, text: a.text.replace(SCHOOL_TAIL, '') };
  if (a && school) a = stop(a);
  // Between the fields around it on the line: 'First Class' after the school and its town is no field of study;
  // 'Boğaziçi Üniversitesi, İşletme, Lisans' has its field between the school and the degree.
  const near = [a, where].filter((p): p is Piece => !!p && !!b && p.line === b.line);
  const from = Math.max(-Infinity, ...near.filter((p) => p.order < b!.order).map((p) => p.order));
  const until = Math.min(Infinity, ...near.filter((p) => p.order > b!.order).map((p) => p.order));
  const after = rest.filter(
    (p) => p !== found && b && p.line === b.line && p.order > from && p.order < until && !/[:：]/u.test(p.text),
  );
  const unplaced = rest.filter((p) => p !== found && !after.includes(p));
  return { first: a, second: b, place: where, after, unplaced, confidence };
}
