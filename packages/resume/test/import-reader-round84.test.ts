import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { cjkItems, measuredRows, type ItemRow } from './pdf-page';

// Corpus round 84: the 2004 Europass CV in Italian (it-word-europeo) as LibreOffice prints it, its labels marked,
// its footer a table of the page's number and the programme's links on every page; a developer CV made in LaTeX
// (en-latex-developercv), its skills charted beside the summary; a Portuguese CV in Word (pt-word-europass-pt); a Turkish job site's
// CV (tr-html-kariyer); the Friggeri CV in LaTeX (en-latex-friggeri), its sidebar on the left.

const SANS = 'LiberationSans';
const SANS_BOLD = 'LiberationSans-Bold';
/** A label cell set flush right against the value's column, and its value. */
const labelled = (label: string, value: string, y: number): ItemRow[] => [
  [label, 210 - label.length * 3.5, y, label.length * 3.5, 8.8, SANS],
  [value, 233.3, y, value.length * 5, 10, SANS],
];

/** The Europass footer: the page's number and the owner's name beside the programme's links, smaller. */
const foot = (page: number): ItemRow[] => [
  [`Pagina ${page} - Curriculum vitae di`, 114, 780, 96, 9, SANS],
  ['Per ulteriori informazioni:', 233.3, 780, 68, 7.5, SANS],
  ['BIANCHI, Francesca', 142.3, 790, 68, 9, SANS],
  ['www.cedefop.eu.int/transparency', 233.3, 790, 91, 7.5, SANS],
  ['www.europa.eu.int/comm/education/index_it.html', 233.3, 797, 134, 7.5, SANS],
  ['www.eurescv-search.com', 233.3, 805.6, 70, 7.5, SANS],
];

describe('a footer of contact details on every page', () => {
  it('is read once, from the first page, and its wrapped last line goes nowhere', () => {
    const foot = (): ItemRow[] => [
      ['megan.castellanos@example.co', 57, 746, 130, 9.5, SANS],
      ['m', 122, 758, 8, 9.5, SANS],
      ['Twitter handle', 219, 746, 65, 9.5, SANS],
      ['(720) 555-0146', 310, 746, 70, 9.5, SANS],
      ['linkedin.com/in/megancastellanos', 404, 746, 150, 9.5, SANS],
    ];
    const resume = readResume(
      pdfLines(
        measuredRows(
          [
            ['Megan Castellanos', 216, 60, 200, 24, SANS_BOLD],
            ['EXPERIENCE', 216, 120, 90, 13, SANS_BOLD],
            ['Math Teacher, Fort Collins High School', 216, 140, 230, 12.5, SANS_BOLD],
            ['AUGUST 2015 – PRESENT', 216, 156, 120, 10, SANS],
            ['Taught Algebra I and Geometry to five classes a year', 216, 172, 280, 12, SANS],
            ...foot(),
          ],
          [
            ['Math Tutor (Part-Time), Mathnasium of Fort Collins', 216, 70, 300, 12.5, SANS_BOLD],
            ['SEPTEMBER 2012 – DECEMBER 2014', 216, 86, 170, 10, SANS],
            ['Tutored students in grades 3 through 12 after school', 216, 103, 280, 12, SANS],
            ...foot(),
          ],
        ),
      ),
    ).resume;
    expect(resume.profile.phone).toBe('(720) 555-0146');
    expect(resume.experience.map((j) => [j.title, j.company])).toEqual([
      ['Math Teacher', 'Fort Collins High School'],
      ['Math Tutor (Part-Time)', 'Mathnasium of Fort Collins'],
    ]);
  });
});

