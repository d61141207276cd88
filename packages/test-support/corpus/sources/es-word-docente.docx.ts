// A Mexican primary-school teacher's currículum typed in Word 2016 (Spanish interface) from a blank document, the way
// the Normal schools and the USICAMM guides show it: Letter paper (carta) with Word's 'Moderado' margins (2.54 cm at
// the top and bottom, 1.91 cm at the sides), Arial 11 (set in Liberation Sans), two pages (three in the rewrapped
// part). What it has:
// - the top as a table of two cells: the left one bordered in grey with the template's grey silhouette still in it
//   (the photo never pasted), the right one borderless with 'CURRÍCULUM VITAE' letter-spaced in dark blue over the name
//   in large bold type and 'Licenciada en Educación Primaria' in grey italics;
// - bold dark-blue capital headings over a blue bottom border;
// - DATOS PERSONALES as bold 'Label:<TAB>value' on a left tab stop at 5.5 cm: 'Fecha de nacimiento: 17 de mayo de
//   1990', 'Nacionalidad: Mexicana', 'Estado civil: Casada', 'CURP: RAGL900517MPLMRR05', a seven-digit 'Cédula
//   profesional: 7845213' (no phone), 'Domicilio: Privada 14 Sur 2908, Col. Chulavista, C.P. 72420, Puebla, Pue.',
//   'Teléfono celular: 222 555 0187', 'Correo electrónico:';
// - OBJETIVO PROFESIONAL as one justified paragraph;
// - FORMACIÓN ACADÉMICA newest first as the degree in bold over the school and the years in italics: a master's
//   still under way ('2023 – Actualmente' and 'Cursando el tercer semestre.'), the Licenciatura from a Normal school
//   whose name has AutoCorrect's curly quotes ('Benemérito Instituto Normal del Estado “Gral. Juan Crisóstomo
//   Bonilla”'), a Bachillerato at a university's Preparatoria;
// - EXPERIENCIA LABORAL with schools as the employers ('Colegio Valle de Puebla', 'Escuela Primaria Federal “Ignacio
//   Zaragoza”') in bold, then bold 'Puesto:' ('Docente de 4.º grado' with the ordinal indicator, 'Docente frente a
//   grupo (3.º y 5.º grado)'), 'Periodo: agosto 2016 – a la fecha' (months in lower case), 'Funciones:' over Word's
//   default list mark (U+F0B7 in Symbol), justified infinitive duties ending in a period, some wrapping, the first
//   job's list broken by the page; a teaching practice in the last year of the Normal as the third job;
// - CURSOS Y CAPACITACIONES: eight list items '**Diplomado “…”** – Institution, 120 horas, 2023', some with month
//   ranges ('agosto – diciembre 2021', 'marzo 2022') and public bodies (SEP, USICAMM, Centro de Maestros), one given by
//   her own employer: neither jobs nor schools;
// - HABILIDADES one a line in the same list;
// - REFERENCIAS PERSONALES as list items '**Mtra. Name** – position – Tel. 222 555 0342' ('Profr.', 'Lic.', 'Cel.'):
//   other people's names and phones in Puebla's format, not the author's.
import {
  AlignmentType,
  BorderStyle,
  ImageRun,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx';
import { NO_BORDERS, para, png, wordDocument, wordVariant, type Expected, type Run } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Laura Patricia Ramírez García',
  email: 'laura.ramirez.docente@example.com',
  phone: '222 555 0187',
  location: 'Privada 14 Sur 2908, Col. Chulavista, C.P. 72420, Puebla, Pue.',
  jobs: [
    {
      title: 'Docente de 4.º grado',
      company: 'Colegio Valle de Puebla',
      start: '2016-08',
      end: 'present',
      bullets: [
        'Planear y desarrollar las clases de 4.º grado con base en el plan de estudios vigente y los proyectos de la Nueva Escuela Mexicana.',
        'Diseñar material didáctico y actividades diferenciadas para alumnos con rezago en lectura, escritura y matemáticas.',
        'Evaluar de forma continua el aprendizaje de un grupo de 28 alumnos y elaborar las boletas y reportes trimestrales.',
        'Atender a los padres de familia en juntas bimestrales y entrevistas individuales.',
        'Coordinar el programa de lectura “Leer en familia” y la muestra pedagógica de fin de ciclo escolar.',
      ],
    },
    {
      title: 'Docente frente a grupo (3.º y 5.º grado)',
      company: 'Escuela Primaria Federal “Ignacio Zaragoza”',
      start: '2012-09',
      end: '2016-07',
      bullets: [
        'Impartir todas las asignaturas del plan de estudios 2011 a grupos de hasta 35 alumnos.',
        'Aplicar las evaluaciones diagnósticas y bimestrales y capturar las calificaciones en el sistema de control escolar.',
        'Participar en las sesiones del Consejo Técnico Escolar y en la elaboración de la Ruta de Mejora.',
        'Organizar honores a la bandera, festivales cívicos y la ceremonia de fin de cursos.',
      ],
    },
    {
      title: 'Docente en formación',
      company: 'Escuela Primaria “Gabino Barreda”',
      start: '2011-08',
      end: '2012-06',
      bullets: [
        'Conducir las clases de un grupo de 6.º grado bajo la tutoría de la maestra titular.',
        'Elaborar el documento recepcional a partir de la experiencia de práctica intensiva en el aula.',
      ],
    },
  ],
  schools: [
    {
      school: 'Universidad Pedagógica Nacional, Unidad 211 Puebla',
      degree: 'Maestría en Educación Básica',
      start: '2023',
      end: 'present',
    },
    {
      school: 'Benemérito Instituto Normal del Estado “Gral. Juan Crisóstomo Bonilla”',
      degree: 'Licenciatura en Educación Primaria',
      start: '2008',
      end: '2012',
    },
    {
      school: 'Preparatoria “Lic. Benito Juárez García” (BUAP)',
      degree: 'Bachillerato General',
      start: '2005',
      end: '2008',
    },
  ],
  skills: [
    'Planeación didáctica por proyectos y evaluación formativa',
    'Manejo de grupo y disciplina positiva',
    'Atención a alumnos con barreras para el aprendizaje',
    'Google Classroom y Google Workspace for Education',
    'Microsoft Office (Word, Excel y PowerPoint)',
    'Canva y Genially',
  ],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [colegio, zaragoza, barreda] = expected.jobs as [Job, Job, Job];
const [maestria, normal, prepa] = expected.schools as [School, School, School];

/** Letter (carta) with Word's 'Moderado' margins: 2.54 cm top and bottom, 1.91 cm left and right. */
const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 1440, bottom: 1440, left: 1080, right: 1080 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const PHOTO = 1871; // 3.3 cm
const STOP = 3118; // 5.5 cm
const BLUE = '1F3864';

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** A heading: bold dark-blue capitals over a blue rule. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 200, after: 100 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: '2E74B5', space: 1 } },
    children: [new TextRun({ text, bold: true, color: BLUE, size: sz(24) })],
  });

