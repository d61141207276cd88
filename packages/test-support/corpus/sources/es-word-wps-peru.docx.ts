// Un currículum vitae peruano escrito en WPS Writer y guardado como .docx, como lo tiene quien busca trabajo en Lima
// (A4, los márgenes por defecto de WPS: 2,54 cm arriba y abajo, 3,18 cm a los lados; Calibri 11 en el cuerpo,
// Times New Roman en el título y los títulos de sección, con '宋体' como fuente asiática que WPS escribe en cada
// título). Lo que tiene:
// - 'CURRICULUM VITAE' sin tilde, centrado y subrayado, y el nombre en mayúsculas centrado debajo;
// - títulos de sección en un párrafo sombreado en gris con un borde inferior negro (DATOS PERSONALES, PERFIL
//   PROFESIONAL, FORMACIÓN ACADÉMICA, EXPERIENCIA LABORAL, CURSOS Y CAPACITACIONES, CONOCIMIENTOS INFORMÁTICOS,
//   IDIOMAS, REFERENCIAS LABORALES), separados por párrafos vacíos en lugar de espaciado;
// - DATOS PERSONALES como 'Rótulo<TAB>: valor' con los dos puntos alineados tecleando una, dos o tres tabulaciones
//   sobre las paradas por defecto (Nombres y Apellidos, DNI de ocho cifras, Fecha de nacimiento '14/06/1991', Lugar
//   de nacimiento 'Huancayo, Junín', Estado civil, Dirección 'Av. Próceres de la Independencia 3245, San Juan de
//   Lurigancho, Lima', Celular '987 654 321' sin prefijo, Correo);
// - PERFIL PROFESIONAL en un párrafo justificado;
// - FORMACIÓN ACADÉMICA como 'años<TAB>**Institución**' sobre '<TAB>Grado' (una universidad, SENATI con su nombre
//   completo y la sigla, y la secundaria en una I.E. con número);
// - EXPERIENCIA LABORAL con 'Empresa:', 'Cargo:' y 'Periodo:' en negrita y el valor tras una tabulación ('Marzo 2019
//   – a la fecha', 'Enero del 2015 – Febrero del 2019' con el 'del' limeño, 'Abril 2013 – Diciembre 2014'), luego
//   'Funciones:' sobre viñetas de check de Wingdings (U+F0FC) en infinitivo, algunas en dos líneas, y 'Logros:' con
//   una viñeta en el primer empleo; empresas S.A.C., S.A. y E.I.R.L.; un párrafo vacío entre empleos;
// - CURSOS Y CAPACITACIONES y CONOCIMIENTOS INFORMÁTICOS con las mismas viñetas ('– Nivel avanzado');
// - IDIOMAS como 'Idioma<TAB>: nivel';
// - REFERENCIAS LABORALES con 'Ing.' y 'Lic.', cargo y empresa, y 'Cel.: 9xx 555 xxx'.
import { AlignmentType, BorderStyle, Paragraph, ShadingType, TabStopType, TextRun } from 'docx';
import { para, wordDocument, type Expected, type Run } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Edwin Jhonatan Ramos Huamaní',
  email: 'edwin.ramos.huamani@example.com',
  phone: '987 654 321',
  location: 'Av. Próceres de la Independencia 3245, San Juan de Lurigancho, Lima',
  jobs: [
    {
      title: 'Supervisor de Mantenimiento',
      company: 'Plásticos del Rímac S.A.C.',
      start: '2019-03',
      end: 'present',
      bullets: [
        'Planificar y supervisar el programa de mantenimiento preventivo de 18 extrusoras y 12 inyectoras de plástico en dos turnos',
        'Coordinar un equipo de 9 técnicos mecánicos y electricistas, asignando y cerrando las órdenes de trabajo en SAP PM',
        'Controlar el stock de repuestos críticos y elaborar los requerimientos de compra para el área de Logística',
        'Elaborar el reporte mensual de indicadores de mantenimiento (MTBF, MTTR y disponibilidad) para la Jefatura de Planta',
        'Velar por el cumplimiento de los procedimientos de seguridad (IPERC, bloqueo y etiquetado) en los trabajos de mantenimiento',
        'Reducción de las paradas no programadas de la línea de extrusión en 35 % durante el año 2022',
      ],
    },
    {
      title: 'Técnico Mecánico de Mantenimiento',
      company: 'Textil San Cristóbal S.A.',
      start: '2015-01',
      end: '2019-02',
      bullets: [
        'Ejecutar el mantenimiento preventivo y correctivo de telares, urdidoras y compresoras de aire',
        'Diagnosticar fallas mecánicas, neumáticas e hidráulicas y realizar el cambio de rodamientos, fajas y retenes',
        'Fabricar y reparar piezas en torno y fresadora según planos',
        'Registrar las intervenciones en las fichas técnicas de cada equipo',
      ],
    },
    {
      title: 'Practicante de Mantenimiento Mecánico',
      company: 'Metalmecánica Huachipa E.I.R.L.',
      start: '2013-04',
      end: '2014-12',
      bullets: [
        'Apoyar en el montaje y desmontaje de reductores, bombas centrífugas y motores eléctricos',
        'Realizar trabajos de soldadura eléctrica y oxicorte en estructuras metálicas',
      ],
    },
  ],
  schools: [
    {
      school: 'Universidad Tecnológica del Perú (UTP)',
      degree: 'Bachiller en Ingeniería Industrial',
      start: '2016',
      end: '2021',
    },
    {
      school: 'Servicio Nacional de Adiestramiento en Trabajo Industrial – SENATI',
      degree: 'Profesional Técnico en Mecánica de Mantenimiento',
      start: '2010',
      end: '2012',
    },
    {
      school: 'I.E. N.° 0089 “José Carlos Mariátegui”',
      degree: 'Educación Secundaria Completa',
      start: '2005',
      end: '2009',
    },
  ],
  skills: [
    'Microsoft Office (Word, Excel, PowerPoint) – Nivel avanzado',
    'SAP PM (Mantenimiento de Planta) – Nivel usuario',
    'AutoCAD 2D – Nivel intermedio',
    'SolidWorks – Nivel básico',
  ],
};

