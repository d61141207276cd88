// Um curriculum vitae escrito no Word por um engenheiro informático de Lisboa (português europeu), num documento em
// branco e não no formulário Europass, mas com as secções e os rótulos que o Europass ensinou: A4 com as margens do
// Normal português (2,5 cm em cima e em baixo, 3 cm dos lados), Calibri 11 (o LibreOffice põe-lhe Noto Sans, mais
// largo, e as linhas quebram antes do que no Word), a marca de lista por omissão do Word (U+F0B7 em Symbol), PDF do
// LibreOffice, duas páginas (a segunda começa em FORMAÇÃO ACADÉMICA; na cópia maior, dentro dos itens do estágio).
// O que tem:
// - 'Curriculum Vitae' centrado em negrito no corpo, como título (não é o nome), e o nome por baixo, em negrito, à
//   esquerda, sem rótulo ('João Pedro Almeida Correia', quatro nomes);
// - os dados pessoais em linhas '**Rótulo:** valor', sem tabulação: 'Telemóvel: +351 912 345 678' (o indicativo e
//   três grupos de três), 'Email:' como a hiperligação azul sublinhada que o Word faz, 'Morada: Rua …, 112, 3.º Esq.,
//   1900-347 Lisboa' (o código postal de sete algarismos com hífen, que parece um intervalo), 'Data de nascimento:
//   22/03/1990' (uma data que não é de emprego), 'Nacionalidade: Portuguesa';
// - títulos de secção em maiúsculas acentuadas (EXPERIÊNCIA PROFISSIONAL, FORMAÇÃO ACADÉMICA — com acento agudo, à
//   portuguesa —, COMPETÊNCIAS, LÍNGUAS, FORMAÇÃO COMPLEMENTAR, OUTRAS INFORMAÇÕES) em negrito azul-escuro com uma
//   linha por baixo (o limite inferior do parágrafo);
// - três empregos escritos de três maneiras, como acontece num CV atualizado ao longo dos anos:
//   o atual com a data numa linha sua em negrito ('Setembro 2019 – Presente', o mês por extenso com maiúscula), depois
//   'Entidade:' e 'Função:' (a entidade primeiro, com a cidade depois de um travessão, e a firma com um travessão seu:
//   'Atlântico Digital – Sistemas de Informação, S.A. – Lisboa'), 'Principais atividades e
//   responsabilidades:' em itálico sobre os itens da lista;
//   o anterior como '**Título**<TAB>09/2016 – 08/2019' (as datas numa tabulação à direita) sobre 'Empresa, S.A. –
//   Lisboa' em itálico e os itens, sem rótulos;
//   o estágio com a data numa linha sua ('02/2016 – 07/2016'), 'Entidade:' e 'Função:' outra vez, colado de um CV
//   antigo e ainda na grafia anterior ao Acordo Ortográfico ('actividades', 'projecto', 'Direcção');
//   itens com números e anos que não são datas de emprego ('equipa de 9 pessoas', 'em 2021', '2,4 M€', 'ISO 27001'),
//   alguns em duas linhas;
// - FORMAÇÃO ACADÉMICA como '**Grau em Curso**<TAB>2014 – 2016' sobre a escola ('Instituto Superior Técnico,
//   Universidade de Lisboa', com vírgula) e uma linha de dissertação ou de média ('Classificação final: 17 valores',
//   a escala de 0 a 20);
// - COMPETÊNCIAS como itens da lista, uma competência (ou um grupo dela) por item, alguns com parênteses e vírgulas;
// - LÍNGUAS como 'Inglês – C1 (Utilizador proficiente)', níveis do Quadro Europeu Comum de Referência (à parte das
//   competências);
// - FORMAÇÃO COMPLEMENTAR como itens com o ano à frente ('2022 – Professional Scrum Master I (PSM I), Scrum.org'):
//   cursos e certificações, não escolas;
// - OUTRAS INFORMAÇÕES: a carta de condução e a disponibilidade.
import {
  AlignmentType,
  BorderStyle,
  ExternalHyperlink,
  Paragraph,
  TabStopType,
  TextRun,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { bullet, wordDocument, wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'pt-PT',
  name: 'João Pedro Almeida Correia',
  email: 'jpedro.correia@example.com',
  phone: '+351 912 345 678',
  location: 'Rua Morais Soares, 112, 3.º Esq., 1900-347 Lisboa',
  jobs: [
    {
      title: 'Gestor de Projeto',
      company: 'Atlântico Digital – Sistemas de Informação, S.A.',
      start: '2019-09',
      end: 'present',
      bullets: [
        'Gestão de projetos de desenvolvimento de software para clientes do setor bancário e segurador, com equipas de até 9 pessoas',
        'Planeamento, orçamentação e controlo de prazos de um portefólio de projetos de cerca de 2,4 M€ por ano',
        'Coordenação das cerimónias Scrum e da relação com o cliente (Product Owner e direção de sistemas de informação)',
        'Migração da plataforma de homebanking de um cliente para a cloud Microsoft Azure, concluída em 2021 dentro do prazo',
        'Acompanhamento da certificação ISO 27001 da unidade de serviços geridos',
      ],
    },
    {
      title: 'Engenheiro de Software',
      company: 'Lusitânia Telecomunicações, S.A.',
      start: '2016-09',
      end: '2019-08',
      bullets: [
        'Desenvolvimento de microsserviços em Java (Spring Boot) para a plataforma de faturação de clientes empresariais',
        'Desenho e otimização de bases de dados Oracle e PostgreSQL',
        'Implementação de pipelines de integração contínua em Jenkins e GitLab CI',
        'Mentoria de dois engenheiros juniores e revisão de código',
      ],
    },
    {
      title: 'Engenheiro Estagiário',
      company: 'Caravela Software, Lda.',
      start: '2016-02',
      end: '2016-07',
      bullets: [
        'Participação no projecto de uma aplicação móvel de gestão de frota (Android)',
        'Testes automáticos e documentação técnica para a Direcção de Desenvolvimento',
        'Apoio às actividades de suporte de 2.ª linha',
      ],
    },
  ],
  schools: [
    {
      school: 'Instituto Superior Técnico, Universidade de Lisboa',
      degree: 'Mestrado em Engenharia Informática',
      start: '2014',
      end: '2016',
    },
    {
      school: 'Faculdade de Ciências e Tecnologia, Universidade Nova de Lisboa',
      degree: 'Licenciatura em Engenharia Informática',
      start: '2011',
      end: '2014',
    },
  ],
  // The COMPETÊNCIAS items as he wrote them; the languages and the courses are apart.
  skills: [
    'Gestão de projetos (Scrum, Kanban, PRINCE2)',
    'Java e Spring Boot',
    'Python',
    'SQL (Oracle, PostgreSQL)',
    'Docker e Kubernetes',
    'Microsoft Azure',
    'Jira, Confluence e MS Project',
  ],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [atlantico, lusitania, caravela] = expected.jobs as [Job, Job, Job];
const [mestrado, licenciatura] = expected.schools as [School, School];

/** A4 with the Portuguese Normal template's margins: 2.5 cm at the top and bottom, 3 cm at the sides. */
const PAGE = {
  size: { width: 11906, height: 16838 },
  margin: { top: 1418, bottom: 1418, left: 1701, right: 1701, header: 708, footer: 708 },
};
const WIDTH = 11906 - 2 * 1701;
const BLUE = '17365D'; // Word's 'Azul-Escuro, Texto 2, Mais Escuro 25 %'

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

/** A heading as he typed it: bold capitals, dark blue, with the paragraph's bottom border as a rule. */
const heading = (text: string) =>
  line(
    { text, bold: true, color: BLUE, size: sz(24) },
    {
      spacing: { before: 280, after: 120 },
      keepNext: true,
      border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: BLUE, space: 1 } },
    },
  );

