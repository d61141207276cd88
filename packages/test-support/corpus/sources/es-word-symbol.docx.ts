// Un currículum chileno hecho en Word con sus viñetas por defecto (U+F0B7 en la fuente Symbol), viñetas largas que
// ocupan dos líneas, la empresa y la ciudad en negrita con las fechas en un tabulador a la derecha y el cargo en
// cursiva debajo, FORMACIÓN ACADÉMICA como 'Título, Universidad' con los años a la derecha, HERRAMIENTAS e IDIOMAS.
import { bullet, para, ruled, tabbed, wordDocument, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Valentina Rojas Muñoz',
  email: 'valentina.rojas@example.cl',
  phone: '+56 9 8765 4321',
  location: 'Santiago, Chile',
  jobs: [
    {
      title: 'Analista de Riesgo Senior',
      company: 'BancoEstado',
      start: '2020-01',
      end: 'present',
      bullets: [
        'Diseñé el modelo de scoring para créditos de consumo de pequeñas empresas, que redujo la morosidad a 90 días del 6,1 % al 4,3 % en dieciocho meses',
        'Automaticé en Python el informe mensual de provisiones que antes tomaba cuatro días de trabajo manual',
        'Presento los resultados de riesgo al comité de crédito cada trimestre',
      ],
    },
    {
      title: 'Analista de Riesgo',
      company: 'Falabella Financiero',
      start: '2016-03',
      end: '2019-12',
      bullets: [
        'Mantuve los tableros de seguimiento de cartera en Power BI para las áreas comercial y de cobranza',
        'Participé en la migración de las reglas de originación a un motor de decisiones, con pruebas sobre 200 000 solicitudes históricas',
      ],
    },
  ],
  schools: [
    { school: 'Universidad de Chile', degree: 'Ingeniería Comercial', start: '2010', end: '2015' },
    { school: 'Pontificia Universidad Católica de Chile', degree: 'Diplomado en Data Science', end: '2019' },
  ],
  skills: ['Excel avanzado', 'SQL', 'Power BI', 'Python (pandas, scikit-learn)', 'SAS'],
};

const [banco, falabella] = expected.jobs as [(typeof expected.jobs)[0], (typeof expected.jobs)[0]];

export const build = () =>
  wordDocument(
    [
      {
        children: [
          para({ text: 'Valentina Rojas Muñoz', bold: true, size: 36 }, { spacing: { after: 40 } }),
          para('Santiago, Chile · +56 9 8765 4321 · valentina.rojas@example.cl'),
          ruled('PERFIL PROFESIONAL'),
          para(
            'Ingeniera comercial con ocho años en riesgo de crédito de banca de personas y pymes, con foco en ' +
              'modelos de scoring y automatización de reportes.',
          ),
          ruled('EXPERIENCIA LABORAL'),
          tabbed({ text: 'BancoEstado — Santiago', bold: true }, { text: 'Enero 2020 – Actualidad', bold: true }),
          para({ text: banco.title, italics: true }, { spacing: { after: 20 } }),
          ...banco.bullets.map((b) => bullet(b)),
          tabbed(
            { text: 'Falabella Financiero — Santiago', bold: true },
            { text: 'Marzo 2016 – Diciembre 2019', bold: true },
          ),
          para({ text: falabella.title, italics: true }, { spacing: { after: 20 } }),
          ...falabella.bullets.map((b) => bullet(b)),
          ruled('FORMACIÓN ACADÉMICA'),
          tabbed({ text: 'Ingeniería Comercial, Universidad de Chile', bold: true }, '2010 – 2015'),
          tabbed({ text: 'Diplomado en Data Science, Pontificia Universidad Católica de Chile', bold: true }, '2019'),
          ruled('HERRAMIENTAS'),
          para(expected.skills.join(', ')),
          ruled('IDIOMAS'),
          para('Español nativo; Inglés avanzado (TOEFL iBT 98)'),
        ],
      },
    ],
    'Calibri',
    21,
    { text: '\uf0b7', font: 'Symbol' },
  );
