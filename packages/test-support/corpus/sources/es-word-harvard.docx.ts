// Un 'CV formato Harvard' como lo escriben en Word los egresados mexicanos siguiendo las guías más copiadas (bolsas
// de trabajo universitarias, blogs de reclutamiento): hoja carta con márgenes 'Estrechos' (1,27 cm), Times New Roman
// 11, el nombre centrado en negrita, una sola línea de contacto centrada con ' | ' (ciudad, teléfono, correo,
// LinkedIn), los encabezados en mayúsculas con un borde inferior de párrafo; EDUCACIÓN primero: la universidad en
// negrita con la ciudad en un tabulador derecho, la carrera en cursiva con las fechas a la derecha, 'Promedio: 9.1/10'
// con una mención y una beca, un semestre de intercambio con la misma forma y una línea de cursos; EXPERIENCIA
// PROFESIONAL como 'Empresa<TAB>Ciudad' sobre 'Puesto<TAB>Enero 2021 – Presente', viñetas con verbos en pretérito y
// cifras (la viñeta por defecto de Word, U+F0B7 en Symbol), algunas en dos líneas; LIDERAZGO Y ACTIVIDADES con la
// misma forma (grupos estudiantiles, no empleos); HABILIDADES E INTERESES como 'Idiomas:', 'Informática:' e
// 'Intereses:' (los idiomas hablados no son habilidades).
import { AlignmentType, BorderStyle, TabStopType } from 'docx';
import { bullet, para, tabbed, wordDocument, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Mariana Garza Villarreal',
  email: 'mariana.garzav@example.com',
  phone: '+52 81 5555 0147',
  location: 'Monterrey, N.L.',
  jobs: [
    {
      title: 'Analista de Planeación de la Cadena de Suministro',
      company: 'CEMEX',
      start: '2021-01',
      end: 'present',
      bullets: [
        'Rediseñé el modelo de pronóstico de demanda de cemento en saco para 14 centros de distribución de la región noreste, reduciendo el error de pronóstico (MAPE) de 23% a 15%',
        'Automaticé con Python y SQL el reporte semanal de inventarios, ahorrando 12 horas de trabajo manual por semana',
        'Coordiné con 6 plantas el plan mensual de producción y despacho de 1.2 millones de toneladas',
        'Capacité a 3 becarios en el uso de Power BI y en la metodología S&OP de la empresa',
      ],
    },
    {
      title: 'Practicante de Mejora Continua',
      company: 'Ternium México',
      start: '2020-06',
      end: '2020-12',
      bullets: [
        'Mapeé el flujo de valor de la línea de galvanizado e identifiqué 4 cuellos de botella que causaban el 9% del tiempo de paro no programado',
        'Desarrollé un tablero en Power BI para dar seguimiento a 35 indicadores de OEE, adoptado por 3 gerencias de planta',
        'Propuse un ajuste al programa de mantenimiento preventivo con un ahorro estimado de $1.8 millones de pesos anuales',
      ],
    },
    {
      title: 'Becaria de Logística',
      company: 'Arca Continental',
      start: '2019-06',
      end: '2019-08',
      bullets: [
        'Analicé 18 meses de datos de ruteo de 120 camiones de reparto en Excel y propuse 2 rutas consolidadas que redujeron los kilómetros recorridos en 7%',
        'Elaboré 40 fichas de proceso para la certificación ISO 9001 del centro de distribución Guadalupe',
      ],
    },
  ],
  schools: [
    {
      school: 'Instituto Tecnológico y de Estudios Superiores de Monterrey',
      degree: 'Ingeniería Industrial y de Sistemas',
      start: '2016-08',
      end: '2020-12',
    },
    {
      school: 'Universidad Carlos III de Madrid',
      degree: 'Semestre de intercambio, Escuela Politécnica Superior',
      start: '2019-01',
      end: '2019-05',
    },
  ],
  skills: [
    'Python (pandas)',
    'SQL',
    'Power BI',
    'Excel avanzado (macros VBA, Solver)',
    'SAP S/4HANA (MM)',
    'Minitab',
    'AnyLogic',
  ],
};

const [cemex, ternium, arca] = expected.jobs as [
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
];

/** Carta (8.5 × 11 in) con los márgenes 'Estrechos' de Word: 0.5 in por lado, 7.5 in de texto. */
const MARGIN = 720;
const WIDTH = 12240 - 2 * MARGIN;

