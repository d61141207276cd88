import { EMAIL, findPhone } from './contact';
import { findDates } from './dates';
import { joinWrappedLines } from './join-lines';
import { isRtl } from './text';
import type { Section, SourceLine } from './types';

/**
 * The first page's title (the name, in the page's largest type, and the short line right under it) set at the top
 * of a main column that the reading order puts after a sidebar's sections ('CONTACTO', 'IDIOMAS'): moved back to
 * the header, where the name and headline are looked for. Nothing moves when the header has type as large.
 */
export function titleToHeader(header: SourceLine[], sections: Section[], body: number) {
  const onFirstPage = (l: SourceLine) => l.box.page <= 1;
  const big = sections.flatMap((s) => s.lines).filter((l) => onFirstPage(l) && !l.bullet && l.size >= body * 1.4);
  if (!big.length) return;
  const biggest = Math.max(...big.map((l) => l.size));
  if (header.some((l) => onFirstPage(l) && l.size >= biggest - 0.1)) return;
  const title = big.find((l) => l.size >= biggest - 0.1)!;
  const section = sections.find((s) => s.lines.includes(title))!;
  // At its edge: its left one, or a right-to-left name's right one (a LinkedIn export in Arabic sets the column so).
  const rtl = isRtl(title.text);
  const apart = (l: SourceLine) =>
    rtl ? Math.abs(l.box.x + l.box.w - (title.box.x + title.box.w)) : Math.abs(l.box.x - title.box.x);
  // The lines right under it, at its left edge (a headline, the place: LinkedIn puts both there), up to four (a
  // headline of 220 letters wraps over three).
  const moved = [title];
  const from = section.lines.indexOf(title) + 1;
  for (const next of section.lines.slice(from, from + 4)) {
    const above = moved.at(-1)!;
    const under =
      next.box.page === title.box.page &&
      apart(next) < title.size &&
      next.box.y > above.box.y &&
      next.box.y - above.box.y < above.size * 2.5 &&
      // (Words, not the bars between a headline's parts: 'Emirates NBD | Power BI | SQL | …'.)
      next.text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length <= 16 &&
      !next.bullet &&
      !findDates(next.text);
    if (!under) break;
    moved.push(next);
  }
  // Then the contact details under them in their column, each after an icon (a sidebar's name and title over the
  // address, phone and e-mail, as the Twenty Seconds CV sets them), an address with its wrapped rest.
  for (const next of section.lines.slice(from + moved.length - 1, from + moved.length + 7)) {
    const above = moved.at(-1)!;
    // (A row of contact items may stand a little apart from the headline above it: three lines' room.)
    const near =
      next.box.page === title.box.page &&
      next.box.y > above.box.y &&
      next.box.y - above.box.y < above.size * 3 &&
      apart(next) < 40 &&
      !next.bullet;
    const contact =
      !!next.icon ||
      EMAIL.test(next.text) ||
      !!findPhone(next.text) ||
      (!!above.icon && Math.abs(next.box.x - above.box.x) < 2);
    if (!near || !contact) break;
    moved.push(next);
  }
  // A headline wrapped at the column's edge is one line again.
  const column = sections.flatMap((s) => s.lines).filter((l) => l.box.page === title.box.page && apart(l) < title.size);
  const right = Math.max(...column.map((l) => l.box.x + l.box.w));
  section.lines = section.lines.filter((l) => !moved.includes(l));
  header.push(title, ...joinWrappedLines(moved.slice(1), right));
}
