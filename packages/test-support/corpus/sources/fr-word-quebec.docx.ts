// Le CV d'un coordonnateur logistique de Montréal tapé dans Word 365 (langue Français (Canada), papier Lettre, marges
// réduites à 2 cm, Calibri 11, which this LibreOffice sets in Noto Sans, the '▪' marks falling back to DejaVu Sans),
// two pages (FORMATION starts page 2), saved as PDF by LibreOffice. What it has:
// - the name in bold dark blue, then the contact as one paragraph of four lines broken by Shift+Enter (no labels):
//   'Montréal (Québec) H2X 1Y4' (the province in parentheses, the postal code after it, as Canada Post and Québec
//   write an address), '514 555-0199' (Québec's phone style: a space after the area code, a hyphen in the number),
//   the e-mail and 'linkedin.com/in/jf-ouellet';
// - headings typed in capitals with their accents (PROFIL, COMPÉTENCES CLÉS, EXPÉRIENCE PROFESSIONNELLE, FORMATION,
//   PERFECTIONNEMENT, LANGUES, BÉNÉVOLAT), bold dark blue over a bottom border;
// - COMPÉTENCES CLÉS as a borderless table of two columns, each cell one item of a Word list marked with the square of
//   Word's bullet library (U+F0A7 in Wingdings), read row by row ('SAP (MM, SD)', 'Dédouanement Canada–États-Unis');
// - each job as the title in bold ('Coordonnateur logistique', 'Répartiteur de transport') over 'Company inc., City
//   (Québec)<TAB>dates' with the dates flush right on a right tab stop, written as Québec writes them: 'Depuis juin
//   2021', '2017 – 2021' in years only, 'mai 2015 – août 2017' with the months in lower case (en dashes from Word's
//   AutoCorrect); company names with Québec's legal suffixes in lower case ('inc.', 'ltée'), the comma after them
//   separating the company from the city; items marked with the Wingdings square, several wrapping over two lines,
//   with Québec's number style typed with non-breaking spaces (U+00A0 in '420 000 $' with the dollar sign after the
//   amount, in '8 000' and before ':') and plain spaces before '%' ('11 %'), Québec terms ('UGS', 'ronde de
//   sécurité', 'SAAQ', 'manifestes ACE/ACI'), one item broken at its compound's hyphen ('non-' / 'conformités');
// - FORMATION in two shapes: the bachelor's as 'Baccalauréat en administration des affaires (B.A.A.), logistique' in
//   bold over 'HEC Montréal<TAB>2015' (the field after a comma), and the older DEC typed on one line 'DEC en
//   techniques de la logistique du transport, Cégep André-Laurendeau, 2012';
// - PERFECTIONNEMENT (courses and a certification, neither schools nor skills: none of them is in `expected`) as a
//   second Word list pasted from an older CV, marked '▪' (U+25AA typed as the list's mark, in Calibri), each 'Course,
//   Body, Year' — one at a cégep's continuing education ('Cégep Marie-Victorin (formation continue)');
// - LANGUES as 'Français : langue maternelle' lines (spoken languages, not skills);
// - BÉNÉVOLAT laid out in the jobs' very shape (a bold role over 'Moisson Montréal, Montréal (Québec)<TAB>Depuis
//   2019' and a '▪' item), then a one-line entry ('Bénévole à la logistique, Marathon Beneva de Montréal, 2018 et
//   2019'). Volunteering is neither paid work nor schooling: the author lists it apart from EXPÉRIENCE
//   PROFESSIONNELLE on purpose, so it is in neither `jobs` nor `schools` (nor skills);
// - 'Références fournies sur demande.' in italics at the end.
// Language 'fr': the app's resume languages carry a region only for Portuguese and Chinese (pt-BR, zh-Hans), and the
// other French sources say 'fr'; the run language in the document is fr-CA.
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
  WidthType,
  type IRunOptions,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'fr',
  name: 'Jean-François Ouellet',
  email: 'jf.ouellet@example.com',
  phone: '514 555-0199',
  location: 'Montréal (Québec) H2X 1Y4',
  jobs: [
    {
      title: 'Coordonnateur logistique',
      company: 'Groupe Distribution Laurentide inc.',
      start: '2021-06',
      end: 'present',
      bullets: [
        'Coordonner les expéditions quotidiennes de 45 à 60 remorques vers les magasins du Québec, de l’Ontario et des Maritimes',
        'Négocier les tarifs avec 12 transporteurs routiers et réduire les coûts de transport de 11 % en 2023, soit une économie de 420 000 $',
        'Implanter le module de rendez-vous de quai de Manhattan WMS, ce qui a réduit l’attente moyenne des camions de 95 à 35 minutes',
        'Produire le tableau de bord hebdomadaire (taux de service, coût par palette, retards) dans Power BI pour la direction des opérations',
        'Former et encadrer quatre répartiteurs et deux commis à l’expédition',
      ],
    },
    {
      title: 'Répartiteur de transport',
      company: 'Transport Bellefeuille inc.',
      start: '2017',
      end: '2021',
      bullets: [
        'Planifier les tournées de 30 camions porteurs et semi-remorques dans la grande région de Montréal',
        'Assurer le suivi des livraisons en temps réel par GPS et aviser les clients de tout retard',
        'Préparer les documents douaniers (manifestes ACE/ACI, connaissements) pour les envois vers les États-Unis',
        'Veiller au respect des heures de conduite et de la ronde de sécurité selon les normes de la SAAQ',
      ],
    },
    {
      title: 'Commis à l’expédition et à la réception',
      company: 'Entrepôts Saint-Laurent ltée',
      start: '2015-05',
      end: '2017-08',
      bullets: [
        'Recevoir et vérifier les marchandises, saisir les réceptions dans SAP et traiter les non-conformités avec les fournisseurs',
        'Préparer les bons de chargement et les connaissements',
        'Participer à l’inventaire annuel de 8 000 unités de gestion de stock (UGS)',
      ],
    },
  ],
  schools: [
    {
      school: 'HEC Montréal',
      degree: 'Baccalauréat en administration des affaires (B.A.A.), logistique',
      end: '2015',
    },
    {
      school: 'Cégep André-Laurendeau',
      degree: 'DEC en techniques de la logistique du transport',
      end: '2012',
    },
  ],
  skills: [
    'Planification du transport',
    'Gestion des stocks',
    'SAP (MM, SD)',
    'Manhattan WMS',
    'Excel avancé et Power BI',
    'Dédouanement Canada–États-Unis',
    'Négociation avec les transporteurs',
    'Lean et amélioration continue',
  ],
};

