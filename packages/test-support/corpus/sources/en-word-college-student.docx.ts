// A US college junior's one-page resume typed in Word from the University of Michigan career center's sample
// (Letter, margins cut to 0.7 in all round with Custom Margins, Times New Roman 11 in the Normal style with the
// spacing taken out, set in Liberation Serif where the PDF is made). What it has:
// - the name centred in large bold type over one centred line 'Ann Arbor, MI | phone | e-mail | linkedin.com/in/…';
// - an empty paragraph typed before each heading, the headings in bold capitals over a thin rule;
// - EDUCATION first: 'University of Michigan, Ann Arbor, MI' in bold (school and place in one run, split only by
//   commas) with 'Expected May 2026' on a right tab stop, the degree in italics under it ('Bachelor of Science in
//   Industrial and Operations Engineering'), 'GPA: 3.72/4.00; Dean’s List (Fall 2023, Winter 2024)', and
//   'Relevant Coursework:' as one long line wrapping to the margin (a graduation still expected is kept as written,
//   'Expected May 2026', as en-word-campus's is);
// - EXPERIENCE with three entries, each 'Company, City, ST' in bold with the dates on the right tab stop ('May 2025
//   – Aug 2025', 'Sept 2024 – Present' with a four-letter 'Sept', 'Sept 2023 – Apr 2024'), the title alone in italics
//   on the next line, then two or three items with Word's default list mark (U+F0B7 in Symbol), some over two lines:
//   a summer internship, an on-campus research assistant job at an institute with no comma in its name, a part-time
//   barista job;
// - LEADERSHIP & ACTIVITIES in the very same shape (a student society's 'Vice President', a volunteering role):
//   no jobs;
// - SKILLS as 'Technical: …' and 'Languages: Spanish (conversational)' (the spoken language is not a skill).
import { AlignmentType, BorderStyle, Paragraph, Tab, TabStopType, TextRun } from 'docx';
import { para, wordDocument, wordVariant, type Expected, type ExpectedJob, type Run } from './docx-kit';

const TECHNICAL = ['Python', 'SQL', 'Excel', 'Tableau', 'MATLAB', 'Minitab', 'Simio', 'AutoCAD'];

export const expected: Expected = {
  language: 'en',
  name: 'Rachel Lindqvist',
  email: 'rlindq@umich.edu',
  phone: '(734) 555-0196',
  location: 'Ann Arbor, MI',
  jobs: [
    {
      title: 'Operations Engineering Intern',
      company: 'Stryker',
      start: '2025-05',
      end: '2025-08',
      bullets: [
        'Mapped the sterile packaging line’s value stream and ran a 6-week time study, cutting changeover time from 42 to 27 minutes',
        'Built a Python and Excel model of WIP levels across four cells that the plant now uses to plan second-shift staffing',
        'Presented a $180K annual savings proposal to the site operations director at the intern showcase',
      ],
    },
    {
      title: 'Undergraduate Research Assistant',
      company: 'University of Michigan Transportation Research Institute',
      start: '2024-09',
      end: 'present',
      bullets: [
        'Clean and analyze naturalistic driving data from 2,400 trips in SQL and Python for a study of driver distraction',
        'Coded 300 hours of dashboard video and wrote the lab’s annotation guide for new assistants',
        'Co-authored a poster on phone use at signalized intersections for the 2025 TRB Annual Meeting',
      ],
    },
    {
      title: 'Barista',
      company: 'Comet Coffee',
      start: '2023-09',
      end: '2024-04',
      bullets: [
        'Prepared espresso drinks and pour-overs for 200+ customers a shift while keeping ticket times under four minutes',
        'Trained five new baristas on the POS system and the opening checklist',
        'Counted the drawer and closed the store alone on weekday evenings, 15 hours a week during classes',
      ],
    },
  ],
  schools: [
    {
      school: 'University of Michigan',
      degree: 'Bachelor of Science in Industrial and Operations Engineering',
      datesAsWritten: 'Expected May 2026',
    },
  ],
  skills: TECHNICAL,
};

const [stryker, umtri, comet] = expected.jobs as [ExpectedJob, ExpectedJob, ExpectedJob];

