// Le CV d'une étudiante de Master 1 qui cherche une alternance, tapé dans Word (A4, Calibri 10,5 mis dans ce que
// LibreOffice trouve à sa place, marges réduites à 1,5 cm pour tenir sur une page). What it has:
// - the top as a borderless table of two cells: the name ('Léa' then 'MARCHAND' typed in capitals, bold) over the
//   address on one line ('45 avenue Jean Jaurès, 69007 Lyon'), 'Tél. : 06 12 34 56 78' and 'E-mail : …' with Word's
//   French non-breaking space before the colon (U+00A0), a LinkedIn address and '21 ans – Permis B, véhiculée'; her
//   photo in the right cell (a picture);
// - the job sought centred in a shaded box across the page, bold white on blue: 'Recherche alternance – Chargée de
//   marketing digital – rythme 3 semaines / 1 semaine', long enough to wrap, and an italic line under it naming
//   the next year's degree and school ('Master 2 Marketing Digital à l’IAE Lyon, à partir de septembre 2024'): a
//   degree and a date that are no school entry;
// - headings typed in mixed case ('Formation', 'Expériences professionnelles', 'Compétences', 'Centres d’intérêt'
//   with AutoCorrect's typographic apostrophe), bold blue over a bottom border; Formation first, as a student puts it;
// - every section a borderless table of two columns: the dates in bold blue in a narrow left cell ('Depuis sept.
//   2023', '2020 – 2023', '2020', 'Mars – août 2023', 'Juin – août 2022', 'Sept. 2021 – févr. 2023'), the kind of
//   contract in italics under them ('Stage de 6 mois', 'CDD', 'Job étudiant (12 h/sem.)'); in the right cell
//   '**Title** – Company, Town' ('Sainte-Maxime (83)' with its département, 'Lyon 7e') over the items of a Word list
//   marked '–' (what Word makes of a typed '- '), some wrapping over two lines;
// - schools as '**Degree – School**' in bold ('Master 1 Marketing Digital – IAE Lyon', 'Licence Économie-Gestion –
//   Université Jean Moulin Lyon 3', 'Baccalauréat général, mention Bien – Lycée Ampère, Lyon') over a grey line
//   ('Parcours …, mention Assez bien', 'Série ES, …') or items marked with Word's arrow (U+F0D8 in Wingdings, what
//   Word makes of a typed '> ') under the Master: courses and a project, not a job's items;
// - Compétences in the same table: 'Marketing' and 'Informatique' as the label in the left cell and a list split by
//   commas in the right ('Pack Office (Excel, PowerPoint)': a comma inside brackets), 'Langues' with 'Anglais : C1
//   (TOEIC 925)' and 'Espagnol : B1' one a line;
// - Centres d'intérêt as 'Sport', 'Associatif' and 'Voyages' rows.
import {
  AlignmentType,
  BorderStyle,
  Document,
  ImageRun,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
  type IRunOptions,
} from 'docx';
import { NO_BORDERS, png, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'fr',
  name: 'Léa MARCHAND',
  email: 'lea.marchand@example.fr',
  phone: '06 12 34 56 78',
  location: '45 avenue Jean Jaurès, 69007 Lyon',
  jobs: [
    {
      title: 'Assistante marketing digital',
      company: 'Maison Ardent',
      start: '2023-03',
      end: '2023-08',
      bullets: [
        'Animation des réseaux sociaux de la marque (Instagram, TikTok, Facebook) : +35 % d’abonnés en 6 mois',
        'Création et envoi des newsletters sous Brevo (12 000 contacts)',
        'Rédaction des fiches produits et optimisation SEO du site Shopify',
        'Suivi des KPI et reporting mensuel sous Google Analytics',
      ],
    },
    {
      title: 'Conseillère de vente',
      company: 'Boutique Les Voiles',
      start: '2022-06',
      end: '2022-08',
      bullets: [
        'Accueil et conseil d’une clientèle française et internationale',
        'Encaissement, réassort et mise en valeur des vitrines',
        'Mise à jour de la page Facebook de la boutique',
      ],
    },
    {
      title: 'Serveuse',
      company: 'Café Le Chevreul',
      start: '2021-09',
      end: '2023-02',
      bullets: [
        'Service en salle et en terrasse, prise de commandes',
        'Ouverture et fermeture de l’établissement, tenue de la caisse',
      ],
    },
  ],
  schools: [
    { school: 'IAE Lyon', degree: 'Master 1 Marketing Digital', start: '2023-09', end: 'present' },
    { school: 'Université Jean Moulin Lyon 3', degree: 'Licence Économie-Gestion', start: '2020', end: '2023' },
    { school: 'Lycée Ampère', degree: 'Baccalauréat général', end: '2020' },
  ],
  skills: [
    'Community management',
    'SEO/SEA',
    'emailing',
    'création de contenu',
    'veille concurrentielle',
    'Pack Office (Excel, PowerPoint)',
    'Canva',
    'WordPress',
    'Shopify',
    'Google Analytics 4',
    'Meta Business Suite',
    'Brevo',
  ],
};

