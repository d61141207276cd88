import { describe, expect, it } from 'vitest';
import { findDates, findPhone, headingKind, pdfLines, readResume } from '../src/import-reader';
import { schoolScore } from '../src/import-reader/lexicon';
import { columnOf } from '../src/import-reader/head-row';
import { onlyColumnHeads } from '../src/import-reader/skill-levels';
import { page } from './pdf-page';

// Corpus round 115: Word, LaTeX and builders' resumes in Portuguese, Italian, Turkish, Hindi, Russian, Korean,
// German, Spanish and French, and the rules they asked for, one at a time.

describe("this round's words", () => {
  it.each([
    ['CONHECIMENTOS EM INFORMÁTICA', 'skills'],
    ['Conhecimentos de informática', 'skills'],
    ['Research Positions', 'experience'],
    ['Professional Service', 'additional'],
    ['Talks & Writing', 'publications'],
    ['Invited Talks', 'publications'],
  ])('%s heads %s', (text, kind) => {
    expect(headingKind(text)).toMatchObject({ kind, cover: 1 });
  });

  it("knows São Paulo's technical schools by their initials ('ETEC Getúlio Vargas', 'FATEC São Paulo')", () => {
    expect(schoolScore('ETEC Getúlio Vargas')).toBeGreaterThan(0);
    expect(schoolScore('FATEC São Paulo')).toBeGreaterThan(0);
  });

  it("reads a Hindi range joined by 'से' and one up to now ('अब तक')", () => {
    expect(findDates('जुलाई 2016 से मार्च 2019')).toMatchObject({ start: '2016-07', end: '2019-03' });
    expect(findDates('(अप्रैल 2019 से अब तक)')).toMatchObject({ start: '2019-04', end: '' });
  });

  it("reads the Russian present spaced as typesetting sets it ('н. в.', 'наст. вр.')", () => {
    expect(findDates('сент. 2018 — н. в.')).toMatchObject({ start: '2018-09', end: '' });
    expect(findDates('июль 2015 — наст. вр.')).toMatchObject({ start: '2015-07', end: '' });
  });

  it("reads a Hindi school table's 'कक्षा / डिग्री' column as the degree's", () => {
    expect(columnOf('कक्षा / डिग्री')).toBe('degree');
  });

  it('takes no tax, insurance or identity number for a phone (CUIL, СНИЛС, паспорт)', () => {
    expect(findPhone('CUIL: 27-36555123-4')).toBeUndefined();
    expect(findPhone('СНИЛС: 123-456-789 01')).toBeUndefined();
    expect(findPhone('Паспорт: 4510 123456')).toBeUndefined();
    expect(findPhone('Teléfono: +54 9 11 5555-1234')).toBe('+54 9 11 5555-1234');
  });
});

describe('names', () => {
  it("reads the name in the cell after the document's title ('Curriculum vitae' | 'Francesca Moretti')", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Curriculum vitae', 99, 60, 16, 'Palatino-Bold'],
          ['Francesca Moretti', 240, 60, 16, 'Palatino-Bold'],
          ['INFORMAZIONI', 94, 97, 11, 'Palatino-Bold'],
          ['PERSONALI', 118, 110, 11, 'Palatino-Bold'],
          ['INDIRIZZO', 145, 126, 10],
          ['Via Nizza 45, 10126 Torino', 207, 126, 10],
          ['TELEFONO', 144, 139, 10],
          ['+39 347 555 1234', 207, 139, 10],
          ['E-MAIL', 157, 152, 10],
          ['francesca.moretti@example.com', 207, 152, 10],
          ['NAZIONALITÀ', 130, 165, 10],
          ['Italiana', 207, 165, 10],
        ]),
      ),
    );
    expect(resume.profile.fullName).toBe('Francesca Moretti');
  });

  it("reads a Korean form's name after the photo's frame and a label that names its script ('성명(한글)')", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['이 력 서', 241, 70, 22, 'NotoSansCJK-Bold'],
          ['사 진', 83, 130, 9.5],
          ['성명(한글)', 148, 130, 9.5],
          ['김지현', 206, 130, 9.5],
          ['성명(한자)', 349, 130, 9.5],
          ['金智賢', 404, 130, 9.5],
          ['휴대폰', 156, 150, 9.5],
          ['010-5555-1234', 206, 150, 9.5],
        ]),
      ),
    );
    expect(resume.profile.fullName).toBe('김지현');
    expect(resume.profile.phone).toBe('010-5555-1234');
  });
});

