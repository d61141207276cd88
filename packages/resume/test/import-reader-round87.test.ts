import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { cjkItems, measuredRows, type ItemRow } from './pdf-page';

// Corpus round 87: a label column's heading in small capitals broken inside its word, its rest smaller
// (en-word-builder-export rewrapped).

const SANS = 'Calibri';
const BOLD = 'Calibri-Bold';

describe('a small-capitals heading broken inside its word in a label column', () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Marisol Vance', 30.1, 50, 160, 22, BOLD],
        ['marisol.vance@example.com', 30.1, 80, 140, 11, SANS],
        ['EDUCATION', 30.1, 268, 80, 12, BOLD],
        ['2013-05', 150.1, 268, 40, 11, SANS],
        ['Bachelor of Arts: Communication Studies', 210.1, 268, 210, 11, SANS],
        ['Texas State University, San Marcos, TX', 210.1, 283, 185, 11, SANS],
        ['CERTIFICATION', 30.1, 320.2, 93.1, 12, BOLD],
        ['Certified Customer Success Manager (CCSM Level II), SuccessCOACHING - 2022-04', 150.1, 320.2, 423, 11, SANS],
        ['S', 30.1, 338.7, 5.3, 9.6, BOLD],
        ['Gainsight Administrator Certification - 2021-11', 150.1, 338.7, 240, 11, SANS],
        ['Salesforce Certified Administrator - 2019-08', 150.1, 355, 220, 11, SANS],
      ]),
    ),
  );

  it('reads one heading, and every certification under it', () => {
    expect(resume.education.map((e) => e.school)).toEqual(['Texas State University']);
    expect(resume.certifications).toEqual([
      'Certified Customer Success Manager (CCSM Level II), SuccessCOACHING - 2022-04',
      'Gainsight Administrator Certification - 2021-11',
      'Salesforce Certified Administrator - 2019-08',
    ]);
  });
});

describe('a skills list typed one skill a mark', () => {
  const skillsOf = (items: string[]) =>
    readResume(
      pdfLines(
        measuredRows([
          ['Maricel Dela Cruz', 54, 60, 150, 16, BOLD],
          ['maricel.delacruz@example.com', 54, 80, 150, 11, SANS],
          ['SKILLS', 54, 553, 45, 12, BOLD],
          ...items.flatMap((text, i): ItemRow[] => [
            ['•', 72, 571 + 13.4 * i, 4, 11, 'Symbol'],
            [text, 90, 571 + 13.4 * i, 6 * text.length, 11, SANS],
          ]),
        ]),
      ),
    ).resume.skills.core;

  it('keeps an item that says a few names as one phrase whole', () => {
    expect(
      skillsOf([
        'Proficient in Microsoft Office applications (Word, Excel and PowerPoint)',
        'Knowledgeable in SAP, Coupa and QuickBooks',
        'Bookkeeping and bank reconciliation',
        'Typing speed of 45 words per minute',
      ]),
    ).toEqual([
      'Proficient in Microsoft Office applications (Word, Excel and PowerPoint)',
      'Knowledgeable in SAP, Coupa and QuickBooks',
      'Bookkeeping and bank reconciliation',
      'Typing speed of 45 words per minute',
    ]);
  });

  it('still splits marked items that are lists themselves', () => {
    expect(skillsOf(['Python, SQL, Tableau', 'Excel, Word and PowerPoint', 'Jira, Confluence'])).toEqual([
      'Python',
      'SQL',
      'Tableau',
      'Excel',
      'Word',
      'PowerPoint',
      'Jira',
      'Confluence',
    ]);
  });
});

