// A Colombian 'hoja de vida' typed from scratch in WPS Writer (the free suite on her laptop) by an administrator in
// Bucaramanga and saved as .docx, the kind handed in at the cajas de compensación, uploaded to elempleo.com and
// Computrabajo and printed for interviews. Letter paper (carta) with WPS's default margins (2.54 cm, 3.18 cm)
// narrowed by hand to 2 cm at the top and bottom and 2.5 cm at the sides to keep two pages, Arial 11 set in
// Liberation Sans. WPS's marks on the file: '宋体' as the East Asian font of every run, default tab stops every 420
// twips, a document grid of 312-twip lines (LibreOffice snaps every line to 15.6 pt), the author WPS names an account
// it has not been told ('WPS_…'), its default bullet list (Wingdings' round dot, U+F06C, set by LibreOffice in
// OpenSymbol), empty paragraphs typed between the blocks. Two pages (three in the rewrapped part). What it has:
// - 'HOJA DE VIDA' centred in bold at the top, the name in bold capitals centred under it
//   ('LAURA MARCELA PINZÓN ARDILA');
// - the photo's place: an EMPTY text box with a thin black border (Insert › Text Box, 3 × 4 cm, one empty paragraph
//   in it) floating at the right margin, anchored in the first contact line, the text wrapped square round it;
//   beside it, one a line, 'C.C. 1.098.765.432 de Bucaramanga' (the cédula: dotted digits like a phone, and a city),
//   'Dirección: Cra 27 # 45-12, Barrio Sotomayor, Bucaramanga, Santander' (Colombian 'Cra … # …-…' with the barrio,
//   reaching nearly to the box, wrapping beside it in the rewrapped part: 'Santander' alone on the next line),
//   'Celular: 315 678 9012' and 'Correo: …', then four empty paragraphs she typed to get below the box;
// - headings in bold capitals on a grey shaded paragraph (PERFIL PROFESIONAL, EXPERIENCIA LABORAL, FORMACIÓN
//   ACADÉMICA, CURSOS, REFERENCIAS PERSONALES, REFERENCIAS LABORALES);
// - PERFIL PROFESIONAL as one justified paragraph naming her degree and university (no school entry);
// - EXPERIENCIA LABORAL, three jobs, each a block of lines with the labels in bold capitals: 'EMPRESA: …' (the
//   company typed in capitals too, one 'COOPERATIVA … – COOPORIENTE' with its acronym after a dash), 'CARGO: …',
//   'TIEMPO: Desde febrero de 2019 hasta la fecha' ('Desde marzo de 2016 hasta enero de 2019', months spelt out in
//   lower case), 'JEFE INMEDIATO: name – position' (a person who is not her), 'TELÉFONO: …' (the employer's landline
//   with Santander's prefix '(607) 634 5512', one with an extension, one a mobile: no phone of hers), then
//   'FUNCIONES:' in bold over WPS list items in the infinitive, justified, several wrapping; an empty paragraph
//   between the jobs; page 2 starting at the second job's last item;
// - FORMACIÓN ACADÉMICA as two labelled lines, the label in bold and the value after a typed Tab on WPS's default
//   stops: 'Universitarios:' | 'Administración de Empresas – Universidad Industrial de Santander (UIS) – 2015'
//   (degree first, the school, the year of the degree, the year wrapping alone back to the margin under the label),
//   'Secundarios:' | 'Bachiller Académico – Colegio Santa Isabel de Hungría – 2009' (its value lined up with the
//   first's by the same default stop);
// - CURSOS as dot items 'Course – Institution – Year' (a 'Diplomado' at a university, SENA courses with their hours):
//   neither schools nor jobs;
// - REFERENCIAS PERSONALES and REFERENCIAS LABORALES as the name in bold capitals over 'occupation – Cel. 3xx 555
//   xxxx' ('Cargo – Empresa – Cel. …' naming her employers and a boss again for the work ones): more names and
//   phones;
// - at the end 'Atentamente,', empty lines, a typed rule of underscores, the name in bold capitals and 'C.C.
//   1.098.765.432 de Bucaramanga' under it.
// No skills section: the skills are []. No spoken languages either.
import {
  AlignmentType,
  Document,
  DocumentGridType,
  HorizontalPositionAlign,
  HorizontalPositionRelativeFrom,
  LevelFormat,
  Packer,
  Paragraph,
  ShadingType,
  TextRun,
  TextWrappingSide,
  TextWrappingType,
  VerticalPositionRelativeFrom,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { ShapeRun } from 'docx/shapes';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  // Only in capitals: under the title and over the C.C. at the end.
  name: 'LAURA MARCELA PINZÓN ARDILA',
  email: 'lauramarcela.pinzon@example.com',
  phone: '315 678 9012',
  location: 'Cra 27 # 45-12, Barrio Sotomayor, Bucaramanga, Santander',
  jobs: [
    {
      title: 'Coordinadora Administrativa',
      company: 'COMERCIALIZADORA SANTANDEREANA DE ALIMENTOS S.A.S.',
      start: '2019-02',
      end: 'present',
      bullets: [
        'Coordinar los procesos de compras, inventarios y facturación de la sede y los dos puntos de venta.',
        'Elaborar y controlar el presupuesto anual del área administrativa y presentar los informes mensuales de gestión a la gerencia.',
        'Liquidar la nómina de 48 empleados, las prestaciones sociales y los aportes por la planilla PILA.',
        'Gestionar los contratos con proveedores, las pólizas de seguros y la renovación del registro mercantil ante la Cámara de Comercio de Bucaramanga.',
      ],
    },
    {
      title: 'Auxiliar Administrativa y de Cartera',
      company: 'COOPERATIVA DE AHORRO Y CRÉDITO DEL ORIENTE – COOPORIENTE',
      start: '2016-03',
      end: '2019-01',
      bullets: [
        'Realizar el cobro preventivo y persuasivo de la cartera con mora entre 30 y 90 días.',
        'Elaborar los acuerdos de pago y hacer seguimiento a su cumplimiento.',
        'Radicar y archivar los pagarés, las garantías y los documentos de los créditos.',
        'Atender a los asociados en la oficina y por teléfono, y actualizar sus datos en el sistema.',
      ],
    },
    {
      title: 'Auxiliar Contable',
      company: 'DISTRIBUIDORA DE CALZADO EL TRIUNFO LTDA.',
      start: '2014-07',
      end: '2016-02',
      bullets: [
        'Registrar las facturas de compra y de venta en el programa contable Helisa.',
        'Elaborar las conciliaciones bancarias mensuales.',
        'Apoyar la preparación de las declaraciones de IVA y de retención en la fuente.',
      ],
    },
  ],
  schools: [
    {
      school: 'Universidad Industrial de Santander (UIS)',
      degree: 'Administración de Empresas',
      end: '2015',
    },
    {
      school: 'Colegio Santa Isabel de Hungría',
      degree: 'Bachiller Académico',
      end: '2009',
    },
  ],
  skills: [],
};

