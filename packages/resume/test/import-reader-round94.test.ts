import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows } from './pdf-page';

// Corpus round 94: resumes of kinds the corpus had few of, written for this round and printed by Chromium, as pdf.js
// read them.

describe("a month the title names in brackets beside the job's own dates ('(promoted Mar 2022)' | 'Aug 2019 – Present')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Priya Raman', 56.3, 73.5, 156.3, 24, 'DejaVuSerif'],
        ['', 56.3, 93, 0, 11, 'DejaVuSerif'],
        ['Senior Software Engineer · Distributed Systems', 56.3, 93, 268.4, 11, 'DejaVuSerif'],
        ['', 56.3, 109.5, 0, 9, 'DejaVuSerif'],
        ['Austin, TX 78701', 56.3, 109.5, 78.8, 9, 'DejaVuSerif'],
        [' ', 135.1, 109.5, 7.6, 9, 'DejaVuSerif'],
        ['•', 140.8, 109.5, 5.3, 9, 'DejaVuSerif'],
        [' ', 146.1, 109.5, 7.6, 9, 'DejaVuSerif'],
        ['(512) 555-0148', 151.8, 109.5, 70.2, 9, 'DejaVuSerif'],
        [' ', 222, 109.5, 7.6, 9, 'DejaVuSerif'],
        ['•', 227.7, 109.5, 5.3, 9, 'DejaVuSerif'],
        [' ', 233.1, 109.5, 7.6, 9, 'DejaVuSerif'],
        ['priya.raman@example.com', 238.8, 109.5, 124.7, 9, 'DejaVuSerif'],
        [' ', 363.5, 109.5, 7.6, 9, 'DejaVuSerif'],
        ['•', 369.2, 109.5, 5.3, 9, 'DejaVuSerif'],
        [' ', 374.5, 109.5, 7.6, 9, 'DejaVuSerif'],
        ['github.com/priyaraman', 380.3, 109.5, 107.3, 9, 'DejaVuSerif'],
        ['', 56.3, 136.5, 0, 10, 'DejaVuSerif-Bold'],
        ['E X P E R I E N C E', 56.3, 136.5, 89.3, 10, 'DejaVuSerif-Bold'],
        ['', 56.3, 159, 0, 10.5, 'DejaVuSerif-Bold'],
        ['Indeed', 56.3, 159, 40.6, 10.5, 'DejaVuSerif-Bold'],
        [' ', 96.8, 159, 541.8, 10.5, 'DejaVuSerif-Bold'],
        ['Austin, TX', 503.2, 158.3, 52.6, 10, 'DejaVuSerif'],
        ['', 56.3, 172.5, 0, 10, 'DejaVuSerif-Italic'],
        ['Senior Software Engineer (promoted Mar 2022)', 56.3, 172.5, 244.5, 10, 'DejaVuSerif-Italic'],
        [' ', 300.7, 172.5, 208.1, 10, 'DejaVuSerif-Italic'],
        ['Aug 2019 – Present', 456.8, 172.5, 99, 10, 'DejaVuSerif'],
        ['', 70.2, 187.5, 0, 10, 'DejaVuSerif'],
        [
          'Designed the job-alert fan-out service handling 40M e-mails a day on Kafka and Go',
          70.2,
          187.5,
          422,
          10,
          'DejaVuSerif',
        ],
        ['', 70.2, 201, 0, 10, 'DejaVuSerif'],
        [
          'Cut p99 search latency from 310 ms to 120 ms by sharding the ranking cache',
          70.2,
          201,
          395.6,
          10,
          'DejaVuSerif',
        ],
        ['', 70.2, 214.5, 0, 10, 'DejaVuSerif'],
        ['Mentor four engineers; led the on-call rotation redesign', 70.2, 214.5, 284.4, 10, 'DejaVuSerif'],
        ['', 56.3, 237, 0, 10.5, 'DejaVuSerif-Bold'],
        ['Bazaarvoice', 56.3, 237, 71, 10.5, 'DejaVuSerif-Bold'],
        [' ', 127.2, 237, 501.3, 10.5, 'DejaVuSerif-Bold'],
        ['Austin, TX', 503.2, 236.3, 52.6, 10, 'DejaVuSerif'],
        ['', 56.3, 250.5, 0, 10, 'DejaVuSerif-Italic'],
        ['Software Engineer II', 56.3, 250.5, 106.4, 10, 'DejaVuSerif-Italic'],
        [' ', 162.7, 250.5, 392, 10, 'DejaVuSerif-Italic'],
        ['Jun 2016 – Jul 2019', 456.6, 250.5, 99.1, 10, 'DejaVuSerif'],
        ['', 70.2, 265.5, 0, 10, 'DejaVuSerif'],
        ['Built review syndication APIs in Java serving 1,200 retail partners', 70.2, 265.5, 335.7, 10, 'DejaVuSerif'],
        ['', 70.2, 279, 0, 10, 'DejaVuSerif'],
        ['Migrated batch jobs from Hadoop to Spark on EMR, saving $18K a month', 70.2, 279, 376, 10, 'DejaVuSerif'],
      ]),
    ),
  );
  const [indeed, bazaarvoice] = resume.experience;

  it('keeps the month in the title and reads the dates from their own cell', () => {
    expect(indeed).toMatchObject({
      title: 'Senior Software Engineer (promoted Mar 2022)',
      company: 'Indeed',
      location: 'Austin, TX',
      startDate: '2019-08',
      endDate: '',
    });
    expect(indeed!.bullets).toHaveLength(3);
    expect(bazaarvoice).toMatchObject({ title: 'Software Engineer II', startDate: '2016-06', endDate: '2019-07' });
  });
});

describe("dates after their label in a column of their own ('Periodo: 2020 – a la fecha' | employer, 'Puesto: …' under it)", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['JOSÉ ANTONIO RAMÍREZ LUNA', 165.4, 68.3, 281.2, 18, 'LiberationSerif-Bold'],
        ['', 90.5, 84, 0, 10, 'LiberationSerif'],
        [
          'Calle Hidalgo 230, Col. Centro, Guadalajara, Jalisco · Tel. 33 1555 2290 · jose.ramirez.luna@example.com',
          90.5,
          84,
          431.1,
          10,
          'LiberationSerif',
        ],
        ['', 55, 111.8, 0, 11, 'LiberationSerif-Bold'],
        ['OBJETIVO', 55, 111.8, 56.6, 11, 'LiberationSerif-Bold'],
        ['', 51, 139.5, 0, 11, 'LiberationSerif'],
        [
          'Ingeniero industrial con experiencia en mejora continua y manufactura esbelta, busco desarrollarme como líder de',
          51,
          139.5,
          502.1,
          11,
          'LiberationSerif',
        ],
        ['producción.', 51, 153.8, 52.2, 11, 'LiberationSerif'],
        ['', 55, 181.5, 0, 11, 'LiberationSerif-Bold'],
        ['EXPERIENCIA PROFESIONAL', 55, 181.5, 158.5, 11, 'LiberationSerif-Bold'],
        ['', 55, 204, 0, 11, 'LiberationSerif'],
        ['Periodo: 2020 – a la fecha', 55, 204, 115.1, 11, 'LiberationSerif'],
        [' ', 170.1, 204, 37, 11, 'LiberationSerif'],
        ['Continental Automotive Guadalajara', 197.8, 204, 175.3, 11, 'LiberationSerif-Bold'],
        ['', 197.8, 218.3, 0, 11, 'LiberationSerif'],
        ['Puesto: Supervisor de Producción', 197.8, 218.3, 148.7, 11, 'LiberationSerif'],
        ['', 211.8, 234.8, 0, 11, 'LiberationSerif'],
        ['Coordino 3 líneas de ensamble con 64 operadores por turno.', 211.8, 234.8, 265, 11, 'LiberationSerif'],
        ['', 211.8, 249, 0, 11, 'LiberationSerif'],
        ['Bajé el scrap de 4.1% a 2.3% con proyectos Kaizen.', 211.8, 249, 229.5, 11, 'LiberationSerif'],
        ['', 55, 271.5, 0, 11, 'LiberationSerif'],
        ['Periodo: 2016 – 2020', 55, 271.5, 95, 11, 'LiberationSerif'],
        [' ', 150, 271.5, 63.8, 11, 'LiberationSerif'],
        ['Jabil Circuit de México', 197.8, 271.5, 110, 11, 'LiberationSerif-Bold'],
        ['', 197.8, 285.8, 0, 11, 'LiberationSerif'],
        ['Puesto: Ingeniero de Procesos', 197.8, 285.8, 132.2, 11, 'LiberationSerif'],
        ['', 211.8, 301.5, 0, 11, 'LiberationSerif'],
        [
          'Implementé SMED en prensas y reduje cambios de modelo de 45 a 18',
          211.8,
          301.5,
          309.5,
          11,
          'LiberationSerif',
        ],
        ['minutos.', 211.8, 315.8, 38.2, 11, 'LiberationSerif'],
        ['', 211.8, 330, 0, 11, 'LiberationSerif'],
        ['Documenté instrucciones de trabajo para auditorías IATF 16949.', 211.8, 330, 284.5, 11, 'LiberationSerif'],
      ]),
    ),
  );

  it("reads the title after its label under the employer, not as the job's first item", () => {
    expect(resume.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Supervisor de Producción', 'Continental Automotive Guadalajara', '2020', ''],
      ['Ingeniero de Procesos', 'Jabil Circuit de México', '2016', '2020'],
    ]);
    expect(resume.experience[0]!.bullets).toEqual([
      'Coordino 3 líneas de ensamble con 64 operadores por turno.',
      'Bajé el scrap de 4.1% a 2.3% con proyectos Kaizen.',
    ]);
  });
});

