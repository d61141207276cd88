import { partsText, unclosed } from './plain-items';
import { joinWrapped } from '../wrapped-text';
import { ENDS_MID_PHRASE } from './lexicon';
import { joinContinued, sourceIds, withParts } from './line-joins';
import { closeUnder, firstWordWouldNotFit } from './line-gaps';
import type { SourceLine, SourcePart } from './types';
import { RTL_LETTER } from '../scripts';

// A skills section's lines as PDFs break them: a list wrapped onto the next line, a label wrapped in its margin cell,
// a cell's text wrapped under its row; each joined back into the line it goes on.

/** Text without what it says in brackets: 'Excel（VLOOKUP、ピボットテーブル）' is one item, not a list. */
export const outsideBrackets = (text: string) => text.replace(/\([^)]*\)|（[^）]*）|\[[^\]]*\]/g, '');

/**
 * A list wrapped onto the next line in the middle of an item ('Excel (VBA, Power Query); Power' over 'BI; SQL'):
 * the lines joined when the first runs to the column's edge without ending on a separator.
 */
export function joinWrappedLists(given: readonly SourceLine[], column?: number): SourceLine[] {
  const lines = joinTagRemarks(joinWrappedCells(joinLabelCells(given)));
  // The column's edge: where the file's lines that start with these end, else where these do.
  const right = column ?? Math.max(...lines.map((l) => l.box.x + l.box.w));
  // How far apart the list's items stand, one under the other: a word processor spaces paragraphs wider than the
  // lines of one ('Talent Acquisition' 20 pt over 'Performance', 16 pt over its 'Management').
  const gaps = lines
    .slice(1)
    .map((l, i) => (l.box.page === lines[i]!.box.page ? l.box.y - lines[i]!.box.y : 0))
    .filter((g) => g > 0)
    .sort((a, b) => a - b);
  const itemGap = gaps[Math.floor(gaps.length / 2)] ?? 0;
  const marks = lines.filter((l) => l.bullet).length;
  // (On a line grid a word processor's lines stand as far apart as its paragraphs, each line two of the grid's: in
  // a list of marked items, a line under an item's text that goes on in lower case, or inside its open bracket, is
  // the item's rest as far down as the items stand apart, 'IV therapy and' / 'medication' / 'administration'.)
  const itemRest = (prev: SourceLine, line: SourceLine) =>
    marks >= 2 &&
    prev.bullet &&
    prev.parts.length === 1 &&
    Math.abs(line.box.x - prev.parts[0]!.x) < 3 &&
    // (Too few lines to know how far apart the items stand, a table's cells: as close under as a paragraph's line,
    // 'Warehouse Management' / 'Systems' in a row's first cell, the next row's items 26 pt down.)
    (gaps.length >= 3 ? line.box.y - prev.box.y <= itemGap * 1.1 : closeUnder(prev, line, 1.4)) &&
    (/^\p{Ll}/u.test(line.text) ||
      unclosed(prev.text) ||
      // (Or a few words in its type, a name's rest: 'Continuous' / 'Improvement', 'Lean Manufacturing &' / '5S'.)
      (line.bold === prev.bold && line.text.split(/\s+/u).length <= 3 && !/[:：]/u.test(line.text)));
  return joinContinued(
    lines,
    (prev, line) => {
      if (
        line.box.page === prev.box.page &&
        line.box.page > 0 &&
        line.parts.length === 1 &&
        !line.bullet &&
        itemRest(prev, line)
      )
        return true;
      const last = prev.parts.at(-1);
      // The list goes on under its own cell ('Label' | 'list'), or back at the line's start (a label and its list in
      // one paragraph, the words of a justified line read as parts of their own).
      const list = !last
        ? undefined
        : Math.abs(line.parts[0]!.x - last.x) < 3
          ? last.text
          : Math.abs(line.parts[0]!.x - prev.parts[0]!.x) < 3 ||
              // (Or back under an item's mark, a list item without a hanging indent: '• Програми: …, MS' / 'Excel'.)
              (prev.bullet && line.parts[0]!.x < prev.parts[0]!.x && prev.parts[0]!.x - line.parts[0]!.x < line.size) ||
              // (Or, right to left, under the mark on its right: '◂ בדיקות אוטומטיות (Jest,' / 'Cypress)'.)
              (prev.bullet && RTL_LETTER.test(prev.text) && underRightMark(prev, line))
            ? prev.text
            : undefined;
      return (
        list !== undefined &&
        line.box.page === prev.box.page &&
        line.box.page > 0 &&
        line.parts.length === 1 &&
        !line.bullet &&
        line.box.y - prev.box.y < line.size * 1.9 &&
        // An item's bracket closed on the next line ('Español (Native or' over 'Bilingual)'), or a list that runs to
        // the column's edge without ending on a separator.
        ((unclosed(list) && line.text.includes(')')) ||
          // (Or closer than the items stand, where the column's edge is not the list's: a builder's skill names
          // wrap left of their level dots, 'Contabilidad general' over '(PGC)'; or where the width of the next line's
          // first word, guessed from its line's, says it might have fitted: 'Surface' / 'Roughness Tester', 13.7 pt
          // under it, the lists 15.3 pt apart.)
          // (Not in another weight by the gap alone: a strength's name in bold over the sentence that says what it
          // means, Enhancv's.)
          ((firstWordWouldNotFit(prev, line, right) ||
            (gaps.length >= 3 && line.box.y - prev.box.y < itemGap * 0.92 && line.bold === prev.bold)) &&
            // A list, or one item a line going on in lower case, after a joiner or closer than the items stand
            // ('Gestión de' / 'proveedores', 'Performance' / 'Management', a narrow sidebar's).
            (/[,;·•、]/.test(outsideBrackets(list)) ||
              /\.\s+\p{Lu}/u.test(list) ||
              /^\p{Ll}+(?:\s|$)/u.test(line.text) ||
              ENDS_MID_PHRASE.test(list) ||
              (gaps.length >= 3 && line.box.y - prev.box.y < itemGap * 0.92)) &&
            !/[,;·•、.]$/.test(list) &&
            !/^[^:,]{1,30}:/.test(line.text)))
      );
    },
    (prev, line) => {
      const last = prev.parts.at(-1)!;
      const parts = [...prev.parts.slice(0, -1), { ...last, text: joinWrapped(last.text, line.text) }];
      // (Its box from the last line on, where a next line is measured from: 'control' / 'de inventarios, …,
      // orientación a' / 'resultados'.)
      const box = { ...line.box, x: prev.box.x, w: line.box.x + line.box.w - prev.box.x };
      return { ...prev, parts, text: partsText(parts), box };
    },
  );
}

