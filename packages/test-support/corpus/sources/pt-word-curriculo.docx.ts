// Um currículo brasileiro digitado no Word do zero, em A4 com as margens da ABNT (3 cm em cima e à esquerda): o nome
// centralizado em maiúsculas, 'Brasileira, casada, 34 anos', o endereço numa linha só ('Rua …, 1500 – Apto 42 –
// Bairro – São Paulo/SP – CEP …'), 'Telefone: … | E-mail: …'; OBJETIVO, RESUMO PROFISSIONAL; cada emprego como
// 'Empresa – Cidade/UF' em negrito sobre as linhas 'Cargo: …' e 'Período: jan/2019 – atual', 'Principais
// atividades:' e os itens digitados com '- ' em parágrafos comuns (os longos voltam à margem); a formação numa linha
// ('Graduação em … – Universidade … – concluído em 2012', 'MBA em … – FGV – cursando, conclusão prevista em 2025'),
// CURSOS COMPLEMENTARES com carga horária, IDIOMAS e INFORMÁTICA numa linha separada por vírgulas.
import { AlignmentType, BorderStyle, Paragraph, TextRun } from 'docx';
import { para, wordDocument, type Expected, type Run } from './docx-kit';

export const expected: Expected = {
  language: 'pt-BR',
  name: 'Juliana Ferreira dos Santos',
  email: 'juliana.fsantos@example.com.br',
  phone: '(11) 98765-4321',
  // The corpus joins an address's pieces with commas, whatever separators the line printed (see README).
  location: 'Rua Augusta, 1500, Apto 42, Consolação, São Paulo/SP, CEP 01304-001',
  jobs: [
    {
      title: 'Analista Financeiro Pleno',
      company: 'Raia Drogasil S.A.',
      start: '2019-01',
      end: 'present',
      bullets: [
        'Elaboração do fluxo de caixa diário e da projeção de caixa de 13 semanas, com apresentação semanal para a tesouraria e a controladoria',
        'Conciliações bancárias e contábeis no SAP FI',
        'Acompanhamento do orçamento anual (orçado x realizado) das áreas comercial e de logística',
        'Preparação dos relatórios gerenciais mensais da diretoria financeira em Power BI',
      ],
    },
    {
      title: 'Analista Financeiro Júnior',
      company: 'Votorantim Cimentos',
      start: '2015-03',
      end: '2018-12',
      bullets: [
        'Contas a pagar e a receber, com cerca de 1.200 lançamentos por mês',
        'Apoio no fechamento contábil mensal e no atendimento às auditorias externas',
        'Cálculo e conferência dos impostos retidos na fonte (IRRF, PIS/COFINS/CSLL e ISS)',
      ],
    },
    {
      title: 'Assistente de Auditoria',
      company: 'KPMG Auditores Independentes',
      start: '2012-01',
      end: '2015-02',
      bullets: [
        'Execução de testes de auditoria nas contas de balanço e de resultado de clientes do varejo e da indústria',
        'Circularização de saldos com bancos, clientes e fornecedores',
      ],
    },
  ],
  schools: [
    { school: 'Universidade Presbiteriana Mackenzie', degree: 'Graduação em Ciências Contábeis', end: '2012' },
    {
      school: 'FGV',
      degree: 'MBA em Gestão Financeira, Controladoria e Auditoria',
      datesAsWritten: 'cursando, conclusão prevista em 2025',
    },
  ],
  skills: ['Pacote Office (Excel avançado)', 'SAP FI', 'Power BI'],
};

const [raia, votorantim, kpmg] = expected.jobs as [
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
  (typeof expected.jobs)[0],
];
const [mackenzie, fgv] = expected.schools as [(typeof expected.schools)[0], (typeof expected.schools)[0]];

/** A4 with ABNT's margins: 3 cm at the top and left, 2 cm at the bottom and right. */
const A4 = {
  size: { width: 11906, height: 16838 },
  margin: { top: 1701, left: 1701, bottom: 1134, right: 1134 },
};

const centred = (runs: Run | Run[], after = 0) => para(runs, { alignment: AlignmentType.CENTER, spacing: { after } });

/** A heading as she typed it: bold capitals with a paragraph border under them. */
const heading = (text: string) =>
  new Paragraph({
    spacing: { before: 240, after: 100 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 8, color: '000000', space: 1 } },
    children: [new TextRun({ text, bold: true })],
  });

const line = (runs: Run | Run[]) => para(runs, { spacing: { after: 0 } });
/** An item typed with a hyphen and a space at the start of an ordinary paragraph: no list, no hanging indent. */
const typed = (text: string) => line(`- ${text}`);
const empty = () => line('');

const job = (j: (typeof expected.jobs)[0], city: string, period: string) => [
  line({ text: `${j.company} – ${city}`, bold: true }),
  line(`Cargo: ${j.title}`),
  line(`Período: ${period}`),
  line('Principais atividades:'),
  ...j.bullets.map(typed),
];

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: A4 },
        children: [
          centred({ text: 'JULIANA FERREIRA DOS SANTOS', bold: true, size: 28 }, 120),
          centred('Brasileira, casada, 34 anos'),
          centred(expected.location!),
          centred(`Telefone: ${expected.phone} | E-mail: ${expected.email}`),
          heading('OBJETIVO'),
          line('Analista Financeiro Sênior – Planejamento Financeiro (FP&A)'),
          heading('RESUMO PROFISSIONAL'),
          para(
            'Profissional com mais de 12 anos de experiência nas áreas financeira e contábil, com passagem por ' +
              'auditoria externa, indústria e varejo. Experiência em fluxo de caixa, orçamento, conciliações, ' +
              'fechamento contábil e elaboração de relatórios gerenciais. Perfil analítico, organizada e com ' +
              'facilidade para trabalhar em equipe.',
            { alignment: AlignmentType.JUSTIFIED, spacing: { after: 0 } },
          ),
          heading('EXPERIÊNCIA PROFISSIONAL'),
          ...job(raia, 'São Paulo/SP', 'jan/2019 – atual'),
          empty(),
          ...job(votorantim, 'São Paulo/SP', 'mar/2015 – dez/2018'),
          empty(),
          ...job(kpmg, 'São Paulo/SP', 'jan/2012 – fev/2015'),
          heading('FORMAÇÃO ACADÊMICA'),
          line(`${mackenzie.degree} – ${mackenzie.school} – concluído em 2012`),
          line(`${fgv.degree} – ${fgv.school} – ${fgv.datesAsWritten}`),
          heading('CURSOS COMPLEMENTARES'),
          line('IFRS e Pronunciamentos do CPC – FIPECAFI – 2017 (60h)'),
          line('Power BI para Análise Financeira – Alura – 2021 (32h)'),
          line('Excel Avançado – Fundação Bradesco – 2016 (40h)'),
          heading('IDIOMAS'),
          line('Inglês – avançado'),
          line('Espanhol – intermediário'),
          heading('INFORMÁTICA'),
          line('Pacote Office (Excel avançado), SAP FI, Power BI'),
        ],
      },
    ],
    'Arial',
    22,
  );
