import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  Packer,
  Paragraph,
  TextRun,
  type ParagraphChild,
} from 'docx';
import { formatLetterDate, languageDirection, letterParagraphs, recipientLines } from '../letter/format';
import type { CoverLetter } from '../letter/schema';
import { parseMarkup, type MarkupNode } from '../markup';
import type { Resume } from '../schema';
import { resumeOutline, type OutlineEntry, type OutlineLink } from './outline';

/**
 * The resume as a Word document with real structure, so it stays editable and parseable in Word, LibreOffice and
 * applicant tracking systems: the name in the Title style, sections as Heading 1, entries as Heading 2, bullets as
 * Word's own bulleted list, links as hyperlinks (http, https and mailto only). Bullet markup becomes bold, italic
 * and underlined runs. This module brings the `docx` library (about 1 MB): the web app imports it lazily.
 */

type Style = { bold?: boolean; italics?: boolean; underline?: object };

function runs(nodes: MarkupNode[], style: Style = {}): TextRun[] {
  return nodes.flatMap((n) => {
    if (n.type === 'text') return [new TextRun({ text: n.text, ...style })];
    const next: Style =
      n.type === 'bold'
        ? { ...style, bold: true }
        : n.type === 'italic'
          ? { ...style, italics: true }
          : { ...style, underline: {} };
    return runs(n.children, next);
  });
}

const markup = (s: string) => runs(parseMarkup(s.trim()));

function link(l: OutlineLink): ParagraphChild {
  if (!l.href) return new TextRun(l.text);
  return new ExternalHyperlink({ link: l.href, children: [new TextRun({ text: l.text, style: 'Hyperlink' })] });
}

/** Links separated by ' | ' in one paragraph. */
function linkLine(links: OutlineLink[]): ParagraphChild[] {
  return links.flatMap((l, i) => (i === 0 ? [link(l)] : [new TextRun(' | '), link(l)]));
}

const bullet = (text: string) => new Paragraph({ children: markup(text), bullet: { level: 0 } });

function entryParagraphs(e: OutlineEntry): Paragraph[] {
  const meta = [e.subtitle, e.dates].filter(Boolean).join(' | ');
  return [
    ...(e.title ? [new Paragraph({ heading: HeadingLevel.HEADING_2, children: markup(e.title) })] : []),
    ...(meta ? [new Paragraph({ children: [new TextRun({ text: meta, italics: true })] })] : []),
    ...(e.links.length ? [new Paragraph({ children: linkLine(e.links) })] : []),
    ...e.paragraphs.map((p) => new Paragraph({ children: markup(p) })),
    ...e.bullets.map(bullet),
  ];
}

/** The Word document's parts, for a caller that packs it itself. */
export function resumeDocument(resume: Resume): Document {
  const o = resumeOutline(resume);
  const children: Paragraph[] = [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      children: [new TextRun(o.name || resume.meta.title.trim() || 'Resume')],
    }),
    ...(o.headline ? [new Paragraph({ children: runs(parseMarkup(o.headline), { italics: true }) })] : []),
    ...(o.contact.length ? [new Paragraph({ alignment: AlignmentType.LEFT, children: linkLine(o.contact) })] : []),
  ];
  for (const s of o.sections) {
    children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(s.title)] }));
    children.push(...s.paragraphs.map((p) => new Paragraph({ children: markup(p) })));
    children.push(...s.entries.flatMap(entryParagraphs));
    children.push(...s.bullets.map(bullet));
  }
  return new Document({
    creator: 'Resumey',
    title: resume.meta.title.trim() || o.name || 'Resume',
    sections: [{ children }],
  });
}

/** The .docx file's bytes (a ZIP): works in the browser and in Node. */
export async function resumeToDocx(resume: Resume): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await Packer.toArrayBuffer(resumeDocument(resume)));
}

/**
 * A cover letter as a Word document (issue #41 item 3), from the resume's blocks: the sender's name in the Title
 * style, headline and contact line as on the resume, then date, recipient, subject, greeting, paragraphs (bullet
 * markup as bold, italic and underlined runs), closing and signature, in reading order. Right-to-left languages get
 * right-to-left paragraphs.
 */
export function letterDocument(resume: Resume, letter: CoverLetter): Document {
  const o = resumeOutline(resume);
  const language = resume.meta.language;
  const rtl = languageDirection(language) === 'rtl' ? { bidirectional: true } : {};
  const para = (children: ParagraphChild[], extra: { spacing?: { before?: number; after?: number } } = {}) =>
    new Paragraph({ children, ...rtl, spacing: { after: 160 }, ...extra });
  const plain = (text: string, style: Style = {}) => [new TextRun({ text, ...style })];
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, ...rtl, children: plain(o.name || 'Cover letter') }),
    ...(o.headline ? [para(runs(parseMarkup(o.headline), { italics: true }))] : []),
    ...(o.contact.length ? [para(linkLine(o.contact), { spacing: { after: 400 } })] : []),
    ...(letter.date ? [para(plain(formatLetterDate(letter.date, language)))] : []),
    ...recipientLines(letter).map((line) => para(plain(line), { spacing: { after: 0 } })),
    ...(letter.subject.trim()
      ? [para(plain(letter.subject.trim(), { bold: true }), { spacing: { before: 240, after: 240 } })]
      : []),
    ...(letter.greeting.trim() ? [para(plain(letter.greeting.trim()))] : []),
    ...letterParagraphs(letter).map((p) => para(markup(p))),
    ...(letter.closing.trim() ? [para(plain(letter.closing.trim()), { spacing: { before: 240, after: 480 } })] : []),
    ...(letter.signature.trim() ? [para(plain(letter.signature.trim(), { bold: true }))] : []),
  ];
  return new Document({
    creator: 'Resumey',
    title: `${o.name || resume.meta.title.trim() || 'Resume'} - Cover letter`,
    sections: [{ children }],
  });
}

/** The cover letter's .docx bytes. */
export async function letterToDocx(resume: Resume, letter: CoverLetter): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await Packer.toArrayBuffer(letterDocument(resume, letter)));
}
