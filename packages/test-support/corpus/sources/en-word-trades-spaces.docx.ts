// An Australian electrician's resume typed by himself in Word from a blank document, no template and no table (A4,
// Word's default 2.54 cm margins, Arial 11 set in Liberation Sans by the PDF's maker, Word's space after paragraphs
// removed so every line sits tight and empty paragraphs make the gaps), the kind a Geelong sparky hands to a labour
// hire office or e-mails to a builder. What it has:
// - the name in bold capitals a size up ('LUKE ANTHONY BARTOLO'), then the street address, 'Mobile: 0491 570 313'
//   (a mobile from ACMA's range for fiction) and 'Email: …' each on a line of its own at the left margin;
// - headings in bold capitals ending with a colon ('CAREER OBJECTIVE:', 'EMPLOYMENT HISTORY:', 'TICKETS & LICENCES:',
//   'EDUCATION:', 'REFEREES:'), the same size as the text, with no rule and no space of their own (an empty paragraph
//   before each);
// - each job as ONE line of two columns lined up by pressing the space bar: years only, then a run of spaces, then
//   'Company, Town' ('2019 - Present        Sparkies Electrical Pty Ltd, Geelong', '2017 - 2019            Barwon
//   Industrial Electrics, Corio'): eight spaces after 'Present', twelve after a year (thirteen on the apprenticeship's
//   line, a press too many), so in a proportional font the companies line up only roughly (a space is 0.28 em, and no
//   count of them makes up for 'Present' being wider than '2019'); then
//   'Position: A-Grade Electrician' on the next line, then the duties typed as '- ' paragraphs (hyphens he typed, not
//   Word's list: he turned AutoFormat As You Type's automatic lists and dash replacement off, which is also why the
//   ranges keep ASCII hyphens and the quotes stay straight), the long ones wrapping back to the left margin under the
//   hyphen; four jobs, the oldest his apprenticeship ('Position: Apprentice Electrician', 2011 - 2015), one duty of it
//   naming his trade school ('Gordon TAFE') and the Victorian capstone exam ('Licensed Electrician Assessment (LEA)');
// - TICKETS & LICENCES as more typed '- ' lines: the Victorian A-grade licence, White Card, EWP Yellow Card, Working at
//   Heights, Confined Space, LVR and CPR, Test and Tag, a driver licence. These are neither jobs nor schools (no
//   institution, no course: a ticket is a card held, as the CHA and ServSafe lines of en-word-hospitality or the
//   White Card of en-word-australia are no schools), and not skills either: the corpus keeps certifications and
//   licences out of `skills` (en-word-australia, en-word-it-contractor list only their skills sections there), and
//   this resume has no skills section, so `skills` is empty;
// - EDUCATION as two comma lines, the TAFE certificate ('Certificate III in Electrotechnology Electrician, Gordon
//   TAFE, 2015', the degree first, the school's name ending in 'TAFE') and the high school ('Victorian Certificate of
//   Education (VCE), Belmont High School, 2010');
// - REFEREES as a name line ('Gary Whitfield - Director, Sparkies Electrical Pty Ltd', an employer named again) over a
//   'Ph:' line, twice: more phones than his own, and a landline in ACMA's fiction range ('(03) 5550 4127').
// Australian spelling ('licences', 'organised'), 'Pty Ltd' companies, towns without their state on the job lines.
// Two pages where Word's lines fall: page 2 starts between EDUCATION's two lines, the high school alone over REFEREES
// (in the rewrapped copy, its type a tenth larger, in the middle of the tickets).
import { Paragraph, TextRun, type IRunOptions } from 'docx';
import { wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'LUKE ANTHONY BARTOLO',
  email: 'lbartolo.sparky@example.com',
  phone: '0491 570 313',
  location: '23 Roslyn Road, Belmont VIC 3216',
  jobs: [
    {
      title: 'A-Grade Electrician',
      company: 'Sparkies Electrical Pty Ltd',
      start: '2019',
      end: 'present',
      bullets: [
        'Domestic and commercial electrical work from rough-in to fit-off on new homes, extensions, shop fit-outs and small offices around Geelong and the Bellarine Peninsula',
        'Switchboard upgrades, RCD and safety switch installs, and fault finding on older houses with original wiring',
        'Complete Certificates of Electrical Safety (COES) and test results for every job',
        'Supervise and train two apprentices on site and check their work before sign off',
        'Quote small jobs and deal directly with home owners, builders and real estate agents',
      ],
    },
    {
      title: 'Maintenance Electrician',
      company: 'Barwon Industrial Electrics',
      start: '2017',
      end: '2019',
      bullets: [
        'Breakdown and preventative maintenance at the Corio refinery and at food processing plants in the northern suburbs, working 12 hour day and night shift rosters',
        'Fault finding on motor control circuits, VSDs, soft starters and PLC inputs and outputs',
        'Installed cable tray, ran and terminated cables and connected three phase motors and equipment up to 415V',
        'Worked under site permit systems with isolation and lock out tag out procedures',
      ],
    },
    {
      title: 'Electrician',
      company: 'Surf Coast Electrical',
      start: '2015',
      end: '2017',
      bullets: [
        'New house wiring for volume builders in Torquay, Jan Juc and Armstrong Creek',
        "Installed solar panels and inverters with the company's CEC accredited designer and installer",
        'Smoke alarm and safety switch testing of rental properties for local real estate agents',
      ],
    },
    {
      title: 'Apprentice Electrician',
      company: 'Bellarine Electrical Services',
      start: '2011',
      end: '2015',
      bullets: [
        'Assisted tradesmen with domestic and commercial wiring, pulling cables, running conduit and fit-offs',
        'Attended Gordon TAFE for trade school blocks each year of the apprenticeship',
        'Passed the Licensed Electrician Assessment (LEA) first time in 2015',
      ],
    },
  ],
  schools: [
    { school: 'Gordon TAFE', degree: 'Certificate III in Electrotechnology Electrician', end: '2015' },
    { school: 'Belmont High School', degree: 'Victorian Certificate of Education (VCE)', end: '2010' },
  ],
  skills: [],
};

