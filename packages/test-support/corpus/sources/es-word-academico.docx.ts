// The CV a Spanish university lecturer keeps in Word and sends with every application (a 'concurso' for a post, an
// ANECA accreditation, a project's team): typed from a blank document in Word 2016 on A4 with the Spanish Normal
// template's margins (2.5 cm top and bottom, 3 cm at the sides), Times New Roman 11 (set in Liberation Serif), about
// three pages. What it has:
// - 'CURRICULUM VITAE' centred in bold, without its accent, and no name above the data: the name is only in the table;
// - headings typed in bold capitals in dark red with a thin grey rule under them (DATOS PERSONALES, FORMACIÓN
//   ACADÉMICA, EXPERIENCIA PROFESIONAL, EXPERIENCIA DOCENTE, PUBLICACIONES, PROYECTOS DE INVESTIGACIÓN, IDIOMAS,
//   HERRAMIENTAS INFORMÁTICAS);
// - DATOS PERSONALES as a borderless two-column table, the labels in bold with a colon in the narrow left cell
//   ('Nombre y apellidos:' the only place of the name, a hyphenated surname; 'DNI: 25463817-B'; 'Fecha de nacimiento:
//   3 de mayo de 1986'; 'Dirección:' over two paragraphs in its cell; 'Teléfono: 676 41 28 95'; 'Correo electrónico:'
//   a blue link; 'ORCID: 0000-0002-1825-0097', digits and hyphens like a phone's);
// - FORMACIÓN ACADÉMICA newest first as '**Degree**<TAB>2010 – 2014' on a right tab stop over the university, then
//   'Calificación: Sobresaliente cum laude. Mención Internacional.', the thesis's title in italics and its
//   'Directores: Dr. … y Dra. …' (people, not schools); the Máster's '9,1' mark; the Licenciatura's 'Premio
//   Extraordinario';
// - EXPERIENCIA PROFESIONAL newest first as '**Title**<TAB>oct. 2019 – actualidad' (abbreviated months in lower case)
//   over the institution in italics as one line ('Departamento de Química Analítica, Universidad de Zaragoza', a CSIC
//   institute, 'Ghent University (Bélgica)'), then Word's default list items (U+F0B7 in Symbol), justified, one with
//   a research stay's own dates ('sept. – dic. 2013') inside it;
// - EXPERIENCIA DOCENTE as subjects, not jobs: 'academic years<TAB>Subject (Degree)…' on a left stop with a hanging
//   indent ('2019/20 – actualidad', '2011/12 – 2013/14'), then lines for the supervised theses, DOCENTIA and 'Acreditado
//   por ANECA a la figura de Profesor Contratado Doctor (junio 2021).';
// - PUBLICACIONES: a sentence with the h index, then six references in a numbered list ('1.' Word's numbering), the
//   author's own name in bold among co-authors ('Lasheras, R., **Díaz-Cano, S.** y Bellido, E. (2024). Title.
//   *Journal*, 1731, 465182.'), each wrapping over two or three lines: no jobs, no schools;
// - PROYECTOS DE INVESTIGACIÓN as Symbol items, the title in «», the funder and code ('PID2021-124566OB-I00'), 'IP:
//   Dra. …' or 'IP: Sergio Díaz-Cano Villalba', the years '2022 – 2025' and a role ('Investigador del equipo');
// - IDIOMAS as '**Inglés:** nivel C1 (…)' lines; HERRAMIENTAS INFORMÁTICAS as '**Label:** a, b, c' lines;
// - 'Página X de Y' flush right in the footer in 9 pt.
import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableBorders,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { NO_BORDERS, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Sergio Díaz-Cano Villalba',
  email: 'sergio.diazcano@example.com',
  phone: '676 41 28 95',
  // The address's two paragraphs in its cell, joined by a comma.
  location: 'C/ Miguel Servet, 58, 4.º B, 50013 Zaragoza',
  // The institution's line under each title as written (a department before its university, a country after one).
  jobs: [
    {
      title: 'Profesor Ayudante Doctor',
      company: 'Departamento de Química Analítica, Universidad de Zaragoza',
      start: '2019-10',
      end: 'present',
      bullets: [
        'Docencia teórica y práctica en el Grado en Química y en el Máster Universitario en Química Sostenible.',
        'Investigador del grupo de referencia del Gobierno de Aragón «Análisis de Contaminantes Emergentes» (E29_23R).',
        'Codirección de una tesis doctoral y dirección de Trabajos Fin de Grado y Fin de Máster.',
        'Responsable del equipo de cromatografía de líquidos con espectrometría de masas en tándem (LC-MS/MS) del departamento.',
      ],
    },
    {
      title: 'Investigador postdoctoral Juan de la Cierva-Incorporación',
      company: 'Instituto de Carboquímica (ICB-CSIC)',
      start: '2017-01',
      end: '2019-09',
      bullets: [
        'Desarrollo de carbones activados y biocarbones a partir de residuos agrícolas como sorbentes para la extracción en fase sólida de fármacos en aguas.',
        'Caracterización textural y química de los materiales (fisisorción de N2, XPS, SEM) con el Grupo de Conversión de Combustibles.',
        'Participación en dos proyectos del Plan Estatal y en un contrato de investigación con una empresa del ciclo integral del agua.',
      ],
    },
    {
      title: 'Investigador postdoctoral',
      // (The country in brackets is the job's place, as the other expected fields give a company without it.)
      company: 'Ghent University',
      start: '2015-02',
      end: '2016-12',
      bullets: [
        'Desarrollo de métodos de cribado de sospechosos (suspect screening) de antibióticos y sus productos de transformación en aguas residuales por LC-HRMS.',
        'Supervisión de dos estudiantes de máster en el Laboratory of Environmental Chemistry.',
      ],
    },
    {
      title: 'Investigador predoctoral (contrato FPI)',
      company: 'Universidad de Zaragoza',
      start: '2010-10',
      end: '2014-09',
      bullets: [
        'Realización de la tesis doctoral en el marco del proyecto CTQ2009-13742 del Ministerio de Ciencia e Innovación.',
        'Estancia de investigación de tres meses en Ghent University (Bélgica), sept. – dic. 2013.',
        'Colaboración docente en las prácticas de laboratorio de Química Analítica del Grado en Química.',
      ],
    },
  ],
  schools: [
    {
      school: 'Universidad de Zaragoza',
      degree: 'Doctorado en Química Analítica',
      start: '2010',
      end: '2014',
    },
    {
      school: 'Universitat de València',
      degree: 'Máster en Química Analítica Aplicada',
      start: '2009',
      end: '2010',
    },
    {
      school: 'Universidad de Zaragoza',
      degree: 'Licenciatura en Química',
      start: '2004',
      end: '2009',
    },
  ],
  // HERRAMIENTAS INFORMÁTICAS's lines without their labels, split at the commas; IDIOMAS are apart.
  skills: [
    'Microsoft Office',
    'LaTeX',
    'Zotero',
    'R',
    'Python',
    'MATLAB',
    'OriginPro',
    'MassHunter',
    'Xcalibur',
    'Compound Discoverer',
  ],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [pad, csic, ghent, fpi] = expected.jobs as [Job, Job, Job, Job];
const [doctorado, master, licenciatura] = expected.schools as [School, School, School];

/** A4 with the Spanish Normal template's margins: 2.5 cm at the top and bottom, 3 cm at the sides. */
const PAGE = {
  size: { width: 11906, height: 16838 },
  margin: { top: 1418, bottom: 1418, left: 1701, right: 1701, footer: 709 },
};
const WIDTH = 11906 - 2 * 1701;
const LABEL = 2552; // 4.5 cm, the table's narrow column
const YEARS = 1985; // 3.5 cm, the left stop of the academic years
const RED = '7B1F1F';

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type R = string | IRunOptions | ExternalHyperlink;
type Options = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;
const line = (list: R | R[], options: Options = {}) =>
  new Paragraph({
    ...options,
    spacing: { after: 0, ...options.spacing },
    children: (Array.isArray(list) ? list : [list]).map((r) =>
      r instanceof ExternalHyperlink ? r : new TextRun(typeof r === 'string' ? { text: r } : r),
    ) as ParagraphChild[],
  });
const bold = (text: string): IRunOptions => ({ text, bold: true });
const italic = (text: string): IRunOptions => ({ text, italics: true });

/** A heading as he typed it: bold capitals in dark red over a thin grey paragraph border. */
const heading = (text: string) =>
  line(
    { text, bold: true, color: RED, size: sz(24) },
    {
      spacing: { before: 300, after: 120 },
      keepNext: true,
      border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: 'A6A6A6', space: 1 } },
    },
  );

