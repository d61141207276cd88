import type { Section, SourceLine, SourcePart } from './types';
import { bodySize } from './heading-looks';

// A logo drawn as a tile with the organisation's first letter ('P' before 'Puppet', a personal site's or a builder's
// stand-in for a missing image): no text of the resume.

const LETTER = /^\p{Lu}$/u;
const NAMED = (letter: string, name: string) =>
  name.length > 1 && name.startsWith(letter) && /^\p{Lu}\p{Ll}/u.test(name);

/** A line's parts without a monogram before the name it stands for, an em or more apart ('P' | 'Puppet'). */
export function withoutMonogram(parts: SourcePart[]): SourcePart[] {
  const [tile, name] = parts;
  if (!tile || !name || !LETTER.test(tile.text) || !NAMED(tile.text, name.text)) return parts;
  return name.x - tile.right >= tile.size ? parts.slice(1) : parts;
}

/**
 * A monogram alone on its line, its tile centred a little off the name's baseline ('O' just before 'Oregon State
 * University', to its left): the line the name's line comes after, to be dropped.
 */
export const monogramBefore = (above: SourceLine | undefined, line: Pick<SourceLine, 'text' | 'box' | 'size'>) =>
  !!above &&
  above.parts.length === 1 &&
  LETTER.test(above.text) &&
  NAMED(above.text, line.text) &&
  above.box.page === line.box.page &&
  line.box.x - (above.box.x + above.box.w) >= above.size &&
  Math.abs(above.box.y - line.box.y) < line.size;

/**
 * The person's initials set large as a monogram (a Word gallery template's 'MC' tile beside 'Megan Castellanos'): no
 * text of the resume. Dropped from the sections, where the reading order may put it inside a job, and marked read.
 */
export function dropInitials(sections: Section[], all: readonly SourceLine[], used: Set<number>): void {
  const firstPage = all.filter((l) => l.box.page === 1);
  if (!firstPage.length) return;
  const biggest = Math.max(...firstPage.map((l) => l.size));
  // The name, in the page's largest type, over one line or two ('NAVEEN KUMAR' / 'GOWDA').
  const name = firstPage
    .filter((l) => l.size >= biggest - 0.5)
    .slice(0, 2)
    .map((l) => l.text)
    .join(' ');
  const words = name.split(/\s+/u).filter((w) => /^\p{Lu}/u.test(w));
  if (words.length < 2) return;
  const initials = words.map((w) => w[0]).join('');
  const body = bodySize(all);
  const monogram = (l: SourceLine) =>
    l.box.page === 1 && l.parts.length === 1 && l.size >= body * 1.5 && l.text.replace(/[\s.]/gu, '') === initials;
  for (const s of sections) {
    const drop = s.lines.filter(monogram);
    drop.forEach((l) => used.add(l.id));
    s.lines = s.lines.filter((l) => !drop.includes(l));
  }
}
