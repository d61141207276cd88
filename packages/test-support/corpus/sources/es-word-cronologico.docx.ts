// A Spanish 'currículum cronológico' typed in Word: the name centred, the address, a phone without its country code
// and the e-mail on one line split by middle dots, headings in capitals with a rule under them, and each section a
// borderless table of two columns: the dates in the narrow one ('mar. 2019 – actualidad', in lower case as the RAE
// writes months), '**Cargo** – Empresa, Ciudad' in the wide one over Word's default list items (U+F0B7 in Symbol);
// schools as 'Degree. School' after their years; INFORMÁTICA and IDIOMAS as label and list; OTROS DATOS.
import { BorderStyle, Table, TableCell, TableRow, WidthType } from 'docx';
import { bullet, para, ruled, wordDocument, TEXT_WIDTH, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'es',
  name: 'Nerea Gallardo Ruiz',
  email: 'nerea.gallardo@example.com',
  phone: '654 321 987',
  location: 'Calle Goya 45, 28001 Madrid',
  jobs: [
    {
      title: 'Responsable de Marketing Digital',
      company: 'Decathlon España',
      start: '2019-03',
      end: 'present',
      bullets: [
        'Gestiono un presupuesto anual de 1,2 millones de euros en campañas de búsqueda, redes sociales y afiliación',
        'Aumenté un 35 % las ventas de la tienda online atribuidas a campañas de pago en dos años',
        'Coordino a una agencia externa y a dos analistas del equipo',
      ],
    },
    {
      title: 'Especialista SEM',
      company: 'El Corte Inglés',
      start: '2016-09',
      end: '2019-02',
      bullets: [
        'Llevé las campañas de Google Ads de las secciones de electrónica y deporte',
        'Reduje el coste por adquisición un 22 % con pujas automáticas y listas de audiencias',
      ],
    },
  ],
  schools: [
    {
      school: 'Universidad Complutense de Madrid',
      degree: 'Grado en Publicidad y Relaciones Públicas',
      start: '2012',
      end: '2016',
    },
  ],
  skills: ['Google Ads', 'Meta Ads', 'Google Analytics 4', 'Looker Studio', 'Excel avanzado'],
};

const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const borders = { top: none, bottom: none, left: none, right: none };
const LEFT = 2300;
const RIGHT = TEXT_WIDTH - LEFT;

const row = (left: string, right: ReturnType<typeof para>[]) =>
  new TableRow({
    children: [
      new TableCell({
        borders,
        width: { size: LEFT, type: WidthType.DXA },
        children: [para({ text: left, color: '595959' }, { spacing: { before: 100 } })],
      }),
      new TableCell({ borders, width: { size: RIGHT, type: WidthType.DXA }, children: right }),
    ],
  });
const table = (rows: TableRow[]) =>
  new Table({ width: { size: TEXT_WIDTH, type: WidthType.DXA }, columnWidths: [LEFT, RIGHT], rows });
const job = (j: (typeof expected.jobs)[0], place: string) => [
  para([{ text: j.title, bold: true }, ` – ${j.company}, ${place}`], { spacing: { before: 100, after: 40 } }),
  ...j.bullets.map((b) => bullet(b)),
];

const [decathlon, eci] = expected.jobs as [(typeof expected.jobs)[0], (typeof expected.jobs)[0]];
const [ucm] = expected.schools as [(typeof expected.schools)[0]];

export const build = () =>
  wordDocument(
    [
      {
        children: [
          para({ text: expected.name, bold: true, size: 36 }, { alignment: 'center', spacing: { after: 60 } }),
          para(`${expected.location} · ${expected.phone} · ${expected.email}`, {
            alignment: 'center',
            spacing: { after: 200 },
          }),
          ruled('PERFIL', 22),
          para(
            'Especialista en marketing digital con nueve años en comercio minorista, orientada a resultados medibles y a la mejora continua de las campañas.',
          ),
          ruled('EXPERIENCIA PROFESIONAL', 22),
          table([
            row('mar. 2019 – actualidad', job(decathlon, 'Madrid')),
            row('sept. 2016 – feb. 2019', job(eci, 'Madrid')),
          ]),
          ruled('FORMACIÓN ACADÉMICA', 22),
          table([
            row('2012 – 2016', [
              para([{ text: `${ucm.degree}.`, bold: true }, ` ${ucm.school}`], { spacing: { before: 100 } }),
            ]),
          ]),
          ruled('INFORMÁTICA', 22),
          para(`${expected.skills.join(', ')}.`),
          ruled('IDIOMAS', 22),
          para('Inglés: C1 (Cambridge Advanced). Francés: B1.'),
          ruled('OTROS DATOS', 22),
          para('Carné de conducir B. Disponibilidad para viajar.'),
        ],
      },
    ],
    'Liberation Sans',
    20,
    { text: '\uF0B7', font: 'Symbol' },
  );
