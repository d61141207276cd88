// A US community-college student's one-page resume typed in Word 2016 from a blank document before she transfers to a
// state university (Letter, margins cut to 0.7 in all round with Custom Margins to keep it on one page, Calibri 11 in
// the No Spacing style, which the PDF's maker replaces with the wider Noto Sans): the name centred in bold over one
// centred line 'La Verne, CA 91750 | (909) 555-0172 | e-mail', the e-mail made a blue underlined link by Word's
// AutoFormat; headings in bold capitals over a bottom border (Home > Borders), an empty paragraph typed before each;
// OBJECTIVE as two sentences, and a job's item of two sentences with two spaces after the period ('counter.  Helped',
// as taught in a typing class; the expected fields have one); EDUCATION as '**Citrus College, Glendora,
// CA**<TAB>Expected: May 2025' on a right tab stop over 'Associate of Science in Business Administration' in italics
// with 'GPA: 3.62' flush right, 'Relevant Coursework:' in bold over three rows of courses in three columns on left
// tab stops set on the ruler (0.25, 2.5 and 4.9 in): the last course, which fits in Calibri, wraps in the wider font
// and leaves 'Systems' alone at the left margin under the first column; the high school as '**School, City,
// ST**<TAB>June 2021' over its diploma; WORK EXPERIENCE in two shapes: '**Cashier**, Target, Pomona, CA<TAB>June 2022
// – Present' on one line (AutoCorrect's en dash), and the title in bold with its dates on the tab over 'Company –
// City, ST' in italics ('Summer 2023' for a tutoring job, '08/2021 - 05/2022' typed with a hyphen for the campus
// work-study job); items in Word's default bulleted list (U+F0B7 in Symbol) for two jobs and in the list AutoFormat
// makes of a typed '- ' (a '-' in Calibri) for the tutoring job and the volunteering; VOLUNTEER EXPERIENCE in the
// one-line shape ('Jan. 2024 – Apr. 2024', '2019 - 2021'), not jobs; SKILLS as 'Computer: list' and 'Languages:
// Bilingual English/Spanish' (the spoken languages are not skills).
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  TabStopType,
  TextRun,
  type IRunOptions,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

/** One space after each sentence's period in the fields; the document has two (see `typed`). */
export const expected: Expected = {
  language: 'en',
  name: 'Valeria Gutierrez',
  email: 'vgutierrez2003@example.com',
  phone: '(909) 555-0172',
  location: 'La Verne, CA 91750',
  jobs: [
    {
      title: 'Cashier',
      company: 'Target',
      start: '2022-06',
      end: 'present',
      bullets: [
        'Ring up 150+ guests per shift on cash, card and mobile payments with a balanced drawer',
        'Signed up the third most guests for Target Circle Card in the store during Q4 2023',
        'Cover returns at Guest Services and help restock the front lanes during the holidays',
      ],
    },
    {
      title: 'Math Tutor',
      company: 'Kumon Math and Reading Center',
      datesAsWritten: 'Summer 2023',
      bullets: [
        'Tutored 12-15 students ages 6 to 14 per session in arithmetic, fractions and pre-algebra',
        'Graded worksheets and recorded progress for the center director',
      ],
    },
    {
      title: 'Student Assistant (Work-Study)',
      company: 'Citrus College Financial Aid Office',
      start: '2021-08',
      end: '2022-05',
      bullets: [
        'Answered phones and greeted students at the front counter. Helped an average of 40 students a day with FAFSA and California Dream Act questions',
        'Scanned and filed verification documents in the office’s imaging system',
        'Translated for Spanish-speaking parents during walk-in hours',
      ],
    },
  ],
  schools: [
    {
      school: 'Citrus College',
      degree: 'Associate of Science in Business Administration',
      datesAsWritten: 'Expected: May 2025',
    },
    { school: 'Bonita High School', degree: 'High School Diploma', end: '2021-06' },
  ],
  skills: ['Microsoft Word', 'Excel', 'PowerPoint', 'Outlook', 'Google Sheets', 'QuickBooks Online', 'Canva'],
};

const [target, kumon, financialAid] = expected.jobs as Array<(typeof expected.jobs)[0]>;

/** Letter paper with the margins cut to 0.7 in all round (Custom Margins) to keep it on one page: 7.1 in of text. */
const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 1008, bottom: 1008, left: 1008, right: 1008 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;

const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** The sentences as she typed them: two spaces after each period that ends a sentence inside the text. */
const typed = (text: string) => text.replace(/\. (?=[A-Z])/g, '.  ');

const run = (r: string | IRunOptions) =>
  new TextRun(typeof r === 'string' ? typed(r) : { ...r, text: typed(String(r.text)) });

const p = (
  children: Array<string | IRunOptions | ExternalHyperlink>,
  options: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {},
) => new Paragraph({ ...options, children: children.map((c) => (c instanceof ExternalHyperlink ? c : run(c))) });

const bold = (text: string): IRunOptions => ({ text, bold: true });
const italic = (text: string): IRunOptions => ({ text, italics: true });

/** The empty paragraph she pressed Enter for before each heading. */
const blank = () => new Paragraph({ children: [] });

