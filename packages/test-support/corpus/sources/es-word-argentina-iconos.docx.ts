// An Argentine HR analyst's CV made from one of the free Word templates passed around in Buenos Aires ('plantilla
// de CV gratis para Word'), filled in over the template's own text and saved as .docx. A4 with 1.8 cm margins,
// Calibri 11 set here in Carlito when the machine has it, else in Liberation Sans; one page and a bit. What it has:
// - the top as a shaded table of two cells (the template's band, no borders): the left one with the name in large
//   bold type in the accent colour over 'Licenciada en Recursos Humanos'; the right one with three contact lines,
//   each after an icon from Insert > Symbol > Wingdings, which Word writes as a w:sym run (its text a private-use
//   code point, U+F0xx): the telephone (F028), the envelope (F02A) and, Wingdings having no house, the position
//   indicator ⌖ (F0B1) before the address; then '+54 9 11 5555-1234' (an Argentine mobile with the '9'), the e-mail
//   and 'Palermo, CABA' (a barrio and the city's initials: the location). (Webdings' house and Wingdings' ✆, F029,
//   would be drawn as empty boxes: LibreOffice recodes only some symbol-font characters to OpenSymbol, and none of a
//   plain run set in Wingdings);
// - headings as bold capitals in the accent colour over a thin rule (PERFIL, EXPERIENCIA LABORAL, EDUCACIÓN,
//   HABILIDADES, IDIOMAS);
// - PERFIL as one justified paragraph;
// - EXPERIENCIA LABORAL as a borderless table, one row per job: a narrow left column with the dates in grey
//   ('Mar 2018 – Actual', abbreviated Spanish months, 'Actual' for the current one; 'Ago 2016 – Feb' / '2018' wrapped
//   in the cell, and in the rewrapped copy every closed range), the wide
//   right one with the title in bold, 'Company · City' in grey under it (a middle dot between them: 'Grupo Galicia ·
//   Buenos Aires') and Word's default list (U+F0B7 in Symbol) inside the cell, some items wrapping over two lines;
//   four jobs, the last one a student's part-time job with the hours in the title ('Vendedora (part-time)');
// - EDUCACIÓN in the same table layout: years in the left column, the degree in bold over the school in grey
//   ('Lic. en Relaciones del Trabajo' over 'Universidad de Buenos Aires (UBA)', '2012 – 2017'), after a diplomatura
//   dated by a lone year ('2021');
// - HABILIDADES as one comma line;
// - IDIOMAS as 'Language: level' lines (languages, not skills), alone on page 2.
import { execFileSync } from 'node:child_process';
import {
  AlignmentType,
  BorderStyle,
  Document,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  SymbolRun,
  Table,
  TableCell,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Micaela Ferreyra',
  email: 'micaela.ferreyra@example.com',
  phone: '+54 9 11 5555-1234',
  location: 'Palermo, CABA',
  jobs: [
    {
      title: 'Analista de Selección',
      company: 'Grupo Galicia',
      start: '2018-03',
      end: 'present',
      bullets: [
        'Gestión integral de búsquedas para las áreas de Tecnología, Riesgos y Banca Minorista, con un promedio de 15 posiciones abiertas por mes',
        'Entrevistas por competencias y coordinación de evaluaciones técnicas con los líderes de cada área',
        'Implementación del programa de referidos internos, que cubrió el 30 % de las búsquedas de 2022',
        'Armado de reportes mensuales de indicadores de selección (tiempo de cobertura, fuentes, rotación temprana) en Power BI',
      ],
    },
    {
      title: 'Asistente de Recursos Humanos',
      company: 'Arcos Dorados',
      start: '2016-08',
      end: '2018-02',
      bullets: [
        'Preselección de candidatos para locales de CABA y GBA Norte a través de Bumeran y ZonaJobs',
        'Coordinación de jornadas de inducción para nuevos ingresos',
        'Carga de novedades de personal (altas, bajas, licencias) para la liquidación de sueldos',
      ],
    },
    {
      title: 'Pasante de Selección',
      company: 'Randstad Argentina',
      start: '2015-03',
      end: '2016-07',
      bullets: [
        'Filtrado de CV y entrevistas telefónicas para búsquedas masivas de atención al cliente y logística',
        'Actualización de la base de candidatos y publicación de avisos',
      ],
    },
    {
      title: 'Vendedora (part-time)',
      company: 'Falabella',
      start: '2012-12',
      end: '2015-02',
      bullets: [
        'Atención al cliente y asesoramiento en el sector de indumentaria',
        'Reposición, control de stock y cierre de caja',
      ],
    },
  ],
  schools: [
    {
      school: 'Universidad Austral',
      degree: 'Diplomatura en Analítica de Recursos Humanos',
      // A lone year in the dates' column: the year it was finished, as the corpus says it.
      end: '2021',
    },
    {
      school: 'Universidad de Buenos Aires (UBA)',
      degree: 'Lic. en Relaciones del Trabajo',
      start: '2012',
      end: '2017',
    },
  ],
  skills: [
    'Selección por competencias',
    'Onboarding',
    'Employer branding',
    'LinkedIn Recruiter',
    'SAP SuccessFactors',
    'Excel avanzado',
    'Power BI',
    'Liquidación de sueldos',
  ],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [galicia, arcos, randstad, falabella] = expected.jobs as [Job, Job, Job, Job];
const [austral, uba] = expected.schools as [School, School];

/** Calibri's metric twin if fontconfig knows it (Debian's fonts-crosextra-carlito), else Liberation Sans. */
function bodyFont() {
  try {
    const found = execFileSync('fc-list', [':family=Carlito', 'family'], { encoding: 'utf8' });
    return found.trim() ? 'Carlito' : 'Liberation Sans';
  } catch {
    return 'Liberation Sans';
  }
}

/** A4 with the template's 1.8 cm margins. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 1021, bottom: 1021, left: 1021, right: 1021 };
const WIDTH = PAGE.width - 2 * MARGIN.left;
/** The dates' column of the experience and education tables. */
const DATES = 2000;

const ACCENT = '1F4E79';
const GREY = '7F7F7F';
const BAND = 'DCE6F0';

/** A size the template set, scaled with the document's type for the rewrapped copy. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type R = string | IRunOptions;
const runs = (list: R | R[]) =>
  (Array.isArray(list) ? list : [list]).map((r) => new TextRun(typeof r === 'string' ? { text: r } : r));

const line = (list: R | R[], after = 40, more: object = {}) =>
  new Paragraph({ spacing: { after }, ...more, children: runs(list) as ParagraphChild[] });

/** A heading: bold capitals in the accent colour over a thin rule, kept with what follows. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 240, after: 120 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: ACCENT, space: 1 } },
    children: [new TextRun({ text, bold: true, color: ACCENT, size: sz(24) })],
  });

/** A contact line: the icon in the accent colour, a space, the value. */
const contact = (icon: ParagraphChild, text: string) =>
  new Paragraph({ spacing: { after: 40 }, children: [icon, new TextRun({ text: ` ${text}` })] });

const iconStyle = { color: ACCENT, size: sz(24) };

const band = () =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [WIDTH - 3800, 3800],
    borders: { ...NO_BORDERS, insideHorizontal: NO_BORDERS.top, insideVertical: NO_BORDERS.top },
    rows: [
      new TableRow({
        children: [
          new TableCell({
            borders: NO_BORDERS,
            width: { size: WIDTH - 3800, type: WidthType.DXA },
            shading: { type: ShadingType.CLEAR, color: 'auto', fill: BAND },
            margins: { top: 200, bottom: 200, left: 240, right: 120 },
            verticalAlign: VerticalAlign.CENTER,
            children: [
              line({ text: expected.name, bold: true, color: ACCENT, size: sz(52) }, 60),
              line({ text: 'Licenciada en Recursos Humanos', size: sz(26), color: '404040' }, 0),
            ],
          }),
          new TableCell({
            borders: NO_BORDERS,
            width: { size: 3800, type: WidthType.DXA },
            shading: { type: ShadingType.CLEAR, color: 'auto', fill: BAND },
            margins: { top: 200, bottom: 200, left: 120, right: 240 },
            verticalAlign: VerticalAlign.CENTER,
            children: [
              // Insert > Symbol > Wingdings: each icon a w:sym run.
              contact(new SymbolRun({ char: 'F028', symbolfont: 'Wingdings', ...iconStyle }), expected.phone!),
              contact(new SymbolRun({ char: 'F02A', symbolfont: 'Wingdings', ...iconStyle }), expected.email!),
              contact(new SymbolRun({ char: 'F0B1', symbolfont: 'Wingdings', ...iconStyle }), expected.location!),
            ],
          }),
        ],
      }),
    ],
  });

