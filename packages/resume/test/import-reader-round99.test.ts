import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows } from './pdf-page';

// Corpus round 99: resumes written for this round (Word documents saved as PDF by LibreOffice, a Markdown page
// printed by Chromium), as pdf.js read them.

describe("a capital with its district's letters as the contact line's place ('Bogotá D.C.')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['VALENTINA CASTAÑO RÍOS', 54.1, 72.2, 228.1, 17, 'NotoSans-Bold'],
        ['', 54.1, 91, 0, 12, 'NotoSans-Italic'],
        ['Contadora Pública', 54.1, 91, 99, 12, 'NotoSans-Italic'],
        ['', 54.1, 109.3, 0, 11, 'NotoSans-Regular'],
        ['Bogotá D.C. | 310 456 7890 | valentina.castano@example.co', 54.1, 109.3, 312.8, 11, 'NotoSans-Regular'],
      ]),
    ),
  );

  it('reads it as the location', () => {
    expect(resume.profile.location).toBe('Bogotá D.C.');
    expect(resume.profile.phone).toBe('310 456 7890');
  });
});

describe("an early career's jobs, one line each ('District Manager, Target Corporation, Minneapolis, MN (2009-2013)')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['ANGELA MORETTI', 221.2, 73.3, 169.7, 18, 'NotoSerif-Bold'],
        ['', 135.9, 91.8, 0, 11.5, 'NotoSerif-Regular'],
        ['Hoboken, NJ · (201) 555-0164 · angela.moretti@example.com', 135.9, 91.8, 340.1, 11.5, 'NotoSerif-Regular'],
        ['', 54.1, 118, 0, 12, 'NotoSerif-Bold'],
        ['EXECUTIVE PROFILE', 54.1, 118, 126.8, 12, 'NotoSerif-Bold'],
        ['', 54.1, 139.6, 0, 11.5, 'NotoSerif-Regular'],
        [
          'Retail operations executive who has grown sales and margin at three national chains.',
          54.1,
          139.6,
          467.8,
          11.5,
          'NotoSerif-Regular',
        ],
        ['', 54.1, 165.8, 0, 12, 'NotoSerif-Bold'],
        ['PROFESSIONAL EXPERIENCE', 54.1, 165.8, 177, 12, 'NotoSerif-Bold'],
        ['', 54.1, 187.3, 0, 11.5, 'NotoSerif-Bold'],
        ['Burlington Stores, Inc., Burlington, NJ', 54.1, 187.3, 219.9, 11.5, 'NotoSerif-Bold'],
        [' ', 274, 187.3, 210.4, 11.5, 'NotoSerif-Bold'],
        ['2018-Present', 484.4, 187.3, 73.6, 11.5, 'NotoSerif-Bold'],
        ['', 54.1, 204, 0, 11.5, 'NotoSerif-Italic'],
        ['Vice President, Retail Operations', 54.1, 204, 175.3, 11.5, 'NotoSerif-Italic'],
        ['', 59.1, 222.6, 0, 11.5, 'NotoSerif-Regular'],
        ['•', 59.1, 222.6, 4.2, 11.5, 'NotoSerif-Regular'],
        [' ', 63.3, 222.6, 8.8, 11.5, 'NotoSerif-Regular'],
        [
          'Lead operations for 210 stores in the Northeast with $1.9B in annual sales',
          72.1,
          222.6,
          402.8,
          11.5,
          'NotoSerif-Regular',
        ],
        ['', 59.1, 239.3, 0, 11.5, 'NotoSerif-Regular'],
        ['•', 59.1, 239.3, 4.2, 11.5, 'NotoSerif-Regular'],
        [' ', 63.3, 239.3, 8.8, 11.5, 'NotoSerif-Regular'],
        [
          'Rolled out self-checkout to 60 stores, cutting wait times by 40%',
          72.1,
          239.3,
          342.3,
          11.5,
          'NotoSerif-Regular',
        ],
        ['', 54.1, 255.9, 0, 11.5, 'NotoSerif-Bold'],
        ['Bed Bath & Beyond, Union, NJ', 54.1, 255.9, 171.2, 11.5, 'NotoSerif-Bold'],
        [' ', 225.3, 255.9, 277.9, 11.5, 'NotoSerif-Bold'],
        ['2013-2018', 503.2, 255.9, 54.9, 11.5, 'NotoSerif-Bold'],
        ['', 54.1, 272.6, 0, 11.5, 'NotoSerif-Italic'],
        ['Regional Director', 54.1, 272.6, 94.4, 11.5, 'NotoSerif-Italic'],
        ['', 59.1, 291.2, 0, 11.5, 'NotoSerif-Regular'],
        ['•', 59.1, 291.2, 4.2, 11.5, 'NotoSerif-Regular'],
        [' ', 63.3, 291.2, 8.8, 11.5, 'NotoSerif-Regular'],
        [
          'Directed 45 stores and 2,300 associates; ranked #1 of 9 regions in shrink reduction',
          72.1,
          291.2,
          448.2,
          11.5,
          'NotoSerif-Regular',
        ],
        ['', 54.1, 317.4, 0, 12, 'NotoSerif-Bold'],
        ['EARLY CAREER', 54.1, 317.4, 94.2, 12, 'NotoSerif-Bold'],
        ['', 54.1, 339, 0, 11.5, 'NotoSerif-Regular'],
        [
          'District Manager, Target Corporation, Minneapolis, MN (2009-2013)',
          54.1,
          339,
          367.5,
          11.5,
          'NotoSerif-Regular',
        ],
        ['', 54.1, 357.6, 0, 11.5, 'NotoSerif-Regular'],
        ["Store Manager, Kohl's, Paramus, NJ (2006-2009)", 54.1, 357.6, 258.5, 11.5, 'NotoSerif-Regular'],
        ['', 54.1, 383.8, 0, 12, 'NotoSerif-Bold'],
        ['EDUCATION', 54.1, 383.8, 74.5, 12, 'NotoSerif-Bold'],
      ]),
    ),
  );

  it('reads each line as a job of its own, not the first as the employer of the second', () => {
    expect(resume.experience.slice(2)).toMatchObject([
      {
        title: 'District Manager',
        company: 'Target Corporation',
        location: 'Minneapolis, MN',
        startDate: '2009',
        endDate: '2013',
      },
      { title: 'Store Manager', company: "Kohl's", location: 'Paramus, NJ', startDate: '2006', endDate: '2009' },
    ]);
  });
});