// Letter, margins narrowed to 2 cm all round.
const PAGE = { width: 12240, height: 15840 };
const MARGIN = 1134;
const WIDTH = PAGE.width - 2 * MARGIN;
const FONT = 'Calibri';
const BLUE = '1F4E79';

/** Half-points, scaled with the document's type for the rewrapped variant. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);
/**
 * What the author typed with Ctrl+Shift+Space (and Word's French AutoCorrect before ':'): a non-breaking space in
 * thousands ('420 000'), before '$' and before ':'. Not before '%', where he typed a plain space.
 */
const qc = (text: string) => text.replace(/(\d) (?=\d{3}(?![\d-]))/g, '$1\u00a0').replace(/ ([:$])/g, '\u00a0$1');
const t = (text: string, o: IRunOptions = {}) =>
  new TextRun({ text: qc(text), ...o, size: sz((o.size as number) ?? 22) });
type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;
const p = (children: TextRun[], after = 60, more: ParagraphOptions = {}) =>
  new Paragraph({ spacing: { after, line: 259 }, ...more, children });

/** A heading typed in capitals, bold dark blue over a bottom border. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 240, after: 100 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: BLUE, space: 1 } },
    children: [t(text, { bold: true, size: 24, color: BLUE })],
  });

/** An item of one of the two lists: 'carres' (Wingdings U+F0A7) or 'petits' ('▪' typed, pasted from an older CV). */
const item = (text: string, list: 'carres' | 'petits' = 'carres') =>
  new Paragraph({
    numbering: { reference: list, level: 0 },
    spacing: { after: 20, line: 259 },
    children: [t(text)],
  });

/** 'Company, City (Québec)<TAB>dates', the dates flush right on a right tab stop. */
const placeLine = (left: string, dates: string) =>
  new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
    spacing: { after: 60, line: 259 },
    keepNext: true,
    children: [t(left, { italics: true }), t('\t'), t(dates)],
  });

const titleLine = (title: string) =>
  new Paragraph({
    spacing: { before: 160, after: 0, line: 259 },
    keepNext: true,
    children: [t(title, { bold: true })],
  });

type Job = (typeof expected.jobs)[number];
const job = (j: Job, city: string, dates: string) => [
  titleLine(j.title),
  placeLine(`${j.company}, ${city}`, dates),
  ...j.bullets.map((b) => item(b)),
];

