// A Word resume whose author typed the list marks: '•' and a tab at the start of ordinary paragraphs, so a long item
// wraps back to the left margin (no hanging indent); a job whose items are one paragraph with a line break
// (Shift+Enter) before each '- '; a sentence about the team before the items; 'May 2015' alone as a school's date.
import { para, ruled, tabbed, wordDocument, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Jordan Ellis',
  email: 'jordan.ellis@example.com',
  phone: '(312) 555-0187',
  location: 'Chicago, IL 60614',
  jobs: [
    {
      title: 'Senior Financial Analyst',
      company: 'Midwest Regional Bank',
      start: '2019-06',
      end: 'present',
      bullets: [
        'Built the three-statement forecasting model used by the treasury team for quarterly liquidity planning across 42 branches, cutting the close-to-forecast cycle from nine days to four',
        'Present monthly variance analysis to the CFO and the audit committee',
        'Automated the loan-loss reserve workbook with SQL and VBA, removing about 30 hours of manual work each month and two recurring reconciliation errors',
      ],
    },
    {
      title: 'Financial Analyst',
      company: 'Harbor Logistics Inc.',
      start: '2016-08',
      end: '2019-05',
      bullets: [
        'Prepared the annual operating budget of $180M with eleven department heads',
        'Tracked capital projects against plan in Tableau',
        'Reduced freight accrual errors by 60% with a new month-end checklist',
      ],
    },
    {
      title: 'Finance Intern',
      company: 'Lakeshore Capital Partners',
      start: '2015-06',
      end: '2015-08',
      bullets: ['Compiled comparable-company analyses for two middle-market acquisitions'],
    },
  ],
  schools: [
    { school: 'University of Illinois Urbana-Champaign', degree: 'Bachelor of Science in Finance', end: '2015-05' },
  ],
  skills: ['Financial Modeling', 'Forecasting', 'SQL', 'Tableau', 'Excel (VBA)', 'Hyperion'],
};

const [bank, harbor, lakeshore] = expected.jobs as [
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
];

/** A paragraph that starts with a typed mark and a tab: Word's plain text, no list. */
const typed = (text: string) => para(`•\t${text}`, { spacing: { after: 40 } });

export const build = () =>
  wordDocument(
    [
      {
        children: [
          para({ text: 'JORDAN ELLIS', bold: true, size: 40 }, { spacing: { after: 40 } }),
          para('Chicago, IL 60614 • (312) 555-0187 • jordan.ellis@example.com • linkedin.com/in/jordanellis'),
          ruled('PROFESSIONAL SUMMARY'),
          para(
            'Financial analyst with nine years in banking and logistics finance: forecasting, budgeting and ' +
              'reporting to executives and boards.',
          ),
          ruled('PROFESSIONAL EXPERIENCE'),
          tabbed({ text: 'Midwest Regional Bank, Chicago, IL', bold: true }, 'June 2019 – Present'),
          para({ text: bank.title, italics: true }, { spacing: { after: 40 } }),
          ...bank.bullets.map(typed),
          tabbed({ text: 'Harbor Logistics Inc., Milwaukee, WI', bold: true }, 'August 2016 – May 2019'),
          para({ text: harbor.title, italics: true }, { spacing: { after: 40 } }),
          para('Finance team of six supporting the operations and sales divisions.', { spacing: { after: 40 } }),
          para(
            harbor.bullets.map((b, i) => ({ text: `- ${b}`, break: i === 0 ? 0 : 1 })),
            { spacing: { after: 40 } },
          ),
          tabbed({ text: 'Lakeshore Capital Partners, Chicago, IL', bold: true }, 'June 2015 – August 2015'),
          para({ text: lakeshore.title, italics: true }, { spacing: { after: 40 } }),
          ...lakeshore.bullets.map(typed),
          ruled('EDUCATION'),
          tabbed({ text: 'University of Illinois Urbana-Champaign', bold: true }, 'May 2015'),
          para('Bachelor of Science in Finance'),
          ruled('SKILLS'),
          para('Financial Modeling | Forecasting | SQL | Tableau | Excel (VBA) | Hyperion'),
          ruled('CERTIFICATIONS'),
          para('CFA Level II Candidate'),
        ],
      },
    ],
    'Calibri',
    22,
  );
