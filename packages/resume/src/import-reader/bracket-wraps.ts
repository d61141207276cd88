import type { SourceLine } from './types';
import { findDates, isOnlyDates } from './dates';

// A header's brackets closed on the line under it: the line is the header's rest (joinDangling).

/**
 * A header's dates in brackets wrapped alone under it, on the next line or at the top of the next page ('Licence
 * Économie et gestion – Université Toulouse 1 Capitole' / '(2013)'): its own, as where they fit its line.
 */
const datesInBrackets = (prev: SourceLine, line: SourceLine) => {
  // (Not a paragraph's last words, after which a stop follows: 'Early Career: … supplies' / '(1999 – 2005).'.)
  const dates = line.text.trim().match(/^\((.+)\)$/u)?.[1];
  const under =
    line.box.page === prev.box.page
      ? line.box.y > prev.box.y && line.box.y - prev.box.y < prev.size * 1.7
      : line.box.page === prev.box.page + 1;
  return (
    !!dates &&
    isOnlyDates(dates) &&
    under &&
    prev.box.page > 0 &&
    !prev.bullet &&
    !line.bullet &&
    line.parts.length === 1 &&
    !findDates(prev.text) &&
    Math.abs(line.box.x - prev.box.x) < 2 &&
    Math.abs(line.size - prev.size) < 0.3
  );
};

/** A single run of text the next line down on the same page, neither of them a list item: where a bracket can close. */
const oneLineUnder = (prev: SourceLine, line: SourceLine) =>
  !prev.bullet &&
  !line.bullet &&
  line.box.page === prev.box.page &&
  line.box.y > prev.box.y &&
  line.box.y - prev.box.y < prev.size * 1.7 &&
  line.parts.length === 1;

/**
 * A town's province or country in brackets wrapped alone under the header it ends ('…, Arcor S.A.I.C., Arroyito' /
 * '(Córdoba).'), under its last part's text, which a mark typed before it may set in from where the part starts.
 */
const placeInBrackets = (prev: SourceLine, line: SourceLine) => {
  const last = prev.parts.at(-1)!;
  return (
    oneLineUnder(prev, line) &&
    /^\((?:\p{L}[\p{L}\p{M}.'’-]*\s?){1,3}\)[.,;]?$/u.test(line.text.trim()) &&
    /\p{L}$/u.test(last.text) &&
    line.box.x > last.x - 2 &&
    line.box.x < last.x + 2 * line.size &&
    Math.abs(line.size - last.size) < 0.3 &&
    line.bold === last.bold
  );
};

/**
 * A header line wrapped inside its brackets ('Sept. 2017 – Feb. 2019<TAB>Asesoría Cifuentes & Molina S.L. (Alcalá de'
 * over 'Henares)' under the tab stop): the words that close them go on it.
 */
const bracketWrapped = (prev: SourceLine, line: SourceLine) =>
  oneLineUnder(prev, line) &&
  /\([^()]*\p{L}$/u.test(prev.text) &&
  /^\p{L}[^()]{0,40}\)[.,;]?$/u.test(line.text.trim()) &&
  line.text.split(/\s+/u).length <= 4 &&
  line.box.x > prev.box.x - 2 &&
  line.box.x < prev.box.x + prev.box.w &&
  Math.abs(line.size - prev.size) < 0.3 &&
  line.bold === prev.bold;

export const closesBracket = (prev: SourceLine, line: SourceLine) =>
  placeInBrackets(prev, line) || bracketWrapped(prev, line) || datesInBrackets(prev, line);
