// A Russian резюме typed by its author in Word from a blank document (not a job site's export): A4 with the Russian
// Normal template's margins (3 cm left, 1.5 cm right, 2 cm top and bottom), Times New Roman 12 set in Liberation
// Serif, list items marked with an en dash ('–', the GOST habit) through a Word list. What it has:
// - the name as 'Фамилия Имя Отчество' large and bold at the top, then 'Желаемая должность:' with two titles split by
//   a slash (none of them a job's title) and 'Желаемый уровень дохода: от 220 000 руб.';
// - personal details as bold 'Label:' lines in the left cell of a borderless table, a passport photo in the right
//   one: 'Дата рождения: 17.03.1989 (37 лет)' (a whole date, no job's), 'Город: Москва', 'Телефон: +7 (915) 555-27-41
//   (WhatsApp, Telegram)' (the messengers after the number), 'E-mail:' a blue link, 'Семейное положение: женат, двое
//   детей', 'Готовность к командировкам: готов';
// - headings in bold, dark blue, sentence case, over a rule: 'Опыт работы', 'Образование', 'Курсы и повышение
//   квалификации', 'Профессиональные навыки', 'Дополнительная информация';
// - the jobs as a borderless two-column date table: the newest typed later than the rest, 'Сентябрь 2019 — настоящее
//   время' (em dash) wrapping in the narrow column over three lines ('Сентябрь 2019' / '— настоящее' / 'время'),
//   the older ones '03.2016 – 08.2019' (en dash from autocorrect) over two; on the right 'АО «…», г. Москва' in bold (the legal form before
//   the name in guillemets, the town after 'г.'), an old employer under its former legal form ('ОАО «…»'),
//   '**Должность:** title', '**Обязанности:**' and '**Достижения:**' each over dash items that start in lower case
//   and end with ';' (the last with '.'); the oldest job has no achievements;
// - Образование as paragraphs, no table: the university's full name in bold ('Московский государственный технический
//   университет им. Н. Э. Баумана'), 'Факультет «…», специальность «…»', 'Окончание: 2012, диплом с отличием';
//   then a retraining diploma ('Профессиональная переподготовка по программе «Управление проектами»') at the Higher
//   School of Economics, 'Окончание: 2018';
// - courses as 'YYYY — «Course», provider' lines (not schools);
// - Профессиональные навыки as dash items: some phrases, some 'Label: list' ('3D-моделирование: …', 'Уверенный
//   пользователь ПК: …', '1С:PDM' with a Cyrillic 'С' as Russians type it);
// - Дополнительная информация: 'Иностранные языки: английский — B1 (чтение технической документации)',
//   'Водительские права категории B', 'Личные качества: …'.
import {
  AlignmentType,
  BorderStyle,
  ExternalHyperlink,
  ImageRun,
  Paragraph,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx';
import { png, wordDocument, wordVariant, NO_BORDERS, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'ru',
  name: 'Кузнецов Дмитрий Алексеевич',
  email: 'kuznetsov.da89@example.ru',
  // The number, without the messengers typed after it.
  phone: '+7 (915) 555-27-41',
  location: 'Москва',
  jobs: [
    {
      title: 'Ведущий инженер-конструктор',
      company: 'АО «Гидромаш-Инжиниринг»',
      start: '2019-09',
      end: 'present',
      bullets: [
        'проектирование гидравлических систем для дорожно-строительной техники;',
        'разработка и согласование технических заданий с заказчиками;',
        'руководство группой из 4 инженеров-конструкторов;',
        'авторский надзор при изготовлении и испытаниях опытных образцов.',
        'сократил срок выпуска комплекта КД на новое изделие с 9 до 6 месяцев;',
        'внедрил библиотеку стандартных элементов в КОМПАС-3D, что позволило снизить число ошибок в чертежах на 30%.',
      ],
    },
    {
      title: 'Инженер-конструктор 2 категории',
      company: 'ООО «ТехноПривод»',
      start: '2016-03',
      end: '2019-08',
      bullets: [
        '3D-моделирование узлов и деталей гидроприводов в SolidWorks;',
        'выпуск рабочей конструкторской документации по ЕСКД;',
        'прочностные расчёты в ANSYS Mechanical;',
        'сопровождение производства, работа с извещениями об изменениях.',
        'участвовал в разработке насосной станции НС-250, которая серийно выпускается с 2018 года.',
      ],
    },
    {
      title: 'Инженер-конструктор 3 категории',
      company: 'ОАО «Гидроагрегат-М»',
      start: '2012-07',
      end: '2016-02',
      bullets: [
        'разработка чертежей деталей и сборочных единиц;',
        'оформление спецификаций и ведомостей покупных изделий;',
        'участие в стендовых испытаниях опытных образцов.',
      ],
    },
  ],
  schools: [
    {
      school: 'Московский государственный технический университет им. Н. Э. Баумана',
      degree: 'Факультет «Энергомашиностроение», специальность «Гидромашины, гидроприводы и гидропневмоавтоматика»',
      end: '2012',
    },
    {
      school: 'Национальный исследовательский университет «Высшая школа экономики»',
      degree: 'Профессиональная переподготовка по программе «Управление проектами»',
      end: '2018',
    },
  ],
  // The phrases one an item, and the lists after 'Label:' split at their commas; languages are apart.
  skills: [
    'Проектирование гидравлических и пневматических систем',
    'Разработка конструкторской документации по ЕСКД',
    'Прочностные расчёты в ANSYS Mechanical',
    'КОМПАС-3D',
    'SolidWorks',
    'Siemens NX',
    'MS Office',
    'AutoCAD',
    '1С:PDM',
  ],
};

type Job = (typeof expected.jobs)[number];
type School = (typeof expected.schools)[number];
const [gidromash, tehnoprivod, gidroagregat] = expected.jobs as [Job, Job, Job];
const [bauman, hse] = expected.schools as [School, School];

/** A4 with Russian Word's default margins: 2 cm top and bottom, 3 cm left, 1.5 cm right. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 1134, bottom: 1134, left: 1701, right: 851, header: 709, footer: 709 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
/** The date column of the job table, 3.5 cm. */
const DATES = 1985;
const PHOTO = 2000;

/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type R = string | { text: string; bold?: boolean; italics?: boolean } | ExternalHyperlink;
const runs = (list: R[]) => list.map((r) => (r instanceof ExternalHyperlink ? r : new TextRun(r)));
const p = (list: R[], after = 0, before = 0, keepNext = false) =>
  new Paragraph({ spacing: { before, after }, keepNext, children: runs(list) });
/** A bold 'Label:' and its value. */
const labelled = (label: string, value: R[], after = 0) => p([{ text: `${label}: `, bold: true }, ...value], after);

const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 280, after: 140 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: '1F3864', space: 1 } },
    children: [new TextRun({ text, bold: true, size: sz(28), color: '1F3864' })],
  });