/**
 * A label wrapped in its margin cell, read as lines of its own around the list beside its first line ('Cloud y' /
 * 'DevOps' | 'AWS (SQS, RDS, Lambda), …', 'Bases de' | 'PostgreSQL, …' / 'datos', moderncv's \cvitem): one line, the
 * label whole in its first cell and the list after it.
 */
function joinLabelCells(lines: readonly SourceLine[]): SourceLine[] {
  const out = [...lines];
  const cell = (l: SourceLine | undefined) =>
    !!l &&
    l.box.page > 0 &&
    l.parts.length === 1 &&
    !l.bullet &&
    l.text.split(/\s+/).length <= 3 &&
    !/[,;:·•]/u.test(l.text);
  // A line of the label's cell: set flush right with it (moderncv's margin), or going on in lower case.
  const sameCell = (r: SourceLine, right: number) => Math.abs(r.box.x + r.box.w - right) < 3 || /^\p{Ll}/u.test(r.text);
  const alone = (r: SourceLine, from: number) =>
    !out.some((o) => o !== r && o.box.page === r.box.page && Math.abs(o.box.y - r.box.y) < 1 && o.box.x >= from);
  for (let i = 0; i < out.length; i++) {
    const label = out[i]!;
    // (Read as one line with its list already: 'Bases de' | 'PostgreSQL, …', then 'datos' under the label.)
    const [first, list] = label.parts;
    const under = out[i + 1];
    if (
      first &&
      list &&
      label.parts.length === 2 &&
      cell({ ...label, parts: [first], text: first.text }) &&
      cell(under) &&
      under!.box.x + under!.box.w <= list.x &&
      sameCell(under!, first.right) &&
      closeUnder(label, under!) &&
      alone(under!, list.x)
    ) {
      const parts = [{ ...first, text: joinWrapped(first.text, under!.text) }, list];
      out.splice(i, 2, {
        ...label,
        parts,
        text: partsText(parts),
        joined: [label, under!].flatMap(sourceIds),
      });
      continue;
    }
    // (Or the second label of a row of two, its list read as a line of its own beside it: 'Lenguajes' | 'Python, …'
    // | 'Bases de', then 'PostgreSQL, MongoDB', then 'datos' under the label, moderncv's \cvdoubleitem.)
    const last = label.parts.at(-1)!;
    // (In either order: the list drawn before the label's rest or after it.)
    const level = (l: SourceLine | undefined) => !!l && Math.abs(l.box.y - label.box.y) < label.size * 0.5;
    const [beside2, under2] = level(out[i + 1]) ? [out[i + 1], out[i + 2]] : [out[i + 2], out[i + 1]];
    if (
      label.parts.length >= 3 &&
      cell({ ...label, parts: [last], text: last.text }) &&
      !!beside2 &&
      beside2.box.page === label.box.page &&
      Math.abs(beside2.box.y - label.box.y) < label.size * 0.5 &&
      beside2.box.x > last.right &&
      cell(under2) &&
      under2!.box.x + under2!.box.w <= beside2.box.x &&
      sameCell(under2!, last.right) &&
      closeUnder(label, under2!) &&
      alone(under2!, beside2.box.x)
    ) {
      const parts = [
        ...label.parts.slice(0, -1),
        { ...last, text: joinWrapped(last.text, under2!.text) },
        ...beside2.parts,
      ];
      out.splice(i, 3, { ...withParts(label, parts), joined: [label, beside2, under2!].flatMap(sourceIds) });
      continue;
    }
    if (!cell(label)) continue;
    const besideAt = out.findIndex(
      (v, j) =>
        j > i &&
        j <= i + 3 &&
        v.box.page === label.box.page &&
        Math.abs(v.box.y - label.box.y) < label.size * 0.5 &&
        v.box.x > label.box.x + label.box.w,
    );
    if (besideAt < 0) continue;
    const beside = out[besideAt]!;
    // The label's other lines: under it in its cell, left of the list, with nothing beside them.
    const rest = [...out.slice(i + 1, besideAt), out[besideAt + 1]].filter(
      (r): r is SourceLine =>
        cell(r) &&
        r!.box.x + r!.box.w <= beside.box.x &&
        sameCell(r!, label.box.x + label.box.w) &&
        closeUnder(label, r!) &&
        alone(r!, beside.box.x),
    );
    if (out.slice(i + 1, besideAt).some((l) => !rest.includes(l))) continue;
    const text = [label, ...rest].map((l) => l.text).join(' ');
    const joined = withParts(label, [{ ...label.parts[0]!, text }, ...beside.parts]);
    out.splice(i, besideAt - i + 1 + (rest.includes(out[besideAt + 1]!) ? 1 : 0), {
      ...joined,
      joined: [label, ...rest, beside].flatMap(sourceIds),
    });
  }
  return out;
}

