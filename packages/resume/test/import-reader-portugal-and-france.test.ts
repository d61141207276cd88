import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { joinWrapped } from '../src/wrapped-text';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 47: a CV typed in Word in Portugal (pt-word-cv-portugal), a French engineer's hand-made LaTeX CV
// (fr-latex-cv-ingenieur), and a teacher's Word resume (en-word-teacher). As pdf.js read their PDFs.

const B = 'NotoSans-Bold';
const R = 'NotoSans-Regular';
const I = 'NotoSans-Italic';
const mark = (y: number): ItemRow => ['\uf0b7', 90.2, y, 4.5, 11, 'OpenSymbol'];

describe('a CV typed in Word in Portugal', () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Ana Rita Carvalho Mendes', 85.2, 90.2, 235.5, 18, B],
        ['Dados Pessoais', 85.2, 121.3, 98.5, 13, B],
        ['Morada:', 85.2, 143.6, 45.5, 11, B],
        ['Rua das Amoreiras Novas, n.º 27, 2.º Dto., 2795-', 226.9, 143.6, 250.2, 11, R],
        ['123 Linda-a-Velha', 85.2, 158.6, 92.1, 11, R],
        ['Telemóvel:', 85.2, 175.6, 59.5, 11, B],
        ['(+351) 912 345 678', 226.9, 175.6, 96.9, 11, R],
        ['Email:', 85.2, 192.6, 33.4, 11, B],
        ['anarita.mendes@example.com', 226.9, 192.6, 160.4, 11, R],
        ['Experiência Profissional', 85.2, 272.8, 154.9, 13, B],
        ['Set. 2015 – Jan. 2016', 85.2, 295.1, 108.3, 11, B],
        ['Ribeiro, Matos & Associados, SROC, Lda. – Lisboa', 85.2, 310.1, 263.9, 11, B],
        ['Função:', 85.2, 325.1, 38.2, 11, I],
        ['Estagiária de Auditoria', 126.3, 325.1, 117.1, 11, R],
        ['Habilitações Literárias', 85.2, 367.8, 146, 13, B],
        ['Pós-Graduação em Fiscalidade', 85.2, 390.1, 166.1, 11, B],
        ['Escola de Negócios do Atlântico', 85.2, 405.1, 163.7, 11, R],
        ['2017 – 2018', 85.2, 420.1, 61.5, 11, R],
        ['Formação Complementar', 85.2, 456.3, 164.8, 13, B],
        mark(478.6),
        ['Curso de Excel Avançado (50 horas) – Instituto de Formação Profissional do', 103.2, 478.6, 387.4, 11, R],
        ['Oeste, 2018', 103.2, 493.6, 61.2, 11, R],
        mark(509.6),
        ['SNC – Sistema de Normalização Contabilística (25 horas) – Ordem dos', 103.2, 509.6, 358.6, 11, R],
        ['Contabilistas Certificados, 2020', 103.2, 524.6, 161.5, 11, R],
      ]),
    ),
  );

  it("reads the address under 'Morada', its postcode broken at the hyphen, and no postcode as the phone", () => {
    expect(resume.profile.phone).toBe('(+351) 912 345 678');
    expect(resume.profile.location).toBe('Rua das Amoreiras Novas, n.º 27, 2.º Dto., 2795-123 Linda-a-Velha');
  });

  it("keeps a firm's name whole, commas and legal form and all, its town after the dash apart", () => {
    expect(resume.experience).toHaveLength(1);
    expect(resume.experience[0]).toMatchObject({
      title: 'Estagiária de Auditoria',
      company: 'Ribeiro, Matos & Associados, SROC, Lda.',
      location: 'Lisboa',
    });
  });

  it("reads 'Habilitações Literárias' as the schools and 'Formação Complementar' as courses, one per item", () => {
    expect(resume.education).toEqual([
      expect.objectContaining({
        degree: 'Pós-Graduação em Fiscalidade',
        school: 'Escola de Negócios do Atlântico',
        startDate: '2017',
        endDate: '2018',
      }),
    ]);
    expect(resume.certifications).toEqual([
      'Curso de Excel Avançado (50 horas) – Instituto de Formação Profissional do Oeste, 2018',
      'SNC – Sistema de Normalização Contabilística (25 horas) – Ordem dos Contabilistas Certificados, 2020',
    ]);
  });
});

