// El CV de un estudiante mexicano de Ingeniería en Sistemas Computacionales escrito en Word 2016 con la interfaz en
// español, en un documento en blanco con el estilo Normal que Word trae (8 pt después de cada párrafo, interlineado
// 1,08) pero la fuente cambiada a Arial 10 y márgenes personalizados (1,5 cm arriba y abajo, 2 cm a los lados) en
// hoja carta para que quepa en una página (Arial la pone Liberation Sans en el PDF, de las mismas medidas; la versión
// un décimo más grande pasa a dos páginas): el nombre centrado en negrita sobre una
// línea centrada 'Ciudad de México | 55 5555 0142 | correo | LinkedIn' (el correo hecho vínculo azul subrayado por la
// autocorrección al escribir, el perfil de LinkedIn no); los títulos en mayúsculas y negrita, azul oscuro, con un
// borde inferior de párrafo; OBJETIVO PROFESIONAL justificado; FORMACIÓN ACADÉMICA como '**Carrera**<TAB>Agosto 2021
// – Junio 2025 (en curso)' sobre 'Instituto Politécnico Nacional – Escuela Superior de Cómputo (ESCOM)' y 'Promedio:
// 9.1', y el bachillerato técnico del CECyT con las comillas tipográficas de la autocorrección ('“Juan de Dios
// Bátiz”'); EXPERIENCIA con dos subtítulos en negrita cursiva, 'Prácticas profesionales' y 'Servicio social', cada
// uno sobre '**Puesto** — Empresa<TAB>fechas' ('Enero – Junio 2024' con un solo año para los dos meses, 'Agosto 2023
// – Febrero 2024'): las fechas en una tabulación derecha puesta a mano en la regla a 17 cm, un poco antes del
// margen derecho (las fechas no llegan al final del borde de los títulos); viñetas con la viñeta por defecto de Word
// (U+F0B7 en Symbol) en el estilo 'Párrafo de lista' (espaciado contextual: sin espacio entre viñetas, 8 pt tras la
// última), algunas en dos líneas; PROYECTOS ACADÉMICOS como '**Nombre** (herramientas)<TAB>año' sobre una viñeta
// (no son empleos); HABILIDADES como líneas 'Técnicas:' y 'Blandas:' con el rótulo en negrita, la de 'Técnicas'
// partida en dos líneas que vuelve al margen izquierdo; IDIOMAS como 'Español – Nativo' e 'Inglés – B2 (TOEFL ITP
// 560)' (los idiomas hablados no son habilidades); CURSOS Y CERTIFICACIONES con viñetas, una con un guion '-' que
// quedó así porque el nombre del curso se pegó de la página de Cisco (la autocorrección no actúa al pegar). Los guiones
// de las fechas y de los idiomas son rayas '–' de la autocorrección de Word (espacio, guion, espacio); la raya larga
// '—' entre puesto y empresa la insertó desde Insertar › Símbolo. Dos palabras sin acento escritas de prisa
// ('validacion' en una viñeta, 'resolucion' en las habilidades blandas): los campos esperados las dicen igual.
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  TabStopType,
  TextRun,
  type IRunOptions,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Emiliano Rangel Cuevas',
  email: 'emiliano.rangel.cuevas@example.com',
  phone: '55 5555 0142',
  location: 'Ciudad de México',
  jobs: [
    {
      title: 'Becario de Desarrollo Web',
      company: 'Nubia Software S.A. de C.V.',
      start: '2024-01',
      end: '2024-06',
      bullets: [
        'Desarrollé pantallas en React y TypeScript para el portal de clientes de una aseguradora, siguiendo los diseños en Figma del equipo de UX',
        'Implementé la validacion de formularios y el manejo de errores de 12 servicios REST hechos en Node.js con Express',
        'Escribí pruebas unitarias con Jest que subieron la cobertura del módulo de pólizas de 40% a 72%',
        'Participé en las ceremonias de Scrum (dailies, planeaciones y retrospectivas) del equipo',
      ],
    },
    {
      title: 'Auxiliar de Soporte Técnico',
      company: 'Alcaldía Gustavo A. Madero',
      start: '2023-08',
      end: '2024-02',
      bullets: [
        'Di soporte técnico a más de 80 equipos de cómputo de la Dirección General de Administración',
        'Ayudé a pasar el inventario de equipo de cómputo de hojas de Excel a un sistema web en PHP y MySQL',
        'Impartí dos talleres de computación básica para adultos mayores en un centro comunitario',
      ],
    },
  ],
  schools: [
    {
      school: 'Instituto Politécnico Nacional – Escuela Superior de Cómputo (ESCOM)',
      degree: 'Ingeniería en Sistemas Computacionales',
      start: '2021-08',
      end: '2025-06',
    },
    {
      school: 'CECyT 9 “Juan de Dios Bátiz” – IPN',
      degree: 'Técnico en Programación',
      start: '2018',
      end: '2021',
    },
  ],
  skills: [
    'Java',
    'Python',
    'JavaScript',
    'TypeScript',
    'HTML5',
    'CSS3',
    'React',
    'Node.js (Express)',
    'Spring Boot',
    'MySQL',
    'PostgreSQL',
    'Git/GitHub',
    'Docker',
    'Linux (Ubuntu)',
    'Figma',
    'UML',
    'Trabajo en equipo',
    'comunicación efectiva',
    'resolucion de problemas',
    'adaptabilidad',
  ],
};