/** Letter paper with WPS's default margins (2.54 cm, 3.18 cm) narrowed by hand to 2 cm and 2.5 cm. */
const PAGE = { width: 12240, height: 15840 };
const TOP = 1134;
const SIDE = 1418;

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** A font as WPS writes it on a run: the Latin faces named, '宋体' for East Asian text. */
const ARIAL = { ascii: 'Arial', hAnsi: 'Arial', cs: 'Arial', eastAsia: '宋体' };

type Piece = string | IRunOptions;
const runs = (pieces: Piece | Piece[]) =>
  (Array.isArray(pieces) ? pieces : [pieces]).map(
    (p) => new TextRun({ font: ARIAL, size: sz(22), ...(typeof p === 'string' ? { text: p } : p) }),
  );

type ParagraphOptions = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;

/** A paragraph in WPS's Normal style: no spacing, single lines (on the document's grid). */
const line = (pieces: Piece | Piece[], options: ParagraphOptions = {}, extra: ParagraphChild[] = []) =>
  new Paragraph({
    ...options,
    spacing: { before: 0, after: 0, line: 240, ...options.spacing },
    children: [...extra, ...runs(pieces)],
  });

/** The empty paragraphs she typed between blocks. */
const blank = () => line('');

/** A heading: bold capitals on a paragraph shaded grey (Paragraph › Borders and Shading › Shading). */
const heading = (text: string) =>
  new Paragraph({
    keepNext: true,
    spacing: { before: 0, after: 120, line: 240 },
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'D9D9D9' },
    children: runs({ text, bold: true, size: sz(24) }),
  });

