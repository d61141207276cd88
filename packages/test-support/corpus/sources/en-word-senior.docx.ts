// A senior marketer's two-page resume typed in Word: the name and a line of credentials ('MBA, PMP'), contact details
// in the page header of the first page only, a summary, 'Core Competencies' in a borderless table of three columns,
// five jobs as 'Company Name<TAB>City, ST' in bold over 'Title<TAB>MM/YYYY – MM/YYYY' in italics, items that wrap
// over two and three lines (some wrapped before a capitalised name), titles and employers with commas, ampersands
// and abbreviations ('Sr. Manager, Product Marketing', 'J.P. Morgan Chase & Co.'), a page break inside a job's items,
// 'Page 2 of 2' in the footer, and Education with 'MBA, Marketing' and a year.
import { Paragraph, TextRun } from 'docx';
import {
  bullet,
  pageFooter,
  pageHeader,
  para,
  ruled,
  skillTable,
  tabbed,
  wordDocument,
  type Expected,
} from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Rebecca Lindqvist-Moore',
  email: 'rlindqvist.moore@example.com',
  phone: '(312) 555-0158',
  location: 'Chicago, IL 60614',
  jobs: [
    {
      title: 'Director, Product Marketing',
      company: 'Salesforce',
      start: '2021-04',
      end: 'present',
      bullets: [
        'Lead a team of nine product marketers for the Marketing Cloud portfolio, which brings in $1.4 billion in annual recurring revenue',
        'Launched Einstein Copilot for Marketing to 6,000 customers in its first quarter, with positioning tested in 40 customer interviews and a pricing study run with Simon-Kucher',
        'Cut the time from product release to sales enablement from six weeks to ten days by rebuilding the launch process with Product Management and Sales Enablement',
        'Present the quarterly competitive review to the Chief Marketing Officer and the product leadership team',
      ],
    },
    {
      title: 'Sr. Manager, Product Marketing',
      company: 'J.P. Morgan Chase & Co.',
      start: '2017-09',
      end: '2021-03',
      bullets: [
        'Owned go-to-market for the Chase Business Complete Banking account, growing new accounts 38% year over year',
        'Ran the research program behind the small business onboarding redesign, from 60 interviews to a Net Promoter Score gain of 14 points',
        'Managed a $6 million annual budget across paid search, direct mail and partner marketing',
      ],
    },
    {
      title: 'Product Marketing Manager',
      company: 'Groupon',
      start: '2014-06',
      end: '2017-08',
      bullets: [
        'Positioned and launched Groupon Merchant, the self-service tool now used by 500,000 local businesses',
        'Built the customer advisory board with 25 merchants and ran its meetings twice a year',
      ],
    },
    {
      title: 'Marketing Associate',
      company: 'Leo Burnett Worldwide',
      start: '2011-07',
      end: '2014-05',
      bullets: [
        'Planned campaigns for Kellogg’s and Allstate with budgets up to $12 million',
        'Wrote the monthly performance reports for the McDonald’s digital team',
      ],
    },
    {
      title: 'Marketing Intern',
      company: 'Crate & Barrel',
      start: '2010-06',
      end: '2010-08',
      bullets: [
        'Analyzed catalog response rates for the fall season and presented the findings to the VP of Marketing',
      ],
    },
  ],
  schools: [
    { school: 'Northwestern University, Kellogg School of Management', degree: 'MBA, Marketing', end: '2017' },
    { school: 'University of Illinois Urbana-Champaign', degree: 'B.S. in Advertising', end: '2011' },
  ],
  skills: [
    'Go-to-market strategy',
    'Competitive intelligence',
    'Pricing and packaging',
    'Customer research',
    'Sales enablement',
    'Team leadership',
  ],
};

const job = (j: (typeof expected.jobs)[0], place: string, dates: string) => [
  tabbed({ text: j.company, bold: true }, { text: place, bold: true }),
  tabbed({ text: j.title, italics: true }, { text: dates, italics: true }),
  ...j.bullets.map((b) => bullet(b)),
];

const [sf, jpm, groupon, leo, crate] = expected.jobs as Array<(typeof expected.jobs)[0]>;

export const build = () =>
  wordDocument(
    [
      {
        properties: { titlePage: true },
        headers: {
          first: pageHeader([
            new Paragraph({
              alignment: 'center',
              children: [new TextRun({ text: 'Rebecca Lindqvist-Moore', bold: true, size: 40 })],
            }),
            para('MBA, PMP', { alignment: 'center', spacing: { after: 40 } }, { size: 20, color: '595959' }),
            para('Chicago, IL 60614 | (312) 555-0158 | rlindqvist.moore@example.com | linkedin.com/in/rlm', {
              alignment: 'center',
            }),
          ]),
        },
        footers: { default: pageFooter(), first: pageFooter() },
        children: [
          ruled('SUMMARY', 22),
          para(
            'Product marketing leader with 14 years in software, banking and consumer brands. Known for launches that sales teams can sell from day one and for research that changes what gets built.',
          ),
          ruled('CORE COMPETENCIES', 22),
          skillTable(expected.skills, 3),
          ruled('PROFESSIONAL EXPERIENCE', 22),
          ...job(sf!, 'San Francisco, CA', '04/2021 – Present'),
          ...job(jpm!, 'Chicago, IL', '09/2017 – 03/2021'),
          ...job(groupon!, 'Chicago, IL', '06/2014 – 08/2017'),
          ...job(leo!, 'Chicago, IL', '07/2011 – 05/2014'),
          ...job(crate!, 'Northbrook, IL', '06/2010 – 08/2010'),
          ruled('EDUCATION', 22),
          tabbed(
            { text: 'Northwestern University, Kellogg School of Management', bold: true },
            { text: '2017', bold: true },
          ),
          para({ text: 'MBA, Marketing', italics: true }),
          tabbed({ text: 'University of Illinois Urbana-Champaign', bold: true }, { text: '2011', bold: true }),
          para({ text: 'B.S. in Advertising', italics: true }),
          ruled('CERTIFICATIONS', 22),
          para('Project Management Professional (PMP), 2019'),
        ],
      },
    ],
    'Liberation Sans',
    21,
  );
