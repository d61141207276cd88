// Um curriculum vitae escrito no Word em Portugal (português europeu, não do Brasil), do modo como se faz a partir de
// um documento em branco: A4 com as margens do Normal português (2,5 cm em cima e em baixo, 3 cm dos lados), Calibri 11
// (que o LibreOffice substitui pela fonte que tem), as listas com a marca por omissão do Word (U+F0B7 no tipo
// de letra Symbol). O que tem:
// - 'Curriculum Vitae' em itálico cinzento no cabeçalho da página (Inserir > Cabeçalho), repetido na segunda página; o
//   nome em negrito grande no corpo, sem rótulo;
// - títulos de secção em minúsculas com maiúscula inicial ('Dados Pessoais', 'Experiência Profissional',
//   'Habilitações Literárias', 'Formação Complementar', 'Competências Linguísticas', 'Competências Informáticas',
//   'Outras Informações'), em negrito azul com uma linha por baixo (limite inferior do parágrafo);
// - Dados Pessoais como 'Rótulo:<TAB>valor' numa tabulação a 5 cm, com os rótulos em negrito: 'Morada:' com um código
//   postal de sete algarismos ('2795-123 Linda-a-Velha', que parece um número de telefone ou um intervalo),
//   'Telemóvel: (+351) 912 345 678', 'Email:' como a hiperligação azul sublinhada que o Word faz,
//   'Data de nascimento: 14/06/1993', 'Nacionalidade: Portuguesa', 'Carta de condução: Categoria B';
// - cada emprego em linhas separadas: as datas em negrito ('Set. 2019 – Presente', meses abreviados em português com
//   maiúscula e ponto), depois 'Empresa, Lda. – Lisboa' (a empresa e a cidade separadas por um travessão, o ', Lda.'
//   e o ', S.A.' do nome com vírgula), 'Função: …', 'Principais atividades:' e os itens com a marca por omissão; um
//   estágio como terceiro emprego;
// - Habilitações Literárias em três linhas por curso (o grau em negrito, a escola, '2012 – 2015'), uma delas com
//   'Média final: 14 valores' (a escala de 0 a 20) por baixo, e o ensino secundário ('12.º ano');
// - Formação Complementar com itens da mesma lista ('Curso de … (50 horas) – Entidade, 2018'): cursos, não escolas;
// - Competências Linguísticas como 'Inglês – Nível B2 (Quadro Europeu Comum de Referência)' (à parte das
//   competências), Competências Informáticas como itens da lista (as competências, uma por item);
// - Outras Informações com 'Disponibilidade imediata' e um voluntariado.
import {
  AlignmentType,
  BorderStyle,
  ExternalHyperlink,
  Header,
  Paragraph,
  TabStopType,
  TextRun,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { bullet, wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'pt-PT',
  name: 'Ana Rita Carvalho Mendes',
  email: 'anarita.mendes@example.com',
  phone: '(+351) 912 345 678',
  location: 'Rua das Amoreiras Novas, n.º 27, 2.º Dto., 2795-123 Linda-a-Velha',
  jobs: [
    {
      title: 'Técnica de Contabilidade',
      company: 'Numeralis Contabilidade, Lda.',
      start: '2019-09',
      end: 'present',
      bullets: [
        'Contabilidade geral de uma carteira de cerca de 40 clientes (PME e empresários em nome individual) em PHC CS',
        'Preparação e submissão das declarações periódicas de IVA, da IES e da declaração Modelo 22',
        'Reconciliações bancárias e de contas correntes de clientes e fornecedores',
        'Apoio ao processamento salarial e às declarações mensais de remunerações à Segurança Social',
        'Fecho de contas mensal e anual e preparação de mapas de gestão para os clientes',
        'Atendimento a clientes e contacto com a Autoridade Tributária',
      ],
    },
    {
      title: 'Assistente Administrativa e Financeira',
      company: 'Lusofrio Distribuição Alimentar, S.A.',
      start: '2016-02',
      end: '2019-08',
      bullets: [
        'Lançamento de faturas de fornecedores no Primavera ERP e controlo de pagamentos',
        'Emissão de faturas e notas de crédito e acompanhamento das cobranças a clientes',
        'Elaboração de mapas de tesouraria semanais em Excel',
        'Organização e arquivo da documentação contabilística',
      ],
    },
    {
      title: 'Estagiária de Auditoria',
      company: 'Ribeiro, Matos & Associados, SROC, Lda.',
      start: '2015-09',
      end: '2016-01',
      bullets: [
        'Apoio na execução de trabalhos de auditoria a empresas dos setores industrial e de serviços',
        'Circularização de saldos de clientes, fornecedores e bancos',
        'Testes às contas de inventários e de ativos fixos tangíveis',
      ],
    },
  ],
  schools: [
    {
      school: 'Escola de Negócios do Atlântico',
      degree: 'Pós-Graduação em Fiscalidade',
      start: '2017',
      end: '2018',
    },
    {
      school: 'Instituto Superior de Ciências Empresariais do Tejo',
      degree: 'Licenciatura em Gestão',
      start: '2012',
      end: '2015',
    },
    {
      school: 'Escola Secundária de Miraflores',
      degree: 'Curso Científico-Humanístico de Ciências Socioeconómicas (12.º ano)',
      start: '2009',
      end: '2012',
    },
  ],
  // The items under Competências Informáticas, one skill each; the languages are apart, the courses neither skills
  // nor schools.
  skills: [
    'Microsoft Office (Word, Excel avançado, PowerPoint)',
    'PHC CS',
    'Primavera ERP',
    'Portal das Finanças e e-fatura',
  ],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [numeralis, lusofrio, ribeiro] = expected.jobs as [Job, Job, Job];
const [posGraduacao, licenciatura, secundario] = expected.schools as [School, School, School];

/** A4 with the Portuguese Normal template's margins: 2.5 cm at the top and bottom, 3 cm at the sides. */
const PAGE = {
  size: { width: 11906, height: 16838 },
  margin: { top: 1418, bottom: 1418, left: 1701, right: 1701, header: 708, footer: 708 },
};
const LABEL_STOP = 2835; // 5 cm
const BLUE = '1F3864'; // Word's 'Azul, Cor de Destaque 1, Mais Escuro 50 %'

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type R = string | IRunOptions | ExternalHyperlink;
type Options = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;
const line = (list: R | R[], options: Options = {}) =>
  new Paragraph({
    ...options,
    spacing: { after: 0, ...options.spacing },
    children: (Array.isArray(list) ? list : [list]).map((r) =>
      r instanceof ExternalHyperlink ? r : new TextRun(typeof r === 'string' ? { text: r } : r),
    ) as ParagraphChild[],
  });
const bold = (text: string): IRunOptions => ({ text, bold: true });

/** A heading as she typed it: bold, dark blue, a little larger, with the paragraph's bottom border as a rule. */
const heading = (text: string) =>
  line(
    { text, bold: true, color: BLUE, size: sz(26) },
    {
      spacing: { before: 240, after: 100 },
      keepNext: true,
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: BLUE, space: 1 } },
    },
  );