describe('the 2004 Europass CV in Italian', () => {
  it("leaves out its footer, the same on every page but for the page's number, between a heading and its entry", () => {
    const resume = readResume(
      pdfLines(
        measuredRows(
          [
            ['Francesca Bianchi', 233.3, 150, 90, 12, SANS_BOLD],
            ['ISTRUZIONE E FORMAZIONE', 89.6, 761, 121, 13, SANS_BOLD],
            ...foot(1),
          ],
          [
            ...labelled('Date (da – a)', 'Settembre 2011 – Dicembre 2013', 83),
            ...labelled('Nome e tipo di istituto di istruzione o formazione', 'Politecnico di Milano', 97),
            ...labelled('Qualifica conseguita', 'Laurea Magistrale in Ingegneria Gestionale', 111),
            ...foot(2),
          ],
        ),
      ),
    ).resume;
    expect(resume.education.map((e) => [e.school, e.degree, e.startDate, e.endDate])).toEqual([
      ['Politecnico di Milano', 'Laurea Magistrale in Ingegneria Gestionale', '2011-09', '2013-12'],
    ]);
  });

  it("keeps a school's town, with its province's code, out of the school's name", () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Francesca Bianchi', 233.3, 60, 90, 12, SANS_BOLD],
          ['ISTRUZIONE E FORMAZIONE', 89.6, 100, 121, 13, SANS_BOLD],
          ...labelled('Date (da – a)', 'Settembre 2008 – Luglio 2011', 120),
          ...labelled(
            'Nome e tipo di istituto di istruzione o formazione',
            'Università degli Studi di Bergamo, Dalmine (BG)',
            134,
          ),
          ...labelled('Qualifica conseguita', 'Laurea triennale in Ingegneria Gestionale', 148),
        ]),
      ),
    ).resume;
    expect(resume.education.map((e) => [e.school, e.degree])).toEqual([
      ['Università degli Studi di Bergamo', 'Laurea triennale in Ingegneria Gestionale'],
    ]);
  });

  it("takes the duties written as one paragraph, its label marked, for the job's description", () => {
    const paragraph = [
      'Emissione degli ordini di acquisto e gestione delle consegne per la linea di',
      'assemblaggio cabine dello stabilimento di Torino; monitoraggio delle prestazioni',
      'dei fornitori e partecipazione ai progetti di localizzazione della componentistica.',
    ];
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Francesca Bianchi', 233.3, 60, 90, 12, SANS_BOLD],
          ['ESPERIENZA LAVORATIVA', 96.5, 100, 114, 13, SANS_BOLD],
          ...labelled('• Date (da – a)', 'Settembre 2014 – Febbraio 2019', 120),
          ...labelled('• Nome e indirizzo del datore di lavoro', 'Iveco S.p.A., Via Puglia 35, 10156 Torino', 134),
          ...labelled('• Tipo di impiego', 'Buyer componenti meccanici', 148),
          ...labelled('• Principali mansioni e responsabilità', paragraph[0]!, 162),
          [paragraph[1]!, 233.3, 175, 290, 10, SANS],
          [paragraph[2]!, 233.3, 188, 290, 10, SANS],
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.company, j.title, j.bullets, j.summary])).toEqual([
      ['Iveco S.p.A.', 'Buyer componenti meccanici', [], paragraph.join(' ')],
    ]);
  });
});

describe("a developer CV's skills charted beside its summary", () => {
  const paragraph = [
    'Backend developer with nine years of experience',
    'building travel search, betting and training platforms',
    'in Kotlin, Java and PHP. I like boring, well-tested',
    'services and runbooks people can follow at 3am.',
  ];
  const page = (chartRow: ItemRow[]) =>
    pdfLines(
      measuredRows([
        ['ISLA DRUMMOND', 48, 40, 200, 28, SANS_BOLD],
        ['WHO AM I?', 48, 131, 50, 9, SANS_BOLD],
        ...paragraph.map((text, i): ItemRow => [text, 45, 149 + i * 11, 200, 9, SANS]),
        // A bar chart's names, flush right against their bars, beside the paragraph.
        ...['Kotlin', 'Java', 'SQL', 'Python'].map((text, i): ItemRow => [
          text,
          345 - text.length * 5,
          155 + i * 15,
          text.length * 5,
          9,
          SANS,
        ]),
        ...chartRow,
        ['EXPERIENCE', 48, 332, 60, 9, SANS_BOLD],
        ['03/2021 – now', 45, 350, 60, 9, SANS],
        ['Senior Software Engineer', 134, 350, 110, 9, SANS_BOLD],
        ['Skyscanner', 511, 350, 45, 9, SANS],
      ]),
    );

  it('reads the names beside the paragraph and in a row under it as skills, and the paragraph alone as the summary', () => {
    const bubbles = ['AWS', 'Kafka', 'Docker', 'Terraform'].map((text, i): ItemRow => [
      text,
      164 + i * 45,
      258,
      text.length * 5,
      9,
      SANS,
    ]);
    const resume = readResume(page(bubbles)).resume;
    expect(resume.summary).toBe(paragraph.join(' '));
    expect(resume.skills.core).toEqual(['Kotlin', 'Java', 'SQL', 'Python', 'AWS', 'Kafka', 'Docker', 'Terraform']);
  });

  it("keeps a justified line's words, drawn one by one, in the summary", () => {
    const words = 'and then a few more words in a row'.split(' ');
    const justified = words.map((text, i): ItemRow => [text, 45 + i * 25, 193, text.length * 4, 9, SANS]);
    const resume = readResume(page(justified)).resume;
    expect(resume.summary).toBe([...paragraph, words.join(' ')].join(' '));
    expect(resume.skills.core).toEqual(['Kotlin', 'Java', 'SQL', 'Python']);
  });
});

