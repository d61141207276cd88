import { describe, expect, it } from 'vitest';
import { cleanText, pdfLines, readResume } from '../src/import-reader';
import { acronymOf } from '../src/import-reader/header-pieces';
import { joinWrappedLines } from '../src/import-reader/join-lines';
import { cjkItems, measuredRows, type ItemRow } from './pdf-page';

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

// A Korean LinkedIn export (ko-html-linkedin) as another maker draws it: nothing in bold, its sidebar set smaller
// than its main column, and the sidebar's 'Languages' only a little larger than the lines around it.
const linkedIn = (): ItemRow[] => [
  ['연락처', 28, 53, 32, 12.4, SANS],
  ['taeho.yoon.ml@example.com', 28, 92, 120, 10.1, SANS],
  ['주요 기술', 28, 172, 45, 12.4, SANS],
  ['MLOps', 28, 194, 30, 10.1, SANS],
  ['Apache Spark', 28, 211, 60, 10.1, SANS],
  ['Languages', 28, 248, 52, 11.3, SANS],
  ['한국어 (Native or Bilingual)', 28, 269, 120, 10.1, SANS],
  ['영어 (Professional Working)', 28, 286, 125, 10.1, SANS],
  ['자격증', 28, 322, 32, 12.3, SANS],
  ['정보처리기사', 28, 344, 60, 10.0, SANS],
  ['윤태호', 190, 49, 75, 25.2, SANS],
  ['Senior Machine Learning Engineer at 온담커머스 | 추천 시스템 · MLOps', 190, 80, 350, 12.3, SANS],
  ['대한민국 서울', 190, 115, 58, 10.6, SANS],
  ['경력', 190, 150, 22, 15.7, SANS],
  ['주식회사 온담커머스', 190, 180, 100, 12.2, SANS],
  ['시니어 머신러닝 엔지니어', 190, 201, 115, 11.3, SANS],
  ['2020년 3월 - 현재 (4년 10개월)', 190, 217, 140, 10.6, SANS],
  ['홈 화면 개인화 추천 모델 설계 및 운영, 추천 영역 클릭률 38% 향상', 190, 235, 330, 10.6, SANS],
  ['Feast 피처 스토어 도입 및 데이터팀·백엔드팀과의 피처 정의 표준화', 190, 250, 330, 10.6, SANS],
  ['한국과학기술연구원(KIST)', 190, 280, 120, 12.1, SANS],
  ['연구 인턴', 190, 301, 45, 11.3, SANS],
  ['2015년 7월 - 2015년 8월 (2개월)', 190, 317, 140, 10.5, SANS],
  ['추천 알고리즘 논문 구현과 실험 결과 정리를 맡았습니다.', 190, 333, 260, 10.6, SANS],
];

describe('a LinkedIn export drawn without bold', () => {
  it("heads the languages with 'Languages', set larger than the sidebar's lines around it, not the skills", () => {
    const resume = readResume(pdfLines(measuredRows(linkedIn()))).resume;
    expect(resume.skills.core).toEqual(['MLOps', 'Apache Spark']);
    expect(resume.skills.languages).toEqual(['한국어 (Native or Bilingual)', '영어 (Professional Working)']);
  });

  it("reads '연구 인턴' (research intern) as the title and the institute over it as the employer", () => {
    const jobs = readResume(pdfLines(measuredRows(linkedIn()))).resume.experience;
    expect(jobs.map((j) => [j.title, j.company])).toEqual([
      ['시니어 머신러닝 엔지니어', '주식회사 온담커머스'],
      ['연구 인턴', '한국과학기술연구원(KIST)'],
    ]);
  });
});

