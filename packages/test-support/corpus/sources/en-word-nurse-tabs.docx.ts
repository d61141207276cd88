// A US emergency nurse's two-page resume typed in Word (Calibri 11) without any table: the name with all three
// credentials in one bold run ('Maria Delgado, BSN, RN, CEN'), one centred contact line split by '•', headings in bold
// capitals over a rule, LICENSES & CERTIFICATIONS as one line each with the issuer after a comma and 'Exp. MM/YYYY' on
// a right tab stop (the RN license with its state board and number, 'License #894512 (Compact)'), CLINICAL EXPERIENCE
// where each job is 'Title<TAB>Mon YYYY – Present' in bold, its long titles running past the dates column so that Word
// wraps them and the dates land on the title's second line ('…, Clinical Decision Unit (Observation), Night' /
// 'Shift<TAB>Jan 2019 – Feb 2021'), the hospital and city in italics on the next line, then items in Word's own list
// numbering (U+F0B7 in Symbol); two units at one hospital, the hospital's line only under the first unit's title and
// no space between the units (the second unit's title at the top of page 2); EDUCATION as 'Degree<TAB>YYYY' over the
// school, an honor society line under one; SKILLS as plain lines of comma-separated items; awards and an affiliation
// with years on the tab stop, and the spoken languages, after it.
import { AlignmentType, BorderStyle, Paragraph, TabStopType, TextRun } from 'docx';
import { para, wordDocument, TEXT_WIDTH, type Expected } from './docx-kit';

const METHODIST = 'Methodist Hospital';

export const expected: Expected = {
  language: 'en',
  name: 'Maria Delgado, BSN, RN, CEN',
  email: 'maria.delgado.rn@example.com',
  phone: '(210) 555-0186',
  location: 'San Antonio, TX 78229',
  jobs: [
    {
      title: 'Charge Nurse, Emergency Department',
      company: 'University Hospital',
      start: '2021-03',
      end: 'present',
      bullets: [
        'Coordinate patient flow, bed assignments and breaks for a 74-bed Level I trauma and comprehensive stroke center emergency department with 110,000 visits a year',
        'Lead up to 28 RNs, paramedics and patient care technicians a shift and run the trauma bay during Level I activations',
        'Cut the left-without-being-seen rate from 6.2% to 2.9% by opening a provider-in-triage area with the ED medical director',
        'Precept new graduate and transfer nurses through the 16-week ED residency (22 preceptees since 2021)',
        'Co-wrote the department’s massive transfusion protocol checklist as a member of the unit practice council',
      ],
    },
    {
      title: 'Registered Nurse II, Emergency Department and Clinical Decision Unit (Observation), Night Shift',
      company: METHODIST,
      start: '2019-01',
      end: '2021-02',
      bullets: [
        'Triaged and cared for adult and pediatric patients in a 60-bed emergency department using the Emergency Severity Index (ESI)',
        'Managed STEMI, stroke and sepsis alerts from arrival through handoff to the cath lab, ICU or OR',
        'Relief charge nurse two nights a week from March 2020; resource nurse for the COVID-19 surge unit',
      ],
    },
    {
      title: 'Registered Nurse I, Cardiac Telemetry Unit (6 North), New Graduate Nurse Residency Program',
      company: METHODIST,
      start: '2016-07',
      end: '2018-12',
      bullets: [
        'Cared for five to six adult patients a shift on a 32-bed cardiac telemetry unit',
        'Interpreted cardiac rhythms, titrated heparin and diltiazem drips to protocol and called rapid responses',
        'Completed the 12-month residency and joined the unit’s falls prevention committee',
      ],
    },
    {
      title: 'Patient Care Technician, Emergency Department',
      company: 'CHRISTUS Santa Rosa Hospital – Westover Hills',
      start: '2013-05',
      end: '2016-06',
      bullets: [
        'Took vital signs, 12-lead ECGs and point-of-care glucose tests and assisted with splinting and wound care',
        'Worked 36 hours a week while completing the Associate Degree in Nursing',
      ],
    },
  ],
  schools: [
    { school: 'The University of Texas at Arlington', degree: 'Bachelor of Science in Nursing', end: '2020' },
    { school: 'San Antonio College', degree: 'Associate Degree in Nursing', end: '2016' },
  ],
  skills: [
    'ESI triage',
    'trauma resuscitation',
    'rapid sequence intubation assist',
    'procedural sedation monitoring',
    '12-lead ECG interpretation',
    'ultrasound-guided IV insertion',
    'vasoactive drip titration',
    'blood product administration',
    'Epic ASAP',
    'Pyxis MedStation',
    'Zoll and LIFEPAK defibrillators',
    'Sonosite ultrasound',
    'Charge and staffing',
    'precepting',
    'crisis de-escalation',
  ],
};

const NAVY = '1F3864';
const WORD_BULLET = { text: '\uf0b7', font: 'Symbol' };

/** A section heading: bold capitals over a thin rule across the page. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 240, after: 100 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: NAVY, space: 1 } },
    children: [new TextRun({ text, bold: true, size: 24, color: NAVY })],
  });

/** 'Left<TAB>Right' with a right tab stop at the margin; a left part longer than the line wraps and takes the dates along. */
const tabLine = (left: string, right: string, bold: boolean, before = 0) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
    spacing: { before, after: 0 },
    keepNext: true,
    children: [new TextRun({ text: left, bold }), new TextRun({ text: '\t' }), new TextRun({ text: right, bold })],
  });

