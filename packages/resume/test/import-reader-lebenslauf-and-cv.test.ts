import { describe, expect, it } from 'vitest';
import { findDates } from '../src/import-reader/dates';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// Corpus rounds 20 and 21: a German Lebenslauf from a modern Word Vorlage (de-word-modern: labels over their values
// in a sidebar, a date column, 'Studium der …' over 'Abschluss: Master of Science (Note 1,7)'), a Nigerian CV
// (en-word-nigeria: 'No. 14, …' address, 'Date: March 2019 – Date', INSTITUTIONS ATTENDED WITH DATES) and the new
// Europass in German (de-html-europass: SCHUL- UND BERUFSBILDUNG, items wrapped after a preposition).

const N = 'NotoSans-Regular';
const NB = 'NotoSans-Bold';
const NI = 'NotoSans-Italic';
const NAME: Row = ['ANNIKA BRÜGGEMANN', 240.2, 60, 200, 28, N];

describe('a German Lebenslauf from a Word Vorlage', () => {
  /** A job's header in the Vorlage's date column and main cell. */
  const JOB: Row[] = [
    NAME,
    ['BERUFSERFAHRUNG', 240.2, 470, 100, 12, NB],
    ['09/2017 –', 240.2, 492.1, 41.39, 9, NB],
    ['03/2021', 240.2, 504.3, 34.54, 9, NB],
    ['IT-Projektmanagerin', 305.4, 493.7, 109.42, 10.5, NB],
    ['Rhein-Assekuranz Informatik GmbH, Düsseldorf', 305.4, 506.9, 200.01, 9.5, NI],
  ];

  it('reads the address set under its label on lines of its own, up to the next label', () => {
    const rows: Row[] = [
      NAME,
      ['K O N T A K T', 50.3, 192.1, 66.38, 12, NB],
      ['Adresse', 50.3, 215.7, 35.51, 9, NB],
      ['Venloer Straße 241', 50.3, 228.5, 84.85, 9.5, N],
      ['50823 Köln', 50.3, 241.4, 49.51, 9.5, N],
      ['Telefon', 50.3, 260, 30, 9, NB],
      ['+49 152 2881 7391', 50.3, 272.8, 80, 9.5, N],
    ];
    const { profile } = readResume(pdfLines(measuredRows(rows))).resume;
    expect([profile.location, profile.phone]).toEqual(['Venloer Straße 241, 50823 Köln', '+49 152 2881 7391']);
  });

  it("reads 'Studium der …' as the field, the grade in brackets as the score, and a school's town after its comma", () => {
    const rows: Row[] = [
      NAME,
      ['AUSBILDUNG', 240.2, 40, 80, 12, NB],
      ['10/2015 –', 240.2, 59.9, 41.39, 9, NB],
      ['09/2017', 240.2, 72.1, 34.54, 9, NB],
      ['Studium der Wirtschaftsinformatik', 305.4, 61.5, 184, 10.5, NB],
      ['Universität zu Köln', 305.4, 74.7, 78.84, 9.5, NI],
      ['Schwerpunkt: Informationssysteme in', 305.4, 88.6, 169.39, 9.5, N],
      ['Finanzdienstleistungen', 305.4, 101.6, 103.38, 9.5, N],
      ['Abschluss: Master of Science (Note 1,7)', 305.4, 115.5, 173.45, 9.5, N],
      ['08/2003 –', 240.2, 185.2, 41.39, 9, NB],
      ['06/2012', 240.2, 197.4, 34.54, 9, NB],
      ['Allgemeine Hochschulreife', 305.4, 186.8, 140.85, 10.5, NB],
      ['Landrat-Lucas-Gymnasium, Leverkusen', 305.4, 200, 165.12, 9.5, NI],
      ['Abschluss: Abitur (Note 2,1)', 305.4, 213.9, 122.64, 9.5, N],
    ];
    const { education } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(education.map((e) => [e.school, e.degree, e.field, e.score, e.details])).toEqual([
      [
        'Universität zu Köln',
        'Master of Science',
        'Wirtschaftsinformatik',
        '1,7',
        ['Schwerpunkt: Informationssysteme in Finanzdienstleistungen'],
      ],
      ['Landrat-Lucas-Gymnasium', 'Allgemeine Hochschulreife', '', '2,1', ['Abschluss: Abitur']],
    ]);
  });

  it('keeps a date an item names after a preposition at the end of its wrapped line in the item', () => {
    const rows: Row[] = [
      ...JOB,
      ['–', 310.4, 551.5, 5, 10, N],
      ['Ablösung des Altsystems durch Guidewire', 323.4, 551.5, 187.51, 9.5, N],
      ['ClaimCenter für rund 600 Anwenderinnen und', 323.4, 564.6, 206.85, 9.5, N],
      ['Anwender, termingerecht zum 01.01.2020', 323.4, 577.5, 187.56, 9.5, N],
      ['–', 310.4, 592, 5, 10, N],
      ['Erstellung von Lastenheften und Abstimmung mit Fachbereichen', 323.4, 592, 220, 9.5, N],
    ];
    const { experience } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(experience.map((j) => [j.title, j.bullets.length])).toEqual([['IT-Projektmanagerin', 2]]);
  });

  it('keeps a date a wrapped item names after a preposition on a line of its own in the item, not as a new job', () => {
    const rows: Row[] = [
      ...JOB,
      ['–', 310.4, 523.4, 5, 10, N],
      ['Leitung von IT-Projekten im Schadenmanagement', 323.4, 523.4, 223.99, 9.5, N],
      ['mit Budgets bis 1,2 Mio. Euro', 323.4, 536.5, 130.53, 9.5, N],
      ['–', 310.4, 551.5, 5, 10, N],
      ['Ablösung des Altsystems durch Guidewire', 323.4, 551.5, 187.51, 9.5, N],
      ['ClaimCenter für rund 600 Anwenderinnen und', 323.4, 564.6, 206.85, 9.5, N],
      ['Anwender, termingerecht zum', 323.4, 577.5, 130, 9.5, N],
      ['01.01.2020', 323.4, 590.5, 50, 9.5, N],
      ['–', 310.4, 605, 5, 10, N],
      ['Erstellung von Lastenheften und Abstimmung mit Fachbereichen', 323.4, 605, 220, 9.5, N],
    ];
    const { experience } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(experience.map((j) => [j.title, j.startDate, j.endDate, j.bullets.length])).toEqual([
      ['IT-Projektmanagerin', '2017-09', '2021-03', 3],
    ]);
    expect(experience[0]!.bullets[1]).toBe(
      'Ablösung des Altsystems durch Guidewire ClaimCenter für rund 600 Anwenderinnen und Anwender, termingerecht zum 01.01.2020',
    );
  });
});

