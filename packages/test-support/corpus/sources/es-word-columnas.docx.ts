// A Dominican industrial engineer's CV typed in Word (Letter, Arial 10, margins of 1.5 cm top and bottom and 2 cm at
// the sides, one page) with newspaper columns instead of a table: the name centred in large bold type over 'Ingeniera
// Industrial' and two centred lines of 'Label: value' data ('Cédula: 001-1845372-6', a hyphenated number on the same
// line as 'Celular: 829-555-0147' and 'Correo: …', split by typed ' | '; then 'Dirección: Calle Fantino Falco #34,
// Ensanche Naco, Santo Domingo, D.N.') over a thick rule, and PERFIL PROFESIONAL across the page. Then Layout >
// Columns > Two with 'Line between', applied 'from this point forward' (one continuous section break, the columns to
// the end, so the left column fills to the foot of the page before the text goes on at the top of the right one):
// FORMACIÓN ACADÉMICA ('Degree' in bold / school / '2009 – 2014' in italics, 'Graduada Cum Laude'), CURSOS Y
// CERTIFICACIONES ('Name – Institute (2016)', not schools), IDIOMAS ('Inglés: Avanzado (hablado y escrito)'),
// HABILIDADES as Word's default list items (U+F0B7 in Symbol), and, with no column break, EXPERIENCIA LABORAL starting
// at the foot of the left column, its first job's list broken by the column and carried on at the top of the right
// one. Each job is the title in bold capitals ('SUPERVISORA DE MEJORA CONTINUA', one wrapping over two lines), 'Empresa
// – Ciudad' in italics ('Baxter Healthcare – Haina, San Cristóbal'), 'Enero 2020 – Presente' (month names capitalised,
// the internship 'Enero – Junio 2014' with the year once), then 'Logros:' (or 'Funciones:') in bold over the items,
// one wrapping before its '%' ('4.8' / '% al 2.1 %'). REFERENCIAS PERSONALES end the right column: 'Ing.' and 'Licda.'
// names, who they are ('Gerente de Producción, CND') and 'Cel.: 809-555-0163' (references, not jobs).
import { BorderStyle, Paragraph, SectionType, TextRun, type IRunOptions, type ISectionOptions } from 'docx';
import { bullet, para, wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Yokasta Altagracia Rosario Peña',
  email: 'yokasta.rosario@example.com',
  phone: '829-555-0147',
  location: 'Calle Fantino Falco #34, Ensanche Naco, Santo Domingo, D.N.',
  jobs: [
    {
      title: 'SUPERVISORA DE MEJORA CONTINUA',
      company: 'Baxter Healthcare',
      start: '2020-01',
      end: 'present',
      bullets: [
        'Lideré 14 proyectos Kaizen en las líneas de ensamblaje de sets de infusión, con ahorros documentados de US$ 640,000 en tres años',
        'Reduje el scrap de la línea de extrusión del 4.8 % al 2.1 % aplicando DMAIC y control estadístico de procesos',
        'Implementé el sistema de gestión visual y las auditorías 5S en dos naves de producción con más de 300 operarios',
        'Formé y certifiqué a 22 supervisores y técnicos como Yellow Belt junto al departamento de Recursos Humanos',
      ],
    },
    {
      title: 'INGENIERA DE PROCESOS',
      company: 'Cervecería Nacional Dominicana',
      start: '2017-03',
      end: '2019-12',
      bullets: [
        'Aumenté la eficiencia (OEE) de la línea de envasado de latas del 68 % al 79 % en 18 meses',
        'Estandaricé los procedimientos de cambio de formato con SMED, bajando el tiempo de 95 a 40 minutos por cambio',
        'Participé en la implementación del módulo PP de SAP para la planta de Santo Domingo',
      ],
    },
    {
      title: 'ANALISTA DE PLANIFICACIÓN DE LA PRODUCCIÓN',
      company: 'Grupo Rica',
      start: '2014-08',
      end: '2017-02',
      bullets: [
        'Elaboré el plan semanal de producción de leche UHT y jugos para tres líneas según el pronóstico de ventas',
        'Reduje en 30 % las devoluciones por vencimiento coordinando los inventarios con Logística y Ventas',
        'Preparé los indicadores mensuales de cumplimiento del plan para la Gerencia Industrial',
      ],
    },
    {
      title: 'PASANTE DE INGENIERÍA INDUSTRIAL',
      company: 'Induveca',
      start: '2014-01',
      end: '2014-06',
      bullets: [
        'Estudios de tiempos y movimientos en el área de embutidos para el balanceo de la línea de empaque',
        'Apoyo en el levantamiento de procesos para la certificación ISO 22000',
      ],
    },
  ],
  schools: [
    {
      school: 'Universidad APEC (UNAPEC)',
      degree: 'Maestría en Gerencia y Productividad',
      start: '2017',
      end: '2019',
    },
    {
      school: 'Instituto Tecnológico de Santo Domingo (INTEC)',
      degree: 'Ingeniería Industrial',
      start: '2009',
      end: '2014',
    },
  ],
  skills: [
    'Lean Manufacturing y 5S',
    'Six Sigma (DMAIC)',
    'Control estadístico de procesos',
    'SAP PP/MM',
    'Minitab',
    'Power BI',
    'Microsoft Office (Excel avanzado)',
    'AutoCAD',
    'Liderazgo y trabajo en equipo',
  ],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [baxter, cnd, rica, induveca] = expected.jobs as [Job, Job, Job, Job];
const [unapec, intec] = expected.schools as [School, School];

/** Letter with margins of 1.5 cm at the top and bottom and 2 cm at the sides, as she set them in Page Setup. */
const PAGE = { margin: { top: 851, bottom: 851, left: 1134, right: 1134 } };
const BLUE = '1F3864';

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

/** A heading as she typed it: bold dark-blue capitals over a thin paragraph border (the column's width inside columns). */
const heading = (text: string, first = false) =>
  new Paragraph({
    spacing: { before: first ? 0 : 200, after: 80 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: BLUE, space: 1 } },
    children: [new TextRun({ text, bold: true, size: sz(22), color: BLUE })],
  });