describe("a British CV's schools: 'Dates: Degree, School (2:1)' and 'A Levels, School – subjects'", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Hannah Whitfield', 57, 77.3, 163.3, 20, 'LiberationSans-Bold'],
        ['', 57, 97.5, 0, 10.5, 'LiberationSans'],
        [
          '14 Chapel Road, Leeds LS6 3AB · 07700 900461 · hannah.whitfield@example.co.uk',
          57,
          97.5,
          394.8,
          10.5,
          'LiberationSans',
        ],
        ['', 57, 127.5, 0, 12, 'LiberationSans-Bold'],
        ['Personal Statement', 57, 127.5, 112, 12, 'LiberationSans-Bold'],
        ['', 57, 147, 0, 10.5, 'LiberationSans'],
        [
          "Enthusiastic teaching assistant with five years' experience supporting pupils with special educational",
          57,
          147,
          465.4,
          10.5,
          'LiberationSans',
        ],
        ['needs in mainstream primary schools.', 57, 162, 176.8, 10.5, 'LiberationSans'],
        ['', 57, 192, 0, 12, 'LiberationSans-Bold'],
        ['Employment History', 57, 192, 116.7, 12, 'LiberationSans-Bold'],
        ['', 57, 215.3, 0, 10.5, 'LiberationSans-Bold'],
        ['Sept 2018 – present:', 57, 215.3, 102.1, 10.5, 'LiberationSans-Bold'],
        [' ', 159.1, 215.3, 3.6, 10.5, 'LiberationSans-Bold'],
        ['Teaching Assistant, Oakfield Primary School, Leeds', 161.9, 215.3, 239.9, 10.5, 'LiberationSans'],
        ['', 57, 231.8, 0, 10.5, 'LiberationSans'],
        [
          'Support a Year 4 class of 30, delivering phonics interventions and one-to-one reading for pupils with',
          57,
          231.8,
          462.9,
          10.5,
          'LiberationSans',
        ],
        ['EHC plans. Lead the after-school art club.', 57, 246.8, 194.9, 10.5, 'LiberationSans'],
        ['', 57, 269.3, 0, 10.5, 'LiberationSans-Bold'],
        ['Jan 2016 – Aug 2018:', 57, 269.3, 105.8, 10.5, 'LiberationSans-Bold'],
        [' ', 162.8, 269.3, 3.9, 10.5, 'LiberationSans-Bold'],
        ['Nursery Practitioner, Little Acorns Day Nursery, Harrogate', 165.8, 269.3, 268.2, 10.5, 'LiberationSans'],
        ['', 57, 285.8, 0, 10.5, 'LiberationSans'],
        [
          'Key person for eight children aged two to four; planned EYFS activities and kept learning journals.',
          57,
          285.8,
          454.7,
          10.5,
          'LiberationSans',
        ],
        ['', 57, 315.8, 0, 12, 'LiberationSans-Bold'],
        ['Education', 57, 315.8, 58, 12, 'LiberationSans-Bold'],
        ['', 57, 339, 0, 10.5, 'LiberationSans-Bold'],
        ['2012 – 2015:', 57, 339, 61.9, 10.5, 'LiberationSans-Bold'],
        [' ', 118.9, 339, 3.9, 10.5, 'LiberationSans-Bold'],
        ['BA (Hons) Education Studies, University of Leeds (2:1)', 121.8, 339, 255, 10.5, 'LiberationSans'],
        ['', 57, 362.3, 0, 10.5, 'LiberationSans-Bold'],
        ['2010 – 2012:', 57, 362.3, 61.9, 10.5, 'LiberationSans-Bold'],
        [' ', 118.9, 362.3, 3.1, 10.5, 'LiberationSans-Bold'],
        [
          'A Levels, Harrogate Grammar School – English (A), Psychology (B), Art (B)',
          121.2,
          362.3,
          349.6,
          10.5,
          'LiberationSans',
        ],
        ['', 57, 392.3, 0, 12, 'LiberationSans-Bold'],
        ['Skills', 57, 392.3, 31.4, 12, 'LiberationSans-Bold'],
        ['', 57, 411.8, 0, 10.5, 'LiberationSans'],
        [
          'Makaton, Read Write Inc. phonics, Team Teach trained, First Aid at Work',
          57,
          411.8,
          337.1,
          10.5,
          'LiberationSans',
        ],
        ['', 57, 441.8, 0, 12, 'LiberationSans-Bold'],
        ['Interests', 57, 441.8, 50, 12, 'LiberationSans-Bold'],
        ['', 57, 461.3, 0, 10.5, 'LiberationSans'],
        [
          'Watercolour painting, fell walking and volunteering with Brownies.',
          57,
          461.3,
          304.3,
          10.5,
          'LiberationSans',
        ],
        ['', 57, 491.3, 0, 12, 'LiberationSans-Bold'],
        ['References', 57, 491.3, 64.7, 12, 'LiberationSans-Bold'],
        ['', 57, 510.8, 0, 10.5, 'LiberationSans'],
        ['Available on request.', 57, 510.8, 97.9, 10.5, 'LiberationSans'],
      ]),
    ),
  );

  it("reads the class in brackets after the school as the degree's score, not the school's name", () => {
    expect(resume.education[0]).toMatchObject({
      school: 'University of Leeds',
      degree: 'BA (Hons) Education Studies',
      score: '2:1',
      startDate: '2012',
      endDate: '2015',
    });
  });

  it('reads A Levels as the qualification and the subjects after the dash as a detail', () => {
    expect(resume.education[1]).toMatchObject({ school: 'Harrogate Grammar School', degree: 'A Levels' });
    expect(resume.education[1]!.details).toEqual(['English (A), Psychology (B), Art (B)']);
  });

  it('reads the jobs typed after their dates and a colon', () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Teaching Assistant', 'Oakfield Primary School', '2018-09', ''],
      ['Nursery Practitioner', 'Little Acorns Day Nursery', '2016-01', '2018-08'],
    ]);
  });
});

describe("schools as sentences that open with their dates ('2014 – 2016. Máster en …. ESIC ….')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['', 63, 357.8, 0, 11, 'LiberationSerif-Bold'],
        ['FORMACIÓN ACADÉMICA', 63, 357.8, 142, 11, 'LiberationSerif-Bold'],
        ['', 63, 378.8, 0, 11, 'LiberationSerif-Bold'],
        ['2014 – 2016.', 63, 378.8, 57.7, 11, 'LiberationSerif-Bold'],
        [' ', 120.7, 378.8, 3.7, 11, 'LiberationSerif-Bold'],
        ['Máster en Marketing Digital. ESIC Business & Marketing School.', 123.5, 378.8, 292.5, 11, 'LiberationSerif'],
        ['', 63, 397.5, 0, 11, 'LiberationSerif-Bold'],
        ['2008 – 2012.', 63, 397.5, 57.7, 11, 'LiberationSerif-Bold'],
        [' ', 120.7, 397.5, 3.7, 11, 'LiberationSerif-Bold'],
        [
          'Grado en Publicidad y Relaciones Públicas. Universidad Complutense de Madrid.',
          123.5,
          397.5,
          360.5,
          11,
          'LiberationSerif',
        ],
        ['', 63, 426.8, 0, 11, 'LiberationSerif-Bold'],
        ['IDIOMAS', 63, 426.8, 49.5, 11, 'LiberationSerif-Bold'],
        ['', 63, 447.8, 0, 11, 'LiberationSerif'],
        ['Inglés: nivel C1 (Cambridge Advanced). Francés: nivel B1.', 63, 447.8, 261.6, 11, 'LiberationSerif'],
        ['', 63, 477.8, 0, 11, 'LiberationSerif-Bold'],
        ['INFORMÁTICA', 63, 477.8, 81.2, 11, 'LiberationSerif-Bold'],
        ['', 63, 498.8, 0, 11, 'LiberationSerif'],
        [
          'Google Ads, Meta Business Suite, Hootsuite, Google Analytics 4, WordPress.',
          63,
          498.8,
          341.5,
          11,
          'LiberationSerif',
        ],
      ]),
    ),
  );

  it("reads each line as a school of its own, not the second as the first one's detail", () => {
    expect(resume.education.map((s) => [s.school, s.degree, s.startDate, s.endDate])).toEqual([
      ['ESIC Business & Marketing School', 'Máster en Marketing Digital', '2014', '2016'],
      ['Universidad Complutense de Madrid', 'Grado en Publicidad y Relaciones Públicas', '2008', '2012'],
    ]);
    expect(resume.education[0]!.details).toEqual([]);
  });
});

