// A Russian резюме as the biggest Russian job site lets a candidate download it as a Word document (.docx), then
// opened by the candidate in Word, lightly edited and saved as PDF (here LibreOffice's PDF). A4, the export's margins
// (1.5 cm top and bottom, 2 cm left, 1.5 cm right), Arial 10 set in Liberation Sans; two pages. What it has:
// - the export's head: the name 'Фамилия Имя Отчество' large at the top, then 'Мужчина, 34 года, родился 12 мая 1990'
//   in grey (a whole date that is nobody's job), the phone row '+7 (916) 555-12-34 — предпочитаемый способ связи'
//   (the note after an em dash on the number's line), the e-mail row, then a 'Telegram: @…' row the candidate typed
//   in Word afterwards in Word's Calibri 11 (set in Noto Sans by LibreOffice), 'Проживает: Санкт-Петербург,
//   м. Выборгская' (the city with a metro station after it), 'Гражданство: Россия', 'Не готов к переезду, готов к
//   командировкам';
// - section headings in grey over a thin grey rule, as the export writes them: 'Желаемая должность и зарплата',
//   'Опыт работы — 10 лет 4 месяца' (the total time in the heading), 'Образование', 'Повышение квалификации, курсы',
//   'Ключевые навыки', 'Опыт вождения', 'Дополнительная информация';
// - the wanted job as a two-cell borderless table: the wanted title in bold ('Ведущий Java-разработчик, Team Lead',
//   no job's title), 'Специализации:' over '— Программист, разработчик' and '— Руководитель группы разработки' (em
//   dash lines that are no list), 'Занятость: полная занятость', 'График работы: полный день, удаленная работа',
//   'Желательное время в пути до работы: не имеет значения'; the salary flush right in the other cell ('350 000 ₽ на
//   руки', a no-break space in the thousands);
// - each job a row of one borderless two-column table (rows may split across the page: the third job's row starts
//   on page 1 and its last item goes on at the top of page 2, its left cell empty there; in the rewrapped copy the
//   break comes after its city, the duration and title on page 2): the left cell 'Март 2019 — настоящее
//   время' wrapping in the narrow column, the duration under it in grey ('5 лет 9 месяцев', '2 года 7 месяцев',
//   '1 год 6 месяцев', '6 месяцев'); the right cell the company in bold ('ООО «…»', 'АО «…»'), 'Санкт-Петербург,
//   site' in grey (one job has no site: the city alone), for the first two jobs the industry in grey and under it a
//   sub-industry line written by the site with '• ' (an industry, not an item), then the title in bold, then the
//   description as the candidate typed it into the site's text box, each line a paragraph of its own:
//   - the first job: a sentence about the team with no mark (not an item), then four items typed '• ' with a plain
//     space (no hanging indent: wrapped lines go back to the cell's edge) ending in ';' and '.', one with a figure
//     the candidate set in bold in Word ('**на 40%**', the item split into three runs);
//   - the second job: four plain lines with no marks at all, each an item;
//   - the third job: 'Обязанности:' over '- ' lines starting in lower case and ending in ';';
//   - the fourth (an internship, 'Стажёр-программист'): one line, one item;
// - Образование: 'Высшее образование' in bold, then a two-cell row: '2013' | the university in bold over
//   'Факультет …, speciality' (the degree as the site writes it: faculty and speciality, no degree's name);
// - 'Повышение квалификации, курсы' in the same rows: year | course in bold over 'Provider, subject' (not schools);
// - Ключевые навыки as two rows: 'Знание языков' | 'Русский — Родной' and 'Английский — B2 — Средне-продвинутый' one
//   a line (spoken languages, not skills); 'Навыки' | the tags in one paragraph, each a run with a light grey
//   background and a thin border (a box), split by two ordinary spaces, so tags with a space inside ('Spring Boot',
//   'Микросервисная архитектура') may break over lines;
// - 'Опыт вождения': 'Имеется собственный автомобиль', 'Права категории B';
// - 'Дополнительная информация' as one more row: 'Обо мне' | a paragraph naming a year ('С 2020 года');
// - the export's footer line on both pages, small and grey: 'Соколов Андрей  •  Резюме обновлено 26 ноября 2024 в
//   11:37' (the name without the patronymic, a date that is nobody's job), with a page number the candidate added
//   in Word (Insert > Page Number) on a right tab stop.
import {
  AlignmentType,
  BorderStyle,
  Footer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
  type IRunOptions,
} from 'docx';
import { NO_BORDERS, wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'ru',
  name: 'Соколов Андрей Викторович',
  email: 'a.sokolov.dev@example.com',
  phone: '+7 (916) 555-12-34',
  // The city, without the metro station after it.
  location: 'Санкт-Петербург',
  jobs: [
    {
      title: 'Ведущий Java-разработчик (Team Lead)',
      company: 'ООО «Балтийские платёжные решения»',
      start: '2019-03',
      end: 'present',
      // The sentence about the team before the items is not one.
      bullets: [
        'Перевёл платёжный шлюз с монолита на микросервисную архитектуру (14 сервисов на Spring Boot), релизы выходят каждый день вместо раза в две недели;',
        'Внедрил обязательное code review и trunk-based development, число инцидентов в продакшене снизилось на 40%;',
        'Организовал переход с RabbitMQ на Apache Kafka, пропускная способность выросла до 3 000 транзакций в секунду;',
        'Провожу технические собеседования и онбординг, вырастил двух разработчиков с middle до senior.',
      ],
    },
    {
      title: 'Java-разработчик',
      company: 'АО «НеваТелекомСофт»',
      start: '2016-08',
      end: '2019-02',
      bullets: [
        'Разработка и поддержка биллинговой системы для операторов связи (Java 8, Spring, Oracle)',
        'Оптимизировал расчёт ежемесячных счетов: закрытие периода сократилось с 20 до 6 часов',
        'Написал сервис выгрузки отчётности в личный кабинет абонента',
        'Вместе с QA подняли покрытие кода автотестами с 35% до 80%',
      ],
    },
    {
      title: 'Младший Java-разработчик',
      company: 'ООО «Лаборатория ИнфоСофт»',
      start: '2015-02',
      end: '2016-07',
      bullets: [
        'поддержка и доработка CRM-системы для страховой компании;',
        'исправление ошибок, написание unit-тестов на JUnit;',
        'участие в миграции базы данных с MS SQL Server на PostgreSQL.',
      ],
    },
    {
      title: 'Стажёр-программист',
      company: 'ООО «ДатаПоинт»',
      start: '2013-08',
      end: '2014-01',
      bullets: ['Разработка внутренних утилит на Java и SQL-отчётов для отдела продаж.'],
    },
  ],
  schools: [
    {
      school: 'Санкт-Петербургский государственный электротехнический университет «ЛЭТИ» им. В.И. Ульянова (Ленина)',
      degree: 'Факультет компьютерных технологий и информатики, Программная инженерия',
      end: '2013',
    },
  ],
  // The tags of 'Навыки'; the languages of 'Знание языков' are apart.
  skills: [
    'Java',
    'Spring Boot',
    'Spring Framework',
    'Hibernate',
    'PostgreSQL',
    'Apache Kafka',
    'Микросервисная архитектура',
    'REST',
    'Docker',
    'Kubernetes',
    'Git',
    'Linux',
    'SQL',
    'Code Review',
    'Управление командой',
  ],
};