const place = (text: string) => para({ text, italics: true }, { spacing: { after: 60 }, keepNext: true });

/** An item in Word's own bulleted list (the numbering part), the last one with some space after it. */
const item = (text: string, last = false) =>
  para(text, { numbering: { reference: 'bullets', level: 0 }, spacing: { after: last ? 140 : 30 } });

type Job = (typeof expected.jobs)[0];
const items = (j: Job, spaced = true) => j.bullets.map((b, i) => item(b, spaced && i === j.bullets.length - 1));

const [uh, methodistEd, methodistTele, christus] = expected.jobs as [Job, Job, Job, Job];

const licenses: Array<[string, string, string]> = [
  ['Registered Nurse, Texas Board of Nursing', ' – License #894512 (Compact)', 'Exp. 08/2026'],
  ['Certified Emergency Nurse (CEN)', ', Board of Certification for Emergency Nursing', 'Exp. 11/2027'],
  ['Basic Life Support (BLS)', ', American Heart Association', 'Exp. 05/2026'],
  ['Advanced Cardiovascular Life Support (ACLS)', ', American Heart Association', 'Exp. 05/2026'],
  ['Pediatric Advanced Life Support (PALS)', ', American Heart Association', 'Exp. 09/2025'],
  ['Trauma Nursing Core Course (TNCC)', ', Emergency Nurses Association', 'Exp. 02/2027'],
  ['NIH Stroke Scale (NIHSS)', ', American Heart Association', 'Exp. 01/2026'],
];

const license = ([what, issuer, expires]: [string, string, string]) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: TEXT_WIDTH }],
    spacing: { after: 30 },
    children: [
      new TextRun({ text: what, bold: true }),
      new TextRun({ text: issuer }),
      new TextRun({ text: '\t' }),
      new TextRun({ text: expires }),
    ],
  });

const skillLines = [
  'ESI triage, trauma resuscitation, rapid sequence intubation assist, procedural sedation monitoring',
  '12-lead ECG interpretation, ultrasound-guided IV insertion, vasoactive drip titration, blood product administration',
  'Epic ASAP, Pyxis MedStation, Zoll and LIFEPAK defibrillators, Sonosite ultrasound',
  'Charge and staffing, precepting, crisis de-escalation',
];

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { margin: { top: 1008, bottom: 1008, left: 1080, right: 1080 } } },
        children: [
          para(
            { text: 'Maria Delgado, BSN, RN, CEN', bold: true, size: 36, color: NAVY },
            { alignment: AlignmentType.CENTER, spacing: { after: 40 } },
          ),
          para('San Antonio, TX 78229  •  (210) 555-0186  •  maria.delgado.rn@example.com', {
            alignment: AlignmentType.CENTER,
            spacing: { after: 60 },
          }),
          heading('PROFESSIONAL SUMMARY'),
          para(
            'Emergency nurse with ten years in emergency departments, eight of them as an RN, at a Level I trauma ' +
              'center and a community teaching hospital in San Antonio. Charge nurse since 2021, CEN and TNCC ' +
              'certified, trusted with new graduates, and at home in Epic. Bilingual in English and Spanish.',
            { alignment: AlignmentType.BOTH, spacing: { after: 60 } },
          ),
          heading('LICENSES & CERTIFICATIONS'),
          ...licenses.map(license),
          heading('CLINICAL EXPERIENCE'),
          tabLine(uh.title, 'Mar 2021 – Present', true),
          place('University Hospital, San Antonio, TX'),
          ...items(uh),
          tabLine(methodistEd.title, 'Jan 2019 – Feb 2021', true),
          place('Methodist Hospital, San Antonio, TX'),
          ...items(methodistEd, false),
          tabLine(methodistTele.title, 'Jul 2016 – Dec 2018', true),
          ...items(methodistTele),
          tabLine(christus.title, 'May 2013 – Jun 2016', true),
          place('CHRISTUS Santa Rosa Hospital – Westover Hills, San Antonio, TX'),
          ...items(christus),
          heading('EDUCATION'),
          tabLine('Bachelor of Science in Nursing', '2020', true),
          para('The University of Texas at Arlington, Arlington, TX', { spacing: { after: 0 } }),
          para(
            { text: 'RN to BSN Program; Sigma Theta Tau International Honor Society', italics: true },
            {
              spacing: { after: 120 },
            },
          ),
          tabLine('Associate Degree in Nursing', '2016', true),
          para('San Antonio College, San Antonio, TX', { spacing: { after: 60 } }),
          heading('SKILLS'),
          ...skillLines.map((line) => para(line, { spacing: { after: 40 } })),
          heading('AWARDS & AFFILIATIONS'),
          tabLine('DAISY Award for Extraordinary Nurses, University Hospital', '2023', false),
          tabLine('Emergency Nurses Association (ENA), Alamo Chapter – Member', '2017 – Present', false),
          heading('LANGUAGES'),
          para('English and Spanish (fluent; qualified medical interpreter)'),
        ],
      },
    ],
    'Calibri',
    22,
    WORD_BULLET,
  );