describe("duties typed one a line without stops, one of them run to the column's edge", () => {
  // uk-html-workua laid out smaller (build.ts --probe=smaller), as pdf.js read it (a word's runs joined).
  it("ends the item at the edge when the next line starts with a capital ('… областей' over 'Щотижневі …')", () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Досвід роботи', 42.8, 248.3, 91.7, 12.2, 'NotoSans-Bold'],
          ['Менеджер з продажу', 42.8, 447, 110.7, 9.9, 'NotoSans-Bold'],
          ['з 09.2016 по 02.2019', 42.8, 462, 92.6, 8.9, 'NotoSans-Bold'],
          ['(2 роки 5 місяців)', 134.6, 462, 75.1, 8.9, 'NotoSans-Regular'],
          [
            'ТОВ «Агропостач Україна», Київ (Оптова торгівля, дистрибуція, 50–200 співробітників)',
            42.8,
            474.8,
            376.3,
            8.9,
            'NotoSans-Regular',
          ],
          [
            'Продаж засобів захисту рослин та насіння фермерським господарствам Київської і Житомирської областей',
            42.8,
            492,
            470.8,
            8.9,
            'NotoSans-Regular',
          ],
          [
            'Щотижневі виїзди до клієнтів, презентації продукції агрономам',
            42.8,
            504.8,
            279.6,
            8.9,
            'NotoSans-Regular',
          ],
          ['Участь у виставках «Агро» та «Зернові технології»', 42.8, 517.5, 218.2, 8.9, 'NotoSans-Regular'],
          ['Виконання плану продажів на 105–120% щокварталу', 42.8, 530.3, 232.6, 8.9, 'NotoSans-Regular'],
        ]),
      ),
    );
    expect(resume.experience[0]!.bullets).toEqual([
      'Продаж засобів захисту рослин та насіння фермерським господарствам Київської і Житомирської областей',
      'Щотижневі виїзди до клієнтів, презентації продукції агрономам',
      'Участь у виставках «Агро» та «Зернові технології»',
      'Виконання плану продажів на 105–120% щокварталу',
    ]);
  });

  // ko-html-saramin laid out smaller, then as the corpus has it, as pdf.js read them (a word's runs joined).
  it("does so under a Korean duties label where the next line starts with a capital ('… 기준 수립' over 'CRM 캠페인 …')", () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['경력', 37.5, 412.5, 27.8, 11.3, 'NotoSansCJKkr-Bold'],
          ['총 8년 3개월', 63.6, 412.5, 47.7, 8.9, 'NotoSansCJKkr-Regular'],
          ['2021.01 ~ 재직중', 37.5, 444, 63.3, 8.5, 'NotoSansCJKkr-Regular'],
          ['4년 3개월', 37.5, 456, 31.2, 7.5, 'NotoSansCJKkr-Regular'],
          ['(주)한빛커머스', 122.8, 445.5, 61.9, 9.9, 'NotoSansCJKkr-Bold'],
          ['정규직', 192.6, 444.8, 19.4, 7, 'NotoSansCJKkr-Regular'],
          ['부서 그로스마케팅팀', 122.8, 461.3, 74, 8.5, 'NotoSansCJKkr-Regular'],
          ['직급/직책 과장', 207.4, 461.3, 54, 8.5, 'NotoSansCJKkr-Regular'],
          ['담당업무', 122.8, 479.3, 27.6, 7.5, 'NotoSansCJKkr-Regular'],
          [
            '자사몰 퍼포먼스 마케팅 총괄 (Google·Meta·네이버 검색광고, 월 광고비 약 3억 원 운영)',
            122.8,
            492.8,
            308.2,
            8.5,
            'NotoSansCJKkr-Regular',
          ],
          [
            'GA4·BigQuery 기반 유입 채널 분석 대시보드를 구축하여 주간 리포트 작성 시간을 70% 단축하고 채널별 예산 재배분 기준 수립',
            122.8,
            506.3,
            446.2,
            8.5,
            'NotoSansCJKkr-Regular',
          ],
          [
            'CRM 캠페인 (앱 푸시·카카오 알림톡) 기획 및 A/B 테스트로 재구매율 18% → 26% 개선',
            122.8,
            519,
            309.9,
            8.5,
            'NotoSansCJKkr-Regular',
          ],
          [
            '마케터 4명으로 구성된 파트 리딩, 신규 입사자 교육 및 업무 매뉴얼 정비',
            122.8,
            531.8,
            250.7,
            8.5,
            'NotoSansCJKkr-Regular',
          ],
        ]),
      ),
    );
    expect(resume.experience[0]!.bullets).toHaveLength(4);
    expect(resume.experience[0]!.bullets[2]).toMatch(/^CRM 캠페인/u);
  });

  it('keeps a Korean line that wraps at any word, with no capital to start an item, in its item', () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['경력', 39.8, 438.8, 29.6, 12, 'NotoSansCJKkr-Bold'],
          ['총 8년 3개월', 67.5, 438.8, 50.8, 9.5, 'NotoSansCJKkr-Regular'],
          ['2021.01 ~ 재직중', 39.8, 472.5, 67.4, 9, 'NotoSansCJKkr-Regular'],
          ['4년 3개월', 39.8, 485.3, 33.2, 8, 'NotoSansCJKkr-Regular'],
          ['(주)한빛커머스', 130.5, 474, 65.9, 10.5, 'NotoSansCJKkr-Bold'],
          ['정규직', 204.8, 473.3, 20.7, 7.5, 'NotoSansCJKkr-Regular'],
          ['부서 그로스마케팅팀', 130.5, 491.3, 78.8, 9, 'NotoSansCJKkr-Regular'],
          ['직급/직책 과장', 220.6, 491.3, 57.5, 9, 'NotoSansCJKkr-Regular'],
          ['담당업무', 130.5, 509.3, 29.4, 8, 'NotoSansCJKkr-Regular'],
          [
            '자사몰 퍼포먼스 마케팅 총괄 (Google·Meta·네이버 검색광고, 월 광고비 약 3억 원 운영)',
            130.5,
            524.3,
            328.3,
            9,
            'NotoSansCJKkr-Regular',
          ],
          [
            'GA4·BigQuery 기반 유입 채널 분석 대시보드를 구축하여 주간 리포트 작성 시간을 70% 단축하고 채널별 예산',
            130.5,
            538.5,
            409.8,
            9,
            'NotoSansCJKkr-Regular',
          ],
          ['재배분 기준 수립', 130.5, 552, 63, 9, 'NotoSansCJKkr-Regular'],
          [
            'CRM 캠페인 (앱 푸시·카카오 알림톡) 기획 및 A/B 테스트로 재구매율 18% → 26% 개선',
            130.5,
            566.3,
            330.1,
            9,
            'NotoSansCJKkr-Regular',
          ],
          [
            '마케터 4명으로 구성된 파트 리딩, 신규 입사자 교육 및 업무 매뉴얼 정비',
            130.5,
            580.5,
            267.1,
            9,
            'NotoSansCJKkr-Regular',
          ],
        ]),
      ),
    );
    expect(resume.experience[0]!.bullets).toHaveLength(4);
    expect(resume.experience[0]!.bullets[1]).toMatch(/채널별 예산 재배분 기준 수립$/u);
  });
});

