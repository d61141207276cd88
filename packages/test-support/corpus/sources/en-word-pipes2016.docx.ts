// The layout of the résumé template Word 2016 offers in its gallery: the name in spaced capitals, one contact line
// split by bars with the street address first, coloured headings in capitals (OBJECTIVE, SKILLS & ABILITIES,
// EXPERIENCE, EDUCATION, COMMUNICATION, LEADERSHIP, REFERENCES), each job as one line 'TITLE | COMPANY | DATES' in
// capitals with the title in bold, then items or a paragraph; schools the same way. Items long enough to wrap,
// some wrapped before a name that starts with a capital ('Microsoft' / 'Dynamics').
import { Paragraph, TextRun } from 'docx';
import { bullet, para, wordDocument, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Tamsin Oyelaran',
  email: 'tamsin.oyelaran@example.com',
  phone: '(716) 555-0164',
  location: '87 Elmwood Avenue, Buffalo, NY 14201',
  jobs: [
    {
      title: 'SENIOR STAFF ACCOUNTANT',
      company: 'RICH PRODUCTS CORPORATION',
      start: '2020-06',
      end: 'present',
      bullets: [
        'Close the books each month for four manufacturing plants with combined revenue of $310 million, in Microsoft Dynamics 365 and BlackLine',
        'Cut the month-end close from nine working days to five by moving 140 reconciliations to BlackLine',
        'Prepare the fixed asset roll-forward and depreciation schedules for the external auditors at Deloitte',
      ],
    },
    {
      title: 'ACCOUNTS PAYABLE / RECEIVABLE CLERK',
      company: 'DELAWARE NORTH',
      start: '2017-01',
      end: '2020-05',
      bullets: [
        'Processed 600 vendor invoices a week across three-way matching in Oracle',
        'Brought days sales outstanding from 52 to 38 by calling every account over 60 days each Friday',
      ],
    },
    {
      title: 'BOOKKEEPER (PART-TIME)',
      company: 'LAKE EFFECT BREWING CO.',
      start: '2015-09',
      end: '2016-12',
      // Described by a paragraph: no items to score.
      bullets: [],
    },
  ],
  schools: [
    {
      school: 'UNIVERSITY AT BUFFALO',
      degree: 'B.S. ACCOUNTING',
      end: '2016-12',
    },
  ],
  skills: [
    'Month-end close',
    'Consolidation',
    'Microsoft Dynamics 365',
    'Oracle',
    'BlackLine',
    'Advanced Excel',
    'US GAAP',
  ],
};

const [rich, dn, lake] = expected.jobs as [
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
];

const ACCENT = '1F6E8C';
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 320, after: 100 },
    children: [new TextRun({ text, bold: true, color: ACCENT, size: 26, characterSpacing: 20 })],
  });
/** 'TITLE | COMPANY | DATES' in one line, the title in bold, all in capitals. */
const entry = (title: string, company: string, dates: string) =>
  para(
    [
      { text: title, bold: true },
      { text: ` | ${company} | ${dates}`, color: '595959' },
    ],
    { spacing: { before: 160, after: 60 } },
    { size: 22 },
  );

export const build = () =>
  wordDocument(
    [
      {
        children: [
          new Paragraph({
            spacing: { after: 80 },
            children: [new TextRun({ text: 'TAMSIN OYELARAN', size: 52, characterSpacing: 40, color: '262626' })],
          }),
          para('87 Elmwood Avenue, Buffalo, NY 14201 | (716) 555-0164 | tamsin.oyelaran@example.com', {
            spacing: { after: 240 },
          }),
          heading('OBJECTIVE'),
          para(
            'Certified public accountant looking for a controller role in a mid-sized manufacturer where faster closes and cleaner data let the business decide sooner.',
          ),
          heading('SKILLS & ABILITIES'),
          para(expected.skills.join(', ')),
          heading('EXPERIENCE'),
          entry(rich.title, rich.company, 'JUNE 2020 – PRESENT'),
          ...rich.bullets.map((b) => bullet(b)),
          entry(dn.title, dn.company, 'JANUARY 2017 – MAY 2020'),
          ...dn.bullets.map((b) => bullet(b)),
          entry(lake.title, lake.company, 'SEPTEMBER 2015 – DECEMBER 2016'),
          para(
            'Kept the books of a 40-seat brewpub in QuickBooks Online while finishing my degree: payroll for 22 staff, sales tax filings and the monthly statements for the owners.',
          ),
          heading('EDUCATION'),
          entry('B.S. ACCOUNTING', 'UNIVERSITY AT BUFFALO', 'DECEMBER 2016'),
          para('Summa cum laude. Beta Alpha Psi, chapter treasurer.'),
          heading('COMMUNICATION'),
          para(
            'Wrote the close calendar and the reconciliation guide the finance team now trains new hires with, and present the monthly results to plant managers.',
          ),
          heading('LEADERSHIP'),
          para('Volunteer tax preparer with the VITA program every spring since 2018.'),
          heading('REFERENCES'),
          para('Available upon request.'),
        ],
      },
    ],
    'Liberation Sans',
    21,
  );
