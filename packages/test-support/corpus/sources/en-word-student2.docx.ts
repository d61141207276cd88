// A student's first resume typed in Word: the name centred, the address with an apartment number, the town, phone and
// e-mail split by bullets on one line, OBJECTIVE, EDUCATION with 'Expected May 2026' and the GPA after a semicolon,
// jobs as 'Title<TAB>Dates' in bold over the employer in italics ('Smith Lab, School of Life Sciences, Arizona State
// University', a lab inside its university), 'Summers 2022, 2023', list items, ACTIVITIES & HONORS, and skills as
// 'Laboratory:' and 'Computer:' lines.
import { bullet, para, ruled, tabbed, wordDocument, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Jordan Mitchell',
  email: 'jordan.mitchell@example.edu',
  phone: '(480) 555-0110',
  location: '1234 College Ave, Apt 5, Tempe, AZ 85281',
  jobs: [
    {
      title: 'Undergraduate Research Assistant',
      company: 'Smith Lab, School of Life Sciences, Arizona State University',
      start: '2024-09',
      end: 'present',
      bullets: [
        'Run PCR and gel electrophoresis for a study of drought tolerance in desert plants, about 60 samples a week',
        'Keep the lab notebook and the freezer inventory for a team of five students',
      ],
    },
    {
      title: 'Server',
      company: 'Olive Garden',
      datesAsWritten: 'Summers 2022, 2023',
      bullets: [
        'Served up to 40 guests a shift in a busy restaurant and trained three new servers',
        'Recognized by the general manager for the highest guest survey scores in July 2023',
      ],
    },
    {
      title: 'Lifeguard',
      company: 'City of Scottsdale Aquatics',
      start: '2021-06',
      end: '2021-08',
      bullets: ['Supervised swimmers at a public pool with up to 300 visitors a day'],
    },
  ],
  schools: [
    {
      school: 'Arizona State University',
      degree: 'Bachelor of Science in Biological Sciences',
      datesAsWritten: 'Expected May 2026',
    },
  ],
  skills: ['PCR', 'Gel electrophoresis', 'Cell culture', 'Microsoft Office', 'R', 'ImageJ'],
};

const [lab, olive, pool] = expected.jobs as [
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
];

const role = (title: string, dates: string, employer: string) => [
  tabbed({ text: title, bold: true }, { text: dates, bold: true }),
  para({ text: employer, italics: true }, { spacing: { after: 40 } }),
];

export const build = () =>
  wordDocument(
    [
      {
        children: [
          para({ text: expected.name, bold: true, size: 32 }, { alignment: 'center', spacing: { after: 40 } }),
          para('1234 College Ave, Apt 5 • Tempe, AZ 85281 • (480) 555-0110 • jordan.mitchell@example.edu', {
            alignment: 'center',
            spacing: { after: 160 },
          }),
          ruled('OBJECTIVE', 22),
          para('Biology student seeking a summer research internship in plant genetics or environmental science.'),
          ruled('EDUCATION', 22),
          tabbed(
            { text: 'Arizona State University, Tempe, AZ', bold: true },
            { text: 'Expected May 2026', bold: true },
          ),
          para('Bachelor of Science in Biological Sciences; GPA: 3.6'),
          ruled('RELEVANT EXPERIENCE', 22),
          ...role(lab.title, 'September 2024 – Present', lab.company),
          ...lab.bullets.map((b) => bullet(b)),
          ruled('WORK EXPERIENCE', 22),
          ...role(olive.title, 'Summers 2022, 2023', 'Olive Garden, Tempe, AZ'),
          ...olive.bullets.map((b) => bullet(b)),
          ...role(pool.title, 'June 2021 – August 2021', pool.company),
          ...pool.bullets.map((b) => bullet(b)),
          ruled('ACTIVITIES & HONORS', 22),
          bullet('Dean’s List, Fall 2022 – Spring 2025'),
          bullet('Volunteer, Phoenix Children’s Hospital, 2023 – Present'),
          ruled('SKILLS', 22),
          para([{ text: 'Laboratory: ', bold: true }, 'PCR, gel electrophoresis, cell culture']),
          para([{ text: 'Computer: ', bold: true }, 'Microsoft Office, R, ImageJ']),
        ],
      },
    ],
    'Liberation Serif',
    22,
  );
