// A Cairo accountant's سيرة ذاتية typed in an Arabic Word (A4, Word's margins of 2.54 cm top and bottom and 2 cm at
// the sides), right to left throughout as Word writes Arabic: every paragraph bidi (w:bidi), the Arabic runs w:rtl with
// the language ar-EG, the Latin words typed with the keyboard switched to English as runs without w:rtl. Its author set
// it in 'Simplified Arabic' 13 with Arial for Latin, which Debian has not: here Noto Naskh Arabic stands in for the
// Arabic (Arial is set in Liberation Sans). Unlike ar-word-cv, the name is not a heading: the page starts with
// 'سيرة ذاتية' and the name is only the first row of the personal details. What it has:
// - a double-line page border (w:pgBorders) round the text, as Word's Borders and Shading dialog draws it;
// - 'سيرة ذاتية' centred in large bold dark blue type with a double underline, then headings in bold dark red,
//   underlined and ending in a colon ('البيانات الشخصية:', 'الخبرات العملية:'), no rule, no shading;
// - البيانات الشخصية as typed rows 'Label<TAB>: value' with a tab stop 3.6 cm from the right margin, no table:
//   'الاسم', 'تاريخ الميلاد' ('14/8/1992'), 'محل الميلاد', 'الجنسية', 'الديانة', 'الحالة الاجتماعية', 'موقف التجنيد:
//   أدى الخدمة', 'العنوان: 18 شارع الطيران، مدينة نصر، القاهرة', the mobile number in Arabic-Indic digits
//   ('٠١٠٢٣٤٥٦٧٨٩', the only number typed so), and a Latin Yahoo address in an Arabic line;
// - الهدف الوظيفي as one sentence at the right margin (not justified: no kashidas);
// - الخبرات العملية newest first, each entry one bold line 'Title – Company (dates)', the dates in brackets after the
//   company: 'من يناير ٢٠١٩ حتى الآن' in Arabic-Indic digits, 'من 2015 إلى 2018' and 'من يوليو 2013 إلى سبتمبر 2014'
//   in Western ones; then 'المسئوليات:' (Egyptian spelling, with ئ) in bold over items marked with Wingdings' check
//   mark (U+F0FC) at the right, Egyptian spellings kept as typed ('فى', 'الشهرى', 'اعداد' without its hamza beside
//   'إعداد' with it), 'عدد 3 محاسبين', Latin words inside ('Oracle');
// - المؤهلات الدراسية as items marked with Wingdings' ❑ (U+F071), each all on one line: 'بكالوريوس التجارة – شعبة
//   محاسبة – جامعة عين شمس – دفعة 2014 – تقدير جيد جدا' and the Thanaweya Amma with its school and 'بمجموع 87%';
// - الدورات التدريبية as ❑ items with organiser and year (courses, not schools): 'دورة Oracle Financials R12 – …';
// - المهارات as ❑ items, Arabic lines with Latin software names inside ('برامج الأوفيس (Word – Excel – PowerPoint)',
//   'Oracle ERP (الحسابات العامة والموردين)'), the brackets typed on the Arabic keyboard;
// - اللغات as ❑ items 'العربية: اللغة الأم', 'الإنجليزية: …' (spoken languages, not skills).
import {
  AlignmentType,
  BorderStyle,
  Document,
  LevelFormat,
  Packer,
  PageBorderDisplay,
  PageBorderOffsetFrom,
  Paragraph,
  TabStopType,
  TextRun,
  UnderlineType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'ar',
  name: 'عمرو سامح عبد الحميد الشافعي',
  email: 'amr_samah92@yahoo.com',
  phone: '٠١٠٢٣٤٥٦٧٨٩',
  location: '18 شارع الطيران، مدينة نصر، القاهرة',
  jobs: [
    {
      title: 'محاسب أول',
      company: 'شركة الريادة للمقاولات والتشييد',
      start: '2019-01',
      end: 'present',
      bullets: [
        'مراجعة المستخلصات الشهرية لمقاولي الباطن وإعداد مستخلصات الشركة للعملاء',
        'متابعة تكاليف المشروعات ومقارنتها بالميزانية التقديرية لكل مشروع',
        'اعداد الإقرارات الضريبية الشهرية (القيمة المضافة – الخصم والتحصيل تحت حساب الضريبة)',
        'إعداد التسويات البنكية الشهرية ومتابعة خطابات الضمان مع البنوك',
        'الإشراف على عدد 3 محاسبين بمواقع المشروعات',
      ],
    },
    {
      title: 'محاسب',
      company: 'شركة الفتح لتجارة الأدوات الكهربائية',
      start: '2015',
      end: '2018',
      bullets: [
        'تسجيل القيود اليومية على برنامج الأمين للحسابات',
        'متابعة حسابات العملاء والموردين وإعداد كشف الحساب الشهرى',
        'جرد الخزينة والعهد النقدية بصفة دورية',
        'المشاركة فى الجرد السنوى للمخازن ومطابقته مع الدفاتر',
      ],
    },
    {
      title: 'محاسب تحت التمرين',
      company: 'مكتب سمير فهمي وشركاه للمحاسبة والمراجعة',
      start: '2013-07',
      end: '2014-09',
      bullets: [
        'مراجعة المستندات والدفاتر لعملاء المكتب من الشركات الصغيرة',
        'المساعدة فى اعداد الإقرارات الضريبية السنوية لعملاء المكتب',
      ],
    },
  ],
  schools: [
    { school: 'جامعة عين شمس', degree: 'بكالوريوس التجارة – شعبة محاسبة', end: '2014' },
    { school: 'مدرسة الحي السابع الثانوية بنين', degree: 'الثانوية العامة – القسم الأدبي', end: '2010' },
  ],
  skills: [
    'إجادة استخدام برامج الأوفيس (Word – Excel – PowerPoint)',
    'العمل على نظام Oracle ERP (الحسابات العامة والموردين)',
    'برنامج الأمين للحسابات',
    'منظومة الفاتورة الإلكترونية لمصلحة الضرائب المصرية',
    'القدرة على العمل تحت ضغط',
    'مهارات التواصل والعمل الجماعى',
  ],
};