describe('an item wrapped after a hyphen, its rest dated', () => {
  it('is one item, not a date cell cut short', () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Nurul Aisyah Binti Hamzah', 246, 60, 200, 18, BOLD],
          ['nurul.aisyah@example.com', 246, 84, 150, 9, SANS],
          ['WORK EXPERIENCE', 246, 300, 110, 11, BOLD],
          ['Digital Marketing Executive', 246, 318, 140, 9, BOLD],
          ['GlowHaus Beauty Sdn Bhd | Mar 2019 – Present', 246, 331, 200, 9, SANS],
          ['•', 240, 370, 4, 9, 'Symbol'],
          ['Launched the first Shopee and Lazada flagship store campaigns with the e-', 246, 370, 300, 9, SANS],
          ['commerce team, reaching RM 1.8 million in sales during 11.11 in 2020', 246, 381, 285, 9, SANS],
          ['•', 240, 394, 4, 9, 'Symbol'],
          ['Worked with 30+ beauty influencers and bloggers on product reviews', 246, 394, 280, 9, SANS],
        ]),
      ),
    );
    expect(resume.experience[0]!.bullets).toEqual([
      'Launched the first Shopee and Lazada flagship store campaigns with the e-commerce team, reaching RM 1.8 million in sales during 11.11 in 2020',
      'Worked with 30+ beauty influencers and bloggers on product reviews',
    ]);
  });
});

describe("an item's rest wrapped back under its mark", () => {
  // A job site's list with its marks inside the text's box: a wrapped line starts where the mark does. 'bersama'
  // would not have fitted after '… kalender konten blog', measured by its own line's letters.
  const mark = (y: number): ItemRow => ['•', 51, y, 3.5, 9.5, 'Symbol'];
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Rizky Pratama Nugroho', 51, 60, 200, 20, BOLD],
        ['rizky.nugroho@example.com', 51, 84, 140, 9.5, SANS],
        ['Riwayat Karier', 51, 270, 90, 13, BOLD],
        ['Digital Marketing Specialist', 51, 290, 150, 10.5, BOLD],
        ['PT Belanja Pintar Nusantara', 51, 305, 140, 9.5, SANS],
        ['Jan 2021 - Sekarang', 51, 320, 100, 9, SANS],
        [
          'Bertanggung jawab atas kanal akuisisi berbayar dan organik untuk marketplace kebutuhan rumah tangga',
          51,
          336,
          493.5,
          9.5,
          SANS,
        ],
        ['dengan lebih dari 4 juta pengguna aktif bulanan.', 51, 350, 230, 9.5, SANS],
        mark(394),
        [
          'Menurunkan cost per acquisition sebesar 32% dalam 12 bulan melalui restrukturisasi kampanye, pengujian',
          55.6,
          394,
          479.3,
          9.5,
          SANS,
        ],
        ['A/B materi iklan dan penyusunan audiens lookalike dari data transaksi', 51, 408, 313.4, 9.5, SANS],
        mark(422),
        [
          'Meningkatkan trafik organik 85% dengan audit SEO teknis, riset kata kunci dan kalender konten blog',
          55.6,
          422,
          450.4,
          9.5,
          SANS,
        ],
        ['bersama tim konten', 51, 437, 90.2, 9.5, SANS],
        mark(451),
        [
          'Membangun dasbor performa pemasaran di Looker Studio yang dipakai tim manajemen setiap minggu',
          55.6,
          451,
          463.6,
          9.5,
          SANS,
        ],
      ]),
    ),
  );

  it('goes on the item, and names no job', () => {
    expect(resume.experience.map((j) => j.title)).toEqual(['Digital Marketing Specialist']);
    expect(resume.experience[0]!.bullets).toEqual([
      'Menurunkan cost per acquisition sebesar 32% dalam 12 bulan melalui restrukturisasi kampanye, pengujian A/B materi iklan dan penyusunan audiens lookalike dari data transaksi',
      'Meningkatkan trafik organik 85% dengan audit SEO teknis, riset kata kunci dan kalender konten blog bersama tim konten',
      'Membangun dasbor performa pemasaran di Looker Studio yang dipakai tim manajemen setiap minggu',
    ]);
  });
});

