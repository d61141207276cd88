// Le CV d'un technicien de maintenance industrielle tapé dans Word 2016 (A4, marges de 2,5 cm par défaut, Arial 11
// mis en Liberation Sans, langue Français (France)), une page et un peu plus. What it has:
// - the top as a borderless table of two cells: on the left the name ('Julien' then 'MARCHAND' typed in capitals,
//   bold), 'Technicien de maintenance industrielle' and '27 ans – Permis B – Véhiculé'; on the right, right-aligned,
//   the address over two paragraphs ('14 allée des Tilleuls' / '69100 Villeurbanne'), '06 12 34 56 78' and the e-mail,
//   with no labels;
// - headings typed in mixed case set in small capitals (Word's Petites majuscules: 'Expériences professionnelles',
//   'Formation', 'Compétences', 'Langues', 'Centres d’intérêt'), bold, over a bottom border;
// - each job one paragraph: the dates, a tab to a left stop at 6 cm, then '**Title** – Company (Ville, 69)', with a
//   hanging indent to the tab so a long line wraps under the text column: 'Depuis 2021', 'De janvier 2017 à août
//   2021', 'De juillet à décembre 2016' and 'De mai à juin 2015' (the year once); the items a Word list marked '-'
//   indented under the text column (the mark at the tab, the text past it), many wrapping over two lines, with
//   Word's French non-breaking spaces before ':', ';' and '%' (U+00A0);
// - one job as a spell of temping: '**Missions d’intérim** – Adecco, Randstad, Synergie (Lyon et Ain)', its items
//   one short mission each as 'Agency : mission, Ville (duration)'; a BTS internship as the last job
//   ('**Stage de technicien de maintenance**');
// - Formation in the same tab layout: '2016<TAB>**BTS Maintenance des Systèmes** – Lycée La Martinière Diderot
//   (Lyon)' with 'Option Systèmes de production' under it in the text column, and '2014<TAB>Bac Pro Maintenance des
//   Équipements Industriels – Lycée professionnel Marcel Sembat (Vénissieux)' not in bold;
// - Compétences as 'Label : list' lines at the margin, the label in bold ('Mécanique', 'Électricité : habilitation
//   B1V-BR', 'GMAO'); Langues 'Anglais : niveau B1 (technique)'; Centres d’intérêt on one line.
import {
  AlignmentType,
  BorderStyle,
  Document,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
  type IRunOptions,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'fr',
  name: 'Julien MARCHAND',
  email: 'julien.marchand69@example.com',
  phone: '06 12 34 56 78',
  // The address as written in the top right cell, its two lines joined.
  location: '14 allée des Tilleuls, 69100 Villeurbanne',
  jobs: [
    {
      title: 'Technicien de maintenance',
      company: 'Salaisons Berthier',
      start: '2021',
      end: 'present',
      bullets: [
        'Maintenance préventive et curative des lignes de tranchage et de conditionnement (trancheuses, operculeuses, étiqueteuses)',
        'Diagnostic des pannes mécaniques, électriques et pneumatiques ; remplacement de vérins, capteurs et variateurs',
        'Suivi des interventions et des demandes de pièces sous GMAO (Carl Source)',
        'Participation aux chantiers TPM : TRS de la ligne 3 passé de 71 % à 78 % en 2023',
        'Astreintes un week-end sur quatre',
      ],
    },
    {
      title: 'Électromécanicien',
      company: 'Cartonnages Ferrand',
      start: '2017-01',
      end: '2021-08',
      bullets: [
        'Dépannage des onduleuses, plieuses-colleuses et presses flexo en équipe 3x8',
        'Changement de roulements, courroies, chaînes et réducteurs, alignement laser des arbres',
        'Câblage et modification d’armoires électriques suite aux rapports de vérification de l’Apave',
        'Rédaction des gammes de maintenance préventive et mise à jour des plans',
        'Accueil des nouveaux arrivants et formation aux règles de consignation',
      ],
    },
    {
      title: 'Missions d’intérim',
      company: 'Adecco, Randstad, Synergie',
      start: '2016-07',
      end: '2016-12',
      bullets: [
        'Adecco : agent de maintenance chez un fabricant d’emballages plastiques, Meyzieu (6 semaines)',
        'Randstad : aide-électricien sur un chantier de rénovation de bureaux, Lyon 3e (1 mois)',
        'Synergie : régleur-dépanneur sur presses à injecter, Oyonnax (2 mois)',
      ],
    },
    {
      title: 'Stage de technicien de maintenance',
      company: 'Fonderie Rivière',
      start: '2015-05',
      end: '2015-06',
      bullets: [
        'Mise en place d’un plan de graissage des convoyeurs de la fonderie',
        'Remplacement d’un moteur-frein et réglage des fins de course d’un pont roulant',
      ],
    },
  ],
  schools: [
    { school: 'Lycée La Martinière Diderot', degree: 'BTS Maintenance des Systèmes', end: '2016' },
    {
      school: 'Lycée professionnel Marcel Sembat',
      degree: 'Bac Pro Maintenance des Équipements Industriels',
      end: '2014',
    },
  ],
  skills: [
    'hydraulique',
    'pneumatique',
    'lecture de plans',
    'soudure MIG/TIG',
    'habilitation B1V-BR',
    'Carl Source',
    'SAP PM',
  ],
};

