// A Ukrainian резюме typed by its author, a Kyiv accountant turned financial analyst, in a Ukrainian Word from a blank
// document (not a job site's export), saved as PDF by LibreOffice: A4 with the margins Ukrainian Word inherits from
// the ДСТУ habit (3 cm left, 1.5 cm right, 2 cm top and bottom), Arial 11 set in Liberation Sans, the text's
// language uk-UA, two pages. What it has:
// - 'РЕЗЮМЕ' centred, bold and letter-spaced at the top, then the name as 'Прізвище Ім'я По батькові' large and bold,
//   a passport photo 3 × 4 cm floating at the right margin beside the name and the personal data (square wrapping,
//   anchored in the name's paragraph);
// - personal data as bold 'Label:' lines: 'Дата народження: 23.04.1995' (a whole date, no job's), 'Телефон: +38
//   (067) 412-58-93', 'E-mail:' a blue link, 'Адреса: м. Київ, вул. Велика Васильківська, 112, кв. 45' (the whole
//   address is the location), 'Сімейний стан: заміжня';
// - headings in bold dark-teal capitals over a thin rule: МЕТА, ДОСВІД РОБОТИ, ОСВІТА, ПРОФЕСІЙНІ НАВИЧКИ, ЗНАННЯ
//   МОВ, ОСОБИСТІ ЯКОСТІ; МЕТА names the post she wants (financial analyst or chief accountant, not a job she held)
//   and a salary in гривні;
// - each job as its dates in bold on a line of their own, in three spellings: '09.2021 – дотепер', 'березень 2018 –
//   серпень 2021' and 'червень 2016 – лютий 2018' (Ukrainian month names in the nominative, lower case); then the
//   company in bold with its legal form before the name in guillemets and 'м. Київ' after it, two with the trade in
//   brackets after that ('ТОВ «Укрпродсервіс», м. Київ (оптова торгівля продуктами харчування)'), an audit firm
//   whose name nests guillemets ('ТОВ «Аудиторська фірма «Баланс-Консалт»»'), a ПАТ; the title after a bold
//   'Посада:' (once in lower case, 'помічник аудитора') or, in the middle job, alone on its line in bold italics;
// - 'Обов’язки:' underlined over items typed by hand as '– ' in ordinary paragraphs (no Word list, so wrapped lines
//   go back to the left margin), lower case, ending ';' and the last '.'; the apostrophe typed three ways: Word's
//   autocorrected ’ in 'Обов’язки:' of the first job, a straight ' in the third job's heading and in 'з'ясування',
//   the Ukrainian letter apostrophe ʼ (U+02BC) in 'звʼязку' and 'обʼєктів'; the first job has 'Досягнення:' with two
//   more items, one with a figure ('з 5 до 2 робочих днів');
// - ОСВІТА as two entries at the same university, each as 'YYYY – YYYY' in bold with the university's full name
//   ('Київський національний економічний університет імені Вадима Гетьмана') on the same line after a tab, wrapping
//   under itself (hanging indent), then 'Магістр, спеціальність «Облік і оподаткування»' and 'Бакалавр, напрям
//   підготовки «Облік і аудит»' on the line below; then 'Сертифікати:' (ACCA DipIFR and a 1С course: no schools);
// - ПРОФЕСІЙНІ НАВИЧКИ as '– ' items: phrases, and 'Програми: 1С:Підприємство 8.3, BAS Бухгалтерія, M.E.Doc,
//   Клієнт-Банк, MS Excel, Power BI' (a 'Label: list' item; '1С' with a Cyrillic 'С' as Ukrainians type it);
// - ЗНАННЯ МОВ as 'Українська – рідна' lines (no skills), ОСОБИСТІ ЯКОСТІ as one line of qualities (no skills).
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  HorizontalPositionAlign,
  HorizontalPositionRelativeFrom,
  ImageRun,
  Packer,
  Paragraph,
  TabStopType,
  TextRun,
  TextWrappingSide,
  TextWrappingType,
  UnderlineType,
  VerticalPositionRelativeFrom,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { png, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'uk',
  name: 'Коваленко Олена Миколаївна',
  email: 'olena.kovalenko95@example.com',
  phone: '+38 (067) 412-58-93',
  location: 'м. Київ, вул. Велика Васильківська, 112, кв. 45',
  jobs: [
    {
      title: 'Фінансовий аналітик',
      company: 'ТОВ «Укрпродсервіс»',
      start: '2021-09',
      end: 'present',
      bullets: [
        'складання управлінської звітності (P&L, Cash Flow, баланс) для власників компанії;',
        'бюджетування та план-факт аналіз витрат у розрізі підрозділів і філій;',
        'фінансове моделювання інвестиційних проєктів, розрахунок NPV, IRR та строку окупності;',
        'аналіз дебіторської заборгованості понад 1 200 контрагентів, контроль лімітів відстрочки платежу;',
        'взаємодія з бухгалтерією щодо закриття місяця та звʼязку управлінського й бухгалтерського обліку.',
        'автоматизувала підготовку місячної звітності в Power BI, що скоротило строк її складання з 5 до 2 робочих днів;',
        'впровадила щотижневий платіжний календар, завдяки якому компанія відмовилась від овердрафту.',
      ],
    },
    {
      title: 'Старший бухгалтер',
      company: 'ПАТ «Київпромарматура»',
      start: '2018-03',
      end: '2021-08',
      bullets: [
        'ведення обліку розрахунків з постачальниками та підрядниками;',
        'облік основних засобів і ТМЦ, участь в інвентаризаціях складів та обʼєктів незавершеного будівництва;',
        'складання податкової звітності з ПДВ, реєстрація податкових накладних в ЄРПН через M.E.Doc;',
        'підготовка квартальної фінансової звітності за НП(С)БО;',
        "звіряння взаєморозрахунків з контрагентами, з'ясування розбіжностей.",
      ],
    },
    {
      title: 'помічник аудитора',
      company: 'ТОВ «Аудиторська фірма «Баланс-Консалт»»',
      start: '2016-06',
      end: '2018-02',
      bullets: [
        'участь в аудиторських перевірках підприємств торгівлі та виробництва;',
        'перевірка первинних документів і правильності відображення господарських операцій в обліку;',
        'підготовка робочих документів аудитора.',
      ],
    },
  ],
  schools: [
    {
      school: 'Київський національний економічний університет імені Вадима Гетьмана',
      degree: 'Магістр, спеціальність «Облік і оподаткування»',
      start: '2016',
      end: '2017',
    },
    {
      school: 'Київський національний економічний університет імені Вадима Гетьмана',
      degree: 'Бакалавр, напрям підготовки «Облік і аудит»',
      start: '2012',
      end: '2016',
    },
  ],
  // The phrases one an item, and the programs after 'Програми:' split at their commas; languages are apart.
  skills: [
    'ведення бухгалтерського та податкового обліку',
    'складання фінансової звітності за НП(С)БО та МСФЗ',
    'бюджетування та фінансове моделювання',
    'знання Податкового кодексу України',
    '1С:Підприємство 8.3',
    'BAS Бухгалтерія',
    'M.E.Doc',
    'Клієнт-Банк',
    'MS Excel',
    'Power BI',
  ],
};