/** 'Label:<TAB>value' on the left stop at 4 cm, the label in bold. */
const datum = (label: string, value: R) =>
  line([bold(`${label}:`), '\t', value], {
    spacing: { after: 40 },
    tabStops: [{ type: TabStopType.LEFT, position: LABEL_STOP }],
  });

/** A job: the dates, 'Company – City', 'Função:', 'Principais atividades:' and Word's default list under it. */
const job = (dates: string, j: Job, city: string, first = false) => [
  line(bold(dates), { spacing: { before: first ? 0 : 160 }, keepNext: true }),
  line(bold(`${j.company} – ${city}`), { keepNext: true }),
  line([{ text: 'Função: ', italics: true }, j.title], { keepNext: true }),
  line({ text: 'Principais atividades:', italics: true }, { keepNext: true, spacing: { after: 40 } }),
  ...j.bullets.map((b) => bullet(b)),
];

/** A course of study: the degree in bold, the school, the years, and what else she wrote under them. */
const study = (s: School, years: string, more: string[] = [], first = false) => [
  line(bold(s.degree!), { spacing: { before: first ? 0 : 120 }, keepNext: true }),
  line(s.school, { keepNext: true }),
  line(years, { keepNext: more.length > 0 }),
  ...more.map((m) => line(m)),
];

/** 'Curriculum Vitae' in the page header part, on every page (made in build, after the rewrapped build's scale). */
const header = () =>
  new Header({
    children: [
      line(
        { text: 'Curriculum Vitae', italics: true, color: '808080', size: sz(18) },
        { alignment: AlignmentType.RIGHT },
      ),
    ],
  });

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: PAGE },
        headers: { default: header() },
        children: [
          line({ text: expected.name, bold: true, size: sz(36), color: BLUE }, { spacing: { after: 80 } }),
          heading('Dados Pessoais'),
          datum('Morada', expected.location!),
          datum('Telemóvel', expected.phone!),
          datum(
            'Email',
            new ExternalHyperlink({
              link: `mailto:${expected.email}`,
              children: [new TextRun({ text: expected.email!, color: '0563C1', underline: {} })],
            }),
          ),
          datum('Data de nascimento', '14/06/1993'),
          datum('Nacionalidade', 'Portuguesa'),
          datum('Carta de condução', 'Categoria B'),
          heading('Experiência Profissional'),
          ...job('Set. 2019 – Presente', numeralis, 'Lisboa', true),
          ...job('Fev. 2016 – Ago. 2019', lusofrio, 'Sintra'),
          ...job('Set. 2015 – Jan. 2016', ribeiro, 'Lisboa'),
          heading('Habilitações Literárias'),
          ...study(posGraduacao, '2017 – 2018', [], true),
          ...study(licenciatura, '2012 – 2015', ['Média final: 14 valores']),
          ...study(secundario, '2009 – 2012'),
          heading('Formação Complementar'),
          bullet('Curso de Excel Avançado (50 horas) – Instituto de Formação Profissional do Oeste, 2018'),
          bullet(
            'SNC – Sistema de Normalização Contabilística (25 horas) – Ordem dos Contabilistas Certificados, 2020',
          ),
          bullet('Processamento Salarial (30 horas) – Centro de Formação Empresarial de Lisboa, 2021'),
          heading('Competências Linguísticas'),
          line('Português – Língua materna', { spacing: { after: 40 } }),
          line('Inglês – Nível B2 (Quadro Europeu Comum de Referência)', { spacing: { after: 40 } }),
          line('Espanhol – Nível A2', { spacing: { after: 40 } }),
          heading('Competências Informáticas'),
          ...expected.skills.map((s) => bullet(s)),
          heading('Outras Informações'),
          line('Disponibilidade imediata.', { spacing: { after: 40 } }),
          line('Voluntária no Banco Alimentar Contra a Fome (campanhas de recolha, 2014 – 2019).', {
            spacing: { after: 40 },
          }),
        ],
      },
    ],
    'Calibri',
    22,
    { text: '\uf0b7', font: 'Symbol' },
  );