describe("a job's description after its label whose first sentence ends at the column's edge, at a page's top", () => {
  // es-html-elempleo laid out smaller (build.ts --probe=smaller), as pdf.js read it (a word's runs joined).
  const { resume } = readResume(
    pdfLines(
      measuredRows(
        [
          ['Página 1 de 2', 523.6, 771, 43.4, 7, 'LiberationSans'],
          ['Generado por miempleo.com el 12/04/2024', 45, 771, 135.6, 7, 'LiberationSans'],
          ['Experiencia laboral', 45, 257.3, 99.1, 10.8, 'LiberationSans-Bold'],
          ['Cargo:', 51.4, 283.5, 28.7, 8.9, 'LiberationSans-Bold'],
          ['Coordinadora de Tesorería', 170, 283.5, 105.9, 8.9, 'LiberationSans'],
          ['Empresa:', 51.4, 301.5, 40.7, 8.9, 'LiberationSans-Bold'],
          ['Organización Terpel S.A.', 170, 301.5, 98.5, 8.9, 'LiberationSans'],
          ['Sector:', 51.4, 320.3, 30.7, 8.9, 'LiberationSans-Bold'],
          ['Hidrocarburos / Combustibles', 170, 320.3, 117.5, 8.9, 'LiberationSans'],
          ['Fecha de inicio:', 51.4, 338.3, 67.4, 8.9, 'LiberationSans-Bold'],
          ['01/02/2020', 170, 338.3, 44.6, 8.9, 'LiberationSans'],
          ['Fecha de finalización:', 51.4, 357, 92.7, 8.9, 'LiberationSans-Bold'],
          ['Actualmente', 170, 357, 49.6, 8.9, 'LiberationSans'],
          ['Funciones y logros:', 51.4, 375.8, 84.7, 8.9, 'LiberationSans-Bold'],
          [
            'Coordino un equipo de cuatro analistas responsable de los pagos a proveedores, la conciliación',
            170,
            375.8,
            379.3,
            8.9,
            'LiberationSans',
          ],
          [
            'bancaria y el flujo de caja semanal de la compañía. Administro las relaciones con nueve bancos y',
            170,
            387.8,
            385.7,
            8.9,
            'LiberationSans',
          ],
          [
            'negocio las tasas de las inversiones temporales y los créditos de tesorería. Implementé el módulo',
            170,
            399.8,
            386.7,
            8.9,
            'LiberationSans',
          ],
          [
            'SAP TR y la conexión host to host con los bancos, lo que redujo en un 40 % el tiempo de cierre de',
            170,
            411.8,
            389.3,
            8.9,
            'LiberationSans',
          ],
          [
            'tesorería. Lideré la renegociación de las comisiones bancarias con un ahorro anual de 380',
            170,
            423.8,
            358.4,
            8.9,
            'LiberationSans',
          ],
          ['millones de pesos.', 170, 435.8, 73.9, 8.9, 'LiberationSans'],
          ['Cargo:', 51.4, 463.5, 28.7, 8.9, 'LiberationSans-Bold'],
          ['Analista Financiera Senior', 170, 463.5, 104.1, 8.9, 'LiberationSans'],
          ['Empresa:', 51.4, 481.5, 40.7, 8.9, 'LiberationSans-Bold'],
          ['Caja Colombiana de Subsidio Familiar Colsubsidio', 170, 481.5, 200.3, 8.9, 'LiberationSans'],
          ['Sector:', 51.4, 500.3, 30.7, 8.9, 'LiberationSans-Bold'],
          ['Servicios / Caja de compensación', 170, 500.3, 134.3, 8.9, 'LiberationSans'],
          ['Fecha de inicio:', 51.4, 518.3, 67.4, 8.9, 'LiberationSans-Bold'],
          ['03/08/2016', 170, 518.3, 44.6, 8.9, 'LiberationSans'],
          ['Fecha de finalización:', 51.4, 537, 92.7, 8.9, 'LiberationSans-Bold'],
          ['31/01/2020', 170, 537, 44.6, 8.9, 'LiberationSans'],
          ['Funciones y logros:', 51.4, 555.8, 84.7, 8.9, 'LiberationSans-Bold'],
          [
            'Elaboré el presupuesto anual y las proyecciones de flujo de caja de las unidades de salud,',
            170,
            555.8,
            358,
            8.9,
            'LiberationSans',
          ],
          [
            'vivienda y recreación. Preparé los informes de gestión financiera para la Superintendencia del',
            170,
            567.8,
            371.8,
            8.9,
            'LiberationSans',
          ],
          [
            'Subsidio Familiar y el consejo directivo. Construí en Power BI el tablero de seguimiento de la',
            170,
            579.8,
            367.3,
            8.9,
            'LiberationSans',
          ],
          [
            'ejecución presupuestal que hoy usan las once gerencias de la caja.',
            170,
            591.8,
            267.2,
            8.9,
            'LiberationSans',
          ],
          ['Cargo:', 51.4, 619.5, 28.7, 8.9, 'LiberationSans-Bold'],
          ['Analista de Cartera', 170, 619.5, 76.3, 8.9, 'LiberationSans'],
          ['Empresa:', 51.4, 637.5, 40.7, 8.9, 'LiberationSans-Bold'],
          ['Banco Caja Social S.A.', 170, 637.5, 92.2, 8.9, 'LiberationSans'],
          ['Sector:', 51.4, 656.3, 30.7, 8.9, 'LiberationSans-Bold'],
          ['Financiero', 170, 656.3, 41.6, 8.9, 'LiberationSans'],
          ['Fecha de inicio:', 51.4, 674.3, 67.4, 8.9, 'LiberationSans-Bold'],
          ['15/01/2014', 170, 674.3, 44.6, 8.9, 'LiberationSans'],
          ['Fecha de finalización:', 51.4, 693, 92.7, 8.9, 'LiberationSans-Bold'],
          ['29/07/2016', 170, 693, 44.6, 8.9, 'LiberationSans'],
        ],
        [
          ['Funciones y logros:', 51.4, 51.8, 84.7, 8.9, 'LiberationSans-Bold'],
          [
            'Analicé la cartera de crédito de consumo y microcrédito de 42 oficinas de Bogotá y Cundinamarca.',
            170,
            51.8,
            390.1,
            8.9,
            'LiberationSans',
          ],
          [
            'Diseñé los reportes de vencimientos y provisiones según las normas de la Superintendencia',
            170,
            63.8,
            364.9,
            8.9,
            'LiberationSans',
          ],
          [
            'Financiera. Apoyé las campañas de normalización de cartera, que bajaron el índice de cartera',
            170,
            75.8,
            371.8,
            8.9,
            'LiberationSans',
          ],
          ['vencida del 6,1 % al 4,3 % en un año.', 170, 87.8, 149.7, 8.9, 'LiberationSans'],
        ],
      ),
    ),
  );

  it('reads the sentences as the description, not as two items parted where a line happened to end', () => {
    const job = resume.experience.find((j) => j.company === 'Banco Caja Social S.A.')!;
    expect(job.bullets).toEqual([]);
    expect(job.summary).toMatch(/Analicé la cartera .* Cundinamarca\. Diseñé los reportes .* en un año\.$/u);
  });
});

describe("an employer after its label wrapped back under the label, in the label's weight", () => {
  // es-word-wps-colombia and es-word-guatemala laid out larger (build.ts --probe=larger), as pdf.js read them (a word's
  // runs joined; the second's section heading, on page 1, set over its page-2 job).
  it("joins a legal form alone on the next line ('EMPRESA: … DE ALIMENTOS' / 'S.A.S.')", () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['EXPERIENCIA LABORAL', 71, 411.5, 173.1, 14.5, 'LiberationSans-Bold'],
          ['EMPRESA: COMERCIALIZADORA SANTANDEREANA DE ALIMENTOS', 71, 440.3, 433.6, 13, 'LiberationSans-Bold'],
          ['S.A.S.', 71, 455.9, 37.5, 13, 'LiberationSans-Bold'],
          ['CARGO:', 71, 471.5, 56.4, 13, 'LiberationSans-Bold'],
          ['Coordinadora Administrativa', 127.4, 471.5, 163.9, 13, 'LiberationSans'],
          ['TIEMPO:', 71, 487.1, 57.8, 13, 'LiberationSans-Bold'],
          ['Desde febrero de 2019 hasta la fecha', 128.8, 487.1, 217.5, 13, 'LiberationSans'],
          ['JEFE INMEDIATO:', 71, 502.7, 117, 13, 'LiberationSans-Bold'],
          ['Hernando Rueda Gómez – Gerente General', 188, 502.7, 255.7, 13, 'LiberationSans'],
          ['TELÉFONO:', 71, 518.3, 78.7, 13, 'LiberationSans-Bold'],
          ['(607) 634 5512', 149.7, 518.3, 88.1, 13, 'LiberationSans'],
          ['FUNCIONES:', 71, 533.9, 80.9, 13, 'LiberationSans-Bold'],
          ['', 71, 549.5, 21, 13, 'OpenSymbol'],
          [
            'Coordinar los procesos de compras, inventarios y facturación de la sede y los',
            92,
            549.5,
            448.6,
            13,
            'LiberationSans',
          ],
        ]),
      ),
    );
    expect(resume.experience[0]).toMatchObject({
      company: 'COMERCIALIZADORA SANTANDEREANA DE ALIMENTOS S.A.S.',
      title: 'Coordinadora Administrativa',
    });
  });

  it("joins the rest of a name left mid-phrase ('…, Contadores Públicos y' / 'Auditores')", () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['EXPERIENCIA LABORAL', 85.2, 255, 173.1, 14.5, 'LiberationSans-Bold'],
          [
            'Empresa: Morales Orellana & Asociados, Contadores Públicos y',
            85.2,
            285.3,
            397.8,
            13,
            'LiberationSans-Bold',
          ],
          ['Auditores', 85.2, 300.3, 60.6, 13, 'LiberationSans-Bold'],
          ['Puesto:', 85.2, 315.3, 51.3, 13, 'LiberationSans-Bold'],
          ['Auxiliar de Contabilidad', 136.5, 315.3, 136.5, 13, 'LiberationSans'],
          ['Del 1/3/2014 al 31/12/2015', 85.2, 330.3, 156.1, 13, 'LiberationSans'],
          ['Atribuciones:', 85.2, 348.3, 83.7, 13, 'LiberationSans-Bold'],
          ['', 103.2, 364.3, 18, 13, 'OpenSymbol'],
          [
            'Registro de operaciones contables de pequeñas empresas clientes',
            121.2,
            364.3,
            405.3,
            13,
            'LiberationSans',
          ],
          ['del despacho.', 121.2, 379.4, 80.9, 13, 'LiberationSans'],
          ['', 103.2, 395.4, 18, 13, 'OpenSymbol'],
          [
            'Elaboración de libros de compras y ventas y de declaraciones del IVA',
            121.2,
            395.4,
            405.4,
            13,
            'LiberationSans',
          ],
        ]),
      ),
    );
    expect(resume.experience[0]).toMatchObject({
      company: 'Morales Orellana & Asociados, Contadores Públicos y Auditores',
      title: 'Auxiliar de Contabilidad',
      startDate: '2014-03',
      endDate: '2015-12',
    });
  });
});

