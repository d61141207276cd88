// A Canadian new graduate's resume typed in Word (Letter, Word's 'Narrow' margins of 0.5 in, Calibri 10.5, two pages,
// as Waterloo's co-op advisors allow a student with several work terms) by a Computer Engineering student in the
// University of Waterloo's co-op program, laid out the way Waterloo's and Toronto's co-op offices show it: the name
// centred in bold over one centred line 'Toronto, ON M5V 2T6 | 416-555-0148 | e-mail | linkedin.com/in/…' (the
// postal code after the province, a phone from the fictional 555-01xx range written with hyphens); headings in bold
// capitals over a paragraph border; SUMMARY OF QUALIFICATIONS as Word's own bulleted list (U+F0B7 in Symbol), two
// items wrapping one word onto a second line; TECHNICAL SKILLS as 'Label: list' lines whose first label is
// 'Languages:' (the programming ones, though a LANGUAGES section of spoken ones ends the resume); WORK EXPERIENCE with
// four co-op terms, each the title with '(Co-op)' in bold and its dates in bold on a right tab stop, over
// 'Company – City, ON' in italics; the dates written as Canadians write four-month work terms: 'Sept.–Dec. 2024',
// 'Jan.–Apr. 2024' and 'May–Aug. 2023' (one year for both months, an unspaced en dash, 'Sept.' with four letters and
// 'May' without a point) and the oldest as 'Sept. 2022 – Dec. 2022', copied from an older resume; items with metrics
// and Canadian spelling ('Honours', 'centre', 'behaviour', 'cheque'), a French test data set for Quebec members, the
// page break inside the last job's list; EDUCATION set like the jobs: 'Bachelor of Applied Science, Computer
// Engineering<TAB>Expected April 2025' over 'University of Waterloo – Waterloo, ON', items with the Dean's Honours
// List terms, a cumulative average in per cent and course codes ('ECE 350'), and the Ontario Secondary School
// Diploma ('Ontario Scholar', 'Grade 12 U courses'); VOLUNTEER EXPERIENCE in the jobs' very shape (not jobs);
// LANGUAGES as one line 'English (native), French (intermediate), Cantonese (conversational)'.
import { AlignmentType, BorderStyle, Paragraph, TabStopType, TextRun } from 'docx';
import { para, wordDocument, type Expected, type Run } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Jasmine Cheng',
  email: 'jasmine.cheng@example.com',
  phone: '416-555-0148',
  location: 'Toronto, ON M5V 2T6',
  jobs: [
    {
      title: 'Software Engineer (Co-op)',
      company: 'Shopify',
      start: '2024-09',
      end: '2024-12',
      bullets: [
        'Built a GraphQL Admin API mutation in Ruby on Rails for bulk editing product metafields, cutting the average bulk update for large merchants from 40 seconds to under 6 seconds',
        'Migrated 14 legacy React class components on the Products page to hooks and Polaris, reducing its JavaScript bundle by 18% and fixing 3 accessibility issues flagged by screen reader users',
        'Raised test coverage of the bulk editor from 61% to 89% with RSpec and Jest, and resolved 9 production bugs as part of the team’s on-call rotation',
      ],
    },
    {
      title: 'Software Developer (Co-op)',
      company: 'RBC Capital Markets',
      start: '2024-01',
      end: '2024-04',
      bullets: [
        'Developed two Spring Boot microservices in Java 17 that publish trade confirmations to Kafka, processing over 250,000 messages per day with 99.98% delivery success',
        'Reduced the runtime of the nightly reconciliation batch by 35% (from 2.3 to 1.5 hours) by rewriting Oracle SQL queries and adding composite indexes',
        'Automated deployments of three services to OpenShift with Jenkins pipelines, removing 11 manual release steps and saving the team about 6 hours per sprint',
        'Presented the reconciliation improvements to 40+ developers and managers at the Capital Markets co-op showcase',
      ],
    },
    {
      title: 'Embedded Software Developer (Co-op)',
      company: 'BlackBerry QNX',
      start: '2023-05',
      end: '2023-08',
      bullets: [
        'Implemented a CAN bus diagnostics utility in C for the QNX Neutrino RTOS, now used by 3 automotive customers to validate ECU communication during integration testing',
        'Profiled interrupt handling on ARM reference boards and fixed a timer driver defect that lowered worst-case interrupt latency by 22%',
        'Added 120+ automated regression tests to the Python hardware-in-the-loop test framework, catching 5 defects in the behaviour of the serial driver before a customer release',
      ],
    },
    {
      title: 'QA Automation Developer (Co-op)',
      company: 'Sun Life',
      start: '2022-09',
      end: '2022-12',
      bullets: [
        'Automated 85 manual regression test cases for the group benefits member portal with Selenium WebDriver and Python, reducing each regression cycle from 3 days to 4 hours',
        'Logged and tracked 60+ defects in JIRA, working with developers and business analysts to reproduce and verify fixes before each bi-weekly release',
        'Wrote a French-language test data set to validate the bilingual claim forms and cheque reissue letters required for Quebec plan members',
      ],
    },
  ],
  schools: [
    {
      school: 'University of Waterloo',
      degree: 'Bachelor of Applied Science, Computer Engineering',
      datesAsWritten: 'Expected April 2025',
    },
    {
      school: 'Marc Garneau Collegiate Institute',
      degree: 'Ontario Secondary School Diploma (OSSD)',
      end: '2020-06',
    },
  ],
  skills: [
    'Java',
    'Python',
    'TypeScript',
    'C/C++',
    'Ruby',
    'SQL',
    'Verilog',
    'Spring Boot',
    'React',
    'Ruby on Rails',
    'GraphQL',
    'Node.js',
    'JUnit',
    'pytest',
    'Git',
    'Docker',
    'Kafka',
    'Jenkins',
    'OpenShift',
    'AWS',
    'Linux',
    'QNX Neutrino',
    'JIRA',
  ],
};

