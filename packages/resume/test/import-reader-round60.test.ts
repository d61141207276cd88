import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 60: a Kenyan CV typed in Word (en-word-kenya), a Mexican CV from WPS Writer (es-word-wps-mexico), a
// British graduate's CV (en-word-uk-graduate), a developer's personal site printed from the browser
// (en-html-personal-site) and a builder's Spanish template (es-html-zety).

const SERIF = 'LiberationSerif';
const SERIF_BOLD = 'LiberationSerif-Bold';
/** A personal-details row: its label in bold, its value at the tab stop. */
const detail = (label: string, value: string, y: number): ItemRow[] => [
  [label, 54.1, y, label.length * 5.6, 12, SERIF_BOLD],
  [value, 181.7, y, value.length * 5.6, 12, SERIF],
];
/** A labelled job's lines, as 'Organisation:', 'Position:' and 'Duration:' rows, and one duty. */
const labelledJob = (y: number, organisation: string, position: string, duration: string, duty: string): ItemRow[] => [
  ...detail('Organisation:', organisation, y).map((r): ItemRow =>
    r[1] > 100 ? ([...r.slice(0, 5), SERIF_BOLD] as ItemRow) : r,
  ),
  ...detail('Position:', position, y + 14),
  ...detail('Duration:', duration, y + 28),
  ['Duties and Responsibilities:', 54.1, y + 42, 146, 12, SERIF_BOLD],
  ['\uf0b7', 72.1, y + 56, 4.93, 12, 'OpenSymbol'],
  [duty, 90.1, y + 56, duty.length * 5.4, 12, SERIF],
];

describe('a Kenyan CV typed in Word', () => {
  const kenya = () =>
    readResume(
      pdfLines(
        measuredRows([
          ['CURRICULUM VITAE', 214, 81.6, 167.42, 16, SERIF_BOLD],
          ['PERSONAL DETAILS', 54.1, 105.6, 120.86, 12, SERIF_BOLD],
          ...detail('Name:', 'Faith Wanjiku Mwangi', 125.4),
          ...detail('Marital Status:', 'Single', 139.4),
          ...detail('Languages:', 'English and Kiswahili', 153.4),
          ...detail('Phone:', '+254 712 345 678', 167.4),
          ...detail('Email:', 'faith.wanjiku.mwangi@example.com', 181.4),
          ...detail('Postal Address:', 'P.O. Box 12345-00100 Nairobi', 195.4),
          ['EDUCATION BACKGROUND', 54.1, 343.1, 164.16, 12, SERIF_BOLD],
          ['2012 – 2016', 54.1, 362.9, 60, 12, SERIF],
          [' ', 114.1, 362.9, 67.6, 12, SERIF],
          ['University of Nairobi', 181.7, 362.9, 108.56, 12, SERIF_BOLD],
          ['Bachelor of Commerce (Accounting Option) – Second Class Honours', 181.7, 375.9, 335.75, 12, SERIF],
          ['(Upper Division)', 54.1, 387.9, 82.26, 12, SERIF],
          ['2008 – 2011', 54.1, 407.9, 60, 12, SERIF],
          [' ', 114.1, 407.9, 67.6, 12, SERIF],
          ['Alliance Girls’ High School', 181.7, 407.9, 140.22, 12, SERIF_BOLD],
          ['Kenya Certificate of Secondary Education (KCSE)', 181.7, 420.9, 250, 12, SERIF],
          ['PROFESSIONAL QUALIFICATIONS', 54.1, 477.9, 202.2, 12, SERIF_BOLD],
          ['\uf0b7', 72.1, 497.6, 4.93, 12, 'OpenSymbol'],
          ['Certified Public Accountant (CPA K) – KASNEB, 2018', 90.1, 497.6, 270.44, 12, SERIF],
          ['WORK EXPERIENCE', 54.1, 534.6, 120.9, 12, SERIF_BOLD],
          ...labelledJob(
            554.4,
            'Mwangaza Sacco Society Limited, Thika',
            'Assistant Accountant',
            'June 2017 – February 2019',
            'Posting members’ deposits and loan repayments.',
          ),
          ...labelledJob(
            654.4,
            'Kenya Revenue Authority, Times Tower, Nairobi',
            'Industrial Attachee',
            'May 2015 – August 2015',
            'Assisted taxpayers to file their returns on iTax.',
          ),
        ]),
      ),
    ).resume;

  it("reads a personal-details table's rows under their heading, a 'Languages:' row among them", () => {
    const { profile } = kenya();
    expect([profile.fullName, profile.phone, profile.email]).toEqual([
      'Faith Wanjiku Mwangi',
      '+254 712 345 678',
      'faith.wanjiku.mwangi@example.com',
    ]);
  });

  it("reads 'Education Background' as schools, a degree wrapped back under the years, and qualifications apart", () => {
    const resume = kenya();
    expect(resume.education.map((e) => [e.school, e.degree, e.startDate, e.endDate])).toEqual([
      ['University of Nairobi', 'Bachelor of Commerce (Accounting Option)', '2012', '2016'],
      ['Alliance Girls’ High School', 'Kenya Certificate of Secondary Education (KCSE)', '2008', '2011'],
    ]);
    expect(resume.certifications).toEqual(['Certified Public Accountant (CPA K) – KASNEB, 2018']);
  });

  it("parts an organisation's town, or its building and town, from its name after the label", () => {
    expect(kenya().experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Assistant Accountant', 'Mwangaza Sacco Society Limited', 'Thika'],
      ['Industrial Attachee', 'Kenya Revenue Authority', 'Times Tower, Nairobi'],
    ]);
  });
});

