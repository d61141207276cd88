import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, page } from './pdf-page';

// Corpus round 101: the corpus's Word documents laid out larger (build.ts --probe=larger), as pdf.js read them, and
// the layout one of them showed, written small.

describe("employers numbered by hand over their labelled fields ('1. Balaji Agro Foods Pvt. Ltd., Jaipur')", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Ramesh Kumar Sharma', 72, 60, 18, 'Arial-Bold'],
        ['ramesh.sharma@example.com', 72, 80, 10],
        ['WORK EXPERIENCE', 72, 110, 12, 'Arial-Bold'],
        ['1. Balaji Agro Foods Pvt. Ltd., Jaipur', 72, 130, 10, 'Arial-Bold'],
        ['Position: Senior Accountant', 72, 145, 10],
        ['Duration: April 2018 – Present', 72, 160, 10],
        ['2. Agarwal & Associates, Jaipur', 72, 180, 10, 'Arial-Bold'],
        ['Position: Accounts Assistant', 72, 195, 10],
        ['Duration: July 2013 – March 2018', 72, 210, 10],
      ]),
    ),
  );

  it('reads each employer without its number', () => {
    expect(resume.experience).toMatchObject([
      { title: 'Senior Accountant', company: 'Balaji Agro Foods Pvt. Ltd.', location: 'Jaipur', startDate: '2018-04' },
      { title: 'Accounts Assistant', company: 'Agarwal & Associates', location: 'Jaipur', endDate: '2018-03' },
    ]);
  });
});