type Job = (typeof expected.jobs)[0];
const [plasticos, textil, metal] = expected.jobs as [Job, Job, Job];
const [utp, senati, colegio] = expected.schools as [
  (typeof expected.schools)[0],
  (typeof expected.schools)[0],
  (typeof expected.schools)[0],
];

/** Los títulos: Times New Roman, con el '宋体' que WPS pone como fuente asiática. */
const SERIF = { ascii: 'Times New Roman', hAnsi: 'Times New Roman', cs: 'Times New Roman', eastAsia: '宋体' };

/** El párrafo Normal de WPS: sin espaciado, interlineado sencillo. */
const NORMAL = { spacing: { before: 0, after: 0, line: 240 } };

/** Un párrafo vacío, como se separan las secciones y los empleos. */
const blank = () => new Paragraph({ ...NORMAL, children: [] });

/** Un título de sección: párrafo sombreado en gris con borde inferior, en Times New Roman negrita. */
const heading = (text: string) =>
  new Paragraph({
    ...NORMAL,
    spacing: { ...NORMAL.spacing, after: 100 },
    shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'D9D9D9' },
    border: { bottom: { style: BorderStyle.SINGLE, size: 12, color: '000000', space: 1 } },
    children: [new TextRun({ text, bold: true, size: 24, font: SERIF })],
  });

/** 'Rótulo<TAB>…: valor': los dos puntos alineados tecleando tabulaciones sobre las paradas por defecto. */
const datum = (label: string, tabs: number, value: Run) =>
  new Paragraph({
    ...NORMAL,
    spacing: { ...NORMAL.spacing, after: 40 },
    children: [label, `${'\t'.repeat(tabs)}: `, value].map((r) => new TextRun(r)),
  });

/** Una viñeta de check (Wingdings U+F0FC) de la lista de WPS. */
const check = (text: string) =>
  para(text, {
    numbering: { reference: 'bullets', level: 0 },
    alignment: AlignmentType.JUSTIFIED,
    spacing: { after: 20 },
  });

/** 'años<TAB>**Institución**' sobre '<TAB>Grado', con una parada izquierda a 2,5 cm. */
const school = (s: (typeof expected.schools)[0]) => {
  const tabStops = [{ type: TabStopType.LEFT, position: 1418 }];
  return [
    new Paragraph({
      ...NORMAL,
      tabStops,
      children: [new TextRun(`${s.start} – ${s.end}`), new TextRun({ text: `\t${s.school}`, bold: true })],
    }),
    new Paragraph({
      ...NORMAL,
      tabStops,
      spacing: { ...NORMAL.spacing, after: 80 },
      children: [new TextRun(`\t${s.degree}`)],
    }),
  ];
};

/** 'Empresa:<TAB>valor' con el rótulo en negrita y una parada a 2,25 cm. */
const field = (label: string, value: string) =>
  new Paragraph({
    ...NORMAL,
    tabStops: [{ type: TabStopType.LEFT, position: 1276 }],
    children: [new TextRun({ text: `${label}:`, bold: true }), new TextRun(`\t${value}`)],
  });