describe('a Mexican CV from WPS Writer', () => {
  it("reads Wingdings' round dot (U+F06C), WPS's list mark, as an item's mark", () => {
    const item = (y: number, first: string, rest: string): ItemRow[] => [
      ['\uf06c', 71, y, 11, 11, 'OpenSymbol'],
      [first, 92, y, first.length * 5.2, 11, 'LiberationSans'],
      [rest, 92, y + 15.6, rest.length * 5.2, 11, 'LiberationSans'],
    ];
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Mariana López Ortega', 71, 60, 150, 16, 'LiberationSans-Bold'],
          ['EXPERIENCIA LABORAL', 71, 380, 150, 12, 'LiberationSans-Bold'],
          ['Enero 2019 – a la fecha', 71, 400, 120, 11, 'LiberationSans'],
          ['COMERCIALIZADORA ALIMENTICIA DE OCCIDENTE S.A. DE C.V.', 71, 415.6, 330, 11, 'LiberationSans-Bold'],
          ['Puesto: Coordinadora de Compras', 71, 431.2, 170, 11, 'LiberationSans'],
          ['Funciones:', 71, 446.8, 58.65, 11, 'LiberationSans-Bold'],
          ...item(
            462.4,
            'Coordinar un equipo de 4 compradores y la relación con más de 60 proveedores',
            'y de importación.',
          ),
          ...item(
            493.6,
            'Negociar precios, plazos de pago y condiciones de entrega, con un ahorro anual de',
            'millones de pesos.',
          ),
        ]),
      ),
    ).resume;
    expect(resume.experience[0]?.bullets).toEqual([
      'Coordinar un equipo de 4 compradores y la relación con más de 60 proveedores y de importación.',
      'Negociar precios, plazos de pago y condiciones de entrega, con un ahorro anual de millones de pesos.',
    ]);
  });
});

describe("a British graduate's CV", () => {
  it('reads a job whose words say nothing the way the others are set: employer and town over the title', () => {
    const job = (y: number, company: string, dates: string, title: string, item: string): ItemRow[] => [
      [company, 72.1, y, company.length * 5.2, 10.5, 'LiberationSans-Bold'],
      [dates, 455.1, y, 68.19, 10.5, 'LiberationSans-Bold'],
      [title, 72.1, y + 13, title.length * 5.2, 10.5, 'LiberationSans-Italic'],
      ['\uf0b7', 77.1, y + 26, 4.32, 10.5, 'OpenSymbol'],
      [item, 90.1, y + 26, item.length * 5, 10.5, 'LiberationSans'],
    ];
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Aisha Rahman', 72, 60, 90, 16, 'LiberationSans-Bold'],
          ['Work Experience', 72, 100, 90, 12, 'LiberationSans-Bold'],
          ...job(
            120,
            'Caffè Nero, Nottingham',
            'Oct 2023 – Present',
            'Part-time Barista',
            'Prepare drinks for customers',
          ),
          ...job(
            170,
            'Experian, Nottingham',
            'July 2022 – Aug 2023',
            'Economics Placement Student',
            'Worked on forecasts',
          ),
          ...job(
            220,
            'Ocado, Hatfield',
            'Jun 2020 – Aug 2020',
            'Temporary Warehouse Operative',
            'Picked and packed orders',
          ),
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Part-time Barista', 'Caffè Nero', 'Nottingham'],
      ['Economics Placement Student', 'Experian', 'Nottingham'],
      ['Temporary Warehouse Operative', 'Ocado', 'Hatfield'],
    ]);
  });
});

