// A Polish CV typed in Word by a logistics specialist from Wrocław (with an HR job behind her), the way the guides of
// Polish job boards tell you to: A4 with 2 cm margins, Calibri 11 (no Calibri on the build machine: LibreOffice sets
// it in its fallback, Noto Sans, wider, so the lines break earlier than in Word), Word's default list mark (U+F0B7 in
// Symbol), LibreOffice PDF, two pages. What is in it:
// - the name large and bold at the left ('Joanna Kaczmarek-Sołtys', a double surname with a hyphen), no
//   'Curriculum vitae'; a photo placeholder (a grey silhouette PNG, 3 × 4 cm) floating at the top right of the margin,
//   anchored to the name's paragraph with square wrapping, so the contact lines run beside it;
// - headings in dark blue bold capitals over a blue rule (DANE OSOBOWE, DOŚWIADCZENIE ZAWODOWE, WYKSZTAŁCENIE,
//   UMIEJĘTNOŚCI, JĘZYKI OBCE, KURSY I SZKOLENIA, ZAINTERESOWANIA);
// - DANE OSOBOWE as 'Label: value' lines with the label in bold: 'Telefon: +48 601 234 567', 'E-mail: …',
//   'Adres: ul. Legnicka 48/12, 54-202 Wrocław' (flat after a slash, postcode NN-NNN), 'Data urodzenia: 17.08.1991'
//   (a whole date that is no job's), all beside the photo;
// - jobs, schools and courses in borderless two-column tables (rows free to break across pages, as Word's default
//   is: page 1 ends inside the licencjat's row, in the rewrapped copy inside the magister's), the left cell (4 cm)
//   the dates ('03.2020 – obecnie', '10.2016 – 02.2020', month.year with Word's autocorrected en dash), the right
//   cell the title in bold
//   ('Specjalista ds. Logistyki', the words of a position capitalised as Polish job ads do), then
//   'Company Sp. z o.o., City' (the legal form's abbreviation with dots before the comma and the city; 'Bielany
//   Wrocławskie', a town whose name holds 'Wrocław'), then the items: Word's list marks for the two recent jobs, the
//   oldest (an HR assistant's job, the title in the feminine 'Asystentka') pasted from an old CV with '– ' typed by
//   hand in lower case, one wrapping back under its dash; items with numbers and years that are no dates of a job
//   ('o 12% w 2022 r.', 'w latach 2017–2018', '(ok. 120 zleceń tygodniowo)');
// - WYKSZTAŁCENIE in the same table: 'Uniwersytet Ekonomiczny we Wrocławiu' in bold over 'Kierunek: Logistyka,
//   specjalność: …' over 'Stopień: magister' (field, specialisation and degree each after a label, the degree last),
//   a licencjat from 'Politechnika Wrocławska, Wydział Informatyki i Zarządzania' the same way;
// - UMIEJĘTNOŚCI as Word list items two to a row of a borderless table, 'prawo jazdy kat. B' (a licence, not a skill)
//   among them, 'MS Excel (tabele przestawne, VBA)' with a comma inside the parentheses, 'znajomość Incoterms 2020';
// - JĘZYKI OBCE as list items ('angielski – zaawansowany (C1)');
// - KURSY I SZKOLENIA dated in the left column too ('05.2022', '11.2019', a course is no job), names in „…” quotes;
// - the RODO consent clause in 7.5 pt grey justified type in the page's footer, so it is at the foot of BOTH pages
//   (under page 1's last line too, between a school's lines for a reader in order): 'Wyrażam zgodę na przetwarzanie
//   moich danych osobowych … (UE) 2016/679 z dnia 27 kwietnia 2016 r. … dyrektywy 95/46/WE …', with its dates and
//   numbers that are not jobs.
import {
  BorderStyle,
  Footer,
  HorizontalPositionAlign,
  HorizontalPositionRelativeFrom,
  ImageRun,
  AlignmentType,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  TextWrappingSide,
  TextWrappingType,
  VerticalPositionRelativeFrom,
  WidthType,
  type IRunOptions,
} from 'docx';
import { png, wordDocument, wordVariant, NO_BORDERS, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'pl',
  name: 'Joanna Kaczmarek-Sołtys',
  email: 'joanna.kaczmarek.soltys@example.com',
  phone: '+48 601 234 567',
  // The address as written after 'Adres:'.
  location: 'ul. Legnicka 48/12, 54-202 Wrocław',
  jobs: [
    {
      title: 'Specjalista ds. Logistyki',
      company: 'Odra Logistics Polska Sp. z o.o.',
      start: '2020-03',
      end: 'present',
      bullets: [
        'Planowanie i koordynacja transportu krajowego i międzynarodowego (ok. 120 zleceń tygodniowo)',
        'Współpraca z przewoźnikami i spedytorami, negocjowanie stawek frachtowych',
        'Prowadzenie gospodarki magazynowej w systemie SAP MM (przyjęcia, wydania, przesunięcia międzymagazynowe)',
        'Przygotowywanie raportów KPI w MS Excel i Power BI dla dyrektora operacyjnego',
        'Obniżenie kosztów transportu o 12% w 2022 r. dzięki optymalizacji tras i konsolidacji ładunków',
      ],
    },
    {
      title: 'Młodszy Specjalista ds. Zaopatrzenia',
      company: 'Elmetal Kobierzyce Sp. z o.o.',
      start: '2016-10',
      end: '2020-02',
      bullets: [
        'Obsługa zamówień do dostawców krajowych i zagranicznych (Niemcy, Czechy)',
        'Kontrola terminowości dostaw i poziomu zapasów',
        'Rozpatrywanie reklamacji ilościowych i jakościowych',
        'Udział we wdrożeniu modułu SAP MM w latach 2017–2018',
      ],
    },
    {
      title: 'Asystentka w Dziale Kadr',
      company: 'ProPraca Agencja Pracy Tymczasowej Sp. z o.o.',
      start: '2015-07',
      end: '2016-09',
      bullets: [
        'rekrutacja pracowników magazynowych dla klientów z branży logistycznej w Bielanach Wrocławskich i okolicach',
        'prowadzenie dokumentacji kadrowej i ewidencji czasu pracy',
        'organizacja szkoleń wstępnych BHP',
      ],
    },
  ],
  schools: [
    {
      school: 'Uniwersytet Ekonomiczny we Wrocławiu',
      // The field before the degree, as the lines are written; the specialisation within the field left aside.
      degree: 'Logistyka, magister',
      start: '2014-10',
      end: '2016-06',
    },
    {
      school: 'Politechnika Wrocławska, Wydział Informatyki i Zarządzania',
      degree: 'Zarządzanie, licencjat',
      start: '2011-10',
      end: '2014-06',
    },
  ],
  // The Umiejętności items but the driving licence.
  skills: [
    'SAP MM',
    'MS Excel (tabele przestawne, VBA)',
    'Power BI',
    'WMS Manhattan SCALE',
    'znajomość Incoterms 2020',
  ],
};

