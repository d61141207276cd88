// A Brazilian currículo typed in Word 2016 (interface in Portuguese) by a nurse in Recife who also worked four years
// as an administrative assistant, over the layout that goes round Brazilian template sites and copy shops: A4 with
// Word's Brazilian default margins (2,5 cm at the top and bottom, 3 cm at the sides), Arial 11 (set in Liberation
// Sans), Word's Normal style left as it is (8 pt after each paragraph, line 1,08) except where she removed the space
// by hand (the contact lines, the lines of a job, the list items). Two pages, broken where Word breaks them: page 2
// starts inside the second job's items (after the third in the tuned build, after the first in the rewrapped one).
// What it has:
// - the name centred in bold capitals at 14 pt, then centred lines without labels or with them: 'Brasileira,
//   solteira, 29 anos', the address on one line with en dashes ('Rua dos Navegantes, nº 123 – Boa Viagem –
//   Recife/PE – CEP 51020-000'), 'Telefone: (81) 99876-5432', 'E-mail: …' and 'COREN-PE: 654.321-TE' (her
//   registration with the nursing council: digits like a phone's, not one);
// - every heading as a one-cell table the width of the text (Inserir > Tabela 1 × 1, Word's 'Tabela com grade': thin
//   black lines), the cell shaded grey ('Branco, Plano de Fundo 1, Mais Escuro 15%', D9D9D9) with the heading in bold
//   capitals, the Normal style's 8 pt after the paragraph left inside the cell (the text sits high in its bar); an
//   empty paragraph before each (Word needs one between two tables, and she kept the habit): OBJETIVO, FORMAÇÃO
//   ACADÊMICA (before the experience), EXPERIÊNCIA PROFISSIONAL, CURSOS COMPLEMENTARES, 'QUALIFICAÇÕES / INFORMÁTICA';
// - OBJETIVO as one sentence naming the jobs she wants ('… como Enfermeira ou Técnica de Enfermagem …');
// - schools one a line, newest first, as 'Degree – School – when': 'Pós-Graduação em Urgência e Emergência –
//   Faculdade Pernambucana de Saúde (FPS) – Em andamento (previsão de conclusão: 12/2025)', 'Graduação em Enfermagem –
//   Universidade Federal de Pernambuco (UFPE) – Concluído em 2018', 'Curso Técnico em Enfermagem – SENAC – 2014';
// - each job as '**Employer** – Período: 03/2019 a atual' (the employer in bold, the rest not) over 'Cargo: …', in the
//   hospital also 'Setor: Clínica Médica e UTI Adulto', then 'Principais atividades:' over items in Word's default
//   list (U+F0B7 in Symbol), each ending in ';' and the last in '.', some wrapping; 'Atendente (Jovem Aprendiz)' as a
//   title; an empty paragraph between the jobs;
// - CURSOS COMPLEMENTARES as the same list, 'Course – Institution – Year (hours)', one at the SENAC again with a year
//   like the técnico's (courses: neither schools nor jobs);
// - 'QUALIFICAÇÕES / INFORMÁTICA' as two lines: 'Informática: Pacote Office (Word, Excel, PowerPoint), Sistema MV, Tasy'
//   (the label in bold; the skills, split by commas outside the parentheses) and 'Idioma: Inglês básico' (a spoken
//   language: no skill).
import {
  AlignmentType,
  BorderStyle,
  Document,
  LevelFormat,
  LineRuleType,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type IRunOptions,
  type ParagraphChild,
} from 'docx';
import { wordVariant, type Expected } from './docx-kit';