/** A list item in Word's default list (U+F0B7 in Symbol). */
const item = (text: string) => line(text, 20, { numbering: { reference: 'vinetas', level: 0 } });

/** One row of the borderless two-column table: the dates on the left, the entry on the right. */
const row = (dates: string, right: Paragraph[]) =>
  new TableRow({
    children: [
      new TableCell({
        borders: NO_BORDERS,
        width: { size: DATES, type: WidthType.DXA },
        margins: { left: 0, right: 120, bottom: 160 },
        children: [line({ text: dates, color: GREY, size: sz(20) }, 0)],
      }),
      new TableCell({
        borders: NO_BORDERS,
        width: { size: WIDTH - DATES, type: WidthType.DXA },
        margins: { left: 120, right: 0, bottom: 160 },
        children: right,
      }),
    ],
  });

const table = (rows: TableRow[]) =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [DATES, WIDTH - DATES],
    borders: { ...NO_BORDERS, insideHorizontal: NO_BORDERS.top, insideVertical: NO_BORDERS.top },
    rows,
  });

const job = (j: Job, dates: string, city: string) =>
  row(dates, [
    line({ text: j.title, bold: true }, 0),
    line({ text: `${j.company} · ${city}`, color: GREY }, 60),
    ...j.bullets.map(item),
  ]);

