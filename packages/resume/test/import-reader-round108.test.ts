import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, page } from './pdf-page';

// Corpus round 106, continued: an Indian fresher's LaTeX CV, and Word and builders' CVs in French, Dutch, Italian and
// Brazilian Portuguese.

describe("an Indian fresher's CV: the college under the degree, a table of qualifications, 'Internship', 'Academic Projects'", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['ANANYA DESHPANDE', 43.2, 47.8, 216, 17.2, 'LMRoman12-Bold'],
        ['B.E. Computer Engineering (2023)', 43.2, 64.3, 166.9, 10.9, 'LMRoman10-Regular'],
        ['Pune Institute of Computer Technology, Pune', 43.2, 77.9, 220.4, 10.9, 'LMRoman10-Regular'],
        ['H', 457.8, 47.8, 9.4, 10.9, 'MarVoSym'],
        ['+91 98220 45671', 470.9, 47.8, 81.2, 10.9, 'LMRoman10-Regular'],
        ['B', 384.5, 61.3, 9.6, 10.9, 'MarVoSym'],
        ['ananya.deshpande21@gmail.com', 397.8, 61.3, 154.3, 10.9, 'LMRoman10-Regular'],
        ['m', 400.7, 74.9, 8.9, 10.9, 'MarVoSym'],
        ['Kothrud, Pune, Maharashtra', 413.3, 74.9, 138.8, 10.9, 'LMRoman10-Regular'],
        ['linkedin.com/in/ananya-deshpande', 385.1, 88.4, 167, 10.9, 'LMRoman10-Regular'],
        ['Career Objective', 46.2, 111.3, 100, 12, 'LMRoman12-Bold'],
        [
          'To secure a challenging position as a software developer in a reputed organisation where I can apply my',
          43.2,
          128.9,
          508.9,
          10.9,
          'LMRoman10-Regular',
        ],
        [
          'knowledge of programming and web technologies and grow along with the company.',
          43.2,
          142.4,
          401.7,
          10.9,
          'LMRoman10-Regular',
        ],
        ['Academic Qualifications', 46.2, 164.3, 141.4, 12, 'LMRoman12-Bold'],
        ['Qualification', 49.6, 195.6, 69.7, 10.9, 'LMRoman10-Bold'],
        ['Board/University', 203.4, 195.6, 96.6, 10.9, 'LMRoman10-Bold'],
        ['Institute', 337.5, 195.6, 47.5, 10.9, 'LMRoman10-Bold'],
        ['Year', 503, 195.6, 25.5, 10.9, 'LMRoman10-Bold'],
        ['CGPA/%', 541.5, 195.6, 52.7, 10.9, 'LMRoman10-Bold'],
        ['B.E. (Computer Engineering)', 49.6, 213.6, 141.4, 10.9, 'LMRoman10-Regular'],
        ['SPPU', 203.4, 213.6, 29.1, 10.9, 'LMRoman10-Regular'],
        ['Pune', 337.5, 213.6, 24.4, 10.9, 'LMRoman10-Regular'],
        ['Institute', 372.3, 213.6, 41, 10.9, 'LMRoman10-Regular'],
        ['of', 423.6, 213.6, 8.8, 10.9, 'LMRoman10-Regular'],
        ['Computer', 442.7, 213.6, 47.9, 10.9, 'LMRoman10-Regular'],
        ['Technology, Pune', 337.5, 227.2, 83.8, 10.9, 'LMRoman10-Regular'],
        ['2023', 504.8, 213.6, 21.8, 10.9, 'LMRoman10-Regular'],
        ['8.74 CGPA', 540.8, 213.6, 54.2, 10.9, 'LMRoman10-Regular'],
        ['HSC (XII)', 49.6, 245.2, 50.6, 10.9, 'LMRoman10-Regular'],
        ['Maharashtra State Board', 203.4, 245.2, 121.8, 10.9, 'LMRoman10-Regular'],
        ['Fergusson College, Pune', 337.5, 245.2, 116.2, 10.9, 'LMRoman10-Regular'],
        ['2019', 504.8, 245.2, 21.8, 10.9, 'LMRoman10-Regular'],
        ['89.54%', 550.9, 245.2, 33.9, 10.9, 'LMRoman10-Regular'],
        ['SSC (X)', 49.6, 263.2, 40.3, 10.9, 'LMRoman10-Regular'],
        ['Maharashtra State Board', 203.4, 263.2, 121.8, 10.9, 'LMRoman10-Regular'],
        ['Abhinava', 337.5, 263.2, 45.2, 10.9, 'LMRoman10-Regular'],
        ['Vidyalaya', 395.3, 263.2, 47.3, 10.9, 'LMRoman10-Regular'],
        ['English', 455.2, 263.2, 35.4, 10.9, 'LMRoman10-Regular'],
        ['Medium School, Pune', 337.5, 276.7, 104.7, 10.9, 'LMRoman10-Regular'],
        ['2017', 504.8, 263.2, 21.8, 10.9, 'LMRoman10-Regular'],
        ['94.20%', 550.9, 263.2, 33.9, 10.9, 'LMRoman10-Regular'],
        ['Internship', 46.2, 306.5, 60.4, 12, 'LMRoman12-Bold'],
        ['Software Development Intern', 43.2, 324.1, 161.7, 10.9, 'LMRoman10-Bold'],
        ['Jun 2022 – Aug 2022', 436.1, 324.1, 116, 10.9, 'LMRoman10-Bold'],
        ['Kalpa Infotech Pvt. Ltd., Pune', 43.2, 337.7, 148, 10.9, 'LMRoman10-Italic'],
        ['•', 44.5, 353.2, 8.5, 10.9, 'LMRoman10-Regular'],
        [
          'Developed REST APIs in Spring Boot for an inventory management module used by the client’s 12',
          58.5,
          353.2,
          493.6,
          10.9,
          'LMRoman10-Regular',
        ],
        ['warehouses.', 58.5, 366.8, 56.2, 10.9, 'LMRoman10-Regular'],
        ['•', 44.5, 381.3, 8.5, 10.9, 'LMRoman10-Regular'],
        [
          'Wrote unit tests using JUnit and Mockito and fixed 30+ bugs reported by the QA team.',
          58.5,
          381.3,
          425.3,
          10.9,
          'LMRoman10-Regular',
        ],
        ['•', 44.5, 395.9, 8.5, 10.9, 'LMRoman10-Regular'],
        [
          'Participated in daily stand-ups and sprint planning in an Agile team of 8 members.',
          58.5,
          395.9,
          399.6,
          10.9,
          'LMRoman10-Regular',
        ],
        ['Academic Projects', 46.2, 417.7, 109.9, 12, 'LMRoman12-Bold'],
        ['Smart Attendance System using Face Recognition', 43.2, 435.3, 275.3, 10.9, 'LMRoman10-Bold'],
        ['Final Year Project', 463.2, 435.3, 88.2, 10.9, 'LMRoman10-Italic'],
      ]),
    ),
  );

  it("reads the person's place, not the college's town", () => {
    expect(resume.profile.location).toBe('Kothrud, Pune, Maharashtra');
  });

  it('keeps each institute whole, its words drawn apart by the justified cell', () => {
    expect(resume.education.map((e) => e.school)).toEqual([
      'Pune Institute of Computer Technology',
      'Fergusson College',
      'Abhinava Vidyalaya English Medium School',
    ]);
  });

  it('reads the internship as the job and the projects apart', () => {
    expect(resume.experience).toMatchObject([
      { title: 'Software Development Intern', company: 'Kalpa Infotech Pvt. Ltd.', startDate: '2022-06' },
    ]);
    expect(resume.projects.map((p) => p.name)).toContain('Smart Attendance System using Face Recognition');
  });
});

