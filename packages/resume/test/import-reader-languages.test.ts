import { describe, expect, it } from 'vitest';
import { findDates, findPhone, headingKind, pdfLines, readResume } from '../src/import-reader';
import { page, type PageRow } from './pdf-page';
import { ALL_RESUME_TEXTS } from '../src/locale/all';
import { HEADING_KEYS } from '../src/locale/keys';

// Issue #35 item 8 and #39: resumes in the resume languages beyond English, Spanish and German, as their writers
// set them: the section headings, a job's header with the dates in the language's own words, and a school.

function read(lines: Array<[string, 'h' | 'b' | 'i' | '']>) {
  const rows: PageRow[] = [
    ['Sanne de Vries', 54, 60, 20, 'Helvetica-Bold'],
    ['sanne@example.nl', 54, 80],
  ];
  let y = 120;
  for (const [text, style] of lines) {
    const font = { h: 'Helvetica-Bold', b: 'Helvetica-Bold', i: 'Helvetica-Oblique', '': 'Helvetica' }[style];
    rows.push([text, style === '' && text.length > 40 ? 66 : 54, y, style === 'h' ? 12 : 10, font]);
    y += style === 'h' ? 20 : 14;
  }
  return readResume(pdfLines(page(rows))).resume;
}

describe('a job in the languages of the world', () => {
  it.each<[string, string, string, string, string, string, string]>([
    // heading, header line 1, header line 2, item, title, company, start–end
    [
      'Werkervaring',
      'Marketingmanager',
      'Coolblue, Rotterdam | januari 2019 – heden',
      'Leidde een team van vijf marketeers en verdubbelde het bereik',
      'Marketingmanager',
      'Coolblue',
      '2019-01–',
    ],
    [
      'Expérience professionnelle',
      'Chargée de communication',
      'Orange, Paris | janv. 2019 – aujourd’hui',
      'Pilotage de la communication interne pour 3 000 salariés',
      'Chargée de communication',
      'Orange',
      '2019-01–',
    ],
    [
      'Esperienza lavorativa',
      'Responsabile di negozio',
      'Esselunga, Milano | gennaio 2019 – oggi',
      'Gestione di un team di dodici persone e degli ordini settimanali',
      'Responsabile di negozio',
      'Esselunga',
      '2019-01–',
    ],
    [
      'Experiência profissional',
      'Analista de Sistemas',
      'Banco do Brasil, Brasília | jan. 2019 – atual',
      'Automatizei a conciliação diária e reduzi o tempo em 40%',
      'Analista de Sistemas',
      'Banco do Brasil',
      '2019-01–',
    ],
    [
      'Doświadczenie zawodowe',
      'Księgowa',
      'PKO Bank Polski, Warszawa | styczeń 2019 – obecnie',
      'Prowadzenie ksiąg rachunkowych dla dwudziestu spółek zależnych',
      'Księgowa',
      'PKO Bank Polski',
      '2019-01–',
    ],
    [
      'Arbetslivserfarenhet',
      'Projektledare',
      'Ericsson, Stockholm | jan 2019 – nu',
      'Ledde införandet av ett nytt ärendesystem för hela supportavdelningen',
      'Projektledare',
      'Ericsson',
      '2019-01–',
    ],
    [
      'İş Deneyimi',
      'Yazılım Mühendisi',
      'Trendyol, İstanbul | Ocak 2019 – Günümüz',
      'Ödeme servisinin yanıt süresini yüzde otuz kısalttım ve izlemeyi kurdum',
      'Yazılım Mühendisi',
      'Trendyol',
      '2019-01–',
    ],
    [
      'Werkervaring',
      'Verpleegkundige',
      'Erasmus MC, Rotterdam | mrt. 2016 – dec. 2018',
      'Verzorgde patiënten op de afdeling cardiologie in wisselende diensten',
      'Verpleegkundige',
      'Erasmus MC',
      '2016-03–2018-12',
    ],
    [
      'Expérience',
      'Serveur',
      'Le Petit Zinc, Lyon | juin 2016 – août 2018',
      'Service en salle pour soixante couverts et encaissement',
      'Serveur',
      'Le Petit Zinc',
      '2016-06–2018-08',
    ],
  ])('%s: %s', (heading, first, second, item, title, company, dates) => {
    const r = read([
      [heading.toUpperCase(), 'h'],
      [first, 'b'],
      [second, 'i'],
      [`• ${item}`, ''],
    ]);
    expect(r.experience.map((j) => [j.title, j.company, `${j.startDate}–${j.endDate}`])).toEqual([
      [title, company, dates],
    ]);
    expect(r.experience[0]!.bullets).toEqual([item]);
    // The town after the employer is the job's place.
    expect(r.experience[0]!.location).toBe(second.split(',')[1]!.split('|')[0]!.trim());
  });
});