type Job = (typeof expected.jobs)[0];
const [sparkies, barwon, surfCoast, bellarine] = expected.jobs as [Job, Job, Job, Job];

/** A4 with Word's default margins of 2.54 cm. */
const A4 = { size: { width: 11906, height: 16838 }, margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 } };

/** Sizes he set by hand, a tenth larger in the rewrapped copy as the document's own type is. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** A plain paragraph: no space after (he removed Word's 8 pt), single line spacing. */
const line = (text: string | IRunOptions) =>
  new Paragraph({
    spacing: { before: 0, after: 0, line: 240 },
    children: [new TextRun(typeof text === 'string' ? { text } : text)],
  });

/** The empty paragraph he leaves between blocks. */
const blank = () => line('');

/** A heading: bold capitals ending with a colon, the text's own size, no rule. */
const heading = (text: string) => line({ text, bold: true });

/** A duty or a ticket: a hyphen and a space typed at the start of an ordinary paragraph (no list, no indent). */
const dash = (text: string) => line(`- ${text}`);

/** The job's line: the years, a run of typed spaces, then 'Company, Town'. */
const jobLine = (years: string, spaces: number, where: string) => line(`${years}${' '.repeat(spaces)}${where}`);

const job = (j: Job, years: string, spaces: number, town: string) => [
  jobLine(years, spaces, `${j.company}${town === '' ? '' : `, ${town}`}`),
  line(`Position: ${j.title}`),
  ...j.bullets.map(dash),
];

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: A4 },
        children: [
          line({ text: expected.name, bold: true, size: sz(32) }),
          line(expected.location ?? ''),
          line(`Mobile: ${expected.phone}`),
          line(`Email: ${expected.email}`),
          blank(),
          heading('CAREER OBJECTIVE:'),
          line(
            'A-Grade Electrician with 12 years in the trade including my 4 year apprenticeship, with experience in ' +
              'domestic, commercial and industrial work around Geelong and the Surf Coast. I am reliable, safety ' +
              'focused and organised, and I am looking for a full time position with a company where I can keep ' +
              'learning and work towards a leading hand or supervisor role.',
          ),
          blank(),
          heading('EMPLOYMENT HISTORY:'),
          blank(),
          ...job(sparkies, '2019 - Present', 8, 'Geelong'),
          blank(),
          ...job(barwon, '2017 - 2019', 12, 'Corio'),
          blank(),
          ...job(surfCoast, '2015 - 2017', 12, 'Torquay'),
          blank(),
          ...job(bellarine, '2011 - 2015', 13, 'Drysdale'),
          blank(),
          heading('TICKETS & LICENCES:'),
          dash('A Grade Electrician Licence (Energy Safe Victoria)'),
          dash('Construction Induction Card (White Card)'),
          dash('EWP Yellow Card (boom type under 11m)'),
          dash('Working at Heights'),
          dash('Confined Space Entry'),
          dash('LVR and CPR (renewed every year)'),
          dash('Test and Tag'),
          dash('Full Victorian Car Licence, own ute and tools'),
          blank(),
          heading('EDUCATION:'),
          line('Certificate III in Electrotechnology Electrician, Gordon TAFE, 2015'),
          line('Victorian Certificate of Education (VCE), Belmont High School, 2010'),
          blank(),
          heading('REFEREES:'),
          line('Gary Whitfield - Director, Sparkies Electrical Pty Ltd'),
          line('Ph: 0491 571 266'),
          blank(),
          line('Tony Russo - Maintenance Supervisor, Barwon Industrial Electrics'),
          line('Ph: (03) 5550 4127'),
        ],
      },
    ],
    'Arial',
    22,
  );
