// Un currículum en español hecho en Word: DATOS PERSONALES con DNI y fecha de nacimiento (ni teléfono ni fecha
// de un empleo), PERFIL, EXPERIENCIA con el puesto en negrita y la empresa debajo, fechas a la derecha en un
// tabulador, EDUCACIÓN, IDIOMAS y HABILIDADES.
import { bullet, para, ruled, tabbed, wordDocument, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Lucía Fernández Ortega',
  email: 'lucia.fernandez@example.es',
  phone: '+34 612 345 678',
  location: 'Valencia, España',
  jobs: [
    {
      title: 'Responsable de Logística',
      company: 'Transportes Levante S.L.',
      start: '2019-03',
      end: 'present',
      bullets: [
        'Coordino un equipo de 14 personas y la planificación diaria de 60 rutas de reparto',
        'Reduje un 12 % los kilómetros en vacío con un nuevo sistema de asignación de cargas',
        'Negocio las tarifas anuales con proveedores de combustible y talleres',
      ],
    },
    {
      title: 'Técnica de Compras',
      company: 'Grupo Alimentario Turia',
      start: '2015-09',
      end: '2019-02',
      bullets: [
        'Gestión de pedidos a más de 80 proveedores nacionales',
        'Implantación del módulo de compras de SAP en dos almacenes',
      ],
    },
  ],
  schools: [
    {
      school: 'Universitat de València',
      degree: 'Grado en Administración y Dirección de Empresas',
      start: '2011',
      end: '2015',
    },
    { school: 'Escuela de Negocios Lluís Vives', degree: 'Máster en Logística Integral', start: '2017', end: '2018' },
  ],
  skills: ['SAP MM', 'Excel avanzado', 'Power BI', 'Gestión de flotas', 'Carnet de conducir B'],
};

export const build = () =>
  wordDocument(
    [
      {
        children: [
          para({ text: 'Lucía Fernández Ortega', bold: true, size: 40, color: '2E5496' }, { spacing: { after: 120 } }),
          ruled('DATOS PERSONALES'),
          para('DNI: 48392017-K'),
          para('Fecha de nacimiento: 14/05/1993'),
          para('Dirección: Valencia, España'),
          para('Teléfono: +34 612 345 678'),
          para('Correo electrónico: lucia.fernandez@example.es'),
          ruled('PERFIL'),
          para(
            'Responsable de logística con nueve años de experiencia en distribución y compras, orientada a datos y a la mejora continua.',
          ),
          ruled('EXPERIENCIA'),
          tabbed({ text: 'Responsable de Logística', bold: true }, 'Marzo 2019 – Actualidad'),
          para({ text: 'Transportes Levante S.L., Valencia', italics: true }),
          ...expected.jobs[0]!.bullets.map((b) => bullet(b)),
          tabbed({ text: 'Técnica de Compras', bold: true }, '09/2015 - 02/2019'),
          para({ text: 'Grupo Alimentario Turia, Paterna', italics: true }),
          ...expected.jobs[1]!.bullets.map((b) => bullet(b)),
          ruled('EDUCACIÓN'),
          tabbed({ text: 'Máster en Logística Integral', bold: true }, '2017 - 2018'),
          para('Escuela de Negocios Lluís Vives'),
          tabbed({ text: 'Grado en Administración y Dirección de Empresas', bold: true }, '2011 - 2015'),
          para('Universitat de València'),
          ruled('IDIOMAS'),
          para('Español: nativo · Valenciano: nativo · Inglés: C1 (Cambridge Advanced)'),
          ruled('HABILIDADES'),
          bullet('SAP MM'),
          bullet('Excel avanzado'),
          bullet('Power BI'),
          bullet('Gestión de flotas'),
          bullet('Carnet de conducir B'),
        ],
      },
    ],
    'Liberation Serif',
    22,
  );