describe('a date range set apart from itself by a template’s gaps', () => {
  // Tech Minimal prints title, company and dates on one line, and its dates' start and end apart: pdf.js gives the
  // range in two or three parts of the line ('2021年4月' ¦ '– 現在', 'März' ¦ '2021' ¦ '– heute').
  it.each<[string, string, PageRow[], string]>([
    [
      '職務経歴',
      'ja',
      [
        ['テックリード', 54, 140, 10, 'Helvetica-Bold'],
        ['株式会社ブライトウェーブ', 160, 140],
        ['2021年4月', 400, 140],
        ['– 現在', 470, 140],
      ],
      '2021-04–',
    ],
    [
      'Berufserfahrung',
      'de',
      [
        ['Teamleiterin', 54, 140, 10, 'Helvetica-Bold'],
        ['Brightwave GmbH', 160, 140],
        ['März', 380, 140],
        ['2021', 420, 140],
        ['– Dez. 2023', 470, 140],
      ],
      '2021-03–2023-12',
    ],
  ])('%s', (heading, _, row, dates) => {
    const r = readResume(
      pdfLines(
        page([
          ['Misaki Sato', 54, 60, 20, 'Helvetica-Bold'],
          ['misaki@example.jp', 54, 80],
          [heading, 54, 120, 12, 'Helvetica-Bold'],
          ...row,
          ['• 決済基盤を再設計し、平均応答時間を四割短縮しました。', 66, 156],
        ]),
      ),
    ).resume;
    expect(r.experience.map((j) => [j.title, j.company, `${j.startDate}–${j.endDate}`])).toEqual([
      [row[0]![0], row[1]![0], dates],
    ]);
  });
});

