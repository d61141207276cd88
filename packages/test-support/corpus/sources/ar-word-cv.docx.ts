// An Egyptian accountant's السيرة الذاتية typed from scratch in an Arabic Word (A4, Word 2003's margins of 2.54 cm top
// and bottom and 3.17 cm at the sides, 'Simplified Arabic' 12 for Latin and Arabic alike, which LibreOffice replaces
// by DejaVu Sans and Noto Sans), right to left throughout as Word writes Arabic: every paragraph bidi (w:bidi), the
// Arabic runs w:rtl with the language ar-EG, the Latin words typed with the keyboard switched to English as runs
// without w:rtl. What it has:
// - 'السيرة الذاتية' centred and underlined over the name in large bold type, centred too;
// - the contact lines at the right margin, each 'Label: value' with the label in bold: 'الهاتف: 0100 555 1234' (Western
//   digits in groups inside a right-to-left line, so the groups are drawn right to left, '1234 555 0100' left to
//   right), 'البريد الإلكتروني: …@example.com' (a Latin run in an Arabic line), 'العنوان: القاهرة، مصر' with the Arabic
//   comma;
// - headings in bold dark blue on a pale blue shaded bar across the text width, no colon;
// - البيانات الشخصية as a borderless two-column table read from the right (w:bidiVisual): the date of birth typed in
//   Arabic-Indic digits ('١٢/٥/١٩٩٣'), nationality, marital status and the Egyptian 'الموقف من التجنيد: أدى الخدمة';
// - الهدف الوظيفي as the stock sentence, justified (LibreOffice stretches it with kashidas, which its PDF's text
//   layer gives as '**');
// - الخبرات العملية newest first: 'Title – Company' in bold (the Saudi job with '(الرياض)' after the company), the
//   dates on a right tab stop at the text width, which in a right-to-left line puts them at the left margin
//   ('مارس 2022 – حتى الآن', 'يناير 2019 – فبراير 2022', '2016 – 2018'), then items marked with Wingdings' ❖ (U+F076)
//   at the right, one with Arabic-Indic digits ('لعدد ١٢ حسابًا بنكيًا'), some with Latin words ('SAP', 'Excel');
// - المؤهلات العلمية oldest first, each as one bold line 'Degree – University – Year' over 'تقدير: …' (the bachelor's
//   'بكالوريوس التجارة – جامعة القاهرة – 2015', then a postgraduate diploma whose line wraps before its year);
// - المهارات as Symbol-bullet items (U+F0B7) mixing English names ('SAP (FI – CO)', 'Microsoft Excel', 'Odoo') and
//   Arabic phrases; اللغات as 'العربية: اللغة الأم' and 'الإنجليزية: جيد جدًا (…)' (spoken languages, not skills);
// - الدورات التدريبية as items with the organiser and year ('ICDL – ٢٠١٤' in Arabic-Indic digits), not schools;
// - المراجع: 'تقدم عند الطلب.'
import {
  AlignmentType,
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
  WidthType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'ar',
  name: 'أحمد محمود السيد',
  email: 'ahmed.elsayed93@example.com',
  phone: '0100 555 1234',
  location: 'القاهرة، مصر',
  jobs: [
    {
      title: 'رئيس حسابات',
      company: 'شركة جهينة للصناعات الغذائية',
      start: '2022-03',
      end: 'present',
      bullets: [
        'الإشراف على فريق من 5 محاسبين وتوزيع المهام ومتابعة تنفيذها',
        'إعداد القوائم المالية الشهرية والربع سنوية ومراجعتها قبل عرضها على المدير المالي',
        'إعداد الإقرارات الضريبية الشهرية (ضريبة القيمة المضافة والخصم والتحصيل تحت حساب الضريبة) ومتابعة الفحص الضريبي',
        'إعداد التسويات البنكية لعدد ١٢ حسابًا بنكيًا شهريًا',
        'المشاركة في تطبيق منظومة الفاتورة الإلكترونية مع مصلحة الضرائب المصرية',
      ],
    },
    {
      title: 'محاسب أول',
      company: 'شركة المراعي',
      start: '2019-01',
      end: '2022-02',
      bullets: [
        'تسجيل قيود اليومية والتسويات الجردية على نظام SAP',
        'مطابقة حسابات الموردين والعملاء وإعداد تقرير أعمار الديون',
        'المشاركة في الجرد السنوي للمخازن ومطابقة نتائجه مع الدفاتر',
        'إعداد تقارير تكاليف خطوط الإنتاج الشهرية باستخدام Excel',
      ],
    },
    {
      title: 'محاسب',
      company: 'مكتب عبد الفتاح وشركاه للمحاسبة والمراجعة',
      start: '2016',
      end: '2018',
      bullets: [
        'مراجعة الدفاتر والمستندات لعملاء المكتب من الشركات الصغيرة والمتوسطة',
        'إعداد الإقرارات الضريبية السنوية لعملاء المكتب',
        'المساعدة في إعداد تقارير المراجعة السنوية',
      ],
    },
  ],
  schools: [
    { school: 'جامعة القاهرة', degree: 'بكالوريوس التجارة', end: '2015' },
    { school: 'جامعة عين شمس', degree: 'دبلوم الدراسات العليا في المحاسبة والمراجعة', end: '2018' },
  ],
  skills: [
    'SAP (FI – CO)',
    'Microsoft Excel',
    'Odoo',
    'برنامج الأمين للمحاسبة',
    'إعداد القوائم المالية وفقًا لمعايير المحاسبة المصرية',
    'التحليل المالي وإعداد الموازنات',
    'العمل ضمن فريق وتحت ضغط',
  ],
};

