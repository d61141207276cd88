import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows } from './pdf-page';

// Corpus round 98: resumes written for this round (Word documents saved as PDF by LibreOffice, LaTeX by pdfLaTeX), as
// pdf.js read them.

describe("a job's dates after its town, set in as the items under them ('Valencia, junio 2016 – agosto 2019')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Laura Gómez Fernández', 194.2, 74.1, 207, 17.2, 'LMRoman12-Bold'],
        ['', 121.4, 91.7, 0, 10.9, 'LMRoman10-Regular'],
        ['Calle Colón 22, 46004 Valencia', 121.4, 91.7, 147.9, 10.9, 'LMRoman10-Regular'],
        [' ', 269.3, 91.7, 3.6, 10.9, 'LMRoman10-Regular'],
        ['•', 272.9, 91.7, 8.5, 10.9, 'LMRoman10-Regular'],
        [' ', 281.4, 91.7, 3.6, 10.9, 'LMRoman10-Regular'],
        ['612 345 678', 285, 91.7, 56.4, 10.9, 'LMRoman10-Regular'],
        [' ', 341.4, 91.7, 3.6, 10.9, 'LMRoman10-Regular'],
        ['•', 345, 91.7, 8.5, 10.9, 'LMRoman10-Regular'],
        [' ', 353.5, 91.7, 3.6, 10.9, 'LMRoman10-Regular'],
        ['laura.gomez@example.es', 357.1, 91.7, 116.8, 10.9, 'LMRoman10-Regular'],
        ['', 62.4, 126, 0, 14.4, 'LMRoman12-Bold'],
        ['1.', 62.4, 126, 12.6, 14.4, 'LMRoman12-Bold'],
        [' ', 74.9, 126, 16.1, 14.4, 'LMRoman12-Bold'],
        ['Perfil', 91.1, 126, 38, 14.4, 'LMRoman12-Bold'],
        ['', 79.3, 150.4, 0, 10.9, 'LMRoman10-Regular'],
        [
          'Enfermera con ocho años de experiencia en unidades de cuidados intensivos y urgencias, con',
          79.3,
          150.4,
          453.6,
          10.9,
          'LMRoman10-Regular',
        ],
        ['formación en gestión de calidad asistencial.', 62.4, 163.9, 206, 10.9, 'LMRoman10-Regular'],
        ['', 62.4, 198.3, 0, 14.4, 'LMRoman12-Bold'],
        ['2.', 62.4, 198.3, 12.6, 14.4, 'LMRoman12-Bold'],
        [' ', 74.9, 198.3, 16.1, 14.4, 'LMRoman12-Bold'],
        ['Experiencia profesional', 91.1, 198.3, 164.3, 14.4, 'LMRoman12-Bold'],
        ['', 62.4, 223.1, 0, 12, 'LMRoman12-Bold'],
        ['Enfermera de UCI — Hospital Universitari i Politècnic La Fe', 62.4, 223.1, 362.5, 12, 'LMRoman12-Bold'],
        ['', 79.3, 243.7, 0, 10.9, 'LMRoman10-Italic'],
        ['Valencia, septiembre 2019 – actualidad', 79.3, 243.7, 186.1, 10.9, 'LMRoman10-Italic'],
        ['', 89.6, 266.2, 0, 10.9, 'LMRoman10-Regular'],
        [
          'Atención a pacientes críticos en una unidad de 24 camas, con ventilación mecánica y técnicas',
          89.6,
          266.2,
          443.3,
          10.9,
          'LMRoman10-Regular',
        ],
        ['de depuración extrarrenal.', 89.6, 279.7, 125.9, 10.9, 'LMRoman10-Regular'],
        [
          'Referente del protocolo de prevención de neumonía asociada a ventilación mecánica.',
          89.6,
          302.2,
          402.4,
          10.9,
          'LMRoman10-Regular',
        ],
        ['', 62.4, 331.5, 0, 12, 'LMRoman12-Bold'],
        ['Enfermera de urgencias — Hospital Clínico Universitario de Valencia', 62.4, 331.5, 409, 12, 'LMRoman12-Bold'],
        ['', 79.3, 352, 0, 10.9, 'LMRoman10-Italic'],
        ['Valencia, junio 2016 – agosto 2019', 79.3, 352, 167.9, 10.9, 'LMRoman10-Italic'],
        ['', 89.6, 374.6, 0, 10.9, 'LMRoman10-Regular'],
        ['Triaje Manchester y atención en box de críticos.', 89.6, 374.6, 230.2, 10.9, 'LMRoman10-Regular'],
        ['Formación de alumnos de prácticas del Grado en Enfermería.', 89.6, 397.1, 293.1, 10.9, 'LMRoman10-Regular'],
      ]),
    ),
  );
  const [uci, urgencias] = resume.experience;

  it('reads the line as the dates and town of the job above, not as its first item', () => {
    expect(uci).toMatchObject({ title: 'Enfermera de UCI', startDate: '2019-09', location: 'Valencia' });
    expect(urgencias).toMatchObject({
      title: 'Enfermera de urgencias',
      company: 'Hospital Clínico Universitario de Valencia',
      location: 'Valencia',
      startDate: '2016-06',
      endDate: '2019-08',
      bullets: [
        'Triaje Manchester y atención en box de críticos.',
        'Formación de alumnos de prácticas del Grado en Enfermería.',
      ],
    });
  });
});

