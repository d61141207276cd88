import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';
import { findPhone, looksLikePlace, pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 62 and the round's residuals: a Simple Hipster CV from Dublin (en-latex-simple-hipster), a Peruvian
// 'CV documentado' (es-word-peru-documentado), a Pakistani CV (en-word-pakistan), an Uruguayan CV (es-word-uruguay),
// a CV builder's export with small capitals (en-html-visualcv), a US hotel manager's resume
// (en-word-hospitality) and a Colombian job site's hoja de vida (es-html-elempleo).

const SANS = 'LiberationSans';
const SANS_BOLD = 'LiberationSans-Bold';
const row = (cells: Array<[string, number]>, y: number, font = SANS): ItemRow[] =>
  cells.map(([text, x]) => [text, x, y, text.length * 5, 10.5, font]);

describe('places and phones', () => {
  it("reads a known town's postal district as part of a place, and no other number", () => {
    expect(looksLikePlace('Rathmines, Dublin 6, Ireland')).toBe(true);
    expect(looksLikePlace('Dublin 6W')).toBe(true);
    expect(looksLikePlace('Acme Corp, Suite 12')).toBe(false);
  });

  it("takes no identity card's number for a phone, whose last stop no word boundary follows", () => {
    expect(findPhone('C.I. 4.567.890-1')).toBeUndefined();
    expect(findPhone('C.C. 1.020.345.678')).toBeUndefined();
    expect(findPhone('Celular: 099 123 456')).toBe('099 123 456');
  });
});

describe('tables of schools and jobs under a row naming their columns', () => {
  it("reads a Pakistani table of qualifications whose grade column is 'Division / CGPA'", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Muhammad Usman Tariq', 200, 60, 150, 18, SANS_BOLD],
          ['ACADEMIC QUALIFICATION', 54.1, 212.2, 155.13, 11.5, SANS_BOLD],
          ...row(
            [
              ['Degree', 59.4],
              ['Board / University', 234.4],
              ['Year', 380.5],
              ['Division / CGPA', 443.1],
            ],
            233.7,
            SANS_BOLD,
          ),
          ...row(
            [
              ['BS Computer Science', 59.4],
              ['FAST-NUCES', 245.8],
              ['2018', 380.2],
              ['3.45/4.00', 461.1],
            ],
            250.3,
          ),
          ...row(
            [
              ['FSc Pre-Engineering', 59.4],
              ['BISE Lahore', 245.8],
              ['2014', 380.2],
              ['1st Division', 455],
            ],
            266.9,
          ),
          ['TECHNICAL SKILLS', 54.1, 300, 120, 11.5, SANS_BOLD],
          ['Java, Python, PostgreSQL, Docker', 54.1, 320, 170, 10.5, SANS],
        ]),
      ),
    ).resume;
    expect(resume.education.map((e) => [e.degree, e.school, e.endDate])).toEqual([
      ['BS Computer Science', 'FAST-NUCES', '2018'],
      ['FSc Pre-Engineering', 'BISE Lahore', '2014'],
    ]);
  });

  it("reads a Peruvian table of jobs with its start and end in columns of their own, and a degree's field", async () => {
    const table = (rows: string[][]) =>
      new Table({
        rows: rows.map(
          (cells) =>
            new TableRow({ children: cells.map((text) => new TableCell({ children: [new Paragraph(text)] })) }),
        ),
      });
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun({ text: 'Lucía Fernanda Tello Ccahuana', bold: true, size: 32 })] }),
            new Paragraph('Celular: 987 654 321 | lucia.tello@example.com'),
            new Paragraph({ children: [new TextRun({ text: 'II. FORMACIÓN ACADÉMICA', bold: true })] }),
            table([
              ['Grado / Título', 'Especialidad', 'Centro de estudios', 'Fecha de expedición'],
              ['Magíster', 'Gestión Pública', 'Universidad César Vallejo', '12/08/2021'],
            ]),
            new Paragraph({ children: [new TextRun({ text: 'III. EXPERIENCIA LABORAL', bold: true })] }),
            table([
              [
                'N°',
                'Entidad o empresa',
                'Cargo desempeñado',
                'Fecha de inicio',
                'Fecha de término',
                'Funciones principales',
              ],
              [
                '1',
                'Hospital Nacional Cayetano Heredia',
                'Asistente de Compras',
                '01/02/2015',
                '30/04/2016',
                '- Solicitar cotizaciones',
              ],
            ]),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Asistente de Compras', 'Hospital Nacional Cayetano Heredia', '2015-02', '2016-04'],
    ]);
    expect(result.resume.education.map((e) => [e.degree, e.field, e.school])).toEqual([
      ['Magíster, Gestión Pública', '', 'Universidad César Vallejo'],
    ]);
  });
});

