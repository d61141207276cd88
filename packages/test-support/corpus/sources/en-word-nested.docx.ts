// A US resume made in Word with its default list marks at two levels: U+F0B7 in Symbol for a job's items and Word's
// 'o' in Courier New for the items under them (a project and its results), some items running to two lines; the
// company and dates on one line with a tab, the title under it; a 'Relevant Coursework:' line under the degree.
import { bullet, para, ruled, subBullet, tabbed, wordDocument, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Priya Raman',
  email: 'priya.raman@example.com',
  phone: '(312) 555-0187',
  location: 'Chicago, IL',
  jobs: [
    {
      title: 'Senior Financial Analyst',
      company: 'Grainger',
      start: '2021-06',
      end: 'present',
      bullets: [
        'Own the monthly forecast for the $4.2B branch network and present variances to the CFO staff',
        'Led the rebuild of the forecasting model in Python, replacing 40 linked spreadsheets',
        'Cut the monthly close from eight working days to five',
        'Forecast error fell from 6.8% to 2.9% over four quarters',
        'Trained twelve analysts across three regions on the new model',
      ],
    },
    {
      title: 'Financial Analyst',
      company: 'Discover Financial Services',
      start: '2018-07',
      end: '2021-05',
      bullets: [
        'Built the weekly card-spend dashboard the marketing team uses to plan campaigns',
        'Supported the annual budget for a $600M marketing spend',
      ],
    },
  ],
  schools: [
    { school: 'University of Illinois Urbana-Champaign', degree: 'B.S. in Finance', start: '2014', end: '2018' },
  ],
  skills: ['Excel', 'SQL', 'Python', 'Tableau', 'Hyperion', 'SAP'],
};

const [grainger, discover] = expected.jobs as [(typeof expected.jobs)[0], (typeof expected.jobs)[0]];

export const build = () =>
  wordDocument(
    [
      {
        children: [
          para({ text: 'Priya Raman', bold: true, size: 40 }, { spacing: { after: 40 } }),
          para('Chicago, IL | (312) 555-0187 | priya.raman@example.com'),
          ruled('EXPERIENCE'),
          tabbed({ text: 'Grainger, Lake Forest, IL', bold: true }, { text: 'June 2021 – Present', bold: true }),
          para({ text: grainger.title, italics: true }, { spacing: { after: 20 } }),
          bullet(grainger.bullets[0]!),
          bullet(grainger.bullets[1]!),
          subBullet(grainger.bullets[2]!),
          subBullet(grainger.bullets[3]!),
          bullet(grainger.bullets[4]!),
          tabbed(
            { text: 'Discover Financial Services, Riverwoods, IL', bold: true },
            { text: 'July 2018 – May 2021', bold: true },
          ),
          para({ text: discover.title, italics: true }, { spacing: { after: 20 } }),
          ...discover.bullets.map((b) => bullet(b)),
          ruled('EDUCATION'),
          tabbed({ text: 'University of Illinois Urbana-Champaign', bold: true }, { text: '2014 – 2018', bold: true }),
          para('B.S. in Finance'),
          para('Relevant Coursework: Corporate Finance, Econometrics, Financial Modeling'),
          ruled('SKILLS'),
          para(expected.skills.join(', ')),
        ],
      },
    ],
    'Calibri',
    21,
    { text: '\uf0b7', font: 'Symbol' },
  );
