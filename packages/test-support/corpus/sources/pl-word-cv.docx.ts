// Polskie CV napisane samodzielnie w Wordzie od pustego dokumentu (nie Europass): A4 z marginesami polskiego Normal
// (2,5 cm), Times New Roman 12 (LibreOffice składa go krojem Liberation Serif), domyślny punktor Worda (U+F0B7 w
// kroju Symbol). Co w nim jest:
// - imię i nazwisko dużą pogrubioną czcionką na środku, bez 'Curriculum vitae';
// - nagłówki sekcji pogrubione, zwykłą wielkością liter ('Dane osobowe', 'Doświadczenie zawodowe', 'Wykształcenie',
//   'Kursy i szkolenia', 'Umiejętności', 'Zainteresowania'), z linią pod spodem (Obramowanie dolne);
// - Dane osobowe jako 'Etykieta:<TAB>wartość' na tabulatorze 4,5 cm: 'Data urodzenia: 14.06.1994' (pełna data, która
//   nie jest datą pracy), 'Adres: ul. Długa 15/3, 00-238 Warszawa' (numer domu i mieszkania po ukośniku, kod
//   pocztowy NN-NNN), 'Telefon: +48 601 555 234', 'E-mail:' jako niebieski podkreślony odnośnik, jak robi to Word;
// - praca jako lewa kolumna dat zrobiona tabulatorem ('03.2020 – obecnie', '07.2019 – 02.2020', miesiąc.rok z
//   półpauzą autokorekty), po tabulatorze pogrubione 'Firma Sp. z o.o., Miasto' (skrót formy prawnej z kropkami
//   i przecinek przed miastem, 'S.A.' w drugiej), pod spodem wiersze zaczęte tabulatorem: 'Stanowisko: …' (tytuł
//   tylko po etykiecie) i 'Obowiązki:', a pod nimi punkty Worda wcięte do kolumny, małą literą, zakończone
//   przecinkami i kropką na końcu; praktyka studencka jako trzecia praca;
// - Wykształcenie w tym samym układzie: '2014 – 2019<TAB>Politechnika Warszawska, Wydział Inżynierii Produkcji'
//   (uczelnia z wydziałem po przecinku) nad 'kierunek: Zarządzanie i inżynieria produkcji, tytuł: magister inżynier'
//   (kierunek przed tytułem, oba po etykietach małą literą), liceum samą nazwą ('… im. … w Warszawie');
// - Kursy i szkolenia też z datą w lewej kolumnie ('11.2021', '05.2019'), nazwy w cudzysłowie „…”, z godzinami
//   i organizatorem po półpauzie; wpisane bez wysuniętego wcięcia, więc dłuższy wiersz zawija się z powrotem do
//   lewego marginesu, pod datę;
// - Umiejętności jako punkty Worda 'Etykieta: lista': 'Znajomość języków: angielski – C1, niemiecki – B1' (języki
//   osobno od umiejętności), 'Obsługa komputera: MS Office, MS Excel (zaawansowany: tabele przestawne, makra), SAP
//   WM, TMS Transics' (przecinek także w nawiasie), 'Prawo jazdy kat. B', uprawnienia UDT na wózki widłowe;
// - Zainteresowania jednym wierszem;
// - na dole klauzula zgody na przetwarzanie danych osobowych (RODO) małym drukiem (8 pt), wyjustowana, na kilka
//   wierszy: 'Wyrażam zgodę na przetwarzanie moich danych osobowych …'.
import { AlignmentType, BorderStyle, ExternalHyperlink, Paragraph, TabStopType, TextRun } from 'docx';
import { wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'pl',
  name: 'Bartosz Zając',
  email: 'bartosz.zajac94@example.com',
  phone: '+48 601 555 234',
  location: 'ul. Długa 15/3, 00-238 Warszawa',
  jobs: [
    {
      title: 'Specjalista ds. logistyki',
      company: 'Trans-Wisła Logistyka Sp. z o.o.',
      start: '2020-03',
      end: 'present',
      bullets: [
        'planowanie i koordynacja dostaw do 45 sklepów sieci na terenie województwa mazowieckiego,',
        'współpraca z przewoźnikami i spedytorami, negocjowanie stawek frachtowych,',
        'kontrola dokumentów przewozowych (CMR, WZ, listy przewozowe),',
        'przygotowywanie cotygodniowych raportów KPI w MS Excel dla kierownika działu,',
        'udział we wdrożeniu systemu WMS w magazynie centralnym w Mszczonowie.',
      ],
    },
    {
      title: 'Młodszy specjalista ds. planowania dostaw',
      company: 'Mazowieckie Centrum Dystrybucji S.A.',
      start: '2019-07',
      end: '2020-02',
      bullets: [
        'obsługa zamówień od klientów w systemie SAP,',
        'planowanie tras i harmonogramów załadunków,',
        'udział w inwentaryzacjach cząstkowych i rocznych.',
      ],
    },
    {
      title: 'Praktykant w dziale logistyki',
      company: 'Fabryka Okien Dobroń Sp. z o.o.',
      start: '2017-07',
      end: '2017-09',
      bullets: [
        'wprowadzanie przyjęć i wydań towaru do systemu magazynowego,',
        'pomoc przy przygotowaniu analizy rotacji zapasów.',
      ],
    },
  ],
  schools: [
    {
      school: 'Politechnika Warszawska, Wydział Inżynierii Produkcji',
      degree: 'Zarządzanie i inżynieria produkcji, magister inżynier',
      start: '2014',
      end: '2019',
    },
    {
      school: 'XIV Liceum Ogólnokształcące im. Stanisława Staszica w Warszawie',
      start: '2010',
      end: '2014',
    },
  ],
  // The list after 'Obsługa komputera:'; the languages are apart, the driving licence and the UDT licence are neither.
  skills: ['MS Office', 'MS Excel (zaawansowany: tabele przestawne, makra)', 'SAP WM', 'TMS Transics'],
};

