import { describe, expect, it } from 'vitest';
import { findDates, headingKind, pdfLines, readResume } from '../src/import-reader';
import { page, type PageRow } from './pdf-page';

// Batteries of the ways people write a header line: the place and phone under the name, a job's and a school's
// header lines. Each case is a resume of a few lines; the rules are in src/import-reader.

describe('the place and phone under the name, as people write them', () => {
  const profile = (rows: string[]) =>
    readResume(
      pdfLines(
        page([
          ['Laura Martín Pérez', 54, 60, 20, 'Helvetica-Bold'],
          ...rows.map((text, i): [string, number, number] => [text, 54, 80 + i * 14]),
          ['EXPERIENCIA', 54, 200, 12, 'Helvetica-Bold'],
          ['Analista, Banco Santander, 2019 – 2021', 54, 220],
        ]),
      ),
    ).resume.profile;

  it.each([
    [['Madrid (España) | 612 345 678 | laura@example.es'], 'Madrid (España)'],
    [['Residencia: Madrid', 'Teléfono: 612 345 678'], 'Madrid'],
    [['Ciudad: Valencia', 'Correo: laura@example.es'], 'Valencia'],
    [['Av. de la Constitución 3, Sevilla', 'laura@example.es · 654 321 987'], 'Av. de la Constitución 3, Sevilla'],
    [['Calle Mayor 12, 3º B, 28013 Madrid', 'laura@example.es'], 'Calle Mayor 12, 3º B, 28013 Madrid'],
    [['Munich, Germany (open to relocation) | laura@example.com'], 'Munich, Germany'],
    [['Carrer de Mallorca 245', '08008 Barcelona', 'laura@example.es'], 'Carrer de Mallorca 245, 08008 Barcelona'],
    [['Sydney NSW 2000 | 0412 345 678 | laura@example.com.au'], 'Sydney NSW 2000'],
    [['Dublin 2, Ireland | laura@example.ie'], 'Dublin 2, Ireland'],
    [['Denver, CO (Open to Remote) | laura@example.com'], 'Denver, CO'],
    [['Remote — Denver, CO | laura@example.com | (303) 555-0142'], 'Remote — Denver, CO'],
    [['Willing to relocate | laura@example.com | 212-555-0142'], ''],
    // More as people write them (written before any change they led to).
    [['San Francisco Bay Area | laura@example.com'], 'San Francisco Bay Area'],
    [['Brooklyn, NY 11201 | (718) 555-0142 | laura@example.com'], 'Brooklyn, NY 11201'],
    [['123 Main Street, Springfield, IL 62701', 'laura@example.com'], '123 Main Street, Springfield, IL 62701'],
    [['Guadalajara, Jalisco, México | 33 1234 5678'], 'Guadalajara, Jalisco, México'],
    [['Bogotá D.C., Colombia', 'laura@example.com'], 'Bogotá D.C., Colombia'],
    [['Lima - Perú | +51 987 654 321'], 'Lima - Perú'],
    [['Dirección: C/ Alcalá 45, 2ºA, Madrid', 'laura@example.es'], 'C/ Alcalá 45, 2ºA, Madrid'],
    [['Location: Austin, Texas', 'Email: laura@example.com'], 'Austin, Texas'],
    [['laura@example.com • Chicago, IL • linkedin.com/in/laura'], 'Chicago, IL'],
    [['Santiago, Chile • +56 9 8765 4321 • laura@example.cl'], 'Santiago, Chile'],
    [['Toronto, ON M5V 2T6 | 416-555-0142'], 'Toronto, ON M5V 2T6'],
    [['London, UK | +44 7700 900123 | laura@example.co.uk'], 'London, UK'],
    [['Berlin | +49 30 1234567 | laura@example.de'], 'Berlin'],
    [['Domicilio: Av. Corrientes 1234, CABA', 'laura@example.com.ar'], 'Av. Corrientes 1234, CABA'],
    [['Greater Seattle Area · laura@example.com'], 'Greater Seattle Area'],
    [['Monterrey, N.L. | 81 1234 5678'], 'Monterrey, N.L.'],
  ])('%j: %s', (rows, location) => {
    expect(profile(rows).location).toBe(location);
  });

  it.each([
    [['kenji.tanaka@example.jp / 090-1234-5678 / Tokyo'], 'Tokyo'],
    [['MADRID, España', 'laura@example.es'], 'MADRID, España'],
  ])('%j: %s, split by slashes or in capitals', (rows, location) => {
    expect(profile(rows).location).toBe(location);
  });

  it('reads the surnames first in capitals and the given name after a comma as the name', () => {
    const r = readResume(
      pdfLines(
        page([
          ['GARCÍA LÓPEZ, María', 54, 60, 20, 'Helvetica-Bold'],
          ['maria.garcia@example.es', 54, 84],
          ['EXPERIENCIA', 54, 200, 12, 'Helvetica-Bold'],
          ['Analista, Banco Santander, 2019 – 2021', 54, 220],
        ]),
      ),
    ).resume.profile;
    expect([r.fullName, r.location]).toEqual(['GARCÍA LÓPEZ, María', '']);
  });

  // More as people write them (written before any change they led to).
  it.each([
    ['+1 (415) 555-0142 | laura@example.com', '+1 (415) 555-0142'],
    ['415.555.0142 | laura@example.com', '415.555.0142'],
    ['(+34) 612 34 56 78 · laura@example.es', '(+34) 612 34 56 78'],
    ['+52 1 55 1234 5678 · laura@example.mx', '+52 1 55 1234 5678'],
    ['Tel. 0049 171 1234567 · laura@example.de', '0049 171 1234567'],
    ['Móvil: 612-345-678 · laura@example.es', '612-345-678'],
    ['+44 (0) 7700 900123 · laura@example.co.uk', '+44 (0) 7700 900123'],
    ['07700 900 123 · laura@example.co.uk', '07700 900 123'],
    ['Phone: 555-123-4567 Email: laura@example.com', '555-123-4567'],
    ['T: +61 412 345 678 | E: laura@example.com.au', '+61 412 345 678'],
  ])('%s: the phone', (row, phone) => {
    expect(profile([row]).phone).toBe(phone);
  });

  it.each([
    ['LAURA MARTÍN PÉREZ', 'LAURA MARTÍN PÉREZ'],
    // Credentials are the person's to keep or drop; pronouns have no field and are left out of the name.
    ['Laura Martín, MBA', 'Laura Martín, MBA'],
    ['Dra. Laura Martín Pérez', 'Dra. Laura Martín Pérez'],
    ['María José García-Pérez', 'María José García-Pérez'],
    ['John A. Smith', 'John A. Smith'],
    ['Laura Martín (she/her)', 'Laura Martín'],
  ])('%s: the name', (name, want) => {
    const r = readResume(
      pdfLines(
        page([
          [name, 54, 60, 20, 'Helvetica-Bold'],
          ['Madrid | 612 345 678 | laura@example.es', 54, 84],
          ['EXPERIENCIA', 54, 200, 12, 'Helvetica-Bold'],
          ['Analista, Banco Santander, 2019 – 2021', 54, 220],
        ]),
      ),
    ).resume.profile;
    expect(r.fullName).toBe(want);
  });

  it("reads a phone after 'Cel:' and 'Tlf:'", () => {
    expect(profile(['Cel: +54 9 11 1234-5678', 'laura@example.es']).phone).toBe('+54 9 11 1234-5678');
    expect(profile(['Tlf: 612345678', 'laura@example.es']).phone).toBe('612345678');
  });
});

/** Lines split by ' / '; a part flush right after ' >> '; '*' bold, '_' italic. A list item follows. */
function entryUnder(heading: string, spec: string) {
  const rows: Array<[string, number, number, number?, string?]> = [
    ['Laura Martín', 54, 60, 20, 'Helvetica-Bold'],
    ['laura@example.es', 54, 80],
    [heading, 54, 120, 12, 'Helvetica-Bold'],
  ];
  const styled = (t: string): [string, string] =>
    t.startsWith('*')
      ? [t.slice(1), 'Helvetica-Bold']
      : t.startsWith('_')
        ? [t.slice(1), 'Helvetica-Oblique']
        : [t, 'Helvetica'];
  let y = 140;
  for (const line of spec.split(' / ')) {
    const [left, right] = line.split(' >> ');
    const [lt, lf] = styled(left!);
    rows.push([lt, 54, y, 10, lf]);
    if (right) {
      const [rt, rf] = styled(right);
      rows.push([rt, 540 - rt.length * 5, y, 10, rf]);
    }
    y += 14;
  }
  rows.push(['Improved the monthly reporting process for the finance team', 66, y]);
  return readResume(pdfLines(page(rows))).resume;
}

