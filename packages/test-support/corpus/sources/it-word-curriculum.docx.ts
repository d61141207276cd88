// Il curriculum che un'impiegata di Milano scrive in Word 2016 partendo da un documento vuoto, senza modello e senza
// il formato europeo: A4 con i margini del Normal italiano (2,5 cm sopra, 2 cm sotto e ai lati), Calibri 11 (che
// LibreOffice sostituisce con il carattere che ha), nessun elenco di Word, tutto scritto a mano riga per riga. Cosa ha:
// - il nome grande in grassetto, senza 'Curriculum vitae' né etichetta, e sotto, una per riga allineate a sinistra:
//   'Via Garibaldi 18, 20121 Milano (MI)' (il CAP di cinque cifre e la sigla della provincia tra parentesi),
//   'Cell. 347 123 4567' (un cellulare senza prefisso internazionale, spezzato 3-3-4), 'E-mail:' con l'indirizzo
//   sottolineato in blu come lo fa Word, 'Nata a Bergamo il 03/05/1994' (una data intera, giorno prima del mese);
// - i titoli delle sezioni in grassetto sottolineato, con la sola iniziale maiuscola ('Esperienze lavorative',
//   'Istruzione e formazione', 'Competenze linguistiche', 'Competenze informatiche', 'Altre informazioni'), senza
//   righe né colori;
// - ogni lavoro su righe separate: le date in grassetto scritte in due modi diversi nello stesso documento ('Da marzo
//   2021 ad oggi', '09/2017 – 02/2021', 'Da ottobre 2016 ad agosto 2017' con l''ad' davanti a vocale), poi 'Azienda
//   S.r.l. – Città' (il trattino lungo della correzione automatica di Word, la provincia tra parentesi in un caso),
//   il ruolo in corsivo ('Impiegata amministrativa'), 'Mansioni:' e le voci scritte a mano con '- ' all'inizio di
//   paragrafi normali (l'elenco automatico annullato con Ctrl+Z), quelle lunghe che vanno a capo sotto il trattino;
//   nei primi due lavori le voci in minuscolo chiuse da ';' e l'ultima da '.', nel tirocinio senza punteggiatura;
//   una voce con 'S.n.c. e S.r.l.' dentro; il tirocinio come terzo lavoro;
// - Istruzione e formazione con gli anni in grassetto ('2013 – 2016') sopra una sola riga 'Laurea Triennale in
//   Economia Aziendale, Università degli Studi di Milano-Bicocca, 110/110' (titolo, università e voto separati da
//   virgole, che va a capo), una riga 'Tesi in …' con il titolo tra virgolette, e la maturità con la città e il voto
//   in centesimi dopo il nome del liceo;
// - Competenze linguistiche come 'Inglese: B2' (a parte dalle competenze), Competenze informatiche come righe '- '
//   (le competenze, una per riga), 'Patente B, automunita' sotto Altre informazioni;
// - in fondo la frase sulla privacy in corsivo piccolo: 'Autorizzo il trattamento dei dati personali ai sensi del
//   D.Lgs. 196/2003 e del GDPR (Regolamento UE 2016/679).'
// Nel PDF di LibreOffice (Calibri reso con un carattere più largo) la seconda pagina comincia con l'ultima riga delle
// Competenze informatiche ('- TeamSystem'), nella copia riimpaginata con il titolo della sezione.
import { ExternalHyperlink, Paragraph, TextRun, type IRunOptions, type ParagraphChild } from 'docx';
import { wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'it',
  name: 'Chiara Locatelli',
  email: 'chiara.locatelli94@example.com',
  phone: '347 123 4567',
  location: 'Via Garibaldi 18, 20121 Milano (MI)',
  jobs: [
    {
      title: 'Impiegata amministrativa',
      company: 'Logistica Brianza S.r.l.',
      start: '2021-03',
      end: 'present',
      bullets: [
        'registrazione delle fatture attive e passive e gestione della prima nota;',
        'riconciliazioni bancarie e controllo degli incassi dai clienti;',
        'gestione dello scadenziario fornitori e predisposizione dei pagamenti tramite home banking, con il controllo delle ritenute d’acconto sulle parcelle dei professionisti;',
        'supporto al responsabile amministrativo nelle chiusure mensili e nella preparazione del bilancio d’esercizio;',
        'rapporti con lo studio del commercialista e con i fornitori per solleciti e note di credito.',
      ],
    },
    {
      title: 'Addetta alla contabilità',
      company: 'Studio Rota & Associati',
      start: '2017-09',
      end: '2021-02',
      bullets: [
        'tenuta della contabilità ordinaria e semplificata di circa 50 clienti (ditte individuali, S.n.c. e S.r.l.) con il gestionale TeamSystem;',
        'liquidazioni IVA periodiche e invio telematico dei modelli F24;',
        'preparazione dei modelli 730 e Redditi PF durante la campagna dichiarativa;',
        'accoglienza dei clienti e archiviazione dei documenti.',
      ],
    },
    {
      title: 'Stagista ufficio amministrazione',
      company: 'Fratelli Cortesi S.p.A.',
      start: '2016-10',
      end: '2017-08',
      bullets: [
        'inserimento di bolle e fatture dei fornitori nel gestionale SAP',
        'controllo delle note spese degli agenti di commercio',
        'protocollo e archiviazione della posta in entrata',
      ],
    },
  ],
  schools: [
    {
      school: 'Università degli Studi di Milano-Bicocca',
      degree: 'Laurea Triennale in Economia Aziendale',
      start: '2013',
      end: '2016',
    },
    {
      school: 'Liceo Scientifico Statale “G. Marconi”',
      degree: 'Diploma di maturità scientifica',
      start: '2008',
      end: '2013',
    },
  ],
  // The '- ' lines under Competenze informatiche, one skill each; the languages are apart, the driving licence is
  // neither.
  skills: [
    'Pacchetto Office (Word, Excel, PowerPoint, Outlook)',
    'SAP (modulo FI)',
    'Zucchetti (paghe e presenze)',
    'TeamSystem',
  ],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [brianza, rota, cortesi] = expected.jobs as [Job, Job, Job];
const [bicocca, liceo] = expected.schools as [School, School];

/** A4 with the Italian Normal template's margins: 2.5 cm at the top, 2 cm at the bottom and the sides. */
const PAGE = {
  size: { width: 11906, height: 16838 },
  margin: { top: 1417, bottom: 1134, left: 1134, right: 1134, header: 708, footer: 708 },
};

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** Word 2016's Normal: 8 pt after each paragraph, 1.08 lines; she took the space away inside the entries. */
const NORMAL_AFTER = 160;
const LINE = 259;

type R = string | IRunOptions | ExternalHyperlink;
const line = (list: R | R[], after = 0, keepNext = false, before = 0) =>
  new Paragraph({
    spacing: { before, after, line: LINE },
    keepNext,
    children: (Array.isArray(list) ? list : [list]).map((r) =>
      r instanceof ExternalHyperlink ? r : new TextRun(typeof r === 'string' ? { text: r } : r),
    ) as ParagraphChild[],
  });
const bold = (text: string): IRunOptions => ({ text, bold: true });

/** A heading as she typed it: bold and underlined, a point larger, with an empty-looking gap above. */
const heading = (text: string) => line({ text, bold: true, underline: {}, size: sz(24) }, 120, true, 240);

/** A job: the dates in bold, 'Company – City', the role in italics, 'Mansioni:' and the typed '- ' lines. */
const job = (dates: string, j: Job, city: string) => [
  line(bold(dates), 0, true),
  line(`${j.company} – ${city}`, 0, true),
  line({ text: j.title, italics: true }, 0, true),
  line('Mansioni:', 0, true),
  ...j.bullets.map((b, i) => line(`- ${b}`, i === j.bullets.length - 1 ? NORMAL_AFTER : 0)),
];

/** A course of study: the years in bold over one line 'Degree, School, more', then what she wrote under it. */
const study = (years: string, s: School, more: string, under?: string) => [
  line(bold(years), 0, true),
  line(`${s.degree}, ${s.school}, ${more}`, under ? 0 : NORMAL_AFTER, Boolean(under)),
  ...(under ? [line(under, NORMAL_AFTER)] : []),
];

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: PAGE },
        children: [
          line({ text: expected.name, bold: true, size: sz(40) }, 120),
          line(expected.location!),
          line(`Cell. ${expected.phone}`),
          line([
            'E-mail: ',
            new ExternalHyperlink({
              link: `mailto:${expected.email}`,
              children: [new TextRun({ text: expected.email!, color: '0563C1', underline: {} })],
            }),
          ]),
          line('Nata a Bergamo il 03/05/1994', NORMAL_AFTER),
          heading('Esperienze lavorative'),
          ...job('Da marzo 2021 ad oggi', brianza, 'Milano'),
          ...job('09/2017 – 02/2021', rota, 'Bergamo'),
          ...job('Da ottobre 2016 ad agosto 2017', cortesi, 'Seriate (BG)'),
          heading('Istruzione e formazione'),
          ...study(
            '2013 – 2016',
            bicocca,
            '110/110',
            'Tesi in Ragioneria: “Il controllo di gestione nelle piccole e medie imprese”',
          ),
          ...study('2008 – 2013', liceo, 'Bergamo, 88/100'),
          heading('Competenze linguistiche'),
          line('Italiano: madrelingua'),
          line('Inglese: B2'),
          line('Francese: A2', NORMAL_AFTER),
          heading('Competenze informatiche'),
          ...expected.skills.map((s, i) => line(`- ${s}`, i === expected.skills.length - 1 ? NORMAL_AFTER : 0)),
          heading('Altre informazioni'),
          line('Patente B, automunita'),
          line('Disponibile a trasferte', NORMAL_AFTER),
          line(
            {
              text: 'Autorizzo il trattamento dei dati personali ai sensi del D.Lgs. 196/2003 e del GDPR (Regolamento UE 2016/679).',
              italics: true,
              size: sz(18),
            },
            0,
            false,
            360,
          ),
        ],
      },
    ],
    'Calibri',
    22,
  );