const sub = (label: string) =>
  new Paragraph({
    ...NORMAL,
    spacing: { ...NORMAL.spacing, before: 60, after: 20 },
    children: [new TextRun({ text: label, bold: true })],
  });

const job = (j: Job, period: string, logros = 0) => [
  field('Empresa', j.company),
  field('Cargo', j.title),
  field('Periodo', period),
  sub('Funciones:'),
  ...j.bullets.slice(0, j.bullets.length - logros).map(check),
  ...(logros ? [sub('Logros:'), ...j.bullets.slice(-logros).map(check)] : []),
];

const reference = (name: string, role: string, phone: string) => [
  new Paragraph({ ...NORMAL, children: [new TextRun({ text: name, bold: true })] }),
  new Paragraph({ ...NORMAL, children: [new TextRun(role)] }),
  new Paragraph({ ...NORMAL, children: [new TextRun(`Cel.: ${phone}`)] }),
];

export const build = () =>
  wordDocument(
    [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1440, bottom: 1440, left: 1800, right: 1800 },
          },
        },
        children: [
          new Paragraph({
            ...NORMAL,
            alignment: AlignmentType.CENTER,
            children: [new TextRun({ text: 'CURRICULUM VITAE', bold: true, underline: {}, size: 32, font: SERIF })],
          }),
          blank(),
          new Paragraph({
            ...NORMAL,
            alignment: AlignmentType.CENTER,
            children: [new TextRun({ text: expected.name.toUpperCase(), bold: true, size: 26 })],
          }),
          blank(),
          heading('DATOS PERSONALES'),
          datum('Nombres y Apellidos', 2, expected.name),
          datum('DNI', 4, '45871236'),
          datum('Fecha de nacimiento', 2, '14/06/1991'),
          datum('Lugar de nacimiento', 2, 'Huancayo, Junín'),
          datum('Estado civil', 3, 'Soltero'),
          datum('Dirección', 3, expected.location!),
          datum('Celular', 3, expected.phone!),
          datum('Correo', 4, expected.email!),
          blank(),
          heading('PERFIL PROFESIONAL'),
          para(
            'Bachiller en Ingeniería Industrial y Profesional Técnico en Mecánica de Mantenimiento egresado de SENATI, con más de 10 años de experiencia en mantenimiento preventivo y correctivo de maquinaria industrial (extrusoras, inyectoras y telares). Capacidad para liderar equipos técnicos, gestionar órdenes de trabajo en SAP PM y reducir paradas no programadas. Persona proactiva, responsable, con disponibilidad inmediata y para trabajar en turnos rotativos.',
            { ...NORMAL, alignment: AlignmentType.JUSTIFIED },
          ),
          blank(),
          heading('FORMACIÓN ACADÉMICA'),
          ...school(utp),
          ...school(senati),
          ...school(colegio),
          blank(),
          heading('EXPERIENCIA LABORAL'),
          ...job(plasticos, 'Marzo 2019 – a la fecha', 1),
          blank(),
          ...job(textil, 'Enero del 2015 – Febrero del 2019'),
          blank(),
          ...job(metal, 'Abril 2013 – Diciembre 2014'),
          blank(),
          heading('CURSOS Y CAPACITACIONES'),
          check('Automatización Industrial con PLC Siemens S7-1200 – SENATI (2020, 60 horas)'),
          check('Gestión del Mantenimiento Industrial y RCM – Colegio de Ingenieros del Perú (2022)'),
          check('Supervisor de Seguridad y Salud en el Trabajo – Ley N.° 29783 (2021)'),
          check('Lectura e Interpretación de Planos Mecánicos – SENATI (2014)'),
          blank(),
          heading('CONOCIMIENTOS INFORMÁTICOS'),
          ...expected.skills.map(check),
          blank(),
          heading('IDIOMAS'),
          datum('Inglés', 3, 'Nivel intermedio (ICPNA)'),
          datum('Quechua', 2, 'Nivel básico (hablado)'),
          blank(),
          heading('REFERENCIAS LABORALES'),
          ...reference('Ing. Jorge Luis Paredes Salas', 'Jefe de Planta – Plásticos del Rímac S.A.C.', '944 555 127'),
          blank(),
          ...reference(
            'Lic. Rosa Elvira Cárdenas Ticona',
            'Jefa de Recursos Humanos – Textil San Cristóbal S.A.',
            '981 555 063',
          ),
        ],
      },
    ],
    'Calibri',
    22,
    { text: '\uf0fc', font: 'Wingdings' },
  );
