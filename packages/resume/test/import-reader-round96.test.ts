import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows } from './pdf-page';

// Corpus round 96: the corpus laid out larger (build.ts --probe=larger: HTML at 116 %, LaTeX 2.6 cm narrower, Word
// type a fifth larger), as pdf.js read the PDFs: names and employers wrapped.

describe("an employer after its label wrapped back under the label, in the label's weight", () => {
  // es-word-wps-colombia and es-word-guatemala laid out larger (build.ts --probe=larger), as pdf.js read them (a word's
  // runs joined; the second's section heading, on page 1, set over its page-2 job).
  it("joins a legal form alone on the next line ('EMPRESA: … DE ALIMENTOS' / 'S.A.S.')", () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['EXPERIENCIA LABORAL', 71, 411.5, 173.1, 14.5, 'LiberationSans-Bold'],
          ['EMPRESA: COMERCIALIZADORA SANTANDEREANA DE ALIMENTOS', 71, 440.3, 433.6, 13, 'LiberationSans-Bold'],
          ['S.A.S.', 71, 455.9, 37.5, 13, 'LiberationSans-Bold'],
          ['CARGO:', 71, 471.5, 56.4, 13, 'LiberationSans-Bold'],
          ['Coordinadora Administrativa', 127.4, 471.5, 163.9, 13, 'LiberationSans'],
          ['TIEMPO:', 71, 487.1, 57.8, 13, 'LiberationSans-Bold'],
          ['Desde febrero de 2019 hasta la fecha', 128.8, 487.1, 217.5, 13, 'LiberationSans'],
          ['JEFE INMEDIATO:', 71, 502.7, 117, 13, 'LiberationSans-Bold'],
          ['Hernando Rueda Gómez – Gerente General', 188, 502.7, 255.7, 13, 'LiberationSans'],
          ['TELÉFONO:', 71, 518.3, 78.7, 13, 'LiberationSans-Bold'],
          ['(607) 634 5512', 149.7, 518.3, 88.1, 13, 'LiberationSans'],
          ['FUNCIONES:', 71, 533.9, 80.9, 13, 'LiberationSans-Bold'],
          ['', 71, 549.5, 21, 13, 'OpenSymbol'],
          [
            'Coordinar los procesos de compras, inventarios y facturación de la sede y los',
            92,
            549.5,
            448.6,
            13,
            'LiberationSans',
          ],
        ]),
      ),
    );
    expect(resume.experience[0]).toMatchObject({
      company: 'COMERCIALIZADORA SANTANDEREANA DE ALIMENTOS S.A.S.',
      title: 'Coordinadora Administrativa',
    });
  });

  it("joins the rest of a name left mid-phrase ('…, Contadores Públicos y' / 'Auditores')", () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['EXPERIENCIA LABORAL', 85.2, 255, 173.1, 14.5, 'LiberationSans-Bold'],
          [
            'Empresa: Morales Orellana & Asociados, Contadores Públicos y',
            85.2,
            285.3,
            397.8,
            13,
            'LiberationSans-Bold',
          ],
          ['Auditores', 85.2, 300.3, 60.6, 13, 'LiberationSans-Bold'],
          ['Puesto:', 85.2, 315.3, 51.3, 13, 'LiberationSans-Bold'],
          ['Auxiliar de Contabilidad', 136.5, 315.3, 136.5, 13, 'LiberationSans'],
          ['Del 1/3/2014 al 31/12/2015', 85.2, 330.3, 156.1, 13, 'LiberationSans'],
          ['Atribuciones:', 85.2, 348.3, 83.7, 13, 'LiberationSans-Bold'],
          ['', 103.2, 364.3, 18, 13, 'OpenSymbol'],
          [
            'Registro de operaciones contables de pequeñas empresas clientes',
            121.2,
            364.3,
            405.3,
            13,
            'LiberationSans',
          ],
          ['del despacho.', 121.2, 379.4, 80.9, 13, 'LiberationSans'],
          ['', 103.2, 395.4, 18, 13, 'OpenSymbol'],
          [
            'Elaboración de libros de compras y ventas y de declaraciones del IVA',
            121.2,
            395.4,
            405.4,
            13,
            'LiberationSans',
          ],
        ]),
      ),
    );
    expect(resume.experience[0]).toMatchObject({
      company: 'Morales Orellana & Asociados, Contadores Públicos y Auditores',
      title: 'Auxiliar de Contabilidad',
      startDate: '2014-03',
      endDate: '2015-12',
    });
  });
});