describe('job headers as people write them', () => {
  const job = (spec: string) => entryUnder('EXPERIENCE', spec).experience;

  it.each([
    ['*Senior Accountant | Deloitte | Jan 2019 – Present', 'Senior Accountant', 'Deloitte'],
    ['*Deloitte — Senior Accountant >> Jan 2019 – Present', 'Senior Accountant', 'Deloitte'],
    ['*Senior Accountant, Deloitte >> 2019 – Present', 'Senior Accountant', 'Deloitte'],
    ['*Deloitte >> *London, UK / _Senior Accountant >> _Jan 2019 – Present', 'Senior Accountant', 'Deloitte'],
    ['*Senior Accountant (Jan 2019 – Present) / _Deloitte LLP, London', 'Senior Accountant', 'Deloitte LLP'],
    ['*DELOITTE LLP / _Senior Accountant, Jan 2019 – Present', 'Senior Accountant', 'DELOITTE LLP'],
    ['*Contable Senior en Deloitte / Enero 2019 – Actualidad', 'Contable Senior', 'Deloitte'],
    ['*Contable Senior >> Enero 2019 – Actualidad / _Deloitte S.L. – Madrid', 'Contable Senior', 'Deloitte S.L.'],
    ['*Deloitte S.L. (Madrid) >> 2019 – actualidad / _Contable Senior', 'Contable Senior', 'Deloitte S.L.'],
    ['*Bilanzbuchhalterin bei KPMG AG, Frankfurt / 03/2019 – heute', 'Bilanzbuchhalterin', 'KPMG AG'],
    ['*Jan 2019 – Present: Senior Accountant, Deloitte', 'Senior Accountant', 'Deloitte'],
    ['*Senior Accountant / Deloitte | Jan 2019 – Present', 'Senior Accountant', 'Deloitte'],
    ['*Senior Accountant / _Deloitte / Jan 2019 – Present', 'Senior Accountant', 'Deloitte'],
    ['*Deloitte / Senior Accountant / Jan 2019 – Present | London, UK', 'Senior Accountant', 'Deloitte'],
    ['*Data Analyst >> Jan 2019 – Present / _Spotify, Stockholm, Sweden', 'Data Analyst', 'Spotify'],
    ['*Teacher >> 2015 – 2019 / _Lincoln High School', 'Teacher', 'Lincoln High School'],
    ['*Registered Nurse >> 2015 – 2019 / _Mass General Hospital', 'Registered Nurse', 'Mass General Hospital'],
    ['*Mass General Hospital >> 2015 – 2019 / _Registered Nurse', 'Registered Nurse', 'Mass General Hospital'],
    ['*Volunteer Coordinator >> 2015 – 2019 / _Red Cross', 'Volunteer Coordinator', 'Red Cross'],
    ['*Red Cross >> 2015 – 2019 / _Volunteer Coordinator', 'Volunteer Coordinator', 'Red Cross'],
    ['*Freelance Photographer >> 2015 – 2019 / _Self-employed', 'Freelance Photographer', 'Self-employed'],
    ['*Barista >> 2015 – 2019 / _Blue Bottle Coffee', 'Barista', 'Blue Bottle Coffee'],
    ['*Blue Bottle Coffee >> 2015 – 2019 / _Barista', 'Barista', 'Blue Bottle Coffee'],
    ['*Cajera >> 2015 – 2019 / _Mercadona', 'Cajera', 'Mercadona'],
    ['*Mercadona >> 2015 – 2019 / _Cajera', 'Cajera', 'Mercadona'],
    ['*Verkäuferin >> 2015 – 2019 / _Rossmann', 'Verkäuferin', 'Rossmann'],
    ['*Rossmann >> 2015 – 2019 / _Verkäuferin', 'Verkäuferin', 'Rossmann'],
    ['*Software Engineer II >> 2015 – 2019 / _Microsoft', 'Software Engineer II', 'Microsoft'],
    // A title and the unit it works in, after a comma, over the employer.
    [
      '*Registered Nurse, Emergency Department / _Tampa General Hospital - Tampa, FL >> 2021-06 - Current',
      'Registered Nurse, Emergency Department',
      'Tampa General Hospital',
    ],
    ['*Software Engineer, Payments >> 2019 – 2022 / _Stripe', 'Software Engineer, Payments', 'Stripe'],
    // How the job was held is no part of its title or employer.
    [
      '*Inditex Tech >> *Arteixo / _Ingeniero de Software Sénior, Contrato indefinido >> _Ene. 2019 – Actualidad',
      'Ingeniero de Software Sénior',
      'Inditex Tech',
    ],
    ['*Data Analyst >> 2019 – 2022 / _Spotify · Full-time', 'Data Analyst', 'Spotify'],
    ['*Microsoft >> Redmond, WA / Software Engineer II >> 2015 – 2019', 'Software Engineer II', 'Microsoft'],
    ['*Camarero >> 2015 – 2019 / _Restaurante El Faro, Cádiz', 'Camarero', 'Restaurante El Faro'],
    ['*Ayudante de cocina >> 2015 – 2019 / _Hotel Meliá', 'Ayudante de cocina', 'Hotel Meliá'],
    ['*Hotel Meliá >> 2015 – 2019 / _Ayudante de cocina', 'Ayudante de cocina', 'Hotel Meliá'],
    ['*Gerente de tienda >> 2015 – 2019 / _Zara', 'Gerente de tienda', 'Zara'],
    ['*Zara >> 2015 – 2019 / _Gerente de tienda', 'Gerente de tienda', 'Zara'],
    ['*Jefe de ventas >> 2015 – 2019 / _Mercadona', 'Jefe de ventas', 'Mercadona'],
    ['*Auxiliar de enfermería >> 2015 – 2019 / _Hospital La Fe', 'Auxiliar de enfermería', 'Hospital La Fe'],
    ['*Hospital La Fe >> 2015 – 2019 / _Auxiliar de enfermería', 'Auxiliar de enfermería', 'Hospital La Fe'],
    ['*Chargée de communication >> 2015 – 2019 / _Orange', 'Chargée de communication', 'Orange'],
    ['*Orange >> 2015 – 2019 / _Chargée de communication', 'Chargée de communication', 'Orange'],
    ['*Responsabile di negozio >> 2015 – 2019 / _Esselunga', 'Responsabile di negozio', 'Esselunga'],
    ['*Analista de Sistemas >> 2015 – 2019 / _Banco do Brasil', 'Analista de Sistemas', 'Banco do Brasil'],
    ['*Banco do Brasil >> 2015 – 2019 / _Analista de Sistemas', 'Analista de Sistemas', 'Banco do Brasil'],
    ['*Head of Growth >> 2015 – 2019 / _Revolut', 'Head of Growth', 'Revolut'],
    ['*Revolut >> 2015 – 2019 / _Head of Growth', 'Head of Growth', 'Revolut'],
    ['*Vertriebsleiterin >> 2015 – 2019 / _Bosch', 'Vertriebsleiterin', 'Bosch'],
    ['*Bosch >> 2015 – 2019 / _Vertriebsleiterin', 'Vertriebsleiterin', 'Bosch'],
    ['*Einzelhandelskauffrau >> 2015 – 2019 / _Edeka', 'Einzelhandelskauffrau', 'Edeka'],
    ['*Social Media Manager >> 2015 – 2019 / _Glossier', 'Social Media Manager', 'Glossier'],
    ['*Store Manager >> 2015 – 2019 / _Trader Joe’s', 'Store Manager', 'Trader Joe’s'],
    ['*Trader Joe’s >> 2015 – 2019 / _Crew Member', 'Crew Member', 'Trader Joe’s'],
    // moderncv's cventry with a comment: 'en' inside the comment joins no title to a company.
    ['*Consultora, Accenture, Madrid, Contrato en prácticas el primer año >> 2015 – 2019', 'Consultora', 'Accenture'],
    // 'Title, Company' over its place: the place is no field that names the company.
    ['*Senior Buyer, Northwind Traders >> 2019 – Present / _Seattle, WA', 'Senior Buyer', 'Northwind Traders'],
    ['*Buyer, Fabrikam, Inc. >> 2015 – 2018 / _Redmond, WA', 'Buyer', 'Fabrikam, Inc.'],
    ['*Compradora en Inditex S.A. >> 2019 – Actualidad', 'Compradora', 'Inditex S.A.'],
    ['*Asistente de compras en El Corte Inglés >> 2015 – 2018', 'Asistente de compras', 'El Corte Inglés'],
    // 'Company, Legal form' stays one name.
    ['*Acme Holdings, Co. >> 2019 – Present / _Senior Buyer', 'Senior Buyer', 'Acme Holdings, Co.'],
    // More as people write them (written before any change they led to).
    ['*SENIOR ACCOUNTANT >> 01/2019 - Current / Deloitte – New York, NY', 'SENIOR ACCOUNTANT', 'Deloitte'],
    ['*Marketing Coordinator, HubSpot (Remote) >> Mar 2020 – Jun 2022', 'Marketing Coordinator', 'HubSpot'],
    ['*Amazon.com, Inc. — Operations Manager >> 2018 – 2021', 'Operations Manager', 'Amazon.com, Inc.'],
    [
      '*Jefe de Ventas >> Enero 2018 – Actualidad / _Grupo Bimbo S.A.B. de C.V. – Ciudad de México',
      'Jefe de Ventas',
      'Grupo Bimbo S.A.B. de C.V.',
    ],
    ['*Mercadona >> 2015 - 2018 / Cajera y reponedora', 'Cajera y reponedora', 'Mercadona'],
    [
      '*Auxiliar Administrativo en Clínica Dental Sonrisas (Valencia) >> 03/2017 – 11/2019',
      'Auxiliar Administrativo',
      'Clínica Dental Sonrisas',
    ],
    ['*Profesora de Inglés – Colegio Británico >> sep. 2016 – jun. 2020', 'Profesora de Inglés', 'Colegio Británico'],
    ['*Software Engineer II, Microsoft >> Redmond, WA / Aug 2017 – Feb 2021', 'Software Engineer II', 'Microsoft'],
    ['*Registered Nurse (RN) >> 2015 – Present / Mayo Clinic, Rochester, MN', 'Registered Nurse (RN)', 'Mayo Clinic'],
    ['*Analista de Datos | BBVA | Madrid | 2019 - Actualidad', 'Analista de Datos', 'BBVA'],
    [
      '*Desarrollador Full Stack >> Feb 2021 - Presente / _Mercado Libre · Buenos Aires, Argentina',
      'Desarrollador Full Stack',
      'Mercado Libre',
    ],
    [
      '*Customer Service Representative / Verizon Wireless, Tampa, FL / 2014 to 2016',
      'Customer Service Representative',
      'Verizon Wireless',
    ],
    ['*Gerente de Proyectos — Accenture >> 2012 – 2016 / Bogotá, Colombia', 'Gerente de Proyectos', 'Accenture'],
    ['*Store Manager, Walgreens #4521 >> 2016 – 2019', 'Store Manager', 'Walgreens #4521'],
    [
      '*Walmart Supercenter >> Dallas, TX / _Department Manager >> 06/2012 – 08/2015',
      'Department Manager',
      'Walmart Supercenter',
    ],
    ['*Recepcionista >> 2019 – 2020 / _NH Hoteles, Barcelona', 'Recepcionista', 'NH Hoteles'],
    [
      '*Mozo de almacén >> 2017 – 2019 / _Amazon Logística (San Fernando de Henares)',
      'Mozo de almacén',
      'Amazon Logística',
    ],
    ['*Executive Assistant to the CEO >> 2018 – 2022 / _Salesforce', 'Executive Assistant to the CEO', 'Salesforce'],
    // Title and employer on one line, joined as people join them.
    ['*Software Engineer - Google >> 2019 – 2021', 'Software Engineer', 'Google'],
    ['*Google - Software Engineer >> 2019 – 2021', 'Software Engineer', 'Google'],
    ['*Software Engineer @ Google >> 2019 – 2021', 'Software Engineer', 'Google'],
    ['*Software Engineer at Google, Mountain View, CA >> 2019 – 2021', 'Software Engineer', 'Google'],
    ['*Ingeniera de Software en Globant >> 2019 – 2021', 'Ingeniera de Software', 'Globant'],
    ['*Globant | Ingeniera de Software | Buenos Aires >> 2019 – 2021', 'Ingeniera de Software', 'Globant'],
    ['*Software Engineer, Google LLC, Mountain View, CA, 2019 – 2021', 'Software Engineer', 'Google LLC'],
    ['*2019 – 2021 | Software Engineer | Google', 'Software Engineer', 'Google'],
    // Tab stops with a dot leader, as Word and LibreOffice draw them.
    [
      '*Senior Accountant ........................................ Jan 2019 – Present / _Deloitte, New York, NY',
      'Senior Accountant',
      'Deloitte',
    ],
    ['*Deloitte …………………………… 2019 – 2021 / _Senior Accountant', 'Senior Accountant', 'Deloitte'],
    ['*Senior Accountant, Deloitte ____________________ 2019 – 2021', 'Senior Accountant', 'Deloitte'],
  ])('%s', (spec, title, company) => {
    const jobs = job(spec);
    expect(jobs.map((j) => [j.title, j.company])).toEqual([[title, company]]);
    expect(jobs[0]!.startDate || jobs[0]!.endDate).not.toBe('');
    expect(jobs[0]!.bullets).toHaveLength(1);
  });
});

describe("a job's place, or the way it is done, beside its employer", () => {
  it.each([
    ['*Northwind Traders, Denver, CO — Senior Buyer >> 2019 – Present', 'Denver, CO'],
    ['*Senior Buyer >> 2019 – Present / NORTHWIND TRADERS, DENVER, CO', 'DENVER, CO'],
    ['*Senior Buyer >> 2019 – Present / _Northwind Traders, Remote', 'Remote'],
    ['*Senior Buyer >> 2019 – Present / _Northwind Traders — Remote', 'Remote'],
    ['*Northwind Traders (Remote) >> 2019 – Present / _Senior Buyer', 'Remote'],
    ['*Senior Buyer, Northwind Traders >> Remote / _Jan 2019 – Present', 'Remote'],
    ['*Senior Buyer | Northwind Traders | Hybrid | 2019 – Present', 'Hybrid'],
  ])('%s', (spec, location) => {
    const jobs = entryUnder('EXPERIENCE', spec).experience;
    expect(jobs.map((j) => [j.title, j.company, j.location])).toEqual([
      [expect.stringMatching(/^senior buyer$/i), expect.stringMatching(/^northwind traders$/i), location],
    ]);
  });
});

describe('a town no list holds, after an employer as the other jobs name theirs', () => {
  it('is the place when two other jobs say it the same way', () => {
    const jobs = underName([
      ['EXPERIENCIA', 54, 120, 12, 'Helvetica-Bold'],
      ['Ingeniero de Datos Sénior', 54, 140, 10, 'Helvetica-Bold'],
      ['2020 – Actualidad', 470, 140],
      ['Glovo, Barcelona', 54, 154, 10, 'Helvetica-Oblique'],
      ['• Lidero un equipo de cuatro ingenieros.', 66, 168],
      ['Ingeniero de Datos', 54, 190, 10, 'Helvetica-Bold'],
      ['2016 – 2019', 470, 190],
      ['CaixaBank Tech, Barcelona', 54, 204, 10, 'Helvetica-Oblique'],
      ['• Construí los procesos de carga del modelo de riesgo.', 66, 218],
      ['Becario de Inteligencia de Negocio', 54, 240, 10, 'Helvetica-Bold'],
      ['2015 – 2016', 470, 240],
      ['Mango, Palau-solità i Plegamans', 54, 254, 10, 'Helvetica-Oblique'],
      ['• Preparé los cuadros de mando de ventas semanales.', 66, 268],
    ]).experience;
    expect(jobs.map((j) => [j.company, j.location])).toEqual([
      ['Glovo', 'Barcelona'],
      ['CaixaBank Tech', 'Barcelona'],
      ['Mango', 'Palau-solità i Plegamans'],
    ]);
  });

  it('is part of the name when no other job names a town that way', () => {
    const jobs = underName([
      ['EXPERIENCE', 54, 120, 12, 'Helvetica-Bold'],
      ['Project Manager', 54, 140, 10, 'Helvetica-Bold'],
      ['2020 – Present', 470, 140],
      ['Smith, Jones and Partners', 54, 154, 10, 'Helvetica-Oblique'],
      ['• Ran the office move for 40 people.', 66, 168],
    ]).experience;
    expect(jobs.map((j) => [j.company, j.location])).toEqual([['Smith, Jones and Partners', '']]);
  });
});

