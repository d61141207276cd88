// An Italian CV in the old 'Formato europeo per il curriculum vitae' (the pre-Europass template the Italian public
// administration and most concorsi still ask for), filled in by hand in Word the way it is still sent: A4, Arial
// Narrow (LibreOffice draws it with Liberation Sans Narrow), the EU flag and 'Formato europeo per il curriculum vitae'
// letter-spaced in small capitals at the top of the left column, then ONE borderless table of two columns throughout:
// the narrow left column the labels flush right in small capitals, the wide right column the values. What is hard:
// - every label is in small capitals, so the PDF says 'NOME', 'INDIRIZZO', '• DATE (DA – A)' in capitals of two
//   sizes; the section names ('Informazioni personali', 'Esperienza lavorativa', 'Istruzione e formazione',
//   'Capacità e competenze personali', 'Madrelingua', 'Altre lingue') are bold small capitals in the same column,
//   with the template's own hints left under two of them in small type ('Acquisite nel corso della vita …',
//   'Con computer, attrezzature specifiche, macchinari, ecc.');
// - the job's labels start with a typed '•' and wrap in the narrow column ('• Nome e indirizzo del datore di lavoro',
//   '• Principali mansioni e responsabilità', '• Nome e tipo di istituto di istruzione o formazione'); the order is
//   dates, employer WITH its street address ('Brembo S.p.A., Viale Europa 2, 24040 Stezzano (BG)'), the industry
//   ('Tipo di azienda o settore'), then the title ('Tipo di impiego'), then the duties: typed '- ' items in one
//   cell, a paragraph for the second job;
// - 'Marzo 2019 – oggi', 'Settembre 2014 – Febbraio 2019': Italian month names;
// - schools with 'Principali materie / abilità professionali oggetto dello studio' (a comma list that is not skills)
//   before 'Qualifica conseguita' and 'Livello nella classificazione nazionale (se pertinente)' with the grade;
// - languages as 'Madrelingua' | 'Italiano' and 'Altre lingue' over each language and its three '• Capacità di …'
//   rows ('eccellente', 'buono', 'elementare'); organisational skills as a sentence, the technical ones as a comma
//   list with a parenthesis, 'Patente o patenti', 'Ulteriori informazioni';
// - the consent to data processing ('Autorizzo il trattamento dei miei dati personali …'), place, date and the
//   name again at the end; the template's footer on each page: 'Pagina 1 - Curriculum vitae di' / 'BIANCHI,
//   Francesca' beside 'Per ulteriori informazioni:' and three web addresses that are not the person's.
import {
  AlignmentType,
  Footer,
  ImageRun,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';
import { png, NO_BORDERS, wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'it',
  name: 'Francesca Bianchi',
  email: 'francesca.bianchi89@example.com',
  phone: '+39 347 555 0182',
  location: 'Via Roma 12, 20121 Milano',
  jobs: [
    {
      // 'Tipo di impiego' is the title; the company is the employer's name without its street address.
      title: 'Category Buyer materie prime',
      company: 'Brembo S.p.A.',
      start: '2019-03',
      end: 'present',
      bullets: [
        'Gestione del portafoglio acquisti di ghisa e alluminio (circa 40 milioni di euro annui) per gli stabilimenti italiani',
        "Selezione e qualifica di nuovi fornitori in Europa dell'Est e in Turchia, con audit di processo presso i siti produttivi",
        'Negoziazione dei contratti quadro annuali e delle formule di indicizzazione dei prezzi',
        "Riduzione dei costi d'acquisto del 6% nel biennio 2021–2022",
      ],
    },
    {
      title: 'Buyer componenti meccanici',
      company: 'Iveco S.p.A.',
      start: '2014-09',
      end: '2019-02',
      // The duties written as one paragraph, not items.
      bullets: [],
    },
    {
      title: 'Tirocinante – Ufficio Acquisti',
      company: 'Esselunga S.p.A.',
      start: '2014-02',
      end: '2014-07',
      bullets: [
        "Analisi dei listini fornitori e aggiornamento dell'anagrafica articoli in SAP MM",
        'Supporto nella preparazione delle gare per i materiali di consumo dei centri logistici',
      ],
    },
  ],
  schools: [
    {
      school: 'Politecnico di Milano',
      degree: 'Laurea Magistrale in Ingegneria Gestionale',
      start: '2011-09',
      end: '2013-12',
    },
    {
      // 'Nome e tipo di istituto': the university, then its town, as the employers are written.
      school: 'Università degli Studi di Bergamo',
      degree: 'Laurea triennale in Ingegneria Gestionale',
      start: '2008-09',
      end: '2011-07',
    },
  ],
  // CAPACITÀ E COMPETENZE TECNICHE, the only list of skills (the organisational ones are a sentence).
  skills: ['SAP MM', 'SAP Ariba', 'Excel avanzato (tabelle pivot e macro VBA)', 'Power BI', 'Qlik Sense'],
};

// --- The EU flag the template carries above its title, as a small PNG (12 gold stars on blue). ---
const FLAG_W = 150;
const FLAG_H = 100;
// Each star a five-pointed polygon on a circle of a third of the flag's height.
const stars = Array.from({ length: 12 }, (_, i) => {
  const a = (i * Math.PI) / 6;
  const cx = FLAG_W / 2 + (FLAG_H / 3) * Math.sin(a);
  const cy = FLAG_H / 2 - (FLAG_H / 3) * Math.cos(a);
  const outer = FLAG_H / 18;
  const inner = outer * 0.382;
  return Array.from({ length: 10 }, (_, k) => {
    const r = k % 2 ? inner : outer;
    const t = (k * Math.PI) / 5;
    return [cx + r * Math.sin(t), cy - r * Math.cos(t)] as const;
  });
});
const inside = (poly: ReadonlyArray<readonly [number, number]>, x: number, y: number) => {
  let hit = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
};
const flag = png(FLAG_W, FLAG_H, (x, y) => {
  let gold = 0;
  for (const [dx, dy] of [
    [0.25, 0.25],
    [0.75, 0.25],
    [0.25, 0.75],
    [0.75, 0.75],
  ] as const)
    if (stars.some((s) => inside(s, x + dx, y + dy))) gold++;
  const t = gold / 4;
  return [Math.round(0 + t * 255), Math.round(51 + t * (204 - 51)), Math.round(153 * (1 - t))];
});

// --- The table. ---
const FONT = 'Arial Narrow';
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);
const PAGE_W = 11906;
const MARGIN = 1134;
const WIDTH = PAGE_W - 2 * MARGIN;
const LEFT = 3250;
const RIGHT = WIDTH - LEFT;