/** An item of WPS's default bullet list (Wingdings' round dot), justified. */
const item = (text: string) =>
  line(text, { numbering: { reference: 'dots', level: 0 }, alignment: AlignmentType.JUSTIFIED });

/** 'LABEL: value' with the label in bold capitals. */
const labelled = (label: string, value: string, bold = false) =>
  line(
    [
      { text: `${label}: `, bold: true },
      { text: value, bold },
    ],
    { keepNext: true },
  );

/** Points to EMUs, and twips to the pixels ShapeRun sizes shapes in. */
const emu = (points: number) => Math.round(points * 12700);
const px = (twips: number) => Math.round(twips / 15);

/**
 * The photo's place as WPS's Insert › Text Box leaves it: a white box with a 0.75 pt black line and one empty
 * paragraph, 3 × 4 cm, floating at the right margin level with the paragraph it is anchored in, text wrapped square.
 */
const photoBox = () =>
  new ShapeRun({
    type: 'rectangle',
    transformation: { width: px(1701), height: px(2268) },
    fill: 'FFFFFF',
    line: { color: '000000', width: 0.75 },
    textOptions: { verticalAlignment: 'top' },
    floating: {
      horizontalPosition: { relative: HorizontalPositionRelativeFrom.MARGIN, align: HorizontalPositionAlign.RIGHT },
      verticalPosition: { relative: VerticalPositionRelativeFrom.PARAGRAPH, offset: emu(2) },
      allowOverlap: true,
      zIndex: 251659264,
      wrap: { type: TextWrappingType.SQUARE, side: TextWrappingSide.BOTH_SIDES },
      margins: { left: 114300, right: 114300, top: 45720, bottom: 45720 },
    },
    altText: { name: '文本框 1' },
    children: [line('')],
  });

type Job = (typeof expected.jobs)[0];

/** A job: the labelled lines, 'FUNCIONES:' and the items. */
const job = (j: Job, time: string, boss: string, phone: string) => [
  labelled('EMPRESA', j.company, true),
  labelled('CARGO', j.title),
  labelled('TIEMPO', time),
  labelled('JEFE INMEDIATO', boss),
  labelled('TELÉFONO', phone),
  line({ text: 'FUNCIONES:', bold: true }, { keepNext: true }),
  ...j.bullets.map(item),
];

/** A line of FORMACIÓN ACADÉMICA: the label in bold, a typed Tab (WPS's default stops), the value. */
const study = (label: string, value: string) => line([{ text: label, bold: true }, `\t${value}`]);

/** A referee: the name in bold capitals over 'occupation – Cel. mobile'. */
const reference = (name: string, occupation: string, phone: string) => [
  line({ text: name, bold: true }, { keepNext: true }),
  line(`${occupation} – Cel. ${phone}`, { spacing: { after: 120 } }),
];

const [comercializadora, cooporiente, triunfo] = expected.jobs as [Job, Job, Job];