describe('an employer typed at a tab stop, wrapped back to the margin under the dates mid-phrase', () => {
  // de-word-werdegang laid out larger (build.ts --probe=larger), as pdf.js read it (a word's runs joined).
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Beruflicher Werdegang', 71, 306.1, 146, 14.5, 'LiberationSerif-Bold'],
        ['seit 04/2019', 71, 339.4, 71.2, 14.5, 'LiberationSerif'],
        ['Leiter Einkauf und Logistik', 248, 339.4, 173.4, 14.5, 'LiberationSerif-Bold'],
        ['Brandl Fahrzeugkomponenten GmbH, Ingolstadt', 212.6, 356, 284, 14.5, 'LiberationSerif'],
        ['- Fachliche und disziplinarische Führung von 14', 212.6, 372.7, 290.2, 14.5, 'LiberationSerif'],
        ['Mitarbeitern in Einkauf, Disposition und Lager', 230.6, 389.3, 273.5, 14.5, 'LiberationSerif'],
        ['- Verantwortung für ein Einkaufsvolumen von ca. 85', 212.6, 406, 316.8, 14.5, 'LiberationSerif'],
        ['Mio. EUR p. a.', 230.6, 422.6, 88.5, 14.5, 'LiberationSerif'],
        ['- Aufbau zusätzlicher Lieferanten in Tschechien und', 212.6, 439.3, 314.4, 14.5, 'LiberationSerif'],
        ['Polen während der Halbleiterkrise', 230.6, 455.9, 198.2, 14.5, 'LiberationSerif'],
        ['- Key User und Projektleiter des Fachbereichs bei der', 212.6, 472.6, 320, 14.5, 'LiberationSerif'],
        ['Einführung von SAP S/4HANA in der', 230.6, 489.2, 223.3, 14.5, 'LiberationSerif'],
        ['Materialwirtschaft', 230.6, 505.9, 106.9, 14.5, 'LiberationSerif'],
        ['- Senkung der Lagerbestände um 18 % durch ein', 212.6, 522.5, 292.7, 14.5, 'LiberationSerif'],
        ['neues Dispositionskonzept', 230.6, 539.2, 154.9, 14.5, 'LiberationSerif'],
        ['03/2011 – 03/2019', 71, 572.5, 109.4, 14.5, 'LiberationSerif'],
        ['Teamleiter Strategischer Einkauf', 248, 572.5, 206.7, 14.5, 'LiberationSerif-Bold'],
        ['Donautal Kunststofftechnik GmbH, Neuburg an der', 212.6, 589.1, 300.8, 14.5, 'LiberationSerif'],
        ['Donau', 71, 605.8, 38.6, 14.5, 'LiberationSerif'],
        ['- Leitung eines Teams von 5 Einkäufern', 212.6, 622.4, 242.8, 14.5, 'LiberationSerif'],
        ['(Warengruppen Granulate, Metallteile und', 230.6, 639.1, 246.9, 14.5, 'LiberationSerif'],
        ['Verpackung)', 230.6, 655.7, 75.6, 14.5, 'LiberationSerif'],
        ['- Lieferantenauswahl, -bewertung und -entwicklung,', 212.6, 672.4, 314.3, 14.5, 'LiberationSerif'],
        ['Durchführung von Lieferantenaudits', 230.6, 689, 212.3, 14.5, 'LiberationSerif'],
        ['- Jahresverhandlungen mit den wichtigsten', 212.6, 705.7, 258, 14.5, 'LiberationSerif'],
      ]),
    ),
  );

  it("joins the rest to the employer's line ('…, Neuburg an der' / 'Donau')", () => {
    expect(resume.experience[1]).toMatchObject({
      title: 'Teamleiter Strategischer Einkauf',
      company: 'Donautal Kunststofftechnik GmbH',
      location: 'Neuburg an der Donau',
      startDate: '2011-03',
      endDate: '2019-03',
    });
  });
});