describe('section headings in the resume languages', () => {
  it.each<[string, string]>([
    ['Werkervaring', 'experience'],
    ['Opleiding', 'education'],
    ['Opleidingen', 'education'],
    ['Vaardigheden', 'skills'],
    ['Talen', 'languages'],
    ['Profiel', 'summary'],
    ['Persoonlijke gegevens', 'contact'],
    ['Cursussen', 'certifications'],
    ['Formation', 'education'],
    ['Compétences', 'skills'],
    ['Langues', 'languages'],
    ['Centres d’intérêt', 'interests'],
    ['Istruzione e formazione', 'education'],
    ['Competenze', 'skills'],
    ['Lingue', 'languages'],
    ['Formação acadêmica', 'education'],
    ['Competências', 'skills'],
    ['Idiomas', 'languages'],
    ['Wykształcenie', 'education'],
    ['Umiejętności', 'skills'],
    ['Języki obce', 'languages'],
    ['Utbildning', 'education'],
    ['Kompetenser', 'skills'],
    ['Språk', 'languages'],
    ['Eğitim', 'education'],
    ['Yetenekler', 'skills'],
    ['Diller', 'languages'],
    ['Опыт работы', 'experience'],
    ['Образование', 'education'],
    ['Навыки', 'skills'],
    ['Досвід роботи', 'experience'],
    ['Освіта', 'education'],
    ['Επαγγελματική εμπειρία', 'experience'],
    ['Εκπαίδευση', 'education'],
    ['Pengalaman Kerja', 'experience'],
    ['Pendidikan', 'education'],
    ['Keahlian', 'skills'],
    ['Kinh nghiệm làm việc', 'experience'],
    ['Học vấn', 'education'],
    ['Kỹ năng', 'skills'],
    ['경력', 'experience'],
    ['학력', 'education'],
    ['ประสบการณ์ทำงาน', 'experience'],
    ['การศึกษา', 'education'],
    ['कार्य अनुभव', 'experience'],
    ['शिक्षा', 'education'],
    ['ניסיון תעסוקתי', 'experience'],
    ['השכלה', 'education'],
    ['سوابق کاری', 'experience'],
    ['تحصیلات', 'education'],
    ['工作经历', 'experience'],
    ['教育背景', 'education'],
    ['工作經歷', 'experience'],
    ['学歴', 'education'],
    // Capitals as they are written (Greek without its accents) or typed in haste.
    ['ΕΠΑΓΓΕΛΜΑΤΙΚΗ ΕΜΠΕΙΡΙΑ', 'experience'],
    ['ΕΚΠΑΙΔΕΥΣΗ', 'education'],
    ['ΔΕΞΙΟΤΗΤΕΣ', 'skills'],
    ['ΠΙΣΤΟΠΟΙΗΣΕΙΣ', 'certifications'],
    ['FORMACION ACADEMICA', 'education'],
    ['INFORMACION PERSONAL', 'contact'],
    ['EXPERIENCE PROFESSIONNELLE', 'experience'],
    ['COMPETENCES', 'skills'],
    ['FORMAÇÃO ACADEMICA', 'education'],
    ['DENEYIM', 'experience'],
  ])('%s', (text, kind) => {
    expect(headingKind(text)?.kind).toBe(kind);
  });

  // Resumey's own PDF of a resume in any language is read back by these rules: its headings must name their section
  // whole, not by one word of two ('نبذة مهنية' was 'نبذة' and a word more, too little to be sure).
  it.each(Object.entries(ALL_RESUME_TEXTS))('the headings Resumey prints in %s', (_, texts) => {
    const misread = HEADING_KEYS.filter((k) => {
      const read = headingKind(texts[k]);
      return read?.kind !== k || read.cover < 1;
    }).map((k) => texts[k]);
    expect(misread).toEqual([]);
  });
});

describe('dates in the resume languages, as their writers set them', () => {
  it.each<[string, string, string]>([
    ['januari 2019 – heden', '2019-01', ''],
    ['sep. 2015 - aug. 2018', '2015-09', '2018-08'],
    ['janvier 2019 – présent', '2019-01', ''],
    ['févr. 2017 – déc. 2018', '2017-02', '2018-12'],
    ['depuis mars 2020', '2020-03', ''],
    ['gennaio 2019 – presente', '2019-01', ''],
    ['mar 2016 – dic 2018', '2016-03', '2018-12'],
    ['janeiro de 2019 – o momento', '2019-01', ''],
    ['fev. 2017 – dez. 2018', '2017-02', '2018-12'],
    ['styczeń 2019 – obecnie', '2019-01', ''],
    ['03.2016 – 12.2018', '2016-03', '2018-12'],
    ['maj 2017 – nu', '2017-05', ''],
    ['Ocak 2019 – halen', '2019-01', ''],
    ['Şubat 2017 – Aralık 2018', '2017-02', '2018-12'],
    ['январь 2019 — настоящее время', '2019-01', ''],
    ['март 2016 — декабрь 2018', '2016-03', '2018-12'],
    ['січень 2019 — дотепер', '2019-01', ''],
    ['Ιανουάριος 2019 – σήμερα', '2019-01', ''],
    ['Ιαν 2017 – Δεκ 2018', '2017-01', '2018-12'],
    ['Januari 2019 – Sekarang', '2019-01', ''],
    ['Tháng 1 2019 – Hiện tại', '2019-01', ''],
    ['01/2019 – nay', '2019-01', ''],
    ['2019年1月 – 現在', '2019-01', ''],
    ['2016年3月～2018年12月', '2016-03', '2018-12'],
    ['2019年1月 - 至今', '2019-01', ''],
    // Taiwan's words for 'to date' and 'still employed' (迄今, 目前, 在職), which its Minguo dates took first.
    ['2019年3月 – 迄今', '2019-03', ''],
    ['2019年3月 ~ 目前', '2019-03', ''],
    ['2019.03 - 在職', '2019-03', ''],
    ['2019.01 – 2021.06', '2019-01', '2021-06'],
    ['2019년 1월 – 현재', '2019-01', ''],
    ['มกราคม 2019 – ปัจจุบัน', '2019-01', ''],
    ['जनवरी 2019 – वर्तमान', '2019-01', ''],
    ['ינואר 2019 – היום', '2019-01', ''],
    ['يناير 2019 – حتى الآن', '2019-01', ''],
    ['ژانویه ۲۰۱۹ – اکنون', '2019-01', ''],
  ])('%s', (text, start, end) => {
    expect(findDates(text)).toMatchObject({ start, end, asWritten: false });
  });
});

