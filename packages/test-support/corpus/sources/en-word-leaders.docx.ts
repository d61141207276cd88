// A traditional resume typed in Word with tab stops that have dot leaders, in Times: the employer and its town on
// the left, a right tab with a row of dots to the dates; the title in italics under it; skills as 'Label<TAB>list'
// with the same dotted leader. The name centred over a centred contact line with bullets between its fields.
import { AlignmentType, LeaderType, Paragraph, TabStopType, TextRun } from 'docx';
import { bullet, para, ruled, wordDocument, TEXT_WIDTH, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Jennifer Walker',
  email: 'jwalker@example.com',
  phone: '(614) 555-0187',
  location: '1427 Maple Ave, Columbus, OH 43215',
  jobs: [
    {
      title: 'Senior Financial Analyst',
      company: 'Nationwide Insurance',
      start: '2019-06',
      end: 'present',
      bullets: [
        'Own the quarterly reforecast for the $1.2B commercial lines portfolio',
        'Built a Power BI model of claims reserves that replaced eleven spreadsheets',
        'Coach three analysts on variance analysis and presenting to directors',
      ],
    },
    {
      title: 'Financial Analyst',
      company: 'Huntington National Bank',
      start: '2015-08',
      end: '2019-05',
      bullets: [
        'Prepared monthly branch profitability reports for 60 branches',
        'Automated the loan-loss provision workbook with VBA, saving four days a quarter',
      ],
    },
    {
      title: 'Accounting Intern',
      company: 'Cardinal Health',
      datesAsWritten: 'Summer 2014',
      bullets: ['Reconciled intercompany accounts and supported the July close'],
    },
  ],
  schools: [
    {
      school: 'The Ohio State University',
      degree: 'Bachelor of Science in Business Administration, Finance',
      end: '2015-05',
    },
  ],
  skills: ['Excel (VBA)', 'Power BI', 'SQL', 'SAP FICO', 'Hyperion'],
};

const [nationwide, huntington, cardinal] = expected.jobs as [
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
];

/** Text on the left, a right tab stop at the margin whose gap Word fills with dots, and text there. */
const dotted = (left: TextRun[], right: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH, leader: LeaderType.DOT }],
    spacing: { before: 120, after: 0 },
    children: [...left, new TextRun({ text: `\t${right}` })],
  });
const employer = (name: string, town: string, dates: string) =>
  dotted([new TextRun({ text: name, bold: true }), new TextRun({ text: `, ${town}` })], dates);
const title = (text: string) => para({ text, italics: true }, { spacing: { after: 40 } });
const skillLine = (label: string, list: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.LEFT, position: 2600, leader: LeaderType.DOT }],
    spacing: { after: 40 },
    children: [new TextRun({ text: label, bold: true }), new TextRun({ text: `\t${list}` })],
  });

export const build = () =>
  wordDocument(
    [
      {
        children: [
          para(
            { text: expected.name, bold: true, size: 36 },
            { alignment: AlignmentType.CENTER, spacing: { after: 40 } },
          ),
          para(`${expected.location} • ${expected.phone} • ${expected.email}`, {
            alignment: AlignmentType.CENTER,
            spacing: { after: 160 },
          }),
          ruled('PROFESSIONAL EXPERIENCE', 22),
          employer(nationwide.company!, 'Columbus, OH', 'June 2019 – Present'),
          title(nationwide.title!),
          ...nationwide.bullets!.map((b) => bullet(b)),
          employer(huntington.company!, 'Columbus, OH', 'August 2015 – May 2019'),
          title(huntington.title!),
          ...huntington.bullets!.map((b) => bullet(b)),
          employer(cardinal.company!, 'Dublin, OH', 'Summer 2014'),
          title(cardinal.title!),
          ...cardinal.bullets!.map((b) => bullet(b)),
          ruled('EDUCATION', 22),
          employer('The Ohio State University', 'Columbus, OH', 'May 2015'),
          title(expected.schools[0]!.degree!),
          para('GPA 3.6 / 4.0. Dean’s List, six semesters.'),
          ruled('SKILLS', 22),
          skillLine('Technical', 'Excel (VBA), Power BI, SQL, SAP FICO, Hyperion'),
          skillLine('Certifications', 'CFA Level II Candidate'),
        ],
      },
    ],
    'Liberation Serif',
    22,
  );