/** '**Label:** value' on one line, no tab. */
const datum = (label: string, value: R) => line([bold(`${label}: `), value], { spacing: { after: 40 } });

/** Text at the left and more on a right tab stop at the margin. */
const tabbed = (left: R[], right: R[], options: Options = {}) =>
  line([...left, '\t', ...right], { ...options, tabStops: [{ type: TabStopType.RIGHT, position: WIDTH }] });

const items = (list: string[]) => list.map((b) => bullet(b));

/** The current job and the internship: the dates on their own line, then 'Entidade:' and 'Função:'. */
const labelled = (dates: string, j: Job, city: string, intro: string, first = false) => [
  line(bold(dates), { spacing: { before: first ? 0 : 200, after: 40 }, keepNext: true }),
  line([bold('Entidade: '), `${j.company} – ${city}`], { keepNext: true, spacing: { after: 20 } }),
  line([bold('Função: '), j.title], { keepNext: true, spacing: { after: 60 } }),
  line({ text: intro, italics: true }, { keepNext: true, spacing: { after: 40 } }),
  ...items(j.bullets),
];

/** The job in between: '**Title**<TAB>dates' over the company in italics, the items straight under it. */
const tabbedJob = (dates: string, j: Job, city: string) => [
  tabbed([bold(j.title)], [bold(dates)], { spacing: { before: 200, after: 20 }, keepNext: true }),
  line({ text: `${j.company} – ${city}`, italics: true }, { keepNext: true, spacing: { after: 60 } }),
  ...items(j.bullets),
];

