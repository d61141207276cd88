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
        ['04/2014 – 02/2016', 45, 240, 9.6],
        ['Werkstudent Controlling bei Isarwerke Maschinenbau AG', 147, 240, 9.6],
        ['Werkstudent · Teilzeit · Maschinenbau', 147, 254, 8.2],
        ['• Erstellung von Monatsberichten und Abweichungsanalysen', 158, 269, 8.8],
      ]),
    ),
  );

  it('reads the title and the employer, and nothing from that line', () => {
    expect(resume.experience).toMatchObject([
      { title: 'Senior SAP-Berater FI/CO', company: 'Alpenland Consulting GmbH', startDate: '2020-08' },
      // (After the kind of role too: 'Werkstudent · Teilzeit · Maschinenbau'.)
      { title: 'Werkstudent Controlling', company: 'Isarwerke Maschinenbau AG', endDate: '2016-02' },
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

describe("a design tool's blocks drawn in the order they were layered: the Education heading last, over the block drawn first", () => {
  const font = 'LiberationSans';
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Bachiller en Arquitectura', 34, 389.3, 113.8, 9.6, `${font}-Bold`],
        ['Universidad Nacional de San', 34, 403.5, 123.8, 9.6, font],
        ['Agustín de Arequipa', 34, 417, 86.5, 9.6, font],
        ['2011 - 2016', 34, 429.8, 45.4, 8.6, `${font}-Bold`],
        ['Diplomado en Gestión de', 34, 450, 115.7, 9.6, `${font}-Bold`],
        ['Proyectos BIM', 34, 463.5, 66.7, 9.6, `${font}-Bold`],
        ['Pontificia Universidad Católica del', 34, 477, 145.1, 9.6, font],
        ['Perú', 34, 490.5, 20.3, 9.6, font],
        ['2021', 34, 503.3, 19.1, 8.6, `${font}-Bold`],
        ['RENATA', 232.4, 71.3, 122.7, 27, 'DejaVuSerif'],
        ['VALDIVIA UGARTE', 232.4, 100.5, 281.1, 27, 'DejaVuSerif'],
        ['Asistente de residente de obra', 232.4, 471.8, 145.5, 10, `${font}-Bold`],
        ['Constructora Misti S.A.C.', 232.4, 486, 107.7, 9.6, `${font}-Italic`],
        ['2017 - 2019', 232.4, 498.8, 50.9, 8.6, `${font}-Bold`],
        ['Control diario de avance y calidad en la construcción de un condominio', 243.4, 513.8, 303, 9.6, font],
        ['de 120 departamentos en Cerro Colorado', 243.4, 527.3, 177.7, 9.6, font],
        ['Compatibilización de planos y absolución de consultas del personal de', 243.4, 542.3, 300.4, 9.6, font],
        ['obra', 243.4, 556.5, 19.2, 9.6, font],
        ['Valorizaciones mensuales y control de subcontratistas', 243.4, 571.5, 230.3, 9.6, font],
        ['C O N T A C T O', 34, 72.8, 73.9, 10.5, `${font}-Bold`],
        ['Arquitecta proyectista', 232.4, 301.5, 105.6, 10, `${font}-Bold`],
        ['Estudio Cornejo & Llosa Arquitectos', 232.4, 315.8, 153.3, 9.6, `${font}-Italic`],
        ['2020 - Presente', 232.4, 328.5, 70, 8.6, `${font}-Bold`],
        ['Desarrollo de anteproyectos y expedientes técnicos de viviendas', 243.4, 343.5, 275.8, 9.6, font],
        ['multifamiliares y oficinas en Arequipa y Moquegua', 243.4, 357, 213.4, 9.6, font],
        ['Modelado BIM en Revit y coordinación con las especialidades de', 243.4, 372.8, 276.9, 9.6, font],
        ['estructuras e instalaciones', 243.4, 386.3, 113.6, 9.6, font],
        ['Elaboración de metrados y presupuestos en S10 para licitaciones', 243.4, 401.3, 279, 9.6, font],
        ['privadas', 243.4, 414.8, 36.3, 9.6, font],
        ['Presentación de propuestas a clientes y seguimiento de trámites', 243.4, 429.8, 274.8, 9.6, font],
        ['municipales', 243.4, 443.3, 50.7, 9.6, font],
        ['+51 954 218 736', 48, 103.5, 72.3, 9.6, font],
        ['renata.valdivia@example.pe', 48, 120, 121.3, 9.6, font],
        ['Cayma, Arequipa, Perú', 48, 136.5, 99.2, 9.6, font],
        ['E X P E R I E N C I A', 232.4, 273.8, 93.2, 10.5, `${font}-Bold`],
        ['A R Q U I T E C T A', 232.4, 133.5, 106, 11, font],
        ['H A B I L I D A D E S', 34, 174.8, 93.8, 10.5, `${font}-Bold`],
        ['Revit', 34, 205.5, 21.9, 9.6, font],
        ['AutoCAD', 34, 222, 40, 9.6, font],
        ['SketchUp', 34, 238.5, 41.6, 9.6, font],
        ['Lumion', 34, 255, 31.5, 9.6, font],
        ['S10 Costos y Presupuestos', 34, 271.5, 118.4, 9.6, font],
        ['MS Project', 34, 288.8, 46.9, 9.6, font],
        ['Diseño bioclimático', 34, 305.3, 82.7, 9.6, font],
        ['Practicante de arquitectura', 232.4, 602.3, 128.9, 10, `${font}-Bold`],
        ['Municipalidad Provincial de Arequipa', 232.4, 616.5, 157, 9.6, `${font}-Italic`],
        ['2016 - 2017', 232.4, 629.3, 50.9, 8.6, `${font}-Bold`],
        ['Apoyo en la revisión de licencias de edificación en el Centro Histórico', 243.4, 644.3, 295.6, 9.6, font],
        ['Levantamiento de fachadas de casonas de sillar para el inventario de', 243.4, 659.3, 295.1, 9.6, font],
        ['patrimonio', 243.4, 672.8, 44.8, 9.6, font],
        ['P E R F I L', 232.4, 174.8, 48.3, 10.5, `${font}-Bold`],
        ['Arquitecta con más de siete años de experiencia entre el estudio y la obra.', 232.4, 202.5, 323.1, 9.6, font],
        ['Me interesa la vivienda colectiva, la construcción en sillar y el diseño', 232.4, 216, 323.1, 9.6, font],
        ['bioclimático para el clima de la sierra sur. Busco sumarme a un equipo que', 232.4, 229.5, 323.1, 9.6, font],
        ['desarrolle proyectos con criterios de sostenibilidad.', 232.4, 243, 217.7, 9.6, font],
        ['I D I O M A S', 34, 566.3, 58.1, 10.5, `${font}-Bold`],
        ['Español — nativo', 34, 596.3, 75.2, 9.6, font],
        ['Inglés — intermedio (B1)', 34, 613.5, 106.2, 9.6, font],
        ['Quechua — básico', 34, 630, 81.6, 9.6, font],
        ['E D U C A C I Ó N', 34, 353.3, 81.2, 10.5, `${font}-Bold`],
      ]),
    ),
  );

  it('reads the schools under their heading', () => {
    expect(resume.education).toMatchObject([
      {
        school: 'Universidad Nacional de San Agustín de Arequipa',
        degree: 'Bachiller en Arquitectura',
        endDate: '2016',
      },
      { school: 'Pontificia Universidad Católica del Perú', degree: 'Diplomado en Gestión de Proyectos BIM' },
    ]);
    expect(resume.experience).toHaveLength(3);
  });
});

describe("a builder's skill levels in words ('Experienced', 'Skilful'), a Peruvian address over a registration number", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Rosa Elvira Huamán Quispe', 150, 60, 20, 'Helvetica-Bold'],
        ['Jr. Los Cedros 184, Dpto. 302 – Surquillo, Lima – Perú', 150, 82, 10],
        ['rosa.huaman@example.pe', 150, 96, 10],
        ['Contadora Pública Colegiada – Matrícula CCPL N.º 41827', 150, 110, 10],
        ['Skills', 40, 160, 12, 'Helvetica-Bold'],
        ['HubSpot', 40, 180, 10],
        ['Experienced', 200, 180, 10],
        ['Google Analytics 4', 40, 195, 10],
        ['Skilful', 200, 195, 10],
      ]),
    ),
  );

  it('reads the skills without their levels and the street as the place', () => {
    expect(resume.skills.core).toEqual(['HubSpot', 'Google Analytics 4']);
    expect(resume.profile.location).toMatch(/^Jr\. Los Cedros 184/u);
    expect(looksLikePlace('Contadora Pública Colegiada – Matrícula CCPL N.º 41827')).toBe(false);
  });
});