/** A row of the personal data: the label in bold in the narrow cell, the value (one paragraph or more) beside it. */
const row = (label: string, values: R[][]) =>
  new TableRow({
    children: [
      new TableCell({
        borders: NO_BORDERS,
        width: { size: LABEL, type: WidthType.DXA },
        children: [line(bold(`${label}:`), { spacing: { after: 40 } })],
      }),
      new TableCell({
        borders: NO_BORDERS,
        width: { size: WIDTH - LABEL, type: WidthType.DXA },
        children: values.map((v, i) => line(v, { spacing: { after: i === values.length - 1 ? 40 : 0 } })),
      }),
    ],
  });

const personal = () =>
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [LABEL, WIDTH - LABEL],
    borders: TableBorders.NONE,
    rows: [
      row('Nombre y apellidos', [[expected.name]]),
      row('DNI', [['25463817-B']]),
      row('Fecha de nacimiento', [['3 de mayo de 1986']]),
      row('Dirección', [['C/ Miguel Servet, 58, 4.º B'], ['50013 Zaragoza']]),
      row('Teléfono', [[expected.phone!]]),
      row('Correo electrónico', [
        [
          new ExternalHyperlink({
            link: `mailto:${expected.email}`,
            children: [new TextRun({ text: expected.email!, color: '0563C1', underline: {} })],
          }),
        ],
      ]),
      row('ORCID', [['0000-0002-1825-0097']]),
    ],
  });