const INTER = 'Inter-Regular';
const INTER_SEMI = 'Inter-SemiBold';
describe("a developer's personal site printed from the browser", () => {
  const site = () =>
    readResume(
      pdfLines(
        measuredRows([
          ['Daniel Okafor', 42.75, 94.5, 162.89, 25.5, 'Inter-Bold'],
          ['Experience', 42.75, 207.75, 81.13, 15, 'Inter-Bold'],
          ['Fernway', 93, 255.75, 49.79, 12, INTER_SEMI],
          ['Jan 2021 — Present', 461.23, 255.75, 85.52, 9, 'Inter-Medium'],
          ['Staff Software Engineer', 93, 273, 119.19, 10.5, 'Inter-Medium'],
          ['Portland, OR · Remote', 106.5, 287.25, 101.16, 9.75, INTER],
          // The theme's '▹' is generated content, drawn after the item's lines.
          [
            'Lead the routing platform team (6 engineers) behind the delivery planning API,',
            106.5,
            310.5,
            423.76,
            10.5,
            INTER,
          ],
          ['which schedules 1.8 million stops a day for regional carriers', 106.5, 326.25, 300, 10.5, INTER],
          ['▹', 93, 310.5, 5.27, 10.5, 'DejaVuSans'],
          ['Rewrote the route optimizer\u2019s job runner in Rust on', 106.5, 345, 251.74, 10.5, INTER],
          [' ', 358.24, 345, 8.15, 10.5, INTER],
          ['tokio', 364.35, 345.15, 27.08, 9.03, 'LiberationMono'],
          [' ', 391.43, 345.15, 4.21, 9.03, 'LiberationMono'],
          [', cutting p99 planning time from', 394.58, 345, 158.42, 10.5, INTER],
          ['41 s to 6 s and the compute bill by 38%', 106.5, 361.5, 194.96, 10.5, INTER],
          ['▹', 93, 345, 5.27, 10.5, 'DejaVuSans'],
          // A logo's stand-in: the company's first letter in a tile, a little off the name's baseline.
          ['P', 66.36, 457.75, 8.26, 12.75, 'Inter-Bold'],
          [' ', 74.62, 457.75, 24.5, 12.75, 'Inter-Bold'],
          ['Puppet', 93, 454, 41.4, 12, INTER_SEMI],
          ['Jul 2015 — Feb 2018', 461.23, 454, 85.52, 9, 'Inter-Medium'],
          ['Software Engineer', 93, 471.25, 90, 10.5, 'Inter-Medium'],
          ['Portland, OR', 106.5, 485.5, 60, 9.75, INTER],
          ['Added PostgreSQL partitioning to the report store', 106.5, 508.75, 250, 10.5, INTER],
          ['▹', 93, 508.75, 5.27, 10.5, 'DejaVuSans'],
          ['Education', 42.75, 645.75, 72.48, 15, 'Inter-Bold'],
          ['O', 65.58, 698.25, 9.82, 12.75, 'Inter-Bold'],
          [' ', 75.4, 698.25, 23.46, 12.75, 'Inter-Bold'],
          ['Oregon State University', 93, 693.75, 138.5, 12, INTER_SEMI],
          ['2012 — 2014', 480, 693.75, 50, 9, 'Inter-Medium'],
          ['B.S. in Computer Science', 93, 711, 120, 10.5, 'Inter-Medium'],
          ['Skills', 42.75, 745.75, 40, 15, 'Inter-Bold'],
          ['Languages', 42.75, 770, 50, 10.5, INTER_SEMI],
          ['Rust, Go, Python, TypeScript, SQL', 160, 770, 160, 10.5, INTER],
          ['© 2026 Daniel Okafor · Built with Hugo', 42.75, 800, 190, 9, INTER],
          ['Last updated March 2, 2026', 420, 800, 120, 9, INTER],
        ]),
      ),
    ).resume;

  it("reads a list mark drawn after its item's lines as the item's, and no space before a comma after inline code", () => {
    expect(site().experience[0]?.bullets).toEqual([
      'Lead the routing platform team (6 engineers) behind the delivery planning API, which schedules 1.8 million stops a day for regional carriers',
      'Rewrote the route optimizer\u2019s job runner in Rust on tokio, cutting p99 planning time from 41 s to 6 s and the compute bill by 38%',
    ]);
  });

  it("drops a logo's letter before the name it stands for, on the name's line or its own", () => {
    const resume = site();
    expect(resume.experience.map((j) => j.company)).toEqual(['Fernway', 'Puppet']);
    expect(resume.education.map((e) => [e.school, e.degree, e.field])).toEqual([
      ['Oregon State University', 'B.S.', 'Computer Science'],
    ]);
  });

  it("drops a logo's letter alone on its line, a little off the name's baseline", () => {
    const lines = pdfLines(
      measuredRows([
        ['Education', 42.75, 645.75, 72.48, 15, 'Inter-Bold'],
        ['O', 65.58, 698.25, 9.82, 12.75, 'Inter-Bold'],
        [' ', 75.4, 698.25, 23.46, 12.75, 'Inter-Bold'],
        ['Oregon State University', 93, 693.75, 138.5, 12, INTER_SEMI],
        ['2012 — 2014', 491.31, 693.75, 55.43, 9, 'Inter-Medium'],
      ]),
    );
    expect(lines.map((l) => l.text)).toEqual(['Education', 'Oregon State University 2012 — 2014']);
  });

  it("leaves the site's footer out of the last section", () => {
    expect(site().skills.core).toEqual(['Rust', 'Go', 'Python', 'TypeScript', 'SQL']);
  });
});