describe('a Persian resume’s dates', () => {
  it.each<[string, string, string]>([
    ['ژانویه ۲۰۱۹ – اکنون', '2019-01', ''],
    ['فروردین ۱۳۹۸ – اکنون', '2019-04', ''],
    ['مهر ۱۳۹۵ تا دی ۱۳۹۷', '2016-10', '2019-01'],
    ['اسفند ۱۳۹۹ – تاکنون', '2021-03', ''],
    ['۱۳۹۲ – ۱۳۹۶', '2013', '2017'],
  ])('%s', (text, start, end) => {
    expect(findDates(text)).toMatchObject({ start, end, asWritten: false });
  });

  it('leaves an Arabic lunar year alone, and keeps the text as written', () => {
    expect(findDates('1440 هـ')?.start).not.toBe('2061');
    expect(findDates('فروردین ۱۳۹۸ – اکنون')?.text).toBe('فروردین ۱۳۹۸ – اکنون');
  });
});

describe('a school in the languages of the world', () => {
  it.each<[string, string, string, string, string]>([
    // heading, header line 1, header line 2, school, degree
    [
      'Opleiding',
      'Erasmus Universiteit Rotterdam',
      'Master Bedrijfskunde | 2014 – 2016',
      'Erasmus Universiteit Rotterdam',
      'Master Bedrijfskunde',
    ],
    [
      'Formation',
      'Université Paris-Dauphine',
      'Master Finance | 2014 – 2016',
      'Université Paris-Dauphine',
      'Master Finance',
    ],
    [
      'Istruzione',
      'Politecnico di Milano',
      'Laurea Magistrale in Ingegneria Informatica | 2014 – 2016',
      'Politecnico di Milano',
      'Laurea Magistrale in Ingegneria Informatica',
    ],
    [
      'Formação acadêmica',
      'Universidade de São Paulo',
      'Bacharelado em Administração | 2014 – 2017',
      'Universidade de São Paulo',
      'Bacharelado em Administração',
    ],
    [
      'Wykształcenie',
      'Uniwersytet Warszawski',
      'Magister, Ekonomia | 2014 – 2016',
      'Uniwersytet Warszawski',
      'Magister, Ekonomia',
    ],
    [
      'Utbildning',
      'Kungliga Tekniska högskolan',
      'Civilingenjör, Datateknik | 2011 – 2016',
      'Kungliga Tekniska högskolan',
      'Civilingenjör, Datateknik',
    ],
    [
      'Eğitim',
      'Boğaziçi Üniversitesi',
      'Bilgisayar Mühendisliği Lisans | 2012 – 2016',
      'Boğaziçi Üniversitesi',
      'Bilgisayar Mühendisliği Lisans',
    ],
    [
      'Образование',
      'Московский государственный университет',
      'Бакалавр экономики | 2012 – 2016',
      'Московский государственный университет',
      'Бакалавр экономики',
    ],
    [
      'Освіта',
      'Київський національний університет',
      'Магістр права | 2012 – 2017',
      'Київський національний університет',
      'Магістр права',
    ],
    [
      'Pendidikan',
      'Universitas Indonesia',
      'Sarjana Teknik Informatika | 2012 – 2016',
      'Universitas Indonesia',
      'Sarjana Teknik Informatika',
    ],
  ])('%s: %s', (heading, first, second, school, degree) => {
    const r = read([
      [heading.toUpperCase(), 'h'],
      [first, 'b'],
      [second, 'i'],
    ]);
    expect(r.education.map((e) => [e.school, e.degree])).toEqual([[school, degree]]);
    expect(r.education[0]!.startDate).toMatch(/^20\d\d$/);
  });
});