const [riyada, fath, office] = expected.jobs as Array<(typeof expected.jobs)[0]>;

const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** A4, 2.54 cm top and bottom, 2 cm at the sides. */
const A4 = {
  size: { width: 11906, height: 16838 },
  margin: { top: 1440, bottom: 1440, left: 1134, right: 1134 },
  borders: {
    pageBorders: { display: PageBorderDisplay.ALL_PAGES, offsetFrom: PageBorderOffsetFrom.TEXT },
    pageBorderTop: { style: BorderStyle.DOUBLE, size: 6, color: '1F3864', space: 12 },
    pageBorderBottom: { style: BorderStyle.DOUBLE, size: 6, color: '1F3864', space: 12 },
    pageBorderLeft: { style: BorderStyle.DOUBLE, size: 6, color: '1F3864', space: 12 },
    pageBorderRight: { style: BorderStyle.DOUBLE, size: 6, color: '1F3864', space: 12 },
  },
};

/** 'Simplified Arabic' for Arabic (Noto Naskh Arabic here), Arial for Latin. */
const FONT = { ascii: 'Arial', hAnsi: 'Arial', cs: 'Noto Naskh Arabic' };
const BLUE = '1F3864';
const RED = 'C00000';

/**
 * The runs of one line as Word stores what was typed: Latin stretches (typed with the keyboard switched to English:
 * 'Word – Excel – PowerPoint', an e-mail address) as runs without w:rtl, the rest (Arabic, and the digits, brackets
 * and punctuation typed on the Arabic keyboard) as right-to-left runs.
 */
