import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';

// A resume from one of Google Docs' templates, downloaded as .docx: its sections in Heading 1, each entry as
// 'Company, City, ST — Title' in Heading 2 with its dates in a Heading 3 of their own (corpus round 12).
const heading = (text: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
  new Paragraph({ heading: level, children: [new TextRun(text)] });
const entry = (company: string, rest: string, dates: string, items: string[]) => [
  new Paragraph({
    heading: HeadingLevel.HEADING_2,
    children: [new TextRun({ text: company, bold: true }), new TextRun(rest)],
  }),
  heading(dates, HeadingLevel.HEADING_3),
  ...items.map((text) => new Paragraph({ text, bullet: { level: 0 } })),
];

describe('Word import of a Google Docs resume', () => {
  it("reads 'Company, City, ST — Title' over its dates as one job each, the title and the company in their place", async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            heading('Nadia Haddad', HeadingLevel.TITLE),
            new Paragraph('nadia.haddad.pe@gmail.com'),
            heading('EXPERIENCE', HeadingLevel.HEADING_1),
            ...entry('Burgess & Niple', ', Columbus, OH — Transportation Project Engineer', 'JUNE 2021 - PRESENT', [
              'Lead signal timing and corridor studies for 14 municipal clients',
            ]),
            ...entry('Kimley-Horn', ', Indianapolis, IN — Transportation Analyst', 'JULY 2014 - AUGUST 2018', [
              'Drafted signing and striping plans in MicroStation',
            ]),
            heading('EDUCATION', HeadingLevel.HEADING_1),
            ...entry('Purdue University', ', West Lafayette — B.S. Civil Engineering', 'AUGUST 2010 - MAY 2014', []),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    expect(
      result.resume.experience.map(({ title, company, location, startDate, endDate }) => [
        title,
        company,
        location,
        startDate,
        endDate,
      ]),
    ).toEqual([
      ['Transportation Project Engineer', 'Burgess & Niple', 'Columbus, OH', '2021-06', ''],
      ['Transportation Analyst', 'Kimley-Horn', 'Indianapolis, IN', '2014-07', '2018-08'],
    ]);
    expect(result.resume.education.map(({ school, startDate }) => [school, startDate])).toEqual([
      ['Purdue University', '2010-08'],
    ]);
  });

  it("reads the street and 'City, ST ZIP' of the template's contact cell, beside the name and headline, as one place", async () => {
    const cell = (texts: string[]) => new TableCell({ children: texts.map((t) => new Paragraph(t)) });
    const doc = new Document({
      sections: [
        {
          children: [
            new Table({
              rows: [
                new TableRow({
                  children: [
                    new TableCell({
                      children: [
                        heading('Nadia Haddad', HeadingLevel.TITLE),
                        new Paragraph('Traffic signal and transit priority engineer, PE (Ohio)'),
                      ],
                    }),
                    cell(['2214 Summit Street', 'Columbus, OH 43201', '(614) 555-0128', 'nadia.haddad.pe@gmail.com']),
                  ],
                }),
              ],
            }),
            heading('EXPERIENCE', HeadingLevel.HEADING_1),
            ...entry('Burgess & Niple', ', Columbus, OH — Transportation Project Engineer', 'JUNE 2021 - PRESENT', [
              'Lead signal timing and corridor studies for 14 municipal clients',
            ]),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    const { fullName, headline, location, phone } = result.resume.profile;
    expect({ fullName, headline, location, phone }).toEqual({
      fullName: 'Nadia Haddad',
      headline: 'Traffic signal and transit priority engineer, PE (Ohio)',
      location: '2214 Summit Street, Columbus, OH 43201',
      phone: '(614) 555-0128',
    });
  });

  it("reads Word's 'Polished resume' (the employer in Heading 2 over 'Title | Dates' in Heading 3) as one job each, and a school's paragraph with a year as its detail", async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            heading('Caroline Whitfield', HeadingLevel.TITLE),
            new Paragraph('412 Glenwood Ave, Raleigh, NC 27603 | (919) 555-0148 | caroline.whitfield@example.com'),
            heading('EXPERIENCE', HeadingLevel.HEADING_1),
            heading('WakeMed Health & Hospitals, Raleigh, NC', HeadingLevel.HEADING_2),
            heading('Manager, Internal Communications | March 2021 – Present', HeadingLevel.HEADING_3),
            new Paragraph({ text: 'Run the weekly all-staff newsletter for 9,000 employees', bullet: { level: 0 } }),
            heading('Capstrat, Raleigh, NC', HeadingLevel.HEADING_2),
            heading('Senior Account Executive | August 2017 – February 2021', HeadingLevel.HEADING_3),
            new Paragraph({ text: 'Led media relations for three health-system clients', bullet: { level: 0 } }),
            heading('EDUCATION', HeadingLevel.HEADING_1),
            heading('University of North Carolina at Chapel Hill', HeadingLevel.HEADING_2),
            heading('B.A. in Media and Journalism | May 2015', HeadingLevel.HEADING_3),
            new Paragraph('Minor in Spanish. GPA 3.6. Staff writer for The Daily Tar Heel, 2012 – 2015.'),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    const { experience, education } = result.resume;
    expect(experience.map((j) => [j.title, j.company, j.location, j.startDate])).toEqual([
      ['Manager, Internal Communications', 'WakeMed Health & Hospitals', 'Raleigh, NC', '2021-03'],
      ['Senior Account Executive', 'Capstrat', 'Raleigh, NC', '2017-08'],
    ]);
    expect(education.map((e) => [e.school, e.endDate, e.details])).toEqual([
      [
        'University of North Carolina at Chapel Hill',
        '2015-05',
        ['Minor in Spanish. Staff writer for The Daily Tar Heel, 2012 – 2015'],
      ],
    ]);
  });

  it("reads 'Company — City<TAB>Years' in bold over the title in italics under Heading 1 sections as employer, place and title, and a school's line of sentences as its detail", async () => {
    // Word 2016's template with its headings in Heading 1, an older job pasted from another resume (corpus round 29).
    const bold = (text: string) => new Paragraph({ children: [new TextRun({ text, bold: true })] });
    const item = (text: string) => new Paragraph({ text, bullet: { level: 0 } });
    const doc = new Document({
      sections: [
        {
          children: [
            heading('Rachel Kowalczyk', HeadingLevel.TITLE),
            new Paragraph('Lakewood, OH 44107 • (216) 555-0193 • rachel.kowalczyk@example.com'),
            heading('EXPERIENCE', HeadingLevel.HEADING_1),
            bold('Progressive Insurance — Mayfield Village, OH\t2013 – 2016'),
            new Paragraph({ children: [new TextRun({ text: 'Digital Marketing Specialist', italics: true })] }),
            item('Managed paid search campaigns for auto and motorcycle quotes with a monthly budget of $1.2M'),
            bold('Dix & Eaton — Cleveland, OH\t2011 – 2013'),
            new Paragraph({ children: [new TextRun({ text: 'Account Coordinator', italics: true })] }),
            item('Drafted press releases, pitch letters and monthly coverage reports'),
            heading('EDUCATION', HeadingLevel.HEADING_1),
            new Paragraph('B.S. in Marketing, Miami University'),
            new Paragraph('May 2011'),
            new Paragraph('Farmer School of Business. Minor in Journalism. Dean’s List, five semesters.'),
            heading('VOLUNTEER EXPERIENCE', HeadingLevel.HEADING_1),
            new Paragraph('Marketing Committee Volunteer, Cleveland Animal Protective League'),
            new Paragraph('2017 - Present'),
            item('Plan the social media calendar for the spring adoption drive'),
            item('Helped raise $85,000 at the 2023 Fur Ball gala by running its online auction page'),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    const { experience, education, profile } = result.resume;
    expect(profile.location).toBe('Lakewood, OH 44107');
    expect(experience.map((j) => [j.title, j.company, j.location, j.startDate, j.endDate])).toEqual([
      ['Digital Marketing Specialist', 'Progressive Insurance', 'Mayfield Village, OH', '2013', '2016'],
      ['Account Coordinator', 'Dix & Eaton', 'Cleveland, OH', '2011', '2013'],
    ]);
    expect(education.map((e) => [e.school, e.degree, e.endDate, e.details])).toEqual([
      [
        'Miami University',
        'B.S.',
        '2011-05',
        ['Farmer School of Business. Minor in Journalism. Dean’s List, five semesters.'],
      ],
    ]);
  });

  it("reads a sidebar's skills after a LinkedIn line marked 'in' as a section of their own", async () => {
    // Spanish Word 2016 gallery template: the sidebar's headings in Heading 1, 'in' typed before the address (round 30).
    const doc = new Document({
      styles: { default: { document: { run: { size: 20 } } } },
      sections: [
        {
          children: [
            heading('CONTACTO', HeadingLevel.HEADING_1),
            new Paragraph('098 555 0173'),
            new Paragraph('mj.cevallos@example.com'),
            new Paragraph({
              children: [
                new TextRun({ text: 'in', bold: true }),
                new TextRun('\t'),
                new TextRun('linkedin.com/in/mjcevallos'),
              ],
            }),
            heading('APTITUDES', HeadingLevel.HEADING_1),
            new Paragraph('Nómina y legislación laboral'),
            new Paragraph('SAP SuccessFactors'),
            new Paragraph({
              heading: HeadingLevel.TITLE,
              children: [new TextRun({ text: 'María José Cevallos Tapia', size: 52 })],
            }),
            heading('EXPERIENCIA', HeadingLevel.HEADING_1),
            new Paragraph('ene. 2019 – actualidad'),
            new Paragraph('Jefa de Talento Humano • Pronaca'),
            new Paragraph({ text: 'Lidero un equipo de seis personas', bullet: { level: 0 } }),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.skills.core).toEqual(['Nómina y legislación laboral', 'SAP SuccessFactors']);
    expect(result.resume.profile.fullName).toBe('María José Cevallos Tapia');
  });
});