describe("a French sidebar's contact: the address, then the driving licence ('14 rue des Carmes' / '31000 Toulouse' / 'Permis B')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['CONTACT', 39.8, 56.6, 49.6, 10.5, 'NotoSans-Bold'],
        ['06 72 41 88 19', 39.8, 75.8, 64.1, 9.5, 'NotoSans-Regular'],
        ['camille.vasseur@orange.fr', 39.8, 91.8, 118.7, 9.5, 'NotoSans-Regular'],
        ['14 rue des Carmes', 39.8, 107.7, 83.2, 9.5, 'NotoSans-Regular'],
        ['31000 Toulouse', 39.8, 123.7, 70.4, 9.5, 'NotoSans-Regular'],
        ['Permis B', 39.8, 139.6, 39.5, 9.5, 'NotoSans-Regular'],
        ['Camille VASSEUR', 215.5, 60, 190, 24, 'NotoSans-Bold'],
        ['EXPÉRIENCE PROFESSIONNELLE', 215.5, 215.2, 187.6, 12, 'NotoSans-Bold'],
        ['Liebherr-Aerospace', 215.5, 238.9, 102.4, 10.5, 'NotoSans-Bold'],
        ['– Toulouse', 320.8, 238.9, 53.2, 10.5, 'NotoSans-Regular'],
        ['Contrôleuse de gestion industrielle', 215.5, 253.2, 160.6, 10.5, 'NotoSans-Italic'],
        ['| depuis mars 2021', 381.3, 253.2, 89.3, 9.5, 'NotoSans-Regular'],
      ]),
    ),
  );

  it('reads the address without the licence', () => {
    expect(resume.profile.location).toBe('14 rue des Carmes, 31000 Toulouse');
  });

  it("reads 'Contrôleuse' as a title", () => {
    expect(resume.experience).toMatchObject([
      { title: 'Contrôleuse de gestion industrielle', company: 'Liebherr-Aerospace', location: 'Toulouse' },
    ]);
  });
});

