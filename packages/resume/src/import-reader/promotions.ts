import { findDates, isOnlyDates } from './dates';
import type { Assigned } from './assign-pieces';
import type { Entry, Piece } from './entries';
import type { SourceLine } from './types';
import type { EntryDates } from './collected';
import { piecesOf } from './header-pieces';
import { companyScore, titleScore } from './lexicon';
import { looksLikePlace } from './places';
import { headerLabel, saysOfEmployer } from './entry-labels';
import { labelledDetail } from './line-label';

/**
 * Several roles held at one employer, as resumes show a promotion: the employer on a line of its own, then each role
 * with its own bullets, either on one dated line ('NATIONWIDE | Columbus, OH', 'Director, Claims | Mar 2020 –
 * Present', …, 'Senior Manager, Claims | Jan 2017 – Feb 2020', …) or over a few lines in a style of its own
 * (LinkedIn's 'Telefónica', then 'Analista de datos sénior' in bold, its dates, its place; then the next role's
 * title, dates and place). Each role is a job at that employer.
 */
export interface Employer {
  company: Piece;
  place: Piece | undefined;
  /** The first role's title line: the next roles' are set like it. */
  role: SourceLine;
  /** The employer's line: no line of a next role is set like it. */
  line: SourceLine;
  /** How many lines the first role's part of the entry has: a next role has at most one more (a place). */
  roleLines: number;
  /** The employer line's dates, a first role's when it has none of its own. */
  dates?: EntryDates;
}

// (Without its dates in a part of their own: a title in bold may have them in bold or not, 'Chief Operating Officer' |
// '2021 – Present' and 'Senior Vice President, Supply Chain' | '2018 – 2021' typed apart by one hand.)
const styleOf = (l: SourceLine) => (l.parts.length === 2 && isOnlyDates(l.parts[1]!.text) ? l.parts[0]! : l);
const sameStyle = (a: SourceLine, b: SourceLine) =>
  styleOf(a).bold === styleOf(b).bold && styleOf(a).italic === styleOf(b).italic && Math.abs(a.size - b.size) < 0.3;

/** The employer an entry names on an undated line of its own above its first role (with dates), if it does. */
export function employerOf(e: Entry, a: Assigned): Employer | undefined {
  const [first, ...rest] = e.header;
  if (!first || !rest.length || findDates(first.text) || !rest.some((l) => findDates(l.text))) return undefined;
  // (The employer's line names no title: 'Title | Employer, City |' over its dates is one role's header.)
  if (a.second?.line !== first.id || a.first?.line === first.id) return undefined;
  // The title on the dated line, or on a line of its own set apart from the employer's.
  const role = rest.length === 1 ? rest[0] : rest.find((l) => l.id === a.first?.line);
  if (!role || (rest.length > 1 && sameStyle(role, first))) return undefined;
  return {
    company: a.second,
    // (On the employer's line, or on one of its own between it and the role's: 'Sahlgrenska Universitetssjukhuset' /
    // 'Göteborg' / the role.)
    place: a.place && a.place.line !== role.id ? a.place : undefined,
    role,
    line: first,
    roleLines: rest.length,
  };
}

/**
 * Whether an entry is one more role at `employer`: with dates, its first line set like the first role's title, no line
 * set like the employer's, and no more lines than the first role had but a place.
 */
export function isNextRole(e: Entry, employer: Employer | undefined): employer is Employer {
  const [line] = e.header;
  // (A detail after its label under the role's line is no line of its header: '所属：東京支店 営業二課', the unit.)
  const header = e.header.filter((l, i) => i === 0 || !labelledDetail(l.text));
  return (
    !!employer &&
    !!line &&
    header.length <= (employer.roleLines === 1 ? 1 : employer.roleLines + 1) &&
    (e.header.some((l) => findDates(l.text)) || line === employer.role) &&
    sameStyle(line, employer.role) &&
    (employer.roleLines === 1 || !e.header.some((l) => sameStyle(l, employer.line)))
  );
}

/** A next role's fields: its first line is the title whole ('Senior Manager, Claims Operations'), at the employer. */
export function roleAt(employer: Employer, pieces: readonly Piece[]): Assigned {
  // (The title as written after its label: '【職種】バックエンドエンジニア'.)
  const [title, place] = pieces;
  const value = title && headerLabel(title.text, false)?.value;
  const first = title && value ? { ...title, text: value } : title;
  return { first, second: employer.company, place: place ?? employer.place, confidence: 0.9 };
}

const inCapitals = (text: string) => /\p{Lu}{2}/u.test(text) && text === text.toUpperCase();

/**
 * An employer on a dated line of its own, nothing under it but what it says of the employer, over a role's dated line that names a title and no
 * employer ('SEALED AIR CORPORATION, Charlotte, NC   2016 – Present' over 'Vice President of Sales, North America
 * 2020 – Present'): the roles' employer, the whole span its own.
 */
