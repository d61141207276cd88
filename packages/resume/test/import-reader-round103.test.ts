import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { page } from './pdf-page';

// Corpus round 103: the words of this round's resumes (German, Argentine, Australian, American) that the reader did
// not know, each in the layout it came in, written small.

describe("a German CV's schools and skills ('… Technische Hochschule' / 'Regensburg', 'Steuer-Fachschule', 'Intercompany-' / 'Verrechnung')", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Jonas Brandl', 66, 60, 20, 'Helvetica-Bold'],
        ['jonas.brandl@example.de', 66, 82, 10],
        ['Ausbildung', 66, 120, 14, 'Helvetica-Bold'],
        ['03/2019 – 06/2020', 66, 140, 10],
        ['Geprüfter Bilanzbuchhalter (IHK)', 165, 140, 10],
        ['Steuer-Fachschule Dr. Endriss, Hamburg', 165, 153, 10],
        ['10/2008 – 07/2012', 66, 172, 10],
        ['B.Eng. Elektrotechnik, Ostbayerische Technische Hochschule', 165, 172, 10],
        ['Regensburg, Regensburg', 165, 185, 10],
        ['Kenntnisse', 66, 215, 14, 'Helvetica-Bold'],
        ['Rechnungswesen', 66, 235, 10],
        ['Jahresabschluss nach HGB, Umsatzsteuer, Intercompany-', 165, 235, 10],
        ['Verrechnung', 165, 248, 10],
      ]),
    ),
  );

  it('reads a school named after its town, a Fachschule and an IHK qualification', () => {
    expect(resume.education).toMatchObject([
      { school: 'Steuer-Fachschule Dr. Endriss', degree: 'Geprüfter Bilanzbuchhalter (IHK)', endDate: '2020-06' },
      { school: 'Ostbayerische Technische Hochschule Regensburg', endDate: '2012-07' },
    ]);
  });

  it('keeps a compound wrapped after its hyphen whole', () => {
    const skills = [...resume.skills.core, ...resume.skills.tools, ...resume.skillGroups.flatMap((g) => g.keywords)];
    expect(skills).toContain('Intercompany-Verrechnung');
  });
});

describe("a university's faculty or department after it, and a numeral ending a title ('Enología I')", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Mariela Quiroga', 200, 60, 18, 'Helvetica-Bold'],
        ['mquiroga@example.edu.ar', 200, 80, 10],
        ['Experiencia docente', 65, 186, 12, 'Helvetica-Bold'],
        ['03/2016 –', 65, 210, 10],
        ['actualidad', 65, 222, 10],
        ['Profesora adjunta, cátedra de Enología I', 162, 210, 10, 'Helvetica-Bold'],
        ['Universidad Nacional de Cuyo, Facultad de Ciencias Agrarias', 162, 222, 10],
        ['Dirijo cuatro tesinas de grado y codirijo una tesis doctoral', 174, 236, 10],
        ['09/2011 – 02/2016', 65, 256, 10],
        ['Becaria en prácticas', 162, 256, 10, 'Helvetica-Bold'],
        ['Universitat Jaume I, Departamento de Química Inorgánica', 162, 268, 10],
        ['Preparé muestras para difracción de rayos X', 174, 282, 10],
      ]),
    ),
  );

  it('keeps the unit in the employer and the numeral in the title', () => {
    expect(resume.experience).toMatchObject([
      {
        title: 'Profesora adjunta, cátedra de Enología I',
        company: 'Universidad Nacional de Cuyo, Facultad de Ciencias Agrarias',
        location: '',
        startDate: '2016-03',
      },
      {
        title: 'Becaria en prácticas',
        company: 'Universitat Jaume I, Departamento de Química Inorgánica',
        location: '',
      },
    ]);
  });
});

describe("schools after their level in a cell of its own, graduation said in words ('Universitarios:' | …)", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Lucía Fernández', 85, 60, 18, 'Arial-Bold'],
        ['lucia.fernandez@example.com.ar', 85, 80, 10, 'Arial'],
        ['ESTUDIOS CURSADOS', 85, 575, 10, 'Arial-Bold'],
        ['Universitarios:', 85, 592, 10, 'Arial'],
        ['Contador Público – Universidad Nacional de Córdoba', 184, 592, 10, 'Arial'],
        ['Egresada en diciembre de 2015 (promedio 7,85).', 184, 604, 10, 'Arial'],
        ['Secundarios:', 85, 620, 10, 'Arial'],
        ['Bachiller en Economía y Gestión de las Organizaciones', 184, 620, 10, 'Arial'],
        ['Instituto Nuestra Señora del Carmen – Egresada 2009.', 184, 632, 10, 'Arial'],
      ]),
    ),
  );

  it('reads each level as a school with its date', () => {
    expect(resume.education).toMatchObject([
      { school: 'Universidad Nacional de Córdoba', degree: 'Contador Público', endDate: '2015-12' },
      {
        school: 'Instituto Nuestra Señora del Carmen',
        degree: 'Bachiller en Economía y Gestión de las Organizaciones',
        endDate: '2009',
      },
    ]);
  });
});

