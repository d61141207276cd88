// A resume made from the kind of template Word offers first (a 'modern chronological' layout): the name in Word's
// Title style, one contact line with middle dots, headings in Heading 1, each job as a line of
// dates in small capitals over 'Title, Company' (the company in plain type) and then either a paragraph that
// describes the job or list items, schools the same way, and skills as list items in a two-column table with no
// borders (one row holds two skills side by side).
import { HeadingLevel, Paragraph, TextRun } from 'docx';
import { bullet, para, skillTable, wordDocument, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Marisol Ortega',
  email: 'marisol.ortega@example.com',
  phone: '(469) 555-0187',
  location: 'Plano, TX 75071',
  jobs: [
    {
      title: 'Operations Manager',
      company: 'Lone Star Freight Partners',
      start: '2020-03',
      end: 'present',
      bullets: [
        'Run day-to-day operations for a cross-dock facility moving 1,400 shipments a week with a team of 38',
        'Cut dock-to-stock time from 26 to 9 hours by redesigning the inbound schedule with carriers',
        'Introduced a weekly safety walk that brought recordable incidents from 11 to 2 a year',
      ],
    },
    {
      title: 'Logistics Coordinator',
      company: 'Parker Home Goods',
      start: '2016-06',
      end: '2020-02',
      // Described by a paragraph, as the template's example text invites: no list items to score.
      bullets: [],
    },
    {
      title: 'Shift Supervisor',
      company: 'Target',
      start: '2013-08',
      end: '2016-05',
      bullets: [
        'Led a team of 12 on the overnight replenishment shift',
        'Trained new team members on receiving and the handheld inventory system',
      ],
    },
  ],
  schools: [
    {
      school: 'The University of Texas at Dallas',
      degree: 'B.S. in Supply Chain Management',
      end: '2013-05',
    },
  ],
  skills: [
    'Warehouse management systems',
    'Carrier negotiation',
    'Lean and 5S',
    'Excel and Power BI',
    'OSHA 30 certified',
    'Bilingual: English and Spanish',
  ],
};

const [freight, parker, target] = expected.jobs as [
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
];

const heading = (text: string) =>
  new Paragraph({ heading: HeadingLevel.HEADING_1, spacing: { before: 240, after: 80 }, text });
const dates = (text: string) => para({ text, smallCaps: true, color: '595959', size: 20 }, { spacing: { after: 0 } });
const role = (title: string, company: string) =>
  para([{ text: title, bold: true }, { text: `, ${company}` }], { spacing: { after: 60 } }, { size: 23 });

export const build = () =>
  wordDocument(
    [
      {
        children: [
          new Paragraph({
            heading: HeadingLevel.TITLE,
            spacing: { after: 60 },
            children: [new TextRun({ text: 'Marisol Ortega', size: 56 })],
          }),
          para(
            'Plano, TX 75071 · (469) 555-0187 · marisol.ortega@example.com · linkedin.com/in/marisolortega',
            { spacing: { after: 200 } },
            { size: 20, color: '404040' },
          ),
          heading('Objective'),
          para(
            'Operations leader looking to run a regional distribution network where safety, on-time delivery and people development come first.',
          ),
          heading('Experience'),
          dates('March 2020 – Present'),
          role(freight.title, freight.company),
          ...freight.bullets.map((b) => bullet(b)),
          dates('June 2016 – February 2020'),
          role(parker.title, parker.company),
          para(
            'Scheduled inbound and outbound freight for three stores and an e-commerce warehouse, kept carrier scorecards and handled damage claims. Moved the team from paper bills of lading to a shared tracking sheet that cut missed pickups by half.',
            { spacing: { after: 120 } },
          ),
          dates('August 2013 – May 2016'),
          role(target.title, target.company),
          ...target.bullets.map((b) => bullet(b)),
          heading('Education'),
          dates('May 2013'),
          role('B.S. in Supply Chain Management', 'The University of Texas at Dallas'),
          para('Dean’s List, six semesters. Member of the Logistics Student Association.'),
          heading('Skills'),
          skillTable(expected.skills),
        ],
      },
    ],
    'Liberation Sans',
    21,
  );
