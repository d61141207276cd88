import { isOnlyDates } from './dates';
import { isUpper, markedHeading, setAsCell, shortLabel, styled, labelRow } from './heading-looks';
import { headingKind, withoutCount, withoutFormNote, type SectionKind } from './headings';
import { largerFirst } from './heading-columns';
import { largerThanItsColumn } from './line-gaps';
import { withParts } from './line-joins';
import { LANGUAGE_LABEL } from './skill-lists';
import { titleScore } from './lexicon';
import type { SourceLine, SourcePart } from './types';

export interface FoundHeading {
  kind: Exclude<SectionKind, 'other'>;
  /** The rest of a row whose label cell is the heading: the section's first line. */
  rest?: SourceLine;
  /** How much of the heading's text its words cover. */
  cover: number;
  /** The languages its words are in. */
  languages: string[];
}

/**
 * The lines that head a section: short, set apart by their style, whose words name a section in one of the resume
 * languages; or a row's label cell that does ('Summary' | text). Lines in `skip` (page furniture, a label cell's
 * wrapped rest, a grid's head) head none.
 */
export function findHeadings(
  lines: readonly SourceLine[],
  body: number,
  skip: { rests: ReadonlySet<number>; furniture: ReadonlySet<number>; gridHeads: ReadonlySet<number> },
): Map<SourceLine, FoundHeading> {
  const known = new Map<SourceLine, FoundHeading>();
  let lastKind: SectionKind | undefined;
  /** The label cells that headed a section, beside its first line. */
  const headingCells: SourcePart[] = [];
  let before: SourceLine | undefined;
  for (const line of lines) {
    const above = before;
    before = line;
    if (skip.rests.has(line.id) || skip.furniture.has(line.id)) continue;
    // (A heading set after an ornament, which reads as a list's mark: '■ 학력사항' in bold.)
    if (line.bullet && !markedHeading(line)) continue;
    // A row with its dates in a cell of their own is an entry's ('Guild Education' | 'March 2021 - Present'), unless
    // its first cell is a whole heading (res.cls's margin headings beside their first entry).
    if (
      line.parts.length > 1 &&
      line.parts.some((p) => isOnlyDates(p.text)) &&
      (headingKind(line.parts[0]!.text)?.cover ?? 0) < 1
    )
      continue;
    // (A box's name alone on its line may carry the form's note; a table's head row is no heading with it: '年' | '月'
    // | '学歴・職歴(各別にまとめて書く)'.)
    if (skip.gridHeads.has(line.id)) continue;
    const label = line.parts.length === 1 ? withoutFormNote(withoutCount(line.text)) : withoutCount(line.text);
    const whole =
      shortLabel(label) && (styled(line, body) || largerThanItsColumn(line, lines)) ? headingKind(label) : undefined;
    const first = line.parts[0];
    // A table's label column: 'Experience' alone on the left, or beside the section's first line (moderncv's
    // fancy style sets it larger, in a plain face, in the margin).
    const inCell = line.parts.length > 1 && first && shortLabel(first.text) ? headingKind(first.text) : undefined;
    // A line set as headings are whose label cell alone names the section ('Lengua(s) materna(s)' | 'Español,
    // valenciano', europecv): the cell heads the section its value opens.
    // (Or a whole heading in a label cell set as one that headed a section before: the Europass CV's labels in its
    // left column, 'Lengua(s) materna(s)', then 'Competencias digitales' | 'AUTOEVALUACIÓN'.)
    const cell =
      first &&
      (first.bold ||
        isUpper(first.text) ||
        /^【[^【】]+】$/u.test(first.text) ||
        largerFirst(line, body) ||
        (whole && inCell && inCell.cover >= 1 && inCell.kind === whole.kind) ||
        (inCell &&
          inCell.cover >= 1 &&
          (line.box.page > 0 || first.cell === 0) &&
          headingCells.some((c) => setAsCell(c, first))))
        ? inCell
        : undefined;
    // A whole heading in the label cell and more beside it ('INFORMACIÓN PERSONAL' | 'Marta Ruiz Delgado', the
    // Europass layout): the cell is the heading and the rest the section's first line, however much of the line
    // the heading's words cover.
    const match =
      cell && cell.cover >= 1 && (!whole || whole.cover < 1)
        ? cell
        : whole && whole.cover >= 0.5
          ? whole
          : cell && cell.cover >= 0.6
            ? cell
            : undefined;
    if (!match) continue;
    // A label with its list in a Skills section's table ('Languages:' | 'Java, Python, SQL, C') is no heading.
    // Nor is one under a school ('Relevant Coursework:' | 'Logistics Management' | 'Supply Chain Analytics').
    // (Or a label without its colon before a list: 'Languages' | 'Python, SQL, Scala, Bash' in a table of skills.)
    const list = /,.*,/u.test(
      line.parts
        .slice(1)
        .map((p) => p.text)
        .join(' '),
    );
    // (Unless it is set as the label cells that headed sections are, in the page's margin: 'SKILLS' | '…', then
    // 'AWARDS' | 'Clinical Excellence Award, Kaiser Permanente, 2023'.)
    const likeHeadingCell =
      line.box.page > 0 && headingCells.some((c) => setAsCell(c, first!) && isUpper(c.text) === isUpper(first!.text));
    if (
      match === cell &&
      (/[:：]\s*$/u.test(first!.text) || (list && lastKind === 'skills' && !likeHeadingCell)) &&
      (lastKind === 'skills' || lastKind === 'education')
    )
      continue;
    // Nor is a row of a personal-details table under its rows ('Marital Status:' | 'Single', then 'Languages:' |
    // 'English and Kiswahili', then 'Phone:'), as Kenyan and Indian CVs list them.
    if (match === cell && lastKind === 'contact' && /[:：]\s*$/u.test(first!.text) && labelRow(above)) continue;
    // Nor one of a grid of two labels and their values a row, without colons ('学历' | '本科' | '工作年限' | '5年' under
    // '籍贯' | '湖北武汉' | '政治面貌' | '共青团员', a Chinese resume's 基本信息).
    if (match === cell && lastKind === 'contact' && pairsRow(line, above)) continue;
    // 'Languages:' | 'Java, Python, Go, C++' (McDowell's 'Additional' rows): a list that names no spoken language
    // heads skills.
    const programming =
      match === cell &&
      match.kind === 'languages' &&
      list &&
      !LANGUAGE_LABEL(
        first!.text,
        line.parts.slice(1).map((p) => p.text),
      );
    if (match === cell) headingCells.push(first!);
    known.set(line, {
      kind: programming ? 'skills' : match.kind,
      rest: match === cell ? withParts(line, line.parts.slice(1)) : undefined,
      cover: match.cover,
      languages: match.languages,
    });
    lastKind = known.get(line)!.kind;
  }
  // A heading's words in part of a line ('Picnic Technologies', an employer in bold under its title) make no heading
  // where the resume's whole headings, two or more, are all set in another size or weight ('EXPERIENCE' at 16 pt);
  // nor do they in a line's first cell ('DELL TECHNOLOGIES' | 'Round Rock, TX', Awesome-CV's employer in small caps).
  const sure = [...known].filter(([, k]) => k.cover >= 1 && !k.rest).map(([l]) => l);
  const setAlike = (a: SourceLine, b: SourceLine) => a.bold === b.bold && Math.abs(a.size - b.size) < 0.6;
  if (sure.length >= 2)
    for (const [l, k] of known) if (k.cover < 1 && !sure.some((h) => setAlike(h, l))) known.delete(l);
  // Nor over a job's title and dates: 'Dell Technologies' in the headings' own type over 'Software Engineering Intern',
  // 'Round Rock, TX' and 'May 2017 - August 2017' is the employer.
  for (const [l, k] of known) {
    if (k.cover >= 1 || k.rest) continue;
    const at = lines.indexOf(l);
    const next = lines.slice(at + 1, at + 5);
    if (next[0] && titleScore(next[0].text) > 0 && next.some((o) => isOnlyDates(o.text))) known.delete(l);
  }
  for (const card of overviewCards(known)) known.delete(card);
  return known;
}