/** 'text<TAB>dates' with the dates flush right on a stop at the right margin. */
const titled = (left: R[], dates: string, before: number) =>
  line([...left, '\t', dates], {
    spacing: { before },
    keepNext: true,
    tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }],
  });

const study = (s: School, more: R[][], first = false) => [
  titled([bold(s.degree!)], `${s.start} – ${s.end}`, first ? 0 : 160),
  line(s.school!, { keepNext: true }),
  ...more.map((m) => line(m)),
];

/** The '2' of 'N2' set as subscript (Ctrl+=), as a chemist types a formula: the text says '2'. */
const subscripts = (text: string): R[] =>
  text.split('N2').flatMap((part, i) => (i ? ['N', { text: '2', subScript: true }, part] : [part]));

/** Word's default list mark (U+F0B7 in Symbol), justified. */
const item = (list: R | R[], after = 20) =>
  line(list, { numbering: { reference: 'vinetas', level: 0 }, spacing: { after }, alignment: AlignmentType.JUSTIFIED });

const job = (j: Job, dates: string, first = false) => [
  titled([bold(j.title)], dates, first ? 0 : 200),
  line(italic(j.company), { keepNext: true, spacing: { after: 40 } }),
  ...j.bullets.map((b) => item(subscripts(b))),
];

/** 'academic years<TAB>text' on a left stop at 3.5 cm with a hanging indent, so the text wraps under itself. */
const taught = (years: string, text: R[]) =>
  line([years, '\t', ...text], {
    spacing: { after: 60 },
    tabStops: [{ type: TabStopType.LEFT, position: YEARS }],
    indent: { left: YEARS, hanging: YEARS },
  });

/** A reference in the numbered list, his own name in bold, the journal in italics. */
const reference = (before: string, after: string, journal: string, rest: string) =>
  line([before, bold('Díaz-Cano, S.'), after, italic(journal), rest], {
    numbering: { reference: 'publicaciones', level: 0 },
    spacing: { after: 80 },
    alignment: AlignmentType.JUSTIFIED,
  });

