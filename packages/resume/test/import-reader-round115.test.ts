import { describe, expect, it } from 'vitest';
import { findDates, findPhone, headingKind, looksLikePlace, pdfLines, readResume } from '../src/import-reader';
import { schoolScore } from '../src/import-reader/lexicon';
import { columnOf } from '../src/import-reader/head-row';
import { onlyColumnHeads } from '../src/import-reader/skill-lists';
import { campusOf } from '../src/import-reader/place-tails';
import { contactPieces } from '../src/import-reader/contact-pieces';
import { page } from './pdf-page';
import { joinWrapped } from '../src/wrapped-text';
import { isKnownCity } from '../src/import-reader/cities';
import { groupNames } from '../src/import-reader/skill-lists';

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

describe("an academic CV (currvita's date column)", () => {
  it("reads 'Title, University of California, Berkeley' whole, the campus the employer's, the lab's line no field", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Hannah L. Whitfield', 72, 69, 17.2, 'Times-Bold'],
          ['Research Positions', 72, 266, 12, 'Times-Bold'],
          ['2020–present', 72, 287, 10.9],
          ['Postdoctoral Researcher, University of Michigan, Ann Arbor, MI', 160, 287, 10.9],
          ['Water Resources Modeling Lab; supervisor: Prof. Aisha Benjamin', 160, 301, 10.9],
          ['• Lead a NOAA-funded project on lake-effect snow', 173, 320, 10.9],
          ['2015–2020', 72, 350, 10.9],
          ['Graduate Student Researcher, University of California, Berkeley', 160, 350, 10.9],
          ['• Designed and maintained a network of snow stations', 173, 369, 10.9],
          ['Jun.–Aug. 2014', 72, 400, 10.9],
          ['Hydrologic Technician, U.S. Geological Survey, Sacramento, CA', 160, 400, 10.9],
          ['• Collected streamflow measurements', 173, 419, 10.9],
        ]),
      ),
    );
    expect(resume.experience).toMatchObject([
      { title: 'Postdoctoral Researcher', company: 'University of Michigan', location: 'Ann Arbor, MI' },
      { title: 'Graduate Student Researcher', company: 'University of California, Berkeley', location: '' },
      { title: 'Hydrologic Technician', company: 'U.S. Geological Survey', location: 'Sacramento, CA' },
    ]);
  });

  it("reads a state university's campus as its name's, not a campus it names already", () => {
    expect(campusOf('University of California', 'Berkeley')).toBe(true);
    expect(campusOf('University of Illinois Chicago', 'Chicago')).toBe(false);
    expect(campusOf('University of Ghana', 'Accra')).toBe(false);
  });

  it("takes no university's department for a place, but an address after it", () => {
    expect(looksLikePlace('Department of Civil and Environmental Engineering, University of Michigan')).toBe(false);
    expect(looksLikePlace('Department of Chemical Engineering, Northeastern University, Boston, MA 02115')).toBe(true);
  });
});

describe('a 履歴書 in HTML', () => {
  it("reads the name whose family and given names stand in cells of their own ('佐藤' | '美咲')", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['履歴書', 51, 46, 20, 'NotoSerifCJK-Bold'],
          ['ふりがな', 57, 84, 9.5, 'NotoSerifCJK'],
          ['さとう', 117, 84, 9.5, 'NotoSerifCJK'],
          ['みさき', 172, 84, 9.5, 'NotoSerifCJK'],
          ['氏名', 57, 105, 8, 'NotoSerifCJK'],
          ['佐藤', 117, 115, 21, 'NotoSerifCJK'],
          ['美咲', 205, 115, 21, 'NotoSerifCJK'],
          ['1993年 8月 15日生 (満 31 歳)', 63, 159, 10, 'NotoSerifCJK'],
        ]),
      ),
    );
    expect(resume.profile.fullName).toBe('佐藤 美咲');
  });
});

