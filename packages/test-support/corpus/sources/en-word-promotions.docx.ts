// A mid-career American resume made in Word, as career coaches teach it: one employer in capitals with its city on a
// right tab stop, then each role held there (promotions) with its own dates on the tab stop and its own bullets; a
// second employer with one role; the name in capitals; a summary; schools as 'School<TAB>City' over
// 'Degree<TAB>Month Year'; skills on one line separated by middle dots.
import { bullet, para, ruled, tabbed, wordDocument, type Expected } from './docx-kit';

const NATIONWIDE = 'NATIONWIDE MUTUAL INSURANCE';

export const expected: Expected = {
  language: 'en',
  name: 'MARCUS J. WHITFIELD',
  email: 'marcus.whitfield@example.com',
  phone: '(614) 555-0187',
  location: 'Columbus, OH 43215',
  jobs: [
    {
      title: 'Director, Claims Operations',
      company: NATIONWIDE,
      start: '2020-03',
      end: 'present',
      bullets: [
        'Lead 11 managers and 240 adjusters across three regional claims centers',
        'Cut average cycle time on auto claims from 19 to 12 days by redesigning intake and triage',
        'Own a $38M operating budget; delivered 2023 under plan by 4%',
      ],
    },
    {
      title: 'Senior Manager, Claims Operations',
      company: NATIONWIDE,
      start: '2017-01',
      end: '2020-02',
      bullets: [
        'Built the first workforce planning model for claims, matching staffing to storm-season volume',
        'Led the rollout of Guidewire ClaimCenter to 900 users with no missed service-level days',
      ],
    },
    {
      title: 'Claims Operations Analyst',
      company: NATIONWIDE,
      start: '2014-06',
      end: '2016-12',
      bullets: ['Automated weekly reserve reports in SQL and Tableau, saving 30 analyst hours a week'],
    },
    {
      title: 'Supply Chain Analyst',
      company: 'CARDINAL HEALTH',
      start: '2011-07',
      end: '2014-05',
      bullets: [
        'Forecast demand for 4,000 medical-surgical products with 92% accuracy',
        'Negotiated freight contracts that lowered inbound shipping costs by $1.2M a year',
      ],
    },
  ],
  schools: [
    {
      school: 'The Ohio State University, Fisher College of Business',
      degree: 'Master of Business Administration',
      end: '2016-05',
    },
    {
      school: 'Miami University',
      degree: 'Bachelor of Science in Business, Supply Chain Management',
      end: '2011-05',
    },
  ],
  skills: [
    'Lean Six Sigma Green Belt',
    'Workforce planning',
    'Guidewire ClaimCenter',
    'Tableau',
    'SQL',
    'Excel (Power Query, VBA)',
    'Vendor management',
  ],
};

const [director, senior, analyst, cardinal] = expected.jobs as [
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
];
const role = (title: string, dates: string) => tabbed({ text: title, bold: true, italics: true }, dates);

export const build = () =>
  wordDocument(
    [
      {
        children: [
          para({ text: 'MARCUS J. WHITFIELD', bold: true, size: 40 }, { spacing: { after: 40 } }),
          para('Columbus, OH 43215 | (614) 555-0187 | marcus.whitfield@example.com | linkedin.com/in/marcuswhitfield'),
          ruled('PROFESSIONAL SUMMARY'),
          para(
            'Operations leader with 12 years in insurance claims and supply chain, known for turning volume ' +
              'swings into staffing plans and for large system rollouts that land on time.',
          ),
          ruled('PROFESSIONAL EXPERIENCE'),
          tabbed({ text: NATIONWIDE, bold: true }, { text: 'Columbus, OH', bold: true }),
          role(director.title, 'Mar 2020 – Present'),
          ...director.bullets.map((b) => bullet(b)),
          role(senior.title, 'Jan 2017 – Feb 2020'),
          ...senior.bullets.map((b) => bullet(b)),
          role(analyst.title, 'Jun 2014 – Dec 2016'),
          ...analyst.bullets.map((b) => bullet(b)),
          para(''),
          tabbed({ text: 'CARDINAL HEALTH', bold: true }, { text: 'Dublin, OH', bold: true }),
          role(cardinal.title, 'Jul 2011 – May 2014'),
          ...cardinal.bullets.map((b) => bullet(b)),
          ruled('EDUCATION'),
          tabbed({ text: 'The Ohio State University, Fisher College of Business', bold: true }, 'Columbus, OH'),
          tabbed('Master of Business Administration', 'May 2016'),
          tabbed({ text: 'Miami University', bold: true }, 'Oxford, OH'),
          tabbed('Bachelor of Science in Business, Supply Chain Management', 'May 2011'),
          ruled('SKILLS'),
          para(expected.skills.join(' · ')),
        ],
      },
    ],
    'Calibri',
    21,
  );
