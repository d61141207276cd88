import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows } from './pdf-page';

// Corpus round 50: a Brazilian job site's currículo printed to PDF (pt-html-catho): the site's number for the CV in
// the page's head, jobs beside a label column whose 'Principais atividades:' wraps over two lines beside the items.
// As pdf.js read its PDF.

const R = 'LiberationSans';
const B = 'LiberationSans-Bold';

describe("a Brazilian job site's currículo", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['talentobr', 42.5, 27.8, 51.3, 12, B],
        ['Currículo nº 48.213.377', 474.5, 27, 79, 7.5, R],
        ['Camila Rodrigues Nogueira', 58.5, 74.3, 249.1, 19, B],
        ['Brasileira, casada, 31 anos', 58.5, 91.5, 114.5, 9.5, R],
        ['(11) 98765-4321', 58.5, 118.5, 69.5, 9.5, R],
        ['camila.rnogueira@example.com.br', 58.5, 132, 147.3, 9.5, R],
        ['Experiência profissional', 50.7, 340, 130, 10.5, B],
        ['Empresa:', 47.7, 363, 40.6, 9.5, R],
        ['Grupo Varejo Paulista Ltda.', 135.8, 363, 124, 9.5, B],
        ['Cargo:', 47.7, 379.5, 28.5, 9.5, R],
        ['Analista de RH Pleno', 135.8, 379.5, 90.2, 9.5, R],
        ['Período:', 47.7, 413.3, 35.9, 9.5, R],
        ['02/2019 – atual', 135.8, 413.3, 65.5, 9.5, R],
        ['Principais', 47.7, 430.5, 41.1, 9.5, R],
        ['atividades:', 47.7, 443.3, 45.4, 9.5, R],
        [
          '- Condução de processos seletivos para as 48 lojas da rede e o centro de distribuição de Cajamar,',
          135.8,
          430.5,
          414.7,
          9.5,
          R,
        ],
        ['do alinhamento do perfil com os gestores à devolutiva aos candidatos', 135.8, 443.3, 293.4, 9.5, R],
        [
          '- Aplicação e análise da pesquisa de clima anual, com planos de ação por regional',
          135.8,
          456.8,
          347.7,
          9.5,
          R,
        ],
        ['Empresa:', 47.7, 480, 40.6, 9.5, R],
        ['Construtora Tietê Engenharia Ltda.', 135.8, 480, 150, 9.5, B],
        ['Cargo:', 47.7, 496.5, 28.5, 9.5, R],
        ['Estagiária de Recursos Humanos', 135.8, 496.5, 140, 9.5, R],
        ['Período:', 47.7, 513, 35.9, 9.5, R],
        ['03/2013 – 12/2014', 135.8, 513, 79.2, 9.5, R],
        ['Principais', 47.7, 530, 41.1, 9.5, R],
        ['atividades:', 47.7, 543.5, 45.4, 9.5, R],
        ['- Apoio nos processos seletivos de estagiários e aprendizes', 135.8, 530, 251.7, 9.5, R],
        ['- Arquivo de documentos e atualização de planilhas de controle de treinamentos', 135.8, 543.5, 337.2, 9.5, R],
        ['Formação acadêmica', 50.7, 590, 106.8, 10.5, B],
        ['Pós-graduação em Gestão de Pessoas – FGV – concluído em 2018', 42.8, 613.3, 286.5, 9.5, R],
      ]),
    ),
  );

  it("reads the phone, not the site's number for the CV ('Currículo nº 48.213.377')", () => {
    expect(resume.profile.phone).toBe('(11) 98765-4321');
  });

  it("reads the items beside the wrapped 'Principais' / 'atividades:' label, each whole", () => {
    expect(resume.experience[0]!.bullets).toEqual([
      'Condução de processos seletivos para as 48 lojas da rede e o centro de distribuição de Cajamar, do alinhamento do perfil com os gestores à devolutiva aos candidatos',
      'Aplicação e análise da pesquisa de clima anual, com planos de ação por regional',
    ]);
  });

  it('reads an item beside each line of the wrapped label as an item of its own', () => {
    expect(resume.experience[1]!.bullets).toEqual([
      'Apoio nos processos seletivos de estagiários e aprendizes',
      'Arquivo de documentos e atualização de planilhas de controle de treinamentos',
    ]);
  });

  it("reads 'Pós-graduação em …' as the degree, FGV as the school, and the year it was finished as the end", () => {
    expect(resume.education[0]).toMatchObject({
      degree: 'Pós-graduação em Gestão de Pessoas',
      school: 'FGV',
      startDate: '',
      endDate: '2018',
    });
  });
});