describe('an Uruguayan CV typed in Word', () => {
  it("keeps a faculty typed after its university, a dash between, in the school's name", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Valentina Pereira Suárez', 85, 60, 200, 16, SANS_BOLD],
          ['FORMACIÓN', 85, 300, 80, 12, SANS_BOLD],
          [
            'Universidad de la República – Facultad de Ciencias Económicas y de Administración',
            85,
            320,
            420,
            11,
            SANS_BOLD,
          ],
          ['Contador Público', 85, 334, 90, 11, SANS],
          ['Egreso 2016', 85, 348, 60, 11, SANS],
        ]),
      ),
    ).resume;
    expect(resume.education.map((e) => [e.school, e.degree])).toEqual([
      ['Universidad de la República – Facultad de Ciencias Económicas y de Administración', 'Contador Público'],
    ]);
  });

  it('leaves out a footer the same at the foot of every page, the first too', () => {
    const foot = (): ItemRow => ['Montevideo, mayo de 2024', 400, 800, 130, 10, SANS];
    const resume = readResume(
      pdfLines(
        measuredRows(
          [
            ['Valentina Pereira Suárez', 85, 60, 200, 16, SANS_BOLD],
            ['EXPERIENCIA LABORAL', 85, 300, 140, 12, SANS_BOLD],
            ['Estudio Contable Ferreira', 85, 320, 150, 11, SANS_BOLD],
            ['marzo 2019 – presente', 420, 320, 110, 11, SANS],
            ['Cargo: Contadora', 85, 334, 90, 11, SANS],
            foot(),
          ],
          [
            ['Tienda Inglesa', 85, 80, 90, 11, SANS_BOLD],
            ['enero 2016 – febrero 2019', 400, 80, 130, 11, SANS],
            ['Cargo: Cajera', 85, 94, 80, 11, SANS],
            foot(),
          ],
        ),
      ),
    ).resume;
    expect(resume.experience.map((j) => j.company)).toEqual(['Estudio Contable Ferreira', 'Tienda Inglesa']);
  });
});

describe("a CV builder's export with small capitals Chromium made", () => {
  it("reads a small capital's letters, each drawn apart with letter spacing, as one word", () => {
    const small = (text: string, x: number, width: number): ItemRow => [text, x, 300, width, 6, 'SourceSans3-SemiBold'];
    const lines = pdfLines(
      measuredRows([
        ['J', 223.02, 300, 4.45, 9, 'SourceSans3-SemiBold'],
        small('a', 228.17, 3.35),
        small(' ', 231.51, 0.93),
        small('n', 232.21, 3.94),
        small(' ', 236.16, 4.27),
        ['2020 - P', 239.36, 300, 35.1, 9, 'SourceSans3-SemiBold'],
        small('r', 275.16, 3.55),
        small(' ', 278.71, 0.93),
        small('e', 279.41, 3.23),
      ]),
    );
    expect(lines[0]?.text).toBe('Jan 2020 - Pre');
  });
});

describe("a US hotel manager's resume", () => {
  it('reads a name typed a letter at a time, three spaces between the words, in a Word document', async () => {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ children: [new TextRun({ text: 'M A R I S O L   R E Y E S', size: 48 })] }),
            new Paragraph('Miami, FL | (305) 555-0148 | marisol.reyes@example.com'),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    expect(result.ok && result.resume.profile.fullName).toBe('MARISOL REYES');
  });

  it("reads a line that starts 'Certified' under 'Education & Certifications' as a certification", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Marisol Reyes', 220, 60, 150, 20, SANS_BOLD],
          ['EDUCATION & CERTIFICATIONS', 54, 300, 200, 12, SANS_BOLD],
          ['B.S. Hospitality Management, Florida International University, Miami, FL', 54, 320, 380, 11, SANS],
          ['2011', 530, 320, 24, 11, SANS],
          [
            'Certified Hotel Administrator (CHA), American Hotel & Lodging Educational Institute',
            54,
            335,
            420,
            11,
            SANS,
          ],
          ['2022', 530, 335, 24, 11, SANS],
        ]),
      ),
    ).resume;
    expect(resume.education.map((e) => e.school)).toEqual(['Florida International University']);
    expect(resume.certifications).toEqual([
      'Certified Hotel Administrator (CHA), American Hotel & Lodging Educational Institute 2022',
    ]);
  });
});

describe("a Colombian job site's hoja de vida", () => {
  const label = (text: string, y: number): ItemRow => [text, 55, y, text.length * 4.8, 9.5, SANS_BOLD];
  const value = (text: string, y: number): ItemRow => [text, 160, y, text.length * 4.8, 9.5, SANS];
  it('reads a phone beside a cell with an identity number', () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Laura Camila Rincón Vargas', 55, 80, 220, 18, SANS_BOLD],
          ['Cédula de ciudadanía 1.020.345.678', 55, 104, 170, 9.5, SANS],
          ['Celular (+57) 310 456 7890', 300, 104, 130, 9.5, SANS],
        ]),
      ),
    ).resume;
    expect(resume.profile.phone).toBe('(+57) 310 456 7890');
  });

  it("reads schools whose first row is a detail no rule names, and a job's paragraph after its items label as its description", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Laura Camila Rincón Vargas', 55, 80, 220, 18, SANS_BOLD],
          ['Experiencia laboral', 55, 200, 120, 12, SANS_BOLD],
          label('Cargo:', 220),
          value('Analista de Tesorería', 220),
          label('Empresa:', 234),
          value('Terpel S.A.', 234),
          label('Fecha de inicio:', 248),
          value('01/02/2020', 248),
          label('Funciones y logros:', 262),
          value('Coordino un equipo de cuatro analistas. Administro las relaciones con nueve bancos.', 262),
          ['Educación', 55, 320, 70, 12, SANS_BOLD],
          label('Nivel educativo:', 340),
          value('Profesional', 340),
          label('Título:', 354),
          value('Profesional en Finanzas y Comercio Internacional', 354),
          label('Institución:', 368),
          value('Universidad de La Salle', 368),
          label('Fecha de grado:', 382),
          value('14/03/2014', 382),
        ]),
      ),
    ).resume;
    const [job] = resume.experience;
    expect([job?.title, job?.bullets, job?.summary]).toEqual([
      'Analista de Tesorería',
      [],
      'Coordino un equipo de cuatro analistas. Administro las relaciones con nueve bancos.',
    ]);
    expect(resume.education.map((e) => [e.school, e.degree, e.endDate])).toEqual([
      ['Universidad de La Salle', 'Profesional en Finanzas y Comercio Internacional', '2014-03'],
    ]);
  });
});
