// An Iranian network engineer's رزومه typed in a Persian Word (A4 with Word's margins of 2.54 cm, Word 2016 on Windows
// with the Standard Persian keyboard), right to left throughout as Word writes Persian: every paragraph bidi (w:bidi),
// the Persian runs w:rtl with the language fa-IR, the Latin words typed with the keyboard switched to English as runs
// without w:rtl. Its author set it in 'B Nazanin' with 'B Titr' for the name and headings, which Debian has not: here
// Noto Naskh Arabic and Noto Kufi Arabic stand in for them (Times New Roman, set in Liberation Serif, for Latin). What
// it has:
// - 'به نام خدا' centred in small type above everything, as formal Iranian documents begin, then the name in large
//   bold type, centred;
// - مشخصات فردی as a bordered two-cell table read from the right (w:bidiVisual), a cell of contact lines
//   ('تلفن همراه: ۰۹۱۲۳۴۵۶۷۸۹' and a Tehran landline 'تلفن ثابت: ۰۲۱-۴۴۰۸۵۵۲۱', both in Persian digits, 'ایمیل: …' a
//   Latin address in a Persian line) beside a cell of personal data ('تاریخ تولد: ۱۳۶۹/۰۶/۱۵' in the Solar Hijri
//   calendar, 'وضعیت تأهل: متأهل', 'وضعیت نظام وظیفه: کارت پایان خدمت', the conscription status Iranian men give),
//   then 'آدرس: تهران، شهرک غرب، …' across the page;
// - headings in bold dark blue over a rule, words joined by a zero-width non-joiner ('مهارت‌ها', 'زبان‌ها',
//   'دوره‌ها و گواهینامه‌ها');
// - a justified درباره من paragraph (LibreOffice stretches Persian with kashidas, which its PDF's text layer gives as
//   '77' inside words) mixing Latin names (Cisco, Linux, Python);
// - سوابق شغلی newest first: the title in bold with the dates on a tab stop at the left margin, written in the Solar
//   Hijri calendar with Persian digits ('فروردین ۱۳۹۸ – اکنون', 'مهر ۱۳۹۵ – اسفند ۱۳۹۷', '۱۳۹۳ – ۱۳۹۵'), the employer
//   under it with its legal form in brackets ('(سهامی خاص)', '(مسئولیت محدود)'), the oldest job with a plain line
//   'دوره امریه سربازی' (military service done at a company) under the employer, not an item; items marked with
//   Wingdings' small square (U+F0A7) at the right, with Latin words and Persian digits inside ('در ۱۴ شعبه',
//   'Cisco و FortiGate'); one item pasted from an older resume typed on the Arabic keyboard, with Arabic yeh and kaf
//   (U+064A, U+0643), an Arabic-Indic digit ('٨') and spaces where the non-joiner belongs ('راه اندازي', 'شبكه');
// - سوابق تحصیلی newest first as '**Degree، School**<TAB>years' ('کارشناسی مهندسی کامپیوتر، دانشگاه صنعتی شریف',
//   '۱۳۸۷ – ۱۳۹۱') over a line with the specialisation (گرایش) and the grade out of 20 with the Persian decimal
//   separator ('معدل: ۱۶٫۸۵');
// - مهارت‌ها as a bordered table of skill and level pairs, two pairs to a row under a shaded header row
//   ('مهارت' | 'سطح'), levels in words ('عالی', 'خیلی خوب', 'خوب'), one skill half Persian ('اسکریپت‌نویسی Bash');
// - زبان‌ها as 'Label: level' lines (spoken languages, not skills), 'IELTS 6.5' in Latin digits;
// - دوره‌ها و گواهینامه‌ها as items with their Hijri year ('CCNP Enterprise – Cisco – ۱۴۰۰'): courses, not schools.
// The dates are kept as written (datesAsWritten): a Solar Hijri month runs from the 21st or so of one Gregorian month
// to the 20th or so of the next, and a Hijri year over two Gregorian ones, so no Gregorian YYYY or YYYY-MM says them.
import {
  AlignmentType,
  BorderStyle,
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
  WidthType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'fa',
  name: 'محمدرضا کریمی',
  email: 'mohammadreza.karimi69@gmail.com',
  phone: '۰۹۱۲۳۴۵۶۷۸۹',
  location: 'تهران، شهرک غرب، خیابان ایران‌زمین، کوچه ۱۲، پلاک ۸، واحد ۳',
  jobs: [
    {
      title: 'کارشناس ارشد شبکه',
      company: 'شرکت داده‌پردازان آرمان پارس (سهامی خاص)',
      datesAsWritten: 'فروردین ۱۳۹۸ – اکنون',
      bullets: [
        'طراحی و پیاده‌سازی شبکه LAN و WAN دفتر مرکزی و ۱۴ شعبه در سراسر کشور',
        'پیکربندی و نگهداری سوئیچ‌ها و روترهای Cisco و فایروال‌های FortiGate',
        'راه‌اندازی VPN سایت به سایت (IPsec) بین شعب و دفتر مرکزی',
        'خودکارسازی پشتیبان‌گیری از پیکربندی تجهیزات با Python و Ansible',
        'سرپرستی تیم ۴ نفره پشتیبانی شبکه و آموزش کارشناسان جدید',
      ],
    },
    {
      title: 'کارشناس شبکه و سرور',
      company: 'شرکت فناوران ارتباطات سپهر (سهامی خاص)',
      datesAsWritten: 'مهر ۱۳۹۵ – اسفند ۱۳۹۷',
      bullets: [
        'نصب و نگهداری سرورهای Linux (CentOS و Ubuntu) و Windows Server',
        'مجازی‌سازی سرورها با VMware vSphere و کاهش سرورهای فیزیکی از ۲۲ به ۶ دستگاه',
        'راه‌اندازی سامانه مانیتورینگ Zabbix برای بیش از ۳۰۰ تجهیز',
      ],
    },
    {
      title: 'کارشناس پشتیبانی فنی',
      company: 'شرکت رایان‌شبکه البرز (مسئولیت محدود)',
      datesAsWritten: '۱۳۹۳ – ۱۳۹۵',
      bullets: [
        'پشتیبانی سخت‌افزاری و نرم‌افزاری حدود ۱۵۰ کاربر و رفع اشکالات شبکه داخلی',
        'نصب و راه اندازي روترهاي MikroTik و شبكه بيسيم در ٨ شعبه',
        'مستندسازی تجهیزات و نقشه شبکه در Microsoft Visio',
      ],
    },
  ],
  schools: [
    {
      school: 'دانشگاه صنعتی امیرکبیر',
      degree: 'کارشناسی ارشد مهندسی فناوری اطلاعات',
      datesAsWritten: '۱۳۹۱ – ۱۳۹۳',
    },
    { school: 'دانشگاه صنعتی شریف', degree: 'کارشناسی مهندسی کامپیوتر', datesAsWritten: '۱۳۸۷ – ۱۳۹۱' },
  ],
  skills: [
    'Cisco Routing & Switching',
    'MikroTik',
    'FortiGate',
    'Linux',
    'VMware vSphere',
    'Windows Server',
    'Zabbix',
    'Python',
    'Ansible',
    'اسکریپت‌نویسی Bash',
  ],
};

