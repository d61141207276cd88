// A Filipino nurse's resume for work abroad filled in from one of the free English templates in WPS Office's gallery
// (WPS Writer, saved as .docx; A4 with the template's 1 cm margins), the kind nurses and caregivers in the Philippines
// download to apply to hospitals in Saudi Arabia, the UK and the US. Unlike the text-box templates, this one is a
// TABLE: the whole page is one row of a borderless two-column table (fixed layout), its height set to the page's.
// What it has:
// - WPS's marks on the file: '宋体' as the East Asian font of every run, the default tab stops of 420 twips, a
//   document grid of 312-twip lines (type 'lines', which LibreOffice honours: every line snaps to 15.6 pt), Normal
//   paragraphs justified; the template's own runs (the name, headings, dates) keep the eastAsia font hint of the
//   Chinese designer's input method;
// - the narrow left cell shaded pale blue, with cell margins of its own: a photo placeholder at its top (an inline
//   rectangle shape, pale fill, white outline, no text and no picture in it), then headings as SHADED PARAGRAPHS
//   (white capitals on a dark blue bar, a typed space before them): PERSONAL INFORMATION as bold 'Label:' and value
//   wrapping in the cell ('Date of Birth: September 21,' / '1994', 'Place of Birth', 'Nationality: Filipino',
//   'Civil Status: Single', 'Gender', 'Religion', 'Passport No.: P7364829B'); CONTACT ('Mobile: +63 917 555 0123',
//   'E-mail:' with the address pushed to the next line, 'Address:' over three lines); SKILLS as '●' list items (the
//   mark in 宋体) wrapping in the cell; LANGUAGES as 'English<TAB><TAB>Fluent' on the default tab stops, carried over
//   to the top of page 2 when the row splits (the cell's shading goes on down page 2, otherwise empty);
// - the wide right cell: the name in large bold capitals wrapping over two lines ('MARIELLE ANNE C.' / 'PASCUAL')
//   over 'REGISTERED NURSE' letter-spaced; headings in dark blue capitals over a rule (CAREER OBJECTIVE, WORK
//   EXPERIENCE, EDUCATION, LICENSES & CERTIFICATIONS, CHARACTER REFERENCES); each job as the title in bold ('Staff
//   Nurse', twice), then 'Company – City' ("St. Luke's Medical Center – Quezon City"), then 'March 2018 – Present' in
//   grey italics on a line of its own; an 'Area of Assignment:' line before the first job's items; the last entry,
//   added by hand at the top of page 2, with its dates after five typed tabs on the title's line ('Nurse
//   Volunteer<TAB>…<TAB>January 2017 – May 2017'); '●' items in full sentences, justified; 'Bachelor of Science in
//   Nursing' in bold over 'School – City' over '2012 – 2016', a high school as 'Secondary Education' (no degree);
//   licences and certificates as '●' items with the name in bold and the details after a line break ('PRC License
//   No. 0748213 – Registered Nurse', 'Passed, November 2016 – Rating: 82.40%', 'Issued: March 2025 | Valid until:'
//   / 'March 2027', an IELTS band score with a whole date); CHARACTER REFERENCES with two more people, their
//   hospitals as 'Company – City' and two more '+63' phones.
import {
  AlignmentType,
  BorderStyle,
  Document,
  DocumentGridType,
  HeightRule,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';
import { ShapeRun } from 'docx/shapes';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'en',
  name: 'MARIELLE ANNE C. PASCUAL',
  email: 'marielle.pascual.rn@example.com',
  phone: '+63 917 555 0123',
  location: '27 Mabini St., Brgy. Poblacion 3, Tanauan City, Batangas 4232',
  jobs: [
    {
      title: 'Staff Nurse',
      company: "St. Luke's Medical Center",
      start: '2018-03',
      end: 'present',
      bullets: [
        'Provide direct care to one or two critically ill adult patients per shift in a 24-bed Intensive Care Unit.',
        'Monitor patients on mechanical ventilators, arterial lines and continuous cardiac monitoring and report changes to the attending physician.',
        'Prepare and administer medications, IV fluids, blood products and vasoactive drips according to hospital protocols.',
        'Assist physicians during intubation, central line insertion and other bedside procedures.',
        'Act as charge nurse on night shifts and orient newly hired nurses to the unit.',
      ],
    },
    {
      title: 'Staff Nurse',
      company: 'San Lorenzo General Hospital',
      start: '2017-06',
      end: '2018-02',
      bullets: [
        'Handled 8 to 10 patients per shift in a 40-bed Medical-Surgical ward.',
        'Performed admission assessments, wound dressing, NGT feeding and catheter care.',
        'Documented nursing notes and vital signs and endorsed patients at every change of shift.',
      ],
    },
    {
      title: 'Nurse Volunteer',
      company: 'Tanauan City Rural Health Unit',
      start: '2017-01',
      end: '2017-05',
      bullets: [
        'Assisted in the immunization program, prenatal check-ups and health teaching in the barangays.',
        'Took part in the blood pressure screening of senior citizens and the school deworming drive.',
      ],
    },
  ],
  schools: [
    {
      school: 'Southern Luzon College of Health Sciences',
      degree: 'Bachelor of Science in Nursing',
      start: '2012',
      end: '2016',
    },
    { school: 'Saint Andrew Academy', start: '2008', end: '2012' },
  ],
  skills: [
    'Critical care nursing (ICU)',
    'Patient assessment and care planning',
    'IV therapy and medication administration',
    'Mechanical ventilator monitoring',
    'Wound care and infection control',
    'Electronic health records',
    'Patient and family education',
    'MS Office (Word, Excel, PowerPoint)',
  ],
};