describe('a Nigerian CV', () => {
  const T = 'LiberationSerif';
  const TB = 'LiberationSerif-Bold';
  const HEAD: Row[] = [
    ['CHIDINMA GRACE OKONKWO', 176.9, 87, 241.58, 16, TB],
    ['No. 14, Adeola Odeku Street, Victoria Island, Lagos', 171.7, 104.6, 252.18, 12, T],
    ['Phone: 0803 555 0142, 0812 555 0190', 204.6, 118.4, 186.29, 12, T],
  ];

  it("reads the numbered street as the place and 'Date: March 2019 – Date' as dates to the present", () => {
    const rows: Row[] = [
      ...HEAD,
      ['WORK EXPERIENCE', 72.1, 649.9, 120.9, 12, TB],
      ['Harmattan Foods Nigeria Limited — Oregun, Ikeja, Lagos', 72.1, 668.7, 302.1, 12, TB],
      ['Position: Accountant', 72.1, 683.5, 100.87, 12, T],
      ['Date: March 2019 – Date', 72.1, 698.3, 121.87, 12, T],
    ];
    const { profile, experience } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(profile.location).toBe('No. 14, Adeola Odeku Street, Victoria Island, Lagos');
    expect(experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Accountant', 'Harmattan Foods Nigeria Limited', '2019-03', ''],
    ]);
    expect(findDates('Date: March 2019 – Date')?.text).toBe('March 2019 – Date');
  });

  it('reads INSTITUTIONS ATTENDED WITH DATES: each certificate with its year under its school, the towns apart', () => {
    const rows: Row[] = [
      ...HEAD,
      ['INSTITUTIONS ATTENDED WITH DATES', 72.1, 395.7, 236.17, 12, TB],
      ['University of Lagos, Akoka — 2012 – 2016', 72.1, 414.5, 217.92, 12, TB],
      ['B.Sc. Accounting (Second Class Upper Division)', 72.1, 429.3, 237.49, 12, T],
      ['Queen’s College, Yaba, Lagos — 2005 – 2011', 72.1, 449.1, 230.92, 12, TB],
      ['West African Senior School Certificate (WASSCE) — 2011', 72.1, 463.9, 290.15, 12, T],
    ];
    const { education } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(education.map((e) => [e.school, e.degree, e.startDate, e.endDate, e.details])).toEqual([
      ['University of Lagos', 'B.Sc. Accounting', '2012', '2016', ['Second Class Upper Division']],
      ['Queen’s College', 'West African Senior School Certificate (WASSCE)', '2005', '2011', []],
    ]);
  });

  it("reads 'SKILLS/COMPETENCIES' as the skills' heading", () => {
    const rows: Row[] = [
      ...HEAD,
      ['SKILLS/COMPETENCIES', 72.1, 349.8, 143.84, 12, TB],
      ['\uf0b7', 90.1, 368.6, 9.94, 12, 'OpenSymbol'],
      ['Tax computation and remittance', 108.1, 368.6, 160, 12, T],
    ];
    const { skills, custom } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(skills.core).toEqual(['Tax computation and remittance']);
    expect(custom).toEqual([]);
  });
});

