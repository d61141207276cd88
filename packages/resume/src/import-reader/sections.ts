import { closeUnder, largerThanItsColumn } from './line-gaps';
import { partsText } from './plain-items';
import { headingKind, letterSpacedCapitals, withoutCount, withoutFormNote, type SectionKind } from './headings';
import type { Section, SourceLine, SourcePart } from './types';
import { isRtl } from './text';
import { isOnlyDates } from './dates';
import { joinContinued, onePart, withParts } from './join-lines';
import { CASELESS_LETTER } from '../scripts';
import { isItemsLabel } from './entry-labels';
import { LANGUAGE_LABEL } from './skill-lists';
import { ENDS_MID_PHRASE } from './lexicon';
import { runningHeads } from './running-heads';
import { bracketedHeadingCells, joinBrokenHeadingCells } from './heading-cells';
import { headsDigitalGrid } from './digital-grid';
import { largerFirst, ownColumn, restAboveHeading } from './heading-columns';
import { titleToHeader } from './sidebar-title';
import { isCopyright, isDocumentTitle, isPageNumber, isUpdateNote } from './page-furniture';

const ENTRY_SECTIONS = new Set<SectionKind>(['experience', 'education', 'projects']);

/** The size most of the text is set in. */
export function bodySize(lines: readonly SourceLine[]): number {
  const chars = new Map<number, number>();
  // By parts: a heading in a line's label cell makes the rest of the line no larger.
  for (const p of lines.flatMap((l) => l.parts)) {
    const size = Math.round(p.size * 2) / 2;
    chars.set(size, (chars.get(size) ?? 0) + p.text.length);
  }
  let best = 10;
  let most = -1;
  for (const [size, n] of chars) if (n > most) [best, most] = [size, n];
  return best;
}

const hasLetters = (s: string) => /\p{L}/u.test(s);
const isUpper = (s: string) => hasLetters(s) && s === s.toUpperCase() && s !== s.toLowerCase();

/** A table's row of a label with its colon and a value beside it ('Marital Status:' | 'Single'). */
const labelRow = (line: SourceLine | undefined) =>
  !!line && line.parts.length === 2 && /^[^:：]{2,30}[:：]$/u.test(line.parts[0]!.text.trim());

/** Set apart as headings are: bold, capitals, larger, a Word heading style, or small capitals. */
function styled(line: SourceLine, body: number): boolean {
  if (line.styledHeading || line.smallCaps) return true;
  const smallCaps =
    line.parts.length > 1 && line.parts.every((p) => isUpper(p.text)) && line.parts[0]!.size > line.parts[1]!.size;
  return line.bold || isUpper(line.text) || line.size > body * 1.1 || smallCaps || CASELESS_LETTER.test(line.text);
}

/**
 * Two lines of one column that start, end or are centred at one place (within a fifth of an em). Right-to-left lines
 * are compared where they start only: pdf.js measures their runs short, so their left ends and middles are not known.
 */
function alignedWith(a: SourceLine, b: SourceLine): boolean {
  const [p, q] = [a.box, b.box];
  if (!(p.x < q.x + q.w && q.x < p.x + p.w)) return false;
  const near = (u: number, v: number) => Math.abs(u - v) <= Math.max(2, p.h * 0.2);
  const ends = near(p.x + p.w, q.x + q.w);
  if (isRtl(a.text) || isRtl(b.text)) return ends;
  return ends || near(p.x, q.x) || near(p.x + p.w / 2, q.x + q.w / 2);
}

/** Two label cells set alike: in one type, ending at one edge (a column set flush right) or starting at one. */
const setAsCell = (a: SourcePart, b: SourcePart): boolean =>
  a.bold === b.bold && Math.abs(a.size - b.size) < 0.3 && (Math.abs(a.right - b.right) < 2 || Math.abs(a.x - b.x) < 2);

/** Short enough, and free of what body text has (e-mail, a sentence's end, many digits). */
function shortLabel(text: string): boolean {
  if (!hasLetters(text) || /[@]|\d{3,}/.test(text) || text.length > 60) return false;
  // (Thai's vowel and tone marks count for nothing: 'ใบอนุญาตและใบรับรอง' is a short heading.)
  if (CASELESS_LETTER.test(text)) return text.replace(/[\s\p{M}]/gu, '').length <= 18;
  return (text.split(/\s+/).length <= 6 || !!letterSpacedCapitals(text)) && !/[.;]$/.test(text);
}

export interface SplitResult {
  header: SourceLine[];
  sections: Section[];
  /** Languages whose heading words were found, one vote per heading. */
  votes: Map<string, number>;
  /** Lines that are page furniture or headings: read, and placed nowhere on purpose. */
  furniture: Set<number>;
}