const labelled = (label: string, value: string) => line([bold(`${label}:`), ` ${value}`], { spacing: { after: 40 } });

export async function build(): Promise<Uint8Array> {
  const footer = new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        children: [
          new TextRun({ text: 'Página ', size: sz(18) }),
          new TextRun({ children: [PageNumber.CURRENT], size: sz(18) }),
          new TextRun({ text: ' de ', size: sz(18) }),
          new TextRun({ children: [PageNumber.TOTAL_PAGES], size: sz(18) }),
        ],
      }),
    ],
  });

  const children = [
    line(
      { text: 'CURRICULUM VITAE', bold: true, size: sz(32) },
      { alignment: AlignmentType.CENTER, spacing: { after: 240 } },
    ),
    heading('DATOS PERSONALES'),
    personal(),
    heading('FORMACIÓN ACADÉMICA'),
    ...study(
      doctorado,
      [
        ['Calificación: Sobresaliente cum laude. Mención Internacional.'],
        [
          'Tesis doctoral: ',
          italic(
            '«Nuevos sorbentes carbonosos para la determinación de contaminantes emergentes en aguas mediante extracción en fase sólida y LC-MS/MS».',
          ),
        ],
        ['Directores: Dr. Rafael Lasheras Pueyo y Dra. Elena Bellido Martín.'],
      ],
      true,
    ),
    ...study(master, [['Calificación: 9,1 (Sobresaliente).']]),
    ...study(licenciatura, [['Premio Extraordinario de Licenciatura. Nota media del expediente: 8,45.']]),
    heading('EXPERIENCIA PROFESIONAL'),
    ...job(pad, 'oct. 2019 – actualidad', true),
    ...job(csic, 'ene. 2017 – sept. 2019'),
    ...job(ghent, 'feb. 2015 – dic. 2016'),
    ...job(fpi, 'oct. 2010 – sept. 2014'),
    heading('EXPERIENCIA DOCENTE'),
    line('Docencia universitaria impartida: 610 horas en grado y máster.', { spacing: { after: 120 } }),
    taught('2019/20 – actualidad', [
      'Química Analítica II (Grado en Química, 3.',
      { text: 'er', superScript: true },
      ' curso): teoría, problemas y prácticas de laboratorio, 90 h/curso.',
    ]),
    taught('2020/21 – actualidad', [
      'Técnicas Avanzadas de Separación (Máster Universitario en Química Sostenible), 30 h/curso.',
    ]),
    taught('2017/18 – 2018/19', [
      'Análisis Instrumental (Grado en Química, Universidad de Zaragoza), 40 h/curso como investigador Juan de la Cierva.',
    ]),
    taught('2015/16 – 2016/17', [
      'Environmental Analytical Chemistry (Master of Science in Chemistry, Ghent University), 25 h/curso, en inglés.',
    ]),
    taught('2011/12 – 2013/14', [
      'Prácticas de Química Analítica (Grado en Química), 60 h/curso como personal investigador en formación.',
    ]),
    line(
      'Dirección de 7 Trabajos Fin de Grado y 3 Trabajos Fin de Máster; codirección de una tesis doctoral (en curso).',
      {
        spacing: { before: 120, after: 40 },
      },
    ),
    line('Evaluación de la actividad docente (programa DOCENTIA-UZ): «Excelente» (2023).', { spacing: { after: 40 } }),
    line('Acreditado por ANECA a la figura de Profesor Contratado Doctor (junio 2021).'),
    heading('PUBLICACIONES'),
    line(
      'Índice h = 15 (Scopus, marzo de 2025). 38 artículos en revistas indexadas en el JCR, 27 de ellos en el primer cuartil. Se relacionan los más recientes y relevantes:',
      { spacing: { after: 120 }, alignment: AlignmentType.JUSTIFIED },
    ),
    reference(
      'Lasheras, R., ',
      ', Ferrer-Gil, M. y Bellido, E. (2024). Magnetic biochar from pruning residues for the dispersive solid-phase extraction of pharmaceuticals in hospital wastewater. ',
      'Journal of Chromatography A',
      ', 1731, 465182.',
    ),
    reference(
      '',
      ', Verhoeven, P. y De Clercq, A. (2023). Suspect screening of antibiotic transformation products in Belgian and Spanish wastewater treatment plants by LC-HRMS. ',
      'Water Research',
      ', 229, 119455.',
    ),
    reference(
      'Romeo Abadía, L., ',
      ' y Lasheras, R. (2021). Olive stone activated carbons as sorbents for the determination of non-steroidal anti-inflammatory drugs in river water. ',
      'Talanta',
      ', 225, 122041.',
    ),
    reference(
      '',
      ', Martínez-Soria, J., Ferrer-Gil, M. y Bellido, E. (2020). Textural and surface chemistry effects of carbonaceous sorbents on the solid-phase extraction of polar pharmaceuticals. ',
      'Analytical and Bioanalytical Chemistry',
      ', 412(18), 4405–4416.',
    ),
    reference(
      '',
      ', Verhoeven, P. y De Clercq, A. (2017). A workflow for the suspect screening of sulfonamide transformation products in effluent wastewater. ',
      'Analytica Chimica Acta',
      ', 987, 72–83.',
    ),
    reference(
      '',
      ', Bellido, E. y Lasheras, R. (2014). Carbon nanotube-based solid-phase extraction of beta-blockers from urban wastewater followed by LC-MS/MS. ',
      'Journal of Separation Science',
      ', 37(9), 1070–1078.',
    ),
    heading('PROYECTOS DE INVESTIGACIÓN'),
    item(
      [
        '«Biocarbones magnéticos de residuos agroforestales para la eliminación y el análisis de contaminantes emergentes en aguas (BIOMAGWATER)». Agencia Estatal de Investigación (PID2021-124566OB-I00). IP: Dra. Elena Bellido Martín. 2022 – 2025. Investigador del equipo.',
      ],
      80,
    ),
    item(
      [
        '«Control de fármacos y sus productos de transformación en las depuradoras de Aragón». Fundación Ibercaja y Universidad de Zaragoza (JIUZ2022-CIE-07). IP: Sergio Díaz-Cano Villalba. 2023 – 2024.',
      ],
      80,
    ),
    item(
      [
        '«Materiales carbonosos avanzados para el tratamiento de aguas residuales industriales (CARBOWATER)». Ministerio de Economía y Competitividad (CTQ2016-78223-R). IP: Dr. Jorge Martínez-Soria. 2017 – 2019. Investigador del equipo.',
      ],
      80,
    ),
    heading('IDIOMAS'),
    labelled('Castellano', 'lengua materna.'),
    labelled('Inglés', 'nivel C1 (Certificate in Advanced English, Universidad de Cambridge).'),
    labelled('Francés', 'nivel B1.'),
    labelled('Neerlandés', 'nivel A2.'),
    heading('HERRAMIENTAS INFORMÁTICAS'),
    labelled('Ofimática', 'Microsoft Office, LaTeX, Zotero'),
    labelled('Análisis de datos y programación', 'R, Python, MATLAB, OriginPro'),
    labelled('Software instrumental', 'MassHunter, Xcalibur, Compound Discoverer'),
  ];

  const doc = new Document({
    creator: 'Sergio',
    lastModifiedBy: 'Sergio',
    title: 'Curriculum vitae',
    // Word's Spanish default tab stops: every 1.25 cm.
    defaultTabStop: 708,
    styles: {
      default: {
        document: { run: { font: 'Times New Roman', size: sz(22), language: { value: 'es-ES' } } },
      },
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
        {
          reference: 'publicaciones',
          levels: [
            {
              level: 0,
              format: LevelFormat.DECIMAL,
              text: '%1.',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 360, hanging: 360 } } },
            },
          ],
        },
      ],
    },
    sections: [{ properties: { page: PAGE }, footers: { default: footer }, children }],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