const [shopify, rbc, qnx, sunLife] = expected.jobs as Array<(typeof expected.jobs)[0]>;

/** Word's 'Narrow' margins (0.5 in all round) on Letter: 7.5 in of text. */
const NARROW = { top: 720, bottom: 720, left: 720, right: 720 };
const WIDTH = 12240 - 2 * 720;

/** A heading: bold capitals a point larger, a bottom border from Borders and Shading, a little space above. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 160, after: 60 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
    children: [new TextRun({ text, bold: true, size: 23 })],
  });

/** 'Title (Co-op)<TAB>dates' in bold over 'Company – City, ON' in italics: jobs, volunteering and schools alike. */
const entry = (title: string, dates: string, where: string, first = false) => [
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
    spacing: { before: first ? 0 : 100, after: 0 },
    keepNext: true,
    children: [new TextRun({ text: title, bold: true }), new TextRun('\t'), new TextRun({ text: dates, bold: true })],
  }),
  para({ text: where, italics: true }, { spacing: { after: 20 }, keepNext: true }),
];

/** A TECHNICAL SKILLS line: the label in bold, then the list typed with commas. */
const skillLine = (label: string, items: string[]) =>
  para([{ text: `${label}: `, bold: true }, items.join(', ')], { spacing: { after: 20 } });

/** A list item in Word's own bulleted list, with the paragraph spacing taken out (Normal's 'after' set to 0 pt). */
const bullet = (text: string) => para(text, { numbering: { reference: 'bullets', level: 0 }, spacing: { after: 0 } });

const bold = (text: string): Run => ({ text, bold: true });

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { margin: NARROW } },
        children: [
          para(bold('Jasmine Cheng'), { alignment: AlignmentType.CENTER, spacing: { after: 20 } }, { size: 36 }),
          para(`${expected.location} | ${expected.phone} | ${expected.email} | linkedin.com/in/jasmine-cheng-uw`, {
            alignment: AlignmentType.CENTER,
            spacing: { after: 40 },
          }),
          heading('SUMMARY OF QUALIFICATIONS'),
          bullet(
            'Four co-op terms (16 months) of software development in e-commerce, banking, embedded systems and insurance',
          ),
          bullet(
            'Strong foundation in data structures, concurrency, distributed systems and real-time operating systems',
          ),
          bullet(
            'Comfortable in Agile/Scrum teams: design documents, code reviews, on-call rotations and sprint demos',
          ),
          bullet(
            'Clear communicator in English and French; recognized by two supervisors for mentoring new co-op students',
          ),
          heading('TECHNICAL SKILLS'),
          skillLine('Languages', expected.skills.slice(0, 7)),
          skillLine('Frameworks & Libraries', expected.skills.slice(7, 14)),
          skillLine('Tools & Platforms', expected.skills.slice(14)),
          heading('WORK EXPERIENCE'),
          ...entry(shopify!.title, 'Sept.–Dec. 2024', 'Shopify – Toronto, ON', true),
          ...shopify!.bullets.map((b) => bullet(b)),
          ...entry(rbc!.title, 'Jan.–Apr. 2024', 'RBC Capital Markets – Toronto, ON'),
          ...rbc!.bullets.map((b) => bullet(b)),
          ...entry(qnx!.title, 'May–Aug. 2023', 'BlackBerry QNX – Ottawa, ON'),
          ...qnx!.bullets.map((b) => bullet(b)),
          ...entry(sunLife!.title, 'Sept. 2022 – Dec. 2022', 'Sun Life – Waterloo, ON'),
          ...sunLife!.bullets.map((b) => bullet(b)),
          heading('EDUCATION'),
          ...entry(
            'Bachelor of Applied Science, Computer Engineering',
            'Expected April 2025',
            'University of Waterloo – Waterloo, ON',
            true,
          ),
          bullet('Co-op program; Dean’s Honours List (Fall 2021, Winter 2023, Fall 2023); Cumulative Average: 87.4%'),
          bullet(
            'Relevant Courses: Real-Time Operating Systems (ECE 350), Distributed Computing (ECE 454), Database ' +
              'Systems (ECE 356), Compilers (ECE 351), Computer Networks (ECE 358)',
          ),
          ...entry(
            'Ontario Secondary School Diploma (OSSD)',
            'June 2020',
            'Marc Garneau Collegiate Institute – Toronto, ON',
          ),
          bullet('Ontario Scholar; graduated with a 95% average in my top six Grade 12 U courses'),
          heading('VOLUNTEER EXPERIENCE'),
          ...entry('Volunteer Instructor', 'Jan. 2024 – Present', 'Canada Learning Code – Toronto, ON', true),
          bullet(
            'Teach monthly Saturday workshops on HTML, CSS and JavaScript to groups of 20–30 girls aged 9 to 13 at ' +
              'a community centre in downtown Toronto',
          ),
          ...entry('Logistics Organizer', 'Sept. 2021 – Sept. 2023', 'Hack the North – Waterloo, ON'),
          bullet(
            'Coordinated venue, meals and overnight space for 1,000+ hackers and 150 volunteers at Canada’s ' +
              'largest hackathon, keeping the event within its $45,000 logistics budget',
          ),
          heading('LANGUAGES'),
          para('English (native), French (intermediate), Cantonese (conversational)', { spacing: { after: 0 } }),
        ],
      },
    ],
    'Calibri',
    21,
    { text: '\uF0B7', font: 'Symbol' },
  );
