// A Greek Βιογραφικό Σημείωμα typed by its author in Word from a blank document: A4 with the Greek Normal template's
// margins ('Κανονικά': 2,54 cm top and bottom, 3,17 cm left and right), Calibri 11 (LibreOffice sets its substitute),
// Word's default list mark (U+F0B7 in Symbol). What it has:
// - 'ΒΙΟΓΡΑΦΙΚΟ ΣΗΜΕΙΩΜΑ' centred, bold and underlined as the only title; the name nowhere but after its label;
// - headings in Greek capitals without their accents, bold on a grey shaded paragraph ('ΠΡΟΣΩΠΙΚΑ ΣΤΟΙΧΕΙΑ',
//   'ΕΠΑΓΓΕΛΜΑΤΙΚΗ ΕΜΠΕΙΡΙΑ', 'ΕΚΠΑΙΔΕΥΣΗ', 'ΞΕΝΕΣ ΓΛΩΣΣΕΣ', 'ΓΝΩΣΕΙΣ Η/Υ', 'ΣΕΜΙΝΑΡΙΑ', 'ΛΟΙΠΑ ΣΤΟΙΧΕΙΑ');
// - ΠΡΟΣΩΠΙΚΑ ΣΤΟΙΧΕΙΑ as a borderless table of bold labels and values: 'Ονοματεπώνυμο:' with the surname first as on
//   Greek forms ('Παπαδάκης Νικόλαος'), 'Πατρώνυμο: Γεώργιος' (the father's first name, another person's name),
//   'Διεύθυνση: Λεωφ. Αλεξάνδρας 45, 114 73 Αθήνα' (the postcode as 3 + 2 digits), 'Τηλέφωνο: 694 512 3870', 'E-mail:'
//   a blue link with the diminutive of the first name ('nikos.…'), 'Ημερομηνία γέννησης: 14/06/1991',
//   'Οικογενειακή κατάσταση: Άγαμος', 'Στρατιωτικές υποχρεώσεις: Εκπληρωμένες (11/2013 – 08/2014)' (a range of dates
//   that is no job);
// - ΕΠΑΓΓΕΛΜΑΤΙΚΗ ΕΜΠΕΙΡΙΑ on a left tab stop at 4,5 cm with a hanging indent: 'dates<TAB>**Company**, City', the
//   newest typed later in words ('Μάρτιος 2019 – σήμερα', lower case), the older ones '10/2016 – 02/2019'; Greek
//   legal forms with periods ('Α.Ε.', 'Ε.Π.Ε.', 'Ο.Ε.' after '& Σία'); the title in bold italics on the next line,
//   'Αρμοδιότητες:' over the list items set under the tab stop, abbreviations with periods ('Φ.Π.Α.', 'Ε.Λ.Π.');
// - ΕΚΠΑΙΔΕΥΣΗ as list items, one a school: '**Degree**, School (2009 – 2013), Βαθμός: 7,45 («Λίαν Καλώς»)' (the
//   degree before the school, the years in brackets, a decimal comma, the grade's word in guillemets), wrapping over
//   two lines; the master's first; the Lyceum with Word's superscript ordinal ('2ο Γενικό Λύκειο', Greek omicron)
//   and one year, graded out of 20;
// - ΞΕΝΕΣ ΓΛΩΣΣΕΣ as 'Αγγλικά: Άριστη γνώση (Proficiency)'; ΓΝΩΣΕΙΣ Η/Υ as items, phrases and 'Label: list';
// - ΣΕΜΙΝΑΡΙΑ with their year on the same tab stop (courses, not schools); ΛΟΙΠΑ ΣΤΟΙΧΕΙΑ with the accountant's
//   licence ('Α΄ Τάξης', the numeral's keraia typed as a tonos, U+0384), a driving licence and 'Συστατικές επιστολές διαθέσιμες …'.
import {
  AlignmentType,
  ExternalHyperlink,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import { NO_BORDERS, wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'el',
  // As written after its label: the surname first.
  name: 'Παπαδάκης Νικόλαος',
  email: 'nikos.papadakis91@example.gr',
  phone: '694 512 3870',
  location: 'Λεωφ. Αλεξάνδρας 45, 114 73 Αθήνα',
  jobs: [
    {
      title: 'Προϊστάμενος Λογιστηρίου',
      company: 'Αιγαίον Εμπορική Α.Ε.',
      start: '2019-03',
      end: 'present',
      bullets: [
        'Σύνταξη μηνιαίων και ετήσιων οικονομικών καταστάσεων σύμφωνα με τα Ε.Λ.Π. και τα Δ.Π.Χ.Α.',
        'Εποπτεία ομάδας 4 λογιστών και συντονισμός του μηνιαίου κλεισίματος',
        'Υποβολή περιοδικών δηλώσεων Φ.Π.Α., καταστάσεων Μ.Υ.Φ. και δηλώσεων παρακρατούμενων φόρων μέσω Taxisnet',
        'Συνεργασία με τους ορκωτούς ελεγκτές κατά τον τακτικό και τον φορολογικό έλεγχο',
        'Συμμετοχή στην εφαρμογή του SAP S/4HANA (FI/CO) το 2021',
      ],
    },
    {
      title: 'Λογιστής',
      company: 'Δέλτα Λογιστική & Φοροτεχνική Ε.Π.Ε.',
      start: '2016-10',
      end: '2019-02',
      bullets: [
        'Τήρηση απλογραφικών και διπλογραφικών βιβλίων για χαρτοφυλάκιο 35 επιχειρήσεων',
        'Σύνταξη και υποβολή δηλώσεων φορολογίας εισοδήματος φυσικών και νομικών προσώπων',
        'Έκδοση μισθοδοσίας και υποβολή Α.Π.Δ. στον Ε.Φ.Κ.Α.',
        'Συμφωνίες λογαριασμών πελατών, προμηθευτών και τραπεζών',
      ],
    },
    {
      title: 'Βοηθός Λογιστή',
      company: 'Κ. Ραφτόπουλος & Σία Ο.Ε.',
      start: '2014-10',
      end: '2016-09',
      bullets: [
        'Καταχώριση παραστατικών αγορών και πωλήσεων',
        'Έλεγχος και αρχειοθέτηση παραστατικών',
        'Προετοιμασία στοιχείων για τις δηλώσεις Φ.Π.Α.',
      ],
    },
  ],
  schools: [
    {
      school: 'Οικονομικό Πανεπιστήμιο Αθηνών',
      degree: 'Μεταπτυχιακό Δίπλωμα Ειδίκευσης στη Λογιστική και Χρηματοοικονομική',
      start: '2014',
      end: '2016',
    },
    {
      school: 'Εθνικό και Καποδιστριακό Πανεπιστήμιο Αθηνών',
      degree: 'Πτυχίο Οικονομικών Επιστημών',
      start: '2009',
      end: '2013',
    },
    { school: '2ο Γενικό Λύκειο Αμπελοκήπων', degree: 'Απολυτήριο Γενικού Λυκείου', end: '2009' },
  ],
  // The items of ΓΝΩΣΕΙΣ Η/Υ: the phrases whole, the lists after a label split at their commas; languages are apart.
  skills: [
    'Πιστοποίηση ECDL Core',
    'Άριστη γνώση MS Office (Word, Excel, PowerPoint, Outlook)',
    'SAP (FI/CO)',
    'SoftOne',
    'Entersoft',
    'Epsilon Net',
  ],
};

type Job = (typeof expected.jobs)[number];
type School = (typeof expected.schools)[number];
const [aigaion, delta, raftopoulos] = expected.jobs as [Job, Job, Job];
const [aueb, uoa, lykeio] = expected.schools as [School, School, School];

/** A4 with the Greek Normal template's margins: 2,54 cm top and bottom, 3,17 cm left and right. */
const A4 = {
  size: { width: 11906, height: 16838 },
  margin: { top: 1440, bottom: 1440, left: 1797, right: 1797, header: 708, footer: 708 },
};
const WIDTH = A4.size.width - 2 * 1797;

/** The tab stop of the dates column, 4,5 cm; the list items under it. */
const TAB = 2552;
/** The label column of the personal data table, 6 cm. */
const LABEL = 3402;

/** Sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type R = string | { text: string; bold?: boolean; italics?: boolean; superScript?: boolean } | ExternalHyperlink;
const runs = (list: R[]) => list.map((r) => (r instanceof ExternalHyperlink ? r : new TextRun(r)));

/** A heading: bold capitals without accents on a grey shaded paragraph. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 280, after: 140 },
    keepNext: true,
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'D9D9D9' },
    children: [new TextRun({ text, bold: true })],
  });

/** 'left<TAB>right' on the 4,5 cm tab stop, a wrapped line going on under the tab. */
const tabLine = (left: string, right: R[], after = 0, keepNext = true) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.LEFT, position: TAB }],
    indent: { left: TAB, hanging: TAB },
    spacing: { after },
    keepNext,
    children: runs([left, '\t', ...right]),
  });