describe("an employer's branch after a dash, before its town", () => {
  const jobOf = (employerLine: string) =>
    readResume(
      pdfLines(
        measuredRows([
          ['Danielle Okafor, RN', 54, 60, 180, 18, BOLD],
          ['danielle.okafor@example.com', 54, 84, 150, 11, SANS],
          ['EXPERIENCE', 54, 130, 80, 12, BOLD],
          ['Patient Care Technician, Emergency Department | May 2013 – Jun 2016', 54, 153, 380, 11, BOLD],
          [employerLine, 54, 168, 320, 11, 'Calibri-Italic'],
          ['•', 62, 186, 4, 11, 'Symbol'],
          ['Took vital signs, 12-lead ECGs and point-of-care glucose tests', 72, 186, 300, 11, SANS],
        ]),
      ),
    ).resume.experience[0]!;

  it('keeps the branch in the employer, the town and region as the place', () => {
    const job = jobOf('CHRISTUS Santa Rosa Hospital – Westover Hills, San Antonio, TX');
    expect([job.company, job.location]).toEqual(['CHRISTUS Santa Rosa Hospital – Westover Hills', 'San Antonio, TX']);
  });

  it('leaves a town before a region alone out of the employer', () => {
    expect(jobOf('Adewale Oni & Co. — Surulere, Lagos').company).toBe('Adewale Oni & Co.');
  });
});

describe('a bold title wrapped on a TeX page, its last word hyphenated', () => {
  // moderncv's \cventry: the title bold, a comma in upright type, the employer slanted; TeX broke 'Ro-' / 'tational'.
  // (The dates are drawn after the entry's text, as moderncv's PDF draws them.)
  const B = 'LMRoman10-Bold';
  const R = 'LMRoman10-Regular';
  const S = 'LMRomanSlant10-Regular';
  it('keeps the title whole, up to where the bold ends', () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Aoife Brennan', 197.7, 90, 140, 24, R],
          ['aoife.brennan@example.com', 197.7, 130, 130, 10, R],
          ['Experience', 197.7, 560, 60, 14.3, R],
          ['Clinical Support Worker (Band 2), Ro-', 197.71, 584.81, 212.63, 10.91, B],
          ['tational Post', 197.71, 598.36, 68.2, 10.91, B],
          [',', 265.9, 598.36, 2.97, 10.91, R],
          [' ', 268.87, 598.36, 2.9, 10.91, R],
          ['Mid Yorkshire Hospitals NHS', 271.71, 598.36, 136.15, 10.91, S],
          ['Trust', 195.97, 611.91, 25.85, 10.91, S],
          [', Wakefield.', 221.82, 611.91, 55.76, 10.91, R],
          ['Aug 2014–Aug 2016', 426.17, 584.81, 109.58, 10.91, B],
          [
            'Four-month rotations through the emergency department and the acute medical unit.',
            197.71,
            623.75,
            338,
            9.96,
            R,
          ],
        ]),
      ),
    );
    const [job] = resume.experience;
    expect([job!.title, job!.company]).toEqual([
      'Clinical Support Worker (Band 2), Rotational Post',
      'Mid Yorkshire Hospitals NHS Trust',
    ]);
  });
});

describe('a word TeX hyphenated before its apostrophe', () => {
  it('is whole again, its apostrophe kept', () => {
    const R = 'LMRoman10-Regular';
    const lines = pdfLines(
      measuredRows([
        ['so winnings reach cus-', 136.5, 503.1, 100, 9, R],
        ['tomers’ balances in seconds instead of up to twenty minutes', 136.5, 514, 240, 9, R],
      ]),
    );
    expect(lines.map((l) => l.text)).toEqual([
      'so winnings reach customers’',
      'balances in seconds instead of up to twenty minutes',
    ]);
  });
});

describe("a school's year in brackets wrapped alone onto the next page", () => {
  const S = 'Calibri';
  const read = (year: string) =>
    readResume(
      pdfLines(
        measuredRows(
          [
            ['Juliette Escande', 221, 60, 160, 24, S],
            ['juliette.escande@example.com', 221, 90, 150, 10, S],
            ['FORMATION', 221, 700, 70, 12, S],
            ['Master 2 Contrôle de gestion – IAE Toulouse (2015)', 221, 720, 260, 10.5, S],
            ['Licence Économie et gestion – Université Toulouse 1 Capitole', 221, 774, 300, 10.5, S],
          ],
          [
            [year, 221, 48, 40, 10.5, S],
            ['Baccalauréat ES, mention Bien – Lycée Ozenne, Toulouse (2010)', 221, 67, 300, 10.5, S],
          ],
        ),
      ),
    ).resume.education.map((e) => [e.degree, e.school, e.endDate]);

  it('is the year of the school whose line it ends', () => {
    expect(read('(2013)')).toEqual([
      ['Master 2 Contrôle de gestion', 'IAE Toulouse', '2015'],
      ['Licence Économie et gestion', 'Université Toulouse 1 Capitole', '2013'],
      ['Baccalauréat ES', 'Lycée Ozenne', '2010'],
    ]);
  });
});