// A4 with the template's 1 cm margins; the left column 6.35 cm, the right one the rest.
const PAGE = { width: 11906, height: 16838 };
const MARGIN = 567;
const WIDTH = PAGE.width - 2 * MARGIN;
const LEFT = 3600;
const RIGHT = WIDTH - LEFT;
const LEFT_PAD = { top: 340, bottom: 340, left: 255, right: 255 };
const RIGHT_PAD = { top: 340, bottom: 340, left: 397, right: 170 };

const NAVY = '1F3864';
const PALE = 'DEEAF6';
const ACCENT = '2E75B6';
const GREY = '595959';

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** A font as WPS writes it on a run: the Latin faces named, '宋体' for East Asian text. */
const face = (name: string, hint?: string) => ({
  ascii: name,
  hAnsi: name,
  cs: name,
  eastAsia: '宋体',
  ...(hint ? { hint } : {}),
});
const CALIBRI = face('Calibri');
/** The template's own runs, typed by its designer with a Chinese input method on. */
const TEMPLATE = face('Calibri', 'eastAsia');

type Piece = string | IRunOptions;
const runs = (pieces: Piece | Piece[], base: IRunOptions = {}) =>
  (Array.isArray(pieces) ? pieces : [pieces]).map(
    (p) => new TextRun({ font: CALIBRI, size: sz(20), ...base, ...(typeof p === 'string' ? { text: p } : p) }),
  );

/** A paragraph in the template's body style: justified (WPS's Normal), single spacing. */
const line = (
  pieces: Piece | Piece[],
  after = 0,
  more: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {},
  base: IRunOptions = {},
) =>
  new Paragraph({
    alignment: AlignmentType.JUSTIFIED,
    spacing: { before: 0, after, line: 240 },
    ...more,
    children: runs(pieces, base),
  });

// The left cell.

/** A heading of the left cell: white capitals on a dark blue bar (paragraph shading). */
const sideHeading = (text: string, first = false) =>
  new Paragraph({
    spacing: { before: first ? 240 : 320, after: 120, line: 240 },
    keepNext: true,
    indent: { left: 0 },
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: NAVY },
    children: [new TextRun({ text: ` ${text}`, bold: true, color: 'FFFFFF', size: sz(22), font: TEMPLATE })],
  });

/** 'Label: value' with the label in bold, wrapping in the cell. */
const labelled = (label: string, value: string) =>
  line([{ text: `${label}: `, bold: true }, value], 60, { alignment: AlignmentType.LEFT }, { size: sz(19) });

const sideItem = (text: string) =>
  line(text, 50, { numbering: { reference: 'dots', level: 0 }, alignment: AlignmentType.LEFT }, { size: sz(19) });

/** A language and its level, the level pushed over by tabs on the default 420-twip stops. */
const language = (name: string, tabs: number, level: string) =>
  line([name, `${'\t'.repeat(tabs)}${level}`], 60, { alignment: AlignmentType.LEFT }, { size: sz(19) });

