// A US senior accountant's one-page resume typed in Word from a blank document (Letter, margins cut to 0.7 in with
// Custom Margins, Cambria 10.5, which the PDF's maker replaces with Noto Serif): the name centred in bold capitals with
// the credential after a comma ('JENNIFER L. MORALES, CPA', kept in the expected name as the corpus keeps letters after
// a name), one centred contact line split by typed bullets ('Naperville, IL 60540 • (630) 555-0172 • e-mail •
// linkedin.com/in/…'), a centred headline of three phrases split by bars ('Senior Accountant | Month-End Close | SEC
// Reporting'); bold capital headings over a bottom border; PROFESSIONAL SUMMARY as a paragraph; CORE COMPETENCIES as
// three rows of three phrases on left tab stops set on the ruler (no list marks, one with a comma inside:
// 'SEC Reporting (10-K, 10-Q)'); PROFESSIONAL EXPERIENCE where each employer line is 'Company | City, ST' in bold small
// caps (typed in mixed case, drawn in capitals) with the dates on a right tab stop ('June 2019 – Present'), the title
// in italics on the next line, and items in Word's default bulleted list (U+F0B7 in Symbol); the current job names
// only its later title and says the promotion on a line of its own between title and items ('Promoted from Staff
// Accountant (2019) to Senior Accountant (2021)', one job with the later title, not two); a company name with a comma
// ('Hartwell Brands, Inc.'); EDUCATION one line each as 'Degree | School | Date' ('May 2016', then a year alone);
// CERTIFICATIONS & SOFTWARE with the CPA licence (no school) and a 'Software:' line whose last tool holds a comma in
// brackets ('Excel (Power Query, XLOOKUP)').
import { AlignmentType, Paragraph, TabStopType, TextRun } from 'docx';
import { bullet, para, ruled, tabbed, wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Jennifer L. Morales, CPA',
  email: 'jmorales.cpa@example.com',
  phone: '(630) 555-0172',
  location: 'Naperville, IL 60540',
  jobs: [
    {
      title: 'Senior Accountant',
      company: 'Hartwell Brands, Inc.',
      start: '2019-06',
      end: 'present',
      bullets: [
        'Own the month-end close for the U.S. snacks segment ($420M revenue) in SAP S/4HANA',
        'Cut the close from 8 to 5 business days by moving 230 reconciliations into BlackLine',
        'Draft the debt, lease and stock compensation footnotes for the 10-Q and 10-K and tie out every figure before the Controller’s review',
        'Replaced 14 manual Excel schedules for trade spend accruals with one Power Query model',
        'Walk the external auditors through SOX 404 close controls; no deficiencies since FY2021',
        'Review the work of two staff accountants and train new hires on the close calendar',
      ],
    },
    {
      title: 'Audit Associate',
      company: 'Lindqvist & Doyle LLP',
      start: '2016-09',
      end: '2019-05',
      bullets: [
        'Audited 11 middle-market manufacturing and distribution clients, most of them on NetSuite',
        'Tested revenue, inventory and purchasing cycles and drafted management letter comments',
        'Observed year-end inventory counts at 20+ warehouses in Illinois, Indiana and Wisconsin',
        'Led the fieldwork of two interns during the 2019 busy season',
      ],
    },
  ],
  schools: [
    {
      school: 'University of Illinois Urbana-Champaign',
      degree: 'Bachelor of Science in Accounting',
      end: '2016-05',
    },
    { school: 'DePaul University', degree: 'Master of Accountancy', end: '2018' },
  ],
  skills: [
    'Month-End & Year-End Close',
    'Account Reconciliations',
    'SEC Reporting (10-K, 10-Q)',
    'US GAAP & ASC 606',
    'Journal Entries & Accruals',
    'Lease Accounting (ASC 842)',
    'Variance Analysis',
    'SOX 404 Controls',
    'Audit Coordination',
    'NetSuite',
    'SAP S/4HANA',
    'BlackLine',
    'Excel (Power Query, XLOOKUP)',
    'Tableau',
  ],
};

