// A US early-career math teacher's resume typed in Word over Microsoft's 'Resume' template (File > New), keeping the
// template's content styles and its placeholders' shapes: the name in the Title style, whose caps and letter spacing
// show the mixed-case name she typed in capitals; 'Address, City, ST ZIP Code | Telephone | Email' in the template's
// Contact Info style; each section heading typed in mixed case ('Teaching Experience') in Heading 1, whose caps
// formatting shows it in capitals in the accent colour; each job as the template's one Heading 2 line 'Job Title |
// Company | Dates From – To' (caps by the style, the title in bold), the longest wrapping over two lines ('Mathematics
// Teacher, Grades 8 and 9 | Hays CISD – Lehman High School, Kyle, TX | August 2022 – Present': a comma inside the
// title, an en dash inside the employer's name and another in the dates), then List Bullet items (Word's own mark,
// U+F0B7 in Symbol); each school the same way in the template's order 'Degree | Date Earned | School' over a Normal
// line ('GPA 3.7, Cum Laude'). What she changed: she deleted the Objective and put CERTIFICATION first ('Texas
// Educator Certificate: Mathematics 7–12 (valid through 2029)', a range of grades and a year that are no dates of
// hers, and '… Supplemental, added 2023'), which holds no school; she split Experience into TEACHING EXPERIENCE and RELATED EXPERIENCE (both hold jobs), with a
// season ('Spring 2022'), an abbreviated month ('Sept. 2019') and 'Summers 2018, 2019'; SKILLS as one comma line
// with a spoken language in it ('Spanish (conversational)'); and PROFESSIONAL DEVELOPMENT as List Bullet items
// 'Workshop, Place | Month YYYY' after the last job, which are neither jobs nor that job's items.
import { AlignmentType, BorderStyle, Document, LevelFormat, Packer, Paragraph, TextRun } from 'docx';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Alyssa Guerrero',
  email: 'alyssa.guerrero@example.com',
  phone: '(512) 555-0139',
  location: '318 Cypress Bend Dr, Kyle, TX 78640',
  jobs: [
    {
      title: 'Mathematics Teacher, Grades 8 and 9',
      company: 'Hays CISD – Lehman High School',
      start: '2022-08',
      end: 'present',
      bullets: [
        'Teach Algebra I and 8th-grade Math to five sections of 26 to 32 students, about a third of them emergent bilingual',
        'Raised the share of my Algebra I students meeting grade level on the STAAR end-of-course exam from 58% to 71% in two years',
        'Plan common unit assessments with the Algebra I team and review the data in our weekly PLC',
        'Run Wednesday after-school tutorials and the Math Club, which took 12 students to the UIL number sense contest',
      ],
    },
    {
      title: 'Student Teacher',
      company: 'San Marcos High School',
      datesAsWritten: 'Spring 2022',
      bullets: [
        'Planned and taught Geometry and Algebra II lessons for four classes under a cooperating teacher, taking over full responsibility for the last six weeks',
        'Designed a three-week unit on quadratic functions built around Desmos activities and small-group tasks',
        'Called or e-mailed families every two weeks and kept the parent contact log',
      ],
    },
    {
      title: 'Math Tutor',
      company: 'Sylvan Learning',
      start: '2019-09',
      end: '2022-05',
      bullets: [
        'Tutored students from grade 3 to 12 in small groups of up to three, from basic facts to SAT math',
        'Wrote progress notes after each session and met with parents every quarter',
      ],
    },
    {
      title: 'Camp Counselor',
      company: 'YMCA Camp Flaming Arrow',
      datesAsWritten: 'Summers 2018, 2019',
      bullets: [
        'Led a cabin of ten campers aged 9 to 12 through daily activities, canoeing and overnight trips',
        'Taught archery and the camp’s STEM rotation of rockets, circuits and puzzles',
      ],
    },
  ],
  schools: [
    {
      school: 'Texas State University',
      degree: 'Bachelor of Science in Mathematics, Minor in Education',
      end: '2022-05',
    },
  ],
  skills: ['Google Classroom', 'Desmos', 'Canvas', 'Eduphoria', 'TI-84 Plus CE', 'Spanish (conversational)'],
};

// The template's look: a teal accent over dark grey text, Calibri throughout (its theme's body font), which she made
// 10.5 pt to keep one page (set in Noto Sans by the PDF's maker).
const ACCENT = '1F7A8C';
const INK = '404040';
const FONT = 'Calibri';
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 1008, bottom: 1008, left: 1152, right: 1152, header: 720, footer: 720 };

