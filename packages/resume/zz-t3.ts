import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { readDocxLines } from './src/docx-import/read-xml';
const heading = (text: string, level: any) => new Paragraph({ heading: level, children: [new TextRun(text)] });
const doc = new Document({ sections: [{ children: [
  heading('CONTACTO', HeadingLevel.HEADING_1), new Paragraph('098 555 0173'),
  new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun({ text: 'María José Cevallos Tapia', size: 52 })] }),
  new Paragraph('body text'),
] }] });
const lines = readDocxLines(new Uint8Array(await Packer.toBuffer(doc)));
for (const l of lines) console.log(l.size, l.styledHeading, l.text);
