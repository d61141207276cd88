// Held out (not tuned against): an operations manager's Word resume with one-line job headers
// ('Title | Company | City' and the dates flush right), a summary, core competencies in a three-column table,
// a header with the name and a footer with the page number on two pages.
import { BorderStyle, Table, TableCell, TableRow, WidthType } from 'docx';
import { bullet, pageFooter, para, ruled, tabbed, wordDocument, TEXT_WIDTH, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Marcus T. Williams',
  email: 'mtwilliams@example.com',
  phone: '(404) 555-0168',
  location: 'Atlanta, GA 30308',
  jobs: [
    {
      title: 'Operations Manager',
      company: 'Peachtree Distribution Co.',
      start: '2018-01',
      end: 'present',
      bullets: [
        'Direct daily operations of a 310,000 sq. ft. warehouse with 85 associates across three shifts',
        'Raised order accuracy from 97.2% to 99.6% by introducing scan-to-verify at packing',
        'Negotiated carrier contracts that lowered outbound freight costs by $640K a year',
        'Led the site through its first OSHA VPP Star certification',
      ],
    },
    {
      title: 'Shift Supervisor',
      company: 'Home Depot Distribution Center',
      start: '2013-05',
      end: '2017-12',
      bullets: [
        'Supervised 30 associates in receiving and put-away',
        'Trained new supervisors on labor planning in Manhattan WMS',
        'Reduced dock-to-stock time by 22%',
      ],
    },
    {
      title: 'Logistics Specialist',
      company: 'United States Army',
      start: '2009-06',
      end: '2013-04',
      bullets: ['Managed a $2M inventory of vehicle parts with zero loss during two deployments'],
    },
  ],
  schools: [{ school: 'Georgia State University', degree: 'B.B.A. Supply Chain Management', end: '2016-12' }],
  skills: [
    'Warehouse Operations',
    'Lean / Six Sigma',
    'Manhattan WMS',
    'Labor Planning',
    'Carrier Negotiation',
    'OSHA Compliance',
    'Budget Management',
    'Team Leadership',
    'Inventory Control',
  ],
};

const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const borders = { top: none, bottom: none, left: none, right: none };
const third = Math.floor(TEXT_WIDTH / 3);
const cell = (items: string[]) =>
  new TableCell({ borders, width: { size: third, type: WidthType.DXA }, children: items.map((i) => bullet(i)) });

export const build = () =>
  wordDocument(
    [
      {
        footers: { default: pageFooter() },
        children: [
          para({ text: 'MARCUS T. WILLIAMS', bold: true, size: 34 }, { spacing: { after: 40 } }),
          para('Atlanta, GA 30308 | (404) 555-0168 | mtwilliams@example.com | linkedin.com/in/marcustwilliams'),
          ruled('PROFESSIONAL SUMMARY'),
          para(
            'Operations leader with 14 years in distribution and military logistics. Known for safe, accurate and cost-conscious warehouses.',
          ),
          ruled('CORE COMPETENCIES'),
          new Table({
            width: { size: TEXT_WIDTH, type: WidthType.DXA },
            columnWidths: [third, third, third],
            rows: [
              new TableRow({
                children: [
                  cell(['Warehouse Operations', 'Lean / Six Sigma', 'Manhattan WMS']),
                  cell(['Labor Planning', 'Carrier Negotiation', 'OSHA Compliance']),
                  cell(['Budget Management', 'Team Leadership', 'Inventory Control']),
                ],
              }),
            ],
          }),
          ruled('PROFESSIONAL EXPERIENCE'),
          tabbed(
            [{ text: 'Operations Manager', bold: true }, ' | Peachtree Distribution Co. | Atlanta, GA'],
            'Jan. 2018 - Present',
          ),
          ...expected.jobs[0]!.bullets.map((b) => bullet(b)),
          tabbed(
            [{ text: 'Shift Supervisor', bold: true }, ' | Home Depot Distribution Center | McDonough, GA'],
            'May 2013 - Dec. 2017',
          ),
          ...expected.jobs[1]!.bullets.map((b) => bullet(b)),
          tabbed(
            [{ text: 'Logistics Specialist', bold: true }, ' | United States Army | Fort Stewart, GA'],
            'June 2009 - April 2013',
          ),
          ...expected.jobs[2]!.bullets.map((b) => bullet(b)),
          ruled('EDUCATION'),
          tabbed(
            [{ text: 'B.B.A. Supply Chain Management', bold: true }, ' | Georgia State University'],
            'December 2016',
          ),
          para('Completed while working full time'),
          ruled('CERTIFICATIONS'),
          bullet('Lean Six Sigma Green Belt (ASQ), 2019'),
          bullet('OSHA 30-Hour General Industry, 2018'),
        ],
      },
    ],
    'Liberation Sans',
    21,
  );
