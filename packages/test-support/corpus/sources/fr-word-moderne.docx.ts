// Un « CV moderne » français rempli à partir d'un modèle Word téléchargé sur un site de CV (A4, Calibri, marges
// de 1 cm) : toute la page est UNE ligne de tableau sans bordures, de deux cellules, sa hauteur fixée à celle de la
// page pour que la couleur descende jusqu'en bas. What it has:
// - the narrow left cell shaded slate blue with white type: the modèle's photo placeholder left in (a grey
//   silhouette in a white ring, a picture), then CONTACT as lines each after a small white picture icon (pin, phone,
//   envelope, 'in') on a hanging indent, the address typed over two lines with Shift+Enter ('27 rue des Carmes' /
//   '31000 Toulouse'), '06 12 34 56 78', the e-mail and the LinkedIn address; COMPÉTENCES as skill names one a
//   paragraph; LANGUES as 'Langue : niveau' with Word's French non-breaking space before the colon (U+00A0);
//   CENTRES D’INTÉRÊT (a typographic apostrophe, as Word's AutoCorrect types it) as short lines; the headings typed
//   in capitals, letter-spaced, over a thin white rule;
// - the right cell: the prénom in caps formatting over mixed-case text ('Juliette') and the NOM typed in capitals
//   ('ESCANDE') in bold, both large, then the job title letter-spaced in caps formatting; PROFIL as a justified
//   paragraph; EXPÉRIENCES PROFESSIONNELLES where the first two entries follow the modèle ('**Title** | Company' over
//   the dates in grey italics: 'Depuis septembre 2021', 'Mars 2017 – Août 2021') and the third was typed another way
//   ('**Company – Ville**' over the title in italics over '2015-2017', no spaces round the hyphen); the items a Word
//   list marked '•', some wrapping over two lines; FORMATION as one line a school ('**Master 2 Contrôle de
//   gestion** – IAE Toulouse (2015)') with a grey 'Mémoire : …' line under the first, and 'Baccalauréat ES, mention
//   Bien – Lycée Ozenne, Toulouse (2010)'.
import {
  AlignmentType,
  BorderStyle,
  HeightRule,
  ImageRun,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';
import { png, hex, NO_BORDERS, wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'fr',
  name: 'Juliette ESCANDE',
  email: 'j.escande@example.fr',
  phone: '06 12 34 56 78',
  // The address as written in CONTACT, its two lines joined.
  location: '27 rue des Carmes, 31000 Toulouse',
  jobs: [
    {
      title: 'Contrôleuse de gestion senior',
      company: 'Latécoère',
      start: '2021-09',
      end: 'present',
      bullets: [
        'Pilotage du budget annuel et des reprévisions trimestrielles de la division Aérostructures (310 M€ de chiffre d’affaires)',
        'Mise en place d’un reporting mensuel sous Power BI pour le comité de direction',
        'Analyse des écarts entre coûts standards et coûts réels sur quatre lignes de production',
        'Encadrement d’une contrôleuse de gestion junior et d’un alternant',
      ],
    },
    {
      title: 'Contrôleuse de gestion',
      company: 'Clinique Pasteur',
      start: '2017-03',
      end: '2021-08',
      bullets: [
        'Construction du budget (95 M€) et suivi mensuel de l’activité par pôle de soins',
        'Calcul des coûts par séjour dans le cadre de l’Étude nationale de coûts (ENC)',
        'Automatisation des tableaux de bord sous Excel VBA : clôture mensuelle ramenée de 8 à 5 jours',
      ],
    },
    {
      title: 'Auditrice junior',
      company: 'Mazars',
      start: '2015',
      end: '2017',
      bullets: [
        'Missions de commissariat aux comptes auprès de PME industrielles et d’associations',
        'Revue du contrôle interne et tests sur les cycles achats, ventes et stocks',
      ],
    },
  ],
  schools: [
    { school: 'IAE Toulouse', degree: 'Master 2 Contrôle de gestion', end: '2015' },
    { school: 'Université Toulouse 1 Capitole', degree: 'Licence Économie et gestion', end: '2013' },
    { school: 'Lycée Ozenne', degree: 'Baccalauréat ES', end: '2010' },
  ],
  skills: [
    'Élaboration budgétaire',
    'Comptabilité analytique',
    'Reporting et tableaux de bord',
    'SAP FI/CO',
    'Excel avancé (VBA, Power Query)',
    'Power BI',
    'Normes IFRS',
  ],
};

// A4, the modèle's 1 cm margins; the left column 6 cm.
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 567, bottom: 567, left: 567, right: 567 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const SIDE = 3402;
const MAIN = WIDTH - SIDE;
const SIDE_PAD = 283;
const SLATE = '2E3F5C';
const PALE = 'C9D3E3';
const ACCENT = '3B6EA5';
const GREY = '6B6B6B';

/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

// The pictures: the modèle's photo placeholder (a grey silhouette in a white ring on the column's colour) and four
// white icons.
const BG = hex(SLATE);
const WHITE: [number, number, number] = [255, 255, 255];
const placeholder = png(200, 200, (x, y) => {
  const r = Math.hypot(x - 99.5, y - 99.5);
  if (r > 99) return BG;
  if (r > 94) return WHITE;
  const head = Math.hypot(x - 100, y - 78) < 30;
  const shoulders = y > 118 && ((x - 100) / 62) ** 2 + ((y - 172) / 56) ** 2 <= 1;
  if (head || shoulders) return [236, 239, 243];
  return [176, 186, 200];
});
const icon = (draw: (x: number, y: number) => boolean) => png(32, 32, (x, y) => (draw(x, y) ? WHITE : BG));
const icons = {
  pin: icon((x, y) => {
    const ring = Math.hypot(x - 16, y - 12);
    const tip = y >= 12 && y <= 29 && Math.abs(x - 16) <= (29 - y) * 0.62;
    return (ring < 10 || tip) && ring > 4;
  }),
  phone: icon((x, y) => {
    const body = x >= 9 && x <= 23 && y >= 3 && y <= 29 && !(x >= 11 && x <= 21 && y >= 6 && y <= 23);
    return body || Math.hypot(x - 16, y - 26) < 1.6;
  }),
  mail: icon((x, y) => {
    const inBox = x >= 3 && x <= 28 && y >= 8 && y <= 24;
    if (!inBox) return false;
    const edge = x <= 4 || x >= 27 || y <= 9 || y >= 23;
    const flap = Math.abs(y - 8 - Math.abs(x - 15.5) * -0.62 - 9.6) < 1.4 && y < 19;
    return edge || flap;
  }),
  linkedin: icon((x, y) => {
    const square = x >= 3 && x <= 28 && y >= 3 && y <= 28;
    if (!square) return false;
    const i = (x >= 8 && x <= 11 && y >= 13 && y <= 24) || Math.hypot(x - 9.5, y - 9) < 2;
    const n =
      (x >= 14 && x <= 17 && y >= 13 && y <= 24) ||
      (x >= 21 && x <= 24 && y >= 16 && y <= 24) ||
      (y >= 13 && y <= 16 && x >= 14 && x <= 23 && Math.hypot(x - 20, y - 17) < 5);
    return !(i || n);
  }),
};

// Runs and paragraphs.
const t = (text: string, o: IRunOptions = {}) => new TextRun({ text, ...o, size: sz((o.size as number) ?? 19) });
const white = (text: string, o: IRunOptions = {}) => t(text, { color: 'FFFFFF', ...o });
type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;
const p = (children: Array<TextRun | ImageRun>, after = 40, more: ParagraphOptions = {}) =>
  new Paragraph({ spacing: { after }, ...more, children });

// The left column.
const sideHeading = (text: string) =>
  new Paragraph({
    spacing: { before: 340, after: 140 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: PALE, space: 3 } },
    children: [white(text, { bold: true, size: 22, characterSpacing: 24 })],
  });
