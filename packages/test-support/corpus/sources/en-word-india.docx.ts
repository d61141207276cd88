// An Indian software engineer's resume with about five and a half years' experience, typed in MS Word over one of the
// templates passed around Indian colleges and job portals (A4, Times New Roman, a box page border): the name in bold
// capitals over 'Mobile: +91 98765 43210 | Email: …' and a LinkedIn line, a double rule under them; section headings
// in bold capitals on a grey-shaded bar; CAREER OBJECTIVE as the stock sentence; PROFESSIONAL SUMMARY as items marked
// with Wingdings' arrow (U+F0D8) that start 'Having 5.5+ years of …'; TECHNICAL SKILLS as a bordered table of two
// columns ('Languages' | 'Core Java, J2EE, SQL, PL/SQL', 'AWS (EC2, S3, RDS)', 'Kubernetes (Basic)'); PROFESSIONAL
// EXPERIENCE where each job is 'Company:', 'Designation:' and 'Duration: Sep 2022 – Till Date' (the other 'July 2019
// to Aug 2022') as bold labels, then 'Projects:' underlined, each project as 'Project #N' over 'Project Title:',
// 'Client:' ('A leading US-based insurance company'), 'Duration:' of its own, 'Role:' (no designation),
// 'Team Size:', 'Environment:' (a technology list that is no skills table), a 'Description:' paragraph and
// 'Responsibilities:' over items with Word's default list mark (U+F0B7 in Symbol), two projects under the older job;
// CERTIFICATIONS and ACHIEVEMENTS with years; EDUCATIONAL QUALIFICATION as a bordered table with a shaded header row
// (Qualification | Board/University | Year of Passing | Percentage/CGPA; 'Savitribai Phule Pune University' wrapping in
// its cell, 'H.S.C. (12th)', 'S.S.C. (10th)'); PERSONAL DETAILS as 'Label<TAB>: value' lines on one tab stop
// (Father's Name, Date of Birth '14th March 1997', Gender, Marital Status, Nationality, 'Languages Known: English,
// Hindi and Marathi', Hobbies, the address over three lines by Shift+Enter and tabs, ending 'Pune – 411057,
// Maharashtra.'); DECLARATION, then 'Place: Pune' over 'Date:' with '(PRIYANKA R. KULKARNI)' on a right tab stop.
import {
  AlignmentType,
  BorderStyle,
  Document,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  UnderlineType,
  VerticalAlign,
  WidthType,
  type IRunOptions,
} from 'docx';
import { para, wordVariant, type Expected } from './docx-kit';

const ADDRESS = ['Flat No. B-304, Shree Ganesh Residency,', 'Near Dange Chowk, Wakad,', 'Pune – 411057, Maharashtra.'];

export const expected: Expected = {
  language: 'en',
  name: 'PRIYANKA RAJESH KULKARNI',
  email: 'priyanka.kulkarni93@example.com',
  phone: '+91 98765 43210',
  // The corpus joins an address's pieces with commas, whatever separators the page printed (see README).
  location: 'Flat No. B-304, Shree Ganesh Residency, Near Dange Chowk, Wakad, Pune – 411057, Maharashtra',
  jobs: [
    {
      title: 'Senior Software Engineer',
      company: 'Capgemini Technology Services India Ltd.',
      start: '2022-09',
      end: 'present',
      bullets: [
        'Developed RESTful microservices for policy issuance and endorsement using Spring Boot and Spring Data JPA.',
        'Migrated the legacy premium calculation module from EJB to Spring Boot, which reduced the response time by 35%.',
        'Integrated services with Apache Kafka for asynchronous processing of policy events between the underwriting and billing systems.',
        'Wrote JUnit and Mockito test cases and maintained code coverage above 85% in SonarQube.',
        'Participated in sprint planning, daily stand-up calls with the onsite team and code reviews; mentored two junior developers.',
      ],
    },
    {
      title: 'Systems Engineer',
      company: 'Tata Consultancy Services Ltd.',
      start: '2019-07',
      end: '2022-08',
      bullets: [
        'Developed REST APIs for matching bank statement entries with payment gateway settlement files using Spring MVC and Hibernate.',
        'Wrote complex SQL queries, stored procedures and batch jobs in Oracle for the end-of-day reconciliation.',
        'Fixed production defects within SLA and supported UAT and production deployments as part of the L3 support team.',
        'Developed the candidate document upload module using Spring Boot and Angular.',
        'Prepared unit test cases and technical documentation.',
      ],
    },
  ],
  schools: [
    {
      school: 'Savitribai Phule Pune University',
      degree: 'B.E. (Computer Engineering)',
      end: '2019',
    },
    { school: 'Maharashtra State Board', degree: 'H.S.C. (12th)', end: '2015' },
    { school: 'CBSE', degree: 'S.S.C. (10th)', end: '2013' },
  ],
  skills: [
    'Core Java',
    'J2EE',
    'SQL',
    'PL/SQL',
    'Spring Boot',
    'Spring MVC',
    'Spring Security',
    'Hibernate',
    'JPA',
    'Microservices',
    'HTML5',
    'CSS3',
    'JavaScript',
    'Angular 8',
    'REST APIs',
    'Oracle 12c',
    'MySQL',
    'MongoDB',
    'AWS (EC2, S3, RDS)',
    'Docker',
    'Jenkins',
    'Kubernetes (Basic)',
    'Git',
    'Maven',
    'JIRA',
    'Postman',
    'SonarQube',
    'Swagger',
    'JUnit',
    'Mockito',
    'Eclipse',
    'IntelliJ IDEA',
    'STS',
    'Windows',
    'Linux (Ubuntu)',
    'Agile (Scrum)',
    'Waterfall',
  ],
};