describe('Turkish headers and margins', () => {
  it("reads 'Ataşehir / İstanbul' as a place, and an address after its label cell whatever colons it holds", () => {
    expect(looksLikePlace('Ataşehir / İstanbul')).toBe(true);
    expect(looksLikePlace('Marketing / Sales')).toBe(false);
    const [line] = pdfLines(
      page([
        ['Ataşehir / İstanbul', 51, 80, 10],
        ['•', 158, 80, 10],
        ['+90 532 555 12 34', 172, 80, 10],
        ['•', 278, 80, 10],
        ['mertcan.aydin@example.com', 293, 80, 10],
      ]),
    );
    expect(contactPieces(line!).filter((p) => p !== '•')).toEqual([
      'Ataşehir / İstanbul',
      '+90 532 555 12 34',
      'mertcan.aydin@example.com',
    ]);
    const { resume } = readResume(
      pdfLines(
        page([
          ['ÖZGEÇMİŞ', 256, 60, 16, 'Calibri-Bold'],
          ['KİŞİSEL BİLGİLER', 57, 93, 11.5, 'Calibri-Bold'],
          ['Adı Soyadı:', 60, 116, 10.5],
          ['Emre Yıldırım', 187, 116, 10.5],
          ['FOTOĞRAF', 466, 177, 9],
          ['Doğum Tarihi / Yeri:', 60, 134, 10.5],
          ['12.04.1992 / Eskişehir', 187, 134, 10.5],
          ['Adres:', 60, 202, 10.5],
          ['Ataşehir Bulvarı No:12 D:8, Ataşehir / İstanbul', 187, 202, 10.5],
          ['Cep Telefonu:', 60, 219, 10.5],
          ['0 (532) 555 12 34', 187, 219, 10.5],
        ]),
      ),
    );
    expect(resume.profile).toMatchObject({
      fullName: 'Emre Yıldırım',
      headline: '',
      location: 'Ataşehir Bulvarı No:12 D:8, Ataşehir / İstanbul',
      phone: '0 (532) 555 12 34',
    });
  });

  it("reads a heading wrapped in the margin's label cell in title case ('Bilgisayar' over 'Becerileri')", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Mert Can Aydın', 51, 40, 24],
          ['Kariyer Hedefi', 61, 167, 10, 'Times-Bold'],
          ['Servis sağlayıcı ölçeğinde ağ altyapılarının tasarımı alanında çalışmak.', 147, 167, 10],
          ['Sertifikalar', 77, 539, 10, 'Times-Bold'],
          ['CCNP Enterprise – Cisco (2019)', 147, 539, 10],
          ['Bilgisayar', 85, 576, 10, 'Times-Bold'],
          ['Cisco IOS/IOS-XR, Juniper Junos, BGP, OSPF, MPLS, Python,', 147, 576, 10],
          ['Becerileri', 86, 588, 10, 'Times-Bold'],
          ['Linux', 147, 588, 10],
          ['Yabancı Dil', 78, 613, 10, 'Times-Bold'],
          ['İngilizce – İleri seviye (YDS: 87,5)', 147, 613, 10],
        ]),
      ),
    );
    expect(resume.skills.core).toContain('Juniper Junos');
    expect(resume.skills.core).toContain('Linux');
  });
});

describe("a builder's template whose headings and employers share a type (Reactive Resume's Azurill)", () => {
  it("reads 'Dell Technologies' over a title and dates as the employer, not a Technologies heading", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Priya Raman', 239, 89, 18, 'Helvetica-Bold'],
          ['Experience', 222, 249, 9.4, 'Helvetica-Bold'],
          ['Indeed', 220, 268, 9.4, 'Helvetica-Bold'],
          ['Senior Software Engineer', 220, 282, 9.4],
          ['August 2021 - Present', 220, 310, 9.4, 'Helvetica-Bold'],
          ['Led the redesign of the job-event ingestion pipeline.', 233, 330, 9.4],
          ['Dell Technologies', 220, 595, 9.4, 'Helvetica-Bold'],
          ['Software Engineering Intern', 220, 609, 9.4],
          ['May 2017 - August 2017', 220, 637, 9.4, 'Helvetica-Bold'],
          ['Developed an internal dashboard in TypeScript.', 233, 657, 9.4],
          ['Education', 222, 726, 9.4, 'Helvetica-Bold'],
        ]),
      ),
    );
    expect(resume.experience.map((j) => [j.company, j.title])).toEqual([
      ['Indeed', 'Senior Software Engineer'],
      ['Dell Technologies', 'Software Engineering Intern'],
    ]);
  });
});

describe('moderncv in Italian', () => {
  it("reads 'Stage – Ufficio Acquisti, Brembo S.p.A., Curno (BG)': the office with the title, then the employer", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Chiara Bianchi', 139, 60, 24],
          ['Esperienze professionali', 139, 300, 14.3],
          ['Mar. 2018 – Set. 2018', 60, 384, 10.9],
          ['Stage – Ufficio Acquisti, Brembo S.p.A., Curno (BG)', 139, 384, 10.9],
          ['• Analisi ABC del parco fornitori', 150, 400, 10.9],
        ]),
      ),
    );
    expect(resume.experience).toMatchObject([
      { title: 'Stage – Ufficio Acquisti', company: 'Brembo S.p.A.', location: 'Curno (BG)' },
    ]);
  });

  it("joins a street over its postcode and town with the province's code ('20121 Milano (MI)')", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Chiara Bianchi', 60, 60, 24],
          ['Via Solferino 14', 478, 45, 10, 'Helvetica-Oblique'],
          ['20121 Milano (MI)', 465, 57, 10, 'Helvetica-Oblique'],
          ['+39 347 555 0182', 460, 69, 10, 'Helvetica-Oblique'],
          ['Esperienze professionali', 139, 300, 14.3],
        ]),
      ),
    );
    expect(resume.profile.location).toBe('Via Solferino 14, 20121 Milano (MI)');
  });
});