/** Letter with the margins cut to 0.7 in all round: 12240 − 2 × 1008 twips of text. */
const MARGIN = 1008;
const WIDTH = 12240 - 2 * MARGIN;
/** A size the author set by hand, scaled with the document's type for the rewrapped copy. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

const bold = (text: string) => ({ text, bold: true });
const italic = (text: string) => ({ text, italics: true });

/**
 * A heading: an empty paragraph typed before it (Enter pressed twice, the way the sample spaces its sections), then
 * bold capitals over a thin bottom border, kept with what follows.
 */
const heading = (text: string) => [
  new Paragraph({ spacing: { after: 0 }, children: [] }),
  new Paragraph({
    spacing: { after: 60 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: '000000', space: 1 } },
    children: [new TextRun({ text, bold: true })],
  }),
];

/** 'Organization, City, ST' in bold with the dates on a right tab stop at the margin, the title in italics under it. */
const entry = (org: string, dates: string, title: string, first = false) => [
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
    spacing: { before: first ? 0 : 140, after: 0 },
    keepNext: true,
    children: [new TextRun(bold(org)), new TextRun({ children: [new Tab()] }), new TextRun(dates)],
  }),
  para(italic(title), { spacing: { after: 0 }, keepNext: true }),
];

const item = (text: string) => para(text, { numbering: { reference: 'bullets', level: 0 }, spacing: { after: 0 } });
const line = (runs: Run | Run[]) => para(runs, { spacing: { after: 0 } });

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } },
        children: [
          para(
            { text: expected.name, bold: true, size: sz(36) },
            { alignment: AlignmentType.CENTER, spacing: { after: 0 } },
          ),
          para('Ann Arbor, MI | (734) 555-0196 | rlindq@umich.edu | linkedin.com/in/rachel-lindqvist', {
            alignment: AlignmentType.CENTER,
            spacing: { after: 0 },
          }),
          ...heading('EDUCATION'),
          ...entry(
            'University of Michigan, Ann Arbor, MI',
            'Expected May 2026',
            'Bachelor of Science in Industrial and Operations Engineering',
            true,
          ),
          line('GPA: 3.72/4.00; Dean’s List (Fall 2023, Winter 2024)'),
          line(
            'Relevant Coursework: Linear Programming, Probability and Statistics for Engineers, Stochastic Processes, ' +
              'Work Organization and Ergonomics, Production and Distribution Systems, Engineering Economics',
          ),
          ...heading('EXPERIENCE'),
          ...entry('Stryker, Kalamazoo, MI', 'May 2025 – Aug 2025', stryker.title, true),
          ...stryker.bullets.map(item),
          ...entry(`${umtri.company}, Ann Arbor, MI`, 'Sept 2024 – Present', umtri.title),
          ...umtri.bullets.map(item),
          ...entry('Comet Coffee, Ann Arbor, MI', 'Sept 2023 – Apr 2024', comet.title),
          ...comet.bullets.map(item),
          ...heading('LEADERSHIP & ACTIVITIES'),
          ...entry(
            'Institute of Industrial and Systems Engineers, Ann Arbor, MI',
            'Jan 2024 – Present',
            'Vice President',
            true,
          ),
          item('Run the chapter’s weekly meetings and its budget of $6,500 for 90 members'),
          item('Organized plant tours at Ford, DTE Energy and Domino’s headquarters for 60 students'),
          item('Started a résumé review night with IOE alumni that drew 45 students in its first semester'),
          ...entry('Habitat for Humanity of Huron Valley, Ypsilanti, MI', 'Oct 2022 – Present', 'Volunteer Build Crew'),
          item('Frame walls and install drywall on two Saturday builds a month'),
          item('Lead a team of six first-time volunteers through site safety and tool training'),
          ...heading('SKILLS'),
          line([bold('Technical: '), TECHNICAL.join(', ')]),
          line([bold('Languages: '), 'Spanish (conversational)']),
        ],
      },
    ],
    'Times New Roman',
    22,
    { text: '\uf0b7', font: 'Symbol' },
  );