/** The rows of the skills table as she typed them, label then the list. */
const SKILL_ROWS: Array<[string, string[]]> = [
  ['Languages', ['Core Java', 'J2EE', 'SQL', 'PL/SQL']],
  ['Frameworks', ['Spring Boot', 'Spring MVC', 'Spring Security', 'Hibernate', 'JPA', 'Microservices']],
  ['Web Technologies', ['HTML5', 'CSS3', 'JavaScript', 'Angular 8', 'REST APIs']],
  ['Databases', ['Oracle 12c', 'MySQL', 'MongoDB']],
  ['Cloud & DevOps', ['AWS (EC2, S3, RDS)', 'Docker', 'Jenkins', 'Kubernetes (Basic)']],
  ['Tools', ['Git', 'Maven', 'JIRA', 'Postman', 'SonarQube', 'Swagger']],
  ['Testing', ['JUnit', 'Mockito']],
  ['IDE', ['Eclipse', 'IntelliJ IDEA', 'STS']],
  ['Operating Systems', ['Windows', 'Linux (Ubuntu)']],
  ['Methodologies', ['Agile (Scrum)', 'Waterfall']],
];

/** A4 with 0.75 in margins, and the text width between them. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = 1080;
const WIDTH = PAGE.width - 2 * MARGIN;

/** The sizes typed in the Word document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

const line = (runs: Parameters<typeof para>[0], after = 0, options: Parameters<typeof para>[1] = {}) =>
  para(runs, { spacing: { after }, ...options });

/** A section heading: bold capitals on a grey-shaded bar across the text width. */
const heading = (text: string) =>
  new Paragraph({
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'D9D9D9' },
    spacing: { before: 200, after: 100 },
    keepNext: true,
    children: [new TextRun({ text, bold: true, size: sz(24) })],
  });

/** 'Label: value' with the label in bold, as typed under each job and project. */
const labelled = (label: string, value: string | IRunOptions, after = 0) =>
  para([{ text: `${label}: `, bold: true }, value], { spacing: { after }, keepNext: true });

/** An item on one of the two lists: 'arrows' (Wingdings U+F0D8) or 'dots' (Word's default, Symbol U+F0B7). */
const item = (text: string, list: 'arrows' | 'dots' = 'dots') =>
  para(text, { numbering: { reference: list, level: 0 }, spacing: { after: 20 }, alignment: AlignmentType.JUSTIFIED });

const single = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const GRID = { top: single, bottom: single, left: single, right: single };
const cellMargins = { top: 40, bottom: 40, left: 100, right: 100 };

function skillsTable() {
  const left = 2700;
  const right = WIDTH - left;
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [left, right],
    rows: SKILL_ROWS.map(
      ([label, list]) =>
        new TableRow({
          children: [
            new TableCell({
              borders: GRID,
              margins: cellMargins,
              width: { size: left, type: WidthType.DXA },
              children: [line({ text: label, bold: true })],
            }),
            new TableCell({
              borders: GRID,
              margins: cellMargins,
              width: { size: right, type: WidthType.DXA },
              children: [line(list.join(', '))],
            }),
          ],
        }),
    ),
  });
}