/** A contact line: the icon, a tab, the text; further lines (Shift+Enter) hang at the tab. */
const contact = (picture: Buffer, lines: string[]) =>
  new Paragraph({
    spacing: { after: 110 },
    indent: { left: 397, hanging: 397 },
    tabStops: [{ type: TabStopType.LEFT, position: 397 }],
    children: [
      new ImageRun({ type: 'png', data: picture, transformation: { width: 13, height: 13 } }),
      white('\t'),
      ...lines.map((l, i) => white(l, i > 0 ? { break: 1 } : {})),
    ],
  });
const sideLine = (text: string, after = 70) => p([white(text)], after);

function sideColumn() {
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { before: 60, after: 40 },
      children: [new ImageRun({ type: 'png', data: placeholder, transformation: { width: 124, height: 124 } })],
    }),
    sideHeading('CONTACT'),
    contact(icons.pin, ['27 rue des Carmes', '31000 Toulouse']),
    contact(icons.phone, [expected.phone ?? '']),
    contact(icons.mail, [expected.email ?? '']),
    contact(icons.linkedin, ['linkedin.com/in/juliette-escande']),
    sideHeading('COMPÉTENCES'),
    ...expected.skills.map((s) => sideLine(s)),
    sideHeading('LANGUES'),
    p([white('Français\u00a0: '), white('langue maternelle', { color: PALE })], 70),
    p([white('Anglais\u00a0: '), white('courant (TOEIC 915)', { color: PALE })], 70),
    p([white('Espagnol\u00a0: '), white('intermédiaire (B1)', { color: PALE })], 70),
    sideHeading('CENTRES D’INTÉRÊT'),
    sideLine('Rugby (abonnée au Stade Toulousain)'),
    sideLine('Randonnée dans les Pyrénées'),
    sideLine('Bénévole aux Restos du Cœur'),
  ];
}