const cell = (width: number, children: Paragraph[], side: 'left' | 'right') =>
  new TableCell({
    borders: NO_BORDERS,
    width: { size: width, type: WidthType.DXA },
    margins: side === 'left' ? { left: 60, right: 170 } : { left: 280, right: 60 },
    children: children.length ? children : [new Paragraph({ children: [] })],
  });
const row = (left: Paragraph[], right: Paragraph[]) =>
  new TableRow({ children: [cell(LEFT, left, 'left'), cell(RIGHT, right, 'right')] });

const text = (value: string, options: IRunOptions = {}) => new TextRun({ size: sz(20), ...options, text: value });
/** A label: flush right, small capitals. */
const label = (value: string) =>
  new Paragraph({ alignment: AlignmentType.RIGHT, children: [text(value, { smallCaps: true })] });
/** A section's name in the left column: bold small capitals, larger. */
const heading = (value: string) =>
  new Paragraph({
    alignment: AlignmentType.RIGHT,
    children: [text(value, { smallCaps: true, bold: true, size: sz(24) })],
  });
/** The template's hint under a heading, in small type. */
const hint = (value: string) =>
  new Paragraph({
    alignment: AlignmentType.RIGHT,
    spacing: { before: 40 },
    children: [text(value, { size: sz(16) })],
  });
const value = (v: string, options: IRunOptions = {}) => new Paragraph({ children: [text(v, options)] });
/** A duty typed '- ' by hand, with a hanging indent so that it wraps under its text. */
const item = (v: string) =>
  new Paragraph({ indent: { left: 200, hanging: 200 }, spacing: { after: 20 }, children: [text(`- ${v}`)] });