describe('an employer typed at a tab stop, wrapped back to the margin under the dates mid-phrase', () => {
  // de-word-werdegang laid out larger (build.ts --probe=larger), as pdf.js read it (a word's runs joined).
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Beruflicher Werdegang', 71, 306.1, 146, 14.5, 'LiberationSerif-Bold'],
        ['seit 04/2019', 71, 339.4, 71.2, 14.5, 'LiberationSerif'],
        ['Leiter Einkauf und Logistik', 248, 339.4, 173.4, 14.5, 'LiberationSerif-Bold'],
        ['Brandl Fahrzeugkomponenten GmbH, Ingolstadt', 212.6, 356, 284, 14.5, 'LiberationSerif'],
        ['- Fachliche und disziplinarische Führung von 14', 212.6, 372.7, 290.2, 14.5, 'LiberationSerif'],
        ['Mitarbeitern in Einkauf, Disposition und Lager', 230.6, 389.3, 273.5, 14.5, 'LiberationSerif'],
        ['- Verantwortung für ein Einkaufsvolumen von ca. 85', 212.6, 406, 316.8, 14.5, 'LiberationSerif'],
        ['Mio. EUR p. a.', 230.6, 422.6, 88.5, 14.5, 'LiberationSerif'],
        ['- Aufbau zusätzlicher Lieferanten in Tschechien und', 212.6, 439.3, 314.4, 14.5, 'LiberationSerif'],
        ['Polen während der Halbleiterkrise', 230.6, 455.9, 198.2, 14.5, 'LiberationSerif'],
        ['- Key User und Projektleiter des Fachbereichs bei der', 212.6, 472.6, 320, 14.5, 'LiberationSerif'],
        ['Einführung von SAP S/4HANA in der', 230.6, 489.2, 223.3, 14.5, 'LiberationSerif'],
        ['Materialwirtschaft', 230.6, 505.9, 106.9, 14.5, 'LiberationSerif'],
        ['- Senkung der Lagerbestände um 18 % durch ein', 212.6, 522.5, 292.7, 14.5, 'LiberationSerif'],
        ['neues Dispositionskonzept', 230.6, 539.2, 154.9, 14.5, 'LiberationSerif'],
        ['03/2011 – 03/2019', 71, 572.5, 109.4, 14.5, 'LiberationSerif'],
        ['Teamleiter Strategischer Einkauf', 248, 572.5, 206.7, 14.5, 'LiberationSerif-Bold'],
        ['Donautal Kunststofftechnik GmbH, Neuburg an der', 212.6, 589.1, 300.8, 14.5, 'LiberationSerif'],
        ['Donau', 71, 605.8, 38.6, 14.5, 'LiberationSerif'],
        ['- Leitung eines Teams von 5 Einkäufern', 212.6, 622.4, 242.8, 14.5, 'LiberationSerif'],
        ['(Warengruppen Granulate, Metallteile und', 230.6, 639.1, 246.9, 14.5, 'LiberationSerif'],
        ['Verpackung)', 230.6, 655.7, 75.6, 14.5, 'LiberationSerif'],
        ['- Lieferantenauswahl, -bewertung und -entwicklung,', 212.6, 672.4, 314.3, 14.5, 'LiberationSerif'],
        ['Durchführung von Lieferantenaudits', 230.6, 689, 212.3, 14.5, 'LiberationSerif'],
        ['- Jahresverhandlungen mit den wichtigsten', 212.6, 705.7, 258, 14.5, 'LiberationSerif'],
      ]),
    ),
  );

  it("joins the rest to the employer's line ('…, Neuburg an der' / 'Donau')", () => {
    expect(resume.experience[1]).toMatchObject({
      title: 'Teamleiter Strategischer Einkauf',
      company: 'Donautal Kunststofftechnik GmbH',
      location: 'Neuburg an der Donau',
      startDate: '2011-03',
      endDate: '2019-03',
    });
  });
});

describe("a name in display type on the baseline of an address column's first line (moderncv fancy, narrower)", () => {
  // es-latex-fancy laid out larger (build.ts --probe=larger: the text 2.6 cm narrower), as pdf.js read it:
  // 'Calle Ercilla 24, 3.º' and the 34 pt name share a baseline, so one line holds both.
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Calle Ercilla 24, 3.', 68.5, 107.2, 76.5, 10, 'LMSans10-Oblique'],
        ['º', 145, 107.2, 4.2, 10, 'LMSans10-Oblique'],
        ['', 136, 119.1, 0, 10, 'LMSans10-Oblique'],
        ['izq.', 136, 119.1, 14.6, 10, 'LMSans10-Oblique'],
        ['48011 Bilbao', 94.6, 131.1, 54.5, 10, 'LMSans10-Oblique'],
        ['España', 119.6, 143.1, 29.6, 10, 'LMSans10-Oblique'],
        ['', 60.3, 155, 0, 10, 'LMSans10-BoldOblique'],
        ['M', 60.3, 155, 9.7, 10, 'LMSans10-BoldOblique'],
        [' ', 70, 155, 6.6, 10, 'LMSans10-BoldOblique'],
        ['+34 688 204 517', 76.7, 155, 72.5, 10, 'LMSans10-Oblique'],
        ['', 123.9, 167, 0, 10, 'LMSans10-BoldOblique'],
        ['E', 123.9, 167, 6.4, 10, 'LMSans10-BoldOblique'],
        [' ', 130.3, 167, 6.6, 10, 'LMSans10-BoldOblique'],
        ['ini-', 137, 167, 13.2, 10, 'LMSans10-Oblique'],
        ['go.echeverria@example.eus', 59.5, 178.9, 108.4, 10, 'LMSans10-Oblique'],
        ['', 168.3, 107.2, 0, 33.9, 'LMSans17-Regular'],
        ['Íñigo Echeverría Sala-', 168.3, 107.2, 299.1, 33.9, 'LMSans17-Regular'],
        ['zar', 168.3, 129.5, 39.1, 33.9, 'LMSans17-Regular'],
        ['', 168.3, 156.7, 0, 17.2, 'LMSans17-Oblique'],
        ['Analista de Datos', 168.3, 156.7, 120.2, 17.2, 'LMSans17-Oblique'],
        ['', 118.8, 222.6, 0, 14.4, 'LMSans12-Regular'],
        ['Perfil', 118.8, 222.6, 30.4, 14.4, 'LMSans12-Regular'],
        [' ', 149.2, 222.6, 19.1, 14.4, 'LMSans12-Regular'],
        [
          'Analista con seis años convirtiendo datos de ventas y de clientes',
          168.3,
          222.6,
          293.7,
          10.9,
          'LMSans10-Regular',
        ],
        ['en decisiones de negocio en banca y distribución.', 168.3, 236.1, 223.5, 10.9, 'LMSans10-Regular'],
        ['', 82.8, 265.2, 0, 14.4, 'LMSans12-Regular'],
        ['Experiencia', 82.8, 265.2, 66.4, 14.4, 'LMSans12-Regular'],
        ['profesional', 87.1, 280.2, 62.1, 14.4, 'LMSans12-Regular'],
        ['', 168.3, 265.2, 0, 10.9, 'LMSans10-Bold'],
        ['Analista de Datos Sénior', 168.3, 265.2, 123, 10.9, 'LMSans10-Bold'],
        [',', 291.3, 265.2, 3, 10.9, 'LMSans10-Regular'],
        [' ', 294.3, 265.2, 3.7, 10.9, 'LMSans10-Regular'],
        ['Kutxa-', 297.9, 265.2, 30.8, 10.9, 'LMSans10-Oblique'],
        ['bank', 168.3, 278.8, 21.9, 10.9, 'LMSans10-Oblique'],
        [', Bilbao.', 190.2, 278.8, 38.5, 10.9, 'LMSans10-Regular'],
        ['', 345.5, 265.2, 0, 10.9, 'LMSans10-Bold'],
        ['Oct. 2020 – Actualidad', 345.5, 265.2, 116.6, 10.9, 'LMSans10-Bold'],
        ['', 168.3, 292, 0, 10, 'LMSans10-Regular'],
        ['Equipo de inteligencia de clientes de banca minorista.', 168.3, 292, 223.3, 10, 'LMSans10-Regular'],
      ]),
    ),
  );

  it("reads the name from the line's far larger part, without the address's next line", () => {
    expect(resume.profile).toMatchObject({
      fullName: 'Íñigo Echeverría Salazar',
      phone: '+34 688 204 517',
      email: 'inigo.echeverria@example.eus',
    });
  });
});

