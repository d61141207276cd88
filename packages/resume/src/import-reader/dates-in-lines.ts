import { findDates, isOnlyDates } from './dates';

// Dates on a line that is no entry's dated header: where they stand says the line goes on or was gone on.

/** A name's initials in brackets, and the year that closes its line: '(CVICU)', '(USAC), 2015'. */
export const INITIALS = /^\(\p{Lu}[\p{Lu}\d&/-]{1,9}\)(?:\s*[,–—-]\s*(?:19|20)\d\d\.?)?$/u;
/** Or its initials and the dates after them: '(FPS) – Em andamento (previsão de conclusão: 12/2025)'. */
export const initialsThenDates = (text: string) => {
  const m = text.match(/^\(\p{Lu}[\p{Lu}\d&/-]{1,9}\)\s*[,–—-]\s*(\S.*)$/u);
  return !!m && isOnlyDates(m[1]!);
};

/**
 * A name's words, then dates in brackets that end the line: 'Superior N° 18 (2008 - 2010, completo)', 'physique
 * (MP) · (2010 - 2012)'. (Not a sentence's: 'año de Erasmus en el Politecnico di Milano (2010–2011).')
 */
export const datesInBrackets = (text: string) => {
  const d = findDates(text);
  return (
    !!d &&
    /\p{L}.*\(\s*$/u.test(text.slice(0, d.index)) &&
    /^[^()]*\)$/u.test(text.slice(d.index + d.text.length).trim())
  );
};

/**
 * Dates that open a line of a name, no tab after them wide enough to part the two: '2010 – 2012 Servicio Nacional de
 * Adiestramiento en Trabajo' over 'Industrial – SENATI', the name's rest.
 */
export const datesOpenRow = (text: string) => {
  const d = findDates(text);
  return !!d && d.index === 0 && text.slice(d.text.length).trim().split(/\s+/u).length >= 3;
};

/**
 * A year inside a sentence, in a sentence's rest (a line that starts in lower case) or a paragraph, which goes on in
 * lower case after the year: '… процессы разработки. С 2020 года выступаю с' is a paragraph's line, no entry's header.
 */
export const datesInProse = (text: string) => {
  const d = findDates(text);
  if (!d || !(/^\p{Ll}/u.test(text) || text.split(/\s+/u).length >= 12)) return false;
  const after = text
    .slice(d.index + d.text.length)
    .trim()
    .split(/\s+/u);
  return text.slice(0, d.index).trim().split(/\s+/u).length >= 2 && after.length >= 2 && /^\p{Ll}/u.test(after[0]!);
};

/** A row of pieces parted by bars with its dates inside, and a piece after them: 'Degree | May 2022 | School'. */
export const datesInsideRow = (text: string) => {
  const d = findDates(text);
  return !!d && /\|\s*$/u.test(text.slice(0, d.index)) && /^\s*\|\s*\S/u.test(text.slice(d.index + d.text.length));
};
