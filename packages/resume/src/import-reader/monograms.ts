import type { SourceLine, SourcePart } from './types';

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