describe("a header wrapped after the word an employer's name opens with ('… • BANCO' / 'PICHINCHA')", () => {
  it('joins the name in the same type, set in capitals', () => {
    // es-word-lateral laid out larger (build.ts --probe=larger), page 2 as pdf.js read it, under its section's heading.
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['EXPERIENCIA LABORAL', 237.7, 100, 160, 14, 'NotoSans-Bold'],
          ['', 252.1, 102.8, 0, 12, 'NotoSans-Regular'],
          ['externa', 252.1, 102.8, 43.3, 12, 'NotoSans-Regular'],
          ['', 237.7, 130.2, 0, 11.5, 'NotoSans-Regular'],
          ['jun. 2013', 237.7, 130.2, 49.5, 11.5, 'NotoSans-Regular'],
          [' ', 287.2, 130.2, 3.1, 11.5, 'NotoSans-Regular'],
          ['–', 290.3, 130.2, 5.8, 11.5, 'NotoSans-Regular'],
          [' ', 296, 130.2, 3, 11.5, 'NotoSans-Regular'],
          ['dic. 2014', 299, 130.2, 47.8, 11.5, 'NotoSans-Regular'],
          ['', 237.7, 150, 0, 13, 'NotoSans-Bold'],
          ['A', 237.7, 150, 9, 13, 'NotoSans-Bold'],
          ['SISTENTE', 247.2, 150, 51, 10.4, 'NotoSans-Bold'],
          [' ', 298.2, 150, 4.5, 10.4, 'NotoSans-Bold'],
          ['DE', 302.7, 150, 14, 10.4, 'NotoSans-Bold'],
          [' ', 316.7, 150, 4.5, 10.4, 'NotoSans-Bold'],
          ['T', 321.2, 150, 7.5, 13, 'NotoSans-Bold'],
          ['ALENTO', 329.2, 150, 44, 10.4, 'NotoSans-Bold'],
          [' ', 373.2, 150, 4.5, 10.4, 'NotoSans-Bold'],
          ['H', 377.7, 150, 10, 13, 'NotoSans-Bold'],
          ['UMANO', 388.2, 150, 43.5, 10.4, 'NotoSans-Bold'],
          [' ', 431.7, 150, 5.5, 10.4, 'NotoSans-Bold'],
          ['•', 437.2, 150, 4.9, 13, 'NotoSans-Bold'],
          [' ', 442.1, 150, 4.3, 13, 'NotoSans-Bold'],
          ['K', 446.4, 150, 8.6, 13, 'NotoSans-Bold'],
          ['RUGER', 455.6, 150, 36.9, 10.4, 'NotoSans-Bold'],
          ['', 237.7, 169.4, 0, 13, 'NotoSans-Bold'],
          ['C', 237.7, 169.4, 8.3, 13, 'NotoSans-Bold'],
          ['ORPORATION', 246.5, 169.4, 75.2, 10.4, 'NotoSans-Bold'],
          ['', 237.7, 190.8, 0, 12, 'OpenSymbol'],
          ['', 237.7, 190.8, 4.9, 12, 'OpenSymbol'],
          [' ', 242.6, 190.8, 9.5, 12, 'OpenSymbol'],
          ['Publiqué las vacantes y realicé las primeras', 252.1, 190.8, 243.2, 12, 'NotoSans-Regular'],
          ['', 252.1, 208.8, 0, 12, 'NotoSans-Regular'],
          ['entrevistas de los procesos de selección de', 252.1, 208.8, 241.5, 12, 'NotoSans-Regular'],
          ['', 252.1, 226.7, 0, 12, 'NotoSans-Regular'],
          ['desarrolladores', 252.1, 226.7, 88.7, 12, 'NotoSans-Regular'],
          ['', 237.7, 247.7, 0, 12, 'OpenSymbol'],
          ['', 237.7, 247.7, 4.9, 12, 'OpenSymbol'],
          [' ', 242.6, 247.7, 9.5, 12, 'OpenSymbol'],
          ['Registré los contratos de trabajo y las actas de', 252.1, 247.7, 260.9, 12, 'NotoSans-Regular'],
          ['', 252.1, 265.6, 0, 12, 'NotoSans-Regular'],
          ['finiquito en el SUT del Ministerio del Trabajo', 252.1, 265.6, 248.9, 12, 'NotoSans-Regular'],
          ['', 237.7, 293, 0, 11.5, 'NotoSans-Regular'],
          ['mar. 2012', 237.7, 293, 54.2, 11.5, 'NotoSans-Regular'],
          [' ', 291.9, 293, 3.2, 11.5, 'NotoSans-Regular'],
          ['–', 295.1, 293, 5.8, 11.5, 'NotoSans-Regular'],
          [' ', 300.8, 293, 3, 11.5, 'NotoSans-Regular'],
          ['ago. 2012', 303.8, 293, 52.8, 11.5, 'NotoSans-Regular'],
          ['', 237.7, 312.8, 0, 13, 'NotoSans-Bold'],
          ['P', 237.7, 312.8, 8.2, 13, 'NotoSans-Bold'],
          ['ASANTE', 246.4, 312.8, 42.8, 10.4, 'NotoSans-Bold'],
          [' ', 289.2, 312.8, 4.5, 10.4, 'NotoSans-Bold'],
          ['DE', 293.7, 312.8, 14, 10.4, 'NotoSans-Bold'],
          [' ', 307.7, 312.8, 4.4, 10.4, 'NotoSans-Bold'],
          ['R', 312.1, 312.8, 8.6, 13, 'NotoSans-Bold'],
          ['ECURSOS', 321.2, 312.8, 49.9, 10.4, 'NotoSans-Bold'],
          [' ', 371.1, 312.8, 4.4, 10.4, 'NotoSans-Bold'],
          ['H', 375.5, 312.8, 10, 13, 'NotoSans-Bold'],
          ['UMANOS', 385.9, 312.8, 49.8, 10.4, 'NotoSans-Bold'],
          [' ', 435.7, 312.8, 5.4, 10.4, 'NotoSans-Bold'],
          ['•', 441.1, 312.8, 4.9, 13, 'NotoSans-Bold'],
          [' ', 446, 312.8, 4.4, 13, 'NotoSans-Bold'],
          ['B', 450.4, 312.8, 8.7, 13, 'NotoSans-Bold'],
          ['ANCO', 459.6, 312.8, 32, 10.4, 'NotoSans-Bold'],
          ['', 237.7, 332.3, 0, 13, 'NotoSans-Bold'],
          ['P', 237.7, 332.3, 8.2, 13, 'NotoSans-Bold'],
          ['ICHINCHA', 246.4, 332.3, 56.3, 10.4, 'NotoSans-Bold'],
          ['', 237.7, 353.7, 0, 12, 'NotoSans-Regular'],
          ['Pasantía preprofesional de seis meses en la', 237.7, 353.7, 245.2, 12, 'NotoSans-Regular'],
          ['', 237.7, 371.6, 0, 12, 'NotoSans-Regular'],
          ['Subgerencia de Selección: archivo de carpetas del', 237.7, 371.6, 279.7, 12, 'NotoSans-Regular'],
          ['', 237.7, 389.6, 0, 12, 'NotoSans-Regular'],
          ['personal, ingreso de datos de nuevos empleados en el', 237.7, 389.6, 306.7, 12, 'NotoSans-Regular'],
        ]),
      ),
    );
    expect(resume.experience.map((j) => [j.title, j.company])).toEqual([
      ['ASISTENTE DE TALENTO HUMANO', 'KRUGER CORPORATION'],
      ['PASANTE DE RECURSOS HUMANOS', 'BANCO PICHINCHA'],
    ]);
  });

  it("leaves an item ending on the word in lower case at a page's foot ('… del banco') apart from the next page's", () => {
    // es-html-sidebar-derecha as the corpus has it, its main column as pdf.js read it, under its section's heading.
    const { resume } = readResume(
      pdfLines(
        measuredRows(
          [
            ['EXPERIENCIA', 39.7, 630, 80, 12, 'Lato-Bold'],
            ['', 39.7, 648, 0, 10.4, 'Lato-Bold'],
            ['Diseñadora UX', 39.7, 648, 69.9, 10.4, 'Lato-Bold'],
            ['', 39.7, 663, 0, 9.6, 'Lato-Italic'],
            ['BBVA Next Technologies · Madrid', 39.7, 663, 132.4, 9.6, 'Lato-Italic'],
            [' ', 172.1, 663, 141, 9.6, 'Lato-Italic'],
            ['ene. 2017 – feb. 2019', 277.8, 663, 83.8, 8.6, 'Lato-Regular'],
            ['', 51.7, 680.3, 0, 9.6, 'Lato-Regular'],
            [
              'Participé en el rediseño de la app de banca móvil para particulares,',
              51.7,
              680.3,
              278.6,
              9.6,
              'Lato-Regular',
            ],
            ['centrada en las transferencias y en la gestión de tarjetas', 51.7, 694.5, 233.9, 9.6, 'Lato-Regular'],
            ['', 51.7, 710.3, 0, 9.6, 'Lato-Regular'],
            ['Elaboré mapas de experiencia de cliente y prototipos de alta', 51.7, 710.3, 251.7, 9.6, 'Lato-Regular'],
            [' ', 303.4, 710.3, 3.3, 9.6, 'Lato-Regular'],
            ['fi', 305.9, 710.3, 5.5, 9.6, 'Lato-Regular'],
            ['delidad', 311.4, 710.3, 30.5, 9.6, 'Lato-Regular'],
            ['para validar cada iteración', 51.7, 724.5, 109.3, 9.6, 'Lato-Regular'],
            ['', 51.7, 741, 0, 9.6, 'Lato-Regular'],
            [
              'Facilité talleres de design thinking con las áreas de negocio, riesgos y',
              51.7,
              741,
              287,
              9.6,
              'Lato-Regular',
            ],
            ['atención al cliente para priorizar funcionalidades', 51.7, 755.3, 202.6, 9.6, 'Lato-Regular'],
            ['', 51.7, 771, 0, 9.6, 'Lato-Regular'],
            [
              'Documenté los patrones de interacción de la primera versión del sistema',
              51.7,
              771,
              304.3,
              9.6,
              'Lato-Regular',
            ],
            ['de diseño del banco', 51.7, 785.3, 83.7, 9.6, 'Lato-Regular'],
          ],
          [
            ['Diseñadora grá', 39.7, 84.8, 69.8, 10.4, 'Lato-Bold'],
            ['fi', 109.4, 84.8, 6.2, 10.4, 'Lato-Bold'],
            ['ca júnior', 115.6, 84.8, 39.7, 10.4, 'Lato-Bold'],
            ['', 39.7, 99.8, 0, 9.6, 'Lato-Italic'],
            ['Estudio Bombilla · Madrid', 39.7, 99.8, 102.3, 9.6, 'Lato-Italic'],
            [' ', 142, 99.8, 185.7, 9.6, 'Lato-Italic'],
            ['jun. 2015 – dic. 2016', 281.3, 99.8, 80.3, 8.6, 'Lato-Regular'],
            ['', 51.7, 46.5, 0, 9.6, 'Lato-Regular'],
            [
              'Revisé con el equipo de desarrollo cada entrega para asegurar que se',
              51.7,
              46.5,
              288.3,
              9.6,
              'Lato-Regular',
            ],
            ['respetaban las especi', 51.7, 60.8, 89.3, 9.6, 'Lato-Regular'],
            ['fi', 141, 60.8, 5.5, 9.6, 'Lato-Regular'],
            ['caciones', 146.5, 60.8, 36.3, 9.6, 'Lato-Regular'],
            ['', 51.7, 117, 0, 9.6, 'Lato-Regular'],
            [
              'Diseñé identidades de marca, carteles y catálogos para clientes culturales',
              51.7,
              117,
              306.1,
              9.6,
              'Lato-Regular',
            ],
          ],
        ),
      ),
    );
    expect(resume.experience.map((j) => j.company)).toEqual(['BBVA Next Technologies', 'Estudio Bombilla']);
    expect(resume.experience[0]!.bullets.slice(-2)).toEqual([
      'Documenté los patrones de interacción de la primera versión del sistema de diseño del banco',
      'Revisé con el equipo de desarrollo cada entrega para asegurar que se respetaban las especificaciones',
    ]);
  });
});