/**
 * A row of overview cards ('학력' | '경력' | '희망연봉', each over a short value: a job site's summary at the top of the
 * resume): headings' words side by side on one baseline, each naming a section the resume has again further down,
 * where it is set otherwise (the cards' labels in small type, the headings in bold). No headings: the overview is the
 * header's. (Two sections set side by side, as two columns start, are set alike: 'EXPERIENCE' beside 'SKILLS' over a
 * 'RESEARCH' section of jobs.)
 */
function overviewCards(known: ReadonlyMap<SourceLine, { kind: string }>): SourceLine[] {
  const lines = [...known.keys()];
  const kind = (l: SourceLine) => known.get(l)!.kind;
  const below = (a: SourceLine, b: SourceLine) =>
    a.box.page > b.box.page || (a.box.page === b.box.page && a.box.y > b.box.y + b.size);
  return lines.filter(
    (l) =>
      lines.some(
        (o) => o !== l && o.box.page === l.box.page && Math.abs(o.box.y - l.box.y) < 2 && kind(o) !== kind(l),
      ) &&
      lines.some((o) => kind(o) === kind(l) && below(o, l) && !(o.bold === l.bold && Math.abs(o.size - l.size) < 0.6)),
  );
}

/** A row of two labels and their values set as the row above it is, cell for cell. */
const pairsRow = (line: SourceLine, above: SourceLine | undefined) =>
  !!above &&
  line.parts.length === 4 &&
  above.parts.length === 4 &&
  line.parts.every((p, k) => Math.abs(p.x - above.parts[k]!.x) < 3);