// A Chinese job site's CV (zh-html-boss) as cairo redraws it, its Noto CJK in Type 3 fonts.
describe('a Chinese CV redrawn in Type 3 fonts', () => {
  it("keeps an item's last character and its stop, measured smaller alone on the next line, in the item", () => {
    const cjk = cjkItems('Type3', 10.6);
    const resume = readResume(
      pdfLines(
        measuredRows([
          cjk('周子航', 37, 81, 20.1),
          cjk('工作经历', 47, 320, 11.3),
          cjk('上海禾橙网络科技有限公司 | 2021.07-至今', 47, 352, 9.9),
          cjk('高级产品经理 · 产品部', 47, 369, 8.9),
          cjk('工作内容：', 47, 388, 8.8),
          cjk('1. 负责禾橙到家App会员与营销产品线，制定季度产品规划，管理2名产品经理；', 47, 403),
          cjk(
            '2. 设计优惠券、满减、限时秒杀等营销工具的中台化方案，支撑运营同学自助配置活动，活动上线周期由5天缩短到1',
            47,
            418,
            10.6,
            'Type3',
            510,
          ),
          cjk('天；', 47, 436, 8.0),
          cjk('3. 搭建会员与营销数据看板，每周组织数据复盘，推动20余项体验优化。', 47, 448),
        ]),
      ),
    ).resume;
    expect(resume.experience.map((j) => j.bullets)).toEqual([
      [
        '负责禾橙到家App会员与营销产品线，制定季度产品规划，管理2名产品经理；',
        '设计优惠券、满减、限时秒杀等营销工具的中台化方案，支撑运营同学自助配置活动，活动上线周期由5天缩短到1天；',
        '搭建会员与营销数据看板，每周组织数据复盘，推动20余项体验优化。',
      ],
    ]);
  });

  it("reads the door radical its font drew for '户' as the line's own door: simplified, Japanese, or left traditional", () => {
    expect(cleanText('负责新⽤⼾拉新与⽼带新产品')).toBe('负责新用户拉新与老带新产品');
    expect(cleanText('⽤⼾增⻓')).toBe('用户增长');
    expect(cleanText('神⼾市の⼾建て')).toBe('神戸市の戸建て');
    expect(cleanText('⽤⼾')).toBe('用戶');
  });
});

// A Chinese CV typed in a Word table (zh-word-biaoge): its education rows a school and a training course, the school's
// major courses under them.
describe("a training course in a Chinese CV's education table", () => {
  const cjk = cjkItems('NotoSansCJKsc-Regular', 10.5);
  const row = (y: number, ...cells: string[]) => cells.map((c, i) => cjk(c, [72, 170, 330, 440][i]!, y));
  const read = (courses: ItemRow[]) =>
    readResume(
      pdfLines(
        measuredRows([
          cjk('李晓明', 260, 60, 20),
          cjk('教育背景', 274, 316, 12, 'NotoSansCJKsc-Bold'),
          ...row(339, '2012.09-2016.06', '华南理工大学', '会计学', '本科'),
          ...row(362, '2019.02-2019.05', '深圳启航职业培训中心', '软件测试', '培训结业'),
          ...courses,
          cjk('专业技能', 274, 420, 12, 'NotoSansCJKsc-Bold'),
          cjk('熟练使用 Excel、SQL', 56, 443),
        ]),
      ),
    ).resume;
  const COURSES = '中级财务会计、成本会计、管理会计、审计学、税法、财务管理';

  it('is a certificate, not a school, and the courses under it go on the school above', () => {
    const resume = read([cjk('主修课程:', 63, 383), cjk(COURSES, 121, 383)]);
    expect(resume.education.map((e) => [e.school, e.details])).toEqual([['华南理工大学', [`主修课程: ${COURSES}`]]]);
    expect(resume.certifications).toEqual(['2019.02-2019.05 深圳启航职业培训中心 软件测试 培训结业']);
  });

  it("reads the courses' label in a cell of its own, apart from its wrapped list, as the school's detail", () => {
    const resume = read([
      cjk('主修课程', 61, 393),
      cjk('中级财务会计、成本会计、管理会计、', 121, 385, 10.5, 'NotoSansCJKsc-Regular', 330),
      cjk('审计学、税法、财务管理', 121, 400),
    ]);
    expect(resume.education.map((e) => [e.school, e.details])).toEqual([['华南理工大学', [`主修课程: ${COURSES}`]]]);
  });
});

