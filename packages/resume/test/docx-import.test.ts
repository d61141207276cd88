import { readFileSync } from 'node:fs';
import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { resumeSchema } from '../src';
import { DOCX_MESSAGES, fromDocx } from '../src/docx-import';
import { parseDates } from '../src/docx-import/entries';

const fixture = (name: string) => new Uint8Array(readFileSync(`${__dirname}/fixtures/docx/${name}.docx`));

async function imported(name: string) {
  const result = await fromDocx(fixture(name));
  if (!result.ok) throw new Error(result.error);
  expect(resumeSchema.safeParse(result.resume).success).toBe(true);
  return result;
}

// Word files Resumey did not write: HTML resumes converted by LibreOffice Writer (see fixtures/docx/README.md).
describe('Word import of documents written elsewhere', () => {
  it('reads a resume styled by hand: bold capital headings, bullet-separated contact line, italic dates', async () => {
    const { resume: r, report } = await imported('hand-styled');
    expect(r.profile).toMatchObject({
      fullName: 'Jordan Lee',
      headline: 'Product Designer',
      email: 'jordan.lee@mail.com',
      phone: '+44 20 7946 0958',
      location: 'London, UK',
      linkedin: 'https://linkedin.com/in/jordanlee',
    });
    expect(r.summary).toMatch(/^Designer with seven years/);
    expect(r.experience.map((e) => [e.title, e.company, e.startDate, e.endDate, e.bullets.length])).toEqual([
      ['Senior Product Designer', 'Acme Ltd', '2019-01', '', 2],
      ['Product Designer', 'Globex Travel', '2016-09', '2018-12', 1],
    ]);
    expect(r.education[0]).toMatchObject({
      school: 'University of the Arts London',
      degree: 'BA',
      field: 'Graphic Design',
      startDate: '2013',
      endDate: '2016',
    });
    expect(r.skills.core).toEqual(['Figma', 'Sketch', 'Prototyping', 'User Research']);
    // A heading the model has no place for stays a section of its own, with its words.
    expect(r.custom).toEqual([
      expect.objectContaining({ label: 'HOBBIES', bullets: ['Bouldering and film photography.'] }),
    ]);
    expect(r.meta.title).toBe('Jordan Lee (Word)');
    expect(report?.dropped).toEqual([]);
  });

  it('reads a resume with heading styles and each job and its dates in a table row', async () => {
    const { resume: r } = await imported('table-layout');
    expect(r.profile).toMatchObject({
      fullName: 'Priya Raman',
      headline: 'Data Analyst',
      location: 'Bengaluru, India',
      email: 'priya.raman@example.org',
      phone: '+91 98765 43210',
      github: 'https://github.com/priyar',
    });
    expect(r.experience.map((e) => [e.title, e.company, e.startDate, e.endDate, e.bullets])).toEqual([
      [
        'Data Analyst',
        'Northwind Traders',
        '2020-03',
        '2022-06',
        [
          'Automated the monthly close report in SQL and Python, saving two days a month.',
          'Trained 12 colleagues in Power BI.',
        ],
      ],
      ['Junior Analyst', 'Contoso Bank', '2018', '2020', ['Cleaned five years of loan data for the risk team.']],
    ]);
    expect(r.education[0]).toMatchObject({
      school: 'Indian Institute of Science',
      degree: 'Master of Science',
      field: 'Statistics',
    });
    expect(r.skills.tools).toEqual(['SQL', 'Python', 'Power BI']);
    expect(r.skills.languages).toEqual(['English', 'Tamil', 'Hindi']);
    expect(r.certifications).toEqual(['Microsoft Certified: Power BI Data Analyst Associate']);
  });
});