describe('a Portuguese CV typed in Word', () => {
  it("reads a year a wrapped item's sentence goes on after as the item's, no job's dates", () => {
    const item = (text: string, y: number, mark = true): ItemRow[] => [
      ...(mark ? [['•', 90, y, 4, 11, SANS] as ItemRow] : []),
      [text, 103, y, text.length * 5.2, 11, SANS],
    ];
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['João Pedro Almeida Correia', 85, 60, 200, 14, SANS_BOLD],
          ['EXPERIÊNCIA PROFISSIONAL', 85, 100, 170, 12, SANS_BOLD],
          ['Gestor de Projeto', 85, 120, 100, 11, SANS_BOLD],
          ['09/2019 – Presente', 415, 120, 95, 11, SANS],
          ['Atlântico Digital, S.A. – Lisboa', 85, 136, 170, 11, SANS],
          ...item('Migração da plataforma de homebanking de um cliente para a cloud Microsoft', 154),
          ...item('Azure, concluída em 2021 dentro do prazo', 169, false),
          ...item('Acompanhamento da certificação ISO 27001', 185),
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.title, j.bullets])).toEqual([
      [
        'Gestor de Projeto',
        [
          'Migração da plataforma de homebanking de um cliente para a cloud Microsoft Azure, concluída em 2021 dentro do prazo',
          'Acompanhamento da certificação ISO 27001',
        ],
      ],
    ]);
  });
});

describe("a Turkish job site's CV", () => {
  it("reads a company whose name ends on its legal form's stop, 'Ltd. Şti.', as the company, no sentence", () => {
    const job = (title: string, company: string, dates: string, y: number): ItemRow[] => [
      [title, 52, y, title.length * 5.5, 10, SANS_BOLD],
      [company, 52, y + 15, company.length * 5, 9.5, SANS],
      [dates, 52, y + 28, dates.length * 4.5, 8.5, SANS],
    ];
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Mehmet Çağrı Öztürk', 43, 86, 190, 20, SANS_BOLD],
          ['İş Deneyimleri', 43, 285, 80, 11, SANS_BOLD],
          ...job(
            'Satış Operasyonları Uzmanı',
            'Anadolu Lojistik ve Dağıtım Hizmetleri Ltd. Şti.',
            'Mart 2018 - Aralık 2020',
            300,
          ),
          ['Kurumsal müşterilerin sipariş ve sevkiyat süreçlerini uçtan uca takip ettim.', 52, 345, 380, 9.5, SANS],
          ...job('Satış Temsilcisi', 'Ege Ofis Malzemeleri San. ve Tic. A.Ş.', 'Temmuz 2016 - Şubat 2018', 370),
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Satış Operasyonları Uzmanı', 'Anadolu Lojistik ve Dağıtım Hizmetleri Ltd. Şti.', '2018-03', '2020-12'],
      ['Satış Temsilcisi', 'Ege Ofis Malzemeleri San. ve Tic. A.Ş.', '2016-07', '2018-02'],
    ]);
  });
});