describe('a word in capitals TeX hyphenated', () => {
  const R = 'LMRoman10-Regular';
  const lines = (skill: string) =>
    pdfLines(
      measuredRows([
        ['Run low-cycle fatigue and creep assessments in AN-', 338, 156, 200, 10, R],
        ['SYS Mechanical on field returns and present the findings', 338, 168, 210, 10, R],
        [skill, 18, 527, 80, 10, R],
      ]),
    ).map((l) => l.text);

  it('is whole again where the page writes it whole elsewhere (its skills: ANSYS Mechanical)', () => {
    expect(lines('ANSYS Mechanical').slice(0, 2)).toEqual([
      'Run low-cycle fatigue and creep assessments in ANSYS',
      'Mechanical on field returns and present the findings',
    ]);
  });

  it('keeps its hyphen where it does not: a compound typed in capitals', () => {
    expect(lines('Creo Parametric')[0]).toBe('Run low-cycle fatigue and creep assessments in AN-');
  });
});

describe('an item wrapped after a possessive', () => {
  it("goes on the item, the noun's capital notwithstanding", () => {
    const R = 'LMRoman10-Regular';
    const B = 'LMRoman10-Bold';
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Lucía Fernández Ortega', 74.4, 40, 200, 20, R],
          ['lucia.fernandez@example.es', 74.4, 60, 140, 9.96, R],
          ['Experiencia', 74.4, 71, 70, 14.35, R],
          ['Becaria de Ingeniería de Procesos, Heineken España, Sevilla', 74.4, 79.5, 280, 10.91, B],
          ['sep. 2018 – jun. 2019', 440, 79.5, 90, 10.91, R],
          [
            'Apoyo al departamento de mantenimiento en la planificación del mantenimiento preventivo',
            84.93,
            91.45,
            390.58,
            9.96,
            R,
          ],
          ['de las líneas de envasado', 85.32, 103.4, 110.58, 9.96, R],
          [
            'Estudio de eficiencia energética de la sala de calderas y propuesta de mejoras, base de mi',
            85.32,
            115.36,
            390.19,
            9.96,
            R,
          ],
          ['Trabajo Fin de Máster', 85.01, 127.31, 95.05, 9.96, R],
          ['Formación', 74.41, 153.44, 69.49, 14.35, R],
        ]),
      ),
    );
    expect(resume.experience[0]!.bullets).toEqual([
      'Apoyo al departamento de mantenimiento en la planificación del mantenimiento preventivo de las líneas de envasado',
      'Estudio de eficiencia energética de la sala de calderas y propuesta de mejoras, base de mi Trabajo Fin de Máster',
    ]);
  });
});

describe('a phone number broken at its hyphen in the contact line', () => {
  it('is read whole, and the rest of the line still is', () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Priya Natarajan', 46.5, 40.4, 190, 24.84, BOLD],
          ['Data Analyst', 46.5, 70.4, 80, 12.42, SANS],
          ['Austin, TX · (512) 555-', 46.5, 93.7, 110, 9.72, SANS],
          ['0148 · priya.natarajan@example.com · linkedin.com/in/priyanatarajan', 46.5, 107.2, 330, 9.72, SANS],
          ['EXPERIENCE', 46.5, 157.3, 70, 10.8, BOLD],
        ]),
      ),
    );
    expect([resume.profile.phone, resume.profile.email]).toEqual(['(512) 555-0148', 'priya.natarajan@example.com']);
  });
});