describe("an employer's town in brackets wrapped under the tab stop ('… S.L. (Alcalá de' / 'Henares)')", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows(
        [
          ['', 85.2, 641.5, 0, 14.5, 'LiberationSerif-Bold'],
          ['EXPERIENCIA PROFESIONAL', 85.2, 641.5, 209.6, 14.5, 'LiberationSerif-Bold'],
          ['', 85.2, 666.2, 0, 14.5, 'LiberationSerif'],
          ['Mar. 2019 – Actualidad', 85.2, 666.2, 138.3, 14.5, 'LiberationSerif'],
          [' ', 223.5, 666.2, 3.4, 14.5, 'LiberationSerif'],
          ['Distribuciones Henares Logística S.L.', 226.9, 666.2, 232.9, 14.5, 'LiberationSerif-Bold'],
          ['', 226.9, 682.8, 0, 14.5, 'LiberationSerif'],
          ['(Madrid)', 226.9, 682.8, 52.3, 14.5, 'LiberationSerif'],
          ['', 226.9, 699.5, 0, 14.5, 'LiberationSerif'],
          ['Puesto: Técnica de contabilidad y finanzas', 226.9, 699.5, 247.3, 14.5, 'LiberationSerif'],
          ['', 226.9, 716.1, 0, 14.5, 'LiberationSerif'],
          ['Funciones:', 226.9, 716.1, 63.6, 14.5, 'LiberationSerif'],
          ['', 226.9, 732.8, 0, 14.5, 'LiberationSerif'],
          ['– Contabilidad general de la sociedad y de sus', 226.9, 732.8, 282.9, 14.5, 'LiberationSerif'],
          ['', 226.9, 749.4, 0, 14.5, 'LiberationSerif'],
          ['dos filiales con A3ECO: registro de facturas,', 226.9, 749.4, 282.8, 14.5, 'LiberationSerif'],
        ],
        [
          ['amortizaciones,', 226.9, 84.5, 91.2, 14.5, 'LiberationSerif'],
          [' ', 318.1, 84.5, 15.4, 14.5, 'LiberationSerif'],
          ['periodificaciones', 333.6, 84.5, 99.7, 14.5, 'LiberationSerif'],
          [' ', 433.3, 84.5, 15.4, 14.5, 'LiberationSerif'],
          ['y', 448.7, 84.5, 7.3, 14.5, 'LiberationSerif'],
          [' ', 456, 84.5, 15.4, 14.5, 'LiberationSerif'],
          ['cierres', 471.4, 84.5, 38.6, 14.5, 'LiberationSerif'],
          ['', 226.9, 101.1, 0, 14.5, 'LiberationSerif'],
          ['mensuales y anuales.', 226.9, 101.1, 121.8, 14.5, 'LiberationSerif'],
          ['', 226.9, 117.8, 0, 14.5, 'LiberationSerif'],
          ['– Preparación de los modelos 303, 111, 115, 347', 226.9, 117.8, 283.1, 14.5, 'LiberationSerif'],
          ['', 226.9, 134.4, 0, 14.5, 'LiberationSerif'],
          ['y', 226.9, 134.4, 7.3, 14.5, 'LiberationSerif'],
          [' ', 234.2, 134.4, 8.8, 14.5, 'LiberationSerif'],
          ['390', 243, 134.4, 21.7, 14.5, 'LiberationSerif'],
          [' ', 264.7, 134.4, 8.8, 14.5, 'LiberationSerif'],
          ['y', 273.5, 134.4, 7.3, 14.5, 'LiberationSerif'],
          [' ', 280.8, 134.4, 8.9, 14.5, 'LiberationSerif'],
          ['coordinación', 289.7, 134.4, 75.6, 14.5, 'LiberationSerif'],
          [' ', 365.3, 134.4, 8.8, 14.5, 'LiberationSerif'],
          ['con', 374.1, 134.4, 20.9, 14.5, 'LiberationSerif'],
          [' ', 395, 134.4, 8.8, 14.5, 'LiberationSerif'],
          ['la', 403.8, 134.4, 10.4, 14.5, 'LiberationSerif'],
          [' ', 414.3, 134.4, 8.9, 14.5, 'LiberationSerif'],
          ['asesoría', 423.1, 134.4, 46.7, 14.5, 'LiberationSerif'],
          [' ', 469.8, 134.4, 8.9, 14.5, 'LiberationSerif'],
          ['fiscal', 478.6, 134.4, 31.4, 14.5, 'LiberationSerif'],
          ['', 226.9, 151.1, 0, 14.5, 'LiberationSerif'],
          ['externa para el Impuesto sobre Sociedades.', 226.9, 151.1, 250, 14.5, 'LiberationSerif'],
          ['', 226.9, 167.7, 0, 14.5, 'LiberationSerif'],
          ['– Conciliaciones bancarias diarias y previsión de', 226.9, 167.7, 283, 14.5, 'LiberationSerif'],
          ['', 226.9, 184.4, 0, 14.5, 'LiberationSerif'],
          ['tesorería', 226.9, 184.4, 49.8, 14.5, 'LiberationSerif'],
          [' ', 276.7, 184.4, 12.4, 14.5, 'LiberationSerif'],
          ['a', 289.1, 184.4, 6.4, 14.5, 'LiberationSerif'],
          [' ', 295.5, 184.4, 12.5, 14.5, 'LiberationSerif'],
          ['13', 307.9, 184.4, 14.5, 14.5, 'LiberationSerif'],
          [' ', 322.4, 184.4, 12.3, 14.5, 'LiberationSerif'],
          ['semanas', 334.7, 184.4, 49.1, 14.5, 'LiberationSerif'],
          [' ', 383.8, 184.4, 12.3, 14.5, 'LiberationSerif'],
          ['para', 396.1, 184.4, 24.9, 14.5, 'LiberationSerif'],
          [' ', 421, 184.4, 12.4, 14.5, 'LiberationSerif'],
          ['la', 433.4, 184.4, 10.5, 14.5, 'LiberationSerif'],
          [' ', 443.9, 184.4, 12.4, 14.5, 'LiberationSerif'],
          ['dirección', 456.2, 184.4, 53.8, 14.5, 'LiberationSerif'],
          ['', 226.9, 201, 0, 14.5, 'LiberationSerif'],
          ['financiera.', 226.9, 201, 61.5, 14.5, 'LiberationSerif'],
          ['', 226.9, 217.7, 0, 14.5, 'LiberationSerif'],
          ['– Gestión de cobros e impagados de unos 400', 226.9, 217.7, 282.9, 14.5, 'LiberationSerif'],
          ['', 226.9, 234.3, 0, 14.5, 'LiberationSerif'],
          ['clientes, con reclamaciones y seguimiento del', 226.9, 234.3, 283, 14.5, 'LiberationSerif'],
          ['', 226.9, 251, 0, 14.5, 'LiberationSerif'],
          ['riesgo en la póliza de crédito y el seguro de', 226.9, 251, 282.6, 14.5, 'LiberationSerif'],
          ['', 226.9, 267.6, 0, 14.5, 'LiberationSerif'],
          ['crédito.', 226.9, 267.6, 43.8, 14.5, 'LiberationSerif'],
          ['', 226.9, 284.3, 0, 14.5, 'LiberationSerif'],
          ['– Apoyo a los auditores externos en la auditoría', 226.9, 284.3, 282.9, 14.5, 'LiberationSerif'],
          ['', 226.9, 300.9, 0, 14.5, 'LiberationSerif'],
          ['anual de cuentas.', 226.9, 300.9, 99.3, 14.5, 'LiberationSerif'],
          ['', 85.2, 325.6, 0, 14.5, 'LiberationSerif'],
          ['Sept. 2017 – Feb. 2019', 85.2, 325.6, 134.4, 14.5, 'LiberationSerif'],
          [' ', 219.6, 325.6, 7.3, 14.5, 'LiberationSerif'],
          ['Asesoría Cifuentes & Molina S.L.', 226.9, 325.6, 207.6, 14.5, 'LiberationSerif-Bold'],
          [' ', 434.5, 325.6, 3.8, 14.5, 'LiberationSerif-Bold'],
          ['(Alcalá de', 438.3, 325.6, 59.9, 14.5, 'LiberationSerif'],
          ['', 226.9, 342.2, 0, 14.5, 'LiberationSerif'],
          ['Henares)', 226.9, 342.2, 52.3, 14.5, 'LiberationSerif'],
          ['', 226.9, 358.9, 0, 14.5, 'LiberationSerif'],
          ['Puesto: Administrativa contable', 226.9, 358.9, 185.8, 14.5, 'LiberationSerif'],
          ['', 226.9, 375.5, 0, 14.5, 'LiberationSerif'],
          ['Funciones:', 226.9, 375.5, 63.6, 14.5, 'LiberationSerif'],
          ['', 226.9, 392.2, 0, 14.5, 'LiberationSerif'],
          ['– Llevanza de la contabilidad de una cartera de', 226.9, 392.2, 283, 14.5, 'LiberationSerif'],
          ['', 226.9, 408.8, 0, 14.5, 'LiberationSerif'],
          ['35', 226.9, 408.8, 14.5, 14.5, 'LiberationSerif'],
          [' ', 241.4, 408.8, 13.4, 14.5, 'LiberationSerif'],
          ['clientes,', 254.8, 408.8, 47.9, 14.5, 'LiberationSerif'],
          [' ', 302.6, 408.8, 13.3, 14.5, 'LiberationSerif'],
          ['entre', 316, 408.8, 29, 14.5, 'LiberationSerif'],
          [' ', 345, 408.8, 13.3, 14.5, 'LiberationSerif'],
          ['autónomos', 358.3, 408.8, 63.6, 14.5, 'LiberationSerif'],
          [' ', 421.9, 408.8, 13.4, 14.5, 'LiberationSerif'],
          ['y', 435.3, 408.8, 7.3, 14.5, 'LiberationSerif'],
          [' ', 442.5, 408.8, 13.3, 14.5, 'LiberationSerif'],
          ['pequeñas', 455.9, 408.8, 53.9, 14.5, 'LiberationSerif'],
        ],
      ),
    ),
  );

  it('reads the whole town as the place, the employer without it', () => {
    expect(resume.experience[1]).toMatchObject({
      company: 'Asesoría Cifuentes & Molina S.L.',
      location: 'Alcalá de Henares',
      startDate: '2017-09',
      endDate: '2019-02',
    });
  });
});