function educationTable() {
  const widths = [2600, 3300, 1900, WIDTH - 2600 - 3300 - 1900];
  const cell = (text: string, i: number, header = false) =>
    new TableCell({
      borders: GRID,
      margins: cellMargins,
      verticalAlign: VerticalAlign.CENTER,
      width: { size: widths[i]!, type: WidthType.DXA },
      ...(header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'F2F2F2' } } : {}),
      children: [line(header ? { text, bold: true } : text, 0, { alignment: AlignmentType.CENTER })],
    });
  const rows = [
    ['Qualification', 'Board/University', 'Year of Passing', 'Percentage/CGPA'],
    ['B.E. (Computer Engineering)', 'Savitribai Phule Pune University', '2019', '7.84 CGPA'],
    ['H.S.C. (12th)', 'Maharashtra State Board', '2015', '81.23%'],
    ['S.S.C. (10th)', 'CBSE', '2013', '9.2 CGPA'],
  ];
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    rows: rows.map(
      (r, row) => new TableRow({ tableHeader: row === 0, children: r.map((text, i) => cell(text, i, row === 0)) }),
    ),
  });
}

/** A personal detail as 'Label<TAB>: value', the colons lined up on one left tab stop. */
const DETAIL_TAB = 2600;
const detail = (label: string, value: string | string[]) => {
  const lines = Array.isArray(value) ? value : [value];
  return new Paragraph({
    tabStops: [{ type: TabStopType.LEFT, position: DETAIL_TAB }],
    spacing: { after: 40 },
    children: [
      new TextRun({ text: label }),
      new TextRun({ text: `\t: ${lines[0]}` }),
      // The address's other lines typed after Shift+Enter, a tab and two spaces to stand under the first.
      ...lines.slice(1).map((l) => new TextRun({ text: `\t  ${l}`, break: 1 })),
    ],
  });
};

const [capgemini, tcs] = expected.jobs as Array<(typeof expected.jobs)[0]>;

/** A job's head: the three labelled lines, then 'Projects:' underlined. */
const jobHead = (company: string, designation: string, duration: string) => [
  labelled('Company', { text: company, bold: true }),
  labelled('Designation', designation),
  labelled('Duration', duration, 100),
  line({ text: 'Projects:', bold: true, underline: { type: UnderlineType.SINGLE } }, 60, { keepNext: true }),
];

interface Project {
  n: number;
  title: string;
  client: string;
  duration: string;
  role: string;
  team: string;
  environment: string;
  description: string;
  responsibilities: string[];
}

const project = (p: Project) => [
  line({ text: `Project #${p.n}`, bold: true, italics: true }, 20, { keepNext: true }),
  labelled('Project Title', p.title),
  labelled('Client', p.client),
  labelled('Duration', p.duration),
  labelled('Role', p.role),
  labelled('Team Size', p.team),
  labelled('Environment', p.environment),
  para([{ text: 'Description: ', bold: true }, p.description], {
    spacing: { after: 40 },
    alignment: AlignmentType.JUSTIFIED,
  }),
  line({ text: 'Responsibilities:', bold: true }, 20, { keepNext: true }),
  ...p.responsibilities.map((r) => item(r)),
  line('', 60),
];

