import { Document, Footer, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 26: Reactive Resume's Pikachu template in Spanish (es-html-reactive: a 'Profiles' section left in
// English atop the sidebar, the name in the main column's header box only a little larger than the text), Word's
// 'Swiss design' gallery template (en-word-gallery: the name in a 'Your Name' content control inside a table cell,
// the contact details only in the footer, 'Math Teacher & Department Chair, Rangeview High School') and the Developer
// CV class (en-latex-developercv: each job's technologies on a line of their own, 'Kotlin / Kafka / Kubernetes / AWS').

describe('Reactive Resume in Spanish', () => {
  it("reads 'Profiles' as a section, the name from the main column's header and the place from the contact row", () => {
    const R = 'Roboto-Regular';
    const B = 'Roboto-Bold';
    const rows: Row[] = [
      ['Profiles', 13.5, 223.5, 34.13, 9.8, B],
      ['martina-ferreyra-dev', 26.9, 243.8, 87.46, 9.8, R],
      ['Habilidades', 13.5, 289.5, 51.8, 9.8, B],
      ['Go', 13.5, 309.8, 10.5, 9.8, B],
      ['Avanzado', 13.5, 324.8, 40.2, 9.8, R],
      ['Martina Ferreyra', 232.2, 42.8, 109.29, 14.6, B],
      ['Desarrolladora Backend Senior · Node.js, Go y PostgreSQL', 232.2, 58.5, 251.27, 9.8, R],
      ['Córdoba, Argentina', 244.4, 84.0, 72.66, 8.5, R],
      ['+54 9 351 555-0147', 341.5, 84.0, 75.78, 8.5, R],
      ['martina.ferreyra@example.com', 441.6, 84.0, 119.48, 8.5, R],
      ['Resumen', 217.6, 138.0, 41.16, 9.8, B],
      ['Desarrolladora backend con más de nueve años de experiencia construyendo APIs.', 217.6, 158.3, 363.7, 9.8, R],
    ];
    const { profile } = readResume(pdfLines(measuredRows(rows))).resume;
    expect([profile.fullName, profile.headline, profile.phone, profile.email, profile.location]).toEqual([
      'Martina Ferreyra',
      'Desarrolladora Backend Senior · Node.js, Go y PostgreSQL',
      '+54 9 351 555-0147',
      'martina.ferreyra@example.com',
      'Córdoba, Argentina',
    ]);
  });
});

describe("Word's 'Swiss design' template", () => {
  it('reads the name from a content control in a table cell and the contact details from the footer', async () => {
    const cell = (children: Paragraph[]) => new TableCell({ width: { size: 4500, type: WidthType.DXA }, children });
    const doc = new Document({
      sections: [
        {
          footers: {
            default: new Footer({
              children: [new Paragraph('megan.castellanos@example.com     Twitter handle     (720) 555-0146')],
            }),
          },
          children: [
            new Table({
              rows: [
                new TableRow({
                  children: [
                    // (The initials' circle, a drawing, holds no text of the cell's own.)
                    cell([new Paragraph('')]),
                    cell([new Paragraph({ style: 'Title', children: [new TextRun('Megan Castellanos')] })]),
                  ],
                }),
              ],
            }),
            new Paragraph({ children: [new TextRun({ text: 'EXPERIENCE', bold: true })] }),
            new Paragraph({ children: [new TextRun('Math Teacher & Department Chair, Rangeview High School')] }),
            new Paragraph('AUGUST 2019 – PRESENT'),
            new Paragraph('• Lead a department of nine teachers through a new algebra curriculum.'),
          ],
        },
      ],
    });
    // The name's paragraph inside a content control, as the template writes it.
    const files = unzipSync(new Uint8Array(await Packer.toBuffer(doc)));
    const xml = strFromU8(files['word/document.xml']!);
    const wrapped = xml.replace(
      /(<w:p>(?:(?!<w:p>).)*?Megan Castellanos.*?<\/w:p>)/su,
      '<w:sdt><w:sdtPr><w:alias w:val="Your Name"/><w:text/></w:sdtPr><w:sdtContent>$1</w:sdtContent></w:sdt>',
    );
    expect(wrapped).not.toBe(xml);
    files['word/document.xml'] = strToU8(wrapped);
    const result = await fromDocx(zipSync(files));
    if (!result.ok) throw new Error(result.error);
    const { profile, experience } = result.resume;
    expect([profile.fullName, profile.email, profile.phone]).toEqual([
      'Megan Castellanos',
      'megan.castellanos@example.com',
      '(720) 555-0146',
    ]);
    expect(experience.map((j) => [j.title, j.company])).toEqual([
      ['Math Teacher & Department Chair', 'Rangeview High School'],
    ]);
  });
});

describe('the Developer CV', () => {
  it("reads each job's technologies from their line of slashes, neither an item's rest nor the next job", () => {
    const R = 'TeXGyreHeros-Regular';
    const B = 'TeXGyreHeros-Bold';
    const M = 'LMMono9-Regular';
    const rows: Row[] = [
      ['ISLA DRUMMOND', 48.3, 60.0, 150.0, 20.0, B],
      ['isla.drummond@example.com', 48.3, 90.0, 110.0, 9.0, R],
      ['EXPERIENCE', 48.3, 331.9, 50.0, 9.0, B],
      ['03/2021 – now', 45.4, 358.1, 58.73, 9.0, R],
      ['Senior Software Engineer', 133.7, 358.1, 109.3, 9.0, B],
      ['Skyscanner', 510.9, 358.1, 39.05, 7.0, B],
      ['•', 136.7, 370.0, 3.14, 9.0, R],
      ['Lead a team of five building the flight price alert service in Kotlin', 144.4, 370.0, 300.5, 9.0, R],
      ['Kotlin', 133.7, 382.0, 28.24, 9.0, M],
      ['/', 170.4, 382.0, 2.49, 9.0, R],
      ['Kafka', 181.7, 382.0, 23.54, 9.0, M],
      ['/', 213.8, 382.0, 2.49, 9.0, R],
      ['Kubernetes', 225.1, 382.0, 47.07, 9.0, M],
      ['08/2018 – 02/2021', 45.4, 401.0, 70.0, 9.0, R],
      ['Software Engineer', 133.7, 401.0, 80.0, 9.0, B],
      ['FanDuel', 520.9, 401.0, 29.0, 7.0, B],
      ['Part of a team of eight looking after a PHP booking platform for 300 companies.', 133.7, 413.0, 330.0, 9.0, R],
      ['PHP', 133.7, 425.0, 14.1, 9.0, M],
      ['/', 151.4, 425.0, 2.49, 9.0, R],
      ['Symfony', 157.7, 425.0, 33.0, 9.0, M],
      ['/', 194.4, 425.0, 2.49, 9.0, R],
      ['MySQL', 200.7, 425.0, 23.5, 9.0, M],
    ];
    const { experience } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(experience.map((j) => [j.title, j.company, j.bullets, j.technologies])).toEqual([
      [
        'Senior Software Engineer',
        'Skyscanner',
        ['Lead a team of five building the flight price alert service in Kotlin'],
        ['Kotlin', 'Kafka', 'Kubernetes'],
      ],
      ['Software Engineer', 'FanDuel', [], ['PHP', 'Symfony', 'MySQL']],
    ]);
  });
});
