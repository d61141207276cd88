import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows } from './pdf-page';

// Corpus round 100: resumes written for this round (Word documents saved as PDF by LibreOffice, a design tool's page
// printed by Chromium), as pdf.js read them.

describe("a university named for its country, then its town ('University of Ghana, Accra')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Samuel Osei', 54.1, 74.6, 116.6, 22, 'LiberationSerif-Bold'],
        ['', 54.1, 90.6, 0, 11, 'LiberationSerif'],
        [
          '12 Pearl Street, Cambridge, MA 02139 • (617) 555-0121 • samuel.osei@example.com',
          54.1,
          90.6,
          391.3,
          11,
          'LiberationSerif',
        ],
        ['', 54.1, 118, 0, 10, 'LiberationSerif-Bold'],
        ['Objective', 54.1, 118, 41, 10, 'LiberationSerif-Bold'],
        [' ', 95.1, 118, 67, 10, 'LiberationSerif-Bold'],
        [
          'Lead a data product team at a company that sells to small businesses.',
          162.1,
          118,
          303.5,
          11,
          'LiberationSerif',
        ],
        ['', 54.1, 140.6, 0, 10, 'LiberationSerif-Bold'],
        ['Experience', 54.1, 140.6, 47.7, 10, 'LiberationSerif-Bold'],
        [' ', 101.8, 140.6, 60.3, 10, 'LiberationSerif-Bold'],
        ['Feb 2020 – Present', 162.1, 140.6, 88.8, 11, 'LiberationSerif-Bold'],
        [' ', 250.9, 140.6, 8.3, 11, 'LiberationSerif-Bold'],
        ['HubSpot, Cambridge, MA', 259.2, 140.6, 116.7, 11, 'LiberationSerif'],
        ['', 162.1, 155.3, 0, 11, 'LiberationSerif-Italic'],
        ['Senior Product Manager', 162.1, 155.3, 109.9, 11, 'LiberationSerif-Italic'],
        ['', 167.1, 169.9, 0, 11, 'LiberationSerif'],
        ['•', 167.1, 169.9, 3.9, 11, 'LiberationSerif'],
        [' ', 171, 169.9, 9.2, 11, 'LiberationSerif'],
        [
          'Own the reporting product used by 90,000 customers; grew weekly active use by',
          180.1,
          169.9,
          356.1,
          11,
          'LiberationSerif',
        ],
        ['', 180.1, 182.6, 0, 11, 'LiberationSerif'],
        ['35%', 180.1, 182.6, 20.2, 11, 'LiberationSerif'],
        ['', 167.1, 196.2, 0, 11, 'LiberationSerif'],
        ['•', 167.1, 196.2, 3.9, 11, 'LiberationSerif'],
        [' ', 171, 196.2, 9.2, 11, 'LiberationSerif'],
        ['Ran 24 pricing and packaging experiments with the growth team', 180.1, 196.2, 284.7, 11, 'LiberationSerif'],
        ['', 162.1, 214.9, 0, 11, 'LiberationSerif-Bold'],
        ['Jul 2017 – Jan 2020', 162.1, 214.9, 92.3, 11, 'LiberationSerif-Bold'],
        [' ', 254.4, 214.9, 8.2, 11, 'LiberationSerif-Bold'],
        ['Wayfair, Boston, MA', 262.6, 214.9, 95.8, 11, 'LiberationSerif'],
        ['', 162.1, 229.5, 0, 11, 'LiberationSerif-Italic'],
        ['Product Manager', 162.1, 229.5, 78.4, 11, 'LiberationSerif-Italic'],
        ['', 167.1, 244.2, 0, 11, 'LiberationSerif'],
        ['•', 167.1, 244.2, 3.9, 11, 'LiberationSerif'],
        [' ', 171, 244.2, 9.2, 11, 'LiberationSerif'],
        [
          'Launched visual search on mobile, lifting conversion on search sessions by 6%',
          180.1,
          244.2,
          347.9,
          11,
          'LiberationSerif',
        ],
        ['', 54.1, 271.6, 0, 10, 'LiberationSerif-Bold'],
        ['Education', 54.1, 271.6, 43.8, 10, 'LiberationSerif-Bold'],
        [' ', 97.9, 271.6, 64.2, 10, 'LiberationSerif-Bold'],
        ['2015 – 2017', 162.1, 271.6, 55, 11, 'LiberationSerif-Bold'],
        [' ', 217.1, 271.6, 8.2, 11, 'LiberationSerif-Bold'],
        ['MIT Sloan School of Management, Cambridge, MA', 225.3, 271.6, 230.8, 11, 'LiberationSerif'],
        ['', 162.1, 286.2, 0, 11, 'LiberationSerif-Italic'],
        ['MBA', 162.1, 286.2, 22.6, 11, 'LiberationSerif-Italic'],
        ['', 162.1, 304.9, 0, 11, 'LiberationSerif-Bold'],
        ['2008 – 2012', 162.1, 304.9, 55, 11, 'LiberationSerif-Bold'],
        [' ', 217.1, 304.9, 8.2, 11, 'LiberationSerif-Bold'],
        ['University of Ghana, Accra', 225.3, 304.9, 121.4, 11, 'LiberationSerif'],
        ['', 162.1, 319.5, 0, 11, 'LiberationSerif-Italic'],
        ['BSc Computer Science', 162.1, 319.5, 100.1, 11, 'LiberationSerif-Italic'],
        ['', 54.1, 346.9, 0, 10, 'LiberationSerif-Bold'],
        ['Skills', 54.1, 346.9, 23.3, 10, 'LiberationSerif-Bold'],
        [' ', 77.4, 346.9, 84.7, 10, 'LiberationSerif-Bold'],
        ['SQL, Amplitude, Figma, Jira', 162.1, 346.9, 128.2, 11, 'LiberationSerif'],
      ]),
    ),
  );

  it('reads the town as no part of the name', () => {
    expect(resume.education.map((e) => e.school)).toEqual(['MIT Sloan School of Management', 'University of Ghana']);
    expect(resume.education[1]).toMatchObject({ degree: 'BSc Computer Science', startDate: '2008', endDate: '2012' });
  });
});