function leftCell() {
  // The template's photo frame: a shape to fill with a picture (right click, Fill, Picture), left as it came.
  const photo = new ShapeRun({
    type: 'rectangle',
    transformation: { width: 126, height: 152 },
    fill: 'F7FAFD',
    line: { color: 'FFFFFF', width: 3 },
    altText: { name: '矩形 2' },
  });
  return [
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { before: 60, after: 0 }, children: [photo] }),
    sideHeading('PERSONAL INFORMATION', true),
    labelled('Date of Birth', 'September 21, 1994'),
    labelled('Place of Birth', 'Tanauan City, Batangas'),
    labelled('Nationality', 'Filipino'),
    labelled('Civil Status', 'Single'),
    labelled('Gender', 'Female'),
    labelled('Religion', 'Roman Catholic'),
    labelled('Passport No.', 'P7364829B'),
    sideHeading('CONTACT'),
    labelled('Mobile', expected.phone!),
    labelled('E-mail', expected.email!),
    labelled('Address', expected.location!),
    sideHeading('SKILLS'),
    ...expected.skills.map(sideItem),
    sideHeading('LANGUAGES'),
    language('English', 2, 'Fluent'),
    language('Filipino', 2, 'Native'),
    language('Arabic', 2, 'Basic'),
  ];
}

// The right cell.

/** A heading of the right cell: dark blue capitals over a thin accent rule. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 240, after: 100, line: 240 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: ACCENT, space: 2 } },
    children: [new TextRun({ text, bold: true, color: NAVY, size: sz(24), font: TEMPLATE, characterSpacing: 10 })],
  });

const item = (pieces: Piece | Piece[], last = false) =>
  line(pieces, last ? 160 : 40, { numbering: { reference: 'dots', level: 0 } });

/** The template's dates line: grey italics, typed over the template's '2019.06 – Present' with its hint kept. */
const dates = (text: string) =>
  line({ text, italics: true, color: GREY, font: TEMPLATE }, 80, { keepNext: true, alignment: AlignmentType.LEFT });

type Job = (typeof expected.jobs)[0];

/** A job as the template lays it out: title in bold, 'Company – City', the dates on a line of their own. */
const job = (j: Job, city: string, when: string, area?: string) => [
  line({ text: j.title, bold: true, size: sz(22) }, 20, { keepNext: true }),
  line(`${j.company} – ${city}`, 20, { keepNext: true }),
  dates(when),
  ...(area ? [line([{ text: 'Area of Assignment: ', bold: true }, area], 60, { keepNext: true })] : []),
  ...j.bullets.map((b, i) => item(b, i === j.bullets.length - 1)),
];

/** The entry she added by hand: the dates typed on the title's line after tabs, not bold. */
const typedJob = (j: Job, city: string, tabs: number, when: string) => [
  line([{ text: j.title, bold: true, size: sz(22) }, `${'\t'.repeat(tabs)}${when}`], 20, { keepNext: true }),
  line(`${j.company} – ${city}`, 80, { keepNext: true }),
  ...j.bullets.map((b, i) => item(b, i === j.bullets.length - 1)),
];

type School = (typeof expected.schools)[0];
const school = (level: string, s: School, city: string) => [
  line({ text: level, bold: true, size: sz(22) }, 20, { keepNext: true }),
  line(`${s.school} – ${city}`, 20, { keepNext: true }),
  line({ text: `${s.start} – ${s.end}`, italics: true, color: GREY, font: TEMPLATE }, 160, {
    alignment: AlignmentType.LEFT,
  }),
];

/** A licence or certificate: its name in bold, a line break, the details. */
const licence = (name: string, details: string, last = false) =>
  line(
    [
      { text: name, bold: true },
      { text: details, break: 1 },
    ],
    last ? 160 : 40,
    {
      numbering: { reference: 'dots', level: 0 },
      alignment: AlignmentType.LEFT,
    },
  );

const reference = (name: string, position: string, where: string, phone: string) => [
  line({ text: name, bold: true }, 0, { keepNext: true, keepLines: true }),
  line(position, 0, { keepNext: true }),
  line(where, 0, { keepNext: true }),
  line(`Mobile: ${phone}`, 160),
];