describe("a header beside dates too wide for their tab stop, wrapped back to the stop ('Jun. 2016 - Dic. 2018')", () => {
  // es-word-foto laid out larger (build.ts --probe=larger), as pdf.js read it: the dates pushed the header to the next
  // stop, and its wrapped rest stands where the section's other headers start.
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['', 85.2, 225.3, 0, 11, 'LiberationSans-Bold'],
        ['EXPERIENCIA PROFESIONAL', 85.2, 225.3, 156.9, 11, 'LiberationSans-Bold'],
        ['', 85.2, 246.3, 0, 12.5, 'LiberationSans'],
        ['2019 - Actualidad', 85.2, 246.3, 97.1, 12.5, 'LiberationSans'],
        [' ', 182.3, 246.3, 16.3, 12.5, 'LiberationSans'],
        ['LOGÍSTICA HENARES S.A.', 198.6, 246.3, 160.3, 12.5, 'LiberationSans-Bold'],
        [' ', 358.9, 246.3, 3.6, 12.5, 'LiberationSans-Bold'],
        ['– Analista de Control de', 362.5, 246.3, 133.2, 12.5, 'LiberationSans'],
        ['', 198.6, 260.7, 0, 12.5, 'LiberationSans'],
        ['Gestión', 198.6, 260.7, 43, 12.5, 'LiberationSans'],
        ['', 198.6, 278, 0, 12.5, 'LiberationSans'],
        ['Funciones: elaboración del presupuesto anual de las 14', 198.6, 278, 309.5, 12.5, 'LiberationSans'],
        ['', 198.6, 292.4, 0, 12.5, 'LiberationSans'],
        ['delegaciones y seguimiento mensual de desviaciones;', 198.6, 292.4, 301.1, 12.5, 'LiberationSans'],
        ['', 198.6, 306.7, 0, 12.5, 'LiberationSans'],
        ['cierre mensual de la contabilidad analítica en SAP', 198.6, 306.7, 278.2, 12.5, 'LiberationSans'],
        ['', 198.6, 321.1, 0, 12.5, 'LiberationSans'],
        ['Business One; cuadros de mando de costes de flota y', 198.6, 321.1, 299.1, 12.5, 'LiberationSans'],
        ['', 198.6, 335.4, 0, 12.5, 'LiberationSans'],
        ['almacén en Tableau para la dirección; reducción del 8', 198.6, 335.4, 299.8, 12.5, 'LiberationSans'],
        ['', 198.6, 349.8, 0, 12.5, 'LiberationSans'],
        ['% del coste por envío en 2022 con el análisis de rutas y', 198.6, 349.8, 308.8, 12.5, 'LiberationSans'],
        ['', 198.6, 364.1, 0, 12.5, 'LiberationSans'],
        ['subcontratas.', 198.6, 364.1, 74.9, 12.5, 'LiberationSans'],
        ['', 85.2, 388.5, 0, 12.5, 'LiberationSans'],
        ['Jun. 2016 - Dic. 2018', 85.2, 388.5, 118.6, 12.5, 'LiberationSans'],
        [' ', 203.8, 388.5, 25.4, 12.5, 'LiberationSans'],
        ['ASESORÍA GÓMEZ-ARROYO S.L.', 229.2, 388.5, 199.9, 12.5, 'LiberationSans-Bold'],
        [' ', 429.1, 388.5, 3.6, 12.5, 'LiberationSans-Bold'],
        ['– Técnico', 432.7, 388.5, 54.1, 12.5, 'LiberationSans'],
        ['', 198.6, 402.8, 0, 12.5, 'LiberationSans'],
        ['Contable', 198.6, 402.8, 50, 12.5, 'LiberationSans'],
        ['', 198.6, 420.2, 0, 12.5, 'LiberationSans'],
        ['Funciones:', 198.6, 420.2, 61, 12.5, 'LiberationSans'],
        ['', 198.6, 436.5, 0, 12.5, 'LiberationSans'],
        ['- Contabilidad de una cartera de 35 pymes y autónomos', 198.6, 436.5, 310.9, 12.5, 'LiberationSans'],
        ['', 198.6, 451.9, 0, 12.5, 'LiberationSans'],
        ['- Modelos trimestrales de IVA (303) y retenciones (111', 198.6, 451.9, 302.5, 12.5, 'LiberationSans'],
        ['', 198.6, 466.2, 0, 12.5, 'LiberationSans'],
        ['y 115)', 198.6, 466.2, 34.7, 12.5, 'LiberationSans'],
      ]),
    ),
  );

  it("joins the rest to the header's last field ('– Técnico' / 'Contable')", () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Analista de Control de Gestión', 'LOGÍSTICA HENARES S.A.', '2019', ''],
      ['Técnico Contable', 'ASESORÍA GÓMEZ-ARROYO S.L.', '2016-06', '2018-12'],
    ]);
  });
});