// A Peruvian accountant's CV typed in WPS (es-word-wps-fechas), its lines broken elsewhere.
describe("a Peruvian CV's items and rated skills", () => {
  const cv = (): ItemRow[] => [
    ['Rosa Elena Quispe Huamán', 71, 60, 200, 16, 'Calibri-Bold'],
    ['EXPERIENCIA LABORAL', 71, 400, 150, 12, 'Calibri-Bold'],
    ['03/2019 – Actualidad', 88, 420, 100, 11, 'Calibri'],
    ['Estudio Contable Rivera & Asociados S.A.C.', 172, 420, 230, 11, 'Calibri-Bold'],
    ['Cargo: Asistente Contable', 172, 436, 140, 11, 'Calibri'],
    ['Funciones:', 172, 452, 60, 11, 'Calibri-Bold'],
    ['•', 172, 468, 5, 11, 'Symbol'],
    ['Preparar y presentar la declaración mensual del PDT 621 (IGV', 185, 468, 330, 12, 'Calibri'],
    ['– Renta) y los libros electrónicos en el PLE y el SIRE.', 172, 491, 300, 12, 'Calibri'],
    ['•', 172, 514, 5, 11, 'Symbol'],
    ['Elaborar los Estados Financieros mensuales y apoyar en el', 187, 514, 330, 12, 'Calibri'],
    ['cierre contable anual y en la auditoría externa.', 172, 537, 280, 12, 'Calibri'],
    ['CONOCIMIENTOS INFORMÁTICOS', 71, 580, 200, 12, 'Calibri-Bold'],
    ['✓', 71, 600, 6, 11, 'Calibri'],
    ['Siscont – Avanzado', 83, 600, 100, 11, 'Calibri'],
    ['✓', 71, 618, 6, 11, 'Calibri'],
    ['PDT 621, PDT PLAME, PLE y SIRE (SUNAT) – Avanzado', 83, 618, 270, 11, 'Calibri'],
  ];
  const resume = () => readResume(pdfLines(measuredRows(cv()))).resume;

  it('reads a dash the line wrapped before, inside brackets left open, as text going on, no new item', () => {
    expect(resume().experience[0]!.bullets).toEqual([
      'Preparar y presentar la declaración mensual del PDT 621 (IGV – Renta) y los libros electrónicos en el PLE y el SIRE.',
      'Elaborar los Estados Financieros mensuales y apoyar en el cierre contable anual y en la auditoría externa.',
    ]);
  });

  it('keeps skills rated together after a dash as one item, as written', () => {
    expect(resume().skills.core).toEqual(['Siscont – Avanzado', 'PDT 621, PDT PLAME, PLE y SIRE (SUNAT) – Avanzado']);
  });
});

// A Peruvian technician's CV typed in WPS (es-word-wps-peru), its lines broken elsewhere: each school's dates typed
// before its name with a tab too narrow to part them, its degree under it, further in.
describe("a Peruvian CV's schools, dated before their names", () => {
  const BOLD = 'Calibri-Bold';
  const resume = () =>
    readResume(
      pdfLines(
        measuredRows([
          ['Edwin Ramos Huamaní', 90, 60, 180, 16, BOLD],
          ['FORMACIÓN ACADÉMICA', 90, 390, 150, 12, BOLD],
          ['2016 – 2021 Universidad Tecnológica del Perú (UTP)', 90, 410, 290, 12, BOLD],
          ['Bachiller en Ingeniería Industrial', 161, 422, 180, 12, 'Calibri'],
          ['2010 – 2012 Servicio Nacional de Adiestramiento en Trabajo', 90, 438, 410, 12, BOLD],
          ['Industrial – SENATI', 90, 450, 110, 12, BOLD],
          ['Profesional Técnico en Mecánica de Mantenimiento', 161, 462, 270, 12, 'Calibri'],
          ['2005 – 2009 I.E. N.° 0089 “José Carlos Mariátegui”', 90, 478, 290, 12, BOLD],
          ['Educación Secundaria Completa', 161, 490, 170, 12, 'Calibri'],
        ]),
      ),
    ).resume;

  it("joins a school's name the line wrapped after its dates, its acronym after a dash kept in the name", () => {
    expect(resume().education.map((e) => [e.school, e.degree, e.startDate, e.endDate])).toEqual([
      ['Universidad Tecnológica del Perú (UTP)', 'Bachiller en Ingeniería Industrial', '2016', '2021'],
      [
        'Servicio Nacional de Adiestramiento en Trabajo Industrial – SENATI',
        'Profesional Técnico en Mecánica de Mantenimiento',
        '2010',
        '2012',
      ],
      ['I.E. N.° 0089 “José Carlos Mariátegui”', 'Educación Secundaria Completa', '2005', '2009'],
    ]);
  });

  it("tells a name's own acronym from another name after a dash", () => {
    expect(acronymOf('Servicio Nacional de Adiestramiento en Trabajo Industrial', 'SENATI')).toBe(true);
    expect(acronymOf('Universidad Tecnológica del Perú', 'UTP')).toBe(true);
    expect(acronymOf('Universidad de Lima', 'PUCP')).toBe(false);
    expect(acronymOf('Analista Contable', 'SAP')).toBe(false);
  });
});

