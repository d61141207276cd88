import { describe, expect, it } from 'vitest';
import { looksLikePlace, pdfLines, readResume } from '../src/import-reader';
import { measuredRows, page } from './pdf-page';

// Corpus round 104: the second batch of this round's resumes (Word text boxes and the 2004 Europass in Spanish,
// saved by LibreOffice; a Notion export, a XING-like export, a Europass LaTeX class), as pdf.js read them.

describe("a header of Word text boxes, drawn by LibreOffice after the page's body", () => {
  const font = 'NotoSans-Regular';
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['SUMMARY', 54.1, 158.1, 59.8, 11, 'NotoSans-Bold'],
        ['Data analyst with ten years in insurance, healthcare and retail.', 54.1, 178.6, 320.2, 10.5, font],
        ['EXPERIENCE', 54.1, 233, 70.8, 11, 'NotoSans-Bold'],
        ['Senior Data Analyst | Piedmont Mutual Insurance', 54.1, 253.5, 261.3, 10.5, 'NotoSans-Bold'],
        ['Mar 2021 – Present', 459.2, 253.5, 98.9, 10.5, 'NotoSans-Bold'],
        ['Raleigh, NC', 54.1, 266.7, 51.4, 9.5, font],
        ['•', 59.1, 282.8, 4, 10.5, font],
        ['Built a dbt project of 85 models on Snowflake', 72.1, 282.8, 232.4, 10.5, font],
        ['SKILLS', 54.1, 320, 38.5, 11, 'NotoSans-Bold'],
        ['Languages & tools: SQL, Python, dbt, Snowflake, Power BI', 54.1, 340, 300.2, 10.5, font],
        ['Naomi Rutherford', 49.1, 68.8, 237.3, 26, 'NotoSans-Bold'],
        ['Senior Data Analyst · Insurance & Healthcare Analytics', 49.1, 88.2, 285.4, 11, font],
        ['Raleigh, NC 27608', 482.4, 51.2, 81, 9.5, font],
        ['(919) 555-0137', 497.9, 65.1, 65.5, 9.5, font],
        ['naomi.rutherford@gmail.com', 430.2, 79.1, 133.2, 9.5, font],
        ['linkedin.com/in/naomirutherford', 415.5, 93, 147.8, 9.5, font],
      ]),
    ),
  );

  it('reads the boxes as the header, not as skills', () => {
    expect(resume.profile).toMatchObject({
      fullName: 'Naomi Rutherford',
      email: 'naomi.rutherford@gmail.com',
      phone: '(919) 555-0137',
      location: 'Raleigh, NC 27608',
    });
    expect(resume.skills.core.join(' ')).not.toMatch(/555|@/);
  });
});

describe('the 2004 Europass in Spanish: labels wrapped in their column, an employer over its address', () => {
  const font = 'LiberationSansNarrow';
  const { resume } = readResume(
    pdfLines(
      measuredRows(
        [
          ['Información personal', 99.6, 100.2, 99.9, 12, `${font}-Bold`],
          ['Nombre(s) / Apellido(s)', 115.4, 115.1, 84.2, 10, font],
          ['Nerea Goikoetxea Arrieta', 215.6, 115.1, 97.8, 10, `${font}-Bold`],
          ['Correo(s) electrónico(s)', 113.5, 158.6, 86, 10, font],
          ['nerea.goikoetxea@euskalnet.net', 215.6, 158.6, 119.8, 10, font],
          ['Experiencia laboral', 109.4, 267, 90.1, 12, `${font}-Bold`],
          ['Fechas', 172.8, 281.8, 26.9, 10, font],
          ['Marzo de 2019 – actualidad', 215.6, 281.8, 101, 10, font],
          ['Profesión o cargo desempeñado', 81.2, 296.3, 118.3, 10, font],
          ['Técnica superior de I+D en formulación', 215.6, 296.3, 153.6, 10, `${font}-Bold`],
          ['Nombre y dirección de la empresa o', 67.9, 371.3, 131.6, 10, font],
          ['empleador', 160.9, 382.8, 38.7, 10, font],
          ['Laboratorios Ederra S.A.', 215.6, 371.3, 90.2, 10, font],
          ['Parque Tecnológico de Bizkaia, Edificio 801, 48160 Derio (Bizkaia)', 215.6, 382.8, 243.1, 10, font],
          ['Tipo de empresa o sector', 106.7, 397.3, 92.8, 10, font],
          ['Industria farmacéutica (medicamentos genéricos)', 215.6, 397.3, 179.3, 10, font],
        ],
        [
          ['Capacidades y competencias', 137.1, 91.6, 62.5, 12, `${font}-Bold`],
          ['personales', 147.7, 105.6, 51.9, 12, `${font}-Bold`],
          ['Idioma(s) materno(s)', 123.6, 120.4, 76, 10, font],
          ['Español, euskera', 215.6, 120.4, 63.3, 10, font],
          ['Capacidades y competencias sociales', 60.7, 149.4, 138.9, 10, font],
          [
            'Trabajo en equipos multidisciplinares con producción, registros y calidad; formación de',
            215.6,
            149.4,
            315.1,
            10,
            font,
          ],
          ['personal de planta.', 215.6, 160.9, 69.7, 10, font],
          ['Capacidades y competencias técnicas', 60.2, 175.4, 139.4, 10, font],
          ['HPLC, GC-MS, Espectroscopía FTIR, Disolución y ensayos de estabilidad ICH', 215.6, 175.4, 290.5, 10, font],
        ],
      ),
    ),
  );

  it('reads the employer apart from its address', () => {
    expect(resume.experience).toMatchObject([
      {
        title: 'Técnica superior de I+D en formulación',
        company: 'Laboratorios Ederra S.A.',
        location: 'Parque Tecnológico de Bizkaia, Edificio 801, 48160 Derio (Bizkaia)',
        startDate: '2019-03',
      },
    ]);
  });

  it('reads the technical skills without their label, the mother tongues and the social skills apart', () => {
    expect(resume.skills.core).toEqual([
      'HPLC',
      'GC-MS',
      'Espectroscopía FTIR',
      'Disolución y ensayos de estabilidad ICH',
    ]);
    expect(resume.custom.map((c) => c.label)).toContain('Capacidades y competencias sociales');
  });
});