describe('the section of lines no rule placed', () => {
  it('is headed in the resume’s language, and the report names it so', async () => {
    const { fromPdfPages } = await import('../src/pdf-import');
    const result = fromPdfPages(
      page([
        ['Sanne de Vries', 54, 60, 20, 'Helvetica-Bold'],
        ['sanne@example.nl', 54, 80],
        ['Marketingmanager met tien jaar ervaring', 54, 94],
        ['BSN 123456782', 54, 108],
        ['WERKERVARING', 54, 130, 12, 'Helvetica-Bold'],
        ['Marketingmanager', 54, 140, 10, 'Helvetica-Bold'],
        ['Coolblue, Rotterdam | januari 2019 – heden', 54, 154, 10, 'Helvetica-Oblique'],
        ['• Leidde een team van vijf marketeers en verdubbelde het bereik', 66, 168],
        ['OPLEIDING', 54, 200, 12, 'Helvetica-Bold'],
        ['Erasmus Universiteit Rotterdam', 54, 220, 10, 'Helvetica-Bold'],
        ['Master Bedrijfskunde | 2014 – 2016', 54, 234, 10, 'Helvetica-Oblique'],
      ]),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.meta.language).toBe('nl');
    const review = result.resume.custom.find((c) => c.label === 'Geïmporteerd – controleren');
    expect(review?.bullets.length).toBeGreaterThan(0);
    expect(result.resume.custom.map((c) => c.label)).not.toContain('Imported - please review');
    expect(result.report?.dropped).toEqual([
      { code: 'lines-not-recognised', count: review!.bullets.length, value: 'Geïmporteerd – controleren' },
    ]);
  });
});

describe('a date of birth is no phone number', () => {
  it.each([
    'Nationaliteit Nederlandse, geboren 12-03-1990',
    'Geboortedatum: 12-03-1990',
    'Date de naissance : 12.03.1990',
    'Née le 12/03/1990 à Lyon',
    'Дата рождения: 12.03.1990',
    'Родился 12-03-1990',
    'Data di nascita 1990-03-12',
    'Doğum tarihi: 12.03.1990',
  ])('%s', (line) => {
    expect(findPhone(line)).toBeUndefined();
  });

  it('still reads phones written with dashes and dots', () => {
    expect(findPhone('06-12345678')).toBe('06-12345678');
    expect(findPhone('Tel. 030-123 45 67')).toBe('030-123 45 67');
    expect(findPhone('+49 30 12345678 · geboren in Berlin')).toBe('+49 30 12345678');
  });
});

