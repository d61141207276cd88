// Un currículum chileno escrito en Word a la antigua, como se enseña en liceos, OMIL y preuniversitarios: hoja carta
// con los márgenes de Word en español (2,5 cm arriba y abajo, 3 cm a los lados), Arial 11, 'CURRÍCULUM VITAE'
// centrado, en negrita y subrayado; títulos de sección en mayúsculas subrayados, sin bordes; ANTECEDENTES PERSONALES
// como 'Rótulo<TAB>: valor' con los dos puntos alineados por una tabulación (Nombre, RUT, Fecha de nacimiento,
// Nacionalidad, Estado civil, Dirección, Teléfono, Correo electrónico); ANTECEDENTES ACADÉMICOS como 'años<TAB>
// Carrera, Universidad' y 'Enseñanza Media: Liceo …'; EXPERIENCIA LABORAL con el período en negrita ('Marzo 2019 a
// la fecha', 'Enero 2016 – Febrero 2019') sobre 'Empresa:', 'Cargo:' y 'Funciones:' alineados por tabulación, las
// funciones como sustantivos con la viñeta por defecto de Word (U+F0B7 en Symbol), varias en dos líneas; una práctica
// profesional; CURSOS Y CAPACITACIONES con año y organismo; CONOCIMIENTOS INFORMÁTICOS con viñetas; IDIOMAS; y
// REFERENCIAS 'Se entregan a solicitud.'
import { AlignmentType, TabStopType } from 'docx';
import { bullet, para, wordDocument, type Expected, type Run } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Camila Andrea Soto Pérez',
  email: 'camila.soto.perez@example.cl',
  phone: '+56 9 5555 0123',
  location: 'Av. Providencia 1234, depto. 56, Providencia, Santiago',
  jobs: [
    {
      title: 'Jefa de Control de Gestión',
      company: 'Cencosud S.A.',
      start: '2019-03',
      end: 'present',
      bullets: [
        'Elaboración y seguimiento del presupuesto anual de gastos de las 52 tiendas de la división supermercados, con informes mensuales de desviaciones para la Gerencia de Finanzas',
        'Coordinación de un equipo de cuatro analistas a cargo del cierre mensual de resultados y de los indicadores de gestión por tienda y por región',
        'Implementación de tableros en Power BI conectados a SAP que reemplazaron once planillas Excel y redujeron el cierre de cinco a dos días hábiles',
        'Evaluación económica de proyectos de apertura y remodelación de locales, con cálculo de VAN, TIR y período de recuperación de la inversión',
      ],
    },
    {
      title: 'Analista de Control de Gestión',
      company: 'Banco de Chile',
      start: '2016-01',
      end: '2019-02',
      bullets: [
        'Preparación del informe mensual de rentabilidad por segmento de clientes y por sucursal para la Gerencia de Banca Personas',
        'Análisis de la evolución de colocaciones, captaciones y margen financiero, con explicación de las variaciones respecto del presupuesto y del año anterior',
        'Apoyo en el proceso de planificación anual y en la asignación de gastos indirectos a las áreas comerciales mediante un modelo de costeo ABC',
      ],
    },
    {
      title: 'Analista Comercial',
      company: 'Entel PCS Telecomunicaciones S.A.',
      start: '2014-04',
      end: '2015-12',
      bullets: [
        'Seguimiento semanal de ventas y metas de la fuerza de venta de planes móviles para empresas en la Región Metropolitana',
        'Cálculo de las comisiones mensuales de 60 ejecutivos de venta y atención de sus consultas y reclamos sobre las liquidaciones',
      ],
    },
    {
      title: 'Práctica Profesional',
      company: 'Deloitte',
      start: '2013-01',
      end: '2013-02',
      bullets: [
        'Apoyo al equipo de auditoría externa en la revisión de cuentas por cobrar y en pruebas de control de clientes del sector retail',
      ],
    },
  ],
  schools: [
    {
      school: 'Pontificia Universidad Católica de Chile',
      degree: 'Ingeniería Comercial',
      start: '2009',
      end: '2013',
    },
    { school: 'Liceo Carmela Carvajal de Prat', degree: 'Enseñanza Media', start: '2005', end: '2008' },
  ],
  skills: [
    'Microsoft Office nivel avanzado (Excel: tablas dinámicas, macros)',
    'SAP FI/CO nivel usuario',
    'Power BI',
    'SQL nivel básico',
  ],
};

