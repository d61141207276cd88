import { stripMarkup } from '../markup';
import type { Resume } from '../schema';
import { resumeOutline, type OutlineEntry, type OutlineLink } from './outline';

/**
 * The resume as plain text for job portals that ask to paste it: the name first, section headings in capitals,
 * '- ' bullets, a blank line between sections, markup removed. Links are written as their full address so they
 * survive the paste.
 */

const plain = (s: string) => stripMarkup(s).trim();
const linkText = (l: OutlineLink) => l.raw ?? l.text;

function entryLines(e: OutlineEntry): string[] {
  const head = [plain(e.title), plain(e.subtitle), e.dates].filter(Boolean).join(' | ');
  return [
    ...(head ? [head] : []),
    ...e.links.map(linkText),
    ...e.paragraphs.map(plain),
    ...e.bullets.map((b) => `- ${plain(b)}`),
  ];
}

export function resumeToText(resume: Resume): string {
  const o = resumeOutline(resume);
  const blocks: string[][] = [];
  const header = [o.name, plain(o.headline), o.contact.map(linkText).join(' | ')].filter(Boolean);
  if (header.length) blocks.push(header);
  for (const s of o.sections) {
    const body: string[] = [...s.paragraphs.map(plain)];
    s.entries.forEach((e, i) => {
      // A blank line between entries of a section keeps jobs apart when pasted.
      if (i > 0 || body.length) body.push('');
      body.push(...entryLines(e));
    });
    if (s.bullets.length && body.length) body.push('');
    body.push(...s.bullets.map((b) => `- ${plain(b)}`));
    blocks.push([s.title.toLocaleUpperCase(), ...body]);
  }
  return `${blocks.map((b) => b.join('\n')).join('\n\n')}\n`;
}