describe('the Friggeri CV, its sidebar on the left read after the main column', () => {
  it("goes on with the main column's last section on the next page, however the sidebar's heading is centred", () => {
    const sidebar = (text: string, y: number): ItemRow => [text, 150 - text.length * 5, y, text.length * 5, 10, SANS];
    const resume = readResume(
      pdfLines(
        measuredRows(
          [
            ['Colleen Brennan', 173, 60, 200, 28, SANS_BOLD],
            ['experience', 173, 120, 70, 14, SANS_BOLD],
            ['2019–now', 173, 140, 45, 10, SANS],
            ['Data Engineer', 244, 140, 70, 10, SANS_BOLD],
            ['PNC Financial Services', 460, 140, 100, 10, SANS],
            ['talks', 173, 700, 30, 14, SANS_BOLD],
            ['2024', 173, 720, 25, 10, SANS],
            ['Testing pipelines in production', 244, 720, 150, 10, SANS],
            ['PyCon US', 470, 720, 45, 10, SANS],
            // The sidebar, its headings and lines set flush right against the main column.
            ['tools', 117, 345, 33, 14, SANS_BOLD],
            sidebar('dbt, Snowflake', 361),
            sidebar('Tableau', 373),
          ],
          [
            ['2023', 173, 57, 25, 10, SANS],
            ['Contracts for dbt models', 244, 57, 120, 10, SANS],
            ['PyData Pittsburgh', 460, 57, 85, 10, SANS],
          ],
        ),
      ),
    ).resume;
    expect(resume.skills.core).toEqual(['dbt', 'Snowflake', 'Tableau']);
    expect(resume.custom.find((c) => c.label === 'talks')?.bullets.join(' | ')).toContain('Contracts for dbt models');
  });
});

describe("Taiwan's 104 job bank", () => {
  it("reads its schools' rows, each ranked '最高學歷' or '次高學歷', without taking the rank for the degree", () => {
    const cjk = cjkItems('NotoSansCJKtc-Regular', 9.5);
    const row = (rank: string, school: string, department: string, degree: string, dates: string, y: number) => [
      cjk(rank, 41.6, y),
      cjk(school, 106.8, y),
      cjk(department, 275.4, y),
      cjk(degree, 369.4, y),
      cjk(dates, 413.8, y),
      cjk('畢業', 524.4, y),
    ];
    const resume = readResume(
      pdfLines(
        measuredRows([
          cjk('林怡君', 41.6, 60, 20, 'NotoSansCJKtc-Bold'),
          cjk('學歷', 43.8, 120, 11, 'NotoSansCJKtc-Bold'),
          ...row('最高學歷', '國立臺灣大學', '資訊工程學系', '學士', '2012/9 ~ 2016/6', 148),
          ...row('次高學歷', '臺北市立中山女子高級中學', '普通科', '高中', '2009/9 ~ 2012/6', 170),
        ]),
      ),
    ).resume;
    expect(resume.education.map((e) => [e.school, e.startDate, e.endDate])).toEqual([
      ['國立臺灣大學', '2012-09', '2016-06'],
      ['臺北市立中山女子高級中學', '2009-09', '2012-06'],
    ]);
    expect(resume.education.map((e) => `${e.degree} ${e.field}`).join(' ')).not.toMatch(/學歷/u);
  });
});

describe('a Chinese CV typed in a Word table', () => {
  it('goes on with a duty the page broke mid-phrase at the top of the next page', () => {
    const cjk = cjkItems('NotoSansCJKsc-Regular', 11.5);
    const resume = readResume(
      pdfLines(
        measuredRows(
          [
            cjk('王丽娜', 260, 60, 20, 'NotoSansCJKsc-Bold'),
            cjk('工作经历', 272, 600, 13, 'NotoSansCJKsc-Bold'),
            cjk('起止时间', 56.4, 630),
            cjk('2016.07-2019.01', 121.4, 630),
            cjk('公司名称', 300, 630),
            cjk('广州恒丰贸易有限公司', 365, 630),
            cjk('职位', 56.4, 646),
            cjk('会计', 121.4, 646),
            cjk('工作内容', 56.4, 662),
            cjk('1.负责公司日常账务处理，审核原始凭证；', 121.4, 662),
            cjk('2.使用金蝶 K3 系统进行总账、应收应付和固定资产模块的日常操作(月结、对', 121.4, 758.7),
          ],
          [
            cjk('账、折旧计提)。', 121.4, 62.4),
            cjk('专业技能', 272, 84, 13, 'NotoSansCJKsc-Bold'),
            cjk('熟练使用 Excel', 56.4, 107),
          ],
        ),
      ),
    ).resume;
    expect(resume.experience.map((j) => [j.company, j.title, j.bullets])).toEqual([
      [
        '广州恒丰贸易有限公司',
        '会计',
        [
          '负责公司日常账务处理，审核原始凭证；',
          '使用金蝶 K3 系统进行总账、应收应付和固定资产模块的日常操作(月结、对账、折旧计提)。',
        ],
      ],
    ]);
  });
});
