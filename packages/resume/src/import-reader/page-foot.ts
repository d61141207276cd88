import { EMAIL, findPhone, URL } from './contact';
import type { Section, SourceLine } from './types';

/**
 * Contact details set at the foot of the first page, as moderncv's casual style prints the address, phone and
 * e-mail (or in a Word document's footer): the page's last lines, one block set well apart from the text above, when one of them holds an e-mail
 * address or a phone number. They are taken out of the section the reading order put them in and returned, to be
 * read with the header.
 */
export function footContact(sections: readonly Section[]): SourceLine[] {
  // A Word document's footer that holds them (a gallery template's row of icon-over-text cells): read whole.
  const footer = sections.flatMap((s) => s.lines).filter((l) => l.region === 'footer');
  if (footer.some((l) => EMAIL.test(l.text) || findPhone(l.text))) {
    for (const s of sections) s.lines = s.lines.filter((l) => !footer.includes(l));
    return footer;
  }
  const firstPage = sections.flatMap((s) => s.lines).filter((l) => l.box.page === 1);
  const byY = [...firstPage].sort((a, b) => a.box.y - b.box.y);
  const last = byY.at(-1);
  if (!last) return [];
  const block = [last];
  let apart = false;
  for (let i = byY.length - 2; i >= 0; i--) {
    const gap = block[0]!.box.y - byY[i]!.box.y;
    if (gap > block[0]!.size * 2.2) {
      apart = gap > block[0]!.size * 4;
      break;
    }
    block.unshift(byY[i]!);
  }
  // Set apart, or nothing but contact details ('name@example.de · +49 160 5551234' under the last section), or lines
  // centred one under the other as a page's foot is (moderncv's on a Letter page, its page number taken as furniture).
  const centre = (l: SourceLine) => l.box.x + l.box.w / 2;
  // (Within a letter's width: an icon dropped before a line's text shifts its centre.)
  const centred = block.length >= 2 && block.every((l) => Math.abs(centre(l) - centre(block[0]!)) < l.size);
  if (!(apart || centred || block.every(onlyContact)) || block.length > 4) return [];
  if (!block.some((l) => EMAIL.test(l.text) || findPhone(l.text))) return [];
  for (const s of sections) s.lines = s.lines.filter((l) => !block.includes(l));
  // In reading order, not top to bottom: a cell's e-mail broken onto the next line ('…@example.co' over 'm') comes
  // before the cells beside it ('Twitter handle' | phone | link), level with its first line.
  return firstPage.filter((l) => block.includes(l));
}

/** A line of contact details and nothing else: each piece between its separators an e-mail, a phone or an address. */
function onlyContact(line: SourceLine): boolean {
  const pieces = line.text.split(/\s+[|·•]\s+|\s{2,}/u).filter((p) => p.trim());
  return pieces.every((p) => EMAIL.test(p) || findPhone(p) === p.trim() || URL.test(p.trim()));
}

/**
 * A Word document's footer that holds no contact details (its page number, the CV's title and the person's name,
 * Europass's notice): page furniture, taken out of the section the reading order put it last in, and marked read.
 * Run after footContact, which takes a footer of contact details to the header.
 */
export function dropFooter(sections: readonly Section[], used: Set<number>): void {
  for (const s of sections) {
    for (const l of s.lines) if (l.region === 'footer') used.add(l.id);
    s.lines = s.lines.filter((l) => l.region !== 'footer');
  }
}