describe("a Notion table of jobs ('Company' | 'Role' | 'Dates' | 'Location')", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Wren Halloran', 50, 80, 26, 'Helvetica-Bold'],
        ['wren.halloran@example.com', 86, 140, 9.4],
        ['Experience', 65, 234, 14.5, 'Helvetica-Bold'],
        ['Company', 85, 282, 9.3],
        ['Role', 210, 282, 9.3],
        ['Dates', 345, 282, 9.3],
        ['Location', 460, 282, 9.3],
        ['Summit Ridge Software', 72, 301, 9.3],
        ['Revenue Operations Manager', 180, 301, 9.3],
        ['Jan 2022 – Present', 345, 301, 9.3],
        ['Denver, CO', 460, 301, 9.3],
        ['Brightline Logistics', 72, 321, 9.3],
        ['Business Analyst', 180, 321, 9.3],
        ['Jun 2017 – Jun 2019', 345, 321, 9.3],
        ['Omaha, NE', 460, 321, 9.3],
      ]),
    ),
  );

  it('reads each row as a job, its place from the Location column', () => {
    expect(resume.experience).toMatchObject([
      { title: 'Revenue Operations Manager', company: 'Summit Ridge Software', location: 'Denver, CO' },
      { title: 'Business Analyst', company: 'Brightline Logistics', location: 'Omaha, NE', endDate: '2019-06' },
    ]);
  });
});

describe("how a job was held, its line first ('Festanstellung · Vollzeit · Unternehmensberatung'), and 'Title bei Company'", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Benedikt Aigner', 45, 60, 20, 'Helvetica-Bold'],
        ['benedikt.aigner@example.de', 45, 82, 9],
        ['Berufserfahrung', 45, 160, 11.5, 'Helvetica-Bold'],
        ['seit 08/2020', 45, 185, 9.6],
        ['Senior SAP-Berater FI/CO bei Alpenland Consulting GmbH', 147, 185, 9.6],
        ['Festanstellung · Vollzeit · Unternehmensberatung', 147, 199, 8.2],
        ['• Leitung des Finanz-Teilprojekts in S/4HANA-Conversions', 158, 214, 8.8],
      ]),
    ),
  );

  it('reads the title and the employer, and nothing from that line', () => {
    expect(resume.experience).toMatchObject([
      { title: 'Senior SAP-Berater FI/CO', company: 'Alpenland Consulting GmbH', startDate: '2020-08' },
    ]);
  });
});

describe("a Europass CV's Romanian address and towns with their country in brackets, an engineer's 'Pr Eng'", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Thandeka Mokoena, Pr Eng', 64, 60, 20, 'Helvetica-Bold'],
        ['Strada Avram Iancu 27, ap. 4, 400089 Cluj-Napoca (Romania)', 202, 119, 10],
        ['ioana.margarit@example.ro', 202, 159, 10],
        ['WORK EXPERIENCE', 89, 247, 9],
        ['02/2016–07/2016', 110, 263, 12],
        ['Trainee Engineer (internship)', 187, 263, 12],
        ['Veolia Energie Prahova, Ploieşti (Romania)', 187, 280, 9],
        ['• Supported the emissions monitoring team at the district heating plant', 187, 295, 9],
        ['06/2012–05/2014', 110, 315, 12],
        ['Broomhill Books, Sheffield', 187, 315, 12],
        ['Bookseller (part-time)', 187, 332, 12],
        ['• Served customers and ran the Saturday reading hour', 187, 347, 9],
      ]),
    ),
  );

  it('reads each', () => {
    expect(resume.profile.fullName).toBe('Thandeka Mokoena, Pr Eng');
    expect(looksLikePlace('Calea Victoriei 12, Sector 1, București')).toBe(true);
    expect(resume.profile.location).toBe('Strada Avram Iancu 27, ap. 4, 400089 Cluj-Napoca (Romania)');
    expect(resume.experience).toMatchObject([
      { company: 'Veolia Energie Prahova', location: 'Ploieşti (Romania)' },
      { title: 'Bookseller (part-time)', company: 'Broomhill Books' },
    ]);
  });
});