// A4 with the margins narrowed to 1.5 cm; the date column 3.8 cm.
const PAGE = { width: 11906, height: 16838 };
const MARGIN = 851;
const WIDTH = PAGE.width - 2 * MARGIN;
const DATES = 2155;
const BODY = WIDTH - DATES;
const PHOTO = 1700;
const BLUE = '1F4E79';
const GREY = '595959';
const FONT = 'Calibri';

/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);
const t = (text: string, o: IRunOptions = {}) => new TextRun({ text, ...o, size: sz((o.size as number) ?? 21) });
type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;
const p = (children: TextRun[], after = 0, more: ParagraphOptions = {}) =>
  new Paragraph({ spacing: { after, line: 252 }, ...more, children });

// Her photo: head and shoulders on a pale grey-blue wall, 3.5 × 4.5 cm.
const photo = png(140, 180, (x, y) => {
  const face = ((x - 70) / 30) ** 2 + ((y - 74) / 38) ** 2 <= 1;
  const hair = ((x - 70) / 40) ** 2 + ((y - 80) / 52) ** 2 <= 1 && !(face && y > 56);
  const neck = x >= 60 && x <= 80 && y >= 106 && y <= 130;
  const shoulders = y > 124 && ((x - 70) / 68) ** 2 + ((y - 192) / 64) ** 2 <= 1;
  const collar = shoulders && Math.abs(x - 70) < (y - 124) * 0.45 && y < 160;
  if (face) return [233, 200, 178];
  if (hair) return [92, 62, 44];
  if (collar || neck) return [226, 192, 170];
  if (shoulders) return [46, 64, 96];
  return [214, 222, 230];
});

/** A heading typed in mixed case, bold and blue over a bottom border. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 160, after: 80 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: BLUE, space: 1 } },
    children: [t(text, { bold: true, size: 26, color: BLUE })],
  });

/** A list item: '–' (a typed '- ' turned into a list by Word) or Word's arrow ('> '). */
const item = (text: string, list: 'tirets' | 'fleches' = 'tirets', after = 0) =>
  new Paragraph({ numbering: { reference: list, level: 0 }, spacing: { after, line: 252 }, children: [t(text)] });

const cell = (width: number, children: Paragraph[]) =>
  new TableCell({
    borders: NO_BORDERS,
    width: { size: width, type: WidthType.DXA },
    margins: { top: 0, bottom: 0, left: 85, right: 85 },
    children,
  });

/** A row of a section's table: the dates (and the kind of contract under them) left, the rest right. */
const row = (left: Paragraph[], right: Paragraph[]) =>
  new TableRow({ cantSplit: true, children: [cell(DATES, left), cell(BODY, right)] });
const dates = (when: string, kind?: string) => [
  p([t(when, { bold: true, color: BLUE })]),
  ...(kind ? [p([t(kind, { italics: true, color: GREY, size: 20 })])] : []),
];
const section = (rows: TableRow[]) =>
  new Table({ width: { size: WIDTH, type: WidthType.DXA }, columnWidths: [DATES, BODY], rows });
/** The last paragraph of a row leaves a little space before the next. */
const gap = () => p([t('', { size: 8 })]);

type Job = (typeof expected.jobs)[number];
const job = (j: Job, place: string, when: string, kind: string) =>
  row(dates(when, kind), [
    p([t(j.title, { bold: true }), t(` – ${j.company}, ${place}`)], 20),
    ...j.bullets.map((b) => item(b)),
    gap(),
  ]);

/** 'Label' in bold on the left, its text on the right (Compétences, Centres d'intérêt). */
const labelled = (label: string, lines: TextRun[][]) =>
  row([p([t(label, { bold: true, color: BLUE })])], [...lines.map((l, i) => p(l, i === lines.length - 1 ? 60 : 0))]);