describe("a Dutch personalia table whose label wrapped, its colon on the value ('Postcode en' / 'woonplaats' | ': 6511 HH Nijmegen')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['CURRICULUM VITAE', 193.8, 90.2, 207.7, 18, 'NotoSans-Bold'],
        ['Personalia', 71, 124.4, 68.8, 14, 'NotoSans-Regular'],
        ['Naam', 76.4, 146.7, 31, 11, 'NotoSans-Regular'],
        [': Fleur Janssen', 196.4, 146.7, 74.2, 11, 'NotoSans-Regular'],
        ['Adres', 76.4, 162.7, 29.8, 11, 'NotoSans-Regular'],
        [': Molenstraat 18', 196.4, 162.7, 83.7, 11, 'NotoSans-Regular'],
        ['Postcode en', 76.4, 178.7, 63.3, 11, 'NotoSans-Regular'],
        ['woonplaats', 76.4, 193.7, 59.9, 11, 'NotoSans-Regular'],
        [': 6511 HH Nijmegen', 196.4, 178.7, 103.2, 11, 'NotoSans-Regular'],
        ['Telefoon', 76.4, 209.7, 45.2, 11, 'NotoSans-Regular'],
        [': +31 6 28 44 91 07', 196.4, 209.7, 95.5, 11, 'NotoSans-Regular'],
        ['Werkervaring', 71, 478, 90, 14, 'NotoSans-Regular'],
        ['Radboudumc, Nijmegen', 71, 503, 125, 11, 'NotoSans-Bold'],
        ['sinds september 2021', 411, 503, 112, 11, 'NotoSans-Regular'],
        ['Verpleegkundige Spoedeisende Hulp', 71, 518, 190, 11, 'NotoSans-Italic'],
        ['•', 92, 535, 4, 11, 'NotoSans-Regular'],
        ['Werkbegeleider van HBO-V-stagiaires', 107, 535, 190, 11, 'NotoSans-Regular'],
      ]),
    ),
  );

  it('reads the address without the colon', () => {
    expect(resume.profile.location).toBe('Molenstraat 18, 6511 HH Nijmegen');
  });

  it("reads 'Verpleegkundige' as a title", () => {
    expect(resume.experience).toMatchObject([{ title: 'Verpleegkundige Spoedeisende Hulp', company: 'Radboudumc' }]);
  });
});