/** 'Label:<TAB>value' with the label in bold, a hanging indent to the stop so a long value wraps under itself. */
const datum = (label: string, value: string) =>
  para([{ text: `${label}:`, bold: true }, '\t', value], {
    tabStops: [{ type: TabStopType.LEFT, position: STOP }],
    indent: { left: STOP, hanging: STOP },
    spacing: { after: 20 },
  });

const labelled = (label: string, value: string, after = 20) =>
  para([{ text: `${label}: `, bold: true }, value], { spacing: { after } });

const school = (s: School, years: string, note?: string) => [
  para({ text: s.degree ?? '', bold: true }, { spacing: { before: 80, after: 20 } }),
  para(s.school, { spacing: { after: 20 } }),
  para({ text: years, italics: true }, { spacing: { after: note ? 20 : 60 } }),
  ...(note ? [para(note, { spacing: { after: 60 } })] : []),
];

const job = (j: Job, period: string) => [
  para({ text: j.company, bold: true, size: sz(23) }, { spacing: { before: 120, after: 40 } }),
  labelled('Puesto', j.title),
  labelled('Periodo', period),
  para({ text: 'Funciones:', bold: true }, { spacing: { before: 40, after: 40 } }),
  ...j.bullets.map((b) => item(b)),
];

/** A list item with Word's default mark, justified as her other paragraphs. */
const item = (runs: Run | Run[]) =>
  para(runs, {
    numbering: { reference: 'bullets', level: 0 },
    alignment: AlignmentType.BOTH,
    spacing: { after: 0 },
  });

const courses: Run[][] = [
  [
    { text: 'Diplomado “La Nueva Escuela Mexicana y el Plan de Estudios 2022”', bold: true },
    ' – SEP / USICAMM, 120 horas, 2023',
  ],
  [{ text: 'Curso “Educación socioemocional en el aula”', bold: true }, ' – Fundación SM, 40 horas, marzo 2022'],
  [
    { text: 'Diplomado en Neuroeducación aplicada al aula', bold: true },
    ' – Universidad Iberoamericana Puebla, agosto – diciembre 2021',
  ],
  [
    { text: 'Taller “Estrategias para la enseñanza de la lectoescritura”', bold: true },
    ' – Secretaría de Educación del Estado de Puebla, 2020',
  ],
  [{ text: 'Curso “Inclusión educativa y atención a la diversidad”', bold: true }, ' – Centro de Maestros 2104, 2019'],
  [{ text: 'Curso de Primeros Auxilios', bold: true }, ' – Cruz Roja Mexicana, Delegación Puebla, 2018'],
  [{ text: 'Taller de Disciplina Positiva en el aula', bold: true }, ' – Colegio Valle de Puebla, agosto 2017'],
  [{ text: 'Curso “Enseñanza de las matemáticas”', bold: true }, ' – Centro de Maestros 2104, 40 horas, 2014'],
];