export function datedEmployer(e: Entry, a: Assigned, next: Entry | undefined): Employer | undefined {
  const [line, ...about] = e.header;
  const role = next?.header[0];
  // (Or a description of the employer in italics, as executives' resumes set one under its name: 'Privately held
  // maker of frozen foods … with $2.4B in revenue'.)
  const aboutEmployer = (l: SourceLine) => saysOfEmployer(l.text) || (l.italic && !l.bold);
  if (!line || !role || e.bullets.length || ![...about, ...e.paragraphs].every(aboutEmployer)) return undefined;
  // (The first role's title may go undated, in bold: the employer's span is its.)
  if (!findDates(line.text) || (!findDates(role.text) && !role.bold)) return undefined;
  // (A line that names a title and its employer is a whole job: 'District Manager, Target Corporation, Minneapolis,
  // MN (2009-2013)' over 'Store Manager, Kohl's, Paramus, NJ (2006-2009)', an earlier career's one-line jobs.)
  const onLine = (p: Piece | undefined) => !!p && p.line === line.id;
  if (onLine(a.first) && onLine(a.second) && titleScore(a.first!.text) && !companyScore(a.first!.text))
    return undefined;
  // (Named by a company's word, or in capitals as employers are set over their roles: 'ALLISON TRANSMISSION'.)
  // (On the dated line: an employer under a title and its dates, 'Smith Lab, …, Arizona State University' in italics,
  // is a job's, not a description of one.)
  const named = [a.first, a.second].find(
    (p) => !!p && p.line === line.id && (companyScore(p.text) || inCapitals(p.text)) && !titleScore(p.text),
  );
  // (Or by its town after a dash, as no title is written: 'Arca Continental – Monterrey, N.L.'.)
  const dated = findDates(line.text)!;
  const before = line.text.slice(0, dated.index).trim();
  const town = before.match(/^(.+?)\s+[–—-]\s+(.+)$/u);
  const byTown =
    !named && a.first && town && looksLikePlace(town[2]!) && !titleScore(town[1]!) && !findDates(town[2]!)
      ? { company: { ...a.first, text: town[1]! }, place: { ...a.first, text: town[2]!, order: a.first.order + 0.9 } }
      : undefined;
  const company = named ?? byTown?.company;
  const { pieces } = piecesOf(next!.header.slice(0, 1));
  // (A title may name its unit after a comma: 'Group Leader, Paint Department'.)
  const titled = (p: Piece) => !!titleScore(p.text.split(/,\s*/u)[0]!);
  if (!company || !pieces.length || pieces.some((p) => companyScore(p.text) && !titled(p)) || !titled(pieces[0]!))
    return undefined;
  return { company, place: byTown?.place ?? a.place, role, line, roleLines: 1, dates: piecesOf([line]).dates };
}

/**
 * A role on a dated line of its own that names a title and nothing else, set like the line of the job above it
 * ('Senior Buyer, Lowe’s Companies, Inc. — Mooresville, NC  03/2017 – 12/2018', its items, then 'Buyer  06/2014 –
 * 02/2017'): an earlier or later role at that job's employer, as a promotion is typed.
 */
export function roleAfterRole(
  e: Entry,
  pieces: readonly Piece[],
  above: { e: Entry; a: Assigned | undefined } | undefined,
): Employer | undefined {
  const [line] = e.header;
  const aboveLine = above?.e.header[0];
  if (!line || e.header.length !== 1 || pieces.length !== 1 || !findDates(line.text)) return undefined;
  if (!titleScore(pieces[0]!.text) || companyScore(pieces[0]!.text)) return undefined;
  // (The job above named its title, employer and dates on that one line, as the role names its own.)
  if (!above?.a?.first || !above.a.second || !aboveLine || above.e.header.length !== 1) return undefined;
  if (above.a.first.line !== aboveLine.id || above.a.second.line !== aboveLine.id || !findDates(aboveLine.text))
    return undefined;
  if (!sameStyle(line, aboveLine)) return undefined;
  return { company: above.a.second, place: above.a.place, role: line, line: aboveLine, roleLines: 1 };
}

/**
 * A role whose employer's cell is left blank, its line opening with the bar that parts the two ('| Graduate Data
 * Scientist' under 'Halden & Moor Insurance | Data Scientist', as Deedy's CV sets a promotion): the job above's
 * employer, the role's place its own.
 */
export function roleUnderBlank(
  e: Entry,
  pieces: readonly Piece[],
  above: { a: Assigned | undefined } | undefined,
): Assigned | undefined {
  const first = e.header[0];
  if (!first || !/^\s*[|·]\s*\p{L}/u.test(first.text) || !above?.a?.second || !pieces.length) return undefined;
  const place = pieces.slice(1).find((p) => looksLikePlace(p.text));
  return { first: pieces[0], second: above.a.second, place: place ?? above.a.place, confidence: 0.85 };
}