type Job = (typeof expected.jobs)[0];
const [practicas, servicio] = expected.jobs as [Job, Job];

/** Carta con márgenes personalizados: 1,5 cm arriba y abajo, 2 cm a los lados (17,59 cm de texto). */
const PAGE = { width: 12240, height: 15840 };
const MARGIN = { top: 851, bottom: 851, left: 1134, right: 1134 };

/** La tabulación derecha que puso haciendo clic en la regla a 17 cm, antes del margen (17,59 cm). */
const DATE_TAB = [{ type: TabStopType.RIGHT, position: 9638 }];

const HEADING_COLOUR = '1F3864';

const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type Child = string | IRunOptions | ExternalHyperlink;
const p = (children: Child[], options: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {}) =>
  new Paragraph({
    ...options,
    children: children.map((c) =>
      c instanceof ExternalHyperlink ? c : new TextRun(typeof c === 'string' ? { text: c } : c),
    ),
  });

const bold = (text: string): IRunOptions => ({ text, bold: true });

/** Un título: mayúsculas en negrita, azul oscuro, con borde inferior (Inicio › Bordes › Borde inferior). */
const heading = (text: string) =>
  p([{ text, bold: true, color: HEADING_COLOUR, size: sz(22) }], {
    keepNext: true,
    spacing: { before: 160, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: HEADING_COLOUR, space: 1 } },
  });

/** Una línea a la que le quitó el espacio después del párrafo ('Quitar espacio después del párrafo'). */
const tight = (children: Child[], options: Partial<ConstructorParameters<typeof Paragraph>[0] & object> = {}) =>
  p(children, { spacing: { after: 0 }, ...options });

/** Texto a la izquierda y más en la tabulación derecha de la regla. */
const dated = (left: Child[], right: string) => tight([...left, '\t', right], { tabStops: DATE_TAB });

/** La viñeta por defecto de Word (U+F0B7 en Symbol) en el estilo 'Párrafo de lista'. */
const item = (text: string) => p([text], { style: 'ListParagraph', numbering: { reference: 'vinetas', level: 0 } });

const job = (label: string, j: Job, dates: string) => [
  tight([{ text: label, bold: true, italics: true }], { keepNext: true, spacing: { before: 40, after: 20 } }),
  dated([bold(j.title), ` — ${j.company}`], dates),
  ...j.bullets.map(item),
];

const [ing, cecyt] = expected.schools as [(typeof expected.schools)[0], (typeof expected.schools)[0]];