/** A line under the tab stop (the title, 'Αρμοδιότητες:'). */
const under = (list: R[], after = 0) =>
  new Paragraph({ indent: { left: TAB }, spacing: { after }, keepNext: true, children: runs(list) });

/** A Word list item; `left` the indent the mark hangs from. */
const item = (list: R[], last = false, left = 720) =>
  new Paragraph({
    numbering: { reference: 'bullets', level: 0 },
    indent: { left, hanging: 360 },
    spacing: { after: last ? 200 : 20 },
    children: runs(list),
  });

const job = (dates: string, j: Job, city: string) => [
  tabLine(dates, [{ text: j.company, bold: true }, `, ${city}`]),
  under([{ text: j.title, bold: true, italics: true }], 40),
  under(['Αρμοδιότητες:']),
  ...j.bullets.map((b, i) => item([b], i === j.bullets.length - 1, TAB + 360)),
];

const cell = (width: number, children: Paragraph[]) =>
  new TableCell({ borders: NO_BORDERS, width: { size: width, type: WidthType.DXA }, children });

const personal: Array<[string, R[]]> = [
  ['Ονοματεπώνυμο', [expected.name]],
  ['Πατρώνυμο', ['Γεώργιος']],
  ['Διεύθυνση', [expected.location!]],
  ['Τηλέφωνο', [expected.phone!]],
  [
    'E-mail',
    [
      new ExternalHyperlink({
        link: `mailto:${expected.email}`,
        children: [new TextRun({ text: expected.email!, color: '0563C1', underline: {} })],
      }),
    ],
  ],
  ['Ημερομηνία γέννησης', ['14/06/1991']],
  ['Οικογενειακή κατάσταση', ['Άγαμος']],
  ['Στρατιωτικές υποχρεώσεις', ['Εκπληρωμένες (11/2013 – 08/2014)']],
];