const [juhayna, almarai, office] = expected.jobs as Array<(typeof expected.jobs)[0]>;

const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** A4 with Word 2003's margins: 2.54 cm top and bottom, 3.17 cm left and right. */
const A4 = { size: { width: 11906, height: 16838 }, margin: { top: 1440, bottom: 1440, left: 1797, right: 1797 } };
const WIDTH = 11906 - 2 * 1797;

/**
 * The runs of one line as Word stores what was typed: Latin stretches (typed with the keyboard switched to English:
 * 'SAP', an e-mail address, 'Microsoft Excel') as runs without w:rtl, the rest (Arabic, and digits and punctuation
 * typed on the Arabic keyboard) as right-to-left runs.
 */
function runs(text: string, base: IRunOptions = {}): TextRun[] {
  const out: TextRun[] = [];
  const latin = /[A-Za-z][A-Za-z0-9.@_\-/ ]*[A-Za-z0-9]|[A-Za-z]/g;
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

/** A right-to-left paragraph (w:bidi), aligned to the right unless told. */
const rtl = (parts: Line | Line[], options: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {}) =>
  new Paragraph({ bidirectional: true, spacing: { after: 0 }, ...options, children: toRuns(parts) });

const bold = (text: string): Line => ({ text, base: { bold: true } });

/** 'Label: value' with the label (and its colon) in bold. */
const labelled = (label: string, value: string) => rtl([bold(`${label}: `), value]);

/** A heading: bold dark blue on a pale blue shaded bar. */
const heading = (text: string) =>
  rtl(
    { text, base: { bold: true, size: sz(28), color: '1F3864' } },
    {
      spacing: { before: 240, after: 120 },
      shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'DEEAF6' },
      keepNext: true,
    },
  );

const item = (text: string, list = 'diamonds') =>
  rtl(text, { numbering: { reference: list, level: 0 }, spacing: { after: 20 } });

/** 'Title – Company' in bold, the dates on a tab stop at the left end of the line. */
const role = (head: string, dates: string) =>
  rtl([bold(head), `\t${dates}`], {
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
    spacing: { before: 120, after: 60 },
    keepNext: true,
  });

/** The personal details: a borderless two-column table, its first column at the right. */
function personal() {
  const half = Math.floor(WIDTH / 2);
  const pairs: Array<[string, string]> = [
    ['تاريخ الميلاد', '١٢/٥/١٩٩٣'],
    ['الجنسية', 'مصري'],
    ['الحالة الاجتماعية', 'متزوج'],
    ['الموقف من التجنيد', 'أدى الخدمة'],
  ];
  const rows: TableRow[] = [];
  for (let i = 0; i < pairs.length; i += 2)
    rows.push(
      new TableRow({
        children: pairs.slice(i, i + 2).map(
          ([label, value]) =>
            new TableCell({
              borders: NO_BORDERS,
              width: { size: half, type: WidthType.DXA },
              children: [rtl([bold(`${label}: `), value], { spacing: { after: 40 } })],
            }),
        ),
      }),
    );
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [half, half],
    visuallyRightToLeft: true,
    rows,
  });
}