const school = (s: School, years: string) =>
  row(years, [line({ text: s.degree!, bold: true }, 0), line({ text: s.school!, color: GREY }, 0)]);

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Usuario',
    lastModifiedBy: 'Micaela',
    title: 'CV Micaela Ferreyra',
    styles: { default: { document: { run: { font: bodyFont(), size: sz(22) } } } },
    numbering: {
      config: [
        {
          reference: 'vinetas',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uf0b7',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 360 } }, run: { font: 'Symbol' } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          band(),
          heading('PERFIL'),
          line(
            'Licenciada en Relaciones del Trabajo (UBA) con más de ocho años de experiencia en selección de personal, ' +
              'tanto en consultora como en empresas de consumo masivo y servicios financieros. Me especializo en ' +
              'búsquedas de perfiles IT y comerciales, entrevistas por competencias y análisis de indicadores de ' +
              'gestión. Busco sumarme a un equipo de Talent Acquisition o HR Business Partner.',
            40,
            { alignment: AlignmentType.JUSTIFIED },
          ),
          heading('EXPERIENCIA LABORAL'),
          table([
            job(galicia, 'Mar 2018 – Actual', 'Buenos Aires'),
            job(arcos, 'Ago 2016 – Feb 2018', 'Vicente López'),
            job(randstad, 'Mar 2015 – Jul 2016', 'CABA'),
            job(falabella, 'Dic 2012 – Feb 2015', 'Martínez'),
          ]),
          heading('EDUCACIÓN'),
          table([school(austral, '2021'), school(uba, '2012 – 2017')]),
          heading('HABILIDADES'),
          line(expected.skills.join(', ')),
          heading('IDIOMAS'),
          line([{ text: 'Español: ', bold: true }, 'nativo']),
          line([{ text: 'Inglés: ', bold: true }, 'avanzado (First Certificate in English)']),
          line([{ text: 'Portugués: ', bold: true }, 'básico']),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