describe('school headers as people write them', () => {
  it.each([
    [
      '*Universidad Complutense de Madrid >> 2010 – 2014 / _Grado en Economía',
      'Universidad Complutense de Madrid',
      'Grado en Economía',
    ],
    [
      '*Grado en Economía >> 2010 – 2014 / _Universidad Complutense de Madrid',
      'Universidad Complutense de Madrid',
      'Grado en Economía',
    ],
    ['*Licenciatura en Derecho, Universidad de Sevilla, 2008', 'Universidad de Sevilla', 'Licenciatura en Derecho'],
    ['2010 – 2014 Grado en Economía – Universidad de Granada', 'Universidad de Granada', 'Grado en Economía'],
    ['*Máster en Finanzas | IE Business School | 2016', 'IE Business School', 'Máster en Finanzas'],
    ['*B.Sc. Informatik, TU München (2012 – 2015)', 'TU München', 'B.Sc. Informatik'],
    [
      '*Technische Universität München >> 10/2012 – 09/2015 / Bachelor of Science Informatik',
      'Technische Universität München',
      'Bachelor of Science Informatik',
    ],
    ['*IES Lope de Vega >> 2006 – 2008 / _Bachillerato de Ciencias', 'IES Lope de Vega', 'Bachillerato de Ciencias'],
    [
      '*CFGS Administración y Finanzas >> 2014 – 2016 / _Centro de Formación Profesional Cesur',
      'Centro de Formación Profesional Cesur',
      'CFGS Administración y Finanzas',
    ],
    [
      '*Ciclo Formativo de Grado Superior en Desarrollo de Aplicaciones Web / _IES Clara del Rey / 2018 – 2020',
      'IES Clara del Rey',
      'Ciclo Formativo de Grado Superior en Desarrollo de Aplicaciones Web',
    ],
    [
      '*Harvard University >> Cambridge, MA / _Bachelor of Arts in Economics >> _May 2015',
      'Harvard University',
      'Bachelor of Arts',
    ],
    ['*Bachelor of Arts in Economics, Harvard University >> 2015', 'Harvard University', 'Bachelor of Arts'],
    ['*BA Economics | University of Leeds | 2012 – 2015', 'University of Leeds', 'BA Economics'],
    ['*Ausbildung zur Industriekauffrau / IHK Köln / 2010 – 2013', 'IHK Köln', 'Ausbildung zur Industriekauffrau'],
    ['*Abitur >> 2010 / _Goethe-Gymnasium Frankfurt', 'Goethe-Gymnasium Frankfurt', 'Abitur'],
    ['*Goethe-Gymnasium Frankfurt >> 2010 / _Abitur', 'Goethe-Gymnasium Frankfurt', 'Abitur'],
    ['*Escola Técnica Estadual >> 2010 / _Técnico em Informática', 'Escola Técnica Estadual', 'Técnico em Informática'],
    ['*Coursera >> 2020 / _Google Data Analytics Certificate', 'Coursera', 'Google Data Analytics Certificate'],
    ['*Le Wagon >> 2021 / _Web Development Bootcamp', 'Le Wagon', 'Web Development Bootcamp'],
    [
      '*Bootcamp Full Stack Web Development >> 2020 / _Ironhack, Madrid',
      'Ironhack',
      'Bootcamp Full Stack Web Development',
    ],
    // A school within its university is one school, whether the degree is on a line of its own or after them.
    [
      '*The Wharton School, University of Pennsylvania >> 2018 – 2020 / _Master of Business Administration (MBA)',
      'The Wharton School, University of Pennsylvania',
      'Master of Business Administration (MBA)',
    ],
    ['*Harvard Business School, Harvard University, MBA >> 2020', 'Harvard Business School, Harvard University', 'MBA'],
    [
      '*Universitat Politècnica de Catalunya (UPC) >> 2012 – 2016 / _Grau en Enginyeria Informàtica',
      'Universitat Politècnica de Catalunya (UPC)',
      'Grau en Enginyeria Informàtica',
    ],
    ["*École Polytechnique >> 2012 – 2015 / _Diplôme d'ingénieur", 'École Polytechnique', "Diplôme d'ingénieur"],
    [
      '*Università Bocconi >> 2014 – 2016 / _Laurea Magistrale in Finanza',
      'Università Bocconi',
      'Laurea Magistrale in Finanza',
    ],
    ['*Lycée Henri-IV >> 2010 / _Baccalauréat scientifique', 'Lycée Henri-IV', 'Baccalauréat scientifique'],
    [
      '*Instituto Tecnológico de Monterrey >> 2010 – 2014 / _Ingeniería Industrial',
      'Instituto Tecnológico de Monterrey',
      'Ingeniería Industrial',
    ],
    [
      '*Ingeniería Industrial >> 2010 – 2014 / _Instituto Tecnológico de Monterrey',
      'Instituto Tecnológico de Monterrey',
      'Ingeniería Industrial',
    ],
    ['*UNAM >> 2010 – 2014 / _Licenciatura en Psicología', 'UNAM', 'Licenciatura en Psicología'],
    // The degree first, the school under it: a line with words of both is what its last says.
    [
      '*High School Diploma >> June 2012 / Lincoln High School, Portland, OR',
      'Lincoln High School',
      'High School Diploma',
    ],
    ['*Técnico en Programación >> 2007 - 2008 / SENA', 'SENA', 'Técnico en Programación'],
    [
      '*Full-Stack Web Development Bootcamp >> 2020 / General Assembly',
      'General Assembly',
      'Full-Stack Web Development Bootcamp',
    ],
    // A header wrapped in the middle of the school's name, the grade after it (moderncv's cventry).
    [
      '2009 – 2014 Licenciatura en Administración y Dirección de Empresas, Universitat de / Barcelona, Barcelona, Nota media: 8,1',
      'Universitat de Barcelona',
      'Licenciatura en Administración y Dirección de Empresas',
    ],
    // The degree in small capitals (Awesome-CV's cventry), read back as capitals.
    [
      '*School of the Art Institute of Chicago >> _Chicago, IL / B.F.A. IN VISUAL COMMUNICATION DESIGN >> _Sep. 2012 - May 2016',
      'School of the Art Institute of Chicago',
      'B.F.A. IN VISUAL COMMUNICATION DESIGN',
    ],
    [
      '*University of Michigan >> _Ann Arbor, MI / BACHELOR OF SCIENCE IN NURSING >> _2014 - 2018',
      'University of Michigan',
      'BACHELOR OF SCIENCE',
    ],
    ['*MASTER OF SCIENCE IN FINANCE >> 2016 / _Boston College', 'Boston College', 'MASTER OF SCIENCE'],
    ['*M.P.H., Emory University >> 2019', 'Emory University', 'M.P.H.'],
    // A state university's campus after its comma is part of its name.
    [
      '*University of California, Berkeley — B.A. Economics / SEPTEMBER 2012 - MAY 2016',
      'University of California, Berkeley',
      'B.A. Economics',
    ],
    // Schools known by their initials, under a degree and its field.
    [
      '*Ciclo Formativo Grado Superior - Mecatrónica Industrial / IES Virgen del Pilar / Fecha: 2013 - 2015',
      'IES Virgen del Pilar',
      'Ciclo Formativo Grado Superior',
    ],
    ['*Bachelor of Engineering - Maschinenbau / FH Aachen / 2010 – 2014', 'FH Aachen', 'Bachelor of Engineering'],
    // A degree from a university of applied sciences says so in brackets: no school for that.
    ['*Diplom-Kauffrau (FH) / Hochschule Bremen, 2005 – 2009', 'Hochschule Bremen', 'Diplom-Kauffrau (FH)'],
    ['*LL.M. >> 2017 / _London School of Economics', 'London School of Economics', 'LL.M.'],
    ['*Rollins College >> 2012 – 2016 / _B.S.N.', 'Rollins College', 'B.S.N.'],
    // More as people write them (written before any change they led to).
    [
      '*Bachelor of Science in Computer Science >> May 2018 / University of Texas at Austin, Austin, TX',
      'University of Texas at Austin',
      'Bachelor of Science',
    ],
    [
      '*University of Florida, Gainesville, FL >> Expected May 2027 / Bachelor of Science in Mechanical Engineering; GPA: 3.7',
      'University of Florida',
      'Bachelor of Science',
    ],
    ['*B.S., Computer Engineering, Purdue University, 2016', 'Purdue University', 'B.S.'],
    ['*Purdue University — B.S. Computer Engineering — 2012-2016', 'Purdue University', 'B.S.'],
    [
      '*Grado en Ingeniería Informática >> Sept. 2015 – Jun. 2019 / _Universidad Politécnica de Madrid (UPM)',
      'Universidad Politécnica de Madrid (UPM)',
      'Grado en Ingeniería Informática',
    ],
    [
      '*Universidad de Buenos Aires (UBA) — Licenciatura en Administración >> 2008 – 2013',
      'Universidad de Buenos Aires (UBA)',
      'Licenciatura en Administración',
    ],
    [
      '*Doble Grado en Derecho y ADE >> 2012 – 2018 / _Universidad Carlos III de Madrid',
      'Universidad Carlos III de Madrid',
      'Doble Grado en Derecho y ADE',
    ],
    [
      '*Master of Business Administration (MBA) / Stanford Graduate School of Business / 2018',
      'Stanford Graduate School of Business',
      'Master of Business Administration',
    ],
    ['*Associate of Arts, Santa Monica College >> 2014', 'Santa Monica College', 'Associate of Arts'],
    [
      '*Postgrado en Marketing Digital, ESIC Business & Marketing School, 2019',
      'ESIC Business & Marketing School',
      'Postgrado en Marketing Digital',
    ],
    [
      '*Maestría en Ciencia de Datos >> 2020 – 2022 / _Tecnológico de Monterrey',
      'Tecnológico de Monterrey',
      'Maestría en Ciencia de Datos',
    ],
    [
      '*Georgia Institute of Technology >> Atlanta, GA / M.S. Computer Science, GPA 3.9 >> Dec 2020',
      'Georgia Institute of Technology',
      'M.S.',
    ],
    [
      '*PhD in Physics, Massachusetts Institute of Technology (MIT) >> 2014 – 2019',
      'Massachusetts Institute of Technology (MIT)',
      'PhD',
    ],
    [
      '*Universidad Nacional de Colombia >> Bogotá / _Ingeniero de Sistemas >> 2005 – 2010',
      'Universidad Nacional de Colombia',
      'Ingeniero de Sistemas',
    ],
    [
      '*Escuela Técnica Superior de Ingenieros Industriales >> 2000 – 2005 / _Ingeniero Industrial',
      'Escuela Técnica Superior de Ingenieros Industriales',
      'Ingeniero Industrial',
    ],
    ['*Diploma in Nursing >> 2009 / _Humber College, Toronto, ON', 'Humber College', 'Diploma in Nursing'],
    [
      '*Certificate in Project Management, University of Washington, 2017',
      'University of Washington',
      'Certificate in Project Management',
    ],
    ['*B.A., Psychology >> 2011 / _Ohio State University', 'Ohio State University', 'B.A.'],
    ['*Bachiller en Ciencias >> 2004 / _Colegio San Ignacio de Loyola', 'Colegio San Ignacio de Loyola', 'Bachiller'],
    [
      '*Técnico Superior en Educación Infantil >> 2016 – 2018 / _Centro de Estudios Cardenal Spínola',
      'Centro de Estudios Cardenal Spínola',
      'Técnico Superior en Educación Infantil',
    ],
  ])('%s', (spec, school, degree) => {
    const schools = entryUnder('EDUCATION', spec).education;
    expect(schools.map((e) => [e.school, e.field ? `${e.degree} in ${e.field}` : e.degree])).toEqual([
      [school, expect.stringContaining(degree)],
    ]);
    // A date that is not a range of months ('Expected May 2027') is kept as written.
    expect(schools[0]!.startDate || schools[0]!.endDate || schools[0]!.datesText).not.toBe('');
  });
});

