// A second resume parser for the ATS check (issue #14), independent of the project's own (packages/resume/src/ats):
// the published rules of OpenResume's PDF parser (github.com/xitanggg/open-resume, src/app/lib/parse-resume-from-pdf,
// (c) Xitang Zhao, AGPL-3.0: none of its code is in this repository), re-implemented here from its description,
// quirks included, so that our PDFs are judged by rules we did not write. Steps: pdf.js text items -> lines ->
// sections -> fields by feature scores. Checked against its source (commit 4f8255a): y is PDF space (up from the
// page foot) per page, as OpenResume reads it; an empty line (an end-of-line item right after another) inside a
// job, school or project section makes OpenResume throw (it reads the first item's y of every line), and so it
// throws here too (OpenResumeCrash). Its pdf.js is 3.7 (ours 5.4) and its font names keep their subset prefix
// ('ABCDEF+Inter-Bold'); OpenResume's own code run outside the repository with its pdf.js 3.7.107 on all 220 PDFs
// of the ATS matrix (22 templates x {sample, long} x 5 fonts) read the same lines, sections, profile, jobs (with
// their bullets), schools and skills as these rules, every one.
import type { PdfTextPage } from '@resumey/pdf-text';

export interface OrItem {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontName: string;
  hasEOL: boolean;
}
export type OrLine = OrItem[];
type Feature = [(item: OrItem) => boolean | RegExpMatchArray | null, number, boolean?];

export const BULLET_POINTS = ['⋅', '∙', '🞄', '•', '⦁', '⚫︎', '●', '⬤', '⚬', '○'];

/** read-pdf: every page's items in getTextContent order; whitespace-only items without an end of line dropped. */
export function readItems(pages: readonly PdfTextPage[]): OrItem[] {
  return pages
    .flatMap((p) =>
      p.items.map((i) => ({
        // OpenResume undoes one pdf.js reading of '-' ('-', soft hyphen, '‐').
        text: i.text.replace(/-\u00AD\u2010/g, '-'),
        x: i.x,
        y: p.height - i.y,
        width: i.width,
        height: i.height,
        fontName: i.font,
        hasEOL: i.hasEOL,
      })),
    )
    .filter((i) => i.hasEOL || i.text.trim() !== '');
}

/** The width of a character in the commonest font (by characters) at the commonest height (by items). */
function typicalCharWidth(items: OrItem[]): number {
  const heights = new Map<number, number>();
  const fonts = new Map<string, number>();
  let [height, heightMax, font, fontMax] = [0, 0, '', 0];
  for (const i of items.filter((x) => x.text.trim() !== '')) {
    const h = (heights.get(i.height) ?? 0) + 1;
    heights.set(i.height, h);
    if (h > heightMax) [height, heightMax] = [i.height, h];
    const f = (fonts.get(i.fontName) ?? 0) + i.text.length;
    fonts.set(i.fontName, f);
    if (f > fontMax) [font, fontMax] = [i.fontName, f];
  }
  const common = items.filter((i) => i.fontName === font && i.height === height);
  return common.reduce((w, i) => w + i.width, 0) / common.reduce((n, i) => n + i.text.length, 0);
}

function shouldAddSpace(left: string, right: string) {
  const end = left.at(-1) ?? '';
  const start = right[0] ?? '';
  return (
    ([':', ',', '|', '.', ...BULLET_POINTS].includes(end) && start !== ' ') ||
    (end !== ' ' && ['|', ...BULLET_POINTS].includes(start))
  );
}

/** Lines end at pdf.js's end-of-line marks; items of a line closer than a typical character are merged. */
export function groupIntoLines(items: OrItem[]): OrLine[] {
  const lines: OrLine[] = [];
  let line: OrLine = [];
  for (const item of items) {
    if (item.text.trim() !== '') line.push({ ...item });
    if (item.hasEOL) {
      lines.push(line);
      line = [];
    }
  }
  if (line.length) lines.push(line);
  const charWidth = typicalCharWidth(lines.flat());
  for (const l of lines) {
    for (let i = l.length - 1; i > 0; i--) {
      const [left, right] = [l[i - 1]!, l[i]!];
      if (right.x - (left.x + left.width) <= charWidth) {
        left.text += (shouldAddSpace(left.text, right.text) ? ' ' : '') + right.text;
        left.width = right.x + right.width - left.x;
        l.splice(i, 1);
      }
    }
  }
  return lines;
}

export const isBold = (i: OrItem) => i.fontName.toLowerCase().includes('bold');
const hasLetter = (i: OrItem) => /[a-zA-Z]/.test(i.text);
const hasNumber = (i: OrItem) => /[0-9]/.test(i.text);
const hasComma = (i: OrItem) => i.text.includes(',');
const isUpperCase = (i: OrItem) => hasLetter(i) && i.text.toUpperCase() === i.text;
const onlyLettersSpacesAmpersands = (i: OrItem) => /^[A-Za-z\s&]+$/.test(i.text);