export const expected: Expected = {
  language: 'pt-BR',
  name: 'Fernanda Cristina de Albuquerque Lima',
  email: 'fernanda.albuquerque.lima@example.com',
  phone: '(81) 99876-5432',
  // The corpus joins an address's pieces with commas, whatever separators the line printed (see README).
  location: 'Rua dos Navegantes, nº 123, Boa Viagem, Recife/PE, CEP 51020-000',
  jobs: [
    {
      title: 'Técnica de Enfermagem',
      company: 'Hospital Santa Clara do Recife',
      start: '2019-03',
      end: 'present',
      bullets: [
        'Assistência de enfermagem a pacientes adultos internados na clínica médica e na UTI;',
        'Administração de medicamentos por via oral, intramuscular, subcutânea e endovenosa, conforme prescrição médica;',
        'Verificação e registro de sinais vitais, balanço hídrico e glicemia capilar;',
        'Realização de curativos, banho no leito, mudança de decúbito e cuidados com sondas e acessos venosos;',
        'Anotações de enfermagem e checagem da prescrição no sistema Tasy;',
        'Apoio à equipe no atendimento às intercorrências e na conferência do carrinho de emergência.',
      ],
    },
    {
      title: 'Assistente Administrativa',
      company: 'Clínica Vida & Saúde Diagnósticos Ltda.',
      start: '2015-08',
      end: '2019-02',
      bullets: [
        'Recepção de pacientes e agendamento de consultas e exames particulares e de convênios;',
        'Solicitação de autorizações de guias junto às operadoras de planos de saúde e conferência da documentação dos pacientes;',
        'Faturamento mensal das contas no padrão TISS e acompanhamento das glosas;',
        'Controle do estoque de materiais de escritório e de insumos da clínica;',
        'Organização e arquivamento de prontuários e documentos.',
      ],
    },
    {
      title: 'Atendente (Jovem Aprendiz)',
      company: 'Drogaria Boa Viagem',
      start: '2013-03',
      end: '2014-12',
      bullets: [
        'Atendimento ao cliente no balcão e no caixa;',
        'Reposição e organização dos produtos nas gôndolas;',
        'Conferência das notas fiscais no recebimento de mercadorias.',
      ],
    },
  ],
  schools: [
    {
      school: 'Faculdade Pernambucana de Saúde (FPS)',
      degree: 'Pós-Graduação em Urgência e Emergência',
      datesAsWritten: 'Em andamento (previsão de conclusão: 12/2025)',
    },
    { school: 'Universidade Federal de Pernambuco (UFPE)', degree: 'Graduação em Enfermagem', end: '2018' },
    { school: 'SENAC', degree: 'Curso Técnico em Enfermagem', end: '2014' },
  ],
  skills: ['Pacote Office (Word, Excel, PowerPoint)', 'Sistema MV', 'Tasy'],
};

type Job = (typeof expected.jobs)[0];
type School = (typeof expected.schools)[0];
const [hospital, clinica, drogaria] = expected.jobs as [Job, Job, Job];
const [fps, ufpe, senac] = expected.schools as [School, School, School];

/** A4 with Word's Brazilian default margins: 2,5 cm at the top and bottom, 3 cm at the sides. */
const PAGE = { width: 11906, height: 16838 };
const MARGIN = { top: 1417, bottom: 1417, left: 1701, right: 1701 };
const WIDTH = PAGE.width - MARGIN.left - MARGIN.right;

/** The sizes typed in the document, scaled with the rest for the rewrapped build. */
const sz = (halfPoints: number) => Math.round(halfPoints * wordVariant.scale);

type R = string | IRunOptions;
type Options = Partial<ConstructorParameters<typeof Paragraph>[0] & object>;
const runs = (list: R | R[]) =>
  (Array.isArray(list) ? list : [list]).map(
    (r) => new TextRun(typeof r === 'string' ? { text: r } : r),
  ) as ParagraphChild[];

/** A paragraph in the Normal style as Word 2016 has it: 8 pt after, line 1,08. */
const normal = (list: R | R[], options: Options = {}) => new Paragraph({ ...options, children: runs(list) });
/** A paragraph whose space after she set to 0 pt. */
const tight = (list: R | R[], options: Options = {}) =>
  new Paragraph({ ...options, spacing: { after: 0 }, children: runs(list) });
const empty = () => new Paragraph({ children: [] });
const centred = (list: R | R[]) => tight(list, { alignment: AlignmentType.CENTER });

/** Word's 'Tabela com grade': thin black lines all round. */
const rule = { style: BorderStyle.SINGLE, size: 4, color: '000000' };