// Word 2016's A4 page in French: 2.5 cm margins all round; the date column 6 cm.
const PAGE = { width: 11906, height: 16838 };
const MARGIN = 1418;
const WIDTH = PAGE.width - 2 * MARGIN;
const TAB = 3402;
const MARK = 284;
const RIGHT = 4252;
const NAVY = '1F3864';
const GREY = '595959';
const FONT = 'Liberation Sans';

/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);
/** What Word's French AutoCorrect does as one types: a non-breaking space before ':', ';' and '%'. */
const fr = (text: string) => text.replace(/ ([:;%])/g, '\u00a0$1');
const t = (text: string, o: IRunOptions = {}) =>
  new TextRun({ text: fr(text), ...o, size: sz((o.size as number) ?? 22) });
type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;
const p = (children: TextRun[], after = 0, more: ParagraphOptions = {}) =>
  new Paragraph({ spacing: { after, line: 259 }, ...more, children });

/** A heading typed in mixed case, set in small capitals and bold over a bottom border. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 300, after: 140 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: NAVY, space: 1 } },
    children: [t(text, { bold: true, smallCaps: true, size: 26, color: NAVY })],
  });

/** 'Dates<TAB>rest', hanging at the tab so that a long line wraps under the text column. */
const dated = (when: string, rest: TextRun[], after = 40) =>
  new Paragraph({
    spacing: { before: 120, after, line: 259 },
    keepNext: true,
    indent: { left: TAB, hanging: TAB },
    tabStops: [{ type: TabStopType.LEFT, position: TAB }],
    children: [t(when), t('\t'), ...rest],
  });

/** A list item marked '-', the mark at the text column and its text past it. */
const item = (text: string) =>
  new Paragraph({
    numbering: { reference: 'tirets', level: 0 },
    spacing: { after: 0, line: 259 },
    children: [t(text)],
  });

type Job = (typeof expected.jobs)[number];
const job = (j: Job, when: string, place: string) => [
  dated(when, [t(j.title, { bold: true }), t(` – ${j.company} (${place})`)]),
  ...j.bullets.map((b) => item(b)),
];

function top() {
  const left = [
    p([t('Julien ', { size: 36 }), t('MARCHAND', { bold: true, size: 36 })], 60),
    p([t('Technicien de maintenance industrielle', { size: 24, color: NAVY })], 40),
    p([t('27 ans – Permis B – Véhiculé', { color: GREY })]),
  ];
  const right = ['14 allée des Tilleuls', '69100 Villeurbanne', expected.phone!, expected.email!].map((line) =>
    p([t(line)], 0, { alignment: AlignmentType.RIGHT }),
  );
  const cell = (width: number, children: Paragraph[]) =>
    new TableCell({
      borders: NO_BORDERS,
      width: { size: width, type: WidthType.DXA },
      verticalAlign: VerticalAlign.CENTER,
      children,
    });
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [WIDTH - RIGHT, RIGHT],
    rows: [new TableRow({ children: [cell(WIDTH - RIGHT, left), cell(RIGHT, right)] })],
  });
}

/** 'Label : list' at the margin, the label in bold. */
const labelled = (label: string, text: string) => p([t(`${label} : `, { bold: true }), t(text)], 60);

function body() {
  const [berthier, ferrand, interim, stage] = expected.jobs as [Job, Job, Job, Job];
  return [
    top(),
    heading('Expériences professionnelles'),
    ...job(berthier, 'Depuis 2021', 'Saint-Priest, 69'),
    ...job(ferrand, 'De janvier 2017 à août 2021', 'Décines-Charpieu, 69'),
    ...job(interim, 'De juillet à décembre 2016', 'Lyon et Ain'),
    ...job(stage, 'De mai à juin 2015', 'Givors, 69'),
    heading('Formation'),
    dated('2016', [t('BTS Maintenance des Systèmes', { bold: true }), t(' – Lycée La Martinière Diderot (Lyon)')], 0),
    p([t('Option Systèmes de production', { italics: true, color: GREY })], 40, { indent: { left: TAB } }),
    dated('2014', [
      t('Bac Pro Maintenance des Équipements Industriels – Lycée professionnel Marcel Sembat (Vénissieux)'),
    ]),
    heading('Compétences'),
    labelled('Mécanique', 'hydraulique, pneumatique, lecture de plans, soudure MIG/TIG'),
    labelled('Électricité', 'habilitation B1V-BR'),
    labelled('GMAO', 'Carl Source, SAP PM'),
    heading('Langues'),
    labelled('Anglais', 'niveau B1 (technique)'),
    heading('Centres d’intérêt'),
    p([t('Football en club (FC Vaulx-en-Velin), restauration de motos anciennes, pêche')]),
  ];
}

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Julien Marchand',
    styles: {
      default: { document: { run: { font: FONT, size: sz(22), language: { value: 'fr-FR' } } } },
    },
    numbering: {
      config: [
        {
          reference: 'tirets',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '-',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: TAB + MARK, hanging: MARK } }, run: { font: FONT } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE,
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, header: 709, footer: 709 },
          },
        },
        children: body(),
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