/**
 * The lines before the first section heading (the header) and the sections. A heading is a short line set apart
 * by its style whose words name a section in one of the resume languages; a line in the same style as those is
 * a heading too (a section the dictionary does not know: 'Activities'). A table row whose first cell is a
 * heading ('Summary' | text) is a heading and a line of its section.
 */
export function splitSections(read: readonly SourceLine[]): SplitResult {
  const body = bodySize(read);
  const votes = new Map<string, number>();
  const furniture = new Set<number>();
  const lines = joinWrappedHeadings(read, body, furniture);
  const known = new Map<
    SourceLine,
    { kind: Exclude<SectionKind, 'other'>; rest?: SourceLine; cover: number; languages: string[] }
  >();
  const running = runningHeads(lines);
  // A page's last line with its number in one of its cells ('30 de noviembre de 2026' | '© Unión Europea …' |
  // 'Página 1 / 2', Europass's footer): page furniture.
  const lastOnPage = new Map<number, SourceLine>();
  for (const l of lines)
    if (l.box.page > 0 && l.box.y >= (lastOnPage.get(l.box.page)?.box.y ?? -1)) lastOnPage.set(l.box.page, l);
  const pageFoot = new Set(
    [...lastOnPage.values()].filter(
      (l) =>
        l.parts.length > 1 &&
        // (A number alone is the page's own, not a table row's: '2' | 'Hospital' | 'Asistente' | '15/01/2018' ….)
        l.parts.some((p) => isPageNumber(p.text) && (!/^\d+$/u.test(p.text.trim()) || Number(p.text) === l.box.page)),
    ),
  );
  // A number alone on its line is the page's own at the page's top or foot, or where it is the page's number; in the
  // middle of a page, a table's cell ('200' over '6', a year its narrow column broke).
  const amidPage = (l: SourceLine) =>
    l.box.page > 0 &&
    /^\d+$/u.test(l.text.trim()) &&
    Number(l.text) !== l.box.page &&
    lines.some((o) => o.box.page === l.box.page && o.box.y < l.box.y - 1) &&
    lines.some((o) => o.box.page === l.box.page && o.box.y > l.box.y + 1);
  // A label cell's rest, wrapped under it from the same edge after a line left open ('NOME E INDIRIZZO DEL DATORE DI'
  // / 'LAVORO', 'NOME E TIPO DI ISTITUTO DI ISTRUZIONE O' / 'FORMAZIONE', the old Europass): no heading, however it
  // reads. (A Word paragraph is whole: the line after 'in' | 'linkedin.com/in/…' is no rest of it.)
  const restOfAbove = new Set(
    lines
      .filter((l, i) => {
        const above = lines[i - 1];
        return (
          !!above &&
          l.box.page > 0 &&
          l.parts.length === 1 &&
          l.box.page === above.box.page &&
          l.box.y > above.box.y &&
          l.box.y - above.box.y < above.size * 1.7 &&
          (Math.abs(l.box.x - above.box.x) < 3 || Math.abs(l.box.x + l.box.w - above.parts[0]!.right) < 3) &&
          ENDS_MID_PHRASE.test(above.parts[0]!.text) &&
          !/,\s*$/u.test(above.parts[0]!.text)
        );
      })
      .map((l) => l.id),
  );
  // (The head of a Europass grid, 'AUTOEVALUACIÓN', is set as the label cells that head sections are.)
  const gridHeads = new Set(lines.filter((l, i) => headsDigitalGrid(l, lines[i - 1])).map((l) => l.id));
  let lastKind: SectionKind | undefined;
  /** The label cells that headed a section, beside its first line. */
  const headingCells: SourcePart[] = [];
  let before: SourceLine | undefined;
  for (const line of lines) {
    const above = before;
    before = line;
    if (restOfAbove.has(line.id)) continue;
    if (
      (isPageNumber(line.text) && !amidPage(line)) ||
      // (Not a word in lower case that goes on the line above: 'Illustrative Mathematics' / 'curriculum'.)
      (isDocumentTitle(line.text) && !(/^\p{Ll}/u.test(line.text) && !!above && closeUnder(above, line))) ||
      isUpdateNote(line.text) ||
      // (Or in a cell after the name of the site that printed it: 'karirloka' | 'Diperbarui 3 Des 2024'.)
      (line.parts.length === 2 && isUpdateNote(line.parts[1]!.text)) ||
      isCopyright(line.text) ||
      running.has(line.id) ||
      pageFoot.has(line)
    ) {
      furniture.add(line.id);
      continue;
    }
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
    if (gridHeads.has(line.id)) continue;
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
  for (const card of overviewCards(known)) known.delete(card);
  for (const k of known.values()) for (const l of k.languages) votes.set(l, (votes.get(l) ?? 0) + 1);
  const style = (l: SourceLine) => `${Math.round(l.size * 2) / 2}|${l.bold}|${isUpper(l.text)}|${l.styledHeading ?? 0}`;
  const headings = [...known.keys()].filter((l) => !known.get(l)!.rest);
  // A heading's style makes a line a heading too only in its own column and where headings stand: a sidebar's
  // headings set like the main column's entry titles ('Links' and 'Barista at Philz Coffee' both bold 10.5 pt) make
  // no heading of those, nor do job titles in a caseless script set as the headings are but not indented after
  // their rule ('テックリード' under '職務経歴'). A Word document's lines have no place on a page.
  const styledLikeHeading = (l: SourceLine) =>
    headings.some((h) => style(h) === style(l) && (l.box.page === 0 || alignedWith(h, l)));
  const overDates = (line: SourceLine) => {
    const at = lines.indexOf(line);
    return lines.slice(at + 1, at + 3).some((l) => l.box.page === line.box.page && isOnlyDates(l.text));
  };
  // (Unless together they name a section: 'Registration and' / 'Certificates'.)
  const goesOnAlike = (line: SourceLine) => {
    const next = lines[lines.indexOf(line) + 1];
    return (
      !!next &&
      style(next) === style(line) &&
      next.box.page === line.box.page &&
      !headingKind(`${line.text} ${next.text}`)
    );
  };
  const header: SourceLine[] = [];
  const sections: Section[] = [];
  // A text box's sections end with it: the body's lines after it belong where the body left off.
  let beforeBox: Section | undefined | null = null;
  for (const line of lines) {
    if (furniture.has(line.id)) continue;
    const current = sections.at(-1);
    if (line.region === 'textbox' && current?.heading?.region !== 'textbox' && beforeBox === null) beforeBox = current;
    if (line.region !== 'textbox' && beforeBox !== null && current?.heading?.region === 'textbox' && !known.has(line)) {
      (beforeBox?.lines ?? header).push(line);
      continue;
    }
    if (line.region !== 'textbox') beforeBox = null;
    // 'Logros:' inside a job ('Funciones:' and 'Logros:' over its items) is a label of the entry, not a section.
    // So is one in capitals with its colon under a heading without one ('PROFESSIONAL EXPERIENCE' over a job's 'KEY
    // ACCOMPLISHMENTS:').
    // And so is any heading's word with its colon inside an entry, set unlike every heading ('Projects:' under an
    // Indian resume's 'Company:' / 'Designation:' lines, over the projects done for that employer).
    const colonUnderPlain = /[:：]\s*$/u.test(line.text) && !/[:：]\s*$/u.test(current?.heading?.text ?? ':');
    const entryLabel =
      ENTRY_SECTIONS.has(current?.kind ?? 'other') &&
      ((isItemsLabel(line.text) && (!isUpper(line.text) || colonUnderPlain)) ||
        (colonUnderPlain &&
          !!current?.lines.length &&
          !headings.some((h) => !/[:：]\s*$/u.test(h.text) && style(h) === style(line))));
    const k = entryLabel ? undefined : known.get(line);
    if (k) {
      furniture.add(line.id);
      sections.push({
        kind: k.kind,
        heading: line,
        lines: k.rest && k.rest.parts.length ? [k.rest as SourceLine] : [],
      });
      continue;
    }
    // (Nor is a line in the headings' type over dates in a section of entries: a job's title set so, 'PASANTE DE
    // INGENIERÍA INDUSTRIAL' over 'Induveca – La Vega' / 'Enero – Junio 2014', opens an entry.)
    const other =
      sections.length > 0 &&
      !(ENTRY_SECTIONS.has(sections.at(-1)!.kind) && overDates(line)) &&
      !entryLabel &&
      !line.bullet &&
      !restOfAbove.has(line.id) &&
      !gridHeads.has(line.id) &&
      styledLikeHeading(line) &&
      shortLabel(line.text) &&
      styled(line, body) &&
      line.parts.length === 1 &&
      // (Nor a name that wraps after a word no heading ends on, onto a line set like it: 'GEORGIA INSTITUTE OF' /
      // 'TECHNOLOGY'; 'MOST PROUD OF' over its entries is a heading.)
      !(ENDS_MID_PHRASE.test(line.text) && goesOnAlike(line)) &&
      (isUpper(line.text) || line.styledHeading !== undefined || line.size > body * 1.1);
    if (other) {
      furniture.add(line.id);
      sections.push({ kind: 'other', heading: line, lines: [] });
    } else
      (restAboveHeading(sections, line) ?? ownColumn(sections, line, lines) ?? sections.at(-1)?.lines ?? header).push(
        line,
      );
  }
  titleToHeader(header, sections, body);
  return { header, sections, votes, furniture };
}

/** A line after a mark whose first cell, in bold, is a whole heading ('■ 학력사항', '■ 경력사항' | '총 경력 8년 3개월'). */
// (In a script without capitals, bold or not: a redrawn PDF's Type 3 fonts have no names to tell it by, '■職務要約'.)
const markedHeading = (line: SourceLine) =>
  !!line.parts[0] &&
  (line.parts[0].bold || CASELESS_LETTER.test(line.parts[0].text)) &&
  shortLabel(line.parts[0].text) &&
  (headingKind(line.parts[0].text)?.cover ?? 0) >= 1;

/**
 * A heading in small capitals wrapped after a word with its capital ('CAPACITÀ E COMPETENZE' / 'ORGANIZZATIVE'): the
 * second line all in the smaller capitals, so its size is less.
 */
const smallCapsRest = (line: SourceLine, next: SourceLine) =>
  isUpper(line.text) && isUpper(next.text) && next.size < line.size && next.size >= line.size * 0.7;

/**
 * A heading wrapped in a narrow column ('Aptitudes' over 'principales' in LinkedIn's sidebar): one line again when
 * together its lines are a section's whole name and the second alone names none. The second line's id goes to
 * `furniture` (read, placed nowhere).
 */
function joinWrappedHeadings(read: readonly SourceLine[], body: number, furniture: Set<number>): SourceLine[] {
  let lines = joinBrokenHeadingCells(bracketedHeadingCells(read));
  // Set like the line above, from its left or right edge (a label column's heading is set flush right), under it.
  const under = (line: SourceLine, next: SourceLine) =>
    line.box.page > 0 &&
    next.box.page === line.box.page &&
    [line, next].every((l) => !l.bullet && l.parts.length === 1 && styled(l, body)) &&
    line.bold === next.bold &&
    (Math.abs(line.size - next.size) < 0.3 || smallCapsRest(line, next)) &&
    (Math.abs(line.box.x - next.box.x) < 3 || Math.abs(line.box.x + line.box.w - (next.box.x + next.box.w)) < 3) &&
    // (Or two lines down: a word processor's line grid sets a heading's lines as far apart as 'DATOS' / 'PERSONALES'.)
    Math.abs(next.box.y - line.box.y) < line.size * 2.8;
  const whole = (text: string) => shortLabel(text) && (headingKind(text)?.cover ?? 0) >= 1;
  // A title line in large type wrapped onto a next line in lower case ('Pablo Herrera Castillo | Ingeniero' / 'de
  // Software'), or after a word no line ends with ('… | Ingeniero de' / 'Software'): one line, never a heading.
  lines = joinContinued(
    lines,
    (line, next) =>
      line.size >= body * 1.6 &&
      Math.abs(line.size - next.size) < 0.3 &&
      next.box.page === line.box.page &&
      next.box.y > line.box.y &&
      next.box.y - line.box.y < line.size * 1.5 &&
      (/^\p{Ll}/u.test(next.text) || ENDS_MID_PHRASE.test(line.text)) &&
      !next.bullet,
    (line, next) => {
      const last = line.parts.at(-1)!;
      const parts = [...line.parts.slice(0, -1), { ...last, text: `${last.text} ${next.text}` }];
      return { ...line, parts, text: partsText(parts) };
    },
  );
  // Three lines first ('Capacidades y' / 'competencias' / 'personales'), whose first two are no heading yet.
  const three: SourceLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const [line, next, after] = [lines[i]!, lines[i + 1], lines[i + 2]];
    const text = next && after ? `${line.text} ${next.text} ${after.text}` : '';
    if (next && after && under(line, next) && under(next, after) && whole(text) && !whole(line.text)) {
      three.push({ ...onePart(line, text), joined: [line.id, next.id, after.id] });
      i += 2;
    } else three.push(line);
  }
  const out = joinContinued(
    three,
    (line, next) => {
      const text = `${line.text} ${next.text}`;
      // The second line may name a section alone when together they name another ('Volunteer' / 'Experience').
      const second = headingKind(next.text);
      return (
        under(line, next) && whole(text) && ((second?.cover ?? 0) < 0.5 || second!.kind !== headingKind(text)!.kind)
      );
    },
    (line, next) => onePart(line, `${line.text} ${next.text}`),
  );
  for (const line of out) line.joined?.slice(1).forEach((id) => furniture.add(id));
  return out;
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
