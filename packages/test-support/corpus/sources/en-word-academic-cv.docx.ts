// The CV an American assistant professor keeps in Word and sends with every grant, award and job application: typed
// from a blank document (Letter, 1 in margins, Times New Roman 11 set in Liberation Serif), LibreOffice PDF, two or
// three pages. What it has:
// - the name centred in 16 pt bold over the department, the university, its street address ('1180 Observatory Drive,
//   Madison, WI 53706') and 'e-mail | phone', all centred: the department's lines name the employer, the street line
//   is the location;
// - headings typed in bold capitals, no rules (ACADEMIC APPOINTMENTS, EDUCATION, PUBLICATIONS, GRANTS AND
//   FELLOWSHIPS, TEACHING, SERVICE, SKILLS);
// - ACADEMIC APPOINTMENTS as 'Title, Department or Center, University<TAB>2021–present', the years on a right tab stop
//   at the margin and no items under them (the department between title and university belongs to neither); the
//   current one too long for its line, broken by hand (Shift+Enter) after 'Department of Sociology,' so that the
//   university and the years stand on an indented second line;
// - EDUCATION as 'Ph.D., Sociology, Northwestern University<TAB>2019' (one year, the degree's), the Ph.D. with
//   indented 'Dissertation: …' (its title in quotation marks) and 'Committee: … (chair), …' lines (people, not
//   schools), an M.A. at the same university, a B.A. with 'High honors in Sociology; Phi Beta Kappa' under it;
// - PUBLICATIONS in ASA style under italic subheadings ('Peer-Reviewed Articles', 'Book Chapter', 'Under Review'),
//   each reference with a half-inch hanging indent wrapping over two or three lines, the year after the authors, the
//   journal in italics, a student co-author starred, a chapter 'edited by …' with a publisher's city and a university
//   press: no jobs, no schools;
// - GRANTS AND FELLOWSHIPS as 'Funder, programme, "title," $amount<TAB>year(s)' with a hanging indent, one wrapping
//   so that its amount and years stand on the second line, a fellowship at Northwestern University with a range of
//   years (no job);
// - TEACHING by university, the courses as 'Soc 357: Methods of Sociological Inquiry<TAB>Fall 2021, Fall 2022, Fall
//   2023', and at Northwestern 'Instructor, Soc 306: …<TAB>Summer 2017' and 'Teaching Assistant, …<TAB>2014–2016',
//   titled and dated like jobs but not among the appointments;
// - SERVICE as 'Label: list' lines with years in brackets ('Council Member, ASA Section on Children and Youth
//   (2023–2026)');
// - SKILLS as 'Software:' and 'Methods:' lines, then 'Languages: Spanish (fluent), French (reading)' apart;
// - 'Hollister CV – page N' flush right in the footer, the surname again on every page.
import {
  AlignmentType,
  Document,
  Footer,
  Packer,
  PageNumber,
  Paragraph,
  TabStopType,
  TextRun,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'Claire M. Hollister',
  email: 'chollister@example.com',
  phone: '(608) 555-0176',
  location: '1180 Observatory Drive, Madison, WI 53706',
  // The appointments: the title with the unit typed after it, the university as the employer (as the corpus's other
  // appointments read: en-latex-res's 'Postdoctoral Researcher, Department of Chemical Engineering' at 'Massachusetts
  // Institute of Technology'), the years; no items.
  jobs: [
    {
      title: 'Assistant Professor of Sociology, Department of Sociology',
      company: 'University of Wisconsin–Madison',
      start: '2021',
      end: 'present',
      bullets: [],
    },
    {
      title: 'Postdoctoral Fellow, Population Studies Center',
      company: 'University of Michigan',
      start: '2019',
      end: '2021',
      bullets: [],
    },
  ],
  schools: [
    { school: 'Northwestern University', degree: 'Ph.D., Sociology', end: '2019' },
    { school: 'Northwestern University', degree: 'M.A., Sociology', end: '2016' },
    { school: 'Oberlin College', degree: 'B.A., Sociology and Hispanic Studies', end: '2012' },
  ],
  // SKILLS's 'Software:' and 'Methods:' lines without their labels, split at the commas; the languages are apart.
  skills: [
    'Stata',
    'R',
    'NVivo',
    'Qualtrics',
    'survey design',
    'in-depth interviewing',
    'event history analysis',
    'multilevel modeling',
  ],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [wisconsin, michigan] = expected.jobs as [Job, Job];
const [phd, ma, ba] = expected.schools as [School, School, School];

/** Letter with Word's 1 in margins. */
const PAGE = {
  size: { width: 12240, height: 15840 },
  margin: { top: 1440, bottom: 1440, left: 1440, right: 1440, header: 720, footer: 720 },
};
const WIDTH = 12240 - 2 * 1440;

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type R = string | IRunOptions;
type Options = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;
const line = (list: R | R[], options: Options = {}) =>
  new Paragraph({
    ...options,
    spacing: { after: 0, ...options.spacing },
    children: (Array.isArray(list) ? list : [list]).map(
      (r) => new TextRun(typeof r === 'string' ? { text: r } : r),
    ) as ParagraphChild[],
  });
const bold = (text: string): IRunOptions => ({ text, bold: true });
const italic = (text: string): IRunOptions => ({ text, italics: true });

const centred = (list: R | R[]) => line(list, { alignment: AlignmentType.CENTER });

/** A heading as she typed it: bold capitals, a blank line's worth of space before it. */
const heading = (text: string) => line(bold(text), { spacing: { before: 280, after: 100 }, keepNext: true });

/** A subheading inside a section, in italics ('Peer-Reviewed Articles', 'Northwestern University'). */
const subheading = (text: string) => line(italic(text), { spacing: { before: 120, after: 60 }, keepNext: true });

/**
 * 'text<TAB>years' with the years flush right on a stop at the right margin; a quarter-inch hanging indent for the
 * lines that wrap (a grant's title).
 */
const dated = (left: R[], years: string, options: Options = {}) =>
  line([...left, '\t', years], {
    indent: { left: 360, hanging: 360 },
    ...options,
    spacing: { after: 40, ...options.spacing },
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
  });

/** A line under an entry, indented by half an inch (Word's first default stop). */
const under = (list: R | R[], last = false) =>
  line(list, { indent: { left: 720 }, spacing: { after: last ? 100 : 20 } });

/** A reference with a half-inch hanging indent, the journal or book in italics. */
const reference = (list: R[]) => line(list, { indent: { left: 720, hanging: 720 }, spacing: { after: 100 } });

/**
 * An appointment: 'Title, Unit, University<TAB>years'. Where the line ran into the years (they wrapped as '2021–' /
 * 'present') she broke it by hand (Shift+Enter) after the unit, the university and the years on an indented second
 * line.
 */
const appointment = (j: Job, broken = false) =>
  new Paragraph({
    spacing: { after: 40 },
    indent: { left: 360, hanging: 360 },
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
    children: [
      new TextRun(broken ? `${j.title},` : `${j.title}, ${j.company}`),
      ...(broken ? [new TextRun({ text: j.company, break: 1 })] : []),
      new TextRun(`\t${j.start}–${j.end}`),
    ],
  });

const degree = (s: School, options: Options = {}) => dated([`${s.degree}, ${s.school}`], s.end!, options);

const labelled = (label: string, value: string) =>
  line([bold(`${label}:`), ` ${value}`], { indent: { left: 720, hanging: 720 }, spacing: { after: 60 } });

export async function build(): Promise<Uint8Array> {
  const footer = new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [
          new TextRun({ text: 'Hollister CV – page ', size: sz(18) }),
          new TextRun({ children: [PageNumber.CURRENT], size: sz(18) }),
        ],
      }),
    ],
  });

  const children = [
    line(
      { text: expected.name, bold: true, size: sz(32) },
      { alignment: AlignmentType.CENTER, spacing: { after: 80 } },
    ),
    centred('Department of Sociology'),
    centred(wisconsin.company),
    centred(expected.location!),
    centred(`${expected.email}  |  ${expected.phone}`),

    heading('ACADEMIC APPOINTMENTS'),
    appointment(wisconsin, true),
    appointment(michigan),

    heading('EDUCATION'),
    degree(phd),
    under([
      'Dissertation: “Working Nights: Nonstandard Schedules and the Care of Children in Low-Wage Immigrant Families”',
    ]),
    under('Committee: Margaret L. Anand (chair), David Oyelaran, Susan K. Feld, Tomás Reyes', true),
    degree(ma, { spacing: { after: 100 } }),
    degree(ba),
    under('High honors in Sociology; Phi Beta Kappa', true),

    heading('PUBLICATIONS'),
    line('* denotes graduate student co-author', { spacing: { after: 60 } }),
    subheading('Peer-Reviewed Articles'),
    reference([
      'Hollister, Claire M. 2024. “Scheduled to Fail? Unpredictable Work Hours and Mothers’ Exits from Low-Wage Jobs.” ',
      italic('American Sociological Review'),
      ' 89(3):455–83.',
    ]),
    reference([
      'Hollister, Claire M., and Javier Ortega-Ruiz*. 2023. “Who Watches the Kids at Night? Nonstandard Schedules and Kin Care among Immigrant Families.” ',
      italic('Journal of Marriage and Family'),
      ' 85(2):389–410.',
    ]),
    reference([
      'Brennan, Kathleen, and Claire M. Hollister. 2022. “Parents’ Shift Work and Adolescent Sleep: Evidence from the Future of Families and Child Wellbeing Study.” ',
      italic('Demography'),
      ' 59(5):1811–36.',
    ]),
    reference([
      'Hollister, Claire M. 2020. “Precarious Schedules and the Timing of Child Care Arrangements.” ',
      italic('Social Forces'),
      ' 98(4):1647–74.',
    ]),
    reference([
      'Hollister, Claire M., Margaret L. Anand, and Tomás Reyes. 2018. “Measuring Schedule Instability in Household Surveys.” ',
      italic('Socius'),
      ' 4:1–14.',
    ]),
    subheading('Book Chapter'),
    reference([
      'Hollister, Claire M. 2021. “Time, Care, and Low-Wage Work.” Pp. 115–38 in ',
      italic('Families in an Unequal Economy'),
      ', edited by R. Thornton and L. Baptiste. Chicago: University of Chicago Press.',
    ]),
    subheading('Under Review'),
    reference([
      'Hollister, Claire M., and Min-Jee Park*. “Remote Work and the Gender Gap in Parents’ Caregiving Hours.” Revise and resubmit at ',
      italic('Social Problems'),
      '.',
    ]),
    reference([
      'Hollister, Claire M. “Legal Status and the Scheduling Penalty: Evidence from Matched Employer–Employee Data.” Under review at ',
      italic('Work and Occupations'),
      '.',
    ]),

    heading('GRANTS AND FELLOWSHIPS'),
    dated(
      ['Russell Sage Foundation, Presidential Grant, “Work Schedules and Family Routines after the Pandemic,” $49,850'],
      '2023–2025',
    ),
    dated(['Wisconsin Alumni Research Foundation, Fall Research Competition, $42,600'], '2022–2023'),
    dated(['NSF Doctoral Dissertation Research Improvement Grant (#1823456), $11,980'], '2018'),
    dated(['Graduate Research Fellowship, Institute for Policy Research, Northwestern University'], '2016–2017'),
    dated(['National Science Foundation Graduate Research Fellowship'], '2013–2016'),

    heading('TEACHING'),
    subheading('University of Wisconsin–Madison'),
    dated(['Soc 357: Methods of Sociological Inquiry'], 'Fall 2021, Fall 2022, Fall 2023'),
    dated(['Soc 640: Sociology of the Family (graduate seminar)'], 'Spring 2022, Spring 2024'),
    dated(['Soc 170: Population Problems (lecture, 240 students)'], 'Spring 2023'),
    subheading('Northwestern University'),
    dated(['Instructor, Soc 306: Urban Sociology'], 'Summer 2017'),
    dated(['Teaching Assistant, Soc 110: Introduction to Sociology and Soc 207: Social Statistics'], '2014–2016'),

    heading('SERVICE'),
    labelled(
      'Ad hoc reviewer',
      'American Sociological Review, Demography, Journal of Marriage and Family, Social Forces, Social Problems, Work and Occupations',
    ),
    labelled('Profession', 'Council Member, ASA Section on Children and Youth (2023–2026)'),
    labelled(
      'Department',
      'Graduate Admissions Committee (2022–2023); Colloquium Committee (2021–present); Faculty mentor, Sociology Undergraduate Research Program (2023–present)',
    ),

    heading('SKILLS'),
    labelled('Software', 'Stata, R, NVivo, Qualtrics'),
    labelled('Methods', 'survey design, in-depth interviewing, event history analysis, multilevel modeling'),
    labelled('Languages', 'Spanish (fluent), French (reading)'),
  ];

  const doc = new Document({
    creator: 'Claire Hollister',
    lastModifiedBy: 'Claire Hollister',
    title: 'CV',
    defaultTabStop: 720,
    styles: {
      default: {
        document: { run: { font: 'Times New Roman', size: sz(22), language: { value: 'en-US' } } },
      },
    },
    sections: [{ properties: { page: PAGE }, footers: { default: footer }, children }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