describe('an address under its label that ends in a ZIP+4 code, the phone on a line of its own', () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Jordan Ellis', 85.2, 90.2, 120, 18, B],
        ['Address:', 85.2, 143.6, 45.5, 11, B],
        ['1208 Alder Street, Eugene, OR 97401-3120', 226.9, 143.6, 215, 11, R],
        ['Phone:', 85.2, 160.6, 35, 11, B],
        ['(541) 555-0176', 226.9, 160.6, 80, 11, R],
      ]),
    ),
  );

  it('reads no part of the address as the phone', () => {
    expect(resume.profile.phone).toBe('(541) 555-0176');
    expect(resume.profile.location).toBe('1208 Alder Street, Eugene, OR 97401-3120');
  });
});

describe('a Portuguese header line with the postcode before the phone, no labels', () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Miguel Sousa Ferreira', 85.2, 90.2, 200, 18, B],
        ['Rua de Cedofeita 112, 4050-174 Porto | 912 345 678 | miguel.ferreira@example.com', 85.2, 112, 420, 10, R],
      ]),
    ),
  );

  it('reads the number after the town as the phone, not the postcode', () => {
    expect(resume.profile.phone).toBe('912 345 678');
  });
});

describe("a French engineer's CV, each town with its département's number", () => {
  const F = 'LMRoman10-Regular';
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Antoine Lefèvre', 56.7, 70, 120, 20.7, 'LMRoman10-Bold'],
        ['antoine.lefevre@example.fr', 420, 90, 118, 10, F],
        ['Expérience professionnelle', 56.7, 140, 150, 12, 'LMRoman12-Bold'],
        ['mars 2016 –', 56.7, 160, 52, 10, F],
        ['Ingénieur qualité fournisseurs', 130, 160, 140, 10, 'LMRoman10-Bold'],
        ['août 2020', 56.7, 172, 42, 10, F],
        ['Mécanique Fourvière SAS, Vénissieux (69)', 130, 172, 190, 10, F],
        ['Formation', 56.7, 210, 55, 12, 'LMRoman12-Bold'],
        ['2012 – 2015', 56.7, 230, 50, 10, F],
        ['Diplôme d’ingénieur en génie mécanique', 130, 230, 180, 10, 'LMRoman10-Bold'],
        [', INSA Lyon', 310, 230, 50, 10, F],
      ]),
    ),
  );

  it("reads 'Vénissieux (69)' as the job's town, apart from the employer", () => {
    expect(resume.experience[0]).toMatchObject({
      title: 'Ingénieur qualité fournisseurs',
      company: 'Mécanique Fourvière SAS',
      location: 'Vénissieux (69)',
    });
  });

  it("reads 'Diplôme d’ingénieur …' as the degree and the school after it", () => {
    expect(resume.education[0]).toMatchObject({
      degree: 'Diplôme d’ingénieur en génie mécanique',
      school: 'INSA Lyon',
    });
  });
});

describe("a teacher's job at a school inside a district, 'Title | District – School, Town, ST'", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['ALYSSA GUERRERO', 72, 80, 180, 20, 'Carlito-Bold'],
        ['TEACHING EXPERIENCE', 72, 130, 140, 12, 'Carlito-Bold'],
        [
          'MATHEMATICS TEACHER, GRADES 8 AND 9 | HAYS CISD – LEHMAN HIGH SCHOOL, KYLE, TX |',
          72,
          150,
          440,
          11,
          'Carlito-Bold',
        ],
        ['AUGUST 2022 – PRESENT', 72, 164, 130, 11, 'Carlito-Bold'],
        ['Teach Algebra I and 8th-grade Math to five sections of 26 to 32 students', 90, 180, 380, 11, 'Carlito'],
      ]),
    ),
  );

  it('keeps the district and its school as one employer, the town apart', () => {
    expect(resume.experience[0]).toMatchObject({
      title: 'MATHEMATICS TEACHER, GRADES 8 AND 9',
      company: 'HAYS CISD – LEHMAN HIGH SCHOOL',
      location: 'KYLE, TX',
    });
  });
});

describe('joinWrapped', () => {
  it("joins a number broken at its hyphen without a space ('2795-' / '123')", () => {
    expect(joinWrapped('2.º Dto., 2795-', '123 Linda-a-Velha')).toBe('2.º Dto., 2795-123 Linda-a-Velha');
    expect(joinWrapped('up 12%', '2019')).toBe('up 12% 2019');
  });
});
