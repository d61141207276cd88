import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows } from './pdf-page';

// Corpus round 97: the corpus laid out larger (build.ts --probe=larger), as pdf.js read the PDFs: headers beside wide
// dates, labelled titles and items' rests.

describe("a header beside dates too wide for their tab stop, wrapped back to the stop ('Jun. 2016 - Dic. 2018')", () => {
  // es-word-foto laid out larger (build.ts --probe=larger), as pdf.js read it: the dates pushed the header to the next
  // stop, and its wrapped rest stands where the section's other headers start.
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['', 85.2, 225.3, 0, 11, 'LiberationSans-Bold'],
        ['EXPERIENCIA PROFESIONAL', 85.2, 225.3, 156.9, 11, 'LiberationSans-Bold'],
        ['', 85.2, 246.3, 0, 12.5, 'LiberationSans'],
        ['2019 - Actualidad', 85.2, 246.3, 97.1, 12.5, 'LiberationSans'],
        [' ', 182.3, 246.3, 16.3, 12.5, 'LiberationSans'],
        ['LOGÍSTICA HENARES S.A.', 198.6, 246.3, 160.3, 12.5, 'LiberationSans-Bold'],
        [' ', 358.9, 246.3, 3.6, 12.5, 'LiberationSans-Bold'],
        ['– Analista de Control de', 362.5, 246.3, 133.2, 12.5, 'LiberationSans'],
        ['', 198.6, 260.7, 0, 12.5, 'LiberationSans'],
        ['Gestión', 198.6, 260.7, 43, 12.5, 'LiberationSans'],
        ['', 198.6, 278, 0, 12.5, 'LiberationSans'],
        ['Funciones: elaboración del presupuesto anual de las 14', 198.6, 278, 309.5, 12.5, 'LiberationSans'],
        ['', 198.6, 292.4, 0, 12.5, 'LiberationSans'],
        ['delegaciones y seguimiento mensual de desviaciones;', 198.6, 292.4, 301.1, 12.5, 'LiberationSans'],
        ['', 198.6, 306.7, 0, 12.5, 'LiberationSans'],
        ['cierre mensual de la contabilidad analítica en SAP', 198.6, 306.7, 278.2, 12.5, 'LiberationSans'],
        ['', 198.6, 321.1, 0, 12.5, 'LiberationSans'],
        ['Business One; cuadros de mando de costes de flota y', 198.6, 321.1, 299.1, 12.5, 'LiberationSans'],
        ['', 198.6, 335.4, 0, 12.5, 'LiberationSans'],
        ['almacén en Tableau para la dirección; reducción del 8', 198.6, 335.4, 299.8, 12.5, 'LiberationSans'],
        ['', 198.6, 349.8, 0, 12.5, 'LiberationSans'],
        ['% del coste por envío en 2022 con el análisis de rutas y', 198.6, 349.8, 308.8, 12.5, 'LiberationSans'],
        ['', 198.6, 364.1, 0, 12.5, 'LiberationSans'],
        ['subcontratas.', 198.6, 364.1, 74.9, 12.5, 'LiberationSans'],
        ['', 85.2, 388.5, 0, 12.5, 'LiberationSans'],
        ['Jun. 2016 - Dic. 2018', 85.2, 388.5, 118.6, 12.5, 'LiberationSans'],
        [' ', 203.8, 388.5, 25.4, 12.5, 'LiberationSans'],
        ['ASESORÍA GÓMEZ-ARROYO S.L.', 229.2, 388.5, 199.9, 12.5, 'LiberationSans-Bold'],
        [' ', 429.1, 388.5, 3.6, 12.5, 'LiberationSans-Bold'],
        ['– Técnico', 432.7, 388.5, 54.1, 12.5, 'LiberationSans'],
        ['', 198.6, 402.8, 0, 12.5, 'LiberationSans'],
        ['Contable', 198.6, 402.8, 50, 12.5, 'LiberationSans'],
        ['', 198.6, 420.2, 0, 12.5, 'LiberationSans'],
        ['Funciones:', 198.6, 420.2, 61, 12.5, 'LiberationSans'],
        ['', 198.6, 436.5, 0, 12.5, 'LiberationSans'],
        ['- Contabilidad de una cartera de 35 pymes y autónomos', 198.6, 436.5, 310.9, 12.5, 'LiberationSans'],
        ['', 198.6, 451.9, 0, 12.5, 'LiberationSans'],
        ['- Modelos trimestrales de IVA (303) y retenciones (111', 198.6, 451.9, 302.5, 12.5, 'LiberationSans'],
        ['', 198.6, 466.2, 0, 12.5, 'LiberationSans'],
        ['y 115)', 198.6, 466.2, 34.7, 12.5, 'LiberationSans'],
      ]),
    ),
  );

  it("joins the rest to the header's last field ('– Técnico' / 'Contable')", () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Analista de Control de Gestión', 'LOGÍSTICA HENARES S.A.', '2019', ''],
      ['Técnico Contable', 'ASESORÍA GÓMEZ-ARROYO S.L.', '2016-06', '2018-12'],
    ]);
  });
});