/** Each skill's level as written beside it, in the skills' order. */
const LEVELS = ['عالی', 'عالی', 'خیلی خوب', 'خیلی خوب', 'خیلی خوب', 'خوب', 'خوب', 'خوب', 'خوب', 'خوب'];

const [arman, sepehr, alborz] = expected.jobs as Array<(typeof expected.jobs)[0]>;
const [amirkabir, sharif] = expected.schools as Array<(typeof expected.schools)[0]>;

const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** A4 with Word's margins of 2.54 cm all round. */
const A4 = { size: { width: 11906, height: 16838 }, margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 } };
const WIDTH = 11906 - 2 * 1440;

const BODY = { ascii: 'Times New Roman', hAnsi: 'Times New Roman', cs: 'Noto Naskh Arabic' };
const TITR = { ascii: 'Times New Roman', hAnsi: 'Times New Roman', cs: 'Noto Kufi Arabic' };
const NAVY = '1F3864';

/**
 * The runs of one line as Word stores what was typed: Latin stretches (typed with the keyboard switched to English:
 * 'Cisco', an e-mail address, 'IELTS 6.5') as runs without w:rtl, the rest (Persian, and the Persian digits and
 * punctuation of the Persian keyboard) as right-to-left runs.
 */
function runs(text: string, base: IRunOptions = {}): TextRun[] {
  const out: TextRun[] = [];
  const latin = /[A-Za-z][A-Za-z0-9.@_\-/ &]*[A-Za-z0-9]|[A-Za-z]/g;
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

/** 'Label: value' with the label (and its colon) in bold. */
const labelled = (label: string, value: string, options: ParagraphOptions = {}) =>
  rtl([bold(`${label}: `), value], { spacing: { after: 40 }, ...options });

/** A heading as 'B Titr' in dark blue over a rule. */
const heading = (text: string) =>
  rtl(
    { text, base: { bold: true, size: sz(26), color: NAVY, font: TITR } },
    {
      spacing: { before: 240, after: 100 },
      border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: NAVY, space: 2 } },
      keepNext: true,
    },
  );

const item = (text: string) => rtl(text, { numbering: { reference: 'squares', level: 0 }, spacing: { after: 20 } });

/** The title (or degree and school) in bold, the dates on a tab stop at the left end of the line. */
const dated = (head: string, dates: string) =>
  rtl([bold(head), `\t${dates}`], {
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
    spacing: { before: 140, after: 0 },
    keepNext: true,
  });

const under = (text: string) => rtl(text, { spacing: { after: 40 }, keepNext: true });

const LINE = { style: BorderStyle.SINGLE, size: 4, color: '808080' };
const GRID = { top: LINE, bottom: LINE, left: LINE, right: LINE };