const personalTable = new Table({
  width: { size: WIDTH, type: WidthType.DXA },
  columnWidths: [LABEL, WIDTH - LABEL],
  rows: personal.map(
    ([label, value]) =>
      new TableRow({
        children: [
          cell(LABEL, [new Paragraph({ spacing: { after: 40 }, children: runs([{ text: `${label}:`, bold: true }]) })]),
          cell(WIDTH - LABEL, [new Paragraph({ spacing: { after: 40 }, children: runs(value) })]),
        ],
      }),
  ),
});

/** A school: the degree in bold, the school, the years in brackets and the grade. */
const school = (s: School, years: string, grade: string, last = false) =>
  item([{ text: s.degree!, bold: true }, `, ${s.school}${years}, Βαθμός: ${grade}`], last);

const skills = expected.skills;

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: A4 },
        children: [
          new Paragraph({
            alignment: AlignmentType.CENTER,
            spacing: { after: 240 },
            children: [new TextRun({ text: 'ΒΙΟΓΡΑΦΙΚΟ ΣΗΜΕΙΩΜΑ', bold: true, underline: {}, size: sz(32) })],
          }),
          heading('ΠΡΟΣΩΠΙΚΑ ΣΤΟΙΧΕΙΑ'),
          personalTable,
          heading('ΕΠΑΓΓΕΛΜΑΤΙΚΗ ΕΜΠΕΙΡΙΑ'),
          ...job('Μάρτιος 2019 – σήμερα', aigaion, 'Αθήνα'),
          ...job('10/2016 – 02/2019', delta, 'Μαρούσι'),
          ...job('10/2014 – 09/2016', raftopoulos, 'Αθήνα'),
          heading('ΕΚΠΑΙΔΕΥΣΗ'),
          school(aueb, ' (2014 – 2016)', '8,12 («Άριστα»)'),
          school(uoa, ' (2009 – 2013)', '7,45 («Λίαν Καλώς»)'),
          item(
            [
              { text: lykeio.degree!, bold: true },
              ', 2',
              { text: 'ο', superScript: true },
              `${lykeio.school!.slice(2)} (2009), Βαθμός: 18,4`,
            ],
            true,
          ),
          heading('ΞΕΝΕΣ ΓΛΩΣΣΕΣ'),
          item([{ text: 'Αγγλικά: ', bold: true }, 'Άριστη γνώση (Proficiency – University of Michigan)']),
          item([{ text: 'Γερμανικά: ', bold: true }, 'Καλή γνώση (Goethe-Zertifikat B1)'], true),
          heading('ΓΝΩΣΕΙΣ Η/Υ'),
          item([`${skills[0]} (Word, Excel, PowerPoint, Access, Internet)`]),
          item([skills[1]!]),
          item([{ text: 'ERP: ', bold: true }, skills[2]!]),
          item([{ text: 'Λογιστικά προγράμματα: ', bold: true }, skills.slice(3).join(', ')], true),
          heading('ΣΕΜΙΝΑΡΙΑ'),
          tabLine(
            '2022',
            [
              '«Διεθνή Πρότυπα Χρηματοοικονομικής Αναφοράς (Δ.Π.Χ.Α.)», Ελληνική Εταιρεία Διοίκησης ' +
                'Επιχειρήσεων (ΕΕΔΕ), 40 ώρες',
            ],
            80,
            false,
          ),
          tabLine(
            '2020',
            ['«Ηλεκτρονικά βιβλία myDATA: εφαρμογή στην πράξη», Οικονομικό Επιμελητήριο Ελλάδος'],
            80,
            false,
          ),
          tabLine('2017', ['«Εργατική νομοθεσία και μισθοδοσία», Κέντρο Επαγγελματικής Κατάρτισης Αθηνών'], 0, false),
          heading('ΛΟΙΠΑ ΣΤΟΙΧΕΙΑ'),
          item(['Άδεια άσκησης επαγγέλματος Λογιστή – Φοροτέχνη Α΄ Τάξης (Ο.Ε.Ε., 2018)']),
          item(['Δίπλωμα οδήγησης Β΄ κατηγορίας']),
          item(['Συστατικές επιστολές διαθέσιμες εφόσον ζητηθούν.'], true),
        ],
      },
    ],
    'Calibri',
    22,
    { text: '\uF0B7', font: 'Symbol' },
  );