describe("a job's title after its label on a line of its own, closed by a stop ('Puesto: Administrativa de Compras.')", () => {
  // es-word-espana laid out larger (build.ts --probe=larger), page 2 as pdf.js read it, under its section's heading.
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['EXPERIENCIA PROFESIONAL', 85.2, 60, 206.8, 14.5, 'LiberationSans-Bold'],
        ['Septiembre 2016 – Abril 2019.', 85.2, 83.1, 183.4, 13, 'LiberationSans-Bold'],
        [' ', 268.6, 83.1, 3.7, 13, 'LiberationSans-Bold'],
        ['Eroski S. Coop.', 272.3, 83.1, 95.9, 13, 'LiberationSans-Bold'],
        [' ', 368.2, 83.1, 3.8, 13, 'LiberationSans-Bold'],
        ['(Elorrio, Bizkaia).', 372, 83.1, 98.9, 13, 'LiberationSans'],
        ['', 85.2, 98.1, 0, 13, 'LiberationSans'],
        ['Puesto: Administrativa de Compras.', 85.2, 98.1, 207.3, 13, 'LiberationSans'],
        ['', 85.2, 116.1, 0, 13, 'LiberationSans-Bold'],
        ['Funciones:', 85.2, 116.1, 69.3, 13, 'LiberationSans-Bold'],
        ['', 103.2, 133.1, 0, 13, 'LiberationSans'],
        ['-', 103.2, 133.1, 4.3, 13, 'LiberationSans'],
        [' ', 107.5, 133.1, 13.7, 13, 'LiberationSans'],
        ['Gestión de pedidos y seguimiento de las entregas de más de 120', 121.2, 133.1, 388.5, 13, 'LiberationSans'],
        ['', 121.2, 148.1, 0, 13, 'LiberationSans'],
        ['proveedores de alimentación seca y droguería para la plataforma', 121.2, 148.1, 388.7, 13, 'LiberationSans'],
        ['', 121.2, 163.1, 0, 13, 'LiberationSans'],
        ['logística de Elorrio.', 121.2, 163.1, 110.5, 13, 'LiberationSans'],
        ['', 103.2, 179.1, 0, 13, 'LiberationSans'],
        ['-', 103.2, 179.1, 4.3, 13, 'LiberationSans'],
        [' ', 107.5, 179.1, 13.7, 13, 'LiberationSans'],
        ['Verificación y contabilización de facturas de proveedores en SAP', 121.2, 179.1, 388.6, 13, 'LiberationSans'],
        ['', 121.2, 194.1, 0, 13, 'LiberationSans'],
        ['(módulo MM) y resolución de incidencias de precios, cantidades y', 121.2, 194.1, 388.4, 13, 'LiberationSans'],
      ]),
    ),
  );

  it('reads it as the title, not as a sentence about the job', () => {
    expect(resume.experience[0]).toMatchObject({
      title: 'Administrativa de Compras',
      company: 'Eroski S. Coop.',
      startDate: '2016-09',
      endDate: '2019-04',
    });
  });
});