describe("a browser's drawn list, an item wrapped mid-name and then on", () => {
  it('reads the lines after the name as the same item', () => {
    const R = 'SourceSans3-Regular';
    const rows: ItemRow[] = [
      ["Niamh O'Sullivan", 39.8, 57.8, 191.07, 25.0, 'SourceSans3-Bold'],
      ['niamh.osullivan@example.com', 53.2, 99.0, 118.08, 9.0, R],
      ['EXPERIENCE', 39.8, 130.0, 60.0, 11.0, 'SourceSans3-Bold'],
      ['06/2014 – 03/2017', 39.8, 150.0, 66.31, 8.8, R],
      ['Guest Services Supervisor', 131.5, 151.5, 116.47, 10.2, 'SourceSans3-Bold'],
      ['Jurys Inn Cork', 131.5, 165.0, 59.38, 9.6, 'SourceSans3-SemiBold'],
      ['', 146.6, 182.0, 0, 10.4, R],
      ['Trained new starters on Opera PMS and cash', 146.6, 182.0, 191.2, 10.4, R],
      ['handling; my shift had the lowest float variance', 146.6, 196.3, 203.1, 10.4, R],
      ['in the region two years running', 146.6, 210.5, 133.9, 10.4, R],
      ['', 146.6, 227.0, 0, 10.4, R],
      ['Handled group and conference check-ins for the', 146.6, 227.0, 206.6, 10.4, R],
      ['Cork Jazz Festival and Munster rugby weekends,', 146.6, 241.3, 207.3, 10.4, R],
      ['often more than 300 arrivals a day', 146.6, 255.5, 146, 10.4, R],
      ['', 146.6, 272.0, 0, 10.4, R],
      ['Covered the night audit twice a week', 146.6, 272.0, 150.2, 10.4, R],
      ['', 146.6, 288.0, 0, 10.4, R],
      ['Ran the lost property log', 146.6, 288.0, 110.5, 10.4, R],
    ];
    const [job] = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect(job?.bullets).toEqual([
      'Trained new starters on Opera PMS and cash handling; my shift had the lowest float variance in the region two years running',
      'Handled group and conference check-ins for the Cork Jazz Festival and Munster rugby weekends, often more than 300 arrivals a day',
      'Covered the night audit twice a week',
      'Ran the lost property log',
    ]);
  });
});

describe("a TeX page redrawn without its maker's name, in TeX's Times", () => {
  const linesIn = (font: string) =>
    pdfLines(
      measuredRows([
        ['Estudios hidrológicos para obras de defensa fluvial encargados por la di-', 85, 300, 380, 10, font],
        ['rección de Obras Hidráulicas del MOP', 85, 312, 180, 10, font],
      ]),
    ).map((l) => l.text);

  it("puts a word TeX hyphenated together again, known by psnfss's font names", () => {
    expect(linesIn('NimbusRomNo9L-Regu')).toEqual([
      'Estudios hidrológicos para obras de defensa fluvial encargados por la dirección',
      'de Obras Hidráulicas del MOP',
    ]);
  });

  it("keeps a word processor's hyphen as typed", () => {
    expect(linesIn('TimesNewRomanPSMT')[0]).toMatch(/la di-$/u);
  });
});

describe('a skill named by what the person handles, inside a list', () => {
  const skillsOf = (line: string) =>
    readResume(
      pdfLines(
        measuredRows([
          ['Ana Lucía Chávez', 85, 60, 150, 16, BOLD],
          ['ana.chavez@example.com', 85, 80, 130, 11, SANS],
          ['HABILIDADES', 85, 393, 80, 11, BOLD],
          [line, 85, 414, 420, 11, SANS],
        ]),
      ),
    ).resume.skills.core;

  it('keeps its words, where no sentence starts', () => {
    expect(skillsOf('SAP Business One, facturación electrónica FEL, manejo de caja chica, liderazgo')).toEqual([
      'SAP Business One',
      'facturación electrónica FEL',
      'manejo de caja chica',
      'liderazgo',
    ]);
  });

  it('still reads the skills alone out of a sentence of proficiency', () => {
    expect(skillsOf('Proficient in Python, SQL; familiar with AWS')).toEqual(['Python', 'SQL', 'AWS']);
  });
});