const skillLine = (label: string, list: string[]) =>
  p([bold(`${label}: `), list.join(', ')], { spacing: { after: 40 } });

export const build = async () => {
  const children = [
    p([{ text: expected.name, bold: true, size: sz(30) }], { alignment: AlignmentType.CENTER, spacing: { after: 0 } }),
    p(
      [
        `${expected.location} | ${expected.phone} | `,
        new ExternalHyperlink({
          link: `mailto:${expected.email}`,
          children: [new TextRun({ text: expected.email!, style: 'Hyperlink' })],
        }),
        ' | linkedin.com/in/emirangelc',
      ],
      { alignment: AlignmentType.CENTER },
    ),
    heading('OBJETIVO PROFESIONAL'),
    p(
      [
        'Estudiante de último semestre de Ingeniería en Sistemas Computacionales con experiencia en desarrollo web ' +
          'con React y Node.js. Busco una vacante de desarrollador trainee o junior donde pueda aplicar lo que aprendí ' +
          'en mis prácticas profesionales y seguir creciendo en el desarrollo de software.',
      ],
      { alignment: AlignmentType.BOTH },
    ),
    heading('FORMACIÓN ACADÉMICA'),
    dated([bold(ing.degree!)], 'Agosto 2021 – Junio 2025 (en curso)'),
    tight([ing.school]),
    p(['Promedio: 9.1'], { spacing: { after: 80 } }),
    dated([bold(cecyt.degree!)], '2018 – 2021'),
    p([cecyt.school]),
    heading('EXPERIENCIA'),
    ...job('Prácticas profesionales', practicas, 'Enero – Junio 2024'),
    ...job('Servicio social', servicio, 'Agosto 2023 – Febrero 2024'),
    heading('PROYECTOS ACADÉMICOS'),
    dated([bold('Sistema de control de asistencia con códigos QR'), ' (Java, Spring Boot, MySQL)'], '2024'),
    item(
      'Trabajo Terminal en equipo de 3: aplicación web y móvil para registrar la asistencia de 400 alumnos con códigos QR',
    ),
    dated([bold('RutaCDMX'), ' (Flutter, Firebase, API de Google Maps)'], '2023'),
    item('App para consultar rutas de Metro, Metrobús y microbús con tiempos estimados de llegada'),
    heading('HABILIDADES'),
    skillLine('Técnicas', expected.skills.slice(0, 16)),
    p([bold('Blandas: '), expected.skills.slice(16).join(', ')]),
    heading('IDIOMAS'),
    tight(['Español – Nativo']),
    p(['Inglés – B2 (TOEFL ITP 560)']),
    heading('CURSOS Y CERTIFICACIONES'),
    item('Scrum Fundamentals Certified (SFC) – SCRUMstudy, 2024'),
    item('Introduction to Cybersecurity - Cisco Networking Academy, 2023'),
    item('Curso de Java SE: Programación Orientada a Objetos – Platzi, 2022'),
  ];

  const doc = new Document({
    creator: 'Emiliano Rangel',
    title: 'CV Emiliano Rangel',
    styles: {
      default: {
        document: {
          run: { font: 'Arial', size: sz(20), language: { value: 'es-MX' } },
          paragraph: { spacing: { before: 0, after: 160, line: 259, lineRule: LineRuleType.AUTO } },
        },
      },
      paragraphStyles: [
        {
          id: 'ListParagraph',
          name: 'List Paragraph',
          basedOn: 'Normal',
          quickFormat: true,
          paragraph: { indent: { left: 720 }, contextualSpacing: true },
        },
      ],
      characterStyles: [
        {
          id: 'Hyperlink',
          name: 'Hyperlink',
          basedOn: 'DefaultParagraphFont',
          run: { color: '0563C1', underline: { type: 'single' } },
        },
      ],
    },
    numbering: {
      config: [
        {
          reference: 'vinetas',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uF0B7',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font: 'Symbol' } },
            },
          ],
        },
      ],
    },
    sections: [{ properties: { page: { size: PAGE, margin: MARGIN } }, children }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
};