describe("a school's grade, field and details", () => {
  it("reads 'Nota media: 8,1' as the grade, 'Campo(s) de estudio:' as the field, an unlabelled line as a detail", () => {
    const [school] = entryUnder(
      'FORMACIÓN',
      '*Universidad de Chile >> 2010 – 2014 / _Ingeniero Comercial / Nota media: 6,1 / Campo(s) de estudio: Economía / Proyecto final: la logística inversa en el comercio electrónico',
    ).education;
    expect(school).toMatchObject({
      school: 'Universidad de Chile',
      degree: 'Ingeniero Comercial',
      score: '6,1',
      field: 'Economía',
    });
    expect(school!.details).toEqual([
      'Proyecto final: la logística inversa en el comercio electrónico',
      'Improved the monthly reporting process for the finance team',
    ]);
  });

  it("keeps a Europass qualification's level ('EQF 6') as a detail, not its field", () => {
    const [school] = entryUnder(
      'EDUCACIÓN',
      '*Grado en Química >> EQF 6 / Universidad de Sevilla, 09/2009 – 06/2013',
    ).education;
    expect(school).toMatchObject({ school: 'Universidad de Sevilla', degree: 'Grado en Química', field: '' });
    expect(school!.details[0]).toBe('EQF 6');
  });

  it("reads 'GPA 3.82' without a colon, and 'GPA: 3.6/4.0' inside a detail, keeping the detail", () => {
    expect(
      entryUnder('EDUCATION', '*Harvard University >> May 2015 / _Bachelor of Arts in Economics. GPA 3.82')
        .education[0]!.score,
    ).toBe('3.82');
    const [school] = entryUnder(
      'EDUCATION',
      "*University of La Verne >> 2016 / Bachelor of Arts in Psychology / • GPA: 3.6/4.0; Dean's List",
    ).education;
    expect(school!.score).toBe('3.6/4.0');
    expect(school!.details[0]).toMatch(/^GPA: 3\.6\/4\.0; Dean's List/);
  });

  it.each<[string, Record<string, string>]>([
    [
      '*Ph.D., Chemical Engineering, University of Wisconsin–Madison >> 2016 – 2021',
      { school: 'University of Wisconsin–Madison', degree: 'Ph.D.', field: 'Chemical Engineering' },
    ],
    [
      '*Boğaziçi Üniversitesi, İşletme, Lisans >> 2011 – 2015',
      { school: 'Boğaziçi Üniversitesi', degree: 'Lisans', field: 'İşletme' },
    ],
    [
      '*Lagos International School >> 2021 / International Baccalaureate Diploma, 43/45',
      { school: 'Lagos International School', degree: 'International Baccalaureate Diploma', score: '43/45' },
    ],
    [
      '*Harvard University >> May 2015 / Bachelor of Arts in Economics, Secondary in Computer Science. GPA 3.82',
      { degree: 'Bachelor of Arts', field: 'Economics, Secondary in Computer Science', score: '3.82' },
    ],
  ])('reads the field and the grade beside the degree: %s', (spec, want) => {
    expect(entryUnder('EDUCATION', spec).education[0]).toMatchObject(want);
  });

  it("keeps a short line under the degree ('Minor in Spanish') as a detail, not dropped", () => {
    const [school] = entryUnder(
      'EDUCATION',
      '*DePaul University / B.A. Communication, 2012 – 2016 / _Minor in Spanish',
    ).education;
    expect(school!.details[0]).toBe('Minor in Spanish');
  });

  it("reads a state's code after a comma ('Champaign, IL') as no word the next line goes on from", () => {
    // 'il' is an Italian article a wrapped line may end on; 'IL' after a comma is Illinois.
    const [school] = entryUnder(
      'EDUCATION',
      '*University of Illinois Urbana-Champaign >> Champaign, IL / _Bachelor of Science >> _Aug. 2016 – May 2020',
    ).education;
    expect(school).toMatchObject({ school: 'University of Illinois Urbana-Champaign', degree: 'Bachelor of Science' });
  });
});

describe('skills lists as people write them', () => {
  /** A section's lines at [x, font]; cells of a line set apart by ' >> '. */
  const skills = (heading: string, lines: Array<[string, number?, string?]>) => {
    const rows: Array<[string, number, number, number?, string?]> = [
      ['Laura Martín', 54, 60, 20, 'Helvetica-Bold'],
      ['laura@example.es', 54, 80],
      [heading, 54, 120, 12, 'Helvetica-Bold'],
    ];
    lines.forEach(([text, x = 54, font = 'Helvetica'], n) =>
      text.split(' >> ').forEach((cell, i) => rows.push([cell, x + i * 200, 140 + n * 14, 10, font])),
    );
    const r = readResume(pdfLines(page(rows))).resume;
    return [...r.skills.core, ...r.skills.tools, ...r.skillGroups.flatMap((g) => g.keywords)];
  };

  it.each<[string, Array<[string, number?, string?]>, string[]]>([
    ['SKILLS', [['Python, SQL, Tableau, Excel']], ['Python', 'SQL', 'Tableau', 'Excel']],
    ['SKILLS', [['Python • SQL • Tableau • Excel']], ['Python', 'SQL', 'Tableau', 'Excel']],
    ['SKILLS', [['Python | SQL | Tableau | Excel']], ['Python', 'SQL', 'Tableau', 'Excel']],
    ['SKILLS', [['Python'], ['SQL'], ['Tableau'], ['Excel']], ['Python', 'SQL', 'Tableau', 'Excel']],
    [
      'SKILLS',
      [
        ['• Python', 60],
        ['• SQL', 60],
        ['• Tableau', 60],
      ],
      ['Python', 'SQL', 'Tableau'],
    ],
    ['SKILLS', [['Python (Advanced), SQL (Intermediate)']], ['Python (Advanced)', 'SQL (Intermediate)']],
    ['SKILLS', [['Python – Expert'], ['SQL – Advanced']], ['Python – Expert', 'SQL – Advanced']],
    ['SKILLS', [['Languages: Python, Go'], ['Tools: Docker, Git']], ['Python', 'Go', 'Docker', 'Git']],
    ['SKILLS', [['Python >> SQL'], ['Tableau >> Excel']], ['Python', 'SQL', 'Tableau', 'Excel']],
    ['SKILLS', [['Python ★★★★☆'], ['SQL ★★★☆☆']], ['Python', 'SQL']],
    ['SKILLS', [['Python ●●●●○'], ['SQL ●●●○○']], ['Python', 'SQL']],
    [
      'HABILIDADES',
      [['Trabajo en equipo, liderazgo, comunicación']],
      ['Trabajo en equipo', 'liderazgo', 'comunicación'],
    ],
    ['HABILIDADES', [['Microsoft Office (Word, Excel y PowerPoint)']], ['Microsoft Office (Word, Excel y PowerPoint)']],
    ['KENNTNISSE', [['MS Office: sehr gut'], ['SAP: gut']], ['MS Office: sehr gut', 'SAP: gut']],
    ['KENNTNISSE', [['EDV >> MS Office, SAP, DATEV']], ['MS Office', 'SAP', 'DATEV']],
    [
      'SKILLS',
      [
        ['Python, SQL, Tableau, Excel, Power BI, Looker, dbt, Airflow, Snowflake, BigQuery, Spark, Hadoop, Kafka,'],
        ['Kubernetes, Docker'],
      ],
      [
        'Python',
        'SQL',
        'Tableau',
        'Excel',
        'Power BI',
        'Looker',
        'dbt',
        'Airflow',
        'Snowflake',
        'BigQuery',
        'Spark',
        'Hadoop',
        'Kafka',
        'Kubernetes',
        'Docker',
      ],
    ],
    [
      'TECHNICAL SKILLS',
      [['Programming: Python, R, SQL; Visualization: Tableau, Power BI']],
      ['Python', 'R', 'SQL', 'Tableau', 'Power BI'],
    ],
    [
      'COMPETENCIAS',
      [
        ['- Gestión de proyectos', 60],
        ['- Atención al cliente', 60],
      ],
      ['Gestión de proyectos', 'Atención al cliente'],
    ],
    ['SKILLS', [['Python, SQL and Tableau']], ['Python', 'SQL', 'Tableau']],
    ['SKILLS', [['Excel, Word y PowerPoint']], ['Excel', 'Word', 'PowerPoint']],
    // moderncv's cvdoubleitem: two labels, each before its list.
    [
      'COMPETENCIAS',
      [['Gestión >> MS Project, Jira >> Ofimática >> Excel avanzado, Power BI']],
      ['MS Project', 'Jira', 'Excel avanzado', 'Power BI'],
    ],
  ])('%s %j', (heading, lines, want) => {
    expect(skills(heading, lines)).toEqual(want);
  });

  it('reads skills a Word section sets in newspaper columns, drawn a column at a time', () => {
    // Three columns of items: the PDF draws the first column's lines, then the second's, then the third's.
    const column = (x: number, items: string[]) =>
      items.map((text, n): [string, number, number] => [`• ${text}`, x, 140 + n * 14]);
    const rows: Array<[string, number, number, number?, string?]> = [
      ['Laura Martín', 54, 60, 20, 'Helvetica-Bold'],
      ['laura@example.es', 54, 80],
      ['SKILLS', 54, 120, 12, 'Helvetica-Bold'],
      ...column(54, ['Excel (VBA)', 'Power BI', 'SQL']),
      ...column(230, ['Tableau', 'Python', 'SAP FICO']),
      ...column(406, ['Hyperion', 'Alteryx']),
    ];
    const r = readResume(pdfLines(page(rows))).resume;
    expect([...r.skills.core, ...r.skills.tools, ...r.skillGroups.flatMap((g) => g.keywords)].sort()).toEqual([
      'Alteryx',
      'Excel (VBA)',
      'Hyperion',
      'Power BI',
      'Python',
      'SAP FICO',
      'SQL',
      'Tableau',
    ]);
  });
});

describe("a job's items as people write them", () => {
  /** The job's lines under its header, [text, x]; ' ~ ' sets a mark apart from its text. */
  const items = (rows: Array<[string, number]>) => {
    const lines: Array<[string, number, number, number?, string?]> = [
      ['Laura Martín', 54, 60, 20, 'Helvetica-Bold'],
      ['laura@example.es', 54, 80],
      ['EXPERIENCE', 54, 120, 12, 'Helvetica-Bold'],
      ['Data Analyst', 54, 140, 10, 'Helvetica-Bold'],
      ['Jan 2019 – Present', 450, 140],
      ['Spotify, Stockholm', 54, 153, 10, 'Helvetica-Oblique'],
    ];
    let y = 168;
    for (const [text, x] of rows) {
      const [mark, rest] = text.split(' ~ ');
      if (rest === undefined) lines.push([text, x, y]);
      else lines.push([mark!, x, y], [rest, x + 12, y]);
      y += 13;
    }
    lines.push(
      ['EDUCATION', 54, y + 20, 12, 'Helvetica-Bold'],
      ['Stockholm University, BSc Statistics, 2018', 54, y + 40],
    );
    return readResume(pdfLines(page(lines))).resume.experience;
  };
  const A = 'Built the churn model used by the subscriptions team to target offers in twelve markets and';
  const A2 = 'cut churn by 8% in a year';
  const Aw = `${A} ${A2}`;
  const B = 'Automated the weekly KPI report in dbt and Looker';
  const C = 'Presented findings to the VP of Product every quarter';

  it.each<[string, Array<[string, number]>, string[]]>([
    [
      'typed • hanging',
      [
        [`• ${A}`, 60],
        [A2, 67],
        [`• ${B}`, 60],
        [`• ${C}`, 60],
      ],
      [Aw, B, C],
    ],
    [
      'mark apart',
      [
        [`• ~ ${A}`, 60],
        [A2, 72],
        [`• ~ ${B}`, 60],
        [`• ~ ${C}`, 60],
      ],
      [Aw, B, C],
    ],
    [
      'dash',
      [
        [`- ${A}`, 54],
        [A2, 61],
        [`- ${B}`, 54],
        [`- ${C}`, 54],
      ],
      [Aw, B, C],
    ],
    [
      'en dash',
      [
        [`– ${A}`, 54],
        [A2, 61],
        [`– ${B}`, 54],
        [`– ${C}`, 54],
      ],
      [Aw, B, C],
    ],
    [
      'asterisk',
      [
        [`* ${A}`, 54],
        [A2, 61],
        [`* ${B}`, 54],
        [`* ${C}`, 54],
      ],
      [Aw, B, C],
    ],
    [
      'arrow',
      [
        [`➢ ${A}`, 54],
        [A2, 66],
        [`➢ ${B}`, 54],
        [`➢ ${C}`, 54],
      ],
      [Aw, B, C],
    ],
    [
      'check',
      [
        [`✓ ${A}`, 54],
        [A2, 66],
        [`✓ ${B}`, 54],
        [`✓ ${C}`, 54],
      ],
      [Aw, B, C],
    ],
    // More as people write them (written before any change they led to).
    [
      "Word's second level",
      [
        [`o ~ ${A}`, 54],
        [A2, 66],
        [`o ~ ${B}`, 54],
        [`o ~ ${C}`, 54],
      ],
      [Aw, B, C],
    ],
    [
      'middle dot',
      [
        [`· ${A}`, 54],
        [A2, 66],
        [`· ${B}`, 54],
        [`· ${C}`, 54],
      ],
      [Aw, B, C],
    ],
    [
      'pointer',
      [
        [`► ${A}`, 54],
        [A2, 66],
        [`► ${B}`, 54],
        [`► ${C}`, 54],
      ],
      [Aw, B, C],
    ],
    [
      'em dash',
      [
        [`— ${A}`, 54],
        [A2, 66],
        [`— ${B}`, 54],
        [`— ${C}`, 54],
      ],
      [Aw, B, C],
    ],
    [
      'plus',
      [
        [`+ ${A}`, 54],
        [A2, 66],
        [`+ ${B}`, 54],
        [`+ ${C}`, 54],
      ],
      [Aw, B, C],
    ],
    [
      'greater-than',
      [
        [`> ${A}`, 54],
        [A2, 66],
        [`> ${B}`, 54],
        [`> ${C}`, 54],
      ],
      [Aw, B, C],
    ],
    [
      'lettered',
      [
        [`a) ${A}`, 54],
        [A2, 66],
        [`b) ${B}`, 54],
        [`c) ${C}`, 54],
      ],
      [Aw, B, C],
    ],
    [
      'an item ending in a range of years',
      [
        [`• ${B} (2020 – 2021)`, 60],
        [`• ${C}`, 60],
      ],
      [`${B} (2020 – 2021)`, C],
    ],
    [
      'an item naming a month and year',
      [
        ['• Promoted to Senior Analyst in March 2021 after leading the churn project', 60],
        [`• ${B}`, 60],
      ],
      ['Promoted to Senior Analyst in March 2021 after leading the churn project', B],
    ],
    [
      'items ending in semicolons',
      [
        [`• ${B};`, 60],
        [`• ${C};`, 60],
      ],
      [`${B};`, `${C};`],
    ],
    [
      'items in lower case',
      [
        ['• built the churn model for the subscriptions team', 60],
        ['• automated the weekly KPI report', 60],
      ],
      ['built the churn model for the subscriptions team', 'automated the weekly KPI report'],
    ],
    [
      'numbered',
      [
        [`1. ${A}`, 54],
        [A2, 66],
        [`2. ${B}`, 54],
        [`3. ${C}`, 54],
      ],
      [Aw, B, C],
    ],
    [
      'no marks, sentences',
      [
        [A, 54],
        [`${A2}.`, 54],
        [`${B}.`, 54],
        [`${C}.`, 54],
      ],
      [`${Aw}.`, `${B}.`, `${C}.`],
    ],
    [
      'a paragraph',
      [
        ['Led the analytics of the subscriptions team, from the churn model used to target offers in', 54],
        ['twelve markets to the weekly KPI report. The team grew from two to four analysts and moved its', 54],
        ['reports to dbt and Looker.', 54],
      ],
      [],
    ],
    [
      'paragraph then items',
      [
        ['Team of four analysts in the Stockholm office.', 54],
        [`• ${B}`, 60],
        [`• ${C}`, 60],
      ],
      [B, C],
    ],
    [
      'wrapped line starting with a number',
      [
        [`• Built the churn model used by the subscriptions team, which cut churn by`, 60],
        ['8% in a year', 67],
        [`• ${B}`, 60],
      ],
      ['Built the churn model used by the subscriptions team, which cut churn by 8% in a year', B],
    ],
    [
      'wrapped line starting with an acronym',
      [
        [`• Moved the finance team's reports from spreadsheets to`, 60],
        ['SAP Analytics Cloud', 67],
        [`• ${B}`, 60],
      ],
      ["Moved the finance team's reports from spreadsheets to SAP Analytics Cloud", B],
    ],
    [
      'bold lead-in',
      [
        [`• Leadership: ${B}`, 60],
        [`• ${C}`, 60],
      ],
      [`Leadership: ${B}`, C],
    ],
    [
      'wrapped back to the margin',
      [
        [`• ${A}`, 54],
        [A2, 54],
        [`• ${B}`, 54],
        [`• ${C}`, 54],
      ],
      [Aw, B, C],
    ],
    [
      'wrapped line starting with a name',
      [
        ['• Migrated the reporting warehouse from on-premise servers to BigQuery using', 60],
        ['Python and Airflow, halving the nightly load time', 67],
        [`• ${B}`, 60],
      ],
      [
        'Migrated the reporting warehouse from on-premise servers to BigQuery using Python and Airflow, halving the nightly load time',
        B,
      ],
    ],
    [
      'an item over three lines',
      [
        ['• Designed and ran the pricing experiment across four regions with the finance and', 60],
        ['marketing teams, wrote the analysis plan, built the dashboards and presented the', 67],
        ['results to the leadership team', 67],
        [`• ${C}`, 60],
      ],
      [
        'Designed and ran the pricing experiment across four regions with the finance and marketing teams, wrote the analysis plan, built the dashboards and presented the results to the leadership team',
        C,
      ],
    ],
    [
      'square marks',
      [
        [`▪ ${A}`, 60],
        [A2, 67],
        [`▪ ${B}`, 60],
        [`▪ ${C}`, 60],
      ],
      [Aw, B, C],
    ],
    [
      'hollow circles',
      [
        [`○ ${B}`, 60],
        [`○ ${C}`, 60],
      ],
      [B, C],
    ],
    [
      'arrowheads',
      [
        [`➢ ${B}`, 60],
        [`➢ ${C}`, 60],
      ],
      [B, C],
    ],
    [
      'short items, no marks, no full stops',
      [
        ['Automated the weekly KPI report', 54],
        ['Presented findings to the VP of Product', 54],
        ['Trained four new analysts', 54],
      ],
      ['Automated the weekly KPI report', 'Presented findings to the VP of Product', 'Trained four new analysts'],
    ],
    [
      'short items in Spanish and French, no marks',
      [
        ['Gestioné la cartera de veinte clientes', 54],
        ['Atención al cliente en tienda', 54],
        ['Mise en place d’un nouveau CRM', 54],
      ],
      ['Gestioné la cartera de veinte clientes', 'Atención al cliente en tienda', 'Mise en place d’un nouveau CRM'],
    ],
    [
      "typed '>' marks",
      [
        [`> ${B}`, 54],
        [`> ${C}`, 54],
      ],
      [B, C],
    ],
  ])('%s', (_, rows, want) => {
    const jobs = items(rows);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.bullets).toEqual(want);
  });

  it('starts no job at a plain line under a bold title whose dates are in plain type', () => {
    // The title's line is set bold only in its first part: a plain line after it is not set like it.
    const jobs = items([
      ['Reporting to the VP of Product with a team of four analysts', 54],
      ['• ~ Trained four new analysts', 54],
    ]);
    expect(jobs.map((j) => [j.title, j.company, j.summary, j.bullets])).toEqual([
      [
        'Data Analyst',
        'Spotify',
        'Reporting to the VP of Product with a team of four analysts',
        ['Trained four new analysts'],
      ],
    ]);
  });

  it('keeps a line of the header that no field took as the job’s text, never drops it', () => {
    // Read as part of the header (no mark, no full stop), and neither title, company, place nor dates.
    const { resume } = readResume(
      pdfLines(
        page([
          ['Laura Martín', 54, 60, 20, 'Helvetica-Bold'],
          ['laura@example.es', 54, 80],
          ['EXPERIENCE', 54, 120, 12, 'Helvetica-Bold'],
          ['Data Analyst', 54, 140, 10, 'Helvetica-Bold'],
          ['Spotify', 54, 153],
          ['2019 – 2021', 490, 153],
          ['Reporting to the VP of Product with a team of four analysts', 54, 166],
          ['• Trained four new analysts', 66, 179],
        ]),
      ),
    );
    expect(resume.experience.map((j) => [j.title, j.company, j.summary, j.bullets])).toEqual([
      [
        'Data Analyst',
        'Spotify',
        'Reporting to the VP of Product with a team of four analysts',
        ['Trained four new analysts'],
      ],
    ]);
  });
});