function rightCell() {
  const [stLukes, sanLorenzo, rhu] = expected.jobs as [Job, Job, Job];
  const [bsn, highSchool] = expected.schools as [School, School];
  return [
    new Paragraph({
      spacing: { before: 120, after: 60, line: 240 },
      children: [new TextRun({ text: expected.name, bold: true, color: NAVY, size: sz(52), font: TEMPLATE })],
    }),
    new Paragraph({
      spacing: { before: 0, after: 60, line: 240 },
      children: [
        new TextRun({ text: 'REGISTERED NURSE', color: ACCENT, size: sz(26), font: TEMPLATE, characterSpacing: 60 }),
      ],
    }),
    heading('CAREER OBJECTIVE'),
    line(
      'A dedicated Registered Nurse with more than eight years of hospital experience in the Intensive Care Unit and ' +
        'the Medical-Surgical ward, seeking a Staff Nurse position in a reputable healthcare institution abroad where ' +
        'I can use my clinical skills, give safe and compassionate care to patients and continue to grow ' +
        'professionally.',
      0,
      { spacing: { before: 0, after: 0, line: 264 } },
    ),
    heading('WORK EXPERIENCE'),
    ...job(stLukes, 'Quezon City', 'March 2018 – Present', 'Adult Intensive Care Unit (ICU)'),
    ...job(sanLorenzo, 'Lipa City, Batangas', 'June 2017 – February 2018'),
    ...typedJob(rhu, 'Tanauan City, Batangas', 5, 'January 2017 – May 2017'),
    heading('EDUCATION'),
    ...school(bsn.degree!, bsn, 'Batangas City'),
    ...school('Secondary Education', highSchool, 'Tanauan City, Batangas'),
    heading('LICENSES & CERTIFICATIONS'),
    licence('Philippine Nurse Licensure Examination (NLE)', 'Passed, November 2016 – Rating: 82.40%'),
    licence(
      'PRC License No. 0748213 – Registered Nurse',
      'Professional Regulation Commission, valid until September 21, 2027',
    ),
    licence(
      'Basic Life Support (BLS) Provider',
      'American Heart Association – Issued: March 2025 | Valid until: March 2027',
    ),
    licence(
      'Advanced Cardiovascular Life Support (ACLS) Provider',
      'American Heart Association – Issued: April 2025 | Valid until: April 2027',
    ),
    licence('IELTS Academic – Overall Band Score 7.5', 'British Council Manila, February 8, 2025', true),
    heading('CHARACTER REFERENCES'),
    ...reference(
      'Ms. Rowena T. Salazar, RN, MAN',
      'Nurse Manager, Intensive Care Unit',
      "St. Luke's Medical Center – Quezon City",
      '+63 918 555 0147',
    ),
    ...reference(
      'Dr. Ernesto L. Villareal',
      'Medical Director',
      'San Lorenzo General Hospital – Lipa City, Batangas',
      '+63 927 555 0186',
    ),
  ];
}

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Administrator',
    lastModifiedBy: 'Marielle',
    defaultTabStop: 420,
    styles: {
      default: {
        document: { run: { font: CALIBRI, size: sz(20) }, paragraph: { spacing: { after: 0 } } },
      },
    },
    numbering: {
      config: [
        {
          reference: 'dots',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '●',
              alignment: AlignmentType.LEFT,
              style: {
                paragraph: { indent: { left: 300, hanging: 300 } },
                run: { font: { ascii: '宋体', hAnsi: '宋体', eastAsia: '宋体', hint: 'eastAsia' }, size: sz(14) },
              },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE,
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, header: 567, footer: 567 },
          },
          grid: { type: DocumentGridType.LINES, linePitch: 312 },
        },
        children: [
          new Table({
            width: { size: WIDTH, type: WidthType.DXA },
            columnWidths: [LEFT, RIGHT],
            layout: TableLayoutType.FIXED,
            borders: {
              top: NO_BORDERS.top,
              bottom: NO_BORDERS.bottom,
              left: NO_BORDERS.left,
              right: NO_BORDERS.right,
              insideHorizontal: NO_BORDERS.top,
              insideVertical: NO_BORDERS.top,
            },
            rows: [
              new TableRow({
                height: { value: PAGE.height - 2 * MARGIN - 200, rule: HeightRule.ATLEAST },
                children: [
                  new TableCell({
                    borders: NO_BORDERS,
                    width: { size: LEFT, type: WidthType.DXA },
                    shading: { type: ShadingType.CLEAR, color: 'auto', fill: PALE },
                    margins: LEFT_PAD,
                    children: leftCell(),
                  }),
                  new TableCell({
                    borders: NO_BORDERS,
                    width: { size: RIGHT, type: WidthType.DXA },
                    margins: RIGHT_PAD,
                    children: rightCell(),
                  }),
                ],
              }),
            ],
          }),
          // The paragraph Word and WPS keep after a table, made as small as it goes.
          new Paragraph({ spacing: { after: 0, line: 240 }, children: [new TextRun({ text: '', size: 2 })] }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
