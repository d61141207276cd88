// A US registered nurse's resume typed in Word: the name with 'BSN, RN' after it in smaller type, one centred contact
// line 'Salt Lake City, UT 84101 | (801) 555-0147 | e-mail', headings in title case over a rule, 'Licenses &
// Certifications' as list items two to a row of a borderless table (each long enough to wrap in its cell), 'Clinical
// Experience' where each job is a borderless table row of two cells (the long title in bold wrapping inside the wide
// left cell with the employer and its town on the next line, the dates flush right in the narrow right cell) followed
// by list items across the page, Education in the same rows ('May 2017'), and Skills in a table of three columns.
import { AlignmentType, BorderStyle, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { bullet, para, skillTable, wordDocument, NO_BORDERS, TEXT_WIDTH, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Lauren Whitaker, BSN, RN',
  email: 'lauren.whitaker.rn@example.com',
  phone: '(801) 555-0147',
  location: 'Salt Lake City, UT 84101',
  jobs: [
    {
      title: 'Registered Nurse III / Charge Nurse, Emergency Department',
      company: 'Intermountain Medical Center',
      start: '2020-06',
      end: 'present',
      bullets: [
        'Direct patient flow and staff assignments for a 42-bed Level I trauma emergency department with 85,000 visits a year',
        'Precept new graduate nurses and travelers through a 12-week orientation; 14 preceptees to date',
        'Co-lead the unit’s sepsis committee; time to first antibiotic fell from 68 to 41 minutes in one year',
      ],
    },
    {
      title: 'Registered Nurse, Cardiovascular Intensive Care Unit (CVICU)',
      company: 'University of Utah Hospital',
      start: '2018-08',
      end: '2020-05',
      bullets: [
        'Cared for one to two critically ill patients a shift after open heart surgery, on ventilators, IABP and Impella support',
        'Titrated vasoactive drips and sedation to protocol and managed arterial and central lines',
        'Served as a super user for the Epic upgrade and trained 30 nurses on the new flowsheets',
      ],
    },
    {
      title: 'Registered Nurse, Medical-Surgical and Telemetry Unit',
      company: 'St. Mark’s Hospital',
      start: '2017-07',
      end: '2018-07',
      bullets: [
        'Provided care for five to six adult patients a shift on a 36-bed telemetry unit',
        'Monitored cardiac rhythms and responded to rapid response calls with the charge nurse',
      ],
    },
  ],
  schools: [
    { school: 'University of Utah', degree: 'Bachelor of Science in Nursing', end: '2017-05' },
    { school: 'Salt Lake Community College', degree: 'Associate of Science', end: '2014-05' },
  ],
  skills: [
    'Triage (ESI)',
    'Trauma resuscitation',
    'Epic EHR',
    'Ultrasound-guided IVs',
    'Vasoactive drip titration',
    'Ventilator management',
    'Sepsis bundles',
    'Patient and family education',
    'Charge and staffing',
  ],
};

const certifications = [
  'Registered Nurse, Utah Division of Professional Licensing, multistate license',
  'Certified Emergency Nurse (CEN), Board of Certification for Emergency Nursing',
  'Basic Life Support (BLS), American Heart Association, expires 2026',
  'Advanced Cardiovascular Life Support (ACLS), American Heart Association, expires 2026',
  'Pediatric Advanced Life Support (PALS), American Heart Association, expires 2025',
  'Trauma Nursing Core Course (TNCC), Emergency Nurses Association, expires 2027',
];

const TEAL = '1D5C63';
const DATES = 3400;
const WIDE = TEXT_WIDTH - DATES;

const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 180, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: TEAL, space: 1 } },
    children: [new TextRun({ text, bold: true, size: 26, color: TEAL })],
  });

/** One borderless row: what and where in the wide left cell, the dates flush right in the narrow right cell. */
const entry = (what: string, where: string, when: string) =>
  new Table({
    width: { size: TEXT_WIDTH, type: WidthType.DXA },
    columnWidths: [WIDE, DATES],
    rows: [
      new TableRow({
        children: [
          new TableCell({
            borders: NO_BORDERS,
            width: { size: WIDE, type: WidthType.DXA },
            margins: { left: 0, right: 200 },
            children: [
              para({ text: what, bold: true, size: 24 }, { spacing: { before: 120, after: 20 } }),
              para({ text: where, italics: true }, { spacing: { after: 60 } }),
            ],
          }),
          new TableCell({
            borders: NO_BORDERS,
            width: { size: DATES, type: WidthType.DXA },
            margins: { left: 100, right: 0 },
            children: [para(when, { alignment: AlignmentType.RIGHT, spacing: { before: 120, after: 20 } })],
          }),
        ],
      }),
    ],
  });

type Job = (typeof expected.jobs)[0];
const job = (j: Job, town: string, when: string) => [
  entry(j.title, `${j.company}, ${town}`, when),
  ...j.bullets.map((b) => bullet(b)),
];

const [imc, uofu, stmarks] = expected.jobs as [Job, Job, Job];

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { margin: { top: 864, bottom: 864, left: 1080, right: 1080 } } },
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 60 },
            children: [
              new TextRun({ text: 'Lauren Whitaker', bold: true, size: 40, color: TEAL }),
              new TextRun({ text: ', BSN, RN', size: 28, color: TEAL }),
            ],
          }),
          para('Salt Lake City, UT 84101 | (801) 555-0147 | lauren.whitaker.rn@example.com', {
            alignment: AlignmentType.CENTER,
            spacing: { after: 120 },
          }),
          heading('Professional Summary'),
          para(
            'Emergency and critical care nurse with seven years at Level I trauma and academic medical centers. ' +
              'Calm charge nurse on a busy department, trusted with new graduates, and fluent in Epic.',
          ),
          heading('Licenses & Certifications'),
          skillTable(certifications, 2),
          heading('Clinical Experience'),
          ...job(imc, 'Murray, UT', 'Jun 2020 – Present'),
          ...job(uofu, 'Salt Lake City, UT', 'Aug 2018 – May 2020'),
          ...job(stmarks, 'Salt Lake City, UT', 'Jul 2017 – Jul 2018'),
          heading('Education'),
          entry('Bachelor of Science in Nursing', 'University of Utah, Salt Lake City, UT', 'May 2017'),
          entry('Associate of Science', 'Salt Lake Community College, Salt Lake City, UT', 'May 2014'),
          heading('Skills'),
          skillTable(expected.skills, 3),
        ],
      },
    ],
    'Arial',
    20,
  );
