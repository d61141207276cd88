import { Document, Packer, Paragraph, TabStopType, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus round 24: a CV from Spain typed in Word (es-word-espana: each job one paragraph of sentences, '**Mayo 2019 –
// Actualidad.** **Ferralia S.L.** (Bilbao). Puesto: …', the space between the bold runs typed as a run of its own),
// a Spanish builder's export (es-html-cvapp: 'Cargo en Empresa, Ciudad', skill names wrapping left of their level
// dots) and moderncv's casual style (en-latex-moderncv-casual: the contact details centred in every page's foot).

const p = (children: TextRun[], tab = false) =>
  new Paragraph({ children, ...(tab ? { tabStops: [{ type: TabStopType.LEFT, position: 1417 }] } : {}) });
const r = (text: string, bold = false) => new TextRun({ text, bold });

async function docx(...body: Paragraph[]) {
  const doc = new Document({
    sections: [
      {
        children: [
          p([r('Itziar Olabarria Gorostiza', true)]),
          p([r('Teléfono: ', true), r('688 47 15 02')]),
          p([r('E-mail: ', true), r('itziar.olabarria93@example.com')]),
          ...body,
        ],
      },
    ],
  });
  const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
  if (!result.ok) throw new Error(result.error);
  return result.resume;
}

describe('a job typed as one paragraph of sentences', () => {
  it("reads the employer, its town and the title after 'Puesto:', the dates' stop and a spacing run aside", async () => {
    const resume = await docx(
      p([r('EXPERIENCIA PROFESIONAL', true)]),
      p([
        r('Septiembre 2016 – Abril 2019.', true),
        r(' '),
        r('Eroski S. Coop.', true),
        r(' (Elorrio, Bizkaia). Puesto: Administrativa de Compras.'),
      ]),
      p([r('Funciones:', true)]),
      p([r('- Gestión de pedidos y seguimiento de las entregas de más de 120 proveedores.')]),
    );
    expect(resume.experience.map((j) => [j.company, j.location, j.title, j.startDate, j.endDate])).toEqual([
      ['Eroski S. Coop.', 'Elorrio, Bizkaia', 'Administrativa de Compras', '2016-09', '2019-04'],
    ]);
  });

  it("keeps the title wrapped under 'Puesto:' at a line's end", () => {
    const L = 'LiberationSans';
    const B = 'LiberationSans-Bold';
    const rows: Row[] = [
      ['Itziar Olabarria Gorostiza', 85.2, 90.0, 230.0, 20.0, B],
      ['itziar.olabarria93@example.com', 85.2, 120.0, 160.0, 11.0, L],
      ['EXPERIENCIA PROFESIONAL', 85.2, 382.2, 171.18, 12.0, B],
      ['Mayo 2019 – Actualidad.', 85.2, 407.1, 127.12, 11.0, B],
      ['Ferralia Suministros Industriales S.L.', 215.4, 407.1, 194.25, 11.0, B],
      ['(Bilbao). Puesto:', 412.8, 407.1, 81.31, 11.0, L],
      ['Técnica de Administración y Finanzas.', 85.2, 419.7, 188.21, 11.0, L],
      ['Funciones:', 85.2, 435.4, 58.65, 11.0, B],
      ['-', 103.2, 450.0, 3.66, 11.0, L],
      ['Contabilidad general y analítica de la empresa y de sus dos filiales con A3ERP.', 121.2, 450.0, 388.7, 11.0, L],
    ];
    const [job] = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect([job?.company, job?.location, job?.title]).toEqual([
      'Ferralia Suministros Industriales S.L.',
      'Bilbao',
      'Técnica de Administración y Finanzas.',
    ]);
  });

  it("reads a school's known town in brackets apart from its name", async () => {
    const resume = await docx(
      p([r('FORMACIÓN ACADÉMICA', true)]),
      p(
        [
          r('2015 – 2016\t'),
          r('Máster Universitario en Auditoría de Cuentas y Contabilidad.', true),
          r(' Universidad de Deusto (Bilbao).'),
        ],
        true,
      ),
    );
    expect(resume.education.map((e) => [e.school, e.degree, e.startDate, e.endDate])).toEqual([
      ['Universidad de Deusto', 'Máster Universitario en Auditoría de Cuentas y Contabilidad', '2015', '2016'],
    ]);
  });
});

describe("a builder's export", () => {
  it("parts 'Cargo en Empresa, Ciudad' at the last 'en' when the title holds one of its own", async () => {
    const resume = await docx(
      p([r('Historial laboral', true)]),
      p([r('Auxiliar administrativa en prácticas en Ford España, Almussafes', true)]),
      p([r('mar. 2015 — jun. 2015')]),
      p([r('- Registro de facturas de proveedores y conciliación de cuentas en SAP FI.')]),
    );
    expect(resume.experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Auxiliar administrativa en prácticas', 'Ford España', 'Almussafes'],
    ]);
  });

  it('joins a skill wrapped closer than the skills stand apart, left of its level dots', () => {
    const L = 'Lato-Regular';
    const rows: Row[] = [
      ['Lucía Ferrer Martínez', 42.5, 60.0, 200.0, 24.0, 'Lato-Bold'],
      ['lucia.ferrer@example.com', 436.8, 300.0, 110.0, 9.4, L],
      ['Aptitudes', 436.8, 375.0, 48.1, 11.0, 'Lato-Bold'],
      ['Contabilidad general', 436.8, 395.3, 84.44, 9.4, L],
      ['(PGC)', 436.8, 408.8, 23.78, 9.4, L],
      ['SAP FI', 436.8, 427.5, 27.05, 9.4, L],
      ['A3ECO / A3CON', 436.8, 446.3, 72.09, 9.4, L],
      ['Conciliaciones', 436.8, 465.0, 58.92, 9.4, L],
      ['bancarias', 436.8, 478.5, 38.71, 9.4, L],
      ['Modelos tributarios', 436.8, 497.3, 80.73, 9.4, L],
      ['(AEAT)', 436.8, 510.8, 28.03, 9.4, L],
      ['Facturación y cobros', 436.8, 561.8, 84.46, 9.4, L],
      ['Power BI', 436.8, 580.5, 37.23, 9.4, L],
    ];
    const { skills } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(skills.core).toEqual([
      'Contabilidad general (PGC)',
      'SAP FI',
      'A3ECO / A3CON',
      'Conciliaciones bancarias',
      'Modelos tributarios (AEAT)',
      'Facturación y cobros',
      'Power BI',
    ]);
  });
});

describe("moderncv's casual style on two pages", () => {
  const foot = (page: string): Row[] => [
    ['2417 N Kedzie Blvd, Apt 3F – Chicago, IL 60647 – USA', 176.4, 700.3, 259.1, 10.9, 'CMSSI10'],
    ['H', 172.3, 713.9, 9.43, 10.9, 'MarVoSym'],
    ['(312) 555-0186', 185.3, 713.9, 70.3, 10.9, 'CMSSI10'],
    ['\u0088', 266.5, 713.9, 5.42, 10.9, 'Type3'],
    ['B', 282.9, 713.9, 9.62, 10.9, 'MarVoSym'],
    ['megan.castellano@example.com', 296.1, 713.9, 143.64, 10.9, 'CMSSI10'],
    ['in', 212.6, 727.4, 8.91, 10.9, 'CMSSBX10'],
    ['megan-castellano', 225.1, 727.4, 78.09, 10.9, 'CMSSI10'],
    ['\u0088', 314.1, 727.4, 5.42, 10.9, 'Type3'],
    ['gh', 330.4, 727.4, 12.12, 10.9, 'CMSSBX10'],
    ['mcastellano', 346.2, 727.4, 53.27, 10.9, 'CMSSI10'],
    [page, 519.1, 727.4, 16.36, 10.9, 'CMSSI10'],
  ];
  it("reads the phone and the address from the first page's foot, its fields parted by commas", () => {
    const pages = measuredRows(
      [
        ['Megan Castellano', 362.6, 96.4, 172.93, 24.8, 'CMSS17'],
        ['Data Analyst', 446.9, 133.3, 88.59, 17.2, 'CMSSI17'],
        ['Languages', 148.2, 648.3, 61.12, 14.3, 'CMSS12'],
        ['English', 106.6, 667.6, 32.64, 10.9, 'CMSS10'],
        ['Native', 148.2, 667.6, 29.39, 10.9, 'CMSS10'],
        ...foot('1/2'),
      ],
      [
        ['Spanish', 104.3, 90.1, 35.0, 10.9, 'CMSS10'],
        ['Professional working proficiency', 148.2, 90.1, 144.76, 10.9, 'CMSS10'],
        ['Computer skills', 148.2, 117.3, 89.78, 14.3, 'CMSS12'],
        ...foot('2/2'),
      ],
    );
    const { profile } = readResume(pdfLines(pages)).resume;
    expect([profile.fullName, profile.phone, profile.email, profile.location]).toEqual([
      'Megan Castellano',
      '(312) 555-0186',
      'megan.castellano@example.com',
      '2417 N Kedzie Blvd, Apt 3F, Chicago, IL 60647, USA',
    ]);
  });
});
