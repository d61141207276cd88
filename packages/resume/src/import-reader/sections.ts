import { headingKind, type SectionKind } from './headings';
import type { Section, SourceLine } from './types';
import { findDates, isOnlyDates } from './dates';
import { isItemsLabel } from './entry-labels';
import { ENDS_MID_PHRASE, schoolScore } from './lexicon';
import { headsDigitalGrid } from './digital-grid';
import { gutterSection, ownColumn, restAboveHeading, topOfOtherColumn } from './heading-columns';
import { titleToHeader } from './sidebar-title';
import { furnitureLines } from './page-furniture';
import { alignedWith, bodySize, isUpper, shortLabel, styled } from './heading-looks';
import { joinWrappedHeadings, labelCellRests } from './heading-wraps';
import { findHeadings } from './find-headings';

const ENTRY_SECTIONS = new Set<SectionKind>(['experience', 'education', 'projects']);

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
  const furniture = new Set<number>();
  const lines = joinWrappedHeadings(read, body, furniture);
  const restOfAbove = labelCellRests(lines);
  for (const id of furnitureLines(lines, restOfAbove)) furniture.add(id);
  // (The head of a Europass grid, 'AUTOEVALUACIÓN', is set as the label cells that head sections are.)
  const gridHeads = new Set(lines.filter((l, i) => headsDigitalGrid(l, lines[i - 1])).map((l) => l.id));
  const known = findHeadings(lines, body, { rests: restOfAbove, furniture, gridHeads });
  const votes = new Map<string, number>();
  for (const k of known.values()) for (const l of k.languages) votes.set(l, (votes.get(l) ?? 0) + 1);
  const style = (l: SourceLine) => `${Math.round(l.size * 2) / 2}|${l.bold}|${isUpper(l.text)}|${l.styledHeading ?? 0}`;
  const headings = [...known.keys()].filter((l) => !known.get(l)!.rest);
  // A heading's style makes a line a heading too only in its own column and where headings stand: a sidebar's
  // headings set like the main column's entry titles ('Links' and 'Barista at Philz Coffee' both bold 10.5 pt) make
  // no heading of those, nor do job titles in a caseless script set as the headings are but not indented after
  // their rule ('テックリード' under '職務経歴'). A Word document's lines have no place on a page.
  // (Nor one heading's style alone where the others, three or more, are set alike: a sidebar's 'Programming' in bold
  // over its skills, set as its 'ML & Data' and 'Cloud' are, under Deedy's headings in capitals.)
  const styleCount = new Map<string, number>();
  for (const h of headings) styleCount.set(style(h), (styleCount.get(style(h)) ?? 0) + 1);
  const alone = (h: SourceLine) => styleCount.get(style(h)) === 1 && Math.max(...styleCount.values()) >= 3;
  const styledLikeHeading = (l: SourceLine) =>
    headings.some((h) => style(h) === style(l) && !alone(h) && (l.box.page === 0 || alignedWith(h, l)));
  const overDates = (line: SourceLine) => {
    const at = lines.indexOf(line);
    return lines.slice(at + 1, at + 3).some((l) => l.box.page === line.box.page && isOnlyDates(l.text));
  };
  // (Or close under a line that opens with them and goes on: the new Europass's '01/03/2018 – ACTUEL Toulouse, France'
  // over the title in its capitals. Not under a school's dates alone: AltaCV's 'MOST PROUD OF' under 'Sept 2009 –
  // June 2012'.)
  const underDates = (line: SourceLine) => {
    const above = lines[lines.indexOf(line) - 1];
    return (
      !!above &&
      above.box.page === line.box.page &&
      !known.has(above) &&
      findDates(above.text)?.index === 0 &&
      !isOnlyDates(above.text) &&
      line.box.y - above.box.y < Math.max(line.size, above.size) * 1.8
    );
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
  // Sections whose heading the next one followed before any line of their own: headings drawn before their text.
  const passedEmpty = new Set<Section>();
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
      if (current && !current.lines.length) passedEmpty.add(current);
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
      !(ENTRY_SECTIONS.has(sections.at(-1)!.kind) && (overDates(line) || underDates(line))) &&
      // (Nor a school's name in the headings' type under Education: Deedy's 'CARNEGIE MELLON UNIVERSITY', set as its
      // sidebar's 'PROGRAMMING' and 'TOOLS' are.)
      !(sections.at(-1)!.kind === 'education' && schoolScore(line.text) > 0) &&
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
    const gutter = other ? undefined : gutterSection(sections, line, passedEmpty);
    if (other) {
      furniture.add(line.id);
      if (current && !current.lines.length) passedEmpty.add(current);
      sections.push({ kind: 'other', heading: line, lines: [] });
    } else if (gutter) gutter.push(line);
    else if (topOfOtherColumn(sections, line)) header.push(line);
    else
      (restAboveHeading(sections, line) ?? ownColumn(sections, line, lines) ?? sections.at(-1)?.lines ?? header).push(
        line,
      );
  }
  titleToHeader(header, sections, body);
  return { header, sections, votes, furniture };
}
