// The CV a job seeker in Bilbao types from a blank page in Word 2016 (A4, the Spanish Normal template's margins of
// 2.5 cm top and bottom and 3 cm left and right, Arial 11, saved on a computer whose Office belongs to 'Usuario'), the
// kind handed to Lanbide and to temp agencies and attached on InfoJobs. What it has:
// - the name in 20 pt bold at the left, a passport photo ('foto de carné') inserted as a picture with a thin grey
//   outline and square wrapping, dragged to the right margin beside the name and the personal data;
// - headings typed in bold capitals in dark blue over a paragraph border of the same blue (DATOS PERSONALES,
//   FORMACIÓN ACADÉMICA, EXPERIENCIA PROFESIONAL, FORMACIÓN COMPLEMENTARIA, IDIOMAS, INFORMÁTICA, OTROS DATOS DE
//   INTERÉS);
// - DATOS PERSONALES as bold 'Label:' then a tab to a left stop at 4.75 cm ('DNI: 16093475-F', 'Fecha de nacimiento:
//   14 de marzo de 1993', 'Dirección:' over two lines by Shift+Enter and a tab, 'Teléfono: 688 47 15 02', 'E-mail:'
//   as the blue underlined link Word makes of it), then 'Carné de conducir B y vehículo propio.' without a label;
// - FORMACIÓN ACADÉMICA oldest first, 'YYYY – YYYY<TAB>**Degree.** School.' on a left tab stop at 2.5 cm without a
//   hanging indent, so a long entry wraps back to the margin under the years; an Erasmus year on a line of its own at
//   the tab (no school of its own);
// - EXPERIENCIA PROFESIONAL newest first, each job one paragraph '**Mayo 2019 – Actualidad.** **Empresa S.L.**
//   (Bilbao). Puesto: Title.' wrapping where it will ('Deloitte, S.L.' with its comma, 'Eroski S. Coop.', 'Julio –
//   Septiembre 2014' with the year written once), 'Funciones:' in bold, then justified items in the list Word's
//   AutoFormat makes of '- ' (a hyphen mark, 1.27 cm indent, 0.63 cm hanging); the oldest job's items typed '- ' in
//   plain paragraphs (pasted from an older CV, so no list);
// - FORMACIÓN COMPLEMENTARIA as Word's default list items (U+F0B7 in Symbol): 'Curso de … (40 horas). Centro, 2017.';
// - IDIOMAS as '**Inglés:** nivel B2 (First Certificate in English).' lines; INFORMÁTICA as '**Label:** a, b, c.'
//   lines; OTROS DATOS DE INTERÉS as Symbol items.
import {
  AlignmentType,
  BorderStyle,
  Document,
  HorizontalPositionAlign,
  HorizontalPositionRelativeFrom,
  ImageRun,
  LevelFormat,
  Packer,
  Paragraph,
  TabStopType,
  TextRun,
  TextWrappingSide,
  TextWrappingType,
  VerticalPositionRelativeFrom,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { png, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Itziar Olabarria Gorostiza',
  email: 'itziar.olabarria93@example.com',
  phone: '688 47 15 02',
  // The address after 'Dirección:', its two lines joined by a comma.
  location: 'C/ Licenciado Poza, 38, 4º izda., 48011 Bilbao (Bizkaia)',
  jobs: [
    {
      title: 'Técnica de Administración y Finanzas',
      company: 'Ferralia Suministros Industriales S.L.',
      start: '2019-05',
      end: 'present',
      bullets: [
        'Contabilidad general y analítica de la empresa y de sus dos filiales con A3ERP, desde el registro de facturas hasta el cierre del ejercicio y la formulación de las cuentas anuales.',
        'Preparación y presentación de los modelos fiscales ante la Hacienda Foral de Bizkaia (303, 111, 115, 347 y 200) en coordinación con la asesoría fiscal externa.',
        'Control de la tesorería y previsión de cobros y pagos a 13 semanas; negociación de pólizas de crédito, confirming y factoring con cuatro entidades bancarias.',
        'Elaboración del presupuesto anual y del informe mensual de desviaciones para la gerencia, con cuadros de mando en Power BI.',
        'Interlocución con los auditores externos durante la auditoría anual de cuentas.',
      ],
    },
    {
      title: 'Administrativa de Compras',
      company: 'Eroski S. Coop.',
      start: '2016-09',
      end: '2019-04',
      bullets: [
        'Gestión de pedidos y seguimiento de las entregas de más de 120 proveedores de alimentación seca y droguería para la plataforma logística de Elorrio.',
        'Verificación y contabilización de facturas de proveedores en SAP (módulo MM) y resolución de incidencias de precios, cantidades y rappels con el departamento comercial.',
        'Mantenimiento de las fichas de artículos y de las condiciones comerciales pactadas en cada negociación anual.',
        'Elaboración de informes semanales de rotación de stock y de roturas en Excel para los jefes de producto.',
      ],
    },
    {
      title: 'Auditora en prácticas',
      company: 'Deloitte, S.L.',
      start: '2015-10',
      end: '2016-06',
      bullets: [
        'Apoyo al equipo en la revisión de las áreas de existencias, proveedores y tesorería de clientes del sector industrial y de la distribución.',
        'Circularización de saldos con bancos, clientes y proveedores, y preparación de los papeles de trabajo de cada área.',
        'Participación en los recuentos físicos de existencias de fin de ejercicio en tres plantas de Bizkaia y Álava.',
      ],
    },
    {
      title: 'Dependienta',
      company: 'El Corte Inglés',
      start: '2014-07',
      end: '2014-09',
      bullets: [
        'Atención al cliente y asesoramiento en la sección de moda joven durante la campaña de rebajas de verano.',
        'Cobro en caja, gestión de devoluciones y reposición de la mercancía en la tienda.',
      ],
    },
  ],
  schools: [
    {
      school: 'Universidad del País Vasco (UPV/EHU)',
      degree: 'Grado en Administración y Dirección de Empresas',
      start: '2011',
      end: '2015',
    },
    {
      school: 'Universidad de Deusto',
      degree: 'Máster Universitario en Auditoría de Cuentas y Contabilidad',
      start: '2015',
      end: '2016',
    },
  ],
  // INFORMÁTICA's lines without their labels, split at the commas.
  skills: [
    'Microsoft Office (nivel avanzado de Excel)',
    'Google Workspace',
    'A3ERP',
    'SAP (FI y MM)',
    'ContaPlus',
    'Power BI',
    'SQL (nivel básico)',
  ],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [ferralia, eroski, deloitte, eci] = expected.jobs as [Job, Job, Job, Job];
const [upv, deusto] = expected.schools as [School, School];

/** A4 with the Spanish Normal template's margins: 2.5 cm at the top and bottom, 3 cm at the sides. */
const PAGE = {
  size: { width: 11906, height: 16838 },
  margin: { top: 1418, bottom: 1418, left: 1701, right: 1701 },
};
const BLUE = '1F3864';
const LABEL_STOP = 2693; // 4.75 cm
const YEAR_STOP = 1418; // 2.5 cm

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type R = string | IRunOptions;
const runs = (list: R | R[]) =>
  (Array.isArray(list) ? list : [list]).map((r) => new TextRun(typeof r === 'string' ? { text: r } : r));
const bold = (text: string): IRunOptions => ({ text, bold: true });

const line = (list: R | R[], after = 0, more: object = {}) =>
  new Paragraph({ spacing: { after }, ...more, children: runs(list) as ParagraphChild[] });

/** A heading as she typed it: bold capitals in dark blue over a paragraph border in the same blue. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 320, after: 140 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: BLUE, space: 1 } },
    children: [new TextRun({ text, bold: true, size: sz(24), color: BLUE })],
  });

/** 'Label:<TAB>value' on the left tab stop at 4.75 cm. */
const data = (label: string, value: R[]) =>
  line([bold(`${label}:`), '\t', ...value], 40, { tabStops: [{ type: TabStopType.LEFT, position: LABEL_STOP }] });

/** 'YYYY – YYYY<TAB>**Degree.** School.': no hanging indent, so what wraps goes back to the margin. */
const study = (years: string, s: School, place = '') =>
  line([years, '\t', bold(`${s.degree}.`), ` ${s.school}${place}.`], 60, {
    tabStops: [{ type: TabStopType.LEFT, position: YEAR_STOP }],
  });

/** One paragraph for the whole heading line of a job: dates, employer, place and 'Puesto:'. */
const jobLine = (dates: string, j: Job, place: string) =>
  line([bold(`${dates}.`), ' ', bold(j.company), ` (${place}). Puesto: ${j.title}.`], 60, {
    spacing: { before: 200, after: 60 },
    keepNext: true,
  });

const functions = () => line(bold('Funciones:'), 40, { keepNext: true });

/** An item of the list Word's AutoFormat makes of '- ' typed at a paragraph's start, justified. */
const dash = (text: string) =>
  line(text, 20, { numbering: { reference: 'guiones', level: 0 }, alignment: AlignmentType.JUSTIFIED });

/** Word's default list mark, U+F0B7 in Symbol. */
const dot = (list: R | R[]) => line(list, 40, { numbering: { reference: 'vinetas', level: 0 } });

// The passport photo: head and shoulders against the pale blue-grey of a photo booth, dark hair to the shoulders,
// a navy jacket over a white blouse.
const photo = png(240, 300, (x, y) => {
  const inEllipse = (cx: number, cy: number, rx: number, ry: number) =>
    ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;
  const face = inEllipse(120, 118, 40, 52);
  const hair = inEllipse(120, 108, 54, 64) || (y > 108 && y < 205 && Math.abs(x - 120) > 34 && Math.abs(x - 120) < 60);
  const neck = y > 160 && y < 205 && Math.abs(x - 120) < 19;
  const body = y > 196 && inEllipse(120, 320, 112, 120);
  const blouse = body && Math.abs(x - 120) < 40 - (y - 196) * 0.25;
  if (face || neck) return [214, 170, 140];
  if (blouse) return [246, 246, 248];
  if (body) return [33, 43, 74];
  if (hair) return [52, 36, 28];
  return [214, 224, 232];
});

const emu = (cm: number) => Math.round(cm * 360000);

const photoRun = () =>
  new ImageRun({
    type: 'png',
    data: photo,
    // 3.2 × 4 cm, in the pixels docx counts (96 a inch).
    transformation: { width: 121, height: 151 },
    outline: { type: 'solidFill', solidFillType: 'rgb', value: '7F7F7F', width: 9525 },
    floating: {
      horizontalPosition: { relative: HorizontalPositionRelativeFrom.MARGIN, align: HorizontalPositionAlign.RIGHT },
      verticalPosition: { relative: VerticalPositionRelativeFrom.PARAGRAPH, offset: emu(0.1) },
      wrap: { type: TextWrappingType.SQUARE, side: TextWrappingSide.BOTH_SIDES },
      margins: { left: emu(0.32), right: emu(0.32), top: 0, bottom: 0 },
    },
  });

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Usuario',
    lastModifiedBy: 'Usuario',
    styles: { default: { document: { run: { font: 'Arial', size: sz(22) } } } },
    numbering: {
      config: [
        {
          reference: 'guiones',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '-',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font: 'Arial' } },
            },
          ],
        },
        {
          reference: 'vinetas',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uf0b7',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font: 'Symbol' } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: PAGE },
        children: [
          new Paragraph({
            spacing: { after: 120 },
            children: [photoRun(), new TextRun({ text: expected.name, bold: true, size: sz(40) })],
          }),
          heading('DATOS PERSONALES'),
          data('DNI', ['16093475-F']),
          data('Fecha de nacimiento', ['14 de marzo de 1993']),
          data('Dirección', ['C/ Licenciado Poza, 38, 4º izda.', { text: '\t48011 Bilbao (Bizkaia)', break: 1 }]),
          data('Teléfono', [expected.phone!]),
          data('E-mail', [{ text: expected.email!, color: '0563C1', underline: {} }]),
          line('Carné de conducir B y vehículo propio.', 40),
          heading('FORMACIÓN ACADÉMICA'),
          study('2011 – 2015', upv),
          line('\tCurso 2013 – 2014 con beca Erasmus en la Université de Bordeaux (Francia).', 120, {
            tabStops: [{ type: TabStopType.LEFT, position: YEAR_STOP }],
          }),
          study('2015 – 2016', deusto, ' (Bilbao)'),
          heading('EXPERIENCIA PROFESIONAL'),
          jobLine('Mayo 2019 – Actualidad', ferralia, 'Bilbao'),
          functions(),
          ...ferralia.bullets.map(dash),
          jobLine('Septiembre 2016 – Abril 2019', eroski, 'Elorrio, Bizkaia'),
          functions(),
          ...eroski.bullets.map(dash),
          jobLine('Octubre 2015 – Junio 2016', deloitte, 'Bilbao'),
          functions(),
          ...deloitte.bullets.map(dash),
          jobLine('Julio – Septiembre 2014', eci, 'Bilbao'),
          functions(),
          // Pasted from an older CV: hyphens typed in ordinary paragraphs, no list.
          ...eci.bullets.map((b) => line(`- ${b}`, 20)),
          heading('FORMACIÓN COMPLEMENTARIA'),
          dot('Curso de Excel avanzado: tablas dinámicas y macros (40 horas). Cámara de Comercio de Bilbao, 2017.'),
          dot('Curso de Prevención de Riesgos Laborales, nivel básico (60 horas). Lanbide, 2016.'),
          dot(
            'Curso de Fiscalidad Foral de Bizkaia: IVA, IRPF e Impuesto sobre Sociedades (60 horas). Colegio Vasco de Economistas, 2020.',
          ),
          dot('Curso de Power BI para el análisis de datos financieros (30 horas). Formación online, 2022.'),
          heading('IDIOMAS'),
          line([bold('Castellano:'), ' lengua materna.'], 40),
          line([bold('Euskera:'), ' nivel C1 (EGA).'], 40),
          line([bold('Inglés:'), ' nivel B2 (First Certificate in English).'], 40),
          line([bold('Francés:'), ' nivel básico.'], 40),
          heading('INFORMÁTICA'),
          line([bold('Ofimática:'), ' Microsoft Office (nivel avanzado de Excel), Google Workspace.'], 40),
          line([bold('ERP y contabilidad:'), ' A3ERP, SAP (FI y MM), ContaPlus.'], 40),
          line([bold('Análisis de datos:'), ' Power BI, SQL (nivel básico).'], 40),
          heading('OTROS DATOS DE INTERÉS'),
          dot('Disponibilidad para viajar e incorporación inmediata.'),
          dot('Voluntaria en el Banco de Alimentos de Bizkaia desde 2017 (campañas de recogida y almacén).'),
          dot('Aficiones: montaña, lectura y pelota vasca.'),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
