// The layout of Word's own modern resume templates: the name and title in the body, then the whole page as one
// table row of two cells without borders, a narrow left cell with Contact, Education, Skills (one a line) and
// Languages, and the wide right cell with Profile and Experience ('Title' bold, then 'Company | City | Dates', then
// the items of Word's list). In the .docx both cells are one table row; in its PDF two columns side by side.
import { BorderStyle, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { bullet, para, wordDocument, TEXT_WIDTH, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Amara Okafor',
  email: 'amara.okafor@example.com',
  phone: '(404) 555-0119',
  location: 'Atlanta, GA',
  jobs: [
    {
      title: 'Human Resources Business Partner',
      company: 'Delta Air Lines',
      start: '2020-02',
      end: 'present',
      bullets: [
        'Advise the leaders of three maintenance hangars, 1,100 employees, on hiring, performance and employee relations',
        'Led the rollout of a new performance review cycle that reached 96% completion in its first year',
        'Cut time to fill for mechanic roles from 71 to 45 days with a referral program',
      ],
    },
    {
      title: 'Human Resources Generalist',
      company: 'Home Depot',
      start: '2016-06',
      end: '2020-01',
      bullets: [
        'Handled onboarding, leave of absence and benefits questions for four stores',
        'Investigated and closed 60 employee relations cases a year',
      ],
    },
  ],
  schools: [
    { school: 'Georgia State University', degree: 'Bachelor of Business Administration', end: '2016' },
    { school: 'SHRM', degree: 'SHRM Certified Professional (SHRM-CP)', end: '2019' },
  ],
  skills: ['Employee Relations', 'Workday', 'Talent Acquisition', 'Performance Management', 'HR Analytics'],
};

const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const borders = { top: none, bottom: none, left: none, right: none };
const LEFT = 3100;

const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 240, after: 80 },
    children: [new TextRun({ text, bold: true, size: 24, color: '2E5E4E' })],
  });

const [delta, depot] = expected.jobs as [(typeof expected.jobs)[0], (typeof expected.jobs)[0]];

const left = [
  heading('CONTACT'),
  para('(404) 555-0119'),
  para('amara.okafor@example.com'),
  para('Atlanta, GA'),
  heading('EDUCATION'),
  para({ text: 'Georgia State University', bold: true }),
  para('Bachelor of Business Administration'),
  para('2016'),
  para({ text: 'SHRM', bold: true }, { spacing: { before: 120, after: 60 } }),
  para('SHRM Certified Professional (SHRM-CP)'),
  para('2019'),
  heading('SKILLS'),
  ...expected.skills.map((s) => para(s)),
  heading('LANGUAGES'),
  para('English'),
  para('Igbo'),
];

const right = [
  heading('PROFILE'),
  para(
    'HR business partner with nine years in aviation and retail, trusted by frontline leaders to fix hiring and ' +
      'performance problems fast.',
  ),
  heading('EXPERIENCE'),
  para({ text: delta.title, bold: true }, { spacing: { after: 20 } }),
  para('Delta Air Lines | Atlanta, GA | February 2020 – Present', { spacing: { after: 40 } }),
  ...delta.bullets.map((b) => bullet(b)),
  para({ text: depot.title, bold: true }, { spacing: { before: 160, after: 20 } }),
  para('Home Depot | Marietta, GA | June 2016 – January 2020', { spacing: { after: 40 } }),
  ...depot.bullets.map((b) => bullet(b)),
];

export const build = () =>
  wordDocument(
    [
      {
        children: [
          para({ text: 'AMARA OKAFOR', bold: true, size: 44, color: '2E5E4E' }, { spacing: { after: 40 } }),
          para({ text: 'Human Resources Business Partner', size: 24 }, { spacing: { after: 200 } }),
          new Table({
            width: { size: TEXT_WIDTH, type: WidthType.DXA },
            columnWidths: [LEFT, TEXT_WIDTH - LEFT],
            rows: [
              new TableRow({
                children: [
                  new TableCell({ borders, width: { size: LEFT, type: WidthType.DXA }, children: left }),
                  new TableCell({
                    borders,
                    width: { size: TEXT_WIDTH - LEFT, type: WidthType.DXA },
                    margins: { left: 300 },
                    children: right,
                  }),
                ],
              }),
            ],
          }),
        ],
      },
    ],
    'Calibri',
    20,
  );