describe('a skills list typed one skill a line, nothing marked', () => {
  it('keeps an item that says a few names as one phrase whole', () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Tamika Brooks', 37, 60, 150, 20, BOLD],
          ['tamika.brooks@example.com · (555) 010-4477 · Columbus, OH', 37, 84, 260, 9.2, SANS],
          ['SKILLS', 42, 311, 40, 10.5, BOLD],
          ['Revenue cycle management', 37, 336, 120, 9.2, SANS],
          ['Denial management and appeals', 37, 353, 140, 9.2, SANS],
          ['ICD-10-CM, CPT and HCPCS coding', 37, 370, 150, 9.2, SANS],
          ['Epic Resolute PB', 37, 387, 80, 9.2, SANS],
          ['Payer contract analysis', 37, 404, 105, 9.2, SANS],
        ]),
      ),
    );
    expect(resume.skills.core).toEqual([
      'Revenue cycle management',
      'Denial management and appeals',
      'ICD-10-CM, CPT and HCPCS coding',
      'Epic Resolute PB',
      'Payer contract analysis',
    ]);
  });
});

describe("a row of tags whose last tag's remark wrapped", () => {
  it('puts the remark on its tag', () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Jonas Becker', 49, 60, 120, 20, BOLD],
          ['jonas.becker@example.de', 49, 84, 130, 9.5, SANS],
          ['DIGITALE KOMPETENZEN', 49, 737, 140, 10.5, BOLD],
          [
            'Python (pandas, scikit-learn) | SQL | R | Tableau | Git | Looker | Microsoft Excel',
            49,
            757,
            470,
            9.5,
            SANS,
          ],
          ['(Power Query) | Jira und Confluence', 49, 767, 170, 9.5, SANS],
        ]),
      ),
    );
    expect(resume.skills.core).toEqual([
      'Python (pandas, scikit-learn)',
      'SQL',
      'R',
      'Tableau',
      'Git',
      'Looker',
      'Microsoft Excel (Power Query)',
      'Jira und Confluence',
    ]);
  });
});

describe("a table of skills, a row's first cell no label", () => {
  it('reads the first cell as a skill, though a later one lists inside brackets or names a section in part', () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Gareth Hollis', 57, 60, 120, 20, BOLD],
          ['gareth.hollis@example.co.uk', 57, 84, 140, 10, SANS],
          ['KEY SKILLS', 57, 240, 70, 11, BOLD],
          ['HashiCorp Vault', 62, 255, 75, 10, SANS],
          ['Linux (RHEL, Ubuntu)', 220, 255, 95, 10, SANS],
          ['Agile / Scrum', 380, 255, 60, 10, SANS],
          ['Stakeholder engagement', 62, 269, 110, 10, SANS],
          ['Project scheduling (MS Project)', 220, 269, 140, 10, SANS],
          ['Document control (Aconex)', 380, 269, 120, 10, SANS],
        ]),
      ),
    );
    expect(resume.skills.core).toEqual([
      'HashiCorp Vault',
      'Linux (RHEL, Ubuntu)',
      'Agile / Scrum',
      'Stakeholder engagement',
      'Project scheduling (MS Project)',
      'Document control (Aconex)',
    ]);
  });
});

describe('a marked skill that names a version by its year', () => {
  it('is a skill, not a closing line', () => {
    const mark = (y: number): ItemRow => ['•', 58, y, 4, 9, 'Symbol'];
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Emeka Obi', 65, 60, 120, 20, BOLD],
          ['emeka.obi@example.com', 65, 84, 120, 9, SANS],
          ['TECHNICAL SKILLS', 65, 530, 90, 10, BOLD],
          mark(549),
          ['FortiGate and Sophos Firewalls', 65, 549, 130, 9, SANS],
          mark(567),
          ['Windows Server 2016 / 2019', 65, 567, 115, 9, SANS],
          mark(586),
          ['Active Directory & GPO', 65, 586, 100, 9, SANS],
        ]),
      ),
    );
    expect(resume.skills.core).toEqual([
      'FortiGate and Sophos Firewalls',
      'Windows Server 2016 / 2019',
      'Active Directory & GPO',
    ]);
  });
});