function runs(text: string, base: IRunOptions = {}): TextRun[] {
  const out: TextRun[] = [];
  const latin = /[A-Za-z][A-Za-z0-9.@_\-/ –]*[A-Za-z0-9]|[A-Za-z]/g;
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

/** A heading: bold dark red, underlined, with a colon. */
const heading = (text: string) =>
  rtl(
    { text: `${text}:`, base: { bold: true, size: sz(30), color: RED, underline: { type: UnderlineType.SINGLE } } },
    { spacing: { before: 200, after: 80 }, keepNext: true },
  );

/** A personal detail: the label, a tab to the stop 3.6 cm in, then ': value'. */
const detail = (label: string, value: string) =>
  rtl([bold(label), `\t: ${value}`], {
    tabStops: [{ type: TabStopType.LEFT, position: 2041 }],
    spacing: { after: 20 },
  });

const item = (text: string, list: 'checks' | 'boxes') =>
  rtl(text, { numbering: { reference: list, level: 0 }, spacing: { after: 20 } });

/** 'Title – Company (dates)' in bold, all on one line. */
const role = (job: (typeof expected.jobs)[0], dates: string) =>
  rtl(bold(`${job.title} – ${job.company} (${dates})`), { spacing: { before: 140, after: 20 }, keepNext: true });

const duties = () => rtl({ text: 'المسئوليات:', base: { bold: true, underline: {} } }, { keepNext: true });

const bulletLevel = (text: string) => ({
  level: 0,
  format: LevelFormat.BULLET,
  text,
  alignment: AlignmentType.LEFT,
  style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font: 'Wingdings' } },
});

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Amr Samah',
    lastModifiedBy: 'Amr Samah',
    title: 'سيرة ذاتية',
    styles: {
      default: {
        document: {
          run: { font: FONT, size: sz(26), language: { value: 'en-US', bidirectional: 'ar-EG' } },
        },
      },
    },
    numbering: {
      config: [
        { reference: 'checks', levels: [bulletLevel('\uf0fc')] },
        { reference: 'boxes', levels: [bulletLevel('\uf071')] },
      ],
    },
    sections: [
      {
        properties: { page: A4 },
        children: [
          rtl(
            {
              text: 'سيرة ذاتية',
              base: { bold: true, size: sz(40), color: BLUE, underline: { type: UnderlineType.DOUBLE } },
            },
            { alignment: AlignmentType.CENTER, spacing: { after: 120 } },
          ),

          heading('البيانات الشخصية'),
          detail('الاسم', expected.name),
          detail('تاريخ الميلاد', '14/8/1992'),
          detail('محل الميلاد', 'القاهرة'),
          detail('الجنسية', 'مصري'),
          detail('الديانة', 'مسلم'),
          detail('الحالة الاجتماعية', 'متزوج'),
          detail('موقف التجنيد', 'أدى الخدمة'),
          detail('العنوان', expected.location!),
          detail('رقم المحمول', expected.phone!),
          detail('البريد الإلكتروني', expected.email!),

          heading('الهدف الوظيفي'),
          rtl(
            'أسعى للعمل فى شركة كبرى تتيح لي فرصة تطوير مهاراتي فى مجال المحاسبة والضرائب، والاستفادة من خبرتي ' +
              'العملية بما يحقق أهداف الشركة.',
          ),

          heading('الخبرات العملية'),
          role(riyada, 'من يناير ٢٠١٩ حتى الآن'),
          duties(),
          ...riyada.bullets.map((b) => item(b, 'checks')),
          role(fath, 'من 2015 إلى 2018'),
          duties(),
          ...fath.bullets.map((b) => item(b, 'checks')),
          role(office, 'من يوليو 2013 إلى سبتمبر 2014'),
          duties(),
          ...office.bullets.map((b) => item(b, 'checks')),

          heading('المؤهلات الدراسية'),
          item('بكالوريوس التجارة – شعبة محاسبة – جامعة عين شمس – دفعة 2014 – تقدير جيد جدا', 'boxes'),
          item('الثانوية العامة – القسم الأدبي – مدرسة الحي السابع الثانوية بنين – 2010 – بمجموع 87%', 'boxes'),

          heading('الدورات التدريبية'),
          item('دورة Oracle Financials R12 – مركز النخبة للتدريب – 2019', 'boxes'),
          item('دورة الضرائب المصرية والفاتورة الإلكترونية – جمعية الضرائب المصرية – 2021', 'boxes'),
          item('دورة اللغة الإنجليزية (المستوى الخامس) – مركز تعليم اللغات بجامعة عين شمس – 2013', 'boxes'),
          item('الرخصة الدولية لقيادة الحاسب الآلي ICDL – 2012', 'boxes'),

          heading('المهارات'),
          ...expected.skills.map((s) => item(s, 'boxes')),

          heading('اللغات'),
          item('العربية: اللغة الأم', 'boxes'),
          item('الإنجليزية: جيد جدا قراءة وكتابة، جيد تحدثا', 'boxes'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