/** A Word list item (the dash list); `left` the indent it was dragged to. */
const item = (text: string, last = false, left = 567) =>
  new Paragraph({
    numbering: { reference: 'bullets', level: 0 },
    indent: { left, hanging: 284 },
    spacing: { after: last ? 120 : 0 },
    children: [new TextRun(text)],
  });

const cell = (width: number, children: Paragraph[], align: (typeof VerticalAlign)[keyof typeof VerticalAlign]) =>
  new TableCell({ borders: NO_BORDERS, width: { size: width, type: WidthType.DXA }, verticalAlign: align, children });

/** A job: the dates left; company and town in bold, 'Должность:', then the duties and achievements as dash items. */
const job = (dates: string, j: Job, town: string, duties: number) =>
  new TableRow({
    children: [
      cell(DATES, [p([dates])], VerticalAlign.TOP),
      cell(
        WIDTH - DATES,
        [
          p([{ text: `${j.company}, ${town}`, bold: true }], 40),
          labelled('Должность', [j.title], 40),
          p([{ text: 'Обязанности:', bold: true }], 0, 0, true),
          ...j.bullets.slice(0, duties).map((b, i) => item(b, i === duties - 1 && duties === j.bullets.length)),
          ...(duties < j.bullets.length
            ? [
                p([{ text: 'Достижения:', bold: true }], 0, 0, true),
                ...j.bullets.slice(duties).map((b, i, all) => item(b, i === all.length - 1)),
              ]
            : []),
        ],
        VerticalAlign.TOP,
      ),
    ],
  });