// The template's paragraphs, each in its style.
const heading = (text: string) => new Paragraph({ style: 'Heading1', children: [new TextRun(text)] });
const entry = (first: string, ...rest: string[]) =>
  new Paragraph({
    style: 'Heading2',
    children: [
      new TextRun({ text: first, bold: true }),
      ...rest.flatMap((part) => [new TextRun(' | '), new TextRun(part)]),
    ],
  });
const item = (text: string) => new Paragraph({ style: 'ListBullet', children: [new TextRun(text)] });
const body = (text: string) => new Paragraph({ children: [new TextRun(text)] });

type Job = (typeof expected.jobs)[0];
const [lehman, student, sylvan, camp] = expected.jobs as [Job, Job, Job, Job];

const job = (j: Job, place: string, dates: string) => [entry(j.title, place, dates), ...j.bullets.map(item)];

export const build = async () => {
  const doc = new Document({
    creator: 'Alyssa Guerrero',
    lastModifiedBy: 'Alyssa Guerrero',
    title: 'Resume',
    styles: {
      default: {
        document: {
          run: { font: FONT, size: sz(21), color: INK },
          paragraph: { spacing: { before: 0, after: 60, line: 252 } },
        },
        title: {
          run: { font: FONT, size: sz(48), allCaps: true, color: ACCENT, characterSpacing: 30 },
          paragraph: { spacing: { before: 0, after: 40 }, keepNext: true },
        },
        heading1: {
          run: { font: FONT, size: sz(26), bold: true, allCaps: true, color: ACCENT, characterSpacing: 10 },
          paragraph: { spacing: { before: 240, after: 80 }, keepNext: true, keepLines: true },
        },
        heading2: {
          run: { font: FONT, size: sz(21), bold: false, allCaps: true, color: '262626' },
          paragraph: { spacing: { before: 140, after: 40 }, keepNext: true, keepLines: true },
        },
      },
      paragraphStyles: [
        {
          id: 'ContactInfo',
          name: 'Contact Info',
          basedOn: 'Normal',
          quickFormat: true,
          run: { color: '595959' },
          paragraph: {
            spacing: { before: 0, after: 240 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: ACCENT, space: 6 } },
          },
        },
        {
          id: 'ListBullet',
          name: 'List Bullet',
          basedOn: 'Normal',
          quickFormat: true,
          paragraph: { numbering: { reference: 'list-bullet', level: 0 }, spacing: { after: 40 } },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: 'list-bullet',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uF0B7',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 360 } }, run: { font: 'Symbol' } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          new Paragraph({ heading: 'Title', children: [new TextRun('Alyssa Guerrero')] }),
          new Paragraph({
            style: 'ContactInfo',
            children: [
              new TextRun('318 Cypress Bend Dr, Kyle, TX 78640 | (512) 555-0139 | alyssa.guerrero@example.com'),
            ],
          }),
          heading('Certification'),
          body('Texas Educator Certificate: Mathematics 7–12 (valid through 2029)'),
          body('English as a Second Language (ESL) Supplemental, added 2023'),
          heading('Education'),
          entry(
            'Bachelor of Science in Mathematics, Minor in Education',
            'May 2022',
            'Texas State University, San Marcos, TX',
          ),
          body('GPA 3.7, Cum Laude'),
          heading('Teaching Experience'),
          ...job(lehman, 'Hays CISD – Lehman High School, Kyle, TX', 'August 2022 – Present'),
          ...job(student, 'San Marcos High School, San Marcos, TX', 'Spring 2022'),
          heading('Related Experience'),
          ...job(sylvan, 'Sylvan Learning, San Marcos, TX', 'Sept. 2019 – May 2022'),
          ...job(camp, 'YMCA Camp Flaming Arrow, Hunt, TX', 'Summers 2018, 2019'),
          heading('Skills'),
          body(expected.skills.join(', ')),
          heading('Professional Development'),
          item('Conference for the Advancement of Mathematics Teaching (CAMT), Houston, TX | June 2024'),
          item('Building Thinking Classrooms book study, Hays CISD | Fall 2023'),
          item('AVID Summer Institute, San Antonio, TX | July 2023'),
          item('Mental Health First Aid for Educators, Region 13 ESC, Austin, TX | October 2022'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
};
