// A Google Docs resume template downloaded as .docx (the 'Swiss'/'Serif' family): the name in the Title style,
// the contact details in a plain paragraph, each section in Heading 1, each job in Heading 2 as 'Company, City —
// Title' (the company in bold), its dates in Heading 3 in capitals ('MARCH 2020 - PRESENT'), then list items or a
// paragraph; schools the same way; skills and awards as paragraphs.
import { HeadingLevel, Paragraph, TextRun } from 'docx';
import { bullet, para, wordDocument, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Priya Natarajan',
  email: 'priya.natarajan@example.com',
  phone: '(415) 555-0176',
  location: 'Oakland, CA',
  jobs: [
    {
      title: 'Senior Product Manager',
      company: 'Gusto',
      start: '2021-03',
      end: 'present',
      bullets: [
        'Own the payroll onboarding experience for 40,000 small businesses a year',
        'Cut time to first payroll from 9 days to 4 by rebuilding the setup checklist with design and engineering',
        'Run quarterly planning for two engineering teams of 14 people',
      ],
    },
    {
      title: 'Product Manager',
      company: 'Intuit',
      start: '2017-07',
      end: '2021-02',
      bullets: [
        'Launched bank feed matching in QuickBooks Online, used by 1.2 million customers in its first year',
        'Ran 60 customer interviews to shape the reconciliation roadmap',
      ],
    },
  ],
  schools: [
    { school: 'University of California, Berkeley', degree: 'B.A. Economics', start: '2012-09', end: '2016-05' },
  ],
  skills: ['Product discovery', 'SQL', 'Amplitude', 'Figma', 'A/B testing', 'Roadmapping'],
};

const [gusto, intuit] = expected.jobs as [(typeof expected.jobs)[0], (typeof expected.jobs)[0]];
const h1 = (text: string) =>
  new Paragraph({ heading: HeadingLevel.HEADING_1, spacing: { before: 240, after: 80 }, text });
const h2 = (bold: string, rest: string) =>
  new Paragraph({
    heading: HeadingLevel.HEADING_2,
    spacing: { before: 160, after: 0 },
    children: [new TextRun({ text: bold, bold: true }), new TextRun({ text: rest, bold: false })],
  });
const h3 = (text: string) => new Paragraph({ heading: HeadingLevel.HEADING_3, spacing: { after: 60 }, text });

export const build = () =>
  wordDocument([
    {
      children: [
        new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun({ text: 'Priya Natarajan' })] }),
        para('Oakland, CA · (415) 555-0176 · priya.natarajan@example.com', { spacing: { after: 160 } }),
        h1('EXPERIENCE'),
        h2('Gusto', ', San Francisco — Senior Product Manager'),
        h3('MARCH 2021 - PRESENT'),
        ...gusto.bullets.map((b) => bullet(b)),
        h2('Intuit', ', Mountain View — Product Manager'),
        h3('JULY 2017 - FEBRUARY 2021'),
        ...intuit.bullets.map((b) => bullet(b)),
        h1('EDUCATION'),
        h2('University of California, Berkeley', ' — B.A. Economics'),
        h3('SEPTEMBER 2012 - MAY 2016'),
        para('Minor in Data Science. President of the Undergraduate Economics Association.'),
        h1('SKILLS'),
        para(expected.skills.join(', ')),
        h1('AWARDS'),
        para('Intuit Spotlight Award for the bank feeds launch, 2019'),
      ],
    },
  ]);
