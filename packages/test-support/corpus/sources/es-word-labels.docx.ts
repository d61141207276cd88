// Una hoja de vida colombiana hecha en Word como se enseña en colegios y bolsas de empleo: cada dato con su rótulo
// ('Empresa:', 'Cargo:', 'Período:', 'Funciones:', 'Logros:'), el jefe inmediato con su teléfono dentro del empleo,
// la formación como 'Título:' / 'Institución:' / 'Año de grado:', y REFERENCIAS PERSONALES con más teléfonos al final.
import { bullet, para, ruled, wordDocument, type Expected, type Run } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Andrés Felipe Gómez Herrera',
  email: 'andres.gomez@example.co',
  phone: '(+57) 310 456 7890',
  location: 'Calle 85 # 15-32, Bogotá D.C.',
  jobs: [
    {
      title: 'Jefe de Planeación de la Producción',
      company: 'Alpina Productos Alimenticios S.A.',
      start: '2019-02',
      end: 'present',
      bullets: [
        'Elaborar el plan maestro de producción de tres plantas y su seguimiento semanal con las áreas de compras y logística',
        'Administrar los módulos PP y MM de SAP para 420 referencias',
        'Reduje el inventario de producto terminado en 18 % sin afectar el nivel de servicio',
        'Lideré la implementación de S&OP con reuniones mensuales de consenso',
      ],
    },
    {
      title: 'Analista de Producción',
      company: 'Colombina S.A.',
      start: '2015-03',
      end: '2019-01',
      bullets: [
        'Calcular los indicadores de eficiencia (OEE) de las líneas de empaque',
        'Apoyar los proyectos de mejora continua con metodología Lean',
      ],
    },
    {
      title: 'Practicante de Ingeniería Industrial',
      company: 'Bavaria S.A.',
      start: '2014-07',
      end: '2014-12',
      bullets: ['Documentar los procedimientos del área de mantenimiento'],
    },
  ],
  schools: [
    { school: 'Universidad de los Andes', degree: 'Especialización en Gerencia de Operaciones', end: '2018' },
    { school: 'Pontificia Universidad Javeriana', degree: 'Ingeniero Industrial', end: '2014' },
  ],
  skills: ['SAP PP/MM', 'Excel avanzado', 'Power BI', 'Lean Manufacturing', 'Minitab'],
};

const [alpina, colombina, bavaria] = expected.jobs as [
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
];

/** 'Rótulo: valor', the label in bold. */
const labelled = (label: string, value: Run) =>
  para([{ text: `${label}: `, bold: true }, value], { spacing: { after: 20 } });

export const build = () =>
  wordDocument(
    [
      {
        children: [
          para({ text: 'ANDRÉS FELIPE GÓMEZ HERRERA', bold: true, size: 32 }, { spacing: { after: 20 } }),
          para('Ingeniero Industrial', { spacing: { after: 120 } }),
          ruled('DATOS PERSONALES'),
          labelled('Cédula de ciudadanía', '1.020.345.678 de Bogotá'),
          labelled('Fecha de nacimiento', '14 de mayo de 1990'),
          labelled('Dirección', expected.location!),
          labelled('Celular', expected.phone!),
          labelled('Correo electrónico', expected.email!),
          ruled('PERFIL PROFESIONAL'),
          para(
            'Ingeniero industrial con diez años de experiencia en planeación de la producción en la industria de ' +
              'alimentos, con manejo de SAP y equipos de hasta doce personas.',
          ),
          ruled('EXPERIENCIA LABORAL'),
          labelled('Empresa', { text: alpina.company, bold: true }),
          labelled('Cargo', alpina.title),
          labelled('Período', 'Febrero de 2019 – Actualidad'),
          labelled('Jefe inmediato', 'Carlos Ruiz, Gerente de Manufactura – Tel. 601 555 1234'),
          para({ text: 'Funciones:', bold: true }, { spacing: { after: 20 } }),
          ...alpina.bullets.slice(0, 2).map((b) => bullet(b)),
          para({ text: 'Logros:', bold: true }, { spacing: { after: 20 } }),
          ...alpina.bullets.slice(2).map((b) => bullet(b)),
          para(''),
          labelled('Empresa', { text: colombina.company, bold: true }),
          labelled('Cargo', colombina.title),
          labelled('Período', 'Marzo de 2015 – Enero de 2019'),
          para({ text: 'Funciones:', bold: true }, { spacing: { after: 20 } }),
          ...colombina.bullets.map((b) => bullet(b)),
          para(''),
          labelled('Empresa', { text: bavaria.company, bold: true }),
          labelled('Cargo', bavaria.title),
          labelled('Período', 'Julio de 2014 – Diciembre de 2014'),
          para({ text: 'Funciones:', bold: true }, { spacing: { after: 20 } }),
          ...bavaria.bullets.map((b) => bullet(b)),
          ruled('FORMACIÓN ACADÉMICA'),
          labelled('Título', 'Especialización en Gerencia de Operaciones'),
          labelled('Institución', 'Universidad de los Andes'),
          labelled('Año de grado', '2018'),
          para(''),
          labelled('Título', 'Ingeniero Industrial'),
          labelled('Institución', 'Pontificia Universidad Javeriana'),
          labelled('Año de grado', '2014'),
          ruled('COMPETENCIAS'),
          para(expected.skills.join(', ')),
          ruled('IDIOMAS'),
          para('Español: nativo. Inglés: B2 (intermedio alto)'),
          ruled('REFERENCIAS PERSONALES'),
          para('Laura Méndez Ortiz – Contadora Pública – Cel. 315 555 0199'),
          para('Jorge Castaño Ríos – Ingeniero Mecánico – Cel. 300 555 0147'),
        ],
      },
    ],
    'Arial',
    21,
  );