describe("the town under its own label after the street's ('Dirección' | 'Cra 7 # 45-20 Apto 302', 'Ciudad' | 'Bogotá D.C.')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['HOJA DE VIDA', 258, 85.9, 96.1, 14, 'NotoSans-Bold'],
        ['', 184.2, 117.8, 0, 12, 'NotoSans-Bold'],
        ['JHONATAN ANDRÉS CASTAÑEDA RINCÓN', 184.2, 117.8, 243.7, 12, 'NotoSans-Bold'],
        ['', 85.2, 148.1, 0, 11, 'NotoSans-Bold'],
        ['INFORMACIÓN PERSONAL', 85.2, 148.1, 142.8, 11, 'NotoSans-Bold'],
        ['', 90.8, 172.3, 0, 11, 'NotoSans-Bold'],
        ['Nombres y apellidos', 90.8, 172.3, 111.8, 11, 'NotoSans-Bold'],
        [' ', 202.6, 172.3, 44.1, 11, 'NotoSans-Bold'],
        ['Jhonatan Andrés Castañeda Rincón', 246.7, 172.3, 181.1, 11, 'NotoSans-Regular'],
        ['', 90.8, 189.8, 0, 11, 'NotoSans-Bold'],
        ['Cédula de ciudadanía', 90.8, 189.8, 117.5, 11, 'NotoSans-Bold'],
        [' ', 208.3, 189.8, 38.4, 11, 'NotoSans-Bold'],
        ['C.C. 1.020.763.418 de Bogotá', 246.7, 189.8, 150.3, 11, 'NotoSans-Regular'],
        ['', 90.8, 207.3, 0, 11, 'NotoSans-Bold'],
        ['Fecha de nacimiento', 90.8, 207.3, 113.5, 11, 'NotoSans-Bold'],
        [' ', 204.3, 207.3, 42.4, 11, 'NotoSans-Bold'],
        ['9 de noviembre de 1994', 246.7, 207.3, 124.6, 11, 'NotoSans-Regular'],
        ['', 90.8, 224.8, 0, 11, 'NotoSans-Bold'],
        ['Estado civil', 90.8, 224.8, 61.6, 11, 'NotoSans-Bold'],
        [' ', 152.4, 224.8, 94.3, 11, 'NotoSans-Bold'],
        ['Unión libre', 246.7, 224.8, 57.2, 11, 'NotoSans-Regular'],
        ['', 90.8, 242.3, 0, 11, 'NotoSans-Bold'],
        ['Dirección', 90.8, 242.3, 51.6, 11, 'NotoSans-Bold'],
        [' ', 142.4, 242.3, 104.3, 11, 'NotoSans-Bold'],
        ['Cra 7 # 45-20 Apto 302', 246.7, 242.3, 117.3, 11, 'NotoSans-Regular'],
        ['', 90.8, 259.8, 0, 11, 'NotoSans-Bold'],
        ['Ciudad', 90.8, 259.8, 38.1, 11, 'NotoSans-Bold'],
        [' ', 128.9, 259.8, 117.8, 11, 'NotoSans-Bold'],
        ['Bogotá D.C.', 246.7, 259.8, 61.1, 11, 'NotoSans-Regular'],
        ['', 90.8, 277.3, 0, 11, 'NotoSans-Bold'],
        ['Celular', 90.8, 277.3, 39.1, 11, 'NotoSans-Bold'],
        [' ', 129.9, 277.3, 116.8, 11, 'NotoSans-Bold'],
        ['312 555 8347', 246.7, 277.3, 68.5, 11, 'NotoSans-Regular'],
        ['', 90.8, 294.8, 0, 11, 'NotoSans-Bold'],
        ['Correo electrónico', 90.8, 294.8, 101.5, 11, 'NotoSans-Bold'],
        [' ', 192.3, 294.8, 54.4, 11, 'NotoSans-Bold'],
        ['jhonatan.castaneda94@example.com', 246.7, 294.8, 193.8, 11, 'NotoSans-Regular'],
      ]),
    ),
  );

  it('is named once in the address', () => {
    expect(resume.profile.location).toBe('Cra 7 # 45-20 Apto 302, Bogotá D.C.');
  });
});

