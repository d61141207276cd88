// An Israeli developer's קורות חיים typed in a Hebrew Word (A4, margins of 2 cm at the sides and 1.5 cm at the top and
// bottom so it stays on one page, Arial 11 for Hebrew and Latin alike, which LibreOffice sets in Liberation Sans),
// right to left throughout as Word writes Hebrew: every paragraph bidi (w:bidi), the Hebrew runs w:rtl with the
// language he-IL, the Latin words typed with the keyboard switched to English as runs without w:rtl. What it has:
// - the name centred in large bold type, then a centred contact line split by bars: 'תל אביב | טלפון: 054-1234567 |
//   דוא"ל: …@gmail.com' (a Latin e-mail in a Hebrew line, the phone's digits left to right inside it), and the old
//   habit of a line with the year of birth and the family ('שנת לידה: 1991 | נשואה + 2');
// - headings in bold, underlined, with a colon after them ('תמצית:', 'ניסיון תעסוקתי:', 'השכלה:', 'שירות צבאי:',
//   'שפות:', 'כישורים:');
// - a תמצית paragraph mixing Hebrew and Latin ('מפתחת Full Stack עם ניסיון של למעלה מ-9 שנים …');
// - jobs newest first, each its dates in a column at the right made by a tab stop ('03/2019 – היום',
//   '09/2015 – 02/2019', '2014 – 2015', read right to left, so the start year is drawn right of the end year), then
//   the title in bold and 'חברת … בע"מ' after a comma (titles half English: 'מפתחת Full Stack', 'בודקת תוכנה (QA)'
//   with Latin in brackets); under the first a line describing the company ('סטארט-אפ בתחום ה-BI, כ-60 עובדים'),
//   not an item; items with Word's default mark (U+F0B7 in Symbol) at the right, Latin words after Hebrew prefixes
//   typed with a hyphen ('ב-React ו-TypeScript', 'ב-Python (Django)'), percentages ('בכ-40%', 'מ-45% ל-80%');
// - השכלה newest first in the same date column: '2022 – כיום' (another word for 'now') for a master's in the
//   evening, '2012 – 2015' 'תואר ראשון (B.Sc.) במדעי המחשב, אוניברסיטת תל אביב', each with a plain line under it
//   ('לימודי ערב, במקביל לעבודה', 'ממוצע: 87'); a left-to-right mark (U+200E) typed after 'B.Sc.' and 'M.Sc.' so
//   that their last period stays with them in the right-to-left line;
// - שירות צבאי in the same layout ('2009 – 2011' 'מש"קית תקשוב, חיל התקשוב' and two items): service, not a job;
// - שפות on one line ('עברית – שפת אם, אנגלית – רמה גבוהה'): spoken languages, not skills;
// - כישורים as 'Label: list' lines, Hebrew labels before Latin lists ('שפות תכנות: Python, Java, …');
// - 'המלצות יינתנו לפי דרישה.' at the end.
import {
  AlignmentType,
  BorderStyle,
  Document,
  LevelFormat,
  Packer,
  Paragraph,
  TabStopType,
  TextRun,
  UnderlineType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'he',
  name: 'מיכל רוזנברג',
  email: 'michal.rosenberg91@gmail.com',
  phone: '054-1234567',
  location: 'תל אביב',
  jobs: [
    {
      title: 'מפתחת Full Stack',
      company: 'חברת דאטה-וויו מערכות בע"מ',
      start: '2019-03',
      end: 'present',
      bullets: [
        'פיתוח ותחזוקה של מערכת SaaS לניתוח נתונים עבור לקוחות אנטרפרייז בארץ ובחו"ל',
        'פיתוח צד לקוח ב-React ו-TypeScript וצד שרת ב-Python (Django)',
        'תכנון ומימוש של REST API ושיפור ביצועי שאילתות SQL ב-PostgreSQL, קיצור זמני הטעינה בכ-40%',
        'הובלה טכנית של צוות של 3 מפתחים וחניכת מפתחים חדשים',
        'עבודה בסביבת AWS, Docker ו-CI/CD ב-GitLab',
      ],
    },
    {
      title: 'מהנדסת תוכנה',
      company: 'חברת טלמטיקס פתרונות תחבורה בע"מ',
      start: '2015-09',
      end: '2019-02',
      bullets: [
        'פיתוח שירותי צד שרת ב-Java ו-Spring Boot למערכת ניהול ציי רכב',
        'כתיבת בדיקות יחידה ואינטגרציה, העלאת כיסוי הבדיקות מ-45% ל-80%',
        'עבודה בשיטת Agile (Scrum) בצוות של 8 מפתחים',
      ],
    },
    {
      title: 'בודקת תוכנה (QA)',
      company: 'חברת סייבריון בע"מ',
      start: '2014',
      end: '2015',
      bullets: [
        'כתיבת תסריטי בדיקה והרצת בדיקות ידניות ואוטומטיות ב-Selenium',
        'דיווח ומעקב אחר באגים ב-Jira (משרת סטודנט, במקביל ללימודים)',
      ],
    },
  ],
  schools: [
    { school: 'אוניברסיטת רייכמן', degree: 'תואר שני (M.Sc.) במדעי המחשב', start: '2022', end: 'present' },
    { school: 'אוניברסיטת תל אביב', degree: 'תואר ראשון (B.Sc.) במדעי המחשב', start: '2012', end: '2015' },
  ],
  skills: [
    'Python',
    'Java',
    'JavaScript',
    'TypeScript',
    'SQL',
    'React',
    'Node.js',
    'Django',
    'Spring Boot',
    'PostgreSQL',
    'MongoDB',
    'Redis',
    'AWS',
    'Docker',
    'Kubernetes',
    'Git',
    'Jira',
  ],
};