describe("an employer's town after a slash ('Estudio Mucho / Barcelona' under the title, as design tools set it)", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['SOFÍA HERRERA', 30, 45, 235.9, 26, 'DejaVuSans-ExtraLight'],
        ['', 222.5, 113.3, 0, 11, 'DejaVuSans-Bold'],
        ['E X P E R I E N C I A', 222.5, 113.3, 96.5, 11, 'DejaVuSans-Bold'],
        ['', 222.5, 135, 0, 9.5, 'DejaVuSans-Bold'],
        ['2020 - 2024', 222.5, 135, 63.4, 9.5, 'DejaVuSans-Bold'],
        ['', 222.5, 147.8, 0, 9.5, 'DejaVuSans-Bold'],
        ['DISEÑADORA GRÁFICA SÉNIOR', 222.5, 147.8, 164.2, 9.5, 'DejaVuSans-Bold'],
        ['', 222.5, 159, 0, 9.5, 'DejaVuSans-Oblique'],
        ['Estudio Mucho / Barcelona', 222.5, 159, 126.2, 9.5, 'DejaVuSans-Oblique'],
        ['', 222.5, 172.5, 0, 9.5, 'DejaVuSans'],
        [
          'Identidad visual para clientes de hostelería y cultura; dirección de arte',
          222.5,
          172.5,
          336.6,
          9.5,
          'DejaVuSans',
        ],
        ['de 30 proyectos al año.', 222.5, 183.8, 111.6, 9.5, 'DejaVuSans'],
        ['', 222.5, 204, 0, 9.5, 'DejaVuSans-Bold'],
        ['2017 - 2020', 222.5, 204, 63.4, 9.5, 'DejaVuSans-Bold'],
        ['', 222.5, 216.8, 0, 9.5, 'DejaVuSans-Bold'],
        ['DISEÑADORA GRÁFICA', 222.5, 216.8, 120.7, 9.5, 'DejaVuSans-Bold'],
        ['', 222.5, 228, 0, 9.5, 'DejaVuSans-Oblique'],
        ['Grupo Joly / Sevilla', 222.5, 228, 89.4, 9.5, 'DejaVuSans-Oblique'],
        ['', 222.5, 241.5, 0, 9.5, 'DejaVuSans'],
        ['Maquetación de suplementos y diseño de campañas publicitarias para', 222.5, 241.5, 335.4, 9.5, 'DejaVuSans'],
      ]),
    ),
  );

  it('reads the town as the place, not as part of the name', () => {
    expect(resume.experience.map((j) => [j.company, j.location])).toEqual([
      ['Estudio Mucho', 'Barcelona'],
      ['Grupo Joly', 'Sevilla'],
    ]);
  });
});