const [cencosud, banco, entel, deloitte] = expected.jobs as [
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
];

/** Márgenes de Word en español para carta: 2,5 cm arriba y abajo, 3 cm a los lados. */
const TOP = 1417;
const SIDE = 1701;

/** Un título de sección: mayúsculas en negrita, subrayado, sin borde. */
const heading = (text: string) => para({ text, bold: true, underline: {} }, { spacing: { before: 280, after: 160 } });

/** 'Rótulo<TAB>: valor', los dos puntos alineados por una tabulación izquierda a 4,5 cm. */
const datum = (label: string, value: Run) =>
  para([label, '\t: ', value], {
    tabStops: [{ type: TabStopType.LEFT, position: 2552 }],
    spacing: { after: 40 },
  });

/** 'años<TAB>texto', con sangría francesa por si el texto pasa a otra línea. */
const yearLine = (years: string, text: Run[]) =>
  para([years, '\t', ...text], {
    tabStops: [{ type: TabStopType.LEFT, position: 1701 }],
    indent: { left: 1701, hanging: 1701 },
    spacing: { after: 80 },
  });

/** 'Empresa:<TAB>valor' con el rótulo en negrita. */
const field = (label: string, value: Run) =>
  para([{ text: `${label}:`, bold: true }, '\t', value], {
    tabStops: [{ type: TabStopType.LEFT, position: 1418 }],
    spacing: { after: 20 },
  });

const job = (period: string, j: (typeof expected.jobs)[0]) => [
  para({ text: period, bold: true }, { spacing: { before: 160, after: 60 } }),
  field('Empresa', j.company),
  field('Cargo', j.title),
  field('Funciones', ''),
  ...j.bullets.map((b) => bullet(b)),
];

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { margin: { top: TOP, bottom: TOP, left: SIDE, right: SIDE } } },
        children: [
          para(
            { text: 'CURRÍCULUM VITAE', bold: true, underline: {}, size: 28 },
            { alignment: AlignmentType.CENTER, spacing: { after: 240 } },
          ),
          heading('ANTECEDENTES PERSONALES'),
          datum('Nombre', expected.name),
          datum('RUT', '17.654.321-K'),
          datum('Fecha de nacimiento', '12 de agosto de 1990'),
          datum('Nacionalidad', 'Chilena'),
          datum('Estado civil', 'Soltera'),
          datum('Dirección', expected.location!),
          datum('Teléfono', expected.phone!),
          datum('Correo electrónico', expected.email!),
          heading('ANTECEDENTES ACADÉMICOS'),
          yearLine('2009 – 2013', [
            { text: 'Ingeniería Comercial, Pontificia Universidad Católica de Chile', bold: true },
          ]),
          yearLine('2005 – 2008', ['Enseñanza Media: Liceo Carmela Carvajal de Prat']),
          heading('EXPERIENCIA LABORAL'),
          ...job('Marzo 2019 a la fecha', cencosud),
          ...job('Enero 2016 – Febrero 2019', banco),
          ...job('Abril 2014 – Diciembre 2015', entel),
          ...job('Enero – Febrero 2013', deloitte),
          heading('CURSOS Y CAPACITACIONES'),
          yearLine('2021', ['Diplomado en Control de Gestión, Universidad Adolfo Ibáñez']),
          yearLine('2017', ['Curso Power BI para Análisis de Negocios, OTEC Desafío Latam (40 horas)']),
          yearLine('2015', ['Curso Excel Avanzado y Macros, SENCE – Inacap']),
          heading('CONOCIMIENTOS INFORMÁTICOS'),
          ...expected.skills.map((s) => bullet(s)),
          heading('IDIOMAS'),
          datum('Inglés', 'Nivel intermedio (oral y escrito)'),
          heading('REFERENCIAS'),
          para('Se entregan a solicitud.'),
        ],
      },
    ],
    'Arial',
    22,
    { text: '\uf0b7', font: 'Symbol' },
  );