describe("a skill's name wrapped in its cell of a three-column table ('Warehouse Management' / 'Systems')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['DANA WHITFIELD', 215.8, 72.7, 180.4, 20, 'LiberationSerif-Bold'],
        ['', 76.7, 89.3, 0, 11, 'LiberationSerif'],
        [
          'Columbus, OH 43215 • (614) 555-0187 • dana.whitfield@example.com • linkedin.com/in/danawhitfield',
          76.7,
          89.3,
          458.5,
          11,
          'LiberationSerif',
        ],
        ['', 54.1, 112.9, 0, 12, 'LiberationSerif-Bold'],
        ['PROFESSIONAL SUMMARY', 54.1, 112.9, 160.2, 12, 'LiberationSerif-Bold'],
        ['', 54.1, 131.5, 0, 11, 'LiberationSerif'],
        [
          'Operations leader with 10+ years in food distribution and warehousing. Known for turning around',
          54.1,
          131.5,
          432.3,
          11,
          'LiberationSerif',
        ],
        ['', 54.1, 144.1, 0, 11, 'LiberationSerif'],
        [
          'underperforming sites and building teams that keep improving after I leave.',
          54.1,
          144.1,
          332.3,
          11,
          'LiberationSerif',
        ],
        ['', 54.1, 167.7, 0, 12, 'LiberationSerif-Bold'],
        ['AREAS OF EXPERTISE', 54.1, 167.7, 131.2, 12, 'LiberationSerif-Bold'],
        ['', 64.5, 186.3, 0, 11, 'LiberationSerif'],
        ['•', 64.5, 186.3, 3.9, 11, 'LiberationSerif'],
        [' ', 68.4, 186.3, 9.2, 11, 'LiberationSerif'],
        ['Warehouse Management', 77.5, 186.3, 109.5, 11, 'LiberationSerif'],
        ['', 77.5, 199, 0, 11, 'LiberationSerif'],
        ['Systems', 77.5, 199, 36.7, 11, 'LiberationSerif'],
        ['', 232.5, 186.3, 0, 11, 'LiberationSerif'],
        ['•', 232.5, 186.3, 3.9, 11, 'LiberationSerif'],
        [' ', 236.4, 186.3, 9.2, 11, 'LiberationSerif'],
        ['Lean Six Sigma', 245.5, 186.3, 70.2, 11, 'LiberationSerif'],
        [' ', 315.7, 186.3, 84.8, 11, 'LiberationSerif'],
        ['•', 400.5, 186.3, 3.9, 11, 'LiberationSerif'],
        [' ', 404.4, 186.3, 9.2, 11, 'LiberationSerif'],
        ['Budgeting & P&L', 413.5, 186.3, 81.2, 11, 'LiberationSerif'],
        ['', 64.5, 212.6, 0, 11, 'LiberationSerif'],
        ['•', 64.5, 212.6, 3.9, 11, 'LiberationSerif'],
        [' ', 68.4, 212.6, 9.2, 11, 'LiberationSerif'],
        ['Vendor Negotiation', 77.5, 212.6, 87.6, 11, 'LiberationSerif'],
        [' ', 165.1, 212.6, 67.4, 11, 'LiberationSerif'],
        ['•', 232.5, 212.6, 3.9, 11, 'LiberationSerif'],
        [' ', 236.4, 212.6, 9.2, 11, 'LiberationSerif'],
        ['Team Leadership', 245.5, 212.6, 76.5, 11, 'LiberationSerif'],
        [' ', 322, 212.6, 78.5, 11, 'LiberationSerif'],
        ['•', 400.5, 212.6, 3.9, 11, 'LiberationSerif'],
        [' ', 404.4, 212.6, 9.2, 11, 'LiberationSerif'],
        ['Safety Compliance (OSHA)', 413.5, 212.6, 123.9, 11, 'LiberationSerif'],
      ]),
    ),
  );

  it('reads one skill', () => {
    expect(resume.skills.core).toEqual([
      'Warehouse Management Systems',
      'Lean Six Sigma',
      'Budgeting & P&L',
      'Vendor Negotiation',
      'Team Leadership',
      'Safety Compliance (OSHA)',
    ]);
  });
});