// An Egyptian accountant's CV typed in Word (ar-word-egypt), its lines broken elsewhere: a job's header, dates in
// brackets after it, wraps the bracket's end onto the next line.
describe("an Arabic job's dates in brackets, their end wrapped onto the next line", () => {
  const N = 'NotoNaskhArabic-Regular';
  const B = 'NotoNaskhArabic-Bold';
  it('are read with the header, from the same right edge', () => {
    const rows: ItemRow[] = [
      ['أحمد محمود السيد', 330, 60, 180, 20, B],
      ['الخبرات العملية:', 420, 140, 116, 16.5, B],
      ['محاسب – شركة الفتح لتجارة الأدوات الكهربائية (من 2015 إلى 2018)', 160.3, 175, 378.2, 14.5, B],
      ['المسئوليات:', 475.8, 200, 62.9, 14.5, B],
      ['•', 510, 225, 5, 14.5, 'Symbol'],
      ['تسجيل القيود اليومية على برنامج الأمين للحسابات', 244.9, 225, 257.5, 14.5, N],
      ['محاسب تحت التمرين – مكتب سمير فهمي وشركاه للمحاسبة والمراجعة (من يوليو 2013', 77, 256, 461.4, 14.5, B],
      ['إلى سبتمبر 2014)', 439.7, 281, 99, 14.5, B],
      ['المسئوليات:', 475.8, 306, 62.9, 14.5, B],
      ['•', 510, 331, 5, 14.5, 'Symbol'],
      ['مراجعة المستندات والدفاتر لعملاء المكتب من الشركات الصغيرة', 184.2, 331, 318.1, 14.5, N],
    ];
    const jobs = readResume(pdfLines(measuredRows(rows))).resume.experience;
    expect(jobs.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['محاسب', 'شركة الفتح لتجارة الأدوات الكهربائية', '2015', '2018'],
      ['محاسب تحت التمرين', 'مكتب سمير فهمي وشركاه للمحاسبة والمراجعة', '2013-07', '2014-09'],
    ]);
  });
});