/** A heading: bold capitals with a bottom border (Home > Borders > Bottom Border). */
const heading = (text: string) =>
  new Paragraph({
    keepNext: true,
    spacing: { after: 40 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } },
    children: [new TextRun({ text, bold: true })],
  });

/** Text at the margin and more flush right on a right tab stop at the margin. */
const tabbed = (left: Array<string | IRunOptions>, right: string | IRunOptions) =>
  p([...left, '\t', right], { tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }] });

/** Word's default bulleted list (U+F0B7 in Symbol) and the one AutoFormat made of a typed '- ' ('-' in Calibri). */
const dot = (text: string) => p([text], { numbering: { reference: 'word-bullets', level: 0 }, style: 'ListParagraph' });
const dash = (text: string) =>
  p([text], { numbering: { reference: 'dash-bullets', level: 0 }, style: 'ListParagraph' });

/** The coursework rows: left tab stops set on the ruler at 0.25 in, 2.5 in and 4.9 in. */
const COURSE_STOPS = [360, 3600, 7056].map((position) => ({ type: TabStopType.LEFT, position }));
const courses = (a: string, b: string, c: string) => p(['\t' + a + '\t' + b + '\t' + c], { tabStops: COURSE_STOPS });

export const build = async () => {
  const children = [
    p([{ text: 'Valeria Gutierrez', bold: true, size: sz(36) }], { alignment: AlignmentType.CENTER }),
    p(
      [
        `${expected.location} | ${expected.phone} | `,
        new ExternalHyperlink({
          link: `mailto:${expected.email}`,
          children: [new TextRun({ text: expected.email!, style: 'Hyperlink' })],
        }),
      ],
      { alignment: AlignmentType.CENTER },
    ),
    blank(),
    heading('OBJECTIVE'),
    p([
      'Business Administration student at Citrus College transferring to Cal Poly Pomona in Fall 2025. ' +
        'Seeking a part-time office or accounting job where I can use my Excel and bilingual skills.',
    ]),
    blank(),
    heading('EDUCATION'),
    tabbed([bold('Citrus College, Glendora, CA')], 'Expected: May 2025'),
    tabbed([italic('Associate of Science in Business Administration')], 'GPA: 3.62'),
    p([bold('Relevant Coursework:')]),
    courses('Financial Accounting', 'Macroeconomics', 'Business Communication'),
    courses('Managerial Accounting', 'Microeconomics', 'Intro to Business'),
    courses('Statistics for Business', 'Business Law', 'Intro to Computer Info Systems'),
    tabbed([bold('Bonita High School, La Verne, CA')], 'June 2021'),
    p([italic('High School Diploma')]),
    blank(),
    heading('WORK EXPERIENCE'),
    tabbed([bold(target!.title), ', Target, Pomona, CA'], 'June 2022 – Present'),
    ...target!.bullets.map(dot),
    tabbed([bold(kumon!.title)], 'Summer 2023'),
    p([italic('Kumon Math and Reading Center – San Dimas, CA')]),
    ...kumon!.bullets.map(dash),
    tabbed([bold(financialAid!.title)], '08/2021 - 05/2022'),
    p([italic('Citrus College Financial Aid Office – Glendora, CA')]),
    ...financialAid!.bullets.map(dot),
    blank(),
    heading('VOLUNTEER EXPERIENCE'),
    tabbed([bold('Tax Preparer'), ', VITA Free Tax Program, Citrus College'], 'Jan. 2024 – Apr. 2024'),
    dash('Prepared 25+ federal and state tax returns for low-income families and students'),
    tabbed([bold('Food Distribution Volunteer'), ', Inland Valley Hope Partners, Pomona, CA'], '2019 - 2021'),
    dash('Packed and handed out groceries to 200 families every Saturday morning'),
    blank(),
    heading('SKILLS'),
    p([bold('Computer: '), expected.skills.join(', ')]),
    p([bold('Languages: '), 'Bilingual English/Spanish']),
  ];

  const listLevel = (text: string, font: string) => ({
    level: 0,
    format: LevelFormat.BULLET,
    text,
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font } },
  });

  const doc = new Document({
    creator: 'Valeria G',
    title: 'Resume',
    styles: {
      default: {
        document: {
          run: { font: 'Calibri', size: sz(22) },
          paragraph: { spacing: { before: 0, after: 0, line: 240, lineRule: LineRuleType.AUTO } },
        },
      },
      paragraphStyles: [
        {
          id: 'ListParagraph',
          name: 'List Paragraph',
          basedOn: 'Normal',
          quickFormat: true,
          paragraph: { indent: { left: 720 }, contextualSpacing: true },
        },
      ],
      characterStyles: [
        {
          id: 'Hyperlink',
          name: 'Hyperlink',
          basedOn: 'DefaultParagraphFont',
          run: { color: '0563C1', underline: { type: 'single' } },
        },
      ],
    },
    numbering: {
      config: [
        { reference: 'word-bullets', levels: [listLevel('\uF0B7', 'Symbol')] },
        { reference: 'dash-bullets', levels: [listLevel('-', 'Calibri')] },
      ],
    },
    sections: [{ properties: { page: { size: PAGE, margin: MARGIN } }, children }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
};