const bold = (text: string) => ({ text, bold: true });
const italic = (text: string) => ({ text, italics: true });

/** Un encabezado escrito en mayúsculas, en negrita, con el borde inferior de párrafo (Inicio › Bordes › Borde inferior). */
const heading = (text: string) =>
  para(bold(text), {
    spacing: { before: 180, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'auto', space: 1 } },
  });

/** 'Organización<TAB>Ciudad' (la organización en negrita) sobre 'Puesto<TAB>fechas' (el puesto en cursiva). */
const entry = (org: string, place: string, role: string, dates: string, first = false) => [
  para([bold(org), '\t', place], {
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
    spacing: { before: first ? 0 : 100, after: 0 },
  }),
  tabbed(italic(role), dates, {}, WIDTH),
];

const line = (runs: Parameters<typeof para>[0]) => para(runs, { spacing: { after: 0 } });

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: { margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN } } },
        children: [
          para(
            bold('Mariana Garza Villarreal'),
            { alignment: AlignmentType.CENTER, spacing: { after: 20 } },
            { size: 28 },
          ),
          para('Monterrey, N.L. | +52 81 5555 0147 | mariana.garzav@example.com | linkedin.com/in/marianagarzav', {
            alignment: AlignmentType.CENTER,
            spacing: { after: 0 },
          }),
          heading('EDUCACIÓN'),
          ...entry(
            'Instituto Tecnológico y de Estudios Superiores de Monterrey',
            'Monterrey, N.L.',
            'Ingeniería Industrial y de Sistemas',
            'Agosto 2016 – Diciembre 2020',
            true,
          ),
          line('Promedio: 9.1/10. Mención Honorífica de Excelencia. Beca de Talento Académico (80%).'),
          ...entry(
            'Universidad Carlos III de Madrid',
            'Madrid, España',
            'Semestre de intercambio, Escuela Politécnica Superior',
            'Enero 2019 – Mayo 2019',
          ),
          line([
            bold('Cursos: '),
            'Logística Internacional, Simulación de Sistemas Discretos, Investigación de Operaciones Avanzada.',
          ]),
          heading('EXPERIENCIA PROFESIONAL'),
          ...entry('CEMEX', 'San Pedro Garza García, N.L.', cemex.title, 'Enero 2021 – Presente', true),
          ...cemex.bullets.map((b) => bullet(b)),
          ...entry('Ternium México', 'San Nicolás de los Garza, N.L.', ternium.title, 'Junio 2020 – Diciembre 2020'),
          ...ternium.bullets.map((b) => bullet(b)),
          ...entry('Arca Continental', 'Monterrey, N.L.', arca.title, 'Junio 2019 – Agosto 2019'),
          ...arca.bullets.map((b) => bullet(b)),
          heading('LIDERAZGO Y ACTIVIDADES'),
          ...entry(
            'Sociedad de Alumnos de Ingeniería Industrial y de Sistemas (SAIIS)',
            'Monterrey, N.L.',
            'Presidenta',
            'Agosto 2019 – Mayo 2020',
            true,
          ),
          bullet('Organicé el XXV Congreso de Ingeniería Industrial con 650 asistentes y 12 empresas patrocinadoras'),
          bullet('Recaudé $240,000 MXN en patrocinios, 35% más que la edición anterior'),
          ...entry('Enactus Tec de Monterrey', 'Monterrey, N.L.', 'Líder de Proyecto', 'Agosto 2017 – Diciembre 2018'),
          bullet('Asesoré a 5 cooperativas de artesanas de Nuevo León en costeo y control de inventarios'),
          bullet('Obtuve con el equipo el 2.º lugar en la Competencia Nacional Enactus México 2018'),
          heading('HABILIDADES E INTERESES'),
          line([
            bold('Idiomas: '),
            'Español (nativo), Inglés (avanzado, TOEFL iBT 104), Francés (intermedio, DELF B1)',
          ]),
          line([bold('Informática: '), expected.skills.join(', ')]),
          line([bold('Intereses: '), 'Medio maratón (Monterrey 2022 y 2023), fotografía analógica, ajedrez']),
        ],
      },
    ],
    'Times New Roman',
    22,
    { text: '\uf0b7', font: 'Symbol' },
  );
