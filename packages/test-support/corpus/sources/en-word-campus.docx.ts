// A US college junior's one-page resume typed in Word from scratch in the Normal style (Times New Roman 11 pt; the
// margins cut to 0.75 in and the paragraph spacing taken out by hand to keep it to one page): the name centred in
// bold capitals, one centred contact line typed with ' | ' between a street address, a phone, a school e-mail and a
// LinkedIn address; OBJECTIVE; left-aligned bold headings without rules; Education as 'University<TAB>City, ST'
// over 'Bachelor of Science in …, Minor in …<TAB>Expected May 2026', a 'GPA: 3.7/4.0; Dean's List (…)' line, and
// 'Relevant Coursework:' with six courses in two columns made with left tab stops (not a table: each row is one line
// of text with wide gaps, the label in bold on the first row only); Experience as 'Employer<TAB>City, ST' in bold
// over 'Title<TAB>dates' in italics: an internship with abbreviated months ('May 2024 – Aug. 2024'), a campus job
// 'Sept. 2023 – Present', a summer job dated 'Summer 2023'; items with Word's default list mark (U+F0B7 in Symbol),
// some wrapping onto a second line; LEADERSHIP & ACTIVITIES in the very same shape as the jobs (clubs, not jobs);
// SKILLS as 'Technical:' and 'Languages:' lines (the spoken language is not a skill).
import { AlignmentType, TabStopType } from 'docx';
import { bullet, para, tabbed, TEXT_WIDTH, wordDocument, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'MEGAN SCHROEDER',
  email: 'mkschroe@uark.edu',
  phone: '(479) 555-0162',
  location: '418 Leverett Ave., Fayetteville, AR 72701',
  jobs: [
    {
      title: 'Supply Chain Analyst Intern',
      company: 'J.B. Hunt Transport Services, Inc.',
      start: '2024-05',
      end: '2024-08',
      bullets: [
        'Analyzed 14 months of lane-level shipment data for a national grocery account in SQL and Excel, identifying $310K in annual savings from consolidating less-than-truckload orders',
        'Built a Power BI dashboard tracking on-time delivery and dwell time across 38 distribution centers, now used in the account’s weekly customer reviews',
        'Presented a carrier mix recommendation to Dedicated Contract Services leadership at the intern capstone',
      ],
    },
    {
      title: 'Student Circulation Assistant',
      company: 'University of Arkansas Libraries',
      start: '2023-09',
      end: 'present',
      bullets: [
        'Check out, renew and reshelve materials at the Mullins Library service desk 12 hours a week and open the building on weekend mornings',
        'Process 150+ interlibrary loan requests a month in ILLiad',
      ],
    },
    {
      title: 'Seasonal Team Member',
      company: 'Tractor Supply Co.',
      datesAsWritten: 'Summer 2023',
      bullets: [
        'Unloaded and stocked weekly truck deliveries of 900+ cases, keeping backroom inventory accurate for the store’s monthly cycle counts',
        'Rang up customers and loaded feed, fencing and propane orders for curbside pickup',
      ],
    },
  ],
  schools: [
    {
      school: 'University of Arkansas',
      degree: 'Bachelor of Science in Supply Chain Management, Minor in Business Analytics',
      datesAsWritten: 'Expected May 2026',
    },
  ],
  skills: ['Python', 'Excel', 'SQL', 'Power BI', 'Tableau', 'SAP S/4HANA', 'PowerPoint'],
};

const [jbHunt, library, tractor] = expected.jobs as [
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
];

/** Letter paper with 0.75 in margins: 7 in of text. */
const WIDTH = TEXT_WIDTH;

const bold = (text: string) => ({ text, bold: true });
const heading = (text: string) => para(bold(text), { spacing: { before: 160, after: 40 } });
/** 'Employer<TAB>City, ST' in bold (a little space above it) over 'Title<TAB>Dates' in italics, for jobs and activities alike. */
const entry = (org: string, place: string, title: string, dates: string) => [
  para(
    [org, '\t', place],
    { tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }], spacing: { before: 80, after: 20 } },
    { bold: true },
  ),
  tabbed(title, dates, { italics: true }, WIDTH),
];

/** The coursework rows: a tab to each column's left tab stop, the label typed before the first row. */
const COLUMNS = [
  { type: TabStopType.LEFT, position: 2520 },
  { type: TabStopType.LEFT, position: 5760 },
];
const courses = (first: string, second: string, label = false) =>
  para([...(label ? [bold('Relevant Coursework:')] : []), `\t${first}\t${second}`], {
    tabStops: COLUMNS,
    spacing: { after: 0 },
  });

export const build = () =>
  wordDocument(
    [
      {
        children: [
          para(bold('MEGAN SCHROEDER'), { alignment: AlignmentType.CENTER, spacing: { after: 0 } }, { size: 32 }),
          para(
            '418 Leverett Ave., Fayetteville, AR 72701 | (479) 555-0162 | mkschroe@uark.edu | linkedin.com/in/mschroeder',
            { alignment: AlignmentType.CENTER, spacing: { after: 0 } },
          ),
          heading('OBJECTIVE'),
          para(
            'Junior studying supply chain management seeking a Summer 2025 logistics or procurement internship ' +
              'where I can use my data analysis and transportation experience.',
            { spacing: { after: 0 } },
          ),
          heading('EDUCATION'),
          tabbed('University of Arkansas', 'Fayetteville, AR', { bold: true }, WIDTH),
          tabbed(
            'Bachelor of Science in Supply Chain Management, Minor in Business Analytics',
            'Expected May 2026',
            {},
            WIDTH,
          ),
          para('GPA: 3.7/4.0; Dean’s List (Fall 2023, Spring 2024)', { spacing: { after: 0 } }),
          courses('Logistics Management', 'Supply Chain Analytics', true),
          courses('Operations Management', 'Transportation Management'),
          courses('Business Statistics', 'Database Management Systems'),
          heading('EXPERIENCE'),
          ...entry(jbHunt.company, 'Lowell, AR', jbHunt.title, 'May 2024 – Aug. 2024'),
          ...jbHunt.bullets.map((b) => bullet(b)),
          ...entry(library.company, 'Fayetteville, AR', library.title, 'Sept. 2023 – Present'),
          ...library.bullets.map((b) => bullet(b)),
          ...entry(tractor.company, 'Rogers, AR', tractor.title, 'Summer 2023'),
          ...tractor.bullets.map((b) => bullet(b)),
          heading('LEADERSHIP & ACTIVITIES'),
          ...entry(
            'Supply Chain Management Club',
            'Fayetteville, AR',
            'Vice President of Corporate Relations',
            'Jan. 2024 – Present',
          ),
          bullet('Schedule recruiting nights and plant tours with Walmart, Tyson Foods and ArcBest for 120 members'),
          bullet('Raised $4,500 in sponsorships for the spring case competition, the club’s largest to date'),
          ...entry('Alpha Phi Omega, Service Fraternity', 'Fayetteville, AR', 'Service Chair', 'Aug. 2023 – Present'),
          bullet(
            'Plan monthly service projects with the Northwest Arkansas Food Bank and Habitat for Humanity of Washington County',
          ),
          heading('SKILLS'),
          para([bold('Technical: '), expected.skills.join(', ')], { spacing: { after: 0 } }),
          para([bold('Languages: '), 'Spanish (conversational)'], { spacing: { after: 0 } }),
        ],
      },
    ],
    'Times New Roman',
    22,
    { text: '\uf0b7', font: 'Symbol' },
  );