describe("towns no list holds after the employer, where another job's town is known ('– Cdiscount, Cestas', '– Geodis, Bordeaux')", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Julien Marchal', 57, 60, 20, 'Helvetica-Bold'],
        ['julien.marchal@example.fr', 57, 80, 10],
        ['EXPÉRIENCE', 57, 225, 11, 'Helvetica-Bold'],
        ['2019 – aujourd’hui', 62, 248, 10, 'Helvetica-Bold'],
        ['Responsable d’exploitation', 167, 248, 10, 'Helvetica-Bold'],
        ['– Cdiscount, Cestas', 300, 248, 10],
        ['– Management de 6 chefs d’équipe', 167, 262, 10],
        ['03/2016 – 12/2018', 62, 331, 10, 'Helvetica-Bold'],
        ['Chef d’équipe préparation', 167, 331, 10, 'Helvetica-Bold'],
        ['– Lidl, entrepôt de Barbezieux', 300, 331, 10],
        ['– Organisation des vagues de préparation', 167, 345, 10],
        ['09/2013 – 02/2016', 62, 390, 10, 'Helvetica-Bold'],
        ['Agent de planification transport', 167, 390, 10, 'Helvetica-Bold'],
        ['– Geodis, Bordeaux', 330, 390, 10],
        ['– Planification des enlèvements', 167, 404, 10],
        ['04/2013 – 08/2013', 62, 425, 10, 'Helvetica-Bold'],
        ['Stagiaire logistique', 167, 425, 10, 'Helvetica-Bold'],
        ['– Decathlon, Mérignac', 270, 425, 10],
        ['– Étude de réimplantation de la réserve', 167, 439, 10],
      ]),
    ),
  );

  it('reads each town as the place, but for a site named in lower case', () => {
    expect(resume.experience.map((j) => [j.company, j.location])).toEqual([
      ['Cdiscount', 'Cestas'],
      ['Lidl, entrepôt de Barbezieux', ''],
      ['Geodis', 'Bordeaux'],
      ['Decathlon', 'Mérignac'],
    ]);
  });
});

describe("LinkedIn's export in Italian: a group over an internship ('Gruppo Lunari' over 'Stage Business Intelligence')", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Luca Ferretti', 209, 37, 25],
        ['luca.ferretti@example.it', 30, 60, 10],
        ['Esperienza', 209, 204, 15],
        ['Rete Dati Italia S.p.A.', 209, 455, 11.5],
        ['Data Analyst', 209, 475, 10.5],
        ['settembre 2016 - dicembre 2018 (2 anni 4 mesi)', 209, 487, 10],
        ['Milano, Italia', 209, 498, 10],
        ['Gruppo Lunari', 209, 537, 11.5],
        ['Stage Business Intelligence', 209, 556, 10.5],
        ['marzo 2016 - agosto 2016 (6 mesi)', 209, 568, 10],
        ['Bergamo', 209, 579, 10],
      ]),
    ),
  );

  it('reads the internship as the title', () => {
    expect(resume.experience.map((j) => [j.title, j.company])).toEqual([
      ['Data Analyst', 'Rete Dati Italia S.p.A.'],
      ['Stage Business Intelligence', 'Gruppo Lunari'],
    ]);
  });
});

describe("a school's initials before its dash ('FIAP – Faculdade de Informática e Administração Paulista | 2018 – 2019')", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Rafael Nogueira', 57, 60, 20, 'Helvetica-Bold'],
        ['rafael.nogueira@example.com.br', 57, 80, 10],
        ['FORMAÇÃO ACADÊMICA', 57, 475, 11, 'Helvetica-Bold'],
        ['MBA em Data Science e Inteligência Artificial', 57, 495, 10, 'Helvetica-Bold'],
        ['FIAP – Faculdade de Informática e Administração Paulista | 2018 – 2019', 57, 509, 10],
        ['Bacharelado em Estatística', 57, 526, 10, 'Helvetica-Bold'],
        ['Universidade de São Paulo (USP) – IME | 2011 – 2014', 57, 540, 10],
      ]),
    ),
  );

  it('keeps the initials in the name', () => {
    expect(resume.education[0]).toMatchObject({
      school: 'FIAP – Faculdade de Informática e Administração Paulista',
      degree: 'MBA em Data Science e Inteligência Artificial',
    });
  });
});