const arrowLevel = (text: string, font: string) => ({
  level: 0,
  format: LevelFormat.BULLET,
  text,
  alignment: AlignmentType.LEFT,
  style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font } },
});

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Priyanka',
    styles: { default: { document: { run: { font: 'Times New Roman', size: sz(22) } } } },
    numbering: {
      config: [
        { reference: 'arrows', levels: [arrowLevel('\uf0d8', 'Wingdings')] },
        { reference: 'dots', levels: [arrowLevel('\uf0b7', 'Symbol')] },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE,
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, header: 567, footer: 567 },
            borders: {
              pageBorderTop: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 24 },
              pageBorderBottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 24 },
              pageBorderLeft: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 24 },
              pageBorderRight: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 24 },
            },
          },
        },
        children: [
          line({ text: expected.name, bold: true, size: sz(32) }, 60),
          line([
            { text: 'Mobile: ', bold: true },
            expected.phone!,
            '  |  ',
            { text: 'Email: ', bold: true },
            expected.email!,
          ]),
          new Paragraph({
            spacing: { after: 120 },
            border: { bottom: { style: BorderStyle.DOUBLE, size: 6, color: '000000', space: 4 } },
            children: [
              new TextRun({ text: 'LinkedIn: ', bold: true }),
              new TextRun('linkedin.com/in/priyanka-kulkarni-93'),
            ],
          }),
          heading('CAREER OBJECTIVE'),
          para(
            'To work in a challenging and dynamic environment where I can utilize my technical skills and ' +
              'knowledge for the growth of the organization, and to enhance my skills with the latest technologies.',
            { alignment: AlignmentType.JUSTIFIED, spacing: { after: 60 } },
          ),
          heading('PROFESSIONAL SUMMARY'),
          item(
            'Having 5.5+ years of IT experience in analysis, design, development, testing and maintenance of ' +
              'Java/J2EE based web applications in the Insurance and Banking domains.',
            'arrows',
          ),
          item(
            'Strong hands-on experience in Core Java, Spring Boot, Spring MVC, Hibernate and RESTful web services.',
            'arrows',
          ),
          item('Good experience in developing Microservices and deploying them on Docker and AWS.', 'arrows'),
          item('Good knowledge of Oracle and MySQL databases, writing SQL queries and stored procedures.', 'arrows'),
          item('Experience in working with Agile (Scrum) methodology and tools like JIRA, Git and Jenkins.', 'arrows'),
          item('Excellent communication and interpersonal skills, quick learner and good team player.', 'arrows'),
          heading('TECHNICAL SKILLS'),
          skillsTable(),
          heading('PROFESSIONAL EXPERIENCE'),
          ...jobHead('Capgemini Technology Services India Ltd., Pune', capgemini!.title, 'Sep 2022 – Till Date'),
          ...project({
            n: 1,
            title: 'Policy Administration System – Microservices Migration',
            client: 'A leading US-based insurance company',
            duration: 'Oct 2022 – Till Date',
            role: 'Java Backend Developer',
            team: '14',
            environment:
              'Java 11, Spring Boot, Spring Data JPA, Microservices, Apache Kafka, Oracle 19c, Docker, ' +
              'Kubernetes, Jenkins, AWS, Git, JIRA',
            description:
              'The project is to migrate the monolithic policy administration system of the client to a ' +
              'microservices based architecture. The system handles quotation, policy issuance, endorsements and ' +
              'renewals for personal auto and home insurance lines.',
            responsibilities: capgemini!.bullets,
          }),
          ...jobHead('Tata Consultancy Services Ltd., Pune', tcs!.title, 'July 2019 to Aug 2022'),
          ...project({
            n: 2,
            title: 'Payment Reconciliation System',
            client: 'A leading UK-based retail bank',
            duration: 'Jan 2020 – Aug 2022',
            role: 'Java Developer',
            team: '9',
            environment: 'Java 8, Spring MVC, Hibernate, Oracle 12c, Apache Tomcat, Maven, SVN, Jenkins',
            description:
              'A web application that reconciles the payments received through card and UPI channels with the ' +
              'settlement files of the payment gateways, and reports the unmatched entries to the operations team.',
            responsibilities: tcs!.bullets.slice(0, 3),
          }),
          ...project({
            n: 3,
            title: 'Employee Onboarding Portal (Internal)',
            client: 'TCS Internal',
            duration: 'Sep 2019 – Dec 2019',
            role: 'Trainee Developer',
            team: '5',
            environment: 'Java 8, Spring Boot, Angular 8, MySQL',
            description:
              'An internal portal for new joiners to submit their documents and track the onboarding activities.',
            responsibilities: tcs!.bullets.slice(3),
          }),
          heading('CERTIFICATIONS'),
          item('Oracle Certified Professional, Java SE 11 Developer (2021)', 'arrows'),
          item('AWS Certified Cloud Practitioner (2023)', 'arrows'),
          heading('ACHIEVEMENTS'),
          item(
            "Received 'Star Performer of the Quarter' award at Capgemini (Q2 2023) for on-time delivery of the " +
              'rating engine release.',
            'arrows',
          ),
          item("Received 'On the Spot' award twice at TCS for resolving critical production issues.", 'arrows'),
          item('Cleared TCS Xplore training program with an A grade in the first attempt.', 'arrows'),
          heading('EDUCATIONAL QUALIFICATION'),
          educationTable(),
          heading('PERSONAL DETAILS'),
          detail("Father's Name", 'Mr. Rajesh Kulkarni'),
          detail('Date of Birth', '14th March 1997'),
          detail('Gender', 'Female'),
          detail('Marital Status', 'Single'),
          detail('Nationality', 'Indian'),
          detail('Languages Known', 'English, Hindi and Marathi'),
          detail('Hobbies', 'Reading, Trekking, Listening to Music'),
          detail('Address', ADDRESS),
          heading('DECLARATION'),
          para(
            'I hereby declare that the above mentioned information is true to the best of my knowledge and ' +
              'belief, and I bear the responsibility for the correctness of the above mentioned particulars.',
            { alignment: AlignmentType.JUSTIFIED, spacing: { after: 360 } },
          ),
          line('Place: Pune', 60),
          new Paragraph({
            tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
            children: [new TextRun('Date:'), new TextRun({ text: '\t(PRIYANKA R. KULKARNI)', bold: true })],
          }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
