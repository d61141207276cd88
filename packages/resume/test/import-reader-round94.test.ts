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