describe('a header a little larger than the items at the margin, under an item that ran to the edge', () => {
  // it-word-cv-moderno laid out larger (build.ts --probe=larger), as pdf.js read it, under its section's heading.
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['ESPERIENZE LAVORATIVE', 51.1, 410, 180, 14.5, 'LiberationSans-Bold'],
        ['', 51.1, 445.9, 0, 12.5, 'NotoSans-Bold'],
        ['Software Engineer', 51.1, 445.9, 115, 12.5, 'NotoSans-Bold'],
        [' ', 166.1, 445.9, 3.3, 12.5, 'NotoSans-Bold'],
        ['| Lariosoft S.p.A. | Como', 169.4, 445.9, 145.9, 12.5, 'NotoSans-Regular'],
        ['', 51.1, 460.1, 0, 11, 'NotoSans-Regular'],
        ['Gen 2017 – Ago 2020', 51.1, 460.1, 108.6, 11, 'NotoSans-Regular'],
        ['', 56.1, 476.3, 0, 12, 'OpenSymbol'],
        ['', 56.1, 476.3, 5.5, 12, 'OpenSymbol'],
        [' ', 61.6, 476.3, 7.5, 12, 'OpenSymbol'],
        [
          'Sviluppo di un gestionale web per aziende del settore tessile (Java 8, Spring Boot,',
          69.1,
          476.3,
          455,
          12,
          'NotoSans-Regular',
        ],
        ['', 69.1, 489.5, 0, 12, 'NotoSans-Regular'],
        ['Angular)', 69.1, 489.5, 48.3, 12, 'NotoSans-Regular'],
        ['', 56.1, 504.2, 0, 12, 'OpenSymbol'],
        ['', 56.1, 504.2, 5.5, 12, 'OpenSymbol'],
        [' ', 61.6, 504.2, 7.5, 12, 'OpenSymbol'],
        [
          'Ottimizzazione delle query sul database Oracle: tempi di generazione dei report',
          69.1,
          504.2,
          448.5,
          12,
          'NotoSans-Regular',
        ],
        ['', 69.1, 517.4, 0, 12, 'NotoSans-Regular'],
        ['ridotti da alcuni minuti a pochi secondi', 69.1, 517.4, 218.3, 12, 'NotoSans-Regular'],
        ['', 56.1, 532.1, 0, 12, 'OpenSymbol'],
        ['', 56.1, 532.1, 5.5, 12, 'OpenSymbol'],
        [' ', 61.6, 532.1, 7.5, 12, 'OpenSymbol'],
        [
          'Manutenzione evolutiva dei moduli di magazzino e di fatturazione elettronica',
          69.1,
          532.1,
          434.7,
          12,
          'NotoSans-Regular',
        ],
        ['', 69.1, 545.3, 0, 12, 'NotoSans-Regular'],
        ['(FatturaPA)', 69.1, 545.3, 62.8, 12, 'NotoSans-Regular'],
        ['', 56.1, 560, 0, 12, 'OpenSymbol'],
        ['', 56.1, 560, 5.5, 12, 'OpenSymbol'],
        [' ', 61.6, 560, 7.5, 12, 'OpenSymbol'],
        [
          'Analisi dei requisiti con i clienti e stesura della documentazione tecnica',
          69.1,
          560,
          397.8,
          12,
          'NotoSans-Regular',
        ],
        ['', 51.1, 582.2, 0, 12.5, 'NotoSans-Bold'],
        ['Sviluppatore Web Junior', 51.1, 582.2, 151.1, 12.5, 'NotoSans-Bold'],
        [' ', 202.2, 582.2, 3.3, 12.5, 'NotoSans-Bold'],
        ['| Quadrante Digitale S.r.l. | Milano', 205.5, 582.2, 204.1, 12.5, 'NotoSans-Regular'],
        ['', 51.1, 596.4, 0, 11, 'NotoSans-Regular'],
        ['Feb 2016 – Dic 2016', 51.1, 596.4, 102, 11, 'NotoSans-Regular'],
        ['', 56.1, 612.6, 0, 12, 'OpenSymbol'],
        ['', 56.1, 612.6, 5.5, 12, 'OpenSymbol'],
        [' ', 61.6, 612.6, 7.5, 12, 'OpenSymbol'],
        [
          'Realizzazione di siti ed e-commerce su WordPress e WooCommerce per clienti PMI',
          69.1,
          612.6,
          463.7,
          12,
          'NotoSans-Regular',
        ],
        ['', 56.1, 627.3, 0, 12, 'OpenSymbol'],
        ['', 56.1, 627.3, 5.5, 12, 'OpenSymbol'],
        [' ', 61.6, 627.3, 7.5, 12, 'OpenSymbol'],
        [
          'Sviluppo di temi e plugin personalizzati in PHP e JavaScript (jQuery)',
          69.1,
          627.3,
          376.2,
          12,
          'NotoSans-Regular',
        ],
      ]),
    ),
  );

  it("starts the next job, not the item's wrapped rest", () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.location, j.startDate])).toEqual([
      ['Software Engineer', 'Lariosoft S.p.A.', 'Como', '2017-01'],
      ['Sviluppatore Web Junior', 'Quadrante Digitale S.r.l.', 'Milano', '2016-02'],
    ]);
    expect(resume.experience[0]!.bullets.at(-1)).toBe(
      'Analisi dei requisiti con i clienti e stesura della documentazione tecnica',
    );
  });
});