describe("'Responsibilities included:' under a job's one line of title, employer and town", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Rebecca Holloway', 54.1, 72.8, 175.5, 20, 'LiberationSans-Bold'],
        ['', 54.1, 87.9, 0, 10.5, 'LiberationSans'],
        ['14 Banbury Road, Oxford OX2 6LU', 54.1, 87.9, 165, 10.5, 'LiberationSans'],
        ['', 54.1, 103, 0, 10.5, 'LiberationSans'],
        ['Mobile: 07700 900123', 54.1, 103, 103.8, 10.5, 'LiberationSans'],
        [' ', 157.9, 103, 8.8, 10.5, 'LiberationSans'],
        ['Email: rebecca.holloway@example.co.uk', 166.7, 103, 191.4, 10.5, 'LiberationSans'],
        ['', 54.1, 126.5, 0, 12, 'LiberationSans-Bold'],
        ['PERSONAL STATEMENT', 54.1, 126.5, 143.2, 12, 'LiberationSans-Bold'],
        ['', 54.1, 144.6, 0, 10.5, 'LiberationSans'],
        [
          'A reflective and enthusiastic primary teacher with seven years in Oxfordshire schools, committed to closing',
          54.1,
          144.6,
          495.6,
          10.5,
          'LiberationSans',
        ],
        ['', 54.1, 156.7, 0, 10.5, 'LiberationSans'],
        ['the reading gap for disadvantaged pupils.', 54.1, 156.7, 192.5, 10.5, 'LiberationSans'],
        ['', 54.1, 180.2, 0, 12, 'LiberationSans-Bold'],
        ['EMPLOYMENT HISTORY', 54.1, 180.2, 141.2, 12, 'LiberationSans-Bold'],
        ['', 54.1, 199.4, 0, 10.5, 'LiberationSans-Bold'],
        ['Sept 2019 – Present', 54.1, 199.4, 99.1, 10.5, 'LiberationSans-Bold'],
        [' ', 153.2, 199.4, 8.9, 10.5, 'LiberationSans-Bold'],
        [
          "Class Teacher (Year 4), St Mary's C of E Primary School, Oxford",
          162.1,
          199.4,
          317.9,
          10.5,
          'LiberationSans-Bold',
        ],
        ['', 162.1, 212.5, 0, 10.5, 'LiberationSans'],
        ['Responsibilities included:', 162.1, 212.5, 117.8, 10.5, 'LiberationSans'],
        ['', 167.1, 225.6, 0, 10.5, 'LiberationSans'],
        ['•', 167.1, 225.6, 3.7, 10.5, 'LiberationSans'],
        [' ', 170.8, 225.6, 9.3, 10.5, 'LiberationSans'],
        [
          'Plan and teach the full primary curriculum to a class of 30 pupils, including 6 with',
          180.1,
          225.6,
          374.4,
          10.5,
          'LiberationSans',
        ],
        ['', 180.1, 237.7, 0, 10.5, 'LiberationSans'],
        ['EHC plans', 180.1, 237.7, 50.1, 10.5, 'LiberationSans'],
        ['', 167.1, 250.8, 0, 10.5, 'LiberationSans'],
        ['•', 167.1, 250.8, 3.7, 10.5, 'LiberationSans'],
        [' ', 170.8, 250.8, 9.3, 10.5, 'LiberationSans'],
        [
          'Lead the school’s reading scheme; 87% of pupils met the expected standard in',
          180.1,
          250.8,
          366.3,
          10.5,
          'LiberationSans',
        ],
        ['', 180.1, 262.9, 0, 10.5, 'LiberationSans'],
        ['2023, up from 71%', 180.1, 262.9, 88.7, 10.5, 'LiberationSans'],
        ['', 167.1, 276, 0, 10.5, 'LiberationSans'],
        ['•', 167.1, 276, 3.7, 10.5, 'LiberationSans'],
        [' ', 170.8, 276, 9.3, 10.5, 'LiberationSans'],
        [
          'Mentor two trainee teachers each year from Oxford Brookes University',
          180.1,
          276,
          327.7,
          10.5,
          'LiberationSans',
        ],
        ['', 54.1, 293.1, 0, 10.5, 'LiberationSans-Bold'],
        ['Sept 2016 – July 2019', 54.1, 293.1, 107.9, 10.5, 'LiberationSans-Bold'],
        [' ', 162, 293.1, 36.1, 10.5, 'LiberationSans-Bold'],
        ['Teaching Assistant, Cherwell School, Oxford', 198.1, 293.1, 224, 10.5, 'LiberationSans-Bold'],
        ['', 167.1, 306.2, 0, 10.5, 'LiberationSans'],
        ['•', 167.1, 306.2, 3.7, 10.5, 'LiberationSans'],
        [' ', 170.8, 306.2, 9.3, 10.5, 'LiberationSans'],
        [
          'Supported small-group phonics and maths interventions for Key Stage 2',
          180.1,
          306.2,
          334.7,
          10.5,
          'LiberationSans',
        ],
        ['', 167.1, 319.3, 0, 10.5, 'LiberationSans'],
        ['•', 167.1, 319.3, 3.7, 10.5, 'LiberationSans'],
        [' ', 170.8, 319.3, 9.3, 10.5, 'LiberationSans'],
        ['Ran the after-school homework club three afternoons a week', 180.1, 319.3, 283.5, 10.5, 'LiberationSans'],
      ]),
    ),
  );
  const [teacher, assistant] = resume.experience;

  it('is no field of the job: the title, employer and town come from the line above', () => {
    expect(teacher).toMatchObject({
      title: 'Class Teacher (Year 4)',
      company: "St Mary's C of E Primary School",
      location: 'Oxford',
      startDate: '2019-09',
    });
    expect(teacher!.bullets).toHaveLength(3);
    expect(assistant).toMatchObject({ title: 'Teaching Assistant', company: 'Cherwell School', location: 'Oxford' });
  });
});

