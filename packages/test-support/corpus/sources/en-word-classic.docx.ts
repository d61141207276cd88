// An older Word resume as many people still send one: Times New Roman, the name centred in capitals over the
// address and a line of phone and e-mail, OBJECTIVE, each job as 'EMPLOYER, City, ST<TAB>dates' in bold capitals
// over the title in italics, a sentence about the job and then items marked with Wingdings' check mark (U+F0FC in a
// symbol font), dates written 'Jan. 2015 - Dec. 2019' and '2012-2015', a two-line school entry.
import { AlignmentType, Paragraph, TextRun } from 'docx';
import { bullet, para, ruled, tabbed, wordDocument, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Patricia A. Kowalski',
  email: 'pkowalski1968@example.net',
  phone: '(412) 555-0139',
  location: '1187 Maple Ridge Drive, Pittsburgh, PA 15237',
  jobs: [
    {
      title: 'Office Manager',
      company: 'ALLEGHENY DENTAL ASSOCIATES',
      start: '2015-01',
      end: 'present',
      bullets: [
        'Manage scheduling for four dentists and six hygienists, about 90 appointments a day',
        'Reduced insurance claim denials by 35% by checking eligibility before each visit',
        'Trained three front desk staff on Dentrix and the office billing procedures',
      ],
    },
    {
      title: 'Billing Specialist',
      company: 'UPMC',
      start: '2009-03',
      end: '2014-12',
      bullets: [
        'Posted payments and worked denials for a cardiology practice billing $8 million a year',
        'Kept accounts receivable over 90 days under 12%',
      ],
    },
    {
      title: 'Receptionist',
      company: 'KAUFMANN’S DEPARTMENT STORE',
      start: '2005',
      end: '2009',
      bullets: ['Answered a 10-line phone system and greeted visitors to the executive offices'],
    },
  ],
  schools: [
    {
      school: 'Community College of Allegheny County',
      degree: 'Associate of Science in Medical Office Administration',
      end: '2005',
    },
  ],
  skills: ['Dentrix', 'Eaglesoft', 'Microsoft Office', 'medical billing and coding (ICD-10, CPT)', 'QuickBooks'],
};

const [dental, upmc, store] = expected.jobs as [
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
];
const job = (employer: string, dates: string, title: string, about: string, items: string[]) => [
  tabbed({ text: employer, bold: true }, { text: dates, bold: true }),
  para({ text: title, italics: true }, { spacing: { after: 40 } }),
  para(about, { spacing: { after: 40 } }),
  ...items.map((b) => bullet(b)),
];

export const build = () =>
  wordDocument(
    [
      {
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 40 },
            children: [new TextRun({ text: 'PATRICIA A. KOWALSKI', bold: true, size: 32 })],
          }),
          para('1187 Maple Ridge Drive, Pittsburgh, PA 15237', {
            alignment: AlignmentType.CENTER,
            spacing: { after: 0 },
          }),
          para('(412) 555-0139     pkowalski1968@example.net', {
            alignment: AlignmentType.CENTER,
            spacing: { after: 160 },
          }),
          ruled('OBJECTIVE'),
          para(
            'To obtain a position as a practice manager where my experience in dental and medical offices will be of value.',
          ),
          ruled('EXPERIENCE'),
          ...job(
            `${dental.company}, Pittsburgh, PA`,
            'Jan. 2015 - Present',
            dental.title,
            'Run the front office of a busy family dental practice.',
            dental.bullets,
          ),
          ...job(
            `${upmc.company}, Pittsburgh, PA`,
            'Mar. 2009 - Dec. 2014',
            upmc.title,
            'Billing for the Heart and Vascular Institute outpatient clinics.',
            upmc.bullets,
          ),
          ...job(
            `${store.company}, Pittsburgh, PA`,
            '2005-2009',
            store.title,
            'Downtown flagship store.',
            store.bullets,
          ),
          ruled('EDUCATION'),
          tabbed(
            { text: 'Community College of Allegheny County, Pittsburgh, PA', bold: true },
            { text: '2005', bold: true },
          ),
          para({ text: 'Associate of Science in Medical Office Administration', italics: true }),
          ruled('COMPUTER SKILLS'),
          para(expected.skills.join(', ')),
          ruled('REFERENCES'),
          para('Available upon request.'),
        ],
      },
    ],
    'Liberation Serif',
    23,
    { text: '\uf0fc', font: 'Wingdings' },
  );