describe('the new Europass in German', () => {
  it("reads SCHUL- UND BERUFSBILDUNG as education and joins an item wrapped after 'nach'", () => {
    const S = 'LiberationSans';
    const SB = 'LiberationSans-Bold';
    const rows: Row[] = [
      ['Lena Hoffmann', 48.75, 80, 150, 20, SB],
      ['BERUFSERFAHRUNG', 48.75, 179.25, 113.87, 10.5, SB],
      ['[ 01/04/2020 – Aktuell ]', 48.75, 199.5, 86.44, 8.5, S],
      ['Senior Data Analyst', 137.85, 199.5, 98.81, 10.5, SB],
      ['Zalando SE', 48.75, 212.25, 49.6, 9.49, S],
      ['Ort:', 48.75, 224.25, 15.57, 8.5, SB],
      ['Berlin', 66.68, 224.25, 21.72, 8.5, S],
      [
        'Verantwortung für das Retouren-Reporting aller 25 Märkte und die monatliche Analyse der Rücksendequoten nach',
        62.74,
        237,
        481.23,
        9.49,
        S,
      ],
      ['Kategorie und Größe', 62.74, 247.5, 88.65, 9.49, S],
      [
        'Aufbau eines Prognosemodells für Retouren in Python, das die Planungsabweichung im Lager um 18 % senkte',
        62.74,
        258.75,
        468.04,
        9.49,
        S,
      ],
      ['Fachliche Betreuung von drei Junior-Analystinnen und -Analysten', 62.74, 270, 275.44, 9.49, S],
      ['[ 01/10/2017 – 31/03/2020 ]', 48.75, 303, 103.93, 8.5, S],
      ['Data Analyst', 155.33, 303, 63.22, 10.5, SB],
      ['Allianz Deutschland AG', 48.75, 315, 99.2, 9.49, S],
      ['Auswertung von Schadensdaten der Kfz-Versicherung mit SQL und R', 62.74, 339.75, 292.49, 9.49, S],
      [
        'Entwicklung eines Tableau-Dashboards zur Betrugserkennung für die Schadenregulierung',
        62.74,
        351,
        378.7,
        9.49,
        S,
      ],
      ['SCHUL- UND BERUFSBILDUNG', 48.75, 449, 150, 10.5, SB],
      ['[ 10/2014 – 09/2017 ]', 48.75, 470, 86, 8.5, S],
      ['Master of Science Statistik', 137.85, 470, 130, 10.5, SB],
      ['Ludwig-Maximilians-Universität München', 48.75, 483, 180, 9.49, S],
    ];
    const { experience, education } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(experience[0]!.bullets).toEqual([
      'Verantwortung für das Retouren-Reporting aller 25 Märkte und die monatliche Analyse der Rücksendequoten nach Kategorie und Größe',
      'Aufbau eines Prognosemodells für Retouren in Python, das die Planungsabweichung im Lager um 18 % senkte',
      'Fachliche Betreuung von drei Junior-Analystinnen und -Analysten',
    ]);
    expect(education.map((e) => [e.school, e.startDate, e.endDate])).toEqual([
      ['Ludwig-Maximilians-Universität München', '2014-10', '2017-09'],
    ]);
  });
});
