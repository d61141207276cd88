// The layout of a Word template with the person's initials in a coloured box ('Modern initials'): the initials
// 'RK' in a text box before everything else, then the name in capitals, the title, and a line of contact details
// split by tabs; 'OBJECTIVE'; 'EXPERIENCE' with 'JOB TITLE • COMPANY' in capitals over 'DATES FROM – TO' in small
// capitals and a paragraph or items; 'EDUCATION' as 'DEGREE • SCHOOL' over the year; 'SKILLS' as items in a
// two-column table. The initials are no name.
import { Paragraph, Textbox, TextRun } from 'docx';
import { bullet, para, skillTable, wordDocument, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Rohan Kapoor',
  email: 'rohan.kapoor@example.com',
  phone: '(646) 555-0131',
  location: 'Jersey City, NJ',
  jobs: [
    {
      title: 'FINANCIAL ANALYST',
      company: 'PRUDENTIAL FINANCIAL',
      start: '2021-07',
      end: 'present',
      bullets: [
        'Build the quarterly forecast for a $1.2 billion annuities business in Excel and Anaplan',
        'Automated the monthly variance report with Python, saving the team two days each close',
        'Present results to the CFO of the business unit every quarter',
      ],
    },
    {
      title: 'FINANCIAL ANALYST INTERN',
      company: 'ADP',
      start: '2020-06',
      end: '2020-08',
      bullets: ['Reconciled vendor payments for the payroll services division'],
    },
  ],
  schools: [{ school: 'RUTGERS UNIVERSITY', degree: 'B.S. IN FINANCE', end: '2021-05' }],
  skills: ['Financial modeling', 'Anaplan', 'Excel (VBA)', 'Python (pandas)', 'SQL', 'Tableau'],
};

const [pru, adp] = expected.jobs as [(typeof expected.jobs)[0], (typeof expected.jobs)[0]];
const heading = (text: string) =>
  para({ text, bold: true, color: '1F6E8C', size: 24 }, { spacing: { before: 240, after: 80 } });
const role = (title: string, company: string) =>
  para([{ text: title, bold: true }, { text: ' • ' }, { text: company }], { spacing: { after: 0 } }, { size: 22 });
const dates = (text: string) => para({ text, smallCaps: true, color: '595959' }, { spacing: { after: 60 } });

export const build = () =>
  wordDocument([
    {
      children: [
        new Paragraph({
          children: [
            new Textbox({
              style: { width: '0.9in', height: '0.9in', position: 'absolute', marginLeft: '0in', marginTop: '0in' },
              children: [para({ text: 'RK', bold: true, size: 48, color: '1F6E8C' })],
            }),
          ],
        }),
        new Paragraph({
          spacing: { before: 600, after: 0 },
          children: [new TextRun({ text: 'ROHAN KAPOOR', bold: true, size: 40, color: '1F6E8C' })],
        }),
        para({ text: 'FINANCIAL ANALYST', size: 22, color: '404040' }, { spacing: { after: 80 } }),
        para('Jersey City, NJ\t(646) 555-0131\trohan.kapoor@example.com\tlinkedin.com/in/rohankapoor', {
          spacing: { after: 120 },
        }),
        heading('OBJECTIVE'),
        para('Financial analyst looking to grow into FP&A leadership at a company that values clear numbers.'),
        heading('EXPERIENCE'),
        role(pru.title, pru.company),
        dates('July 2021 – Present'),
        ...pru.bullets.map((b) => bullet(b)),
        role(adp.title, adp.company),
        dates('June 2020 – August 2020'),
        ...adp.bullets.map((b) => bullet(b)),
        heading('EDUCATION'),
        role('B.S. IN FINANCE', 'RUTGERS UNIVERSITY'),
        dates('May 2021'),
        heading('SKILLS'),
        skillTable(expected.skills),
      ],
    },
  ]);