type Job = (typeof expected.jobs)[number];
const [balt, neva, infosoft, datapoint] = expected.jobs as [Job, Job, Job, Job];
const [leti] = expected.schools as [(typeof expected.schools)[number]];

/** A4 with the export's margins: 1.5 cm top and bottom, 2 cm left, 1.5 cm right. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 851, bottom: 851, left: 1134, right: 851, header: 567, footer: 425 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
/** The left column of the export's tables, 4.2 cm. */
const LEFT = 2381;
const GREY = '7F7F7F';

/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type R = string | IRunOptions;
const p = (list: R | R[], after = 0, extra: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {}) =>
  new Paragraph({
    spacing: { after },
    ...extra,
    children: (Array.isArray(list) ? list : [list]).map((r) => new TextRun(typeof r === 'string' ? { text: r } : r)),
  });
const grey = (text: string): IRunOptions => ({ text, color: GREY });
const bold = (text: string, size?: number): IRunOptions => ({ text, bold: true, ...(size ? { size: sz(size) } : {}) });

/** The export's section heading: grey, a little larger, over a thin grey rule. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 300, after: 120 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: 'BFBFBF', space: 2 } },
    children: [new TextRun({ text, size: sz(24), color: GREY })],
  });

const cell = (width: number, children: Paragraph[]) =>
  new TableCell({
    borders: NO_BORDERS,
    width: { size: width, type: WidthType.DXA },
    verticalAlign: VerticalAlign.TOP,
    margins: { left: 0, right: 170, bottom: 200 },
    children,
  });

/** One of the export's borderless two-column tables: a narrow left cell and a wide right one, a row each. */
const rows = (list: Array<[Paragraph[], Paragraph[]]>) =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    borders: TableBorders.NONE,
    columnWidths: [LEFT, WIDTH - LEFT],
    rows: list.map(([left, right]) => new TableRow({ children: [cell(LEFT, left), cell(WIDTH - LEFT, right)] })),
  });