const cell = (width: number, children: Paragraph[], fill?: string) =>
  new TableCell({
    borders: GRID,
    width: { size: width, type: WidthType.DXA },
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    ...(fill ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill } } : {}),
    children,
  });

/** مشخصات فردی: contact lines in the right cell, personal data in the left one. */
function personal() {
  const half = Math.floor(WIDTH / 2);
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [half, half],
    visuallyRightToLeft: true,
    rows: [
      new TableRow({
        children: [
          cell(half, [
            labelled('تلفن همراه', expected.phone!),
            labelled('تلفن ثابت', '۰۲۱-۴۴۰۸۵۵۲۱'),
            labelled('ایمیل', expected.email!),
          ]),
          cell(half, [
            labelled('تاریخ تولد', '۱۳۶۹/۰۶/۱۵'),
            labelled('وضعیت تأهل', 'متأهل'),
            labelled('وضعیت نظام وظیفه', 'کارت پایان خدمت'),
          ]),
        ],
      }),
    ],
  });
}

/** مهارت‌ها: skill and level, two pairs to a row under a shaded header row. */
function skills() {
  const skill = Math.floor(WIDTH * 0.32);
  const level = Math.floor(WIDTH / 2) - skill;
  const widths = [skill, level, skill, level];
  const centred = (text: string, base: IRunOptions = {}) => rtl({ text, base }, { alignment: AlignmentType.CENTER });
  const head = new TableRow({
    tableHeader: true,
    children: ['مهارت', 'سطح', 'مهارت', 'سطح'].map((t, i) => cell(widths[i]!, [centred(t, { bold: true })], 'D9E2F3')),
  });
  const rows = [head];
  for (let i = 0; i < expected.skills.length; i += 2)
    rows.push(
      new TableRow({
        children: [i, i + 1].flatMap((k) => [
          cell(skill, [centred(expected.skills[k]!)]),
          cell(level, [centred(LEVELS[k]!)]),
        ]),
      }),
    );
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: widths,
    visuallyRightToLeft: true,
    rows,
  });
}

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Mohammadreza',
    lastModifiedBy: 'Mohammadreza',
    title: 'رزومه',
    styles: {
      default: {
        document: {
          run: { font: BODY, size: sz(22), language: { value: 'en-US', bidirectional: 'fa-IR' } },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: 'squares',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uf0a7',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font: 'Wingdings' } },
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
            { text: 'به نام خدا', base: { size: sz(18) } },
            { alignment: AlignmentType.CENTER, spacing: { after: 120 } },
          ),
          rtl(
            { text: expected.name, base: { bold: true, size: sz(40), font: TITR, color: NAVY } },
            { alignment: AlignmentType.CENTER, spacing: { after: 200 } },
          ),

          heading('مشخصات فردی'),
          personal(),
          labelled('آدرس', expected.location!, { spacing: { before: 80, after: 0 } }),

          heading('درباره من'),
          rtl(
            'کارشناس ارشد شبکه با بیش از ۱۰ سال سابقه در طراحی، راه‌اندازی و نگهداری زیرساخت شبکه و سرور در ' +
              'سازمان‌های متوسط و بزرگ؛ مسلط به تجهیزات Cisco و MikroTik، سیستم‌عامل Linux و خودکارسازی با ' +
              'Python. علاقه‌مند به کار در محیطی پویا و تیمی.',
            { alignment: AlignmentType.BOTH },
          ),

          heading('سوابق شغلی'),
          dated(arman.title, arman.datesAsWritten!),
          under(arman.company),
          ...arman.bullets.map(item),
          dated(sepehr.title, sepehr.datesAsWritten!),
          under(sepehr.company),
          ...sepehr.bullets.map(item),
          dated(alborz.title, alborz.datesAsWritten!),
          under(alborz.company),
          under('دوره امریه سربازی'),
          ...alborz.bullets.map(item),

          heading('سوابق تحصیلی'),
          dated(`${amirkabir.degree}، ${amirkabir.school}`, amirkabir.datesAsWritten!),
          under('گرایش شبکه‌های کامپیوتری – معدل: ۱۷٫۲۳'),
          dated(`${sharif.degree}، ${sharif.school}`, sharif.datesAsWritten!),
          under('گرایش نرم‌افزار – معدل: ۱۶٫۸۵'),

          heading('مهارت‌ها'),
          skills(),

          heading('زبان‌ها'),
          labelled('انگلیسی', 'خیلی خوب (IELTS 6.5)'),
          labelled('عربی', 'در حد خواندن و درک متون'),

          heading('دوره‌ها و گواهینامه‌ها'),
          item('CCNP Enterprise – Cisco – ۱۴۰۰'),
          item('VMware Certified Professional (VCP-DCV) – ۱۳۹۹'),
          item('LPIC-1 – ۱۳۹۶'),
          item('دوره MTCNA میکروتیک – مجتمع فنی تهران – ۱۳۹۴'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