// The right column.
const mainHeading = (text: string) =>
  new Paragraph({
    spacing: { before: 280, after: 120 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: SLATE, space: 2 } },
    children: [t(text, { bold: true, size: 23, color: SLATE, characterSpacing: 16 })],
  });
const item = (text: string, last: boolean) =>
  new Paragraph({
    numbering: { reference: 'bullets', level: 0 },
    spacing: { after: last ? 180 : 30 },
    children: [t(text)],
  });
const dates = (text: string) => p([t(text, { italics: true, color: GREY, size: 18 })], 60, { keepNext: true });

type Job = (typeof expected.jobs)[number];
/** The modèle's entry: '**Title** | Company' over the dates. */
const modeleJob = (j: Job, when: string) => [
  p(
    [
      t(j.title, { bold: true, size: 21 }),
      t(' | ', { size: 21, color: GREY }),
      t(j.company, { size: 21, color: ACCENT }),
    ],
    10,
    { keepNext: true },
  ),
  dates(when),
  ...j.bullets.map((b, i) => item(b, i === j.bullets.length - 1)),
];

function mainColumn() {
  const [latecoere, pasteur, mazars] = expected.jobs as [Job, Job, Job];
  return [
    p([t('Juliette', { size: 52, allCaps: true, color: SLATE, characterSpacing: 10 })], 0),
    p([t('ESCANDE', { size: 52, bold: true, color: SLATE, characterSpacing: 10 })], 40),
    p([t('Contrôleuse de gestion', { size: 24, allCaps: true, color: ACCENT, characterSpacing: 40 })], 80),
    mainHeading('PROFIL'),
    new Paragraph({
      alignment: AlignmentType.BOTH,
      spacing: { after: 40, line: 259 },
      children: [
        t(
          'Contrôleuse de gestion avec dix ans d’expérience dans l’aéronautique, la santé et l’audit. ' +
            'J’aime construire des outils de pilotage simples et fiables, accompagner les opérationnels dans ' +
            'la lecture de leurs chiffres et fiabiliser les clôtures. Je recherche aujourd’hui un poste de ' +
            'responsable du contrôle de gestion dans un groupe industriel de la région toulousaine.',
        ),
      ],
    }),
    mainHeading('EXPÉRIENCES PROFESSIONNELLES'),
    ...modeleJob(latecoere, 'Depuis septembre 2021'),
    ...modeleJob(pasteur, 'Mars 2017 – Août 2021'),
    // Typed over the modèle's entry another way: the firm and its town first, then the title.
    p([t('Mazars – Toulouse', { bold: true, size: 21 })], 10, { keepNext: true }),
    p([t(mazars.title, { italics: true })], 10, { keepNext: true }),
    dates('2015-2017'),
    ...mazars.bullets.map((b, i) => item(b, i === mazars.bullets.length - 1)),
    mainHeading('FORMATION'),
    p([t('Master 2 Contrôle de gestion', { bold: true }), t(' – IAE Toulouse (2015)')], 10),
    p(
      [
        t('Mémoire\u00a0: le pilotage de la performance dans les ETI industrielles', {
          italics: true,
          color: GREY,
          size: 18,
        }),
      ],
      100,
    ),
    p([t('Licence Économie et gestion', { bold: true }), t(' – Université Toulouse 1 Capitole (2013)')], 100),
    p([t('Baccalauréat ES, mention Bien', { bold: true }), t(' – Lycée Ozenne, Toulouse (2010)')], 40),
  ];
}

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          new Table({
            width: { size: WIDTH, type: WidthType.DXA },
            columnWidths: [SIDE, MAIN],
            rows: [
              new TableRow({
                height: { value: PAGE.height - MARGIN.top - MARGIN.bottom - 300, rule: HeightRule.ATLEAST },
                children: [
                  new TableCell({
                    borders: NO_BORDERS,
                    width: { size: SIDE, type: WidthType.DXA },
                    shading: { type: ShadingType.CLEAR, color: 'auto', fill: SLATE },
                    margins: { top: 340, left: SIDE_PAD, right: SIDE_PAD, bottom: 284 },
                    children: sideColumn(),
                  }),
                  new TableCell({
                    borders: NO_BORDERS,
                    width: { size: MAIN, type: WidthType.DXA },
                    margins: { top: 340, left: 454, right: 227, bottom: 284 },
                    children: mainColumn(),
                  }),
                ],
              }),
            ],
          }),
          // Word always ends a document with a paragraph after a table.
          new Paragraph({ spacing: { after: 0 }, children: [new TextRun({ text: '', size: 2 })] }),
        ],
      },
    ],
    'Calibri',
    19,
  );