describe('an Arabic builder template', () => {
  it('takes no Arabic skill with a Latin abbreviation in brackets for a group name in capitals', () => {
    const [line, next] = pdfLines(
      page([
        ['تحسين محركات البحث (SEO)', 470, 419, 8.8],
        ['HubSpot', 539, 445, 8.8],
      ]),
    );
    expect(groupNames(line!, next)).toBe(false);
  });

  it("reads a known town after a school's Arabic comma, written with its shadda ('الجامعة الأردنية، عمّان')", () => {
    expect(isKnownCity('عمّان')).toBe(true);
    expect(campusOf('الجامعة الأردنية', 'عمّان')).toBe(false);
    const { resume } = readResume(
      pdfLines(
        page([
          ['سارة خالد المنصوري', 300, 60, 20, 'NotoSansArabic-Bold'],
          ['التعليم', 330, 580, 13, 'NotoSansArabic-Bold'],
          ['بكالوريوس التسويق', 294, 605, 10.4, 'NotoSansArabic-Bold'],
          ['الجامعة الأردنية، عمّان', 294, 623, 9.6],
          ['2010 – 2014', 40, 605, 9],
        ]),
      ),
    );
    expect(resume.education[0]?.school).toBe('الجامعة الأردنية');
  });

  it("puts a right-to-left sentence's stop after the Latin words that end it on the wrapped line", () => {
    expect(joinWrapped('لمراكز Mall of the Emirates و City', '.Centre')).toBe(
      'لمراكز Mall of the Emirates و City Centre.',
    );
    expect(joinWrapped('Built the dashboard in', '.NET Core')).toBe('Built the dashboard in .NET Core');
  });
});

describe("details after a degree, a Europass address, a job site's tags and achievements", () => {
  it("reads 'Dean’s List' after a field's comma as no part of the field", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Jordan Ellis', 51, 60, 24, 'Times-Bold'],
          ['Education', 51, 464, 14.3, 'Times-Bold'],
          ['University of North Carolina at Chapel Hill', 51, 486, 10.9, 'Times-Bold'],
          ['Chapel Hill, NC', 480, 486, 10.9, 'Times-Bold'],
          ['Bachelor of Science in Business Administration, GPA 3.7/4.0, Dean’s List', 51, 499, 10.9, 'Times-Italic'],
          ['2013 – 2017', 506, 499, 10.9, 'Times-Italic'],
        ]),
      ),
    );
    expect(resume.education).toMatchObject([
      { degree: 'Bachelor of Science', field: 'Business Administration', score: '3.7/4.0' },
    ]);
  });

  it("reads Europass's '(Abitazione)' after an Italian address as what kind it is, no part of it", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Giulia Ferri', 45, 60, 20, 'Helvetica-Bold'],
          ['Indirizzo: Via Giovanni Pascoli, 14, 20129, Milano, Italia (Abitazione)', 45, 90, 9],
          ['Numero di telefono: (+39) 347 555 0192', 45, 104, 9],
        ]),
      ),
    );
    expect(resume.profile.location).toBe('Via Giovanni Pascoli, 14, 20129, Milano, Italia');
  });

  it("reads a job's row of tags set smaller than its items as its technologies, and its achievements as an item", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['王磊', 45, 60, 22, 'NotoSansCJK-Bold'],
          ['工作经历', 57, 276, 12, 'NotoSansCJK-Bold'],
          ['蚂蚁集团 数字支付事业群', 45, 300, 10.5],
          ['2020.07-至今', 497, 300, 10.5],
          ['高级Java开发工程师', 45, 320, 9.5],
          ['内容：', 45, 338, 9.5],
          ['1. 负责支付宝收银台核心链路的设计与开发；', 51, 355, 9.5],
          ['2. 负责团队代码评审与新人带教。', 51, 371, 9.5],
          ['业绩：连续三年双11大促零故障。', 45, 389, 9.5],
          ['Java', 52, 410, 8.5],
          ['Spring Boot', 89, 410, 8.5],
          ['Redis', 155, 410, 8.5],
          ['高并发', 190, 410, 8.5],
          ['杭州有赞科技有限公司 交易中台', 45, 440, 10.5],
          ['2017.07-2020.06', 482, 440, 10.5],
          ['Java开发工程师', 45, 460, 9.5],
          ['内容：', 45, 478, 9.5],
          ['1. 负责订单中心的需求开发和日常维护。', 51, 495, 9.5],
        ]),
      ),
    );
    expect(resume.experience).toMatchObject([
      {
        company: '蚂蚁集团',
        technologies: ['Java', 'Spring Boot', 'Redis', '高并发'],
        bullets: ['负责支付宝收银台核心链路的设计与开发；', '负责团队代码评审与新人带教。', '连续三年双11大促零故障。'],
      },
      { company: '杭州有赞科技有限公司', location: '' },
    ]);
  });
});