describe("jobs numbered by hand, each over its items ('1. Analista de Riesgos – Banco de Crédito del Perú (2018 – 2022)')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['RICARDO PAREDES VEGA', 203, 69.1, 206.1, 16, 'LiberationSans-Bold'],
        ['', 134.6, 83.3, 0, 10.5, 'LiberationSans'],
        [
          'Arequipa, Perú – Cel.: +51 955 123 456 – ricardo.paredes@example.com',
          134.6,
          83.3,
          342.8,
          10.5,
          'LiberationSans',
        ],
        ['', 54.1, 106.8, 0, 12, 'LiberationSans-Bold'],
        ['EXPERIENCIA LABORAL', 54.1, 106.8, 143.2, 12, 'LiberationSans-Bold'],
        ['', 54.1, 125, 0, 10.5, 'LiberationSans-Bold'],
        [
          '1. Analista de Riesgos – Banco de Crédito del Perú (2018 – 2022)',
          54.1,
          125,
          322.5,
          10.5,
          'LiberationSans-Bold',
        ],
        ['', 59.1, 138.1, 0, 10.5, 'LiberationSans'],
        ['•', 59.1, 138.1, 3.7, 10.5, 'LiberationSans'],
        [' ', 62.8, 138.1, 9.3, 10.5, 'LiberationSans'],
        ['Elaboración de modelos de scoring para créditos de consumo.', 72.1, 138.1, 290.4, 10.5, 'LiberationSans'],
        ['', 59.1, 151.2, 0, 10.5, 'LiberationSans'],
        ['•', 59.1, 151.2, 3.7, 10.5, 'LiberationSans'],
        [' ', 62.8, 151.2, 9.3, 10.5, 'LiberationSans'],
        ['Seguimiento mensual de la cartera morosa de la región sur.', 72.1, 151.2, 278.2, 10.5, 'LiberationSans'],
        ['', 54.1, 166.3, 0, 10.5, 'LiberationSans-Bold'],
        ['2. Asistente de Créditos – Caja Arequipa (2015 – 2018)', 54.1, 166.3, 270, 10.5, 'LiberationSans-Bold'],
        ['', 59.1, 179.4, 0, 10.5, 'LiberationSans'],
        ['•', 59.1, 179.4, 3.7, 10.5, 'LiberationSans'],
        [' ', 62.8, 179.4, 9.3, 10.5, 'LiberationSans'],
        ['Evaluación de expedientes de microempresarios.', 72.1, 179.4, 229.2, 10.5, 'LiberationSans'],
      ]),
    ),
  );

  it('reads each numbered line as a job, without its number, and the marked lines under it as its items', () => {
    expect(resume.experience).toMatchObject([
      {
        title: 'Analista de Riesgos',
        company: 'Banco de Crédito del Perú',
        startDate: '2018',
        endDate: '2022',
        bullets: [
          'Elaboración de modelos de scoring para créditos de consumo.',
          'Seguimiento mensual de la cartera morosa de la región sur.',
        ],
      },
      {
        title: 'Asistente de Créditos',
        company: 'Caja Arequipa',
        startDate: '2015',
        endDate: '2018',
        bullets: ['Evaluación de expedientes de microempresarios.'],
      },
    ]);
  });

  it("parts the contact line at a dash before a phone's label ('Arequipa, Perú – Cel.: +51 955 123 456')", () => {
    expect(resume.profile).toMatchObject({ location: 'Arequipa, Perú', phone: '+51 955 123 456' });
  });
});