describe('section headings as people write them', () => {
  it.each<[string, string]>([
    ['WORK EXPERIENCE', 'experience'],
    ['Professional Experience', 'experience'],
    ['Employment', 'experience'],
    ['Employment History', 'experience'],
    ['Career History', 'experience'],
    ['Relevant Experience', 'experience'],
    ['Work History', 'experience'],
    ['Experience', 'experience'],
    ['Internships', 'experience'],
    ['Professional Background', 'experience'],
    ['Experiencia Profesional', 'experience'],
    ['Trayectoria profesional', 'experience'],
    ['Historial laboral', 'experience'],
    ['Experiencia Laboral', 'experience'],
    ['Experiencia', 'experience'],
    ['Trayectoria', 'experience'],
    ['Prácticas', 'experience'],
    ['Formación Académica', 'education'],
    ['Estudios', 'education'],
    ['Datos Académicos', 'education'],
    ['Formación complementaria', 'certifications'],
    ['Formación reglada', 'education'],
    ['Educación', 'education'],
    ['Estudios realizados', 'education'],
    ['Conocimientos', 'skills'],
    ['Aptitudes', 'skills'],
    ['Competencias', 'skills'],
    ['Habilidades', 'skills'],
    ['Informática', 'skills'],
    ['Conocimientos informáticos', 'skills'],
    ['Herramientas', 'skills'],
    ['Habilidades técnicas', 'skills'],
    ['Idiomas', 'languages'],
    ['Datos personales', 'contact'],
    ['Cursos', 'certifications'],
    ['Certificaciones', 'certifications'],
    ['Berufserfahrung', 'experience'],
    ['Beruflicher Werdegang', 'experience'],
    ['Praxiserfahrung', 'experience'],
    ['Berufliche Laufbahn', 'experience'],
    ['Praktika', 'experience'],
    ['Berufspraxis', 'experience'],
    ['Bildungsweg', 'education'],
    ['Schulbildung', 'education'],
    ['Studium', 'education'],
    ['Ausbildung', 'education'],
    ['Schule und Studium', 'education'],
    ['Weiterbildungen', 'certifications'],
    ['Fort- und Weiterbildungen', 'certifications'],
    ['IT-Kenntnisse', 'skills'],
    ['EDV-Kenntnisse', 'skills'],
    ['Kenntnisse', 'skills'],
    ['Fähigkeiten', 'skills'],
    ['Sprachkenntnisse', 'languages'],
    ['Sprachen', 'languages'],
    ['Persönliche Daten', 'contact'],
    ['Interessen', 'interests'],
    ['Hobbys', 'interests'],
    ['Expérience professionnelle', 'experience'],
    ['Parcours professionnel', 'experience'],
    ['Expériences', 'experience'],
    ['Compétences', 'skills'],
    ['Langues', 'languages'],
    ["Centres d'intérêt", 'interests'],
    ['Formation', 'education'],
    ['Volunteer Experience', 'volunteer'],
    ['Projects', 'projects'],
    ['Certifications', 'certifications'],
    ['Awards', 'awards'],
    ['Technical Skills', 'skills'],
    ['Core Competencies', 'skills'],
    ['Areas of Expertise', 'skills'],
    ['Key Skills', 'skills'],
    ['Summary', 'summary'],
    ['Professional Summary', 'summary'],
    ['Profile', 'summary'],
    ['About Me', 'summary'],
    ['Objective', 'summary'],
    ['Career Objective', 'summary'],
    ['Contact', 'contact'],
    ['Personal Details', 'contact'],
    ['Languages', 'languages'],
    ['Interests', 'interests'],
    ['References', 'references'],
    ['Perfil profesional', 'summary'],
    ['Sobre mí', 'summary'],
    ['Objetivo profesional', 'summary'],
    ['Resumen profesional', 'summary'],
    ['Profil', 'summary'],
    ['Kurzprofil', 'summary'],
    ['Über mich', 'summary'],
    ['Experiência Profissional', 'experience'],
    ['Formação Acadêmica', 'education'],
    ['Esperienza lavorativa', 'experience'],
    ['Esperienze professionali', 'experience'],
    ['Istruzione', 'education'],
    ['Competenze', 'skills'],
    ['Lingue', 'languages'],
    ['Leadership Experience', 'experience'],
    ['Additional Experience', 'experience'],
    ['Military Service', 'experience'],
    ['Education & Training', 'education'],
    ['Skills & Abilities', 'skills'],
    ['Technical Proficiencies', 'skills'],
    ['Core Qualifications', 'skills'],
    ['Summary of Qualifications', 'summary'],
    ['Executive Summary', 'summary'],
    ['Professional Development', 'certifications'],
    ['Accomplishments', 'awards'],
    ['Community Involvement', 'volunteer'],
    ['Praktische Erfahrung', 'experience'],
    ['Qualifikationen', 'skills'],
    ['Habilidades Técnicas', 'skills'],
    ['Stages', 'experience'],
    ['Atouts', 'skills'],
    // Two headings joined: the first's kind, or the other's than languages.
    ['Fähigkeiten und Kenntnisse', 'skills'],
    ['Habilidades y competencias', 'skills'],
    ['Sprachen und Kenntnisse', 'skills'],
    ['Compétences et langues', 'skills'],
    ['Formación y cursos', 'education'],
    // More as people write them (written before any change they led to: these 11 were not read).
    ['Professional Affiliations', 'additional'],
    ['Relevant Coursework', 'additional'],
    ['Otros Datos de Interés', 'additional'],
    ['Información Adicional', 'additional'],
    ['Capacitaciones', 'certifications'],
    ['Acerca de mí', 'summary'],
    ['Tecnologías', 'skills'],
    ['Stack tecnológico', 'skills'],
    ['Proyectos destacados', 'projects'],
    ['Otros Cursos', 'certifications'],
    ['Licencias y certificaciones', 'certifications'],
  ])('%s', (heading, kind) => {
    const match = headingKind(heading);
    expect(match?.cover).toBeGreaterThanOrEqual(0.5);
    expect(match?.kind).toBe(kind);
  });

  it("keeps a section the model has no list for, headed as body text is ('Otros datos de interés'), apart from the skills above it", () => {
    const r = readResume(
      pdfLines(
        page([
          ['Laura Martín', 54, 60, 20, 'Helvetica-Bold'],
          ['laura@example.es', 54, 80],
          ['PERFIL', 54, 100, 12, 'Helvetica-Bold'],
          ['Administrativa con ocho años de experiencia en contabilidad y gestión de proveedores.', 54, 114],
          ['HABILIDADES', 54, 130, 12, 'Helvetica-Bold'],
          ['Excel, SAP, Power BI', 54, 144],
          ['Otros datos de interés', 54, 170, 10, 'Helvetica-Bold'],
          ['Carné de conducir B y vehículo propio', 54, 190],
          ['Disponibilidad para viajar', 54, 204],
        ]),
      ),
    ).resume;
    expect([...r.skills.core, ...r.skills.tools, ...r.skillGroups.flatMap((g) => g.keywords)]).toEqual([
      'Excel',
      'SAP',
      'Power BI',
    ]);
    expect(r.custom).toContainEqual(
      expect.objectContaining({
        label: 'Otros datos de interés',
        bullets: ['Carné de conducir B y vehículo propio', 'Disponibilidad para viajar'],
      }),
    );
  });
});