type Job = (typeof expected.jobs)[number];
type School = (typeof expected.schools)[number];
const [transWisla, mcd, dobron] = expected.jobs as [Job, Job, Job];
const [pw, liceum] = expected.schools as [School, School];

/** A4 with the Polish Normal template's margins, 2.5 cm all round. */
const A4 = {
  size: { width: 11906, height: 16838 },
  margin: { top: 1417, bottom: 1417, left: 1417, right: 1417, header: 709, footer: 709 },
};

/** The left column of dates and labels: a left tab stop at 4.5 cm. */
const COL = 2552;

/** Sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type R = string | { text: string; bold?: boolean } | ExternalHyperlink;
const runs = (list: R[]) => list.map((r) => (r instanceof ExternalHyperlink ? r : new TextRun(r)));

/** A heading: bold, in sentence case, a point larger, with a bottom border. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 240, after: 120 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'auto', space: 1 } },
    children: [new TextRun({ text, bold: true, size: sz(26) })],
  });

/**
 * A line of the date column: the text before the tab, then the rest at 4.5 cm. `hanging`: the paragraph's first line
 * hangs out of an indent at the column (ruler dragged), so a long line wraps under the column; without it, back to
 * the margin.
 */
const colLine = (left: string, right: R[], after = 0, hanging = true, keepNext = false) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.LEFT, position: COL }],
    ...(hanging ? { indent: { left: COL, hanging: COL } } : {}),
    spacing: { after },
    keepNext,
    children: [...runs(left ? [left] : []), new TextRun({ text: '\t' }), ...runs(right)],
  });

/** Word's bullet, indented to the column with 'Increase Indent'. */
const item = (text: string, last: boolean, left = COL + 360) =>
  new Paragraph({
    numbering: { reference: 'bullets', level: 0 },
    indent: { left, hanging: 360 },
    spacing: { after: last ? 160 : 0 },
    children: [new TextRun({ text })],
  });

