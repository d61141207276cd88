import { RTL_LETTER } from '@resumey/resume/scripts';
import { actualTexts, type SpanText } from './actual-text';
import type { PdfFile } from './pdf-file';

// pdf.js's text items with marked content (getTextContent with includeMarkedContent), the glyphs of a span that
// has an ActualText given that text instead of their own letters.

interface Glyphs {
  str: string;
  transform: number[];
  width: number;
  hasEOL: boolean;
}
interface Mark {
  type: string;
}
type Item = Glyphs | Mark;

const opens = (i: Item) => 'type' in i && i.type === 'beginMarkedContentProps';

/**
 * The ActualText of each marked-content sequence with properties the page opens, in order (null for one without),
 * when the file gives one for each sequence pdf.js found; undefined otherwise, and when none has any.
 */
export async function spanTexts(
  items: readonly Item[],
  file: () => PdfFile,
  page: { num: number; gen: number },
): Promise<SpanText[] | undefined> {
  const count = items.filter(opens).length;
  if (!count) return undefined;
  const texts = await actualTexts(file(), page);
  if (texts?.length !== count || texts.every((t) => t.text === null)) return undefined;
  return texts;
}

/**
 * The items with each span's glyphs that has an ActualText made one item of that text, where the glyphs stood.
 * (Spans within such a span are part of its text.)
 */
export function withActualText<T extends Item>(items: readonly T[], spans: readonly SpanText[] | undefined): T[] {
  return spans ? mendedWidths(replaced(items, spans)) : [...items];
}

const isText = (i: Item | undefined): i is Glyphs => !!i && 'str' in i;
const JOINERS = /^[\u200c\u200d]+$/u;

/**
 * Glyphs pdf.js gives no width (a conjunct's glyph, whose width its font tables do not give it), so that it takes the
 * room to the next glyph for a gap and puts a space there ('विश्व' | ' ' | 'विद्यालय'): as wide as that room, with
 * no space, where the room is a letter's at most.
 */
function mendedWidths<T extends Item>(items: T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    out.push(item);
    if (!isText(item) || item.width > 0.01 || !item.str.trim()) continue;
    // (The glyph next, or the space pdf.js put before it.)
    const spaced = isText(items[i + 1]) && !(items[i + 1] as Glyphs).str.trim();
    const after = items[i + (spaced ? 2 : 1)];
    if (!isText(after)) continue;
    const room = after.transform[4]! - item.transform[4]!;
    const size = Math.abs(item.transform[3]!) || Math.abs(item.transform[0]!);
    if (after.transform[5] !== item.transform[5] || room <= 0 || room > size * 1.2) continue;
    out[out.length - 1] = { ...item, width: room } as T;
    if (spaced) i += 1;
  }
  return out;
}

function replaced<T extends Item>(items: readonly T[], spans: readonly SpanText[]): T[] {
  const out: T[] = [];
  const lineStarts = startsOfLines(items);
  const open: SpanText[] = [];
  let next = 0;
  let held: Glyphs[] = [];
  let holder = -1;
  // A span of a non-joiner alone (Chromium's Persian, 'حسینی‌نژاد') has no glyph: its text follows the letter it
  // came after, the right one of the two glyphs around it in a right-to-left line, the left one otherwise.
  let joiner: { text: string; at: number } | undefined;
  // A span whose last glyph pdf.js read as a space: the space it puts next, as far as that glyph goes, is the span's.
  let blankEnd: { at: number; em: number } | undefined;
  // A span whose only glyph pdf.js read as a space, so gave no item: its text goes where that space or the next glyph is.
  let blankSpan: { text: string; em: number } | undefined;
  const push = (item: T) => {
    if (blankEnd && isText(item)) {
      item = spanEnd(out, blankEnd, item);
      blankEnd = undefined;
      if (isText(item) && !item.str) return;
    }
    if (blankSpan && isText(item) && item.str) {
      const last = out.findLast((o): o is T & Glyphs => isText(o) && !!o.str.trim());
      // (The last glyph of a line, when the next line starts where lines start: 'अनुभ' + 'व', at a heading's end.)
      if (last && last.transform[5] !== item.transform[5] && lineStarts.has(Math.round(item.transform[4]!))) {
        const transform = [...last.transform];
        transform[4] = last.transform[4]! + last.width;
        const width = blankSpan.em * Math.hypot(last.transform[0]!, last.transform[1]!);
        out.push({ ...last, str: blankSpan.text, transform, width, hasEOL: false });
        blankSpan = undefined;
      } else {
        const placed = placedSpan(blankSpan, item);
        blankSpan = undefined;
        const rest = placed.pop()!;
        out.push(...(placed as T[]));
        if (!rest.str) return;
        item = rest as T;
      }
    }
    if (joiner && isText(item)) {
      const { at, text } = joiner;
      const before = out[at];
      joiner = undefined;
      if (item.str.trim() && isText(before) && before.transform[5] === item.transform[5]) {
        const rtl = RTL_LETTER.test(before.str + item.str);
        const itemFirst = rtl === item.transform[4]! > before.transform[4]!;
        if (itemFirst) item = { ...item, str: item.str + text };
        else out[at] = { ...before, str: before.str + text };
      }
    }
    out.push(item);
  };
  for (const item of items) {
    if (opens(item)) {
      const span = spans[next++] ?? { text: null };
      open.push(span);
      if (span.text !== null && holder < 0) {
        holder = open.length - 1;
        held = [];
      }
      continue;
    }
    if ('type' in item) {
      if (item.type === 'beginMarkedContent') open.push({ text: null });
      else if (item.type === 'endMarkedContent' && open.length) {
        const { text, blank } = open.pop()!;
        if (open.length === holder) {
          holder = -1;
          // (A space pdf.js puts before the span's glyphs for the gap before them is the span's neighbour.)
          while (held[0] && !held[0].str.trim()) push(held.shift() as T);
          const first = held[0];
          if (!first && text && JOINERS.test(text)) joiner = { text, at: out.findLastIndex(isText) };
          else if (!first && text && blank) blankSpan = { text, em: blank };
          else if (first && text) {
            const last = held.at(-1)!;
            const width = Math.max(first.width, last.transform[4]! + last.width - first.transform[4]!);
            push({ ...first, str: text, width, hasEOL: last.hasEOL } as unknown as T);
            if (blank) blankEnd = { at: out.length - 1, em: blank };
          }
        }
      }
      continue;
    }
    if (holder >= 0) held.push(item);
    else push(item);
  }
  return out;
}