describe("a 履歴書's free box, its skills after their name in brackets", () => {
  it('reads the skills, and stops at the next box', () => {
    const row = cjkItems('NotoSansCJKjp-Regular', 10.5);
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          row('中村 彩花', 71, 120, 22),
          row('ayaka.nakamura@example.com', 71, 150),
          row('志望の動機、特技、好きな学科、アピールポイントなど', 63, 483, 8.5),
          row('【特技】Excel(VLOOKUP・ピボットテーブル)、Salesforce、Tableau', 63, 600),
          row('本人希望記入欄(特に給料・職種・勤務時間・勤務地・その他についての希望などがあれば記入)', 63, 666, 8.5),
          row('職種：カスタマーサクセス職を希望いたします。', 63, 682),
        ]),
      ),
    );
    expect(resume.skills.core).toEqual(['Excel(VLOOKUP・ピボットテーブル)', 'Salesforce', 'Tableau']);
  });
});

describe("a skill whose last word is a document's title, wrapped in a narrow column", () => {
  it('goes on the skill, and is no page furniture', () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Rosa Delgado', 50.5, 60, 150, 22, BOLD],
          ['rosa.delgado@example.com', 50.5, 84, 130, 10, SANS],
          ['SKILLS', 50.5, 278.3, 41.5, 11, BOLD],
          ['Illustrative Mathematics', 50.5, 298.2, 104.3, 10, SANS],
          ['curriculum', 50.5, 310.8, 46.1, 10, SANS],
          ['Desmos and GeoGebra', 50.5, 325.5, 105.5, 10, SANS],
          ['Differentiated instruction', 50.5, 340.1, 107.6, 10, SANS],
          ['Restorative practices', 50.5, 354.7, 93.2, 10, SANS],
        ]),
      ),
    );
    expect(resume.skills.core).toEqual([
      'Illustrative Mathematics curriculum',
      'Desmos and GeoGebra',
      'Differentiated instruction',
      'Restorative practices',
    ]);
  });
});

describe("the second label of a row of two, wrapped in its cell (moderncv's \\cvdoubleitem)", () => {
  it('is one label, and its list is read as skills', () => {
    const R = 'LMSans10-Regular';
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Santiago Mejía Rojas', 140.2, 60, 200, 24, R],
          ['santiago.mejia@example.co', 140.2, 90, 130, 10, R],
          ['Habilidades', 140.2, 592.7, 66.4, 14.35, R],
          ['Lenguajes', 86.5, 615, 44.7, 10.91, R],
          ['Python, Java, TypeScript', 140.2, 615, 115.8, 10.91, R],
          ['Bases de', 325, 615, 39.9, 10.91, R],
          ['datos', 340.4, 628.6, 24.5, 10.91, R],
          ['PostgreSQL, MongoDB', 373.9, 615, 107.6, 10.91, R],
          ['Frameworks', 77.3, 641.8, 53.9, 10.91, R],
          ['FastAPI, Spring Boot, React', 140.2, 641.8, 130.7, 10.91, R],
          ['Nube', 340.7, 641.8, 24.2, 10.91, R],
          ['AWS (Lambda, SQS, ECS)', 373.5, 641.8, 124.2, 10.91, R],
        ]),
      ),
    );
    expect(resume.skills.core).toEqual([
      'Python',
      'Java',
      'TypeScript',
      'PostgreSQL',
      'MongoDB',
      'FastAPI',
      'Spring Boot',
      'React',
      'AWS (Lambda, SQS, ECS)',
    ]);
  });
});

describe('a list parted by slashes that wrapped after one', () => {
  it('reads no slash with the last item of the first line', () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Imogen Clarke', 56, 60, 180, 30, SANS],
          ['imogen.clarke@example.co.uk', 56, 100, 150, 11, SANS],
          ['TOOLS', 56, 488, 60, 30, SANS],
          ['Figma / Sketch / Adobe CC / Webflow / Principle /', 213, 491, 300, 13.5, SANS],
          ['ProtoPie / Miro / Maze / Notion / Jira', 213, 516, 230, 13.5, SANS],
        ]),
      ),
    );
    expect(resume.skills.core).toEqual([
      'Figma',
      'Sketch',
      'Adobe CC',
      'Webflow',
      'Principle',
      'ProtoPie',
      'Miro',
      'Maze',
      'Notion',
      'Jira',
    ]);
  });
});