/**
 * Items in a table of several columns that go on in the same cell of the next row: a bracket closed there ('Advanced
 * Excel (Power Query,' over 'VBA)' right of 'Blue Yonder'), or words in lower case or a remark in brackets alone in a
 * row of fewer cells ('Environmental' over 'permitting', 'GCP' over '(BigQuery)'). The item made
 * whole, the row keeping its other cells.
 */
function joinWrappedCells(lines: readonly SourceLine[]): SourceLine[] {
  const out = lines.map((l) => ({ ...l, parts: [...l.parts] }));
  for (let i = 1; i < out.length; i++) {
    const [prev, line] = [out[i - 1]!, out[i]!];
    // (A Word document's paragraphs are whole: a table's next row is no cell's wrapped rest.)
    if (
      line.box.page === 0 ||
      line.box.page !== prev.box.page ||
      line.box.y - prev.box.y > line.size * 1.9 ||
      prev.parts.length < 2
    )
      continue;
    // (A table of skills has a few columns; a language grid's row of levels, ten cells, has names wrapped under.)
    // (Or as many cells, in a list of items marked in two columns, the other cell an item of its own: 'P&L and
    // budget management' | 'management' under '• Team leadership & coaching' | '• Recruitment & performance'.)
    // (Each cell's list mark may be a part of its own: the cells are the parts with text.)
    const cells = prev.parts.filter((q) => /[\p{L}\d]/u.test(q.text)).length;
    // Under its cell's start, or its end for a label set flush right ('Bases de' over 'datos' in moderncv), or back
    // under the cell's list mark, a marked cell's item wrapped without a hanging indent ('• Stakeholder' over
    // 'Management').
    const under = (q: SourcePart, p: SourcePart) =>
      Math.abs(q.x - p.x) < 3 ||
      Math.abs(q.right - p.right) < 3 ||
      (prev.bullet && !line.bullet && p.x < q.x && q.x - p.x < line.size * 1.2);
    // (Each of the line's parts under a cell of its own: the row's cells wrapped, the first too.)
    const rowWrapped =
      prev.bullet &&
      !line.bullet &&
      line.parts.length >= 2 &&
      line.parts.every((p) => prev.parts.some((q) => under(q, p)));
    // (As many cells when each wrapped: 'Negociación con' | 'Abastecimiento' over 'proveedores' | 'estratégico'.)
    const rest = (p: SourcePart, q: SourcePart) =>
      (line.parts.length < prev.parts.length ||
        rowWrapped ||
        (line.bullet && prev.bullet && line.parts.some((o) => o !== p && /^[\p{Lu}\d]/u.test(o.text)))) &&
      cells <= 4 &&
      // (In capitals too under a row of marked items, itself unmarked: 'Lean Six Sigma Green' over 'Belt'.)
      (/^\p{Ll}+(?:\s|$)/u.test(p.text) ||
        // (Not under the row's first cell, where a list wraps back to the margin: 'Poka-Yoke', '(Excel, PowerPoint)'.)
        ((prev.parts.indexOf(q) > 0 || rowWrapped) &&
          ((prev.bullet && !line.bullet) || /^\([^()]+\)$/u.test(p.text)))) &&
      p.text.split(/\s+/).length <= 3 &&
      !/[,;·•|]$/u.test(q.text);
    // (The bracket the cell above left open closed here: 'Root Cause Analysis (A3,' over '8D)'.)
    const closes = (q: SourcePart, p: SourcePart) => unclosed(q.text) && p.text.includes(')') && !unclosed(p.text);
    line.parts = line.parts.filter((p) => {
      const k = prev.parts.findIndex((q) => under(q, p) && (closes(q, p) || rest(p, q)));
      if (k < 0 || (line.parts.length < 2 && !rest(p, prev.parts[k]!) && !closes(prev.parts[k]!, p))) return true;
      prev.parts[k] = {
        ...prev.parts[k]!,
        text: joinWrapped(prev.parts[k]!.text, p.text),
        right: Math.max(p.right, prev.parts[k]!.right),
      };
      prev.text = prev.parts.map((q) => q.text).join(' ');
      return false;
    });
    line.text = line.parts.map((q) => q.text).join(' ');
  }
  return out.filter((l) => l.parts.length);
}