type Job = (typeof expected.jobs)[number];
type School = (typeof expected.schools)[number];
const [ukrprod, promarmatura, balans] = expected.jobs as [Job, Job, Job];
const [master, bachelor] = expected.schools as [School, School];

/** A4 with the Ukrainian Word margins: 2 cm top and bottom, 3 cm left, 1.5 cm right. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 1134, bottom: 1134, left: 1701, right: 851, header: 709, footer: 709 };
/** Where the school's name starts after its years: 2.5 cm. */
const YEARS = 1418;
const UK = { value: 'uk-UA' };
const TEAL = '1F5C63';

/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type R = string | IRunOptions | ExternalHyperlink;
const runs = (list: R[]): ParagraphChild[] =>
  list.map((r) => (r instanceof ExternalHyperlink ? r : new TextRun(typeof r === 'string' ? { text: r } : r)));
const p = (list: R[], after = 0, before = 0, keepNext = false) =>
  new Paragraph({ spacing: { before, after }, keepNext, children: runs(list) });
/** A bold 'Label:' and its value. */
const labelled = (label: string, value: R[], after = 40) => p([{ text: `${label}: `, bold: true }, ...value], after);

const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 240, after: 120 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: TEAL, space: 1 } },
    children: [new TextRun({ text, bold: true, size: sz(24), color: TEAL })],
  });

/** An item typed by hand: an en dash and a space at the start of an ordinary paragraph, no indent. */
const dash = (text: string, last = false) => p([`– ${text}`], last ? 120 : 20);

/** 'Обов’язки:' or 'Досягнення:' underlined, over its items. */
const under = (label: string) =>
  p([{ text: label, bold: true, underline: { type: UnderlineType.SINGLE } }], 20, 40, true);

/** A job: the dates in bold, the company in bold (the trade after it), the title, then the typed items. */
function job(dates: string, j: Job, trade: string, title: 'label' | 'line', duties: string, count = j.bullets.length) {
  return [
    p([{ text: dates, bold: true }], 20, 120, true),
    p([{ text: j.company, bold: true }, `, м. Київ${trade}`], 20, 0, true),
    title === 'label'
      ? p([{ text: 'Посада: ', bold: true }, j.title], 40, 0, true)
      : p([{ text: j.title, bold: true, italics: true }], 40, 0, true),
    under(duties),
    ...j.bullets.slice(0, count).map((b, i) => dash(b, i === count - 1)),
    ...(count < j.bullets.length
      ? [under('Досягнення:'), ...j.bullets.slice(count).map((b, i, all) => dash(b, i === all.length - 1))]
      : []),
  ];
}