const [hartwell, lindqvist] = expected.jobs as [(typeof expected.jobs)[0], (typeof expected.jobs)[0]];

const WORD_BULLET = { text: '\uf0b7', font: 'Symbol' };
/** Letter with 0.7 in margins all round: 12240 − 2 × 1008 twips. */
const MARGIN = 1008;
const WIDTH = 12240 - 2 * MARGIN;
/** A size the author set by hand, scaled with the document's type for the rewrapped copy. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

const centred = (runs: Parameters<typeof para>[0], after = 20) =>
  para(runs, { alignment: AlignmentType.CENTER, spacing: { after } });

const heading = (text: string) => ruled(text, sz(22));

/** A row of three phrases on the left tab stops at a third and two thirds of the line. */
const threeColumns = (items: readonly string[]) =>
  new Paragraph({
    tabStops: [
      { type: TabStopType.LEFT, position: Math.round(WIDTH / 3) },
      { type: TabStopType.LEFT, position: Math.round((2 * WIDTH) / 3) },
    ],
    spacing: { after: 20 },
    children: [new TextRun({ text: items.join('\t') })],
  });

/** 'Company | City, ST' in bold small caps, the dates on the right tab stop. */
const employer = (company: string, city: string, dates: string) =>
  tabbed({ text: `${company} | ${city}`, bold: true, smallCaps: true }, dates, {}, WIDTH);
const title = (text: string) => para({ text, italics: true }, { spacing: { after: 20 } });
const space = () => para('', { spacing: { after: 0 } });

const competencies = expected.skills.slice(0, 9);

export const build = () =>
  wordDocument(
    [
      {
        properties: {
          page: { margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } },
        },
        children: [
          centred({ text: 'JENNIFER L. MORALES, CPA', bold: true, size: sz(32) }, 40),
          centred('Naperville, IL 60540 • (630) 555-0172 • jmorales.cpa@example.com • linkedin.com/in/jlmorales'),
          centred({ text: 'Senior Accountant | Month-End Close | SEC Reporting', bold: true, size: sz(22) }, 60),
          heading('PROFESSIONAL SUMMARY'),
          para(
            'CPA with seven years in public and corporate accounting at a publicly traded consumer products ' +
              'company, known for a fast, clean close, SEC footnotes that need few review comments and Excel ' +
              'schedules turned into models the whole team can use.',
          ),
          heading('CORE COMPETENCIES'),
          threeColumns(competencies.slice(0, 3)),
          threeColumns(competencies.slice(3, 6)),
          threeColumns(competencies.slice(6, 9)),
          heading('PROFESSIONAL EXPERIENCE'),
          employer(hartwell.company, 'Lisle, IL', 'June 2019 – Present'),
          title(hartwell.title),
          para('Promoted from Staff Accountant (2019) to Senior Accountant (2021)', { spacing: { after: 40 } }),
          ...hartwell.bullets.map((b) => bullet(b)),
          space(),
          employer(lindqvist.company, 'Oak Brook, IL', 'September 2016 – May 2019'),
          title(lindqvist.title),
          ...lindqvist.bullets.map((b) => bullet(b)),
          heading('EDUCATION'),
          para([
            { text: 'Bachelor of Science in Accounting', bold: true },
            ' | University of Illinois Urbana-Champaign | May 2016',
          ]),
          para([{ text: 'Master of Accountancy', bold: true }, ' | DePaul University | 2018']),
          heading('CERTIFICATIONS & SOFTWARE'),
          para('Certified Public Accountant (CPA), State of Illinois, 2019'),
          para([{ text: 'Software: ', bold: true }, expected.skills.slice(9).join(', ')]),
        ],
      },
    ],
    'Cambria',
    21,
    WORD_BULLET,
  );