describe("a table of jobs whose head row names a column 'Cargo y funciones': the title over its items", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Francisca Muñoz Rojas', 54.1, 73.3, 202.7, 18, 'NotoSans-Bold'],
        ['', 54.1, 90.8, 0, 10.5, 'NotoSans-Regular'],
        [
          'Providencia, Santiago • +56 9 8765 4321 • francisca.munoz@example.cl',
          54.1,
          90.8,
          348.5,
          10.5,
          'NotoSans-Regular',
        ],
        ['', 54.1, 116.7, 0, 12, 'NotoSans-Bold'],
        ['ANTECEDENTES LABORALES', 54.1, 116.7, 163.7, 12, 'NotoSans-Bold'],
        ['', 59.8, 137.7, 0, 10.5, 'NotoSans-Bold'],
        ['Período', 59.8, 137.7, 40.4, 10.5, 'NotoSans-Bold'],
        [' ', 100.2, 137.7, 59.5, 10.5, 'NotoSans-Bold'],
        ['Empresa', 159.7, 137.7, 45.3, 10.5, 'NotoSans-Bold'],
        [' ', 205, 137.7, 124.7, 10.5, 'NotoSans-Bold'],
        ['Cargo y funciones', 329.7, 137.7, 93.6, 10.5, 'NotoSans-Bold'],
        ['', 59.8, 155.5, 0, 10.5, 'NotoSans-Regular'],
        ['Abril 2019 – a la', 59.8, 155.5, 77.5, 10.5, 'NotoSans-Regular'],
        ['', 59.8, 169.8, 0, 10.5, 'NotoSans-Regular'],
        ['fecha', 59.8, 169.8, 26.9, 10.5, 'NotoSans-Regular'],
        ['', 159.7, 155.5, 0, 10.5, 'NotoSans-Regular'],
        ['Falabella Retail S.A.', 159.7, 155.5, 94.6, 10.5, 'NotoSans-Regular'],
        [' ', 254.3, 155.5, 75.4, 10.5, 'NotoSans-Regular'],
        ['Jefa de Tienda', 329.7, 155.5, 73.7, 10.5, 'NotoSans-Bold'],
        ['', 334.7, 172.8, 0, 10.5, 'NotoSans-Regular'],
        ['•', 334.7, 172.8, 4, 10.5, 'NotoSans-Regular'],
        [' ', 338.7, 172.8, 9.1, 10.5, 'NotoSans-Regular'],
        ['Gestión de un equipo de 38 vendedores y', 347.7, 172.8, 204.6, 10.5, 'NotoSans-Regular'],
        ['', 347.7, 187.1, 0, 10.5, 'NotoSans-Regular'],
        ['cumplimiento del 104 % de la meta', 347.7, 187.1, 172.8, 10.5, 'NotoSans-Regular'],
        ['', 347.7, 201.4, 0, 10.5, 'NotoSans-Regular'],
        ['anual.', 347.7, 201.4, 30.3, 10.5, 'NotoSans-Regular'],
        ['', 334.7, 216.7, 0, 10.5, 'NotoSans-Regular'],
        ['•', 334.7, 216.7, 4, 10.5, 'NotoSans-Regular'],
        [' ', 338.7, 216.7, 9.1, 10.5, 'NotoSans-Regular'],
        ['Implementación del retiro en tienda para', 347.7, 216.7, 203.2, 10.5, 'NotoSans-Regular'],
        ['', 347.7, 231, 0, 10.5, 'NotoSans-Regular'],
        ['compras en línea.', 347.7, 231, 87.2, 10.5, 'NotoSans-Regular'],
        ['', 59.8, 246.8, 0, 10.5, 'NotoSans-Regular'],
        ['Marzo 2015 –', 59.8, 246.8, 65.7, 10.5, 'NotoSans-Regular'],
        ['', 59.8, 261.1, 0, 10.5, 'NotoSans-Regular'],
        ['Marzo 2019', 59.8, 261.1, 57.8, 10.5, 'NotoSans-Regular'],
        ['', 159.7, 246.8, 0, 10.5, 'NotoSans-Regular'],
        ['Ripley Chile', 159.7, 246.8, 56.8, 10.5, 'NotoSans-Regular'],
        [' ', 216.5, 246.8, 113.2, 10.5, 'NotoSans-Regular'],
        ['Subjefa de Tienda', 329.7, 246.8, 92.8, 10.5, 'NotoSans-Bold'],
        ['', 334.7, 264.1, 0, 10.5, 'NotoSans-Regular'],
        ['•', 334.7, 264.1, 4, 10.5, 'NotoSans-Regular'],
        [' ', 338.7, 264.1, 9.1, 10.5, 'NotoSans-Regular'],
        ['Control de inventario y reposición de la', 347.7, 264.1, 193, 10.5, 'NotoSans-Regular'],
        ['', 347.7, 278.4, 0, 10.5, 'NotoSans-Regular'],
        ['sección de vestuario.', 347.7, 278.4, 103, 10.5, 'NotoSans-Regular'],
        ['', 334.7, 293.7, 0, 10.5, 'NotoSans-Regular'],
        ['•', 334.7, 293.7, 4, 10.5, 'NotoSans-Regular'],
        [' ', 338.7, 293.7, 9.1, 10.5, 'NotoSans-Regular'],
        ['Capacitación del personal nuevo en', 347.7, 293.7, 174.9, 10.5, 'NotoSans-Regular'],
        ['', 347.7, 308, 0, 10.5, 'NotoSans-Regular'],
        ['atención al cliente.', 347.7, 308, 92, 10.5, 'NotoSans-Regular'],
      ]),
    ),
  );
  const [falabella, ripley] = resume.experience;

  it("reads each row's cells as the fields their column names, not the head row's words", () => {
    expect(falabella).toMatchObject({
      title: 'Jefa de Tienda',
      company: 'Falabella Retail S.A.',
      startDate: '2019-04',
    });
    expect(ripley).toMatchObject({
      title: 'Subjefa de Tienda',
      company: 'Ripley Chile',
      startDate: '2015-03',
      endDate: '2019-03',
    });
  });

  it("keeps an item's wrapped line with it, though drawn just before the next row's cells", () => {
    expect(falabella!.bullets).toEqual([
      'Gestión de un equipo de 38 vendedores y cumplimiento del 104 % de la meta anual.',
      'Implementación del retiro en tienda para compras en línea.',
    ]);
  });
});