/** A job's row: dates and duration left; company, place, industry, title and the description as typed right. */
const job = (
  dates: string,
  duration: string,
  j: Job,
  place: string,
  industry: R[][],
  description: Paragraph[],
): [Paragraph[], Paragraph[]] => [
  [p(dates, 20), p(grey(duration))],
  [
    p(bold(j.company), 20),
    p(grey(place), 20),
    ...industry.map((line) => p(line, 20)),
    p(bold(j.title), 60, { spacing: { before: 60, after: 60 } }),
    ...description,
  ],
];

/** A line of a description as typed into the site's text box (its mark, if any, typed with it). */
const line = (text: R | R[]) => p(text, 20);

/** The 'Навыки' tags: each a run on a light grey ground in a thin box, two ordinary spaces between them. */
const tags = (list: readonly string[]) =>
  new Paragraph({
    spacing: { line: 340 },
    children: list.flatMap((t, i) => [
      ...(i ? [new TextRun({ text: '  ' })] : []),
      new TextRun({
        text: t,
        shading: { type: ShadingType.CLEAR, fill: 'EEEEEE', color: 'auto' },
        border: { style: BorderStyle.SINGLE, size: 4, color: 'D0D0D0', space: 1 },
      }),
    ]),
  });

const footer = new Footer({
  children: [
    new Paragraph({
      tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
      children: [
        new TextRun({ text: 'Соколов Андрей  •  Резюме обновлено 26 ноября 2024 в 11:37', size: sz(16), color: GREY }),
        new TextRun({ text: '\t', size: sz(16) }),
        new TextRun({ children: [PageNumber.CURRENT], size: sz(16), color: GREY }),
      ],
    }),
  ],
});

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        footers: { default: footer },
        children: [
          p({ text: expected.name, size: sz(36) }, 60),
          p(grey('Мужчина, 34 года, родился 12 мая 1990'), 200),
          p(`${expected.phone} — предпочитаемый способ связи`, 40),
          p(expected.email!, 40),
          // Typed by the candidate in Word after the export, in Word's own default font.
          p({ text: 'Telegram: @a_sokolov_dev', font: 'Calibri', size: sz(22) }, 40),
          p('Проживает: Санкт-Петербург, м. Выборгская', 40),
          p('Гражданство: Россия', 40),
          p('Не готов к переезду, готов к командировкам', 0),

          heading('Желаемая должность и зарплата'),
          new Table({
            width: { size: WIDTH, type: WidthType.DXA },
            borders: TableBorders.NONE,
            columnWidths: [WIDTH - 2800, 2800],
            rows: [
              new TableRow({
                children: [
                  cell(WIDTH - 2800, [
                    p(bold('Ведущий Java-разработчик, Team Lead', 24), 80),
                    p('Специализации:', 20),
                    p('—  Программист, разработчик', 20),
                    p('—  Руководитель группы разработки', 80),
                    p('Занятость: полная занятость', 20),
                    p('График работы: полный день, удаленная работа', 20),
                    p('Желательное время в пути до работы: не имеет значения'),
                  ]),
                  new TableCell({
                    borders: NO_BORDERS,
                    width: { size: 2800, type: WidthType.DXA },
                    children: [p(bold('350\u00a0000 ₽ на руки', 24), 0, { alignment: AlignmentType.RIGHT })],
                  }),
                ],
              }),
            ],
          }),

          heading('Опыт работы — 10 лет 4 месяца'),
          rows([
            job(
              'Март 2019 — настоящее время',
              '5 лет 9 месяцев',
              balt,
              'Санкт-Петербург, baltpay.example.ru',
              [[grey('Финансовый сектор')], [grey('• Платежные системы')]],
              [
                line('Руковожу командой платёжного шлюза из 8 человек (5 backend, 2 QA, 1 DevOps).'),
                line(`• ${balt.bullets[0]}`),
                line([
                  '• Внедрил обязательное code review и trunk-based development, число инцидентов в продакшене снизилось ',
                  bold('на 40%'),
                  ';',
                ]),
                line(`• ${balt.bullets[2]}`),
                line(`• ${balt.bullets[3]}`),
              ],
            ),
            job(
              'Август 2016 — Февраль 2019',
              '2 года 7 месяцев',
              neva,
              'Санкт-Петербург, nevatelecomsoft.example.ru',
              [
                [grey('Информационные технологии, системная интеграция, интернет')],
                [grey('• Разработка программного обеспечения')],
              ],
              neva.bullets.map((b) => line(b)),
            ),
            job(
              'Февраль 2015 — Июль 2016',
              '1 год 6 месяцев',
              infosoft,
              'Санкт-Петербург',
              [],
              [line('Обязанности:'), ...infosoft.bullets.map((b) => line(`- ${b}`))],
            ),
            job(
              'Август 2013 — Январь 2014',
              '6 месяцев',
              datapoint,
              'Санкт-Петербург, datapoint.example.ru',
              [],
              datapoint.bullets.map((b) => line(b)),
            ),
          ]),

          heading('Образование'),
          p(bold('Высшее образование'), 120),
          rows([[[p('2013')], [p(bold(leti.school), 20), p(leti.degree!)]]]),

          heading('Повышение квалификации, курсы'),
          rows([
            [[p('2021')], [p(bold('Kubernetes для разработчиков'), 20), p('Слёрм, DevOps')]],
            [[p('2019')], [p(bold('Архитектор программного обеспечения'), 20), p('OTUS, Разработка ПО')]],
            [[p('2016')], [p(bold('Java EE: разработка корпоративных приложений'), 20), p('Luxoft Training, Java')]],
          ]),

          heading('Ключевые навыки'),
          rows([
            [[p('Знание языков')], [p('Русский — Родной', 20), p('Английский — B2 — Средне-продвинутый')]],
            [[p('Навыки')], [tags(expected.skills)]],
          ]),

          heading('Опыт вождения'),
          p('Имеется собственный автомобиль', 20),
          p('Права категории B'),

          heading('Дополнительная информация'),
          rows([
            [
              [p('Обо мне')],
              [
                p(
                  'Backend-разработчик с опытом более 10 лет, последние пять лет руковожу командой. Люблю доводить ' +
                    'сервисы до стабильной работы под нагрузкой и выстраивать понятные процессы разработки. ' +
                    'С 2020 года выступаю с докладами на митапах Java-сообщества Санкт-Петербурга, ' +
                    'веду внутренние курсы по Spring для стажёров. Ищу команду с сильной инженерной культурой.',
                ),
              ],
            ],
          ]),
        ],
      },
    ],
    'Arial',
    20,
  );