const [dataview, telematics, cyberion] = expected.jobs as Array<(typeof expected.jobs)[0]>;
const [reichman, tau] = expected.schools as Array<(typeof expected.schools)[0]>;

const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** A4, 2 cm at the sides, 1.5 cm at the top and bottom. */
const A4 = { size: { width: 11906, height: 16838 }, margin: { top: 851, bottom: 851, left: 1134, right: 1134 } };
/** Where the text after the date column starts, from the right margin. */
const COLUMN = 2268;

/**
 * The runs of one line as Word stores what was typed: Latin stretches (typed with the keyboard switched to English:
 * 'Full Stack', an e-mail address, 'Python, Java') as runs without w:rtl, the rest (Hebrew, and digits and
 * punctuation typed on the Hebrew keyboard) as right-to-left runs.
 */
function runs(text: string, base: IRunOptions = {}): TextRun[] {
  const out: TextRun[] = [];
  const latin = /[A-Za-z][A-Za-z0-9.@_\-/ ,+#]*[A-Za-z0-9]|[A-Za-z]/g;
  let at = 0;
  for (const m of text.matchAll(latin)) {
    if (m.index! > at) out.push(new TextRun({ ...base, text: text.slice(at, m.index), rightToLeft: true }));
    out.push(new TextRun({ ...base, text: m[0] }));
    at = m.index! + m[0].length;
  }
  if (at < text.length) out.push(new TextRun({ ...base, text: text.slice(at), rightToLeft: true }));
  return out;
}

type Line = string | { text: string; base: IRunOptions };
const toRuns = (parts: Line | Line[]): ParagraphChild[] =>
  (Array.isArray(parts) ? parts : [parts]).flatMap((p) => (typeof p === 'string' ? runs(p) : runs(p.text, p.base)));

type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;

/** A right-to-left paragraph (w:bidi), at the right margin unless told. */
const rtl = (parts: Line | Line[], options: ParagraphOptions = {}) =>
  new Paragraph({ bidirectional: true, spacing: { after: 0 }, ...options, children: toRuns(parts) });

const bold = (text: string): Line => ({ text, base: { bold: true } });

/** A heading as typed by hand: bold, underlined, with a colon. */
const heading = (text: string) =>
  rtl(
    { text: `${text}:`, base: { bold: true, size: sz(26), underline: { type: UnderlineType.SINGLE } } },
    { spacing: { before: 200, after: 80 }, keepNext: true },
  );

/** The dates in a column at the right, then the entry on the tab stop, its later lines under it. */
const dated = (dates: string, rest: Line[], options: ParagraphOptions = {}) =>
  rtl([`${dates}\t`, ...rest], {
    tabStops: [{ type: TabStopType.LEFT, position: COLUMN }],
    indent: { left: COLUMN, hanging: COLUMN },
    spacing: { before: 100, after: 20 },
    keepNext: true,
    ...options,
  });

/** A plain line under an entry, in the column after the dates. */
const under = (text: string) => rtl(text, { indent: { left: COLUMN }, spacing: { after: 20 } });

const item = (text: string) => rtl(text, { numbering: { reference: 'dots', level: 0 }, spacing: { after: 10 } });

/**
 * A left-to-right mark typed after the abbreviation's last period ('B.Sc.'), as people do once they see the period
 * jump to the other side ('(.B.Sc)') in a right-to-left line: invisible, but in the document's text.
 */
const lrm = (degree: string) => degree.replace('.)', '.\u200e)');

const job = (dates: string, j: (typeof expected.jobs)[0]) => dated(dates, [bold(j.title), `, ${j.company}`]);

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Michal',
    lastModifiedBy: 'Michal',
    title: 'קורות חיים',
    styles: {
      default: {
        document: {
          run: {
            font: { ascii: 'Arial', hAnsi: 'Arial', cs: 'Arial' },
            size: sz(22),
            language: { value: 'en-US', bidirectional: 'he-IL' },
          },
        },
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
              text: '\uf0b7',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: COLUMN + 360, hanging: 360 } }, run: { font: 'Symbol' } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: A4 },
        children: [
          rtl(
            { text: expected.name, base: { bold: true, size: sz(40) } },
            { alignment: AlignmentType.CENTER, spacing: { after: 60 } },
          ),
          rtl(`${expected.location} | טלפון: ${expected.phone} | דוא"ל: ${expected.email}`, {
            alignment: AlignmentType.CENTER,
          }),
          rtl('שנת לידה: 1991 | נשואה + 2', {
            alignment: AlignmentType.CENTER,
            spacing: { after: 120 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '000000', space: 6 } },
          }),

          heading('תמצית'),
          rtl(
            'מפתחת Full Stack עם ניסיון של למעלה מ-9 שנים בפיתוח מערכות Web מורכבות, מצד השרת ועד ממשק המשתמש. ' +
              'בעלת ניסיון בהובלה טכנית של צוותים, יכולת למידה עצמית גבוהה, ראש גדול ויחסי אנוש מצוינים.',
            { alignment: AlignmentType.BOTH },
          ),

          heading('ניסיון תעסוקתי'),
          job('03/2019 – היום', dataview),
          under('סטארט-אפ בתחום ה-BI, כ-60 עובדים'),
          ...dataview.bullets.map(item),
          job('09/2015 – 02/2019', telematics),
          ...telematics.bullets.map(item),
          job('2014 – 2015', cyberion),
          ...cyberion.bullets.map(item),

          heading('השכלה'),
          dated('2022 – כיום', [bold(lrm(reichman.degree!)), `, ${reichman.school}`]),
          under('לימודי ערב, במקביל לעבודה'),
          dated('2012 – 2015', [bold(lrm(tau.degree!)), `, ${tau.school}`]),
          under('ממוצע: 87'),

          heading('שירות צבאי'),
          dated('2009 – 2011', [bold('מש"קית תקשוב'), ', חיל התקשוב']),
          item('תמיכה טכנית ותחזוקת רשת המחשבים בבסיס של כ-300 משתמשים'),
          item('שחרור בדרגת סמל ראשון'),

          heading('שפות'),
          rtl('עברית – שפת אם, אנגלית – רמה גבוהה'),

          heading('כישורים'),
          rtl([bold('שפות תכנות: '), 'Python, Java, JavaScript, TypeScript, SQL']),
          rtl([bold('טכנולוגיות: '), 'React, Node.js, Django, Spring Boot']),
          rtl([bold('מסדי נתונים: '), 'PostgreSQL, MongoDB, Redis']),
          rtl([bold('כלים: '), 'AWS, Docker, Kubernetes, Git, Jira']),

          rtl('המלצות יינתנו לפי דרישה.', { spacing: { before: 240 } }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