describe("words in brackets set as inline code, each in its padded box ('(Java, Spring, Kafka)')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Lukas Becker', 54, 76.5, 136.6, 21, 'LiberationSans-Bold'],
        ['', 54, 112.5, 0, 10.5, 'LiberationSans'],
        ['Berlin, Germany ·', 54, 112.5, 82.3, 10.5, 'LiberationSans'],
        [' ', 136.3, 112.5, 3.9, 10.5, 'LiberationSans'],
        ['lukas@becker.example', 139.2, 112.5, 108.7, 10.5, 'LiberationSans'],
        [' ', 247.9, 112.5, 3.9, 10.5, 'LiberationSans'],
        ['· +49 151 2345 6789 ·', 250.8, 112.5, 103.6, 10.5, 'LiberationSans'],
        [' ', 354.5, 112.5, 3.9, 10.5, 'LiberationSans'],
        ['github.com/lbecker', 357.4, 112.5, 88.1, 10.5, 'LiberationSans'],
        ['', 54, 150, 0, 15.8, 'LiberationSans-Bold'],
        ['Experience', 54, 150, 84.1, 15.8, 'LiberationSans-Bold'],
        ['', 54, 184.5, 0, 12.1, 'LiberationSans-Bold'],
        ['Backend Engineer — N26', 54, 184.5, 146.2, 12.1, 'LiberationSans-Bold'],
        ['', 54, 203.3, 0, 10.5, 'LiberationSans-Italic'],
        ['Apr 2021 – Present · Berlin', 54, 203.3, 126.7, 10.5, 'LiberationSans-Italic'],
        ['', 75, 224.3, 0, 10.5, 'LiberationSans'],
        [
          'Built the card-transaction ledger in Kotlin on Postgres, processing 4M events a day',
          75,
          224.3,
          384,
          10.5,
          'LiberationSans',
        ],
        ['', 75, 240, 0, 10.5, 'LiberationSans'],
        [
          'Reduced incident count by half by adding idempotency keys to every payment API',
          75,
          240,
          381.7,
          10.5,
          'LiberationSans',
        ],
        ['', 54, 267, 0, 12.1, 'LiberationSans-Bold'],
        ['Software Engineer — Zalando SE', 54, 267, 190.5, 12.1, 'LiberationSans-Bold'],
        ['', 54, 285.8, 0, 10.5, 'LiberationSans-Italic'],
        ['Sep 2018 – Mar 2021 · Berlin', 54, 285.8, 137.2, 10.5, 'LiberationSans-Italic'],
        ['', 75, 306.8, 0, 10.5, 'LiberationSans'],
        ["Maintained the checkout's order service (", 75, 306.8, 191.1, 10.5, 'LiberationSans'],
        [' ', 266.1, 306.8, 3.6, 10.5, 'LiberationSans'],
        ['Java', 268.8, 306.9, 21.5, 8.9, 'DejaVuSansMono'],
        [' ', 290.3, 306.9, 3.6, 8.9, 'DejaVuSansMono'],
        [',', 292.9, 306.8, 2.9, 10.5, 'LiberationSans'],
        [' ', 295.8, 306.8, 7.5, 10.5, 'LiberationSans'],
        ['Spring', 301.4, 306.9, 32.2, 8.9, 'DejaVuSansMono'],
        [' ', 333.7, 306.9, 3.6, 8.9, 'DejaVuSansMono'],
        [',', 336.3, 306.8, 2.9, 10.5, 'LiberationSans'],
        [' ', 339.2, 306.8, 7.5, 10.5, 'LiberationSans'],
        ['Kafka', 344.8, 306.9, 26.9, 8.9, 'DejaVuSansMono'],
        [' ', 371.7, 306.9, 3.6, 8.9, 'DejaVuSansMono'],
        [')', 374.3, 306.8, 3.5, 10.5, 'LiberationSans'],
        ['', 75, 322.5, 0, 10.5, 'LiberationSans'],
        ['Led the move from a monolith database to event-sourced services', 75, 322.5, 307.6, 10.5, 'LiberationSans'],
      ]),
    ),
  );

  it('reads the brackets without the padding as spaces', () => {
    expect(resume.experience[1]!.bullets[0]).toBe("Maintained the checkout's order service (Java, Spring, Kafka)");
  });
});