type Job = (typeof expected.jobs)[number];
type School = (typeof expected.schools)[number];
const [odra, elmetal, propraca] = expected.jobs as [Job, Job, Job];
const [uew, pwr] = expected.schools as [School, School];

/** A4 with 2 cm margins; the footer, with the clause, 0.8 cm from the paper's edge. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 1134, bottom: 1134, left: 1134, right: 1134, header: 567, footer: 454 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
/** The dates' column, 4 cm. */
const LEFT = 2268;
const BLUE = '1F3864';

/** A size typed in the document, scaled with the rest for the rewrapped copy. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

// The template's photo placeholder: a grey head and shoulders on a pale grey ground, 3 × 4 cm.
const silhouette = png(120, 160, (x, y) => {
  const head = ((x - 60) / 27) ** 2 + ((y - 62) / 34) ** 2 <= 1;
  const shoulders = y > 104 && ((x - 60) / 58) ** 2 + ((y - 172) / 64) ** 2 <= 1;
  if (head || shoulders) return [168, 172, 178];
  return [226, 228, 232];
});

const photo = () =>
  new ImageRun({
    type: 'png',
    data: silhouette,
    transformation: { width: 113, height: 151 },
    floating: {
      horizontalPosition: { relative: HorizontalPositionRelativeFrom.MARGIN, align: HorizontalPositionAlign.RIGHT },
      verticalPosition: { relative: VerticalPositionRelativeFrom.PARAGRAPH, offset: 0 },
      wrap: { type: TextWrappingType.SQUARE, side: TextWrappingSide.LEFT },
      margins: { left: 114300 },
    },
  });

type R = string | IRunOptions;
const runs = (list: R | R[]) => (Array.isArray(list) ? list : [list]).map((r) => new TextRun(r));
const p = (list: R | R[], after = 0) => new Paragraph({ spacing: { after }, children: runs(list) });

const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 240, after: 100 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: BLUE, space: 1 } },
    children: [new TextRun({ text, bold: true, color: BLUE, size: sz(24) })],
  });

/** Word's list item (the kit's 'bullets' list, Symbol's U+F0B7). */
const item = (text: string, after = 0) =>
  new Paragraph({ numbering: { reference: 'bullets', level: 0 }, spacing: { after }, children: runs(text) });

/** A line typed '– ' by hand in an ordinary paragraph: a long one wraps back under the dash. */
const dashed = (text: string, after = 0) => p(`– ${text}`, after);