/** A school as three paragraphs: the name in bold, the faculty or programme, 'Окончание: YYYY'. */
const school = (s: School, note: string) => [
  p([{ text: s.school ?? '', bold: true }], 0, 0, true),
  p([s.degree ?? ''], 0, 0, true),
  p([`Окончание: ${s.end}${note}`], 160),
];

// A passport photo placeholder 3 × 4 cm: a grey backdrop, head and shoulders.
const portrait = png(150, 200, (x, y) => {
  const head = ((x - 75) / 32) ** 2 + ((y - 80) / 42) ** 2 <= 1;
  const shoulders = y > 130 && ((x - 75) / 72) ** 2 + ((y - 210) / 76) ** 2 <= 1;
  if (head) return [220, 186, 160];
  if (shoulders) return [40, 48, 66];
  const shade = 214 - Math.round(y / 14);
  return [shade, shade + 2, shade + 6];
});

const skills = expected.skills;

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          new Paragraph({
            spacing: { after: 120 },
            children: [new TextRun({ text: expected.name, bold: true, size: sz(40) })],
          }),
          labelled('Желаемая должность', ['Ведущий инженер-конструктор / руководитель конструкторской группы']),
          labelled('Желаемый уровень дохода', ['от 220 000 руб.'], 160),
          new Table({
            width: { size: WIDTH, type: WidthType.DXA },
            borders: TableBorders.NONE,
            columnWidths: [WIDTH - PHOTO, PHOTO],
            rows: [
              new TableRow({
                children: [
                  cell(
                    WIDTH - PHOTO,
                    [
                      labelled('Дата рождения', ['17.03.1989 (37 лет)'], 40),
                      labelled('Город', [expected.location!], 40),
                      labelled('Телефон', [`${expected.phone} (WhatsApp, Telegram)`], 40),
                      labelled(
                        'E-mail',
                        [
                          new ExternalHyperlink({
                            link: `mailto:${expected.email}`,
                            children: [new TextRun({ text: expected.email!, color: '0563C1', underline: {} })],
                          }),
                        ],
                        40,
                      ),
                      labelled('Семейное положение', ['женат, двое детей'], 40),
                      labelled('Готовность к командировкам', ['готов'], 40),
                    ],
                    VerticalAlign.TOP,
                  ),
                  cell(
                    PHOTO,
                    [
                      new Paragraph({
                        alignment: AlignmentType.RIGHT,
                        children: [
                          new ImageRun({ type: 'png', data: portrait, transformation: { width: 113, height: 151 } }),
                        ],
                      }),
                    ],
                    VerticalAlign.TOP,
                  ),
                ],
              }),
            ],
          }),
          heading('Опыт работы'),
          new Table({
            width: { size: WIDTH, type: WidthType.DXA },
            borders: TableBorders.NONE,
            columnWidths: [DATES, WIDTH - DATES],
            rows: [
              job('Сентябрь 2019 — настоящее время', gidromash, 'г. Москва', 4),
              job('03.2016 – 08.2019', tehnoprivod, 'г. Королёв', 4),
              job('07.2012 – 02.2016', gidroagregat, 'г. Москва', 3),
            ],
          }),
          heading('Образование'),
          ...school(bauman, ', диплом с отличием'),
          ...school(hse, ''),
          heading('Курсы и повышение квалификации'),
          p(['2021 — «Гидравлические системы мобильной техники», учебный центр «Гидросервис», г. Москва'], 60),
          p(['2019 — «ANSYS Mechanical: расчёт на прочность и устойчивость», ООО «КАД-Эксперт»'], 60),
          p(['2015 — «Нормоконтроль конструкторской документации по ЕСКД», 72 ч.'], 60),
          heading('Профессиональные навыки'),
          item(`${skills[0]};`),
          item(`${skills[1]};`),
          item(`${skills[2]};`),
          item(`3D-моделирование: ${skills.slice(3, 6).join(', ')};`),
          item(`Уверенный пользователь ПК: ${skills.slice(6).join(', ')}.`, true),
          heading('Дополнительная информация'),
          labelled('Иностранные языки', ['английский — B1 (чтение технической документации)'], 60),
          p(['Водительские права категории B, личный автомобиль.'], 60),
          labelled('Личные качества', [
            'ответственность, аналитический склад ума, умение работать в команде, стрессоустойчивость, ' +
              'нацеленность на результат.',
          ]),
        ],
      },
    ],
    'Times New Roman',
    24,
    { text: '–' },
  );