const TITLE_KEYWORDS = ['experience', 'education', 'project', 'skill', 'job', 'course', 'extracurricular'];
TITLE_KEYWORDS.push('objective', 'summary', 'award', 'honor', 'project');

/** A section title: one item (after merging), not in the first two lines, bold and upper-case, or a short keyword line. */
export function isSectionTitle(line: OrLine, index: number): boolean {
  if (index < 2 || line.length !== 1) return false;
  const item = line[0]!;
  if (isBold(item) && isUpperCase(item)) return true;
  const text = item.text.trim();
  return (
    text.split(' ').filter((s) => s !== '&').length <= 2 &&
    onlyLettersSpacesAmpersands(item) &&
    /[A-Z]/.test(text.slice(0, 1)) &&
    TITLE_KEYWORDS.some((k) => text.toLowerCase().includes(k))
  );
}

/** Sections by title text (a later section of the same title replaces the earlier); 'profile' before the first. */
export function groupIntoSections(lines: OrLine[]): Record<string, OrLine[]> {
  const sections: Record<string, OrLine[]> = {};
  let name = 'profile';
  let current: OrLine[] = [];
  lines.forEach((line, i) => {
    if (isSectionTitle(line, i)) {
      sections[name] = current;
      name = line[0]!.text.trim();
      current = [];
    } else current.push(line);
  });
  if (current.length) sections[name] = current;
  return sections;
}

export function sectionByKeywords(sections: Record<string, OrLine[]>, keywords: string[]): OrLine[] {
  const name = Object.keys(sections).find((n) => keywords.some((k) => n.toLowerCase().includes(k)));
  return (name ? sections[name] : undefined) ?? [];
}

/** The feature-scoring system: each item's score is the sum of its features; a matched part scores on its own. */
export function highestScore(items: OrItem[], features: Feature[], emptyIfNotPositive = true, concat = false): string {
  const scores = items.map((i) => ({ text: i.text, score: 0 }));
  items.forEach((item, n) => {
    for (const [has, score, matchOnly] of features) {
      const result = has(item);
      if (!result) continue;
      const text = matchOnly && typeof result === 'object' ? result[0] : item.text;
      if (text === item.text) scores[n]!.score += score;
      else scores.push({ text, score });
    }
  });
  let best: string[] = [];
  let top = -Infinity;
  for (const { text, score } of scores) {
    if (score < top) continue;
    if (score > top) best = [];
    best.push(text);
    top = score;
  }
  if (emptyIfNotPositive && top <= 0) return '';
  return concat ? best.map((s) => s.trim()).join(' ') : (best[0] ?? '');
}

const match = (re: RegExp) => (i: OrItem) => i.text.match(re);
const has = (s: string) => (i: OrItem) => i.text.includes(s);
const hasParenthesis = (i: OrItem) => /\([0-9]+\)/.test(i.text);
const fourWords = (i: OrItem) => i.text.split(' ').length >= 4;
const cityState = match(/[A-Z][a-zA-Z\s]+, [A-Z]{2}/);

export interface OrProfile {
  name: string;
  email: string;
  phone: string;
  location: string;
  url: string;
}

export function extractProfile(sections: Record<string, OrLine[]>): OrProfile {
  const items = (sections.profile ?? []).flat();
  return {
    name: highestScore(items, [
      [match(/^[a-zA-Z\s.]+$/), 3, true],
      [isBold, 2],
      [isUpperCase, 2],
      [has('@'), -4],
      [hasNumber, -4],
      [hasParenthesis, -4],
      [hasComma, -4],
      [has('/'), -4],
      [fourWords, -2],
    ]),
    email: highestScore(items, [
      [match(/\S+@\S+\.\S+/), 4, true],
      [isBold, -1],
      [isUpperCase, -1],
      [hasParenthesis, -4],
      [hasComma, -4],
      [has('/'), -4],
      [fourWords, -4],
    ]),
    phone: highestScore(items, [
      [match(/\(?\d{3}\)?[\s-]?\d{3}[\s-]?\d{4}/), 4, true],
      [hasLetter, -4],
    ]),
    location: highestScore(items, [
      [cityState, 4, true],
      [isBold, -1],
      [has('@'), -4],
      [hasParenthesis, -3],
      [has('/'), -4],
    ]),
    url: highestScore(items, [
      [match(/\S+\.[a-z]+\/\S+/), 4, true],
      [match(/https?:\/\/\S+\.\S+/), 3, true],
      [match(/www\.\S+\.\S+/), 3, true],
      [isBold, -1],
      [has('@'), -4],
      [hasParenthesis, -3],
      [hasComma, -4],
      [fourWords, -4],
    ]),
  };
}