describe('schools', () => {
  it("reads one school a line, 'Degree – School – years', the second only finished ('Concluído em 2011')", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['JULIANA FERREIRA SANTOS', 152, 60, 15, 'Arial-Bold'],
          ['FORMAÇÃO ACADÊMICA', 71, 220, 11, 'Arial-Bold'],
          ['Bacharelado em Ciências Contábeis – Universidade Presbiteriana Mackenzie – 2012 a 2016', 71, 240, 10.5],
          ['Técnico em Logística – Centro Paula Souza – Concluído em 2011', 71, 255, 10.5],
          ['IDIOMAS', 71, 290, 11, 'Arial-Bold'],
          ['Espanhol – básico', 71, 310, 10.5],
        ]),
      ),
    );
    expect(resume.education).toMatchObject([
      { school: 'Universidade Presbiteriana Mackenzie', degree: 'Bacharelado em Ciências Contábeis' },
      { school: 'Centro Paula Souza', degree: 'Técnico em Logística', endDate: '2011' },
    ]);
  });

  it("drops a postgraduate level typed before a degree ('Posgrado: Diplomatura en People Analytics')", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Lucía Belén Fernández', 191, 60, 18, 'Bookman-Bold'],
          ['ESTUDIOS CURSADOS', 63, 560, 12, 'Bookman-Bold'],
          ['Posgrado: Diplomatura en People Analytics – Universidad Torcuato Di Tella (2021).', 57, 580, 10],
          ['Secundarios: Bachiller – Colegio Nacional de Buenos Aires (2005 - 2010).', 57, 596, 10],
        ]),
      ),
    );
    expect(resume.education.map((s) => [s.degree, s.school])).toEqual([
      ['Diplomatura en People Analytics', 'Universidad Torcuato Di Tella'],
      ['Bachiller', 'Colegio Nacional de Buenos Aires'],
    ]);
  });

  it("reads the school under a degree beside a date column, its Italian mark ('votazione 108/110') the score", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Francesca Moretti', 207, 60, 16, 'Palatino-Bold'],
          ['ISTRUZIONE E', 103, 514, 11, 'Palatino-Bold'],
          ['FORMAZIONE', 105, 527, 11, 'Palatino-Bold'],
          ['2013 – 2016', 139, 544, 10, 'Palatino-Bold'],
          ['Laurea Magistrale in Ingegneria Gestionale', 207, 544, 10, 'Palatino-Bold'],
          ['Politecnico di Torino – votazione 108/110', 207, 556, 10],
          ['2004 – 2009', 139, 576, 10, 'Palatino-Bold'],
          ['Diploma di maturità scientifica', 207, 576, 10, 'Palatino-Bold'],
          ['Liceo Scientifico Statale "Galileo Ferraris", Torino', 207, 588, 10],
        ]),
      ),
    );
    expect(resume.education).toMatchObject([
      { school: 'Politecnico di Torino', degree: 'Laurea Magistrale in Ingegneria Gestionale', score: '108/110' },
      { school: 'Liceo Scientifico Statale "Galileo Ferraris"', degree: 'Diploma di maturità scientifica' },
    ]);
  });
});

describe('skills and the close of a resume', () => {
  it('joins the cells of a Word table of skills wrapped inside themselves, side by side or centred in their row', () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Jonas Becker', 71, 60, 18, 'Calibri-Bold'],
          ['Kenntnisse', 71, 90, 14, 'Calibri-Bold'],
          ['SAP S/4HANA Finance (FI/CO)', 76, 117, 10],
          ['inkl. Kostenstellenrechnung', 76, 131, 10],
          ['Microsoft Power BI (DAX,', 232, 110, 10],
          ['Power Query,', 232, 124, 10],
          ['Datenmodellierung)', 232, 138, 10],
          ['Konzernabschluss nach IFRS', 76, 158, 10],
          ['Investitionsrechnung und', 232, 158, 10],
          ['Lean Management und KVP-', 388, 158, 10],
          ['und HGB', 76, 171, 10],
          ['Business Cases', 232, 171, 10],
          ['Methoden', 388, 171, 10],
          ['Sprachen', 71, 218, 14, 'Calibri-Bold'],
          ['Deutsch', 71, 245, 10.5],
          ['Muttersprache', 184, 245, 10.5],
        ]),
      ),
    );
    expect(resume.skills.core).toEqual([
      'SAP S/4HANA Finance (FI/CO) inkl. Kostenstellenrechnung',
      'Microsoft Power BI (DAX, Power Query, Datenmodellierung)',
      'Konzernabschluss nach IFRS und HGB',
      'Investitionsrechnung und Business Cases',
      'Lean Management und KVP-Methoden',
    ]);
  });

  it("reads no skill in the place, date and name signed on a tab stop ('Torino, 15 gennaio 2024' | the name)", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Francesca Moretti', 99, 60, 16, 'Palatino-Bold'],
          ['COMPETENZE TECNICHE', 71, 600, 11, 'Palatino-Bold'],
          ['SAP PP, Minitab, AutoCAD', 71, 620, 10],
          ['Torino, 15 gennaio 2024', 71, 700, 10],
          ['Francesca Moretti', 400, 700, 10],
        ]),
      ),
    );
    expect(resume.skills.core).toEqual(['SAP PP', 'Minitab', 'AutoCAD']);
  });
});