/** A reference on one line: the name in bold, the position, the phone, set apart by spaced en dashes. */
const reference = (name: string, position: string, phone: string) =>
  item([{ text: name, bold: true }, ` – ${position} – ${phone}`]);

// The template's placeholder: a grey silhouette (head and shoulders) on a paler grey, the photo never pasted over it.
const silhouette = png(136, 170, (x, y) => {
  const head = ((x - 68) / 28) ** 2 + ((y - 66) / 32) ** 2 <= 1;
  const shoulders = y > 108 && ((x - 68) / 60) ** 2 + ((y - 178) / 66) ** 2 <= 1;
  return head || shoulders ? [178, 182, 188] : [232, 234, 237];
});

const GREY_LINE = { style: BorderStyle.SINGLE, size: 6, color: '7F7F7F' };

const top = () =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [PHOTO, WIDTH - PHOTO],
    borders: { ...NO_BORDERS, insideHorizontal: NO_BORDERS.top, insideVertical: NO_BORDERS.top },
    rows: [
      new TableRow({
        children: [
          new TableCell({
            width: { size: PHOTO, type: WidthType.DXA },
            borders: { top: GREY_LINE, bottom: GREY_LINE, left: GREY_LINE, right: GREY_LINE },
            margins: { top: 40, bottom: 40, left: 40, right: 40 },
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new ImageRun({ type: 'png', data: silhouette, transformation: { width: 113, height: 141 } }),
                ],
              }),
            ],
          }),
          new TableCell({
            width: { size: WIDTH - PHOTO, type: WidthType.DXA },
            borders: NO_BORDERS,
            margins: { left: 360 },
            verticalAlign: VerticalAlign.CENTER,
            children: [
              para(
                { text: 'CURRÍCULUM VITAE', bold: true, color: BLUE, size: sz(28), characterSpacing: 60 },
                { spacing: { after: 100 } },
              ),
              para({ text: expected.name, bold: true, size: sz(36) }, { spacing: { after: 60 } }),
              para({ text: 'Licenciada en Educación Primaria', italics: true, color: '595959', size: sz(24) }),
            ],
          }),
        ],
      }),
    ],
  });

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          top(),
          heading('DATOS PERSONALES'),
          datum('Fecha de nacimiento', '17 de mayo de 1990'),
          datum('Nacionalidad', 'Mexicana'),
          datum('Estado civil', 'Casada'),
          datum('CURP', 'RAGL900517MPLMRR05'),
          datum('Cédula profesional', '7845213'),
          datum('Domicilio', expected.location!),
          datum('Teléfono celular', expected.phone!),
          datum('Correo electrónico', expected.email!),
          heading('OBJETIVO PROFESIONAL'),
          para(
            'Contribuir al desarrollo integral de los niños de educación primaria mediante una práctica docente ' +
              'incluyente, creativa y centrada en el aprendizaje, aplicando estrategias de la Nueva Escuela Mexicana ' +
              'y el uso de la tecnología en el aula, en una institución que valore la formación continua y el ' +
              'trabajo colaborativo con las familias.',
            { alignment: AlignmentType.BOTH, spacing: { after: 60 } },
          ),
          heading('FORMACIÓN ACADÉMICA'),
          ...school(maestria, '2023 – Actualmente', 'Cursando el tercer semestre.'),
          ...school(normal, '2008 – 2012'),
          ...school(prepa, '2005 – 2008'),
          heading('EXPERIENCIA LABORAL'),
          ...job(colegio, 'agosto 2016 – a la fecha'),
          ...job(zaragoza, 'septiembre 2012 – julio 2016'),
          ...job(barreda, 'agosto 2011 – junio 2012'),
          heading('CURSOS Y CAPACITACIONES'),
          ...courses.map((c) => item(c)),
          heading('HABILIDADES'),
          ...expected.skills.map((s) => item(s)),
          heading('REFERENCIAS PERSONALES'),
          reference('Mtra. Rosa Elena Fuentes Cruz', 'Directora del Colegio Valle de Puebla', 'Tel. 222 555 0342'),
          reference('Profr. Jorge Alberto Méndez Ríos', 'Supervisor de la Zona Escolar 031', 'Cel. 222 555 7719'),
          reference('Lic. Ana Karen Torres Vega', 'Psicóloga educativa', 'Cel. 221 555 0908'),
        ],
      },
    ],
    'Arial',
    22,
    { text: '\uf0b7', font: 'Symbol' },
  );