const line = (runs: string | IRunOptions | Array<string | IRunOptions>, after = 20) =>
  para(runs, { spacing: { after } });

const school = (s: School, years: string, extra?: string) => [
  para({ text: s.degree ?? '', bold: true }, { spacing: { before: 80, after: 20 }, keepNext: true }),
  line(s.school),
  line({ text: years, italics: true, color: '404040' }, extra ? 20 : 60),
  ...(extra ? [line(extra, 60)] : []),
];

const job = (j: Job, place: string, when: string, kind: 'Logros' | 'Funciones' = 'Logros') => [
  para({ text: j.title, bold: true }, { spacing: { before: 160, after: 20 }, keepNext: true }),
  para({ text: `${j.company} – ${place}`, italics: true }, { spacing: { after: 20 }, keepNext: true }),
  para(when, { spacing: { after: 60 }, keepNext: true }),
  para({ text: `${kind}:`, bold: true }, { spacing: { after: 20 }, keepNext: true }),
  ...j.bullets.map((b) => bullet(b)),
];

const top = [
  para({ text: expected.name, bold: true, size: sz(36), color: BLUE }, { alignment: 'center', spacing: { after: 20 } }),
  para(
    { text: 'Ingeniera Industrial', size: sz(24), color: '404040' },
    { alignment: 'center', spacing: { after: 100 } },
  ),
  para(
    [
      { text: 'Cédula: ', bold: true },
      '001-1845372-6   |   ',
      { text: 'Celular: ', bold: true },
      `${expected.phone}   |   `,
      { text: 'Correo: ', bold: true },
      expected.email ?? '',
    ],
    { alignment: 'center', spacing: { after: 20 } },
  ),
  para([{ text: 'Dirección: ', bold: true }, expected.location ?? ''], {
    alignment: 'center',
    spacing: { after: 160 },
    border: { bottom: { style: BorderStyle.THICK, size: 18, color: BLUE, space: 6 } },
  }),
  heading('PERFIL PROFESIONAL'),
  para(
    'Ingeniera industrial con diez años de experiencia en manufactura de dispositivos médicos, bebidas y alimentos, ' +
      'orientada a la mejora continua, la reducción de costos y el desarrollo de equipos de trabajo.',
    { alignment: 'both', spacing: { after: 120 } },
  ),
];

const columns = [
  heading('FORMACIÓN ACADÉMICA', true),
  ...school(unapec, '2017 – 2019'),
  ...school(intec, '2009 – 2014', 'Graduada Cum Laude'),
  heading('CURSOS Y CERTIFICACIONES'),
  line('Lean Six Sigma Green Belt – INTEC (2016)', 40),
  line('Excel Avanzado para Ingenieros – INFOTEP (2015)', 40),
  heading('IDIOMAS'),
  line([{ text: 'Español: ', bold: true }, 'Nativo'], 40),
  line([{ text: 'Inglés: ', bold: true }, 'Avanzado (hablado y escrito)'], 40),
  heading('HABILIDADES'),
  ...expected.skills.map((s) => bullet(s)),
  heading('EXPERIENCIA LABORAL'),
  ...job(baxter, 'Haina, San Cristóbal', 'Enero 2020 – Presente'),
  ...job(cnd, 'Santo Domingo', 'Marzo 2017 – Diciembre 2019'),
  ...job(rica, 'Santo Domingo', 'Agosto 2014 – Febrero 2017'),
  ...job(induveca, 'La Vega', 'Enero – Junio 2014', 'Funciones'),
];

const reference = (name: string, who: string, cell: string) => [
  para({ text: name, bold: true }, { spacing: { before: 80, after: 0 }, keepNext: true }),
  line(who, 0),
  line(`Cel.: ${cell}`, 40),
];

const sections: ISectionOptions[] = [
  { properties: { page: PAGE }, children: top },
  {
    // Layout > Columns > Two, 'Line between', applied 'from this point forward': one continuous section break and
    // the columns to the end of the document, so Word fills the left column to the foot of the page before the right.
    properties: {
      page: PAGE,
      type: SectionType.CONTINUOUS,
      column: { count: 2, space: 567, separate: true, equalWidth: true },
    },
    children: [
      ...columns,
      heading('REFERENCIAS PERSONALES'),
      ...reference('Ing. Ramón Antonio Féliz Matos', 'Gerente de Producción, CND', '809-555-0163'),
      ...reference('Licda. Carmen Yudelka Sosa de León', 'Contadora Pública Autorizada', '829-555-0178'),
    ],
  },
];

export const build = () => wordDocument(sections, 'Arial', 20, { text: '\uF0B7', font: 'Symbol' });