describe("a name in display type on the baseline of an address column's first line (moderncv fancy, narrower)", () => {
  // es-latex-fancy laid out larger (build.ts --probe=larger: the text 2.6 cm narrower), as pdf.js read it:
  // 'Calle Ercilla 24, 3.º' and the 34 pt name share a baseline, so one line holds both.
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Calle Ercilla 24, 3.', 68.5, 107.2, 76.5, 10, 'LMSans10-Oblique'],
        ['º', 145, 107.2, 4.2, 10, 'LMSans10-Oblique'],
        ['', 136, 119.1, 0, 10, 'LMSans10-Oblique'],
        ['izq.', 136, 119.1, 14.6, 10, 'LMSans10-Oblique'],
        ['48011 Bilbao', 94.6, 131.1, 54.5, 10, 'LMSans10-Oblique'],
        ['España', 119.6, 143.1, 29.6, 10, 'LMSans10-Oblique'],
        ['', 60.3, 155, 0, 10, 'LMSans10-BoldOblique'],
        ['M', 60.3, 155, 9.7, 10, 'LMSans10-BoldOblique'],
        [' ', 70, 155, 6.6, 10, 'LMSans10-BoldOblique'],
        ['+34 688 204 517', 76.7, 155, 72.5, 10, 'LMSans10-Oblique'],
        ['', 123.9, 167, 0, 10, 'LMSans10-BoldOblique'],
        ['E', 123.9, 167, 6.4, 10, 'LMSans10-BoldOblique'],
        [' ', 130.3, 167, 6.6, 10, 'LMSans10-BoldOblique'],
        ['ini-', 137, 167, 13.2, 10, 'LMSans10-Oblique'],
        ['go.echeverria@example.eus', 59.5, 178.9, 108.4, 10, 'LMSans10-Oblique'],
        ['', 168.3, 107.2, 0, 33.9, 'LMSans17-Regular'],
        ['Íñigo Echeverría Sala-', 168.3, 107.2, 299.1, 33.9, 'LMSans17-Regular'],
        ['zar', 168.3, 129.5, 39.1, 33.9, 'LMSans17-Regular'],
        ['', 168.3, 156.7, 0, 17.2, 'LMSans17-Oblique'],
        ['Analista de Datos', 168.3, 156.7, 120.2, 17.2, 'LMSans17-Oblique'],
        ['', 118.8, 222.6, 0, 14.4, 'LMSans12-Regular'],
        ['Perfil', 118.8, 222.6, 30.4, 14.4, 'LMSans12-Regular'],
        [' ', 149.2, 222.6, 19.1, 14.4, 'LMSans12-Regular'],
        [
          'Analista con seis años convirtiendo datos de ventas y de clientes',
          168.3,
          222.6,
          293.7,
          10.9,
          'LMSans10-Regular',
        ],
        ['en decisiones de negocio en banca y distribución.', 168.3, 236.1, 223.5, 10.9, 'LMSans10-Regular'],
        ['', 82.8, 265.2, 0, 14.4, 'LMSans12-Regular'],
        ['Experiencia', 82.8, 265.2, 66.4, 14.4, 'LMSans12-Regular'],
        ['profesional', 87.1, 280.2, 62.1, 14.4, 'LMSans12-Regular'],
        ['', 168.3, 265.2, 0, 10.9, 'LMSans10-Bold'],
        ['Analista de Datos Sénior', 168.3, 265.2, 123, 10.9, 'LMSans10-Bold'],
        [',', 291.3, 265.2, 3, 10.9, 'LMSans10-Regular'],
        [' ', 294.3, 265.2, 3.7, 10.9, 'LMSans10-Regular'],
        ['Kutxa-', 297.9, 265.2, 30.8, 10.9, 'LMSans10-Oblique'],
        ['bank', 168.3, 278.8, 21.9, 10.9, 'LMSans10-Oblique'],
        [', Bilbao.', 190.2, 278.8, 38.5, 10.9, 'LMSans10-Regular'],
        ['', 345.5, 265.2, 0, 10.9, 'LMSans10-Bold'],
        ['Oct. 2020 – Actualidad', 345.5, 265.2, 116.6, 10.9, 'LMSans10-Bold'],
        ['', 168.3, 292, 0, 10, 'LMSans10-Regular'],
        ['Equipo de inteligencia de clientes de banca minorista.', 168.3, 292, 223.3, 10, 'LMSans10-Regular'],
      ]),
    ),
  );

  it("reads the name from the line's far larger part, without the address's next line", () => {
    expect(resume.profile).toMatchObject({
      fullName: 'Íñigo Echeverría Salazar',
      phone: '+34 688 204 517',
      email: 'inigo.echeverria@example.eus',
    });
  });
});