/** The key skills: two square-marked items to a row of a borderless table. */
function competences(skills: readonly string[]) {
  const half = Math.floor(WIDTH / 2);
  const rows: TableRow[] = [];
  for (let i = 0; i < skills.length; i += 2)
    rows.push(
      new TableRow({
        children: skills.slice(i, i + 2).map(
          (s) =>
            new TableCell({
              borders: NO_BORDERS,
              width: { size: half, type: WidthType.DXA },
              children: [item(s)],
            }),
        ),
      }),
    );
  return new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [half, half],
    borders: { ...NO_BORDERS, insideHorizontal: NO_BORDERS.top, insideVertical: NO_BORDERS.top },
    rows,
  });
}

function body() {
  const [laurentide, bellefeuille, entrepots] = expected.jobs as [Job, Job, Job];
  const [hec, cegep] = expected.schools as [(typeof expected.schools)[0], (typeof expected.schools)[0]];
  return [
    p([t(expected.name, { bold: true, size: 40, color: BLUE })], 60),
    // One paragraph, its lines broken by Shift+Enter.
    new Paragraph({
      spacing: { after: 120, line: 259 },
      children: [
        t(expected.location!),
        new TextRun({ break: 1 }),
        t(expected.phone!),
        new TextRun({ break: 1 }),
        t(expected.email!),
        new TextRun({ break: 1 }),
        t('linkedin.com/in/jf-ouellet'),
      ],
    }),
    heading('PROFIL'),
    p(
      [
        t(
          'Coordonnateur logistique bilingue comptant plus de huit ans d’expérience en transport routier et en ' +
            'entreposage. Reconnu pour mon sens de l’organisation, mon calme en période de pointe et ma capacité à ' +
            'réduire les coûts sans nuire au service à la clientèle.',
        ),
      ],
      60,
      { alignment: AlignmentType.JUSTIFIED },
    ),
    heading('COMPÉTENCES CLÉS'),
    competences(expected.skills),
    heading('EXPÉRIENCE PROFESSIONNELLE'),
    ...job(laurentide, 'Laval (Québec)', 'Depuis juin 2021'),
    ...job(bellefeuille, 'Boucherville (Québec)', '2017 – 2021'),
    ...job(entrepots, 'Montréal (Québec)', 'mai 2015 – août 2017'),
    heading('FORMATION'),
    p([t(hec.degree!, { bold: true })], 0, { keepNext: true }),
    new Paragraph({
      tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
      spacing: { after: 120, line: 259 },
      children: [t(hec.school, { italics: true }), t('\t'), t(hec.end!)],
    }),
    p([t(`${cegep.degree}, ${cegep.school}, ${cegep.end}`)], 60),
    heading('PERFECTIONNEMENT'),
    item('Certification CSCP (Certified Supply Chain Professional), ASCM, 2022', 'petits'),
    item('Transport des marchandises dangereuses (TMD), Via Prévention, 2021', 'petits'),
    item('Power BI : analyse et visualisation de données, Cégep Marie-Victorin (formation continue), 2020', 'petits'),
    heading('LANGUES'),
    p([t('Français : langue maternelle')], 20),
    p([t('Anglais : courant (oral et écrit)')], 20),
    p([t('Espagnol : intermédiaire')], 20),
    heading('BÉNÉVOLAT'),
    titleLine('Chef d’équipe bénévole'),
    placeLine('Moisson Montréal, Montréal (Québec)', 'Depuis 2019'),
    item(
      'Encadrer une équipe de 15 bénévoles lors de la Guignolée et planifier la réception des dons à l’entrepôt',
      'petits',
    ),
    p([t('Bénévole à la logistique, Marathon Beneva de Montréal, 2018 et 2019')], 60, {
      spacing: { before: 120, after: 60, line: 259 },
    }),
    p([t('Références fournies sur demande.', { italics: true })], 0, {
      spacing: { before: 240, after: 0, line: 259 },
    }),
  ];
}

const listLevel = (text: string, font: string) => ({
  level: 0,
  format: LevelFormat.BULLET,
  text,
  alignment: AlignmentType.LEFT,
  style: { paragraph: { indent: { left: 360, hanging: 360 } }, run: { font } },
});

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Jean-François Ouellet',
    styles: {
      default: { document: { run: { font: FONT, size: sz(22), language: { value: 'fr-CA' } } } },
    },
    numbering: {
      config: [
        { reference: 'carres', levels: [listLevel('\uf0a7', 'Wingdings')] },
        { reference: 'petits', levels: [listLevel('\u25aa', FONT)] },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: PAGE,
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, header: 708, footer: 708 },
          },
        },
        children: body(),
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