describe("a job's title after its label on a line of its own, closed by a stop ('Puesto: Administrativa de Compras.')", () => {
  // es-word-espana laid out larger (build.ts --probe=larger), page 2 as pdf.js read it, under its section's heading.
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['EXPERIENCIA PROFESIONAL', 85.2, 60, 206.8, 14.5, 'LiberationSans-Bold'],
        ['Septiembre 2016 – Abril 2019.', 85.2, 83.1, 183.4, 13, 'LiberationSans-Bold'],
        [' ', 268.6, 83.1, 3.7, 13, 'LiberationSans-Bold'],
        ['Eroski S. Coop.', 272.3, 83.1, 95.9, 13, 'LiberationSans-Bold'],
        [' ', 368.2, 83.1, 3.8, 13, 'LiberationSans-Bold'],
        ['(Elorrio, Bizkaia).', 372, 83.1, 98.9, 13, 'LiberationSans'],
        ['', 85.2, 98.1, 0, 13, 'LiberationSans'],
        ['Puesto: Administrativa de Compras.', 85.2, 98.1, 207.3, 13, 'LiberationSans'],
        ['', 85.2, 116.1, 0, 13, 'LiberationSans-Bold'],
        ['Funciones:', 85.2, 116.1, 69.3, 13, 'LiberationSans-Bold'],
        ['', 103.2, 133.1, 0, 13, 'LiberationSans'],
        ['-', 103.2, 133.1, 4.3, 13, 'LiberationSans'],
        [' ', 107.5, 133.1, 13.7, 13, 'LiberationSans'],
        ['Gestión de pedidos y seguimiento de las entregas de más de 120', 121.2, 133.1, 388.5, 13, 'LiberationSans'],
        ['', 121.2, 148.1, 0, 13, 'LiberationSans'],
        ['proveedores de alimentación seca y droguería para la plataforma', 121.2, 148.1, 388.7, 13, 'LiberationSans'],
        ['', 121.2, 163.1, 0, 13, 'LiberationSans'],
        ['logística de Elorrio.', 121.2, 163.1, 110.5, 13, 'LiberationSans'],
        ['', 103.2, 179.1, 0, 13, 'LiberationSans'],
        ['-', 103.2, 179.1, 4.3, 13, 'LiberationSans'],
        [' ', 107.5, 179.1, 13.7, 13, 'LiberationSans'],
        ['Verificación y contabilización de facturas de proveedores en SAP', 121.2, 179.1, 388.6, 13, 'LiberationSans'],
        ['', 121.2, 194.1, 0, 13, 'LiberationSans'],
        ['(módulo MM) y resolución de incidencias de precios, cantidades y', 121.2, 194.1, 388.4, 13, 'LiberationSans'],
      ]),
    ),
  );

  it('reads it as the title, not as a sentence about the job', () => {
    expect(resume.experience[0]).toMatchObject({
      title: 'Administrativa de Compras',
      company: 'Eroski S. Coop.',
      startDate: '2016-09',
      endDate: '2019-04',
    });
  });
});

describe('a header a little larger than the items at the margin, under an item that ran to the edge', () => {
  // it-word-cv-moderno laid out larger (build.ts --probe=larger), as pdf.js read it, under its section's heading.
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['ESPERIENZE LAVORATIVE', 51.1, 410, 180, 14.5, 'LiberationSans-Bold'],
        ['', 51.1, 445.9, 0, 12.5, 'NotoSans-Bold'],
        ['Software Engineer', 51.1, 445.9, 115, 12.5, 'NotoSans-Bold'],
        [' ', 166.1, 445.9, 3.3, 12.5, 'NotoSans-Bold'],
        ['| Lariosoft S.p.A. | Como', 169.4, 445.9, 145.9, 12.5, 'NotoSans-Regular'],
        ['', 51.1, 460.1, 0, 11, 'NotoSans-Regular'],
        ['Gen 2017 – Ago 2020', 51.1, 460.1, 108.6, 11, 'NotoSans-Regular'],
        ['', 56.1, 476.3, 0, 12, 'OpenSymbol'],
        ['', 56.1, 476.3, 5.5, 12, 'OpenSymbol'],
        [' ', 61.6, 476.3, 7.5, 12, 'OpenSymbol'],
        [
          'Sviluppo di un gestionale web per aziende del settore tessile (Java 8, Spring Boot,',
          69.1,
          476.3,
          455,
          12,
          'NotoSans-Regular',
        ],
        ['', 69.1, 489.5, 0, 12, 'NotoSans-Regular'],
        ['Angular)', 69.1, 489.5, 48.3, 12, 'NotoSans-Regular'],
        ['', 56.1, 504.2, 0, 12, 'OpenSymbol'],
        ['', 56.1, 504.2, 5.5, 12, 'OpenSymbol'],
        [' ', 61.6, 504.2, 7.5, 12, 'OpenSymbol'],
        [
          'Ottimizzazione delle query sul database Oracle: tempi di generazione dei report',
          69.1,
          504.2,
          448.5,
          12,
          'NotoSans-Regular',
        ],
        ['', 69.1, 517.4, 0, 12, 'NotoSans-Regular'],
        ['ridotti da alcuni minuti a pochi secondi', 69.1, 517.4, 218.3, 12, 'NotoSans-Regular'],
        ['', 56.1, 532.1, 0, 12, 'OpenSymbol'],
        ['', 56.1, 532.1, 5.5, 12, 'OpenSymbol'],
        [' ', 61.6, 532.1, 7.5, 12, 'OpenSymbol'],
        [
          'Manutenzione evolutiva dei moduli di magazzino e di fatturazione elettronica',
          69.1,
          532.1,
          434.7,
          12,
          'NotoSans-Regular',
        ],
        ['', 69.1, 545.3, 0, 12, 'NotoSans-Regular'],
        ['(FatturaPA)', 69.1, 545.3, 62.8, 12, 'NotoSans-Regular'],
        ['', 56.1, 560, 0, 12, 'OpenSymbol'],
        ['', 56.1, 560, 5.5, 12, 'OpenSymbol'],
        [' ', 61.6, 560, 7.5, 12, 'OpenSymbol'],
        [
          'Analisi dei requisiti con i clienti e stesura della documentazione tecnica',
          69.1,
          560,
          397.8,
          12,
          'NotoSans-Regular',
        ],
        ['', 51.1, 582.2, 0, 12.5, 'NotoSans-Bold'],
        ['Sviluppatore Web Junior', 51.1, 582.2, 151.1, 12.5, 'NotoSans-Bold'],
        [' ', 202.2, 582.2, 3.3, 12.5, 'NotoSans-Bold'],
        ['| Quadrante Digitale S.r.l. | Milano', 205.5, 582.2, 204.1, 12.5, 'NotoSans-Regular'],
        ['', 51.1, 596.4, 0, 11, 'NotoSans-Regular'],
        ['Feb 2016 – Dic 2016', 51.1, 596.4, 102, 11, 'NotoSans-Regular'],
        ['', 56.1, 612.6, 0, 12, 'OpenSymbol'],
        ['', 56.1, 612.6, 5.5, 12, 'OpenSymbol'],
        [' ', 61.6, 612.6, 7.5, 12, 'OpenSymbol'],
        [
          'Realizzazione di siti ed e-commerce su WordPress e WooCommerce per clienti PMI',
          69.1,
          612.6,
          463.7,
          12,
          'NotoSans-Regular',
        ],
        ['', 56.1, 627.3, 0, 12, 'OpenSymbol'],
        ['', 56.1, 627.3, 5.5, 12, 'OpenSymbol'],
        [' ', 61.6, 627.3, 7.5, 12, 'OpenSymbol'],
        [
          'Sviluppo di temi e plugin personalizzati in PHP e JavaScript (jQuery)',
          69.1,
          627.3,
          376.2,
          12,
          'NotoSans-Regular',
        ],
      ]),
    ),
  );

  it("starts the next job, not the item's wrapped rest", () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.location, j.startDate])).toEqual([
      ['Software Engineer', 'Lariosoft S.p.A.', 'Como', '2017-01'],
      ['Sviluppatore Web Junior', 'Quadrante Digitale S.r.l.', 'Milano', '2016-02'],
    ]);
    expect(resume.experience[0]!.bullets.at(-1)).toBe(
      'Analisi dei requisiti con i clienti e stesura della documentazione tecnica',
    );
  });
});