/** Rows under Laura Martin's name and e-mail, read as a resume. */
const underName = (rows: PageRow[]) =>
  readResume(pdfLines(page([['Laura Martin', 54, 60, 20, 'Helvetica-Bold'], ['laura@example.com', 54, 80], ...rows])))
    .resume;
/** An Experience section opening with a Senior Buyer at Northwind Traders, then the rows from y = 168. */
const buyer = (rows: PageRow[]) =>
  underName([
    ['EXPERIENCE', 54, 120, 12, 'Helvetica-Bold'],
    ['Senior Buyer', 54, 140, 10, 'Helvetica-Bold'],
    ['2019 – Present', 470, 140],
    ['Northwind Traders', 54, 154, 10, 'Helvetica-Oblique'],
    ...rows,
  ]).experience.map((j) => [j.title, j.company, j.summary, j.bullets]);

describe("a label that announces a job's items", () => {
  const job = (label: string, mark: string): PageRow[] => [
    ['Led purchasing for the home goods category with a budget of $40M a year.', 54, 168],
    [label, 54, 182],
    [`${mark}Reduced cost of goods sold by 12% through consolidation`, 66, 196],
    [`${mark}Built a vendor scorecard adopted by the whole team`, 66, 210],
  ];
  it.each([
    ['Key achievements:', '• '],
    ['Responsibilities:', ''],
    ['Main Achievements:', '– '],
    ['Logros principales:', '• '],
    ['Logros/Tareas', '• '],
    ['Achievements/Tasks', '• '],
    ['Responsibilities & Achievements', ''],
  ])("'%s' is no job of its own: the items under it are the job's", (label, mark) => {
    expect(buyer(job(label, mark))).toEqual([
      [
        'Senior Buyer',
        'Northwind Traders',
        'Led purchasing for the home goods category with a budget of $40M a year.',
        [
          'Reduced cost of goods sold by 12% through consolidation',
          'Built a vendor scorecard adopted by the whole team',
        ],
      ],
    ]);
  });
});

describe('skills as people list them', () => {
  const skills = (body: PageRow[]) =>
    underName([
      ['EXPERIENCE', 54, 120, 12, 'Helvetica-Bold'],
      ['Analyst, Deloitte, 2019 – 2021', 54, 140],
      ['• Built the monthly close checklist', 66, 154],
      ['SKILLS', 54, 190, 12, 'Helvetica-Bold'],
      ...body.map(([t, x, y]): PageRow => [t, x, y + 210]),
    ]).skills.core;

  it.each([
    [
      'marked, in two columns',
      [
        ['• Excel', 66, 0],
        ['• SQL', 300, 0],
        ['• Tableau', 66, 14],
        ['• Python', 300, 14],
      ],
    ],
    [
      'in columns without marks',
      [
        ['Excel', 54, 0],
        ['SQL', 200, 0],
        ['Tableau', 54, 14],
        ['Python', 200, 14],
      ],
    ],
    ['split by bullets', [['Excel • SQL • Tableau • Python', 54, 0]]],
    ['split by slashes', [['Excel / SQL / Tableau / Python', 54, 0]]],
    [
      'in a grid, each over its level',
      [
        ['Excel', 54, 0],
        ['SQL', 200, 0],
        ['Tableau', 340, 0],
        ['Python', 480, 0],
        ['Advanced', 54, 12],
        ['Advanced', 200, 12],
        ['Intermediate', 340, 12],
        ['Basic', 480, 12],
      ],
    ],
    [
      'marked, in two columns, the second mark apart',
      [
        ['• Excel', 66, 0],
        ['•', 290, 0],
        ['SQL', 300, 0],
        ['• Tableau', 66, 14],
        ['•', 290, 14],
        ['Python', 300, 14],
      ],
    ],
    [
      'beside a label cell, with a driving licence and the place and day the CV was signed',
      [
        ['Software', 54, 0],
        ['Excel, SQL, Tableau, Python', 160, 0],
        ['Führerschein', 54, 14],
        ['Klasse B', 160, 14],
        ['München, 12.11.2026', 54, 40],
      ],
    ],
  ] as Array<[string, PageRow[]]>)('%s', (_, body) => {
    expect(skills(body)).toEqual(['Excel', 'SQL', 'Tableau', 'Python']);
  });

  it.each([
    ['Proficient in Excel, SQL; familiar with Tableau, Python.', ['Excel', 'SQL', 'Tableau', 'Python']],
    ['Conocimientos de Excel, SQL; manejo de Tableau, Python', ['Excel', 'SQL', 'Tableau', 'Python']],
    ['Sehr gute Kenntnisse in Excel, SQL, Tableau, Python', ['Excel', 'SQL', 'Tableau', 'Python']],
  ])('said in a sentence: %s', (line, want) => {
    expect(skills([[line, 54, 0]])).toEqual(want);
  });

  // More as people write them (written before any change they led to): every keyword of the section, wherever the
  // model keeps it (core, tools, labelled groups), and the languages apart.
  const everything = (body: PageRow[]) => {
    const r = underName([
      ['EXPERIENCE', 54, 120, 12, 'Helvetica-Bold'],
      ['Analyst, Deloitte, 2019 – 2021', 54, 140],
      ['• Built the monthly close checklist', 66, 154],
      ['SKILLS', 54, 190, 12, 'Helvetica-Bold'],
      ...body.map(([t, x, y]): PageRow => [t, x, y + 210]),
    ]);
    return {
      skills: [...r.skills.core, ...r.skills.tools, ...r.skillGroups.flatMap((g) => g.keywords)],
      languages: r.skills.languages.length,
    };
  };
  it.each([
    ['Skills: Excel, SQL, Tableau, Python'],
    ['Excel | SQL | Tableau | Python'],
    ['Excel; SQL; Tableau; Python'],
    ['Excel, SQL, Tableau and Python'],
    ['Excel, SQL, Tableau y Python'],
    ['Excel · SQL · Tableau · Python'],
    ['Excel – SQL – Tableau – Python'],
    ['Excel, SQL', 'Tableau, Python'],
    ['Technical: Excel, SQL', 'Software: Tableau, Python'],
    ['Informática: Excel, SQL', 'Herramientas: Tableau, Python'],
  ])('%s', (...lines) => {
    expect(everything(lines.map((t, i): PageRow => [t, 54, i * 14])).skills).toEqual([
      'Excel',
      'SQL',
      'Tableau',
      'Python',
    ]);
  });

  it.each([
    [['Excel, SQL, Tableau, Python', 'Languages: English (native), Spanish (fluent)']],
    [['Informática: Excel, SQL, Tableau, Python', 'Idiomas: Inglés (B2), Francés (A2)']],
  ])('keeps the languages line apart: %j', (lines) => {
    expect(everything(lines.map((t, i): PageRow => [t, 54, i * 14]))).toEqual({
      skills: ['Excel', 'SQL', 'Tableau', 'Python'],
      languages: 2,
    });
  });
});