const pair = (l: string, v: string, options: IRunOptions = {}) => row([label(l)], [value(v, options)]);
const gap = () => row([], []);
const section = (name: string, hints: string[] = [], right: Paragraph[] = []) =>
  row([heading(name), ...hints.map(hint)], right);

const job = (dates: string, employer: string, sector: string, title: string, duties: string[] | string) => [
  pair('• Date (da – a)', dates),
  pair('• Nome e indirizzo del datore di lavoro', employer),
  pair('• Tipo di azienda o settore', sector),
  pair('• Tipo di impiego', title, { bold: true }),
  row(
    [label('• Principali mansioni e responsabilità')],
    typeof duties === 'string' ? [value(duties)] : duties.map(item),
  ),
];

const school = (dates: string, name: string, subjects: string, degree: string, level: string) => [
  pair('• Date (da – a)', dates),
  pair('• Nome e tipo di istituto di istruzione o formazione', name),
  pair('• Principali materie / abilità professionali oggetto dello studio', subjects),
  pair('• Qualifica conseguita', degree, { bold: true }),
  pair('• Livello nella classificazione nazionale (se pertinente)', level),
];

const language = (name: string, reading: string, writing: string, speaking: string) => [
  row([], [value(name, { bold: true })]),
  pair('• Capacità di lettura', reading),
  pair('• Capacità di scrittura', writing),
  pair('• Capacità di espressione orale', speaking),
];

const [job1, job2, job3] = expected.jobs;

const title = () =>
  row(
    [
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        spacing: { after: 120 },
        children: [new ImageRun({ type: 'png', data: flag, transformation: { width: 57, height: 38 } })],
      }),
      ...['Formato europeo', 'per il curriculum', 'vitae'].map(
        (line) =>
          new Paragraph({
            alignment: AlignmentType.RIGHT,
            children: [text(line, { smallCaps: true, bold: true, size: sz(26), characterSpacing: 60 })],
          }),
      ),
    ],
    [],
  );

const footer = () =>
  new Footer({
    children: [
      new Table({
        width: { size: WIDTH, type: WidthType.DXA },
        columnWidths: [LEFT, RIGHT],
        rows: [
          new TableRow({
            children: [
              cell(
                LEFT,
                [
                  new Paragraph({
                    alignment: AlignmentType.RIGHT,
                    children: [
                      text('Pagina ', { size: sz(16) }),
                      new TextRun({ children: [PageNumber.CURRENT], size: sz(16) }),
                      text(' - Curriculum vitae di', { size: sz(16) }),
                    ],
                  }),
                  new Paragraph({
                    alignment: AlignmentType.RIGHT,
                    children: [text('BIANCHI, Francesca', { size: sz(16) })],
                  }),
                ],
                'left',
              ),
              cell(
                RIGHT,
                [
                  'Per ulteriori informazioni:',
                  'www.cedefop.eu.int/transparency',
                  'www.europa.eu.int/comm/education/index_it.html',
                  'www.eurescv-search.com',
                ].map((line) => new Paragraph({ children: [text(line, { size: sz(14) })] })),
                'right',
              ),
            ],
          }),
        ],
      }),
    ],
  });

