// A two-page Word resume with Word's 'different first page' header: from page 2 on, the top margin repeats the
// name and the page number ('Kevin O'Brien | Page 2'), and a job's list runs on over the page break under it.
// Jobs as 'Title<TAB>Dates' over 'Company, City' in italics; skills grouped as 'Label: list'.
import { Header, PageNumber, Paragraph, TextRun } from 'docx';
import { bullet, para, ruled, tabbed, wordDocument, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: "Kevin O'Brien",
  email: 'kevin.obrien@example.com',
  phone: '(617) 555-0148',
  location: 'Boston, MA',
  jobs: [
    {
      title: 'Senior Project Manager',
      company: 'Turner Construction',
      start: '2018-04',
      end: 'present',
      bullets: [
        'Manage the construction of hospital and laboratory buildings from $40M to $210M, from preconstruction to handover, with teams of up to fourteen engineers and superintendents',
        'Delivered the 320,000 sq ft Longwood research tower two months early and $3.1M under budget',
        'Negotiate subcontracts for mechanical, electrical and plumbing work worth $60M a year',
        'Introduced weekly pull planning with the trades, which cut rework requests by a third',
        'Report cost, schedule and safety to the client and to the regional vice president each month',
        'Mentor four assistant project managers, two of whom now run projects of their own',
      ],
    },
    {
      title: 'Project Engineer',
      company: 'Suffolk Construction',
      start: '2013-06',
      end: '2018-03',
      bullets: [
        'Ran requests for information, submittals and change orders for a 28-story residential tower in the Seaport district',
        'Built the three-week look-ahead schedules in Primavera P6 and checked them against the crews on site',
        'Coordinated the building information model with the design team and found 400 clashes before construction',
        'Kept the punch list and closed the project with no open items at turnover',
        'Walked the site daily with the superintendent and logged the quality and safety findings',
        'Prepared the monthly payment applications for the owner and checked the subcontractors\u2019 invoices',
      ],
    },
    {
      title: 'Field Engineer',
      company: 'Gilbane Building Company',
      start: '2011-06',
      end: '2013-05',
      bullets: [
        'Laid out the grid lines and elevations for a four-story school with the surveyor',
        'Inspected concrete pours and kept the daily reports and photographs',
        'Tracked the delivery of structural steel and curtain wall panels against the schedule',
      ],
    },
    {
      title: 'Construction Intern',
      company: 'Shawmut Design and Construction',
      start: '2010-06',
      end: '2010-08',
      bullets: ['Measured quantities for interior fit-out estimates of retail stores'],
    },
  ],
  schools: [
    { school: 'Northeastern University', degree: 'Bachelor of Science in Civil Engineering', end: '2011-05' },
    { school: 'Boston University', degree: 'Certificate in Project Management', end: '2015' },
  ],
  skills: ['Procore', 'Primavera P6', 'Bluebeam', 'Revit', 'OSHA 30', 'LEED Green Associate', 'Cost control'],
};

const entry = (job: (typeof expected.jobs)[0], dates: string, place: string) => [
  tabbed({ text: job.title, bold: true }, { text: dates, bold: true }),
  para({ text: `${job.company}, ${place}`, italics: true }, { spacing: { after: 40 } }),
  ...job.bullets.map((b) => bullet(b)),
];

const [turner, suffolk, gilbane, shawmut] = expected.jobs as Array<(typeof expected.jobs)[0]>;

export const build = () =>
  wordDocument(
    [
      {
        properties: { titlePage: true },
        headers: {
          first: new Header({ children: [new Paragraph('')] }),
          default: new Header({
            children: [
              new Paragraph({
                children: [
                  new TextRun({ text: "Kevin O'Brien | Page ", size: 18 }),
                  new TextRun({ children: [PageNumber.CURRENT], size: 18 }),
                ],
              }),
            ],
          }),
        },
        children: [
          para({ text: "KEVIN O'BRIEN", bold: true, size: 40 }, { spacing: { after: 40 } }),
          para('Boston, MA | (617) 555-0148 | kevin.obrien@example.com'),
          ruled('SUMMARY'),
          para(
            'Construction project manager with fifteen years on hospitals, laboratories and residential towers in ' +
              'Greater Boston; PMP, LEED Green Associate.',
          ),
          ruled('EXPERIENCE'),
          ...entry(turner!, 'April 2018 – Present', 'Boston, MA'),
          ...entry(suffolk!, 'June 2013 – March 2018', 'Boston, MA'),
          ...entry(gilbane!, 'June 2011 – May 2013', 'Providence, RI'),
          ...entry(shawmut!, 'June 2010 – August 2010', 'Boston, MA'),
          ruled('EDUCATION'),
          tabbed({ text: 'Northeastern University', bold: true }, 'May 2011'),
          para('Bachelor of Science in Civil Engineering'),
          tabbed({ text: 'Boston University', bold: true }, '2015'),
          para('Certificate in Project Management'),
          ruled('SKILLS'),
          para('Software: Procore, Primavera P6, Bluebeam, Revit'),
          para('Certifications: OSHA 30, LEED Green Associate'),
          para('Other: Cost control'),
        ],
      },
    ],
    'Georgia',
    24,
  );
