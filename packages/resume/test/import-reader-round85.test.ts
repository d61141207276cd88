import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 85: a Portuguese CV made in Word (pt-word-europass-pt), its jobs written the way the old Europass
// taught ('Entidade:', 'Função:') but for one, typed without labels between them.

const SANS = 'NotoSans';
const SANS_BOLD = 'NotoSans-Bold';
const SANS_ITALIC = 'NotoSans-Italic';
const item = (text: string, y: number): ItemRow[] => [
  ['•', 85, y, 5, 11, 'Symbol'],
  [text, 103, y, text.length * 5.2, 11, SANS],
];

const cv = (): ItemRow[] => [
  ['João Pedro Almeida Correia', 85, 108, 210, 14, SANS_BOLD],
  ['Email: jpedro.correia@example.com', 85, 149, 190, 11, SANS],
  ['EXPERIÊNCIA PROFISSIONAL', 85, 229, 180, 12, SANS_BOLD],
  ['Setembro 2019 – Presente', 85, 253, 140, 11, SANS_BOLD],
  ['Entidade: Atlântico Digital – Sistemas de Informação, S.A. – Lisboa', 85, 270, 350, 11, SANS],
  ['Função: Gestor de Projeto', 85, 286, 140, 11, SANS],
  ['Principais atividades e responsabilidades:', 85, 304, 220, 11, SANS_ITALIC],
  ...item('Gestão de projetos de software para clientes do setor bancário', 321),
  ...item('Acompanhamento da certificação ISO 27001', 337),
  ['Engenheiro de Software', 85, 362, 130, 11, SANS_BOLD],
  ['09/2016 – 08/2019', 420, 362, 90, 11, SANS_BOLD],
  ['Lusitânia Telecomunicações, S.A. – Lisboa', 85, 378, 220, 11, SANS_ITALIC],
  ...item('Desenho e otimização de bases de dados Oracle e PostgreSQL', 396),
  ...item('Mentoria de dois engenheiros juniores e revisão de código', 412),
  ['02/2016 – 07/2016', 85, 437, 90, 11, SANS],
  ['Entidade: Caravela Software, Lda. – Oeiras', 85, 454, 220, 11, SANS],
  ['Função: Engenheiro Estagiário', 85, 470, 160, 11, SANS],
  ['Principais actividades:', 85, 488, 120, 11, SANS_ITALIC],
  ...item('Apoio às actividades de suporte de 2.ª linha', 505),
];

describe('a job written without labels among labelled ones', () => {
  it('is a job of its own: its bold title beside its dates, its employer under it, its items', () => {
    const jobs = readResume(pdfLines(measuredRows(cv()))).resume.experience;
    expect(jobs.map((j) => [j.title, j.company, j.location, j.startDate, j.endDate])).toEqual([
      ['Gestor de Projeto', 'Atlântico Digital – Sistemas de Informação, S.A.', 'Lisboa', '2019-09', ''],
      ['Engenheiro de Software', 'Lusitânia Telecomunicações, S.A.', 'Lisboa', '2016-09', '2019-08'],
      ['Engenheiro Estagiário', 'Caravela Software, Lda.', 'Oeiras', '2016-02', '2016-07'],
    ]);
    expect(jobs[0]!.bullets).toHaveLength(2);
    expect(jobs[1]!.bullets).toEqual([
      'Desenho e otimização de bases de dados Oracle e PostgreSQL',
      'Mentoria de dois engenheiros juniores e revisão de código',
    ]);
  });

  it("reads the Portuguese 'Entidade:' as the employer, its town after the last dash apart", () => {
    const jobs = readResume(pdfLines(measuredRows(cv()))).resume.experience;
    expect(jobs[2]!.summary).toBe('');
    expect(jobs[2]!.company).toBe('Caravela Software, Lda.');
  });
});
