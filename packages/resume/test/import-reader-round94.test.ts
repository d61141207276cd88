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
