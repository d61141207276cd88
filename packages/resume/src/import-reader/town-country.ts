import type { HeaderFields } from './header';
import { closeUnder } from './line-gaps';
import { isCountry } from './place-tails';
import type { SourceLine } from './types';

/**
 * A town over its country on a line of its own, as moderncv prints an address without a street ('Москва' over
 * 'Россия', flush right), or a street's town over its country ('Te Aro, Wellington 6011' over 'New Zealand'): one place.
 * Whether it was joined.
 */
export function townOverCountry(all: readonly SourceLine[], out: HeaderFields): boolean {
  const at = all.findIndex((l) => out.location?.lines.includes(l.id));
  const town = all[at];
  const next = all[at + 1];
  const country = next?.text.trim() ?? '';
  if (!out.location || !town || !next || out.location.lines.length !== 1 || next.parts.length !== 1) return false;
  if (!isCountry(country) || out.location.text.includes(country) || !closeUnder(town, next)) return false;
  out.location = { ...out.location, text: `${out.location.text}, ${country}`, lines: [...out.location.lines, next.id] };
  out.used.add(next.id);
  return true;
}