describe('the header of a resume from each country', () => {
  const header = (name: string, rows: string[]) =>
    readResume(
      pdfLines(
        page([
          [name, 54, 60, 20, 'Helvetica-Bold'],
          ...rows.map((text, i): PageRow => [text, 54, 84 + i * 14]),
          ['EXPERIENCE', 54, 200, 12, 'Helvetica-Bold'],
          ['Analyst, Acme Corp, 2019 – 2021', 54, 220],
        ]),
      ),
    ).resume.profile;

  it.each<[string, string[], string, string]>([
    [
      'Sanne de Vries',
      ['Keizersgracht 12, 1015 CS Amsterdam', '+31 6 12345678 · sanne@example.nl'],
      '+31 6 12345678',
      'Keizersgracht 12, 1015 CS Amsterdam',
    ],
    ['Sanne de Vries', ['Utrecht | 06-12345678 | sanne@example.nl'], '06-12345678', 'Utrecht'],
    [
      'Camille Martin',
      ['12 rue de la Paix, 75002 Paris', '06 12 34 56 78 – camille@example.fr'],
      '06 12 34 56 78',
      '12 rue de la Paix, 75002 Paris',
    ],
    [
      'Giulia Rossi',
      ['Via Roma 10, 20121 Milano', 'Cell. +39 333 123 4567', 'giulia@example.it'],
      '+39 333 123 4567',
      'Via Roma 10, 20121 Milano',
    ],
    [
      'Ana Souza',
      ['São Paulo - SP', '+55 (11) 91234-5678 | ana@example.com.br'],
      '+55 (11) 91234-5678',
      'São Paulo - SP',
    ],
    [
      'Anna Kowalska',
      ['ul. Marszałkowska 1, 00-001 Warszawa', 'tel. +48 600 123 456', 'anna@example.pl'],
      '+48 600 123 456',
      'ul. Marszałkowska 1, 00-001 Warszawa',
    ],
    ['Erik Svensson', ['Stockholm, Sverige', '070-123 45 67 · erik@example.se'], '070-123 45 67', 'Stockholm, Sverige'],
    [
      'Ayşe Yılmaz',
      ['İstanbul, Türkiye', '+90 532 123 45 67', 'ayse@example.com.tr'],
      '+90 532 123 45 67',
      'İstanbul, Türkiye',
    ],
    ['Иван Петров', ['Москва', '+7 (916) 123-45-67', 'ivan@example.ru'], '+7 (916) 123-45-67', 'Москва'],
    [
      'Олена Шевченко',
      ['Київ, Україна', 'Тел.: +380 67 123 4567', 'olena@example.ua'],
      '+380 67 123 4567',
      'Київ, Україна',
    ],
    ['Γιώργος Παπαδόπουλος', ['Αθήνα', '+30 691 234 5678 · giorgos@example.gr'], '+30 691 234 5678', 'Αθήνα'],
    ['山田 太郎', ['東京都渋谷区', '090-1234-5678', 'taro@example.jp'], '090-1234-5678', '東京都渋谷区'],
    ['김민준', ['서울특별시 강남구', '010-1234-5678', 'minjun@example.kr'], '010-1234-5678', '서울특별시 강남구'],
    ['王伟', ['北京市朝阳区', '138 0013 8000', 'wangwei@example.cn'], '138 0013 8000', '北京市朝阳区'],
    [
      'Priya Sharma',
      ['Bengaluru, Karnataka', '+91 98765 43210 | priya@example.in'],
      '+91 98765 43210',
      'Bengaluru, Karnataka',
    ],
    ['Nguyễn Văn An', ['Hà Nội, Việt Nam', '0912 345 678 · an@example.vn'], '0912 345 678', 'Hà Nội, Việt Nam'],
    [
      'Budi Santoso',
      ['Jakarta Selatan', '+62 812-3456-7890', 'budi@example.co.id'],
      '+62 812-3456-7890',
      'Jakarta Selatan',
    ],
  ])('%s, %j', (name, rows, phone, location) => {
    const p = header(name, rows);
    expect([p.fullName, p.phone, p.location]).toEqual([name, phone, location]);
  });
});