const bulletLevel = (text: string, font: string) => ({
  level: 0,
  format: LevelFormat.BULLET,
  text,
  alignment: AlignmentType.LEFT,
  style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font } },
});

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Ahmed',
    lastModifiedBy: 'Ahmed',
    title: 'السيرة الذاتية',
    styles: {
      default: {
        document: {
          run: {
            font: 'Simplified Arabic',
            size: sz(24),
            language: { value: 'en-US', bidirectional: 'ar-EG' },
          },
        },
      },
    },
    numbering: {
      config: [
        { reference: 'diamonds', levels: [bulletLevel('\uf076', 'Wingdings')] },
        { reference: 'dots', levels: [bulletLevel('\uf0b7', 'Symbol')] },
      ],
    },
    sections: [
      {
        properties: { page: A4 },
        children: [
          rtl(
            { text: 'السيرة الذاتية', base: { bold: true, size: sz(28), underline: { type: UnderlineType.SINGLE } } },
            { alignment: AlignmentType.CENTER, spacing: { after: 120 } },
          ),
          rtl(
            { text: expected.name, base: { bold: true, size: sz(36) } },
            { alignment: AlignmentType.CENTER, spacing: { after: 240 } },
          ),
          labelled('الهاتف', expected.phone!),
          labelled('البريد الإلكتروني', expected.email!),
          labelled('العنوان', expected.location!),

          heading('البيانات الشخصية'),
          personal(),

          heading('الهدف الوظيفي'),
          rtl(
            'الحصول على وظيفة رئيس حسابات أو مدير مالي في شركة كبرى تتيح لي الاستفادة من خبرتي في المحاسبة المالية ' +
              'والضرائب وإعداد القوائم المالية، والمساهمة في تحقيق أهداف الشركة مع تطوير مهاراتي المهنية.',
            { alignment: AlignmentType.JUSTIFIED },
          ),

          heading('الخبرات العملية'),
          role(`${juhayna.title} – ${juhayna.company}`, 'مارس 2022 – حتى الآن'),
          ...juhayna.bullets.map((b) => item(b)),
          role(`${almarai.title} – ${almarai.company} (الرياض)`, 'يناير 2019 – فبراير 2022'),
          ...almarai.bullets.map((b) => item(b)),
          role(`${office.title} – ${office.company}`, '2016 – 2018'),
          ...office.bullets.map((b) => item(b)),

          heading('المؤهلات العلمية'),
          rtl(bold('بكالوريوس التجارة – جامعة القاهرة – 2015'), { spacing: { after: 0 } }),
          rtl('تقدير: جيد جدًا', { spacing: { after: 120 } }),
          rtl(bold('دبلوم الدراسات العليا في المحاسبة والمراجعة – جامعة عين شمس – 2018'), { spacing: { after: 0 } }),
          rtl('تقدير: جيد', { spacing: { after: 60 } }),

          heading('المهارات'),
          ...expected.skills.map((s) => item(s, 'dots')),

          heading('اللغات'),
          labelled('العربية', 'اللغة الأم'),
          labelled('الإنجليزية', 'جيد جدًا (قراءة وكتابة ومحادثة)'),

          heading('الدورات التدريبية'),
          item('شهادة المحاسب الإداري المعتمد CMA – الجزء الأول – 2021', 'dots'),
          item(
            'دورة المعايير الدولية لإعداد التقارير المالية IFRS – جمعية المحاسبين والمراجعين المصرية – 2017',
            'dots',
          ),
          item('دورة اللغة الإنجليزية – الجامعة الأمريكية بالقاهرة – 2016', 'dots'),
          item('الرخصة الدولية لقيادة الحاسب الآلي ICDL – ٢٠١٤', 'dots'),

          heading('المراجع'),
          rtl('تقدم عند الطلب.'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
