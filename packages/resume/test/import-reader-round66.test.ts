import { describe, expect, it } from 'vitest';
import { looksLikePlace, pdfLines, readResume } from '../src/import-reader';
import { isKnownCity } from '../src/import-reader/cities';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 66: a Spanish builder's two columns with the sidebar on the right (es-html-sidebar-derecha), a German
// Bewerbungsmappe (de-word-deckblatt) and an Argentine CV from Google Docs (es-word-gdocs-export).

describe('a two-column export whose list items are painted after the sidebar', () => {
  const LATO = 'Lato-Regular';
  const row = (t: string, x: number, y: number, font = LATO, size = 9.6): ItemRow => [
    t,
    x,
    y,
    t.length * 4.4,
    size,
    font,
  ];

  it("puts a job's last item carried to the next page, and the next job's items, where they stand in the main column", () => {
    const resume = readResume(
      pdfLines(
        measuredRows(
          [
            row('Lucía Navarro', 40, 60, 'Lato-Bold', 26),
            row('EXPERIENCIA', 40, 230, 'Lato-Bold', 11),
            row('Diseñadora UX', 40, 646, 'Lato-Bold', 10.4),
            row('BBVA Next Technologies · Madrid', 40, 662, 'Lato-Italic'),
            row('ene. 2017 – feb. 2019', 278, 662),
            row('Participé en el rediseño de la app de banca móvil para particulares,', 52, 679),
            row('centrada en las transferencias y en la gestión de tarjetas', 52, 693),
          ],
          [
            row('Diseñadora gráfica júnior', 40, 83, 'Lato-Bold', 10.4),
            row('Estudio Bombilla · Madrid', 40, 99, 'Lato-Italic'),
            row('jun. 2015 – dic. 2016', 281, 99),
            row('FORMACIÓN', 40, 204, 'Lato-Bold', 11),
            row('Grado en Bellas Artes', 40, 229, 'Lato-Bold', 10.4),
            row('Universidad Complutense de Madrid · Madrid', 40, 245, 'Lato-Italic'),
            row('2011 – 2015', 312, 245),
            // (The sidebar, drawn after the main column's text.)
            row('CERTIFICACIONES', 413, 45, 'Lato-Bold', 11),
            row('Certified Usability Analyst (CUA)', 413, 68),
            row('Human Factors International · 2019', 413, 82),
            // (The list items, positioned boxes, painted last.)
            row('Revisé con el equipo de desarrollo cada entrega para asegurar que se', 52, 45),
            row('respetaban las especificaciones', 52, 60),
            row('Diseñé identidades de marca, carteles y catálogos para clientes culturales', 52, 116),
            row('y de restauración', 52, 130),
            row('Preparé artes finales para imprenta', 52, 146),
          ],
        ),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.title, j.bullets])).toEqual([
      [
        'Diseñadora UX',
        [
          'Participé en el rediseño de la app de banca móvil para particulares, centrada en las transferencias y en la gestión de tarjetas',
          'Revisé con el equipo de desarrollo cada entrega para asegurar que se respetaban las especificaciones',
        ],
      ],
      [
        'Diseñadora gráfica júnior',
        [
          'Diseñé identidades de marca, carteles y catálogos para clientes culturales y de restauración',
          'Preparé artes finales para imprenta',
        ],
      ],
    ]);
  });
});

describe('towns after an employer', () => {
  it("knows Germany's towns told apart by their river ('Halle (Saale)') and Buenos Aires as 'CABA'", () => {
    for (const town of ['Halle (Saale)', 'Frankfurt (Oder)', 'Magdeburg', 'CABA']) {
      expect(looksLikePlace(town), town).toBe(true);
      // (Known by name: what tells an employer's town apart after its comma, 'Saalesoft GmbH, Halle (Saale)'.)
      expect(isKnownCity(town), town).toBe(true);
    }
  });

  it("reads 'Company, Town — Title' with the town apart when one job's town is known", () => {
    const LATO = 'Lato-Regular';
    const head = (company: string, rest: string, width: number, y: number): ItemRow[] => [
      [company, 55.5, y, width, 12, 'NotoSans-Bold'],
      [rest, 55.5 + width + 0.2, y, rest.length * 5.1, 12, 'NotoSans-Regular'],
    ];
    const item = (text: string, y: number): ItemRow[] => [
      ['●', 73.5, y, 5.4, 10, 'LiberationSans'],
      [text, 91.5, y, text.length * 4, 10, LATO],
    ];
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Luciana Ferreyra', 55.5, 70, 160, 26, 'NotoSans-Regular'],
          ['EXPERIENCIA', 55.5, 150, 80, 11, 'NotoSans-Bold'],
          ...head('Molinos Río de la Plata', ', Olivos — Jefa de Contabilidad', 123.9, 171.5),
          ['MARZO 2020 - ACTUALIDAD', 55.5, 190.1, 107.4, 8, LATO],
          ...item('Lidero un equipo de cinco analistas a cargo del cierre contable mensual', 207.1),
          ...head('Molinos Río de la Plata', ', Olivos — Analista Contable Senior', 123.9, 325.6),
          ['JULIO 2018 - FEBRERO 2020', 55.5, 344.1, 105.6, 8, LATO],
          ...item('Registré provisiones, devengamientos y asientos de cierre', 361.1),
          ...head('KPMG Argentina', ', CABA — Asistente de Auditoría', 78, 420),
          ['FEBRERO 2016 - JUNIO 2018', 55.5, 438.5, 105, 8, LATO],
          ...item('Auditoría de estados contables de clientes industriales', 455.5),
          ['IDIOMAS', 55.5, 500, 60, 11, 'NotoSans-Bold'],
          ['Inglés avanzado', 55.5, 520, 80, 10, LATO],
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.company, j.location, j.title])).toEqual([
      ['Molinos Río de la Plata', 'Olivos', 'Jefa de Contabilidad'],
      ['Molinos Río de la Plata', 'Olivos', 'Analista Contable Senior'],
      ['KPMG Argentina', 'CABA', 'Asistente de Auditoría'],
    ]);
  });
});