export const build = () =>
  wordDocument(
    [
      {
        properties: {
          page: {
            size: { width: PAGE_W, height: 16838 },
            margin: { top: 1134, bottom: 1134, left: MARGIN, right: MARGIN, footer: 567 },
          },
        },
        footers: { default: footer() },
        children: [
          new Table({
            width: { size: WIDTH, type: WidthType.DXA },
            columnWidths: [LEFT, RIGHT],
            rows: [
              title(),
              gap(),
              gap(),
              section('Informazioni personali'),
              gap(),
              pair('Nome', expected.name, { bold: true, size: sz(22) }),
              pair('Indirizzo', 'Via Roma 12, 20121 Milano'),
              pair('Telefono', '+39 347 555 0182'),
              pair('E-mail', 'francesca.bianchi89@example.com'),
              pair('Nazionalità', 'Italiana'),
              pair('Data di nascita', '14/06/1989'),
              gap(),
              gap(),
              section('Esperienza lavorativa'),
              gap(),
              ...job(
                'Marzo 2019 – oggi',
                'Brembo S.p.A., Viale Europa 2, 24040 Stezzano (BG)',
                'Automotive – sistemi frenanti',
                job1!.title,
                job1!.bullets,
              ),
              gap(),
              ...job(
                'Settembre 2014 – Febbraio 2019',
                'Iveco S.p.A., Via Puglia 35, 10156 Torino',
                'Veicoli industriali e commerciali',
                job2!.title,
                'Emissione degli ordini di acquisto e gestione delle consegne per la linea di assemblaggio cabine ' +
                  'dello stabilimento di Torino; monitoraggio delle prestazioni dei fornitori (qualità, puntualità, ' +
                  'costi) e partecipazione ai progetti di localizzazione della componentistica.',
              ),
              gap(),
              ...job(
                'Febbraio 2014 – Luglio 2014',
                'Esselunga S.p.A., Via Giambologna 1, 20096 Limito di Pioltello (MI)',
                'Grande distribuzione organizzata',
                job3!.title,
                job3!.bullets,
              ),
              gap(),
              gap(),
              section('Istruzione e formazione'),
              gap(),
              ...school(
                'Settembre 2011 – Dicembre 2013',
                'Politecnico di Milano',
                'Gestione della supply chain, logistica industriale, ricerca operativa, contabilità e controllo di gestione',
                'Laurea Magistrale in Ingegneria Gestionale',
                'Votazione finale 108/110',
              ),
              gap(),
              ...school(
                'Settembre 2008 – Luglio 2011',
                'Università degli Studi di Bergamo, Dalmine (BG)',
                'Economia aziendale, impianti industriali, statistica',
                'Laurea triennale in Ingegneria Gestionale',
                'Votazione finale 104/110',
              ),
              gap(),
              gap(),
              section('Capacità e competenze personali', [
                'Acquisite nel corso della vita e della carriera ma non necessariamente riconosciute da certificati e diplomi ufficiali.',
              ]),
              gap(),
              section('Madrelingua', [], [value('Italiano', { bold: true })]),
              gap(),
              section('Altre lingue'),
              ...language('Inglese', 'eccellente', 'buono', 'buono'),
              gap(),
              ...language('Tedesco', 'elementare', 'elementare', 'elementare'),
              gap(),
              section(
                'Capacità e competenze organizzative',
                [
                  'Ad es. coordinamento e amministrazione di persone, progetti, bilanci; sul posto di lavoro, in attività di volontariato (ad es. cultura e sport), a casa, ecc.',
                ],
                [
                  value(
                    'Coordinamento di due buyer junior; gestione di progetti di riduzione dei costi trasversali con ' +
                      'gli uffici qualità, produzione e ricerca e sviluppo.',
                  ),
                ],
              ),
              gap(),
              section(
                'Capacità e competenze tecniche',
                ['Con computer, attrezzature specifiche, macchinari, ecc.'],
                [value(expected.skills.join(', '))],
              ),
              gap(),
              section('Patente o patenti', [], [value('Patente B, automunita')]),
              gap(),
              section(
                'Ulteriori informazioni',
                [],
                [
                  value(
                    'Certificazione ADACI in Procurement Management (2020). Disponibile a trasferte in Italia e all’estero.',
                  ),
                ],
              ),
              gap(),
              gap(),
              row(
                [],
                [
                  value(
                    'Autorizzo il trattamento dei miei dati personali ai sensi del D.Lgs. 196/2003 e del Regolamento UE 2016/679.',
                    { size: sz(18) },
                  ),
                  new Paragraph({ children: [] }),
                  value('Milano, 10 marzo 2025'),
                  new Paragraph({
                    alignment: AlignmentType.RIGHT,
                    spacing: { before: 240 },
                    children: [text(expected.name)],
                  }),
                ],
              ),
            ],
          }),
        ],
      },
    ],
    FONT,
    20,
  );