describe("a table of jobs with a column for why each ended ('Empresa' | 'Puesto' | 'Periodo' | 'Motivo de salida')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['José Luis Hernández Ramírez', 54.1, 70, 240.7, 17, 'LiberationSans-Bold'],
        ['', 54.1, 84.4, 0, 10.5, 'LiberationSans'],
        [
          'Iztapalapa, Ciudad de México · Tel. 55 2345 6789 · jl.hernandez@example.com.mx',
          54.1,
          84.4,
          388.6,
          10.5,
          'LiberationSans',
        ],
        ['', 54.1, 107.9, 0, 12, 'LiberationSans-Bold'],
        ['OBJETIVO', 54.1, 107.9, 60.6, 12, 'LiberationSans-Bold'],
        ['', 54.1, 126.1, 0, 10.5, 'LiberationSans'],
        [
          'Desarrollarme en el área de almacén y logística en una empresa estable.',
          54.1,
          126.1,
          340.6,
          10.5,
          'LiberationSans',
        ],
        ['', 54.1, 149.6, 0, 12, 'LiberationSans-Bold'],
        ['EXPERIENCIA LABORAL', 54.1, 149.6, 143.2, 12, 'LiberationSans-Bold'],
        ['', 59.8, 168.2, 0, 10.5, 'LiberationSans-Bold'],
        ['Empresa', 59.8, 168.2, 44.3, 10.5, 'LiberationSans-Bold'],
        [' ', 104.1, 168.2, 85.6, 10.5, 'LiberationSans-Bold'],
        ['Puesto', 189.7, 168.2, 35, 10.5, 'LiberationSans-Bold'],
        [' ', 224.7, 168.2, 80, 10.5, 'LiberationSans-Bold'],
        ['Periodo', 304.7, 168.2, 39.1, 10.5, 'LiberationSans-Bold'],
        [' ', 343.8, 168.2, 80.9, 10.5, 'LiberationSans-Bold'],
        ['Motivo de salida', 424.7, 168.2, 81.6, 10.5, 'LiberationSans-Bold'],
        ['', 59.8, 183.8, 0, 10.5, 'LiberationSans'],
        ['Walmart de México', 59.8, 183.8, 89.8, 10.5, 'LiberationSans'],
        [' ', 149.6, 183.8, 40.1, 10.5, 'LiberationSans'],
        ['Almacenista', 189.7, 183.8, 57.1, 10.5, 'LiberationSans'],
        [' ', 246.8, 183.8, 57.9, 10.5, 'LiberationSans'],
        ['Mar 2019 – Actual', 304.7, 183.8, 85.2, 10.5, 'LiberationSans'],
        [' ', 389.9, 183.8, 34.8, 10.5, 'LiberationSans'],
        ['—', 424.7, 183.8, 10.5, 10.5, 'LiberationSans'],
        ['', 59.8, 199.4, 0, 10.5, 'LiberationSans'],
        ['Bimbo', 59.8, 199.4, 29.7, 10.5, 'LiberationSans'],
        [' ', 89.5, 199.4, 100.2, 10.5, 'LiberationSans'],
        ['Ayudante general', 189.7, 199.4, 82.3, 10.5, 'LiberationSans'],
        [' ', 272, 199.4, 32.8, 10.5, 'LiberationSans'],
        ['Ene 2016 – Feb 2019', 304.7, 199.4, 101, 10.5, 'LiberationSans'],
        [' ', 405.7, 199.4, 19.1, 10.5, 'LiberationSans'],
        ['Mejor oferta', 424.7, 199.4, 56, 10.5, 'LiberationSans'],
        ['', 59.8, 215, 0, 10.5, 'LiberationSans'],
        ['OXXO', 59.8, 215, 30.2, 10.5, 'LiberationSans'],
        [' ', 90, 215, 99.7, 10.5, 'LiberationSans'],
        ['Cajero', 189.7, 215, 30.9, 10.5, 'LiberationSans'],
        [' ', 220.6, 215, 84.1, 10.5, 'LiberationSans'],
        ['Jun 2014 – Dic 2015', 304.7, 215, 96.2, 10.5, 'LiberationSans'],
        [' ', 400.9, 215, 23.8, 10.5, 'LiberationSans'],
        ['Término de contrato', 424.7, 215, 93.9, 10.5, 'LiberationSans'],
      ]),
    ),
  );

  it('reads the head row as the columns, each row a job, and the reason as no field', () => {
    expect(resume.experience).toMatchObject([
      { title: 'Almacenista', company: 'Walmart de México', startDate: '2019-03', endDate: '' },
      { title: 'Ayudante general', company: 'Bimbo', startDate: '2016-01', endDate: '2019-02' },
      { title: 'Cajero', company: 'OXXO', startDate: '2014-06', endDate: '2015-12' },
    ]);
    expect(JSON.stringify(resume.experience)).not.toContain('Mejor oferta');
  });
});