/** Where three lines or more of the page start (rounded): the page's margins and columns. */
function startsOfLines(items: readonly Item[]): Set<number> {
  const texts = items.filter((i): i is Glyphs => isText(i) && !!i.str.trim());
  const counts = new Map<number, number>();
  texts.forEach((t, k) => {
    if (k > 0 && texts[k - 1]!.transform[5] === t.transform[5]) return;
    const x = Math.round(t.transform[4]!);
    counts.set(x, (counts.get(x) ?? 0) + 1);
  });
  return new Set([...counts].filter(([, n]) => n >= 3).map(([x]) => x));
}

/**
 * The item after a span whose last glyph pdf.js read as a space (see SpanText's `blank`): a space from the span's end
 * is that glyph's room, given back to the span; what it has beyond is a space of its own ('' when none).
 */
function spanEnd<T extends Item>(out: T[], { at, em }: { at: number; em: number }, item: Glyphs): T {
  const span = out[at] as Glyphs | undefined;
  if (!span || item.str.trim() || item.transform[5] !== span.transform[5]) return item as T;
  const end = span.transform[4]! + span.width;
  if (Math.abs(item.transform[4]! - end) > 0.5) return item as T;
  const size = Math.hypot(span.transform[0]!, span.transform[1]!);
  // (A word space after the glyph comes in the same item: what is left of it, a tenth of an em or more, is one.)
  const room = item.width - em * size < 0.1 * size ? item.width : em * size;
  out[at] = { ...span, width: span.width + room } as T;
  if (room === item.width) return { ...item, str: '' } as T;
  const transform = [...item.transform];
  transform[4] = item.transform[4]! + room;
  return { ...item, transform, width: item.width - room } as T;
}

/**
 * A span whose one glyph pdf.js read as a space, placed by the item after it: that space, as far as the glyph goes
 * (what it has beyond is a word space, given back), or the room just before the next glyph (pdf.js leaves out a space
 * at a line's start: 'श' of 'शौक').
 */
function placedSpan({ text, em }: { text: string; em: number }, item: Glyphs): Glyphs[] {
  const size = Math.hypot(item.transform[0]!, item.transform[1]!);
  const x = item.transform[4]!;
  if (item.str.trim()) {
    const transform = [...item.transform];
    transform[4] = x - em * size;
    return [{ ...item, str: text, transform, width: em * size, hasEOL: false }, item];
  }
  if (item.width - em * size < 0.1 * size)
    return [
      { ...item, str: text },
      { ...item, str: '' },
    ];
  // (A space wider than a letter beside the glyph is a gap before it, a tab stop's: 'विश्वविद्यालय' | 'वर्ष', the
  // glyph at its end.)
  if (item.width - em * size > size) {
    const transform = [...item.transform];
    transform[4] = x + item.width - em * size;
    return [
      { ...item, width: item.width - em * size },
      { ...item, str: text, transform, width: em * size, hasEOL: false },
      { ...item, str: '' },
    ];
  }
  const transform = [...item.transform];
  transform[4] = x + em * size;
  return [
    { ...item, str: text, width: em * size, hasEOL: false },
    { ...item, transform, width: item.width - em * size },
  ];
}
