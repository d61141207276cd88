// Un curriculum italiano fatto in Word partendo da un modello "moderno" scaricato (non il Europass, non il formato
// europeo): A4, margini di 1,8 cm, Century Gothic 10 (che LibreOffice sostituisce con il carattere che ha), un
// colore d'accento blu petrolio. Cosa ha:
// - in cima una fascia colorata: UNA tabella di una sola cella, a tutta larghezza, riempita di blu scuro, con dentro
//   il nome in due pesi ('Davide' chiaro, 'Brambilla' in grassetto, testo bianco), sotto il titolo professionale
//   'Sviluppatore Full Stack' in maiuscoletto del modello (formato 'Tutto maiuscole', spaziato) e la riga dei contatti
//   'Via Roma 12, 20121 Milano · +39 333 123 4567 · e-mail' con i punti centrali del modello, poi una seconda riga
//   'linkedin.com/in/… · github.com/…';
// - i titoli delle sezioni scritti in minuscolo ('Profilo', 'Esperienze lavorative', 'Istruzione e formazione',
//   'Certificazioni', 'Competenze tecniche', 'Lingue') ma resi in maiuscolo dal formato 'Tutto maiuscole' dello stile,
//   in grassetto blu con un filetto sotto;
// - 'Profilo' come paragrafo giustificato in prima persona;
// - ogni lavoro su una riga 'Titolo | Azienda S.r.l. | Città' con il titolo in grassetto e il resto normale (un titolo
//   in inglese, 'Software Engineer', come si usa nell'IT italiano), sotto le date in grigio scritte in due modi
//   ('Settembre 2020 – in corso' per intero, poi 'Gen 2017 – Ago 2020' e 'Feb 2016 – Dic 2016' con i mesi abbreviati
//   all'italiana), poi le voci di un elenco di Word con il quadratino di Wingdings (U+F0A7), senza punteggiatura,
//   alcune lunghe che vanno a capo; tecnologie tra parentesi dentro le voci;
// - Istruzione e formazione nello stesso modo: 'Laurea Magistrale in Ingegneria Informatica – Politecnico di Milano –
//   110/110 e lode' (titolo in grassetto, poi università e voto separati da trattini lunghi) sopra gli anni in grigio,
//   una riga 'Tesi: “…”' in corsivo, la triennale allo stesso Politecnico, il 'Diploma di Maturità Scientifica' con il
//   liceo tra virgolette tipografiche e '96/100';
// - Certificazioni con l'anno tra parentesi (non sono scuole né lavori);
// - Competenze tecniche come 'Categoria: a, b, c' con l'etichetta in grassetto ('AWS (EC2, S3, Lambda)' con virgole
//   tra parentesi, 'CSS3/Sass');
// - Lingue come 'Italiano – madrelingua', 'Inglese – C1 (IELTS Academic 7.5)', 'Spagnolo – A2' (a parte dalle
//   competenze);
// - in fondo la frase sulla privacy in corsivo piccolo e grigio: 'Autorizzo il trattamento dei miei dati personali ai
//   sensi del D.Lgs. 196/2003 e del GDPR (Regolamento UE 2016/679).'
import {
  AlignmentType,
  BorderStyle,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';
import { NO_BORDERS, wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'it',
  name: 'Davide Brambilla',
  email: 'davide.brambilla91@example.com',
  phone: '+39 333 123 4567',
  location: 'Via Roma 12, 20121 Milano',
  jobs: [
    {
      title: 'Sviluppatore Full Stack',
      company: 'Pagora S.r.l.',
      start: '2020-09',
      end: 'present',
      bullets: [
        'Sviluppo di nuove funzionalità per la piattaforma di pagamenti digitali (React, TypeScript, Node.js) utilizzata da oltre 3.000 esercenti',
        "Progettazione delle API REST e GraphQL per l'integrazione con banche e gateway di pagamento (PSD2)",
        "Migrazione dell'infrastruttura da macchine virtuali a Kubernetes su AWS, con una riduzione dei costi del 30%",
        'Introduzione dei test end-to-end con Cypress e delle pipeline CI/CD su GitLab',
        'Mentoring di due sviluppatori junior e conduzione delle code review',
      ],
    },
    {
      title: 'Software Engineer',
      company: 'Lariosoft S.p.A.',
      start: '2017-01',
      end: '2020-08',
      bullets: [
        'Sviluppo di un gestionale web per aziende del settore tessile (Java 8, Spring Boot, Angular)',
        'Ottimizzazione delle query sul database Oracle: tempi di generazione dei report ridotti da alcuni minuti a pochi secondi',
        'Manutenzione evolutiva dei moduli di magazzino e di fatturazione elettronica (FatturaPA)',
        'Analisi dei requisiti con i clienti e stesura della documentazione tecnica',
      ],
    },
    {
      title: 'Sviluppatore Web Junior',
      company: 'Quadrante Digitale S.r.l.',
      start: '2016-02',
      end: '2016-12',
      bullets: [
        'Realizzazione di siti ed e-commerce su WordPress e WooCommerce per clienti PMI',
        'Sviluppo di temi e plugin personalizzati in PHP e JavaScript (jQuery)',
        'Supporto al team nella gestione dei server Linux e dei backup',
      ],
    },
  ],
  schools: [
    {
      school: 'Politecnico di Milano',
      degree: 'Laurea Magistrale in Ingegneria Informatica',
      start: '2013',
      end: '2015',
    },
    {
      school: 'Politecnico di Milano',
      degree: 'Laurea Triennale in Ingegneria Informatica',
      start: '2010',
      end: '2013',
    },
    {
      school: 'Liceo Scientifico Statale “Alessandro Volta”',
      degree: 'Diploma di Maturità Scientifica',
      start: '2005',
      end: '2010',
    },
  ],
  // The lists under Competenze tecniche, split at their commas (not those inside a parenthesis); the languages are
  // apart, the certifications are neither.
  skills: [
    'JavaScript',
    'TypeScript',
    'Java',
    'Python',
    'SQL',
    'React',
    'Angular',
    'HTML5',
    'CSS3/Sass',
    'Node.js',
    'Spring Boot',
    'Express',
    'GraphQL',
    'PostgreSQL',
    'Oracle',
    'MongoDB',
    'Redis',
    'Docker',
    'Kubernetes',
    'AWS (EC2, S3, Lambda)',
    'GitLab CI',
    'Terraform',
    'Agile/Scrum',
    'TDD',
    'code review',
  ],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [pagora, lariosoft, quadrante] = expected.jobs as [Job, Job, Job];
const [magistrale, triennale, liceo] = expected.schools as [School, School, School];

const FONT = 'Century Gothic';
/** The modello's colours: a dark petrol band, its accent for headings, grey for the dates. */
const BAND = '1F3A4D';
const ACCENT = '2E6B8A';
const PALE = 'A9CCE0';
const GREY = '6B6B6B';

/** A4 with the modello's margins of 1.8 cm. */
const PAGE_W = 11906;
const MARGIN = 1020;
const WIDTH = PAGE_W - 2 * MARGIN;
const PAGE = {
  size: { width: PAGE_W, height: 16838 },
  margin: { top: 851, bottom: 1020, left: MARGIN, right: MARGIN, header: 567, footer: 567 },
};

/** The sizes set in the modello, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

const t = (text: string, o: IRunOptions = {}) => new TextRun({ ...o, text });
const p = (children: TextRun[], after = 0, extra: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {}) =>
  new Paragraph({ spacing: { after, line: 264 }, children, ...extra });

/** The band at the top: name, title and contacts, white on the petrol fill, inside a one-cell table. */
const white = (text: string, o: IRunOptions = {}) => t(text, { color: 'FFFFFF', ...o });
const band = new Table({
  width: { size: WIDTH, type: WidthType.DXA },
  columnWidths: [WIDTH],
  rows: [
    new TableRow({
      children: [
        new TableCell({
          borders: NO_BORDERS,
          width: { size: WIDTH, type: WidthType.DXA },
          shading: { type: ShadingType.CLEAR, color: 'auto', fill: BAND },
          margins: { top: 280, bottom: 280, left: 340, right: 340 },
          children: [
            p([white('Davide ', { size: sz(52) }), white('Brambilla', { size: sz(52), bold: true })], 40),
            p([t('Sviluppatore Full Stack', { size: sz(22), allCaps: true, color: PALE, characterSpacing: 30 })], 140),
            p(
              [
                white(`${expected.location} · ${expected.phone} · `, { size: sz(18) }),
                white(expected.email!, { size: sz(18) }),
              ],
              20,
            ),
            p([white('linkedin.com/in/davide-brambilla · github.com/dbrambilla', { size: sz(18) })]),
          ],
        }),
      ],
    }),
  ],
});

/** A heading of the modello: typed in sentence case, shown in capitals by the style, bold accent over a rule. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 280, after: 120 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: ACCENT, space: 2 } },
    children: [t(text, { bold: true, allCaps: true, size: sz(24), color: ACCENT, characterSpacing: 10 })],
  });

/** An entry's first line: the title in bold, then ' | Company | City' (or ' – School – grade') in plain type. */
const head = (lead: string, rest: string) =>
  p([t(lead, { bold: true, size: sz(21) }), t(rest, { size: sz(21) })], 20, { keepNext: true });
/** The dates under it, in grey (kept with what follows them in the entry, if anything). */
const when = (dates: string, after = 60, keepNext = true) =>
  p([t(dates, { size: sz(18), color: GREY })], after, { keepNext });

/** A Word list item (the Wingdings square of the modello). */
const item = (text: string, last: boolean) =>
  new Paragraph({
    numbering: { reference: 'bullets', level: 0 },
    spacing: { after: last ? 180 : 30, line: 264 },
    children: [t(text)],
  });

const job = (j: Job, city: string, dates: string) => [
  head(j.title, ` | ${j.company} | ${city}`),
  when(dates),
  ...j.bullets.map((b, i) => item(b, i === j.bullets.length - 1)),
];

const study = (s: School, grade: string, dates: string, thesis?: string) => [
  head(s.degree!, ` – ${s.school} – ${grade}`),
  when(dates, thesis ? 20 : 160, Boolean(thesis)),
  ...(thesis ? [p([t(thesis, { italics: true, size: sz(19) })], 160)] : []),
];

const skillLine = (label: string, list: string[], last = false) =>
  p([t(`${label}: `, { bold: true }), t(list.join(', '))], last ? 0 : 50);

const s = expected.skills;

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: PAGE },
        children: [
          band,
          heading('Profilo'),
          p(
            [
              t(
                'Sviluppatore full stack con quasi dieci anni di esperienza nella progettazione e nello sviluppo di applicazioni web e servizi cloud, oggi nel settore dei pagamenti digitali. Seguo l’intero ciclo di vita del software, dall’analisi dei requisiti al rilascio in produzione, con attenzione alla qualità del codice, ai test automatici e alle prestazioni. Mi piace lavorare in team agili e far crescere i colleghi più giovani.',
              ),
            ],
            0,
            { alignment: AlignmentType.JUSTIFIED },
          ),
          heading('Esperienze lavorative'),
          ...job(pagora, 'Milano', 'Settembre 2020 – in corso'),
          ...job(lariosoft, 'Como', 'Gen 2017 – Ago 2020'),
          ...job(quadrante, 'Milano', 'Feb 2016 – Dic 2016'),
          heading('Istruzione e formazione'),
          ...study(
            magistrale,
            '110/110 e lode',
            '2013 – 2015',
            'Tesi: “Architetture a microservizi guidate dagli eventi per sistemi di pagamento”',
          ),
          ...study(triennale, '104/110', '2010 – 2013'),
          ...study(liceo, '96/100', '2005 – 2010'),
          heading('Certificazioni'),
          p([t('AWS Certified Developer – Associate (2022)')], 50),
          p([t('Professional Scrum Master I – Scrum.org (2019)')]),
          heading('Competenze tecniche'),
          skillLine('Linguaggi', s.slice(0, 5)),
          skillLine('Frontend', s.slice(5, 9)),
          skillLine('Backend', s.slice(9, 13)),
          skillLine('Database', s.slice(13, 17)),
          skillLine('DevOps e Cloud', s.slice(17, 22)),
          skillLine('Metodologie', s.slice(22), true),
          heading('Lingue'),
          p([t('Italiano – madrelingua')], 50),
          p([t('Inglese – C1 (IELTS Academic 7.5)')], 50),
          p([t('Spagnolo – A2')]),
          new Paragraph({
            spacing: { before: 400 },
            children: [
              t(
                'Autorizzo il trattamento dei miei dati personali ai sensi del D.Lgs. 196/2003 e del GDPR (Regolamento UE 2016/679).',
                { italics: true, size: sz(16), color: GREY },
              ),
            ],
          }),
        ],
      },
    ],
    FONT,
    20,
    { text: '\uf0a7', font: 'Wingdings' },
  );
