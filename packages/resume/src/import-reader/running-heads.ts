import { comparable, westernDigits } from './text';
import { EMAIL, findPhone } from './contact';
import { emailRest } from './link-wraps';
import type { SourceLine } from './types';

/** Words that say 'page' before its number, in the resume languages. */
const PAGE_WORD =
  /(?:page|seite|página|pagina|pag\.|p\.|strona|sida|sayfa|страница|сторінка|σελίδα|صفحة|עמוד|صفحه|पृष्ठ|页|頁|ページ|페이지|หน้า|trang|halaman)\s*$/iu;

/** 'Page 2', 'Seite 2 von 3', '2 / 3', '2 of 3' for page `n`. */
export function saysPage(written: string, n: number): boolean {
  // (In Persian and Arabic digits too: 'صفحه ۱ از ۲'.)
  const text = westernDigits(written);
  for (const m of text.matchAll(/\d+/g)) {
    if (Number(m[0]) !== n) continue;
    const before = text.slice(0, m.index);
    const after = text.slice(m.index! + m[0].length);
    if (PAGE_WORD.test(before)) return true;
    // ('2 / 3', not a month and year, '02/2018', nor a whole date: 'Del 1/3/2014 al 31/12/2015'.)
    const total = after.match(/^\s*(?:\/|of|von|de|di|z|из|av)\s*(\d+)(?!\d|\s*[/.-]\s*\d)/iu)?.[1];
    if (total && !m[0].startsWith('0') && Number(total) >= n && Number(total) <= 99) return true;
  }
  return false;
}

/**
 * The running head or foot of the pages after the first (a word processor's header: 'Kevin O'Brien | Page 2'): the
 * top or bottom line of such a page that names its page number, or repeats the name the first page is headed with
 * in smaller type. Read, and placed nowhere: in the middle of a job's list it would start an entry of its own.
 */
export function runningHeads(lines: readonly SourceLine[]): Set<number> {
  const out = new Set<number>();
  const pages = new Map<number, SourceLine[]>();
  for (const l of lines) if (l.box.page > 0) pages.set(l.box.page, [...(pages.get(l.box.page) ?? []), l]);
  const first = pages.get(1);
  if (!first || pages.size < 2) return out;
  const title = first.reduce((a, b) => (b.size > a.size ? b : a));
  // (The name, or a cell of the title's row: Europass sets 'INFORMACIÓN PERSONAL' | 'Elena Martín Pastor'.)
  const names = [title.text, ...(title.parts.length > 1 ? title.parts.map((p) => p.text) : [])]
    .map(comparable)
    .filter((n) => n.length >= 4);
  for (const [n, onPage] of pages) {
    const byY = [...onPage].sort((a, b) => a.box.y - b.box.y);
    // A foot over two or three lines ('Página 2 / 2 - Curriculum vitæ de' / 'Clara Monzó Sanchis') is one: where
    // one of its lines names the page, all are furniture, on the first page too.
    const foot = footBlock(byY);
    // (The first page's foot that holds the contact details besides its number, as moderncv's casual style prints
    // them on every page, is read: see page-foot.ts.)
    const contact = n === 1 && foot.some((l) => EMAIL.test(l.text) || findPhone(l.text));
    if (foot.some((l) => saysPage(l.text, n)) && !contact) foot.forEach((l) => out.add(l.id));
    if (n === 1) continue;
    // A word processor's header or footer repeats the first page's lines where they stood there (the name and the
    // contact line at the top of every page): read once, from the first page.
    const again = (l: SourceLine) =>
      first.some(
        (f) =>
          comparable(f.text) === comparable(l.text) &&
          Math.abs(f.box.y - l.box.y) < 4 &&
          Math.abs(f.size - l.size) < 0.5,
      );
    for (const ends of [byY, [...byY].reverse()])
      for (const line of ends.slice(0, 3)) {
        if (!again(line)) break;
        out.add(line.id);
      }
    // A table's head row repeated where the table goes on, as browsers and word processors repeat it ('期間' |
    // '業務内容' over a 職務経歴書's roles): read once, where the table starts.
    const top = byY.find((l) => !out.has(l.id));
    if (top && top.parts.length >= 2 && lines.some((l) => l.box.page < n && sameRow(l, top))) out.add(top.id);
    for (const line of new Set([byY[0]!, byY.at(-1)!])) {
      const text = comparable(line.text);
      const named =
        names.some((name) => text.includes(name) && text.length <= name.length + 30) && line.size < title.size * 0.8;
      if (saysPage(line.text, n) || named) out.add(line.id);
    }
  }
  for (const line of repeatedFoot([...pages.values()])) out.add(line.id);
  return out;
}

/**
 * A word processor's footer the same at the foot of every page, the first's too, but for the page's number: 'Montevideo,
 * mayo de 2024' (where and when it was signed), the Europass's 'Pagina 2 - Curriculum vitae di' / 'BIANCHI, Francesca'
 * beside its links in smaller type. Furniture, unless it holds the contact details (page-foot.ts reads those).
 */
function repeatedFoot(pages: ReadonlyArray<readonly SourceLine[]>): SourceLine[] {
  const masked = (l: SourceLine) => westernDigits(comparable(l.text)).replace(/\d+/g, '#');
  const feet = pages.map((onPage) => [...onPage].sort((a, b) => b.box.y - a.box.y));
  const out: SourceLine[] = [];
  // From the foot up, as long as every page has the same line at the same place.
  for (const [k, line] of feet[0]!.entries()) {
    const twins = feet.map((foot) => foot[k]);
    if (!twins.every((l) => l && masked(l) === masked(line) && Math.abs(l.box.y - line.box.y) < 4)) break;
    out.push(...(twins as SourceLine[]));
  }
  // A foot that holds the contact details is read once, from the first page (page-foot.ts): there, only its last
  // line goes, when it holds none ('m', the end of an address wrapped under it). (A clause's sentence that cites a
  // regulation's number holds none: 'Rozporządzeniem … (UE) 2016/679 z dnia 27 kwietnia 2016 r. w'.)
  const contact = (l: SourceLine) => EMAIL.test(l.text) || (!!findPhone(l.text) && l.text.split(/\s+/u).length <= 10);
  if (!out.some(contact)) return out;
  const lasts = feet.map((foot) => foot[0]!);
  // (Not the rest of an e-mail a narrow cell broke: '…@example.co' over 'm'.)
  const lastGoes = lasts.every(
    (l) => out.includes(l) && !contact(l) && !out.some((o) => o.box.page === l.box.page && emailRest(o, l)),
  );
  return out.filter((l) => l.box.page > 1 || (lastGoes && lasts.includes(l)));
}

/** Two rows of one table's cells: the same texts, each at the same place across the page. */
const sameRow = (a: SourceLine, b: SourceLine) =>
  a.parts.length === b.parts.length &&
  a.parts.every((p, i) => comparable(p.text) === comparable(b.parts[i]!.text) && Math.abs(p.x - b.parts[i]!.x) < 2);

/** A page's last lines set in one size as a block, line under line: at most three. */
function footBlock(byY: readonly SourceLine[]): SourceLine[] {
  const block = [byY.at(-1)!];
  for (let i = byY.length - 2; i >= 0 && block.length < 3; i--) {
    const [l, below] = [byY[i]!, block[0]!];
    if (Math.abs(l.size - below.size) > 0.5 || below.box.y - l.box.y > below.size * 1.6) break;
    block.unshift(l);
  }
  return block;
}