/** A school: 'YYYY – YYYY<TAB>University' wrapping under itself, the degree on the next line at the same indent. */
const school = (s: School) => [
  new Paragraph({
    keepNext: true,
    spacing: { before: 60, after: 20 },
    indent: { left: YEARS, hanging: YEARS },
    tabStops: [{ type: TabStopType.LEFT, position: YEARS }],
    children: runs([{ text: `${s.start} – ${s.end}`, bold: true }, '\t', { text: s.school, bold: true }]),
  }),
  new Paragraph({ spacing: { after: 80 }, indent: { left: YEARS }, children: runs([s.degree ?? '']) }),
];

// A passport photo 3 × 4 cm pasted at the top right: head and shoulders in a dark jacket on a pale blue backdrop.
const portrait = png(150, 200, (x, y) => {
  const hair = ((x - 75) / 38) ** 2 + ((y - 78) / 50) ** 2 <= 1 && (y < 62 || Math.abs(x - 75) > 27);
  const head = ((x - 75) / 30) ** 2 + ((y - 84) / 40) ** 2 <= 1;
  const shoulders = y > 132 && ((x - 75) / 70) ** 2 + ((y - 212) / 78) ** 2 <= 1;
  const blouse = shoulders && Math.abs(x - 75) < 14 - (y - 132) / 12;
  if (head && !(hair && y < 62)) return [226, 190, 166];
  if (hair) return [92, 60, 40];
  if (blouse) return [240, 236, 230];
  if (shoulders) return [36, 44, 62];
  const shade = 226 - Math.round(y / 16);
  return [shade - 14, shade - 4, shade + 8];
});

const photo = () =>
  new ImageRun({
    type: 'png',
    data: portrait,
    transformation: { width: 113, height: 151 },
    floating: {
      horizontalPosition: { relative: HorizontalPositionRelativeFrom.MARGIN, align: HorizontalPositionAlign.RIGHT },
      verticalPosition: { relative: VerticalPositionRelativeFrom.PARAGRAPH, offset: 0 },
      wrap: { type: TextWrappingType.SQUARE, side: TextWrappingSide.LEFT },
      margins: { left: 114300 },
    },
  });

const skills = expected.skills;

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Олена',
    lastModifiedBy: 'Олена',
    title: 'Резюме Коваленко О.М.',
    styles: {
      default: {
        document: {
          run: { font: 'Arial', size: sz(22), language: UK },
          paragraph: { spacing: { after: 0, line: 252 } },
        },
      },
    },
    sections: [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 200 },
            children: [new TextRun({ text: 'РЕЗЮМЕ', bold: true, size: sz(28), characterSpacing: 60 })],
          }),
          new Paragraph({
            spacing: { after: 160 },
            children: [photo(), new TextRun({ text: expected.name, bold: true, size: sz(32) })],
          }),
          labelled('Дата народження', ['23.04.1995']),
          labelled('Телефон', [expected.phone!]),
          labelled('E-mail', [
            new ExternalHyperlink({
              link: `mailto:${expected.email}`,
              children: [new TextRun({ text: expected.email!, color: '0563C1', underline: {} })],
            }),
          ]),
          labelled('Адреса', [expected.location!]),
          labelled('Сімейний стан', ['заміжня'], 0),
          // Empty lines typed to get under the photo before the first heading.
          p([''], 0),
          p([''], 0),
          heading('МЕТА'),
          p(
            [
              'Отримання посади фінансового аналітика або головного бухгалтера в компанії, що розвивається. ' +
                'Бажаний рівень заробітної плати – від 45 000 грн.',
            ],
            0,
          ),
          heading('ДОСВІД РОБОТИ'),
          ...job('09.2021 – дотепер', ukrprod, ' (оптова торгівля продуктами харчування)', 'label', 'Обов’язки:', 5),
          ...job(
            'березень 2018 – серпень 2021',
            promarmatura,
            ' (виробництво трубопровідної арматури)',
            'line',
            'Обов’язки:',
          ),
          ...job('червень 2016 – лютий 2018', balans, '', 'label', "Обов'язки:"),
          heading('ОСВІТА'),
          ...school(master),
          ...school(bachelor),
          p(
            [
              { text: 'Сертифікати: ', bold: true },
              'ACCA DipIFR (2020); «Бухгалтерський облік у 1С:Підприємство 8.3», навчальний центр «Профі-Облік» (2017).',
            ],
            0,
            80,
          ),
          heading('ПРОФЕСІЙНІ НАВИЧКИ'),
          dash(`${skills[0]};`),
          dash(`${skills[1]};`),
          dash(`${skills[2]};`),
          dash(`${skills[3]};`),
          p([`– `, { text: 'Програми: ', bold: true }, `${skills.slice(4).join(', ')}.`], 0),
          heading('ЗНАННЯ МОВ'),
          p(['Українська – рідна'], 20),
          p(['Англійська – B2 (Upper-Intermediate)'], 20),
          p(['Польська – A2 (базовий рівень)'], 0),
          heading('ОСОБИСТІ ЯКОСТІ'),
          p([
            'Відповідальність, уважність до деталей, аналітичне мислення, стресостійкість, ' +
              'уміння працювати з великими обсягами інформації та дотримуватися строків.',
          ]),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