const study = (s: School, years: string, more: string[], first = false) => [
  tabbed([bold(s.degree!)], [bold(years)], { spacing: { before: first ? 0 : 160, after: 20 }, keepNext: true }),
  line(s.school, { keepNext: true, spacing: { after: 20 } }),
  ...more.map((m) => line(m, { spacing: { after: 20 } })),
];

export const build = () =>
  wordDocument(
    [
      {
        properties: { page: PAGE },
        children: [
          line(
            { text: 'Curriculum Vitae', bold: true, size: sz(32) },
            { alignment: AlignmentType.CENTER, spacing: { after: 240 } },
          ),
          line({ text: expected.name, bold: true, size: sz(28) }, { spacing: { after: 120 } }),
          datum('Telemóvel', expected.phone!),
          datum(
            'Email',
            new ExternalHyperlink({
              link: `mailto:${expected.email}`,
              children: [new TextRun({ text: expected.email!, color: '0563C1', underline: {} })],
            }),
          ),
          datum('Morada', expected.location!),
          datum('Data de nascimento', '22/03/1990'),
          datum('Nacionalidade', 'Portuguesa'),
          heading('EXPERIÊNCIA PROFISSIONAL'),
          ...labelled(
            'Setembro 2019 – Presente',
            atlantico,
            'Lisboa',
            'Principais atividades e responsabilidades:',
            true,
          ),
          ...tabbedJob('09/2016 – 08/2019', lusitania, 'Lisboa'),
          ...labelled('02/2016 – 07/2016', caravela, 'Oeiras', 'Principais actividades:'),
          heading('FORMAÇÃO ACADÉMICA'),
          ...study(
            mestrado,
            '2014 – 2016',
            [
              'Dissertação: “Escalonamento de tarefas em plataformas de computação em nuvem”',
              'Classificação final: 17 valores',
            ],
            true,
          ),
          ...study(licenciatura, '2011 – 2014', ['Classificação final: 15 valores']),
          heading('COMPETÊNCIAS'),
          ...items(expected.skills),
          heading('LÍNGUAS'),
          line('Português – Língua materna', { spacing: { after: 40 } }),
          line('Inglês – C1 (Utilizador proficiente)', { spacing: { after: 40 } }),
          line('Espanhol – B1 (Utilizador independente)', { spacing: { after: 40 } }),
          line('Francês – A2 (Utilizador elementar)', { spacing: { after: 40 } }),
          heading('FORMAÇÃO COMPLEMENTAR'),
          ...items([
            '2022 – Professional Scrum Master I (PSM I), Scrum.org',
            '2020 – Curso de Gestão de Projetos – Preparação para a certificação PMP (35 horas), ISCTE Executive Education',
            '2018 – Microsoft Certified: Azure Fundamentals (AZ-900)',
          ]),
          heading('OUTRAS INFORMAÇÕES'),
          line('Carta de condução (categoria B).', { spacing: { after: 40 } }),
          line('Disponibilidade para deslocações em Portugal e no estrangeiro.', { spacing: { after: 40 } }),
        ],
      },
    ],
    'Calibri',
    22,
    { text: '\uf0b7', font: 'Symbol' },
  );