describe("a school's grant in brackets and an employer's town no list knows", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Mariela Quiroga', 200, 60, 18, 'Helvetica-Bold'],
        ['Formación académica', 65, 110, 12, 'Helvetica-Bold'],
        ['2011 – 2016', 65, 130, 10],
        ['Doctorado en Ciencias Agrarias, Universidad Nacional de Cuyo (Beca doctoral CONICET).', 160, 130, 10],
        ['Experiencia profesional', 65, 160, 12, 'Helvetica-Bold'],
        ['01/2007 – 07/2009', 65, 180, 10],
        ['Analista de laboratorio', 160, 180, 10, 'Helvetica-Bold'],
        ['Laboratorio Cuyano de Análisis Enológicos, Godoy Cruz', 160, 192, 10],
        ['Validación de métodos por espectrofotometría', 172, 206, 10],
      ]),
    ),
  );

  it('reads the school without the grant and the town apart from the laboratory', () => {
    expect(resume.education[0]).toMatchObject({ school: 'Universidad Nacional de Cuyo' });
    expect(resume.experience[0]).toMatchObject({
      company: 'Laboratorio Cuyano de Análisis Enológicos',
      location: 'Godoy Cruz',
    });
  });
});

describe("a nurse's 'CLINICAL SKILLS', an Australian place with its comma, a course named by its provider's initials", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Tessa Marlowe', 200, 50, 24, 'Helvetica-Bold'],
        ['Paddington, QLD 4064', 200, 80, 9],
        ['tessa.marlowe@example.com.au', 200, 92, 9],
        ['EDUCATION', 43, 620, 9.5, 'Helvetica-Bold'],
        ['Interaction Design Specialization', 43, 645, 10.5, 'Helvetica-Bold'],
        ['UC San Diego Extension · 2019', 43, 660, 9.4],
        ['CLINICAL SKILLS', 43, 690, 10, 'Helvetica-Bold'],
        ['Telemetry monitoring • Cardiac drips • IV insertion • Wound care', 43, 705, 10],
      ]),
    ),
  );

  it('reads each', () => {
    expect(resume.profile.location).toBe('Paddington, QLD 4064');
    expect(resume.education).toMatchObject([
      { school: 'UC San Diego Extension', degree: 'Interaction Design Specialization', endDate: '2019' },
    ]);
    const skills = [...resume.skills.core, ...resume.skills.tools, ...resume.skillGroups.flatMap((g) => g.keywords)];
    expect(skills).toEqual(['Telemetry monitoring', 'Cardiac drips', 'IV insertion', 'Wound care']);
  });
});

describe("an employer's town after a dash, as the resume's other jobs set theirs ('… — Castelló de la Plana')", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Laura Ferrer Beltrán', 62, 60, 18, 'Helvetica-Bold'],
        ['laura.ferrer@example.es', 62, 80, 10],
        ['Experiencia profesional', 62, 110, 12, 'Helvetica-Bold'],
        ['Responsable de laboratorio de calidad', 62, 130, 10.9, 'Helvetica-Bold'],
        ['enero 2019 – actualidad', 420, 130, 10.9],
        ['Cerámicas Azahar, S.A. — Vila-real (Castellón)', 62, 145, 10.9],
        ['• Dirijo un equipo de cuatro técnicos de laboratorio', 78, 160, 10.9],
        ['Técnica de control de calidad', 62, 180, 10.9, 'Helvetica-Bold'],
        ['septiembre 2014 – diciembre 2018', 400, 180, 10.9],
        ['Esmaltes Mediterráneo, S.L. — Onda (Castellón)', 62, 195, 10.9],
        ['• Elaboré las fichas técnicas de más de 60 productos', 78, 210, 10.9],
        ['Becaria en prácticas', 62, 230, 10.9, 'Helvetica-Bold'],
        ['febrero 2014 – julio 2014', 420, 230, 10.9],
        ['Universitat Jaume I, Departamento de Química Inorgánica — Castelló de la Plana', 62, 245, 10.9],
        ['• Participé en la caracterización de pigmentos cerámicos', 78, 260, 10.9],
      ]),
    ),
  );

  it('reads the department in the employer and the town after the dash as the place', () => {
    expect(resume.experience[2]).toMatchObject({
      title: 'Becaria en prácticas',
      company: 'Universitat Jaume I, Departamento de Química Inorgánica',
      location: 'Castelló de la Plana',
    });
  });
});
