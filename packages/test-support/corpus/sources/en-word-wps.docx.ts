// An English resume from a WPS Office gallery template: the name large at the top left with 'Job Intention:' under
// it, personal details in a borderless table of two label and value pairs a row ('Phone:', 'Email:', 'Address:',
// 'Date of Birth:'), headings in a coloured bar with a rule, schools as one line of three tab stops ('2014.09 -
// 2018.06<TAB>University<TAB>Major'), jobs as 'Company<TAB>Position' in bold with the dates on a right tab stop,
// 'Job Description:' over items numbered by hand, a skills paragraph and a 'Self-Evaluation' at the end.
import { BorderStyle, Paragraph, ShadingType, TabStopType, TextRun } from 'docx';
import { pairTable, para, wordDocument, TEXT_WIDTH, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Kevin Zhang',
  email: 'kevin.zhang.work@example.com',
  phone: '+1 (206) 555-0192',
  location: 'Bellevue, WA',
  jobs: [
    {
      title: 'Supply Chain Analyst',
      company: 'Costco Wholesale',
      start: '2021-07',
      end: 'present',
      bullets: [
        'Forecast weekly demand for 1,800 SKUs in the electronics category with a model in Python that cut forecast error by 18%',
        'Built the Tableau dashboard buyers use every Monday to review stock-outs and excess inventory',
        'Worked with 12 suppliers in Asia to move 30% of ocean freight to consolidated shipments',
      ],
    },
    {
      title: 'Operations Intern',
      company: 'Expeditors International',
      start: '2020-06',
      end: '2020-09',
      bullets: [
        'Audited 400 customs entries and found $85,000 in duty overpayments',
        'Documented the export booking process for the new hire handbook',
      ],
    },
  ],
  schools: [
    {
      school: 'University of Washington',
      degree: 'Bachelor of Science in Industrial Engineering',
      start: '2017-09',
      end: '2021-06',
    },
  ],
  skills: ['Python', 'SQL', 'Tableau', 'SAP', 'Excel', 'Demand forecasting', 'CET-6 English'],
};

const BAR = { type: ShadingType.CLEAR, color: 'auto', fill: 'E7EEF7' };

const heading = (text: string) =>
  new Paragraph({
    shading: BAR,
    spacing: { before: 240, after: 120 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: '2F5597', space: 1 } },
    children: [new TextRun({ text, bold: true, size: 24, color: '2F5597' })],
  });

/** 'Company<TAB>Position' in bold, the dates on a right tab stop at the margin. */
const job = (company: string, title: string, dates: string) =>
  new Paragraph({
    tabStops: [
      { type: TabStopType.LEFT, position: 4200 },
      { type: TabStopType.RIGHT, position: TEXT_WIDTH },
    ],
    spacing: { before: 140, after: 40 },
    children: [
      new TextRun({ text: company, bold: true }),
      new TextRun({ text: `\t${title}`, bold: true }),
      new TextRun({ text: `\t${dates}` }),
    ],
  });

const numbered = (items: readonly string[]) =>
  items.map((text, i) => para(`${i + 1}. ${text}`, { indent: { left: 280, hanging: 280 }, spacing: { after: 20 } }));

const [costco, expeditors] = expected.jobs as [(typeof expected.jobs)[0], (typeof expected.jobs)[0]];

export const build = () =>
  wordDocument(
    [
      {
        children: [
          para({ text: expected.name, bold: true, size: 48, color: '2F5597' }, { spacing: { after: 40 } }),
          para({ text: 'Job Intention: Supply Chain Planner', size: 22 }, { spacing: { after: 160 } }),
          pairTable(
            [
              ['Phone', expected.phone!],
              ['Email', expected.email!],
              ['Address', expected.location!],
              ['Date of Birth', '1999.03.14'],
            ],
            { color: '595959' },
          ),
          heading('Education'),
          new Paragraph({
            tabStops: [
              { type: TabStopType.LEFT, position: 2400 },
              { type: TabStopType.LEFT, position: 6000 },
            ],
            spacing: { after: 40 },
            children: [
              new TextRun({ text: '2017.09 - 2021.06' }),
              new TextRun({ text: '\tUniversity of Washington', bold: true }),
              new TextRun({ text: '\tIndustrial Engineering' }),
            ],
          }),
          para('Degree: Bachelor of Science. GPA: 3.6/4.0'),
          heading('Work Experience'),
          job(costco.company, costco.title, '2021.07 - Present'),
          para({ text: 'Job Description:', color: '595959' }, { spacing: { after: 20 } }),
          ...numbered(costco.bullets),
          job(expeditors.company, expeditors.title, '2020.06 - 2020.09'),
          para({ text: 'Job Description:', color: '595959' }, { spacing: { after: 20 } }),
          ...numbered(expeditors.bullets),
          heading('Skills'),
          para(`${expected.skills.join(', ')}.`),
          heading('Self-Evaluation'),
          para(
            'Careful with numbers and quick to learn new systems. I enjoy turning messy data into decisions and work well with teams across time zones.',
          ),
        ],
      },
    ],
    'Liberation Sans',
    20,
  );