function top() {
  const line = (text: string) => p([t(text)], 0);
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [WIDTH - PHOTO, PHOTO],
    rows: [
      new TableRow({
        children: [
          new TableCell({
            borders: NO_BORDERS,
            width: { size: WIDTH - PHOTO, type: WidthType.DXA },
            verticalAlign: VerticalAlign.CENTER,
            children: [
              p(
                [
                  t('Léa ', { bold: true, size: 44, color: BLUE }),
                  t('MARCHAND', { bold: true, size: 44, color: BLUE }),
                ],
                80,
              ),
              line('45 avenue Jean Jaurès, 69007 Lyon'),
              line('Tél.\u00a0: 06 12 34 56 78'),
              line('E-mail\u00a0: lea.marchand@example.fr'),
              line('LinkedIn\u00a0: linkedin.com/in/lea-marchand'),
              line('21 ans – Permis B, véhiculée'),
            ],
          }),
          new TableCell({
            borders: NO_BORDERS,
            width: { size: PHOTO, type: WidthType.DXA },
            verticalAlign: VerticalAlign.CENTER,
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [new ImageRun({ type: 'png', data: photo, transformation: { width: 94, height: 121 } })],
              }),
            ],
          }),
        ],
      }),
    ],
  });
}

function body() {
  const [ardent, voiles, chevreul] = expected.jobs as [Job, Job, Job];
  const shaded = { type: ShadingType.CLEAR, color: 'auto', fill: BLUE };
  return [
    top(),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { before: 200, after: 0 },
      shading: shaded,
      children: [
        t('Recherche alternance – Chargée de marketing digital – rythme 3 semaines / 1 semaine', {
          bold: true,
          size: 23,
          color: 'FFFFFF',
        }),
      ],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { before: 60, after: 60 },
      children: [t('Master 2 Marketing Digital à l’IAE Lyon, à partir de septembre 2024', { italics: true })],
    }),
    heading('Formation'),
    section([
      row(dates('Depuis sept. 2023'), [
        p([t('Master 1 Marketing Digital – IAE Lyon', { bold: true })], 20),
        item('Cours : stratégie digitale, SEO/SEA, social media, marketing automation, data marketing', 'fleches'),
        item('Projet tutoré : plan de communication digitale pour une association lyonnaise', 'fleches'),
        gap(),
      ]),
      row(dates('2020 – 2023'), [
        p([t('Licence Économie-Gestion – Université Jean Moulin Lyon 3', { bold: true })]),
        p([t('Parcours Marketing et Management, mention Assez bien', { color: GREY })]),
        gap(),
      ]),
      row(dates('2020'), [
        p([t('Baccalauréat général, mention Bien – Lycée Ampère, Lyon', { bold: true })]),
        p([t('Série ES, spécialité Mathématiques', { color: GREY })]),
      ]),
    ]),
    heading('Expériences professionnelles'),
    section([
      job(ardent, 'Villeurbanne', 'Mars – août 2023', 'Stage de 6 mois'),
      job(voiles, 'Sainte-Maxime (83)', 'Juin – août 2022', 'CDD'),
      job(chevreul, 'Lyon 7e', 'Sept. 2021 – févr. 2023', 'Job étudiant (12 h/sem.)'),
    ]),
    heading('Compétences'),
    section([
      labelled('Marketing', [
        [t('Community management, SEO/SEA, emailing, création de contenu, veille concurrentielle')],
      ]),
      labelled('Informatique', [
        [
          t(
            'Pack Office (Excel, PowerPoint), Canva, WordPress, Shopify, Google Analytics 4, Meta Business Suite, Brevo',
          ),
        ],
      ]),
      labelled('Langues', [[t('Anglais\u00a0: C1 (TOEIC 925)')], [t('Espagnol\u00a0: B1')]]),
    ]),
    heading('Centres d’intérêt'),
    section([
      labelled('Sport', [[t('Handball en club depuis 10 ans, course à pied (semi-marathon de Lyon)')]]),
      labelled('Associatif', [[t('Membre du pôle communication du BDE de l’IAE Lyon')]]),
      labelled('Voyages', [[t('Irlande (séjour linguistique d’un mois), Espagne, Portugal')]]),
    ]),
  ];
}

const listLevel = (text: string, font: string) => ({
  level: 0,
  format: LevelFormat.BULLET,
  text,
  alignment: AlignmentType.LEFT,
  style: { paragraph: { indent: { left: 284, hanging: 284 } }, run: { font } },
});

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Léa Marchand',
    styles: { default: { document: { run: { font: FONT, size: sz(21) } } } },
    numbering: {
      config: [
        { reference: 'tirets', levels: [listLevel('–', FONT)] },
        { reference: 'fleches', levels: [listLevel('\uF0D8', 'Wingdings')] },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE,
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, header: 567, footer: 567 },
          },
        },
        children: [
          ...body(),
          // Word always ends a document with a paragraph after a table.
          new Paragraph({ spacing: { after: 0 }, children: [t('', { size: 2 })] }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