describe('dates as people write them', () => {
  it.each([
    ['March 15, 2019 – June 30, 2021', '2019-03', '2021-06'],
    ['15 March 2019 – 30 June 2021', '2019-03', '2021-06'],
    ['15. März 2019 – 30. Juni 2021', '2019-03', '2021-06'],
    ['May–Aug 2019', '2019-05', '2019-08'],
    ['May - August 2019', '2019-05', '2019-08'],
    ['Nov – Feb 2020', '2019-11', '2020-02'],
    ['2019–21', '2019', '2021'],
    ['Tháng 1 2019 – Tháng 3 2021', '2019-01', '2021-03'],
    ['03/19 – 06/21', '2019-03', '2021-06'],
    ['11/98 – 02/03', '1998-11', '2003-02'],
    ['03/19 – heute', '2019-03', ''],
    ['Q1 2019 – Q3 2021', '2019-01', '2021-07'],
    ['2018 → 2020', '2018', '2020'],
    // More as people write them (written before any change they led to).
    ['2019/03 – 2021/06', '2019-03', '2021-06'],
    ['2019-03 – 2021-06', '2019-03', '2021-06'],
    ['3/2019 - 6/2021', '2019-03', '2021-06'],
    ['March, 2019 – June, 2021', '2019-03', '2021-06'],
    ["Mar '19 – Jun '21", '2019-03', '2021-06'],
    ['Dic. 2018 – Ago. 2020', '2018-12', '2020-08'],
    ['Septiembre de 2015 a Junio de 2018', '2015-09', '2018-06'],
    ['De 2015 a 2018', '2015', '2018'],
    ['Enero 2020 – a la fecha', '2020-01', ''],
    ['2015 – act.', '2015', ''],
    ['2018 - Presente', '2018', ''],
    ['Sept 2019 – Ongoing', '2019-09', ''],
    ['Mar 2019 — Now', '2019-03', ''],
    ['2019 – Today', '2019', ''],
    ['Jun 2016 to Aug 2018', '2016-06', '2018-08'],
    ['from June 2016 until August 2018', '2016-06', '2018-08'],
    ['12/2018 – Present', '2018-12', ''],
    ['Jan 2019 – Present (3 yrs 2 mos)', '2019-01', ''],
    ['janv. 2019 – aujourd’hui', '2019-01', ''],
    ['Feb. 2017 – Nov. 2019', '2017-02', '2019-11'],
  ])('%s', (text, start, end) => {
    expect(findDates(text)).toMatchObject({ start, end, text, asWritten: false });
  });

  it('reads a range a justified table cell spaces apart, and TeX hyphenates, as one range', () => {
    const tex = page([
      ['Laura Martin', 54, 60, 20, 'LMRoman12-Bold'],
      ['laura@example.com', 54, 80],
      ['EXPERIENCIA', 54, 120, 12, 'LMRoman12-Bold'],
      ['Ene. 2020', 54, 140, 9, 'LMRoman9-Regular'],
      ['–', 108, 140, 9, 'LMRoman9-Regular'],
      ['Actuali-', 122, 140, 9, 'LMRoman9-Regular'],
      ['dad', 54, 151, 9, 'LMRoman9-Regular'],
      ['Ingeniero de Datos Sénior', 190, 140, 10, 'LMRoman10-Bold'],
      ['Glovo, Barcelona', 190, 152, 10, 'LMRoman10-Italic'],
      ['• Lidero un equipo de cuatro ingenieros.', 196, 164, 10, 'LMRoman10-Regular'],
    ]);
    tex[0]!.creator = 'LaTeX with hyperref';
    const [job] = readResume(pdfLines(tex)).resume.experience;
    expect([job!.title, job!.company, job!.startDate, job!.endDate]).toEqual([
      'Ingeniero de Datos Sénior',
      'Glovo',
      '2020-01',
      '',
    ]);
  });

  it.each([
    ['Present', 'Present'],
    ['2019 | Present', '2019'],
    ['Title — Present', 'Present'],
    ['(current)', 'current'],
    ['Wrote the tests that now gate every release, 2019 – 2021', '2019 – 2021'],
  ])('a present word set apart is an end date: %s', (text, found) => {
    expect(findDates(text)?.text).toBe(found);
  });

  it.each([
    'Scored 3/19 on the first attempt and 19/19 on the second',
    'Wrote the integration tests that now gate every agent release',
    'Replaced the current billing system',
    'Mantengo actualizado el inventario hasta hoy mismo en cada turno',
  ])('a present word in a sentence is none: %s', (text) => {
    expect(findDates(text)).toBeUndefined();
  });
});

describe("a job's lines that start with a bold label", () => {
  it('one a line, without marks, are its items', () => {
    expect(
      buyer([
        ['Negotiation:', 66, 168, 10, 'Helvetica-Bold'],
        // Long enough that 'Cost:' would not have fitted after it: no sentence ends its line, yet it is no wrap.
        ['contracts with 40 suppliers across three continents and the yearly review of each', 129, 168],
        ['Cost:', 66, 182, 10, 'Helvetica-Bold'],
        ['reduced cost of goods sold by 12% through consolidation', 94, 182],
        ['Buyer', 54, 210, 10, 'Helvetica-Bold'],
        ['2016 – 2019', 480, 210],
        ['Contoso Retail', 54, 224, 10, 'Helvetica-Oblique'],
        ['•', 60, 238],
        ['Ran the weekly replenishment for 300 stores', 72, 238],
      ]),
    ).toEqual([
      [
        'Senior Buyer',
        'Northwind Traders',
        '',
        [
          'Negotiation: contracts with 40 suppliers across three continents and the yearly review of each',
          'Cost: reduced cost of goods sold by 12% through consolidation',
        ],
      ],
      ['Buyer', 'Contoso Retail', '', ['Ran the weekly replenishment for 300 stores']],
    ]);
  });

  it.each([
    [
      'bold',
      [
        ['Team:', 54, 182, 10, 'Helvetica-Bold'],
        ['four buyers and two analysts', 84, 182],
      ],
    ],
    ['plain', [['Team: four buyers and two analysts', 54, 182]]],
  ] as Array<[string, PageRow[]]>)('after its description (%s), stays with the job, no job of its own', (_, detail) => {
    const jobs = buyer([
      ['Led purchasing for the home goods category with a budget of $40M a year.', 54, 168],
      ...detail,
    ]);
    expect(jobs.map(([title, company]) => [title, company])).toEqual([['Senior Buyer', 'Northwind Traders']]);
    const [, , summary, bullets] = jobs[0]!;
    // As the job's text, a line each, or as its items.
    expect([...(summary as string).split('\n'), ...(bullets as string[])].filter(Boolean)).toEqual([
      'Led purchasing for the home goods category with a budget of $40M a year.',
      'Team: four buyers and two analysts',
    ]);
  });
});

describe("a job's header line that names no field", () => {
  it("is kept in the job's text: an industry under the company ('Финансовый сектор, банк')", () => {
    const [job] = entryUnder(
      'ОПЫТ РАБОТЫ',
      '*АО «Тинькофф Банк» >> Сентябрь 2015 — Февраль 2019 / Финансовый сектор, банк / _Старший менеджер',
    ).experience;
    expect([job!.company, job!.title, job!.summary]).toEqual([
      'АО «Тинькофф Банк»',
      'Старший менеджер',
      'Финансовый сектор, банк',
    ]);
  });
});

describe('a work history of one line a job, as functional resumes list it', () => {
  it('reads each long line as a job of its own, not as the first one’s description', () => {
    const jobs = underName([
      ['WORK HISTORY', 54, 120, 12, 'Helvetica-Bold'],
      ['Middle School Science Teacher, Aurora Public Schools, Aurora, CO', 54, 140],
      ['Aug 2015 – Present', 470, 140],
      ['Summer Program Coordinator, Denver Museum of Nature & Science, Denver, CO', 54, 154],
      ['Jun 2017 – Aug 2019', 470, 154],
      ['Lab Assistant, University of Northern Colorado, Greeley, CO', 54, 168],
      ['Jan 2013 – May 2015', 470, 168],
    ]).experience;
    expect(jobs.map((j) => [j.title, j.company, j.startDate, j.endDate, j.summary])).toEqual([
      ['Middle School Science Teacher', 'Aurora Public Schools', '2015-08', '', ''],
      ['Summer Program Coordinator', 'Denver Museum of Nature & Science', '2017-06', '2019-08', ''],
      ['Lab Assistant', 'University of Northern Colorado', '2013-01', '2015-05', ''],
    ]);
  });
});

describe('contact details under the last section', () => {
  it('are the profile’s, not skills, when the line holds nothing else', () => {
    const r = readResume(
      pdfLines(
        page([
          ['Jonas Petersen', 54, 60, 20, 'Helvetica-Bold'],
          ['Senior UX Designer bei OTTO · Hamburg, Deutschland', 54, 80],
          ['Berufserfahrung', 54, 110, 12, 'Helvetica-Bold'],
          ['Senior UX Designer', 54, 130, 10, 'Helvetica-Bold'],
          ['OTTO (GmbH & Co KG)', 54, 143],
          ['Jan. 2021 – Heute', 54, 156],
          ['Fähigkeiten und Kenntnisse', 54, 190, 12, 'Helvetica-Bold'],
          ['Figma · Prototyping · Nutzerforschung', 54, 210],
          ['jonas.petersen@example.de · +49 160 5551234', 54, 238, 8.5],
        ]),
      ),
    ).resume;
    expect([r.profile.email, r.profile.phone, r.skills.core]).toEqual([
      'jonas.petersen@example.de',
      '+49 160 5551234',
      ['Figma', 'Prototyping', 'Nutzerforschung'],
    ]);
  });
});

describe('roles set further in under their employer, as a profile’s export prints them', () => {
  it('are entries with their place and description, not list items', () => {
    const jobs = readResume(
      pdfLines(
        page([
          ['Jonas Petersen', 54, 60, 20, 'Helvetica-Bold'],
          ['jonas@example.de', 54, 80],
          ['Berufserfahrung', 54, 110, 12, 'Helvetica-Bold'],
          ['OTTO (GmbH & Co KG)', 51, 130, 10, 'Helvetica-Bold'],
          ['Senior UX Designer', 51, 142, 9, 'Helvetica-Bold'],
          ['Jan. 2021 – Heute · 3 Jahre 11 Monate', 51, 154, 8.5],
          ['Hamburg', 51, 166, 8.5],
          ['XING (New Work SE)', 51, 190, 10, 'Helvetica-Bold'],
          ['UX Designer', 70.5, 205, 9, 'Helvetica-Bold'],
          ['Apr. 2018 – Dez. 2020 · 2 Jahre 9 Monate', 70.5, 217, 8.5],
          ['Hamburg', 70.5, 229, 8.5],
          ['Gestaltung der Jobsuche in der App für iOS und Android.', 70.5, 241, 9],
          ['Junior UX Designer', 70.5, 256, 9, 'Helvetica-Bold'],
          ['Sept. 2016 – März 2018 · 1 Jahr 7 Monate', 70.5, 268, 8.5],
          ['Hamburg', 70.5, 280, 8.5],
        ]),
      ),
    ).resume.experience;
    expect(jobs.map((j) => [j.title, j.company, j.location, j.summary, j.bullets])).toEqual([
      ['Senior UX Designer', 'OTTO (GmbH & Co KG)', 'Hamburg', '', []],
      ['UX Designer', 'XING (New Work SE)', 'Hamburg', 'Gestaltung der Jobsuche in der App für iOS und Android.', []],
      ['Junior UX Designer', 'XING (New Work SE)', 'Hamburg', '', []],
    ]);
  });
});