describe("a header wrapped after the word an employer's name opens with ('… • BANCO' / 'PICHINCHA')", () => {
  it('joins the name in the same type, set in capitals', () => {
    // es-word-lateral laid out larger (build.ts --probe=larger), page 2 as pdf.js read it, under its section's heading.
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['EXPERIENCIA LABORAL', 237.7, 100, 160, 14, 'NotoSans-Bold'],
          ['', 252.1, 102.8, 0, 12, 'NotoSans-Regular'],
          ['externa', 252.1, 102.8, 43.3, 12, 'NotoSans-Regular'],
          ['', 237.7, 130.2, 0, 11.5, 'NotoSans-Regular'],
          ['jun. 2013', 237.7, 130.2, 49.5, 11.5, 'NotoSans-Regular'],
          [' ', 287.2, 130.2, 3.1, 11.5, 'NotoSans-Regular'],
          ['–', 290.3, 130.2, 5.8, 11.5, 'NotoSans-Regular'],
          [' ', 296, 130.2, 3, 11.5, 'NotoSans-Regular'],
          ['dic. 2014', 299, 130.2, 47.8, 11.5, 'NotoSans-Regular'],
          ['', 237.7, 150, 0, 13, 'NotoSans-Bold'],
          ['A', 237.7, 150, 9, 13, 'NotoSans-Bold'],
          ['SISTENTE', 247.2, 150, 51, 10.4, 'NotoSans-Bold'],
          [' ', 298.2, 150, 4.5, 10.4, 'NotoSans-Bold'],
          ['DE', 302.7, 150, 14, 10.4, 'NotoSans-Bold'],
          [' ', 316.7, 150, 4.5, 10.4, 'NotoSans-Bold'],
          ['T', 321.2, 150, 7.5, 13, 'NotoSans-Bold'],
          ['ALENTO', 329.2, 150, 44, 10.4, 'NotoSans-Bold'],
          [' ', 373.2, 150, 4.5, 10.4, 'NotoSans-Bold'],
          ['H', 377.7, 150, 10, 13, 'NotoSans-Bold'],
          ['UMANO', 388.2, 150, 43.5, 10.4, 'NotoSans-Bold'],
          [' ', 431.7, 150, 5.5, 10.4, 'NotoSans-Bold'],
          ['•', 437.2, 150, 4.9, 13, 'NotoSans-Bold'],
          [' ', 442.1, 150, 4.3, 13, 'NotoSans-Bold'],
          ['K', 446.4, 150, 8.6, 13, 'NotoSans-Bold'],
          ['RUGER', 455.6, 150, 36.9, 10.4, 'NotoSans-Bold'],
          ['', 237.7, 169.4, 0, 13, 'NotoSans-Bold'],
          ['C', 237.7, 169.4, 8.3, 13, 'NotoSans-Bold'],
          ['ORPORATION', 246.5, 169.4, 75.2, 10.4, 'NotoSans-Bold'],
          ['', 237.7, 190.8, 0, 12, 'OpenSymbol'],
          ['', 237.7, 190.8, 4.9, 12, 'OpenSymbol'],
          [' ', 242.6, 190.8, 9.5, 12, 'OpenSymbol'],
          ['Publiqué las vacantes y realicé las primeras', 252.1, 190.8, 243.2, 12, 'NotoSans-Regular'],
          ['', 252.1, 208.8, 0, 12, 'NotoSans-Regular'],
          ['entrevistas de los procesos de selección de', 252.1, 208.8, 241.5, 12, 'NotoSans-Regular'],
          ['', 252.1, 226.7, 0, 12, 'NotoSans-Regular'],
          ['desarrolladores', 252.1, 226.7, 88.7, 12, 'NotoSans-Regular'],
          ['', 237.7, 247.7, 0, 12, 'OpenSymbol'],
          ['', 237.7, 247.7, 4.9, 12, 'OpenSymbol'],
          [' ', 242.6, 247.7, 9.5, 12, 'OpenSymbol'],
          ['Registré los contratos de trabajo y las actas de', 252.1, 247.7, 260.9, 12, 'NotoSans-Regular'],
          ['', 252.1, 265.6, 0, 12, 'NotoSans-Regular'],
          ['finiquito en el SUT del Ministerio del Trabajo', 252.1, 265.6, 248.9, 12, 'NotoSans-Regular'],
          ['', 237.7, 293, 0, 11.5, 'NotoSans-Regular'],
          ['mar. 2012', 237.7, 293, 54.2, 11.5, 'NotoSans-Regular'],
          [' ', 291.9, 293, 3.2, 11.5, 'NotoSans-Regular'],
          ['–', 295.1, 293, 5.8, 11.5, 'NotoSans-Regular'],
          [' ', 300.8, 293, 3, 11.5, 'NotoSans-Regular'],
          ['ago. 2012', 303.8, 293, 52.8, 11.5, 'NotoSans-Regular'],
          ['', 237.7, 312.8, 0, 13, 'NotoSans-Bold'],
          ['P', 237.7, 312.8, 8.2, 13, 'NotoSans-Bold'],
          ['ASANTE', 246.4, 312.8, 42.8, 10.4, 'NotoSans-Bold'],
          [' ', 289.2, 312.8, 4.5, 10.4, 'NotoSans-Bold'],
          ['DE', 293.7, 312.8, 14, 10.4, 'NotoSans-Bold'],
          [' ', 307.7, 312.8, 4.4, 10.4, 'NotoSans-Bold'],
          ['R', 312.1, 312.8, 8.6, 13, 'NotoSans-Bold'],
          ['ECURSOS', 321.2, 312.8, 49.9, 10.4, 'NotoSans-Bold'],
          [' ', 371.1, 312.8, 4.4, 10.4, 'NotoSans-Bold'],
          ['H', 375.5, 312.8, 10, 13, 'NotoSans-Bold'],
          ['UMANOS', 385.9, 312.8, 49.8, 10.4, 'NotoSans-Bold'],
          [' ', 435.7, 312.8, 5.4, 10.4, 'NotoSans-Bold'],
          ['•', 441.1, 312.8, 4.9, 13, 'NotoSans-Bold'],
          [' ', 446, 312.8, 4.4, 13, 'NotoSans-Bold'],
          ['B', 450.4, 312.8, 8.7, 13, 'NotoSans-Bold'],
          ['ANCO', 459.6, 312.8, 32, 10.4, 'NotoSans-Bold'],
          ['', 237.7, 332.3, 0, 13, 'NotoSans-Bold'],
          ['P', 237.7, 332.3, 8.2, 13, 'NotoSans-Bold'],
          ['ICHINCHA', 246.4, 332.3, 56.3, 10.4, 'NotoSans-Bold'],
          ['', 237.7, 353.7, 0, 12, 'NotoSans-Regular'],
          ['Pasantía preprofesional de seis meses en la', 237.7, 353.7, 245.2, 12, 'NotoSans-Regular'],
          ['', 237.7, 371.6, 0, 12, 'NotoSans-Regular'],
          ['Subgerencia de Selección: archivo de carpetas del', 237.7, 371.6, 279.7, 12, 'NotoSans-Regular'],
          ['', 237.7, 389.6, 0, 12, 'NotoSans-Regular'],
          ['personal, ingreso de datos de nuevos empleados en el', 237.7, 389.6, 306.7, 12, 'NotoSans-Regular'],
        ]),
      ),
    );
    expect(resume.experience.map((j) => [j.title, j.company])).toEqual([
      ['ASISTENTE DE TALENTO HUMANO', 'KRUGER CORPORATION'],
      ['PASANTE DE RECURSOS HUMANOS', 'BANCO PICHINCHA'],
    ]);
  });

  it("leaves an item ending on the word in lower case at a page's foot ('… del banco') apart from the next page's", () => {
    // es-html-sidebar-derecha as the corpus has it, its main column as pdf.js read it, under its section's heading.
    const { resume } = readResume(
      pdfLines(
        measuredRows(
          [
            ['EXPERIENCIA', 39.7, 630, 80, 12, 'Lato-Bold'],
            ['', 39.7, 648, 0, 10.4, 'Lato-Bold'],
            ['Diseñadora UX', 39.7, 648, 69.9, 10.4, 'Lato-Bold'],
            ['', 39.7, 663, 0, 9.6, 'Lato-Italic'],
            ['BBVA Next Technologies · Madrid', 39.7, 663, 132.4, 9.6, 'Lato-Italic'],
            [' ', 172.1, 663, 141, 9.6, 'Lato-Italic'],
            ['ene. 2017 – feb. 2019', 277.8, 663, 83.8, 8.6, 'Lato-Regular'],
            ['', 51.7, 680.3, 0, 9.6, 'Lato-Regular'],
            [
              'Participé en el rediseño de la app de banca móvil para particulares,',
              51.7,
              680.3,
              278.6,
              9.6,
              'Lato-Regular',
            ],
            ['centrada en las transferencias y en la gestión de tarjetas', 51.7, 694.5, 233.9, 9.6, 'Lato-Regular'],
            ['', 51.7, 710.3, 0, 9.6, 'Lato-Regular'],
            ['Elaboré mapas de experiencia de cliente y prototipos de alta', 51.7, 710.3, 251.7, 9.6, 'Lato-Regular'],
            [' ', 303.4, 710.3, 3.3, 9.6, 'Lato-Regular'],
            ['fi', 305.9, 710.3, 5.5, 9.6, 'Lato-Regular'],
            ['delidad', 311.4, 710.3, 30.5, 9.6, 'Lato-Regular'],
            ['para validar cada iteración', 51.7, 724.5, 109.3, 9.6, 'Lato-Regular'],
            ['', 51.7, 741, 0, 9.6, 'Lato-Regular'],
            [
              'Facilité talleres de design thinking con las áreas de negocio, riesgos y',
              51.7,
              741,
              287,
              9.6,
              'Lato-Regular',
            ],
            ['atención al cliente para priorizar funcionalidades', 51.7, 755.3, 202.6, 9.6, 'Lato-Regular'],
            ['', 51.7, 771, 0, 9.6, 'Lato-Regular'],
            [
              'Documenté los patrones de interacción de la primera versión del sistema',
              51.7,
              771,
              304.3,
              9.6,
              'Lato-Regular',
            ],
            ['de diseño del banco', 51.7, 785.3, 83.7, 9.6, 'Lato-Regular'],
          ],
          [
            ['Diseñadora grá', 39.7, 84.8, 69.8, 10.4, 'Lato-Bold'],
            ['fi', 109.4, 84.8, 6.2, 10.4, 'Lato-Bold'],
            ['ca júnior', 115.6, 84.8, 39.7, 10.4, 'Lato-Bold'],
            ['', 39.7, 99.8, 0, 9.6, 'Lato-Italic'],
            ['Estudio Bombilla · Madrid', 39.7, 99.8, 102.3, 9.6, 'Lato-Italic'],
            [' ', 142, 99.8, 185.7, 9.6, 'Lato-Italic'],
            ['jun. 2015 – dic. 2016', 281.3, 99.8, 80.3, 8.6, 'Lato-Regular'],
            ['', 51.7, 46.5, 0, 9.6, 'Lato-Regular'],
            [
              'Revisé con el equipo de desarrollo cada entrega para asegurar que se',
              51.7,
              46.5,
              288.3,
              9.6,
              'Lato-Regular',
            ],
            ['respetaban las especi', 51.7, 60.8, 89.3, 9.6, 'Lato-Regular'],
            ['fi', 141, 60.8, 5.5, 9.6, 'Lato-Regular'],
            ['caciones', 146.5, 60.8, 36.3, 9.6, 'Lato-Regular'],
            ['', 51.7, 117, 0, 9.6, 'Lato-Regular'],
            [
              'Diseñé identidades de marca, carteles y catálogos para clientes culturales',
              51.7,
              117,
              306.1,
              9.6,
              'Lato-Regular',
            ],
          ],
        ),
      ),
    );
    expect(resume.experience.map((j) => j.company)).toEqual(['BBVA Next Technologies', 'Estudio Bombilla']);
    expect(resume.experience[0]!.bullets.slice(-2)).toEqual([
      'Documenté los patrones de interacción de la primera versión del sistema de diseño del banco',
      'Revisé con el equipo de desarrollo cada entrega para asegurar que se respetaban las especificaciones',
    ]);
  });
});