/** A heading: an empty paragraph, then a one-cell table across the text, shaded grey, the heading in bold capitals. */
const heading = (text: string) => [
  empty(),
  new Table({
    width: { size: WIDTH, type: WidthType.DXA },
    columnWidths: [WIDTH],
    rows: [
      new TableRow({
        children: [
          new TableCell({
            width: { size: WIDTH, type: WidthType.DXA },
            borders: { top: rule, bottom: rule, left: rule, right: rule },
            shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'D9D9D9' },
            children: [normal({ text, bold: true })],
          }),
        ],
      }),
    ],
  }),
];

/** An item of Word's default bulleted list (U+F0B7 in Symbol), no space after it. */
const item = (text: string) => tight(text, { numbering: { reference: 'marcadores', level: 0 } });

const job = (j: Job, period: string, sector?: string) => [
  tight([{ text: j.company, bold: true }, ` – Período: ${period}`]),
  tight(`Cargo: ${j.title}`),
  ...(sector ? [tight(`Setor: ${sector}`)] : []),
  tight('Principais atividades:'),
  ...j.bullets.map(item),
];

const school = (s: School, when: string) => tight(`${s.degree!} – ${s.school} – ${when}`);

const courses = [
  'Suporte Básico de Vida (BLS) – American Heart Association – 2022 (8h)',
  'Curativos e Coberturas Especiais – Conselho Regional de Enfermagem de Pernambuco – 2021 (20h)',
  'Sala de Vacinação – Secretaria de Saúde do Recife – 2020 (40h)',
  'Faturamento Hospitalar e Auditoria de Contas Médicas – SENAC – 2016 (60h)',
];

export async function build(): Promise<Uint8Array> {
  const doc = new Document({
    creator: 'Fernanda',
    lastModifiedBy: 'Fernanda',
    // Word's default tab stops in a Brazilian install: every 1,25 cm.
    defaultTabStop: 708,
    styles: {
      default: {
        document: {
          run: { font: 'Arial', size: sz(22), language: { value: 'pt-BR' } },
          paragraph: { spacing: { before: 0, after: 160, line: 259, lineRule: LineRuleType.AUTO } },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: 'marcadores',
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '\uF0B7',
              alignment: AlignmentType.LEFT,
              style: { paragraph: { indent: { left: 720, hanging: 360 } }, run: { font: 'Symbol' } },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: { page: { size: PAGE, margin: MARGIN } },
        children: [
          centred({ text: expected.name.toUpperCase(), bold: true, size: sz(28) }),
          empty(),
          centred('Brasileira, solteira, 29 anos'),
          centred('Rua dos Navegantes, nº 123 – Boa Viagem – Recife/PE – CEP 51020-000'),
          centred(`Telefone: ${expected.phone!}`),
          centred(`E-mail: ${expected.email!}`),
          centred('COREN-PE: 654.321-TE'),
          ...heading('OBJETIVO'),
          normal(
            'Atuar na área da saúde como Enfermeira ou Técnica de Enfermagem, contribuindo com uma assistência ' +
              'humanizada e segura ao paciente e com a minha experiência na rotina administrativa de clínicas.',
            { alignment: AlignmentType.BOTH },
          ),
          ...heading('FORMAÇÃO ACADÊMICA'),
          school(fps, fps.datesAsWritten!),
          school(ufpe, 'Concluído em 2018'),
          school(senac, '2014'),
          ...heading('EXPERIÊNCIA PROFISSIONAL'),
          ...job(hospital, '03/2019 a atual', 'Clínica Médica e UTI Adulto'),
          empty(),
          ...job(clinica, '08/2015 a 02/2019'),
          empty(),
          ...job(drogaria, '03/2013 a 12/2014'),
          ...heading('CURSOS COMPLEMENTARES'),
          ...courses.map(item),
          ...heading('QUALIFICAÇÕES / INFORMÁTICA'),
          tight([{ text: 'Informática: ', bold: true }, expected.skills.join(', ')]),
          tight([{ text: 'Idioma: ', bold: true }, 'Inglês básico']),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(doc));
}