describe('a company named after its town is no place', () => {
  it.each(['Boston Scientific', 'London Stock Exchange', 'Berlin Brands Group', 'Paris Baguette'])('%s', (company) => {
    const r = read([
      ['EXPERIENCE', 'h'],
      ['Product Manager', 'b'],
      [`${company} | 2019 – 2021`, 'i'],
      ['• Launched the self-service portal used by forty thousand customers', ''],
    ]);
    expect(r.experience.map((j) => [j.title, j.company, j.location])).toEqual([['Product Manager', company, '']]);
  });
});

describe('skills and languages sections in the resume languages', () => {
  const read2 = (heading: string, lines: string[]) =>
    readResume(
      pdfLines(
        page([
          ['Sanne de Vries', 54, 60, 20, 'Helvetica-Bold'],
          ['sanne@example.nl', 54, 80],
          [heading, 54, 120, 12, 'Helvetica-Bold'],
          ...lines.map((text, n): PageRow => [text, 54, 140 + n * 14]),
        ]),
      ),
    ).resume;
  const skills = (r: ReturnType<typeof read2>) => [
    ...r.skills.core,
    ...r.skills.tools,
    ...r.skillGroups.flatMap((g) => g.keywords),
  ];

  it.each<[string, string[], string[]]>([
    ['VAARDIGHEDEN', ['Excel, SAP, Salesforce, Power BI'], ['Excel', 'SAP', 'Salesforce', 'Power BI']],
    ['COMPÉTENCES', ['Excel, SAP, Salesforce et Power BI'], ['Excel', 'SAP', 'Salesforce', 'Power BI']],
    ['COMPETENZE', ['Excel • SAP • Salesforce • Power BI'], ['Excel', 'SAP', 'Salesforce', 'Power BI']],
    ['UMIEJĘTNOŚCI', ['Excel, SAP, Salesforce i Power BI'], ['Excel', 'SAP', 'Salesforce', 'Power BI']],
    ['KOMPETENSER', ['Excel, SAP, Salesforce och Power BI'], ['Excel', 'SAP', 'Salesforce', 'Power BI']],
    ['YETENEKLER', ['Excel, SAP, Salesforce ve Power BI'], ['Excel', 'SAP', 'Salesforce', 'Power BI']],
    ['НАВЫКИ', ['Excel, SAP, Salesforce и Power BI'], ['Excel', 'SAP', 'Salesforce', 'Power BI']],
    ['スキル', ['Excel、SAP、Salesforce、Power BI'], ['Excel', 'SAP', 'Salesforce', 'Power BI']],
    ['技能', ['Excel、SAP、Salesforce、Power BI'], ['Excel', 'SAP', 'Salesforce', 'Power BI']],
  ])('%s: %j', (heading, lines, want) => {
    expect(skills(read2(heading, lines))).toEqual(want);
  });

  it.each<[string, string[], string[]]>([
    ['TALEN', ['Nederlands (moedertaal), Engels (vloeiend), Duits (goed)'], ['Nederlands', 'Engels', 'Duits']],
    ['LANGUES', ['Français : langue maternelle', 'Anglais : courant (C1)'], ['Français', 'Anglais']],
    ['LINGUE', ['Italiano (madrelingua), Inglese (B2)'], ['Italiano', 'Inglese']],
    ['JĘZYKI OBCE', ['angielski – C1', 'niemiecki – B1'], ['angielski', 'niemiecki']],
    ['ЯЗЫКИ', ['Русский — родной', 'Английский — B2'], ['Русский', 'Английский']],
    ['DİLLER', ['Türkçe (ana dil), İngilizce (ileri)'], ['Türkçe', 'İngilizce']],
  ])('%s: %j', (heading, lines, names) => {
    const langs = read2(heading, lines).skills.languages;
    expect(langs.length, JSON.stringify(langs)).toBe(names.length);
    names.forEach((n, i) => expect(langs[i]).toContain(n));
  });
});
