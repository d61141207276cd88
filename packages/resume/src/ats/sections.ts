import type { AtsLine, AtsSection, AtsSectionKind } from './types';
import { hasLetters, isUpper, words } from './text';
import { ownSectionKind } from '../locale/read-names';

/** The words by which parsers recognise a section heading, most specific first. */
const HEADING_WORDS: Array<[Exclude<AtsSectionKind, 'other'>, RegExp]> = [
  ['certifications', /\b(certifications?|certificates?|licen[cs]es?|credentials)\b/i],
  ['projects', /\bprojects?\b/i],
  ['education', /\b(education|academic background|qualifications)\b/i],
  ['skills', /\b(skills?|expertise|competenc(y|ies)|proficienc(y|ies))\b/i],
  ['experience', /\b(experience|employment|work history|career history)\b/i],
  ['summary', /\b(summary|profile|objective|about me)\b/i],
];

/** The heading's words without decorations around them ('$ experience', '01 Experience', 'Education.'). */
// (A word may end in a mark: Hindi's 'स्वयंसेवा', Thai's 'ผลงานตีพิมพ์'.)
export const headingText = (text: string) => text.replace(/^[^\p{L}]+|[^\p{L}\p{M})]+$/gu, '').trim();

/** The section a heading's words name, if any: shared with the Word import, whose headings are styled. */
export const sectionKindOf = (heading: string): Exclude<AtsSectionKind, 'other'> | undefined =>
  HEADING_WORDS.find(([, re]) => re.test(headingText(heading)))?.[0] ??
  // As Resumey prints them in the other resume languages: 'Berufserfahrung', '職務経歴', 'الخبرة'.
  ownSectionKind(headingText(heading));

const looksLikeHeading = (line: AtsLine, bodySize: number) => {
  const text = headingText(line.text);
  if (!hasLetters(text) || words(text).length > 5 || /[,:;@]|\d/.test(text)) return false;
  return line.bold || isUpper(text) || line.fontSize > bodySize * 1.12;
};

/** The font size most of the text is set in. */
export function bodyFontSize(lines: readonly AtsLine[]): number {
  const chars = new Map<number, number>();
  for (const l of lines) {
    const size = Math.round(l.fontSize * 2) / 2;
    chars.set(size, (chars.get(size) ?? 0) + l.text.length);
  }
  let best = 10;
  let most = -1;
  for (const [size, n] of chars) if (n > most) [best, most] = [size, n];
  return best;
}

const style = (l: AtsLine) => `${Math.round(l.fontSize * 2) / 2}|${l.bold}|${isUpper(headingText(l.text))}`;

/**
 * Splits the lines into the header (everything before the first heading) and sections. A heading is a short
 * line set apart by its style (bold, capitals or larger) that holds a section word; a line
 * in exactly the style of those headings is a heading too (a custom section's own label).
 */
export function splitSections(lines: readonly AtsLine[]): { header: AtsLine[]; sections: AtsSection[] } {
  const body = bodyFontSize(lines);
  const known = new Map<number, Exclude<AtsSectionKind, 'other'>>();
  lines.forEach((line, i) => {
    if (i === 0 || !looksLikeHeading(line, body)) return;
    const text = headingText(line.text);
    const kind = sectionKindOf(text);
    if (kind) known.set(i, kind);
  });
  const headingStyles = new Set([...known.keys()].map((i) => style(lines[i]!)));
  const kindAt = (i: number): AtsSectionKind | undefined => {
    const kind = known.get(i);
    if (kind) return kind;
    const line = lines[i]!;
    if (i === 0 || !headingStyles.has(style(line)) || !looksLikeHeading(line, body)) return undefined;
    return line.bold || isUpper(headingText(line.text)) || line.fontSize > body * 1.12 ? 'other' : undefined;
  };

  const header: AtsLine[] = [];
  const sections: AtsSection[] = [];
  lines.forEach((line, i) => {
    const kind = kindAt(i);
    if (kind) sections.push({ kind, heading: headingText(line.text), page: line.page, lines: [] });
    else (sections.at(-1)?.lines ?? header).push(line);
  });
  return { header, sections };
}