// An Egyptian accountant's CV typed in Word (ar-word-cv), its lines broken elsewhere: headers that fill their line
// leftwards wrap their last words onto the next line, set from the same right edge.
describe("an Arabic header's last words wrapped onto the next line", () => {
  const N = 'NotoNaskhArabic-Regular';
  const B = 'NotoNaskhArabic-Bold';
  const rows: ItemRow[] = [
    ['أحمد محمود السيد', 209, 98, 177, 20, B],
    ['الخبرات العملية', 388.6, 344, 117, 15.5, B],
    ['رئيس حسابات – شركة جهينة للصناعات الغذائية', 260, 368, 245.5, 13, N],
    ['مارس 2022 – حتى', 90, 368, 90, 13, N],
    ['الآن', 485, 383.4, 20.5, 13, N],
    ['•', 480, 401.6, 5, 13, 'Symbol'],
    ['الإشراف على فريق من 5 محاسبين وتوزيع المهام ومتابعة تنفيذها', 122, 401.6, 347, 13, N],
    ['محاسب – مكتب عبد الفتاح وشركاه للمحاسبة والمراجعة | 2016 –', 90, 625.7, 415.3, 13, B],
    ['2018', 472.3, 640.8, 33, 13, N],
    ['•', 480, 659, 5, 13, 'Symbol'],
    ['مراجعة الدفاتر والمستندات لعملاء المكتب من الشركات الصغيرة', 123.5, 659, 345.7, 13, N],
  ];
  const school: ItemRow[] = [
    ['المؤهلات العلمية', 378.5, 73, 127, 15.5, B],
    ['بكالوريوس التجارة – جامعة القاهرة – 2015', 230.4, 97, 274.8, 13, B],
    ['تقدير: جيد جدًا', 427.8, 112, 77.6, 13, N],
    ['دبلوم الدراسات العليا في المحاسبة والمراجعة – جامعة عين', 129.9, 133, 375.2, 13, B],
    ['شمس – 2018', 413.8, 148.5, 91.7, 13, B],
    ['تقدير: جيد', 450.4, 163.6, 55.1, 13, N],
  ];

  it('leaves a town under a header whose dates are whole a line of its own, no rest of the header', () => {
    const lines = pdfLines(
      measuredRows([
        ['محاسب أول – شركة المراعي للأغذية والمشروبات', 240, 368, 265.5, 13, N],
        ['يناير 2019 – فبراير 2022', 90, 368, 120, 13, N],
        ['الرياض', 465, 383.4, 40.5, 13, N],
        ['رئيس حسابات – شركة جهينة للصناعات الغذائية', 260, 420, 245.5, 13, N],
        ['مارس 2022 – حتى', 90, 420, 90, 13, N],
        ['الآن', 485, 435.4, 20.5, 13, N],
      ]),
    );
    expect(joinWrappedLines(lines).map((l) => l.text)).toEqual([
      'محاسب أول – شركة المراعي للأغذية والمشروبات يناير 2019 – فبراير 2022',
      'الرياض',
      'رئيس حسابات – شركة جهينة للصناعات الغذائية مارس 2022 – حتى الآن',
    ]);
  });

  it('reads them with their header: the dates whole, the school whole, a grade under it apart', () => {
    const resume = readResume(pdfLines(measuredRows(rows, school))).resume;
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['رئيس حسابات', 'شركة جهينة للصناعات الغذائية', '2022-03', ''],
      ['محاسب', 'مكتب عبد الفتاح وشركاه للمحاسبة والمراجعة', '2016', '2018'],
    ]);
    expect(resume.education.map((e) => [e.degree, e.school, e.endDate])).toEqual([
      ['بكالوريوس التجارة', 'جامعة القاهرة', '2015'],
      ['دبلوم الدراسات العليا في المحاسبة والمراجعة', 'جامعة عين شمس', '2018'],
    ]);
  });
});

// An Indonesian job site's CV (id-html-kalibrr): the site's name and when the CV was updated printed at each page's
// top, drawn after the page's sections.
describe("a job site's update note beside its name", () => {
  it('is page furniture, no entry of the section it was drawn after', () => {
    const resume = readResume(
      pdfLines(
        measuredRows([
          ['Pendidikan', 54, 120, 60, 11, 'Inter-Bold'],
          ['Universitas Gadjah Mada', 96, 140, 120, 9.5, 'Inter-Bold'],
          ['Sarjana (S1), Teknik Informatika', 96, 154, 150, 8.8, 'Inter'],
          ['2012 - 2016', 96, 167, 60, 8.3, 'Inter'],
          ['Rizky Aditya Nugroho', 122, 48, 180, 17, 'Inter-Bold'],
          ['rizky.nugroho@example.com', 122, 89, 130, 8.5, 'Inter'],
          ['karirloka', 419, 40, 40, 10, 'Inter'],
          ['Diperbarui 3 Des 2024', 470, 40, 90, 10, 'Inter'],
        ]),
      ),
    ).resume;
    expect(resume.education.map((e) => [e.school, e.degree])).toEqual([
      ['Universitas Gadjah Mada', 'Sarjana (S1), Teknik Informatika'],
    ]);
  });
});
