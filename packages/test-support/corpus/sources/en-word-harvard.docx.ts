// A student's resume in the layout US college career offices hand out (Harvard's and its copies): the name and one
// contact line centred, headings centred in bold capitals without rules, Education first ('School<TAB>City, ST' over
// 'Degree, GPA<TAB>Expected Month Year' and 'Relevant Coursework:'), Experience as 'Organization<TAB>City, ST' over
// 'Title<TAB>Month Year – Month Year', Leadership & Activities, and 'Skills & Interests' with 'Technical:',
// 'Language:' and 'Interests:' labels.
import { AlignmentType } from 'docx';
import { bullet, para, tabbed, wordDocument, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Daniel Okonkwo',
  email: 'dokonkwo@college.harvard.edu',
  phone: '(617) 555-0143',
  location: '14 Quincy Street, Cambridge, MA 02138',
  jobs: [
    {
      title: 'Summer Analyst, Investment Banking',
      company: 'Lazard',
      start: '2024-06',
      end: '2024-08',
      bullets: [
        'Built three-statement models for two sell-side mandates in consumer retail',
        'Drafted the industry section of a 60-page confidential information memorandum',
      ],
    },
    {
      title: 'Research Assistant',
      company: 'Harvard Kennedy School, Growth Lab',
      start: '2023-09',
      end: '2024-05',
      bullets: [
        'Cleaned and merged export data for 130 countries in Stata and Python',
        'Wrote the data appendix for a working paper on economic complexity',
      ],
    },
  ],
  schools: [
    {
      school: 'Harvard University',
      degree: 'Bachelor of Arts in Economics, Secondary in Computer Science',
      datesAsWritten: 'Expected May 2025',
    },
    { school: 'Lagos International School', degree: 'International Baccalaureate Diploma', end: '2021-06' },
  ],
  skills: ['Excel', 'Python', 'Stata', 'SQL', 'PowerPoint'],
};

const [lazard, growthLab] = expected.jobs as [(typeof expected.jobs)[0], (typeof expected.jobs)[0]];

const heading = (text: string) =>
  para({ text, bold: true, size: 22 }, { alignment: AlignmentType.CENTER, spacing: { before: 160, after: 60 } });
const bold = (text: string) => ({ text, bold: true });
const italic = (text: string) => ({ text, italics: true });

export const build = () =>
  wordDocument(
    [
      {
        children: [
          para(bold('Daniel Okonkwo'), { alignment: AlignmentType.CENTER, spacing: { after: 20 } }, { size: 32 }),
          para('14 Quincy Street, Cambridge, MA 02138 • dokonkwo@college.harvard.edu • (617) 555-0143', {
            alignment: AlignmentType.CENTER,
          }),
          heading('EDUCATION'),
          tabbed(bold('Harvard University'), bold('Cambridge, MA')),
          tabbed('Bachelor of Arts in Economics, Secondary in Computer Science. GPA 3.82', 'Expected May 2025'),
          para('Relevant Coursework: Econometrics, Corporate Finance, Data Structures and Algorithms'),
          tabbed(bold('Lagos International School'), bold('Lagos, Nigeria')),
          tabbed('International Baccalaureate Diploma, 43/45', 'June 2021'),
          heading('EXPERIENCE'),
          tabbed(bold('Lazard'), bold('New York, NY')),
          tabbed(italic(lazard.title), 'June 2024 – August 2024'),
          ...lazard.bullets.map((b) => bullet(b)),
          tabbed(bold('Harvard Kennedy School, Growth Lab'), bold('Cambridge, MA')),
          tabbed(italic(growthLab.title), 'September 2023 – May 2024'),
          ...growthLab.bullets.map((b) => bullet(b)),
          heading('LEADERSHIP & ACTIVITIES'),
          tabbed(bold('Harvard Undergraduate Investment Society'), bold('Cambridge, MA')),
          tabbed(italic('Vice President'), 'September 2022 – Present'),
          bullet('Run weekly stock pitch sessions for 80 members'),
          heading('SKILLS & INTERESTS'),
          para([bold('Technical: '), expected.skills.join(', ')]),
          para([bold('Language: '), 'Fluent in Yoruba; conversational French']),
          para([bold('Interests: '), 'Afrobeat drumming, long-distance running, chess']),
        ],
      },
    ],
    'Times New Roman',
    22,
  );
