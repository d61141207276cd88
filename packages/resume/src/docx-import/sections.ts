import { splitSections, sectionKindOf, headingText } from '../ats/sections';
import type { AtsLine, AtsSectionKind } from '../ats/types';
import type { DocBlock } from './read-docx';
import { localizedSectionKind } from '../locale/read-names';

export interface DocSection {
  kind: AtsSectionKind;
  heading: string;
  blocks: DocBlock[];
}

/** Sizes Word's built-in styles use when the document does not set one on the runs (Normal is 11 pt). */
const STYLE_SIZE: Record<DocBlock['kind'], number> = {
  title: 26,
  heading1: 16,
  heading2: 13,
  heading3: 12,
  paragraph: 11,
  bullet: 11,
};

/**
 * The document's header (the blocks before the first section) and its sections. A document that uses Word's
 * heading styles has its sections in Heading 1 (as our own export and Google Docs write them): those are the
 * sections, whatever their words, so a job titled 'Project Manager' in Heading 2 never starts one. A document
 * styled by hand (bold or larger lines) goes through the ATS check's rules, which find headings by their words
 * and their style, as they do in a PDF's lines.
 */
export function docSections(blocks: readonly DocBlock[]): { header: DocBlock[]; sections: DocSection[] } {
  if (blocks.some((b) => b.kind === 'heading1')) {
    const header: DocBlock[] = [];
    const sections: DocSection[] = [];
    for (const b of blocks) {
      if (b.kind === 'heading1') {
        const kind = sectionKindOf(b.text) ?? localizedSectionKind(b.text) ?? 'other';
        sections.push({ kind, heading: headingText(b.text) || b.text, blocks: [] });
      } else (sections.at(-1)?.blocks ?? header).push(b);
    }
    return { header, sections };
  }
  const byLine = new Map<AtsLine, DocBlock>();
  // Lines as a page would set them: bullets indented behind their mark, a blank paragraph a wider gap.
  let y = 0;
  const lines = blocks.map((b) => {
    y += b.spaced ? 24 : 14;
    const line: AtsLine = {
      page: 1,
      text: b.kind === 'bullet' ? `• ${b.text}` : b.text,
      parts: b.kind === 'bullet' ? [`• ${b.text}`] : b.parts,
      x: b.kind === 'bullet' ? 18 : 0,
      y,
      fontSize: b.fontSize ?? STYLE_SIZE[b.kind],
      bold: b.bold || /^heading|title/.test(b.kind),
    };
    byLine.set(line, b);
    return line;
  });
  const split = splitSections(lines);
  return {
    header: split.header.map((l) => byLine.get(l)!),
    sections: split.sections.map((s) => ({
      kind: s.kind,
      heading: s.heading,
      blocks: s.lines.map((l) => byLine.get(l)!),
    })),
  };
}
