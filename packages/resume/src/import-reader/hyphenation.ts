import type { PdfPage } from './pdf-lines';
import type { SourceLine } from './types';

/**
 * TeX hyphenates: a justified line ends 'considera-' and the next goes on 'blemente'. Browsers and word processors
 * do not unless told to, so elsewhere a hyphen at a line's end is one the person typed ('Junior-' / 'Entwicklern').
 * The PDF draws both with the same hyphen; what tells them apart is the maker and the words.
 */
export const hyphenates = (pages: readonly PdfPage[]): boolean =>
  pages.some(
    (p) =>
      /\btex\b|latex|xdvipdfmx|luahbtex/i.test(`${p.creator ?? ''} ${p.producer ?? ''}`) ||
      p.items.some((i) => TEX_FONTS.test(i.font)),
  );

/**
 * The fonts only TeX sets (Computer Modern, its EC and Latin Modern cuts, TeX Gyre, marvosym, Bitstream Charter's
 * Type 1 cut as TeX's charter and XCharter packages name it, and the URW Type 1 cuts of Times, Helvetica, Palatino
 * and the rest as TeX's psnfss packages name them, 'NimbusRomNo9L-Regu'): they tell a TeX-made page whose maker's
 * name is gone (printed to PDF again, or redrawn by cairo or Ghostscript).
 */
export const TEX_FONTS =
  /^(?:CM[A-Z]{1,5}\d+|SF[A-Z]{2}\d{4}|LM(?:Roman|Sans|Mono)|TeXGyre|MarVoSym|CharterBT-|XCharter-|(?:NimbusRomNo9L|NimbusSanL|NimbusMonL|URWPalladioL|URWBookmanL|URWGothicL|URWChanceryL|CenturySchL)-)/;

/**
 * First halves of compounds people write with a hyphen, after which a line breaks at the hyphen they typed
 * ('cross-' / 'functional', 'end-' / 'to-end'). Prefixes TeX also hyphenates after ('inter-' / 'national',
 * 'multi-' / 'ple') are left out: a word read whole is likelier there.
 */
const COMPOUND_HEADS = new Set(
  `self cross well non end real full part high low long short first second third data client customer user team cost
  time year month day face hands state fast large small cloud front back open on off out top world award decision
  detail results goal mission service market problem best fine hand sign start check set kick cutting hard soft one
  two three four five six seven eight nine ten web mobile event test risk value people product cash fact follow`.split(
    /\s+/,
  ),
);

/** The fragment before a line's final hyphen, when the break may be TeX's ('considera-'), else undefined. */
function fragment(text: string): string | undefined {
  // ('Ma-' / 'trícula': TeX leaves two letters before a break, a capital one of them.)
  const m = text.match(/(?:^|[\s/–—(])([\p{L}-]*\p{Ll}{2,}|\p{Lu}\p{Ll})-$/u);
  if (!m) return undefined;
  const word = m[1]!;
  const head = word.split('-').at(-1)!;
  // A typed compound ('cross-', 'state-of-the-'), or a word spelled with capitals ('SAP-'), keeps its hyphen.
  if (COMPOUND_HEADS.has(head.toLowerCase()) || word.includes('-') || /\p{Lu}{2}/u.test(word)) return undefined;
  return head;
}

/** The rest of an e-mail address hyphenated in a narrow column ('E ini-' / 'go.echeverria@example.eus'). */
const EMAIL_REST = /^([\p{Ll}\d][\p{L}\p{M}\d._%+-]*@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+)()(?:\s+|$)/u;

/**
 * The lines of a TeX-made PDF with each word hyphenated at a line's end put back together on the first line
 * ('reduciendo considera-' / 'blemente el tiempo' -> 'reduciendo considerablemente' / 'el tiempo'), when the next
 * line goes on right under it in lower case; an e-mail address too. A line left empty goes; ids are given again in order.
 */
export function joinHyphenated<T extends SourceLine>(lines: readonly T[]): T[] {
  const out = lines.map((l) => ({ ...l, parts: [...l.parts] }));
  // Words in capitals the document writes whole: one broken at a line's end is TeX's break ('AN-' / 'SYS Mechanical',
  // 'ANSYS Mechanical' in its skills), not a typed compound ('SAP-' / 'Integration').
  const capitals = new Set(lines.flatMap((l) => l.text.match(/(?<![\p{L}-])\p{Lu}{4,}(?![\p{L}-])/gu) ?? []));
  const capitalsBroken = (text: string, next: string) => {
    const [head, tail] = [
      text.match(/(?<![\p{L}-])(\p{Lu}{2,})-$/u)?.[1],
      next.match(/^(\p{Lu}{2,})(?![\p{L}-])/u)?.[1],
    ];
    return !!head && !!tail && capitals.has(`${head}${tail}`);
  };
  for (let i = 0; i + 1 < out.length; i++) {
    const line = out[i]!;
    const next = out[i + 1]!;
    const last = line.parts.at(-1);
    // In a table the word goes on in its own cell, right of the label cell's next line ('(Espa-' / 'empleador' 'ña)').
    const cell = last ? next.parts.findIndex((p) => Math.abs(p.x - last.x) < 3) : -1;
    const k = cell > 0 ? cell : 0;
    const first = next.parts[k];
    const broken = !!last && !!first && capitalsBroken(last.text, first.text);
    if (!last || !first || (!fragment(last.text) && !broken)) continue;
    const under =
      next.box.page === line.box.page &&
      next.box.y > line.box.y &&
      next.box.y - line.box.y < line.size * 1.7 &&
      next.box.x < line.box.x + line.box.w &&
      // (The parts' sizes: a heading in the line's label cell sets the line's own.)
      Math.abs(first.size - last.size) < 0.5;
    // (A possessive's apostrophe goes with the word: 'cus-' / 'tomers’ balances'.)
    const rest =
      first.text.match(EMAIL_REST) ??
      first.text.match(
        broken ? /^(\p{Lu}+)([.,;:!?)]*)(?:\s+|$)/u : /^(\p{Ll}[\p{L}\p{M}]*(?:['’]\p{Ll}*)?)([.,;:!?)]*)(?:\s+|$)/u,
      );
    if (!under || next.bullet || !rest) continue;
    line.parts[line.parts.length - 1] = { ...last, text: `${last.text.slice(0, -1)}${rest[1]}${rest[2]}` };
    line.text = line.parts.map((p) => p.text).join(' ');
    const left = first.text.slice(rest[0].length);
    // (Where the bold ends moves with the text: '**tational Post**, Mid …' is '**Post**, Mid …'.)
    const cut = rest[0].length;
    const comma = {
      ...(first.boldComma === undefined ? {} : { boldComma: first.boldComma - cut }),
      ...(first.boldEnd === undefined ? {} : { boldEnd: first.boldEnd - cut }),
    };
    next.parts = [
      ...next.parts.slice(0, k),
      ...(left ? [{ ...first, text: left, ...comma }] : []),
      ...next.parts.slice(k + 1),
    ];
    next.text = next.parts.map((p) => p.text).join(' ');
  }
  return out.filter((l) => l.parts.length).map((l, id) => ({ ...l, id }));
}