describe("a school's name in bold set in by the paragraph indent LaTeX gives the first line after a heading", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Aisha Bello', 261.5, 63.4, 89, 17.2, 'CharterBT-Bold'],
        ['', 122.9, 78.3, 0, 10, 'CharterBT-Roman'],
        ['aisha.bello@example.com', 122.9, 78.3, 113.4, 10, 'CharterBT-Roman'],
        [' ', 236.4, 78.3, 2.8, 10, 'CharterBT-Roman'],
        ['|', 239.1, 78.3, 2.8, 10, 'CMSY10'],
        [' ', 241.9, 78.3, 2.8, 10, 'CMSY10'],
        ['312.555.0149', 244.7, 78.3, 60.9, 10, 'CharterBT-Roman'],
        [' ', 305.6, 78.3, 2.8, 10, 'CharterBT-Roman'],
        ['|', 308.4, 78.3, 2.8, 10, 'CMSY10'],
        [' ', 311.1, 78.3, 2.8, 10, 'CMSY10'],
        ['Chicago, IL', 313.9, 78.3, 48.7, 10, 'CharterBT-Roman'],
        [' ', 362.6, 78.3, 2.8, 10, 'CharterBT-Roman'],
        ['|', 365.4, 78.3, 2.8, 10, 'CMSY10'],
        [' ', 368.2, 78.3, 2.8, 10, 'CMSY10'],
        ['linkedin.com/in/aishabello', 370.9, 78.3, 118.1, 10, 'CharterBT-Roman'],
        ['', 50.7, 102.2, 0, 12, 'CharterBT-Roman'],
        ['E', 50.7, 102.2, 6.9, 12, 'CharterBT-Roman'],
        ['DUCATION', 58.2, 102.2, 51, 9.6, 'CharterBT-Roman'],
        ['', 65.3, 119.3, 0, 10, 'CharterBT-Bold'],
        ['Northwestern University', 65.3, 119.3, 113.1, 10, 'CharterBT-Bold'],
        [' ', 178.4, 119.3, 329.6, 10, 'CharterBT-Bold'],
        ['Evanston, IL', 507.9, 119.3, 53.7, 10, 'CharterBT-Roman'],
        ['M.S. in Analytics', 50.4, 131.2, 73.1, 10, 'CharterBT-Roman'],
        [' ', 123.5, 131.2, 397, 10, 'CharterBT-Roman'],
        ['Dec 2021', 520.4, 131.2, 41.2, 10, 'CharterBT-Roman'],
        ['', 50.4, 147.2, 0, 10, 'CharterBT-Bold'],
        ['University of Lagos', 50.4, 147.2, 88.5, 10, 'CharterBT-Bold'],
        [' ', 138.9, 147.2, 360.8, 10, 'CharterBT-Bold'],
        ['Lagos, Nigeria', 499.6, 147.2, 62, 10, 'CharterBT-Roman'],
        ['B.Sc. in Statistics, First Class Honours', 50.4, 159.1, 164.4, 10, 'CharterBT-Roman'],
        [' ', 214.8, 159.1, 308.9, 10, 'CharterBT-Roman'],
        ['Jul 2018', 523.8, 159.1, 37.8, 10, 'CharterBT-Roman'],
      ]),
    ),
  );

  it('is the first school, not a list item', () => {
    expect(resume.education).toMatchObject([
      { school: 'Northwestern University', degree: 'M.S.', field: 'Analytics', endDate: '2021-12' },
      { school: 'University of Lagos', endDate: '2018-07' },
    ]);
  });
});

describe("a British degree's class written short after its comma ('BSc (Hons) Quantity Surveying, First')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Oliver Hughes MRICS', 54.1, 72.8, 205.4, 20, 'LiberationSans-Bold'],
        ['', 54.1, 234.6, 0, 12, 'LiberationSans-Bold'],
        ['Education', 54.1, 234.6, 58, 12, 'LiberationSans-Bold'],
        ['', 59.5, 252.8, 0, 10.5, 'LiberationSans-Bold'],
        ['2013 – 2016', 59.5, 252.8, 58.3, 10.5, 'LiberationSans-Bold'],
        [' ', 117.8, 252.8, 56.7, 10.5, 'LiberationSans-Bold'],
        ['University of the West of England', 174.5, 252.8, 167.3, 10.5, 'LiberationSans-Bold'],
        [' ', 341.8, 252.8, 3.1, 10.5, 'LiberationSans-Bold'],
        ['– BSc (Hons) Quantity Surveying, First', 344.9, 252.8, 180.1, 10.5, 'LiberationSans'],
      ]),
    ),
  );

  it('is the score, no part of the degree', () => {
    expect(resume.education[0]).toMatchObject({
      school: 'University of the West of England',
      degree: 'BSc (Hons) Quantity Surveying',
      score: 'First',
      startDate: '2013',
      endDate: '2016',
    });
  });
});
