import { describe, expect, it } from 'vitest';
import { looksLikePlace, pdfLines, readResume } from '../src/import-reader';
import { campusOf } from '../src/import-reader/place-tails';
import { contactPieces } from '../src/import-reader/contact-pieces';
import { page } from './pdf-page';
import { joinWrapped } from '../src/wrapped-text';
import { isKnownCity } from '../src/import-reader/cities';
import { groupNames } from '../src/import-reader/skill-lists';

// Corpus round 115, continued: LaTeX classes' and online builders' templates (currvita, moderncv in Italian, a
// 履歴書 in HTML, Reactive Resume's Azurill, an Arabic builder, BOSS直聘) and the rules they asked for, one at a time.

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
  it("reads 'Dean’s List' after a field's comma as a detail, no part of the field", () => {
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

describe('two more places', () => {
  it("reads 'EGADE Business School, Tecnológico de Monterrey' as one school, no town after its comma", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Mariana López Treviño', 48, 60, 20, 'Times-Bold'],
          ['Formación Académica', 51, 390, 12, 'Times-Bold'],
          ['2020 – 2022', 48, 409, 10, 'Times-Bold'],
          ['Maestría en Administración de Empresas (MBA)', 142, 409, 10, 'Times-Bold'],
          ['EGADE Business School, Tecnológico de Monterrey', 142, 421, 10],
        ]),
      ),
    );
    expect(resume.education).toMatchObject([
      {
        school: 'EGADE Business School, Tecnológico de Monterrey',
        degree: 'Maestría en Administración de Empresas (MBA)',
      },
    ]);
  });

  it("joins a Vietnamese district's syllables a line break parted ('…, Cầu' / 'Giấy, Hà Nội')", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Nguyễn Thị Thu Trang', 35, 120, 18, 'NotoSans-Bold'],
          ['Số 12 ngõ 85 Trần Quốc Hoàn, Cầu', 35, 259, 9],
          ['Giấy, Hà Nội', 35, 273, 9],
          ['0912 555 678', 35, 290, 9],
          ['trang.nguyen@example.com', 35, 305, 9],
        ]),
      ),
    );
    expect(resume.profile.location).toBe('Số 12 ngõ 85 Trần Quốc Hoàn, Cầu Giấy, Hà Nội');
  });
});
