import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows } from './pdf-page';

// Corpus round 48: a Dutch online builder's CV (nl-html-cvmaker), a date column beside each title in bold over
// 'Company, City', its list items drawn, not typed. As pdf.js read its PDF, at 108 % for the wrapped item.

const R = 'Lato-Regular';
const B = 'Lato-Bold';

describe("a Dutch builder's CV, its dates in a column beside each title", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Sanne de Vries', 221.1, 52, 166.4, 25, 'Lato-Black'],
        ['Werkervaring', 221.1, 179.3, 75.6, 12.5, B],
        ['jan. 2020 - heden', 221.1, 204.8, 69.5, 9, R],
        ['Senior Financieel Analist', 314.6, 204, 108.6, 10, B],
        ['Rabobank, Utrecht', 314.6, 217.5, 77.8, 9.5, R],
        ['Opstellen van de maandelijkse managementrapportage', 327.4, 232.5, 227.8, 9.5, R],
        ['sep 2016 - dec 2019', 221.1, 333, 82.1, 9, R],
        ['Junior Controller', 314.6, 333, 74.6, 10, B],
        ['bol.com, Utrecht', 314.6, 345.8, 69.1, 9.5, R],
        ['Verantwoordelijk voor de maandafsluiting van', 327.4, 360.8, 195.1, 9.5, R],
        ['drie kostenplaatsen binnen Logistiek', 327.4, 373.5, 150.4, 9.5, R],
        ['Meegewerkt aan de invoering van SAP', 327.4, 387, 160.2, 9.5, R],
        ['S/4HANA in 2018', 327.4, 399.8, 76.5, 9.5, R],
        ['Opleidingen', 221.1, 506.3, 67.5, 12.5, B],
        ['sep 2012 - jul 2016', 221.1, 531, 77.3, 9, R],
        ['HBO Bedrijfseconomie', 314.6, 531, 102.5, 10, B],
        ['Hogeschool Utrecht, Utrecht', 314.6, 543.8, 119.8, 9.5, R],
        ['Diploma behaald', 314.6, 556.5, 66.9, 9.5, 'Lato-Italic'],
      ]),
    ),
  );

  it("reads 'bol.com, Utrecht' under the title as the employer and its town, not the title's rest", () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.location])).toEqual([
      ['Senior Financieel Analist', 'Rabobank', 'Utrecht'],
      ['Junior Controller', 'bol.com', 'Utrecht'],
    ]);
  });

  it("reads a year wrapped with an item's last words ('S/4HANA in 2018') as the item's end, not a job", () => {
    expect(resume.experience[1]!.bullets.join(' ')).toContain('Meegewerkt aan de invoering van SAP S/4HANA in 2018');
  });

  it("reads 'HBO Bedrijfseconomie' as the degree, not 'Diploma behaald' under the school", () => {
    expect(resume.education[0]).toMatchObject({ degree: 'HBO Bedrijfseconomie', school: 'Hogeschool Utrecht' });
  });
});
