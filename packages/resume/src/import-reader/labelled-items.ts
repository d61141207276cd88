import type { Entry } from './entries';
import type { SourceLine } from './types';
import { closeUnder, firstWordWouldNotFit } from './line-gaps';
import { NO_LINE_START } from './plain-items';

// The items of an entry read by its labels (labelled-entries.ts): where a line goes on the item above, where an item
// starts, and items that are a paragraph.

/**
 * A line that goes on from the item above: it starts in lower case, or the one above filled its line, or had no
 * room for its first word ('… para la' / 'Superintendencia de Bancos').
 */
export const continues = (prev: SourceLine, line: SourceLine, right: number) =>
  // A Word paragraph is whole: only a PDF's lines wrap.
  line.box.page > 0 &&
  !line.bullet &&
  // (A mark no line starts with goes on the line before, even drawn on its baseline in another face: '…(橙卡会员)' |
  // ',设计权益…'.)
  ((NO_LINE_START.test(line.text) &&
    line.box.page === prev.box.page &&
    line.box.y >= prev.box.y - line.size * 0.5 &&
    line.box.y - prev.box.y < line.size * 1.9) ||
    continuesBelow(prev, line, right) ||
    // (Or at the top of the next page at the item's text, left open: '… los aportes al IVSS,' / 'FAOV, INCES y …',
    // '…的日常操作(月结、对' / '账、折旧计提)。'.)
    (line.box.page === prev.box.page + 1 &&
      Math.abs(line.parts[0]!.x - prev.parts[0]!.x) < 2 &&
      (/^\p{Ll}/u.test(line.text) || /,$/u.test(prev.text) || CJK_GOES_ON(prev.text, line.text))));
const continuesBelow = (prev: SourceLine, line: SourceLine, right: number) =>
  closeUnder(prev, line) &&
  (/^\p{Ll}/u.test(line.text) ||
    ((prev.box.x + prev.box.w > right - line.size * 6 || firstWordWouldNotFit(prev, line, right)) &&
      !/[.;!?]$/.test(prev.text)));

/**
 * Chinese or Japanese going on over the page, mid-phrase: the item above ends on a character or a comma, no stop,
 * and the line starts with one ('…的日常操作(月结、对' / '账、折旧计提)。').
 */
const CJK_GOES_ON = (above: string, line: string): boolean =>
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}、，(（]$/u.test(above) &&
  /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}、，)）]/u.test(line);

/**
 * An item's number or mark typed against it in a cell of duties ('1. 負責…', '2. 主導…', '·協助…', as Taiwan's job
 * sites print them): it starts an item, never goes on the one before, and is no part of its text. A number after it
 * is a decimal's ('3.2'), but for a year's ('4.113年母親節檔期…', a Minguo year).
 */
export const ITEM_START = /^(?:\d{1,2}[.、)．]\s*(?=\S)(?!\d+(?!\d)(?!\s*年))|[·‧・](?=\S))/u;
export const withoutItemStart = (text: string) => text.replace(ITEM_START, '');

/**
 * The one 'item' under an items label that is a paragraph of sentences, no line of it marked ('Funciones y logros' |
 * 'Coordino un equipo de cuatro analistas … Administro las relaciones con nueve bancos …'): the job's description,
 * as a paragraph under its header is. Changes the entry.
 * (Or such items parted only where a sentence ended at the edge, as a paragraph's line may: '… de Bogotá y
 * Cundinamarca.' at the edge over 'Diseñé los reportes … Financiera. Apoyé …'.)
 */
export function paragraphAsDescription(entry: Entry, lines: readonly SourceLine[], right: number): void {
  const items = entry.bullets;
  // (Sentences, or clauses joined by semicolons into one sentence: 'Emissione degli ordini …; monitoraggio …'.)
  const sentences = (text: string) => /[.!?]\s+\p{Lu}/u.test(text) || /;\s+\p{Ll}.*\.$/u.test(text.trim());
  if (!items.length || !items.some((b) => sentences(b.text))) return;
  const own = lines.filter((l) => items.some((b) => b.lines.includes(l.id)));
  const lastOf = (b: Entry['bullets'][number]) => own.find((l) => l.id === b.lines.at(-1));
  const atEdge = (l: SourceLine | undefined) => !!l && l.box.page > 0 && l.box.x + l.box.w > right - l.size * 2;
  if (items.slice(0, -1).some((b) => !atEdge(lastOf(b)))) return;
  // (A mark before the label's cell is the label's: the 2004 Europass marks each one, '• Principali mansioni'.)
  if (!own.length || own.some((l) => l.bullet && l.parts.length === 1)) return;
  const text = items.map((b) => b.text).join(' ');
  entry.bullets = [];
  entry.paragraphs.push({ ...own[0]!, text, parts: [{ ...own[0]!.parts[0]!, text }] });
}