const COURSES = [
  'Diplomado en Gerencia del Talento Humano – Universidad Autónoma de Bucaramanga (UNAB) – 2021',
  'Excel Intermedio y Avanzado – SENA – 2020 (40 horas)',
  'Curso virtual de 50 horas en SG-SST – SENA – 2019',
];

const CC = 'C.C. 1.098.765.432 de Bucaramanga';

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'WPS_1598026631',
    lastModifiedBy: 'WPS_1598026631',
    defaultTabStop: 420,
    styles: {
      default: {
        document: { run: { font: ARIAL, size: sz(22) }, paragraph: { spacing: { after: 0 } } },
      },
    },
    numbering: {
      config: [
        {
          reference: 'dots',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uf06c',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 420, hanging: 420 } }, run: { font: 'Wingdings' } },
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
            margin: { top: TOP, bottom: TOP, left: SIDE, right: SIDE, header: 851, footer: 992 },
          },
          grid: { type: DocumentGridType.LINES, linePitch: 312 },
        },
        children: [
          line({ text: 'HOJA DE VIDA', bold: true, size: sz(28) }, { alignment: AlignmentType.CENTER }),
          line(
            { text: expected.name, bold: true, size: sz(24) },
            { alignment: AlignmentType.CENTER, spacing: { after: 240 } },
          ),
          line(CC, {}, [photoBox()]),
          line(`Dirección: ${expected.location}`),
          line(`Celular: ${expected.phone}`),
          line(`Correo: ${expected.email}`),
          blank(),
          blank(),
          blank(),
          blank(),
          heading('PERFIL PROFESIONAL'),
          line(
            'Administradora de Empresas de la Universidad Industrial de Santander, con más de nueve años de ' +
              'experiencia en las áreas administrativa, de cartera y contable de empresas comerciales y del sector ' +
              'solidario. Persona responsable, organizada y con facilidad para el trabajo en equipo.',
            { alignment: AlignmentType.JUSTIFIED },
          ),
          blank(),
          heading('EXPERIENCIA LABORAL'),
          ...job(
            comercializadora,
            'Desde febrero de 2019 hasta la fecha',
            'Hernando Rueda Gómez – Gerente General',
            '(607) 634 5512',
          ),
          blank(),
          ...job(
            cooporiente,
            'Desde marzo de 2016 hasta enero de 2019',
            'Martha Lucía Serrano Plata – Jefe de Cartera',
            '(607) 645 2210 ext. 105',
          ),
          blank(),
          ...job(
            triunfo,
            'Desde julio de 2014 hasta febrero de 2016',
            'Carlos Eduardo Mantilla Vargas – Contador',
            '310 555 7764',
          ),
          blank(),
          heading('FORMACIÓN ACADÉMICA'),
          study('Universitarios:', 'Administración de Empresas – Universidad Industrial de Santander (UIS) – 2015'),
          study('Secundarios:', 'Bachiller Académico – Colegio Santa Isabel de Hungría – 2009'),
          blank(),
          heading('CURSOS'),
          ...COURSES.map(item),
          blank(),
          heading('REFERENCIAS PERSONALES'),
          ...reference('SANDRA MILENA QUINTERO DÍAZ', 'Contadora Pública', '317 555 2290'),
          ...reference('JORGE ENRIQUE BAUTISTA REY', 'Ingeniero Industrial', '300 555 4451'),
          heading('REFERENCIAS LABORALES'),
          ...reference(
            'HERNANDO RUEDA GÓMEZ',
            'Gerente General – Comercializadora Santandereana de Alimentos S.A.S.',
            '315 555 8891',
          ),
          ...reference('MARTHA LUCÍA SERRANO PLATA', 'Jefe de Cartera – Cooporiente', '318 555 0937'),
          line('Atentamente,', { keepNext: true }),
          blank(),
          blank(),
          line('______________________________', { keepNext: true }),
          line({ text: expected.name, bold: true }, { keepNext: true }),
          line(CC),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