/**
 * A row of tags whose last tag's remark in brackets wrapped to the start of the next row ('… | Looker | Microsoft
 * Excel' over '(Power Query) | Jira und Confluence', Europass's digital skills): the remark goes on its tag, the rest
 * of the row on the row.
 */
function joinTagRemarks(lines: readonly SourceLine[]): SourceLine[] {
  // A row's tags: its parts, or the items between the separators of one part ('Git | Looker | Microsoft Excel').
  const tags = (l: SourceLine) => (l.parts.length > 1 ? l.parts.map((p) => p.text) : l.text.split(/\s[|·•]\s/u));
  return joinContinued(
    lines,
    (prev, line) =>
      tags(prev).length >= 3 &&
      !prev.bullet &&
      !line.bullet &&
      /^\([^()]+\)(?:\s[|·•]\s|$)/u.test(line.parts[0]!.text.trim()) &&
      !/[()]/u.test(tags(prev).at(-1)!) &&
      Math.abs(line.parts[0]!.x - prev.parts[0]!.x) < 3 &&
      closeUnder(prev, line),
    (prev, line) => {
      const last = prev.parts.at(-1)!;
      const [first, ...rest] = line.parts;
      return withParts(prev, [
        ...prev.parts.slice(0, -1),
        { ...last, text: joinWrapped(last.text, first!.text.trim()) },
        ...rest,
      ]);
    },
  );
}

/** A right-to-left item's line under its mark, set right of the item's text by the mark's room. */
const underRightMark = (prev: SourceLine, line: SourceLine): boolean => {
  const [right, prevRight] = [line.parts.at(-1)!.right, prev.parts.at(-1)!.right];
  return right > prevRight && right - prevRight < line.size * 1.5;
};