describe('the Europass layout as its LaTeX class prints it', () => {
  const r = readResume(
    pdfLines(
      page([
        ['Currículum vitae', 190, 58],
        ['INFORMACIÓN PERSONAL', 62, 96, 9],
        ['Marta Ruiz Delgado', 187, 96, 14],
        ['Avenida de la Constitución 15, 41004 Sevilla (España)', 200, 119],
        ['(+34) 622 118 334', 200, 139],
        ['marta.ruiz@example.es', 200, 159],
        ['EXPERIENCIA PROFESIONAL', 50, 211, 9],
        ['03/2019–actualidad', 99, 227, 9],
        ['Técnica de Control de Calidad', 187, 227, 12],
        ['Laboratorios Cinfa, Pamplona (España)', 187, 245, 9],
        ['▪', 190, 259, 9],
        ['Validación de métodos analíticos por HPLC y cromatografía de gases en el laboratorio', 198, 259, 9],
        ['Sector: Industria farmacéutica', 187, 273, 9],
        ['EDUCACIÓN Y FORMACIÓN', 58, 394, 9],
        ['09/2009–06/2013', 107, 411, 9],
        ['Grado en Química', 187, 411, 12],
        ['Universidad de Sevilla, Sevilla (España)', 187, 428, 9],
        ['COMPETENCIAS PERSONALES', 42, 495, 9],
        ['Lengua materna', 112, 513, 9],
        ['español', 187, 513, 9],
        ['Otros idiomas', 122, 546, 9],
        ['COMPRENDER', 210, 551, 9],
        ['HABLAR', 375, 551, 9],
        ['Comprensión', 188, 574, 9],
        ['Interacción oral', 315, 580, 9],
        ['inglés', 154, 601, 9],
        ...['B2', 'B2', 'B1', 'B1', 'B2'].map((t, i): PageRow => [t, 210 + i * 70, 601, 9]),
        ['Niveles: A1/A2: Usuario básico – B1/B2: Usuario independiente – C1/C2: Usuario competente', 187, 632, 8],
        ['Competencias digitales', 70, 668, 9],
        ['Empower 3, LabWare LIMS, SAP QM', 187, 668, 9],
        ['Permiso de conducir', 96, 693, 9],
        ['B', 187, 693, 9],
        ['30 de noviembre de 2026', 35, 780, 8],
        ['© Unión Europea, 2002 – 2026', 187, 780, 8],
        ['Página 1 / 1', 512, 780, 8],
      ]),
    ),
  ).resume;

  it('reads the name beside the personal data’s heading, not the document’s title', () => {
    expect(r.profile.fullName).toBe('Marta Ruiz Delgado');
  });

  it('reads the town and its country after the employer and the school as their place', () => {
    expect(r.experience.map((j) => [j.company, j.location])).toEqual([['Laboratorios Cinfa', 'Pamplona (España)']]);
    expect(r.education.map((e) => e.school)).toEqual(['Universidad de Sevilla']);
  });

  it('keeps a labelled detail under the items with the job, apart from the last item', () => {
    expect(r.experience[0]!.bullets).toEqual([
      'Validación de métodos analíticos por HPLC y cromatografía de gases en el laboratorio',
    ]);
    expect(r.experience[0]!.summary).toBe('Sector: Industria farmacéutica');
  });

  it('reads the language grid as languages with their levels, and its headings, key and the page foot as nothing', () => {
    expect(r.skills.languages).toEqual(['español', 'inglés (B2, B1)']);
    expect(r.skills.core).toEqual(['Empower 3', 'LabWare LIMS', 'SAP QM']);
    expect(r.custom.map((c) => [c.label, c.bullets])).toEqual([['Permiso de conducir', ['B']]]);
  });
});

describe('a header as templates set it', () => {
  it('takes no initials in a box for the name, and parts a phone from the place and e-mail it touches', () => {
    const r = readResume(
      pdfLines(
        page([
          ['RK', 58, 40, 24, 'Helvetica-Bold'],
          ['ROHAN KAPOOR', 54, 98, 20, 'Helvetica-Bold'],
          ['FINANCIAL ANALYST', 54, 120, 11],
          ['Jersey City, NJ (646) 555-0131rohan.kapoor@example.com', 54, 137, 10.5],
          ['EXPERIENCE', 54, 203, 12, 'Helvetica-Bold'],
          ['Financial Analyst, Prudential Financial, 2021 – Present', 54, 220],
        ]),
      ),
    ).resume.profile;
    expect([r.fullName, r.location, r.phone, r.email]).toEqual([
      'ROHAN KAPOOR',
      'Jersey City, NJ',
      '(646) 555-0131',
      'rohan.kapoor@example.com',
    ]);
  });
});

describe('a design tool’s timeline', () => {
  it('reads a letter-spaced name, and each entry’s wrapped description as its own', () => {
    const r = readResume(
      pdfLines(
        page([
          ['CARMEN', 221, 47, 24, 'DejaVuSans-Bold'],
          ['VIDAL', 372, 47, 24, 'DejaVuSans-Bold'],
          ['carmen@example.com', 221, 70, 8.5],
          ['EXPERIENCIA', 221, 102, 10.5, 'DejaVuSans-Bold'],
          ['2020 - PRESENTE', 236, 120, 8],
          ['DISEÑADORA GRÁFICA SÉNIOR', 236, 130, 9, 'DejaVuSans-Bold'],
          ['Estudio Menta | Valencia', 236, 142, 8.5],
          ['Dirección de arte de campañas para clientes de alimentación y turismo.', 236, 155, 8.5],
          ['Coordinación de un equipo de tres diseñadores y de la relación con', 236, 165, 8.5],
          ['imprentas.', 236, 176, 8.5],
          ['2017 - 2020', 236, 195, 8],
          ['DISEÑADORA GRÁFICA', 236, 205, 9, 'DejaVuSans-Bold'],
          ['Editorial Bromera | Alzira', 236, 218, 8.5],
        ]),
      ),
    ).resume;
    expect(r.profile.fullName).toBe('CARMEN VIDAL');
    expect(r.experience.map((j) => [j.title, j.company, j.startDate])).toEqual([
      ['DISEÑADORA GRÁFICA SÉNIOR', 'Estudio Menta', '2020'],
      ['DISEÑADORA GRÁFICA', 'Editorial Bromera', '2017'],
    ]);
    expect(r.experience[0]!.summary).toContain('relación con imprentas.');
  });
});

describe('the 2004 Europass as its Word template prints to PDF, a cell at a time', () => {
  // Labels flush right in the left column (ending at 199), values from 210; a cell's lines drawn before the next's.
  const label = (text: string, y: number, size = 9, font = 'Helvetica'): PageRow => [
    text,
    199 - text.length * size * 0.5,
    y,
    size,
    font,
  ];
  const r = readResume(
    pdfLines(
      page([
        label('Curriculum Vitae', 60, 12, 'Helvetica-Bold'),
        label('Europass', 74, 12, 'Helvetica-Bold'),
        label('Información personal', 100, 12, 'Helvetica-Bold'),
        label('Nombre(s) / Apellido(s)', 114),
        ['Alberto Sánchez Romero', 210, 114],
        label('Correo(s) electrónico(s)', 126),
        ['alberto.sanchez.romero@example.es', 210, 126],
        label('Experiencia laboral', 160, 12, 'Helvetica-Bold'),
        label('Fechas', 174),
        ['Marzo 2017 – Actualidad', 210, 174],
        label('Profesión o cargo desempeñado', 186),
        ['Jefe de Obra', 210, 186],
        label('Funciones y responsabilidades', 198),
        label('principales', 208),
        ['Dirección de obras de edificación residencial de hasta 180 viviendas, control', 210, 198],
        ['de costes y planificación.', 210, 209],
        label('Nombre y dirección de la empresa', 221),
        ['Acciona Construcción S.A., Avenida de Europa 18, 28108 Alcobendas (España)', 210, 221],
        label('Educación y formación', 250, 12, 'Helvetica-Bold'),
        label('Fechas', 264),
        ['Septiembre 2005 – Junio 2012', 210, 264],
        label('Cualificación obtenida', 276),
        ['Ingeniero de Caminos, Canales y Puertos', 210, 276],
        label('Nombre y tipo del centro de', 288),
        label('estudios', 298),
        ['Universidad de Zaragoza', 210, 288],
        label('Capacidades y', 330, 12, 'Helvetica-Bold'),
        label('competencias', 344, 12, 'Helvetica-Bold'),
        label('personales', 358, 12, 'Helvetica-Bold'),
        label('Lengua(s) materna(s)', 372),
        ['Español', 210, 372],
        label('Competencias informáticas', 384),
        ['AutoCAD, Presto, MS Project, Revit', 210, 384],
        label('Permiso(s) de conducción', 396),
        ['B', 210, 396],
      ]),
    ),
  ).resume;

  it('reads the name after its label, not the template’s title', () => {
    expect(r.profile.fullName).toBe('Alberto Sánchez Romero');
  });

  it('reads each labelled field, labels wrapped over lines and the employer apart from its address', () => {
    expect(r.experience.map((j) => [j.title, j.company, j.startDate, j.endDate, j.bullets])).toEqual([
      [
        'Jefe de Obra',
        'Acciona Construcción S.A.',
        '2017-03',
        '',
        ['Dirección de obras de edificación residencial de hasta 180 viviendas, control de costes y planificación.'],
      ],
    ]);
    expect(r.experience[0]!.location).toBe('Avenida de Europa 18, 28108 Alcobendas (España)');
    expect(r.education.map((e) => [e.school, e.degree])).toEqual([
      ['Universidad de Zaragoza', 'Ingeniero de Caminos, Canales y Puertos'],
    ]);
  });

  it('reads a heading wrapped over three lines, mother tongues and the driving licence', () => {
    expect(r.skills.core).toEqual(['AutoCAD', 'Presto', 'MS Project', 'Revit']);
    expect(r.skills.languages).toEqual(['Español']);
    expect(r.custom.map((c) => [c.label, c.bullets])).toEqual([['Permiso(s) de conducción', ['B']]]);
  });
});

describe('personal data typed with tab stops', () => {
  it('reads the address after its label and colon as the place', () => {
    const profile = readResume(
      pdfLines(
        page([
          ['Lebenslauf', 54, 50, 18, 'Helvetica-Bold'],
          ['Persönliche Daten', 54, 80, 12, 'Helvetica-Bold'],
          ['Name:', 54, 100],
          ['Sabine Krüger', 190, 100, 10, 'Helvetica-Bold'],
          ['Anschrift:', 54, 114],
          ['Kastanienallee 7, 04157 Leipzig', 190, 114],
          ['E-Mail:', 54, 128],
          ['sabine.krueger@example.de', 190, 128],
          ['Berufserfahrung', 54, 160, 12, 'Helvetica-Bold'],
          ['01/2018 – heute', 54, 180],
          ['Teamleiterin Buchhaltung', 190, 180, 10, 'Helvetica-Bold'],
        ]),
      ),
    ).resume.profile;
    expect([profile.fullName, profile.location]).toEqual(['Sabine Krüger', 'Kastanienallee 7, 04157 Leipzig']);
  });
});

describe('a title line in large type wrapped onto the next line', () => {
  it('is one line: the name and its headline, no heading of the headline’s last words', () => {
    const r = readResume(
      pdfLines(
        page([
          ['Pablo Herrera Castillo | Ingeniero', 110, 65, 24],
          ['de Software', 242, 90, 24],
          ['Calle de Alfonso I 17 – 50003 Zaragoza – España', 186, 115, 11],
          ['M +34 699 112 233', 175, 128, 11],
          ['Experiencia', 60, 188, 14],
          ['Inditex Tech', 60, 210, 11, 'Helvetica-Bold'],
          ['Ene. 2019 – Actualidad', 430, 210, 11],
          ['Ingeniero de Software Sénior', 60, 224, 11, 'Helvetica-Oblique'],
          ['Conocimientos', 60, 280, 14],
          ['Lenguajes: Java, Kotlin, SQL', 60, 300, 11],
        ]),
      ),
    ).resume;
    expect([r.profile.fullName, r.profile.phone]).toEqual(['Pablo Herrera Castillo', '+34 699 112 233']);
    expect(r.skills.core).toEqual(['Java', 'Kotlin', 'SQL']);
  });
});

describe('links a PDF draws over its text', () => {
  it('are the profile’s in the header only, not a footer’s or a section’s further down', async () => {
    const { fromPdfPages } = await import('../src/pdf-import');
    const result = fromPdfPages(
      page([
        ['Marta Ruiz Delgado', 54, 60, 20, 'Helvetica-Bold'],
        ['marta.ruiz@example.es | Portfolio', 54, 80],
        ['EXPERIENCIA', 54, 120, 12, 'Helvetica-Bold'],
        ['Analista, Banco Santander, 2019 – 2021', 54, 140],
        ['Marco común europeo de referencia para las lenguas', 54, 700, 8],
      ]),
      [
        { page: 1, url: 'https://martaruiz.example/portfolio', x: 190, y: 72, width: 60, height: 10 },
        { page: 1, url: 'https://europass.cedefop.europa.eu/es/resources', x: 54, y: 692, width: 200, height: 9 },
      ],
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.profile.website).toBe('https://martaruiz.example/portfolio');
    expect(result.resume.links).toEqual([]);
  });
});