describe("a builder's Spanish template", () => {
  it('reads values under a row of their labels, and a degree named before its field after a colon', () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Rocío Huamán Saldaña', 48.19, 54, 280.21, 27, 'Lato-Bold'],
          ['Jefa de Aseguramiento de la Calidad', 48.19, 75, 194.61, 12.49, 'Lato-Light'],
          ['DIRECCIÓN', 48.19, 103.5, 46.13, 7.6, 'Lato-Bold'],
          ['Lima, Perú 15048', 48.19, 117, 71.89, 9.3, 'Lato-Regular'],
          ['TELÉFONO', 151.25, 103.5, 43.81, 7.6, 'Lato-Bold'],
          ['+51 956 318 742', 151.25, 117, 71.82, 9.3, 'Lato-Regular'],
          ['E-MAIL', 254.25, 103.5, 28.85, 7.6, 'Lato-Bold'],
          ['rocio.huaman.s@example.com', 254.25, 117, 122.52, 9.3, 'Lato-Regular'],
          ['Formación', 48.19, 171, 60, 12, 'Lato-Bold'],
          ['2009-03 - 2013-12', 48.19, 197.75, 77.28, 9, 'Lato-Regular'],
          ['Bachiller: Ingeniería de Industrias Alimentarias', 155.89, 197.75, 210.94, 10.3, 'Lato-Bold'],
          ['Universidad Nacional de San Agustín de Arequipa, Arequipa', 155.89, 212, 240.42, 9.79, 'Lato-Italic'],
        ]),
      ),
    ).resume;
    expect([resume.profile.location, resume.profile.phone]).toEqual(['Lima, Perú 15048', '+51 956 318 742']);
    expect(resume.education.map((e) => [e.degree, e.field, e.school])).toEqual([
      ['Bachiller: Ingeniería de Industrias Alimentarias', '', 'Universidad Nacional de San Agustín de Arequipa'],
    ]);
  });
});