describe('jobs', () => {
  it("reads no job in the line that gives the whole time worked ('कुल अनुभव: लगभग 7 वर्ष')", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['राहुल कुमार शर्मा', 43, 80, 14, 'NotoSansDevanagari-Bold'],
          ['कार्य अनुभव', 43, 350, 12, 'NotoSansDevanagari-Bold'],
          ['कुल अनुभव: लगभग 7 वर्ष', 43, 372, 11],
          ['1. अग्रवाल एंड एसोसिएट्स, जयपुर — लेखा सहायक (अप्रैल 2019 से अब तक)', 43, 390, 11],
          ['• ग्राहकों के जीएसटी रिटर्न तैयार करना', 79, 405, 11],
          ['2. जयपुर रग्स प्रा. लि. — कनिष्ठ लेखाकार (जुलाई 2016 से मार्च 2019)', 43, 455, 11],
          ['• स्टॉक रजिस्टर का रख-रखाव', 79, 470, 11],
        ]),
      ),
    );
    expect(resume.experience).toMatchObject([
      { title: 'लेखा सहायक', startDate: '2019-04', endDate: '' },
      { title: 'कनिष्ठ लेखाकार', startDate: '2016-07', endDate: '2019-03' },
    ]);
  });
});

describe("a Turkish job site's export (kariyer.net's)", () => {
  it("reads a job's fields after their labels ('Firma Adı:', 'Çalışma Tarihi:', 'İş Tanımı:' over the items)", () => {
    const row = (
      label: string,
      value: string,
      y: number,
      font?: string,
    ): Array<[string, number, number, number, string?]> => [
      [label, 39, y, 9.5, font],
      [value, 167, y, 9.5, font],
    ];
    const { resume } = readResume(
      pdfLines(
        page([
          ['Burak Demirtaş', 130, 79, 19, 'NotoSans-Bold'],
          ['İş Deneyimleri', 45, 341, 10.5, 'NotoSans-Bold'],
          ...row('Pozisyon:', 'Üretim Planlama Uzmanı', 365, 'NotoSans-Bold'),
          ...row('Firma Adı:', 'Arçelik A.Ş.', 382),
          ...row('Sektör:', 'Beyaz Eşya / Dayanıklı Tüketim', 398),
          ...row('Çalışma Tarihi:', 'Mart 2019 - Devam Ediyor', 447),
          ['İş Tanımı:', 39, 463, 9.5],
          ['Haftalık ana üretim planının hazırlanması', 180, 463, 9.5],
          ['Power BI ile stok ve teslimat performansı raporlarının otomasyonu', 180, 477, 9.5],
          ['Eğitim Bilgileri', 45, 520, 10.5, 'NotoSans-Bold'],
        ]),
      ),
    );
    expect(resume.experience).toMatchObject([
      {
        title: 'Üretim Planlama Uzmanı',
        company: 'Arçelik A.Ş.',
        startDate: '2019-03',
        bullets: [
          'Haftalık ana üretim planının hazırlanması',
          'Power BI ile stok ve teslimat performansı raporlarının otomasyonu',
        ],
      },
    ]);
  });

  it('reads the heads of its tables of languages and programs as no skills', () => {
    expect(onlyColumnHeads(['Program', 'Seviye', 'Program', 'Seviye'])).toBe(true);
    expect(onlyColumnHeads(['Dil', 'Okuma', 'Yazma', 'Konuşma'])).toBe(true);
    expect(onlyColumnHeads(['SAP PP', 'İleri'])).toBe(false);
  });

  it("reads its school table, the field under the school in the 'Okul / Bölüm' column", () => {
    expect(['Eğitim Düzeyi', 'Tarih', 'Not Ortalaması'].map(columnOf)).toEqual(['degree', 'year', 'score']);
    const { resume } = readResume(
      pdfLines(
        page([
          ['Burak Demirtaş', 130, 79, 19, 'NotoSans-Bold'],
          ['Eğitim Bilgileri', 45, 182, 10.5, 'NotoSans-Bold'],
          ['Eğitim Düzeyi', 39, 208, 9, 'NotoSans-Bold'],
          ['Okul / Bölüm', 134, 208, 9, 'NotoSans-Bold'],
          ['Tarih', 393, 208, 9, 'NotoSans-Bold'],
          ['Not Ortalaması', 483, 208, 9, 'NotoSans-Bold'],
          ['Yıldız Teknik Üniversitesi', 134, 229, 9, 'NotoSans-Bold'],
          ['Lisans', 39, 235, 9],
          ['2011 - 2016', 393, 235, 9],
          ['3,12 / 4', 483, 235, 9],
          ['Makine Mühendisliği', 134, 241, 9],
          ['Kocaeli Fen Lisesi', 134, 261, 9, 'NotoSans-Bold'],
          ['Lise', 39, 267, 9],
          ['2007 - 2011', 393, 267, 9],
          ['86,40 / 100', 483, 267, 9],
          ['Sayısal', 134, 274, 9],
        ]),
      ),
    );
    expect(resume.education).toMatchObject([
      { school: 'Yıldız Teknik Üniversitesi', degree: 'Lisans, Makine Mühendisliği', startDate: '2011' },
      { school: 'Kocaeli Fen Lisesi', degree: 'Lise, Sayısal', endDate: '2011' },
    ]);
  });
});