const cell = (width: number, children: Paragraph[]) =>
  new TableCell({ borders: NO_BORDERS, width: { size: width, type: WidthType.DXA }, children });
const row = (left: string, right: Paragraph[]) =>
  new TableRow({ children: [cell(LEFT, [p(left)]), cell(WIDTH - LEFT, right)] });
const table = (rows: TableRow[]) =>
  new Table({ width: { size: WIDTH, type: WidthType.DXA }, columnWidths: [LEFT, WIDTH - LEFT], rows });

const job = (dates: string, j: Job, city: string, typed = false) =>
  row(dates, [
    p({ text: j.title, bold: true }),
    p(`${j.company}, ${city}`, 40),
    ...j.bullets.map((b, i) => {
      const after = i === j.bullets.length - 1 ? 160 : 0;
      return typed ? dashed(b, after) : item(b, after);
    }),
  ]);

const school = (dates: string, s: School, lines: string[], last = false) =>
  row(dates, [
    p({ text: s.school, bold: true }),
    ...lines.map((l, i) => p(l, i === lines.length - 1 && !last ? 140 : 0)),
  ]);

const course = (date: string, text: string) => row(date, [p(text, 80)]);

/** The skills as list items two to a row of a borderless table. */
const skillRows = (list: string[]) => {
  const half = WIDTH / 2;
  const rows: TableRow[] = [];
  for (let i = 0; i < list.length; i += 2)
    rows.push(new TableRow({ children: list.slice(i, i + 2).map((s) => cell(half, [item(s)])) }));
  return new Table({ width: { size: WIDTH, type: WidthType.DXA }, columnWidths: [half, half], rows });
};

const label = (name: string, value: string, after = 40) => p([{ text: `${name}: `, bold: true }, value], after);

const RODO =
  'Wyrażam zgodę na przetwarzanie moich danych osobowych dla potrzeb niezbędnych do realizacji procesu rekrutacji ' +
  'zgodnie z Rozporządzeniem Parlamentu Europejskiego i Rady (UE) 2016/679 z dnia 27 kwietnia 2016 r. w sprawie ' +
  'ochrony osób fizycznych w związku z przetwarzaniem danych osobowych i w sprawie swobodnego przepływu takich danych ' +
  'oraz uchylenia dyrektywy 95/46/WE (RODO). Wyrażam również zgodę na przetwarzanie moich danych osobowych w celu ' +
  'przyszłych procesów rekrutacji prowadzonych przez Państwa firmę przez okres 12 miesięcy.';

const footer = new Footer({
  children: [
    new Paragraph({
      alignment: AlignmentType.JUSTIFIED,
      children: [new TextRun({ text: RODO, size: sz(15), color: '808080' })],
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
          new Paragraph({
            spacing: { after: 200 },
            children: [photo(), new TextRun({ text: expected.name, bold: true, size: sz(40), color: BLUE })],
          }),
          heading('DANE OSOBOWE'),
          label('Telefon', expected.phone!),
          label('E-mail', expected.email!),
          label('Adres', expected.location!),
          label('Data urodzenia', '17.08.1991', 0),
          heading('DOŚWIADCZENIE ZAWODOWE'),
          table([
            job('03.2020 – obecnie', odra, 'Wrocław'),
            job('10.2016 – 02.2020', elmetal, 'Kobierzyce'),
            job('07.2015 – 09.2016', propraca, 'Bielany Wrocławskie', true),
          ]),
          heading('WYKSZTAŁCENIE'),
          table([
            school('10.2014 – 06.2016', uew, [
              'Kierunek: Logistyka, specjalność: Logistyka i zarządzanie łańcuchem dostaw',
              'Stopień: magister',
            ]),
            school('10.2011 – 06.2014', pwr, ['Kierunek: Zarządzanie', 'Stopień: licencjat'], true),
          ]),
          heading('UMIEJĘTNOŚCI'),
          skillRows([...expected.skills, 'prawo jazdy kat. B']),
          heading('JĘZYKI OBCE'),
          item('angielski – zaawansowany (C1)'),
          item('niemiecki – podstawowy (A2)'),
          heading('KURSY I SZKOLENIA'),
          table([
            course(
              '05.2022',
              'Szkolenie „Lean w magazynie – 5S i Kaizen w praktyce” (16 h), Wrocławskie Centrum Szkoleń',
            ),
            course('11.2019', 'Kurs „Excel VBA dla logistyków” – Akademia Excela, Wrocław'),
          ]),
          heading('ZAINTERESOWANIA'),
          p('Kolarstwo szosowe, kuchnia włoska, wolontariat w schronisku dla zwierząt we Wrocławiu.'),
        ],
      },
    ],
    'Calibri',
    22,
    { text: '\uF0B7', font: 'Symbol' },
  );