/** A job: dates, 'Company, City' in bold; 'Stanowisko:' and 'Obowiązki:' typed after a tab; the bullets. */
const job = (dates: string, j: Job, city: string) => [
  colLine(dates, [{ text: `${j.company}, ${city}`, bold: true }], 0, true, true),
  colLine('', [`Stanowisko: ${j.title}`], 0, true, true),
  colLine('', ['Obowiązki:'], 0, true, true),
  ...j.bullets.map((b, i) => item(b, i === j.bullets.length - 1)),
];

const years = (s: School) => `${s.start} – ${s.end}`;

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: A4 },
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 240 },
            children: [new TextRun({ text: expected.name, bold: true, size: sz(40) })],
          }),
          heading('Dane osobowe'),
          colLine('Data urodzenia:', ['14.06.1994']),
          colLine('Adres:', [expected.location!]),
          colLine('Telefon:', [expected.phone!]),
          colLine(
            'E-mail:',
            [
              new ExternalHyperlink({
                link: `mailto:${expected.email}`,
                children: [new TextRun({ text: expected.email!, color: '0563C1', underline: {} })],
              }),
            ],
            0,
          ),
          heading('Doświadczenie zawodowe'),
          ...job('03.2020 – obecnie', transWisla, 'Warszawa'),
          ...job('07.2019 – 02.2020', mcd, 'Błonie'),
          ...job('07.2017 – 09.2017', dobron, 'Płock'),
          heading('Wykształcenie'),
          colLine(years(pw), [{ text: pw.school, bold: true }], 0, true, true),
          colLine('', ['kierunek: Zarządzanie i inżynieria produkcji, tytuł: magister inżynier'], 120),
          colLine(years(liceum), [{ text: liceum.school, bold: true }]),
          heading('Kursy i szkolenia'),
          colLine(
            '11.2021',
            ['Szkolenie „Incoterms 2020 w praktyce” (16 h) – Centrum Szkoleń Logistycznych LOGOS, Poznań'],
            60,
            false,
          ),
          colLine(
            '05.2019',
            ['Kurs operatora wózków jezdniowych podnośnikowych z egzaminem UDT – Ośrodek Szkolenia Zawodowego „Kadry”'],
            60,
            false,
          ),
          colLine('10.2018', ['Kurs „Lean Management w magazynie” – Politechnika Warszawska'], 0, false),
          heading('Umiejętności'),
          item('Znajomość języków: angielski – C1, niemiecki – B1', false, 720),
          item(`Obsługa komputera: ${expected.skills.join(', ')}`, false, 720),
          item('Prawo jazdy kat. B', false, 720),
          item('Uprawnienia UDT do obsługi wózków widłowych', true, 720),
          heading('Zainteresowania'),
          new Paragraph({
            children: [new TextRun('Turystyka górska, fotografia, historia Warszawy, siatkówka.')],
          }),
          new Paragraph({
            alignment: AlignmentType.JUSTIFIED,
            spacing: { before: 480 },
            children: [
              new TextRun({
                text:
                  'Wyrażam zgodę na przetwarzanie moich danych osobowych dla potrzeb niezbędnych do realizacji ' +
                  'procesu rekrutacji zgodnie z Rozporządzeniem Parlamentu Europejskiego i Rady (UE) 2016/679 z dnia ' +
                  '27 kwietnia 2016 r. w sprawie ochrony osób fizycznych w związku z przetwarzaniem danych osobowych ' +
                  'i w sprawie swobodnego przepływu takich danych oraz uchylenia dyrektywy 95/46/WE (RODO).',
                size: sz(16),
              }),
            ],
          }),
        ],
      },
    ],
    'Times New Roman',
    24,
    { text: '\uF0B7', font: 'Symbol' },
  );