describe('Word documents as people type them', () => {
  it('reads items typed one per line break (Shift+Enter) in one paragraph as items of their own', async () => {
    const line = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
    const doc = new Document({
      sections: [
        {
          children: [
            line('Jordan Ellis', true),
            line('jordan.ellis@example.com'),
            line('EXPERIENCE', true),
            line('Harbor Logistics Inc.\tAugust 2016 – May 2019', true),
            line('Financial Analyst'),
            new Paragraph({
              children: ['Prepared the annual budget', 'Tracked capital projects in Tableau'].map(
                (text, i) => new TextRun({ text: `- ${text}`, break: i ? 1 : 0 }),
              ),
            }),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.experience.map((j) => [j.title, j.company, j.bullets])).toEqual([
      [
        'Financial Analyst',
        'Harbor Logistics Inc.',
        ['Prepared the annual budget', 'Tracked capital projects in Tableau'],
      ],
    ]);
  });

  it('reads contact details pushed apart by typed spaces as details of their own', async () => {
    const line = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
    const doc = new Document({
      sections: [
        {
          children: [
            line('PATRICIA A. KOWALSKI', true),
            line('1187 Maple Ridge Drive, Pittsburgh, PA 15237'),
            line('(412) 555-0139     pkowalski1968@example.net'),
            line('EXPERIENCE', true),
            line('UPMC, Pittsburgh, PA\tMar. 2009 - Dec. 2014', true),
            line('Billing Specialist'),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.profile).toMatchObject({ phone: '(412) 555-0139', email: 'pkowalski1968@example.net' });
  });

  it('reads contact details parted by tab characters in the text as details of their own', async () => {
    const line = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
    const doc = new Document({
      sections: [
        {
          children: [
            line('ROHAN KAPOOR', true),
            line('Jersey City, NJ\t(646) 555-0131\trohan.kapoor@example.com'),
            line('EXPERIENCE', true),
            line('Prudential Financial\tJuly 2021 – Present', true),
            line('Financial Analyst'),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.profile).toMatchObject({
      location: 'Jersey City, NJ',
      phone: '(646) 555-0131',
      email: 'rohan.kapoor@example.com',
    });
  });
});

describe('Word documents as people type their items', () => {
  const para = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
  const job = (...items: Paragraph[]) =>
    new Document({
      sections: [
        {
          children: [
            para('Laura Martín', true),
            para('laura@example.es'),
            para('EXPERIENCE', true),
            para('Data Analyst, Spotify, Jan 2019 – Present', true),
            ...items,
          ],
        },
      ],
    });
  const read = async (doc: Document) => {
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    return result.resume;
  };

  it.each([
    ['typed marks', ['• Built the churn model', '• Automated the KPI report']],
    ['numbered by hand', ['1. Built the churn model', '2. Automated the KPI report']],
    ['one sentence a paragraph', ['Built the churn model.', 'Automated the KPI report.']],
  ])('%s', async (_, lines) => {
    const [j] = (await read(job(...lines.map((l) => para(l))))).experience;
    expect(j!.bullets.map((b) => b.replace(/\.$/, ''))).toEqual(['Built the churn model', 'Automated the KPI report']);
  });

  it("reads labelled entries, each paragraph after 'Funciones:' an item", async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            para('Laura Martín', true),
            para('EXPERIENCIA LABORAL', true),
            ...['Empresa: Alpina S.A.', 'Cargo: Jefe de Planeación', 'Fecha de ingreso: marzo de 2015'].map((t) =>
              para(t),
            ),
            ...['Fecha de retiro: enero de 2019', 'Funciones:', 'Elaborar el plan maestro', 'Administrar SAP PP'].map(
              (t) => para(t),
            ),
          ],
        },
      ],
    });
    expect((await read(doc)).experience.map((j) => [j.title, j.company, j.startDate, j.endDate, j.bullets])).toEqual([
      ['Jefe de Planeación', 'Alpina S.A.', '2015-03', '2019-01', ['Elaborar el plan maestro', 'Administrar SAP PP']],
    ]);
  });
});

describe('Word documents laid out by a table', () => {
  it('reads a sidebar cell and a main cell one after the other, each heading over its own lines', async () => {
    const line = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
    const cell = (children: Paragraph[]) => new TableCell({ children });
    const doc = new Document({
      sections: [
        {
          children: [
            line('AMARA OKAFOR', true),
            new Table({
              rows: [
                new TableRow({
                  children: [
                    cell([
                      line('CONTACT', true),
                      line('amara.okafor@example.com'),
                      line('(404) 555-0119'),
                      line('LANGUAGES', true),
                      line('English'),
                      line('Igbo'),
                    ]),
                    cell([
                      line('PROFILE', true),
                      line('HR business partner with nine years in aviation and retail, trusted by frontline leaders.'),
                      line('EXPERIENCE', true),
                      line('Human Resources Generalist', true),
                      line('Home Depot | Marietta, GA | June 2016 – January 2020'),
                    ]),
                  ],
                }),
              ],
            }),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    const r = result.resume;
    expect(r.profile).toMatchObject({ email: 'amara.okafor@example.com', phone: '(404) 555-0119' });
    expect(r.summary).toMatch(/^HR business partner/);
    expect(r.skills.languages).toEqual(['English', 'Igbo']);
    expect(r.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Human Resources Generalist', 'Home Depot', '2016-06', '2020-01'],
    ]);
    expect(r.custom).toEqual([]);
  });
});

describe('Word import refuses what is not a readable Word document, with a message', () => {
  it.each([
    ['an empty file', new Uint8Array(), DOCX_MESSAGES.notDocx],
    ['a PDF', strToU8('%PDF-1.7\n...'), DOCX_MESSAGES.notDocx],
    ['a ZIP that is not a Word document', zipSync({ 'cat.txt': strToU8('meow') }), DOCX_MESSAGES.notDocx],
    [
      'a password-protected document (an OLE file)',
      new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1]),
      DOCX_MESSAGES.unreadable,
    ],
    ['a damaged ZIP', new Uint8Array([0x50, 0x4b, 3, 4, 1, 2, 3]), DOCX_MESSAGES.unreadable],
    ['a file over 20 MB', new Uint8Array(20 * 1024 * 1024 + 1).fill(0x50), DOCX_MESSAGES.tooLarge],
    [
      'a document part that claims to be huge',
      zipSync({ 'word/document.xml': new Uint8Array(21 * 1024 * 1024) }, { level: 9 }),
      DOCX_MESSAGES.tooLarge,
    ],
    [
      'a document with broken XML',
      zipSync({ 'word/document.xml': strToU8('<w:document><w:body><w:p>'), '[Content_Types].xml': strToU8('<x/>') }),
      DOCX_MESSAGES.unreadable,
    ],
  ])('%s', async (_, bytes, error) => {
    await expect(fromDocx(bytes)).resolves.toEqual({ ok: false, error });
  });
});

describe('dates as resumes print them', () => {
  it.each([
    ['Mar 2021 – Present', { start: '2021-03', end: '' }],
    ['Jun 2018 - Feb 2021', { start: '2018-06', end: '2021-02' }],
    ['03/2020 to 06/2022', { start: '2020-03', end: '2022-06' }],
    ['2013 – 2016', { start: '2013', end: '2016' }],
    ['December 2019', { start: '', end: '2019-12' }],
  ])('%s', (text, range) => expect(parseDates(text)).toEqual(range));
});
