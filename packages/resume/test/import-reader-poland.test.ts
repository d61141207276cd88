import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 50: a Polish CV typed in Word (pl-word-cv), its dates in a column made with a tab. As pdf.js read
// its PDF (one page here; two in the file).

const R = 'LiberationSerif';
const B = 'LiberationSerif-Bold';
const item = (text: string, y: number): ItemRow[] => [
  ['\uf0b7', 89, y, 4.9, 12, 'OpenSymbol'],
  [text, 107, y, text.length * 5.2, 12, R],
];

describe('a Polish CV typed in Word', () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Bartosz Zając', 230, 80, 140, 20, B],
        ['Wykształcenie', 71, 280, 80, 13, B],
        ['10.2014 – 07.2019', 71, 301.8, 90, 12, R],
        ['Politechnika Warszawska, Wydział Inżynierii Produkcji', 198.6, 301.8, 280, 12, B],
        ['kierunek: Zarządzanie i inżynieria produkcji, tytuł: magister inżynier', 198.6, 315.6, 330, 12, R],
        ['2010 – 2014', 71, 325.4, 60, 12, R],
        ['XIV Liceum Ogólnokształcące im. Stanisława Staszica w', 198.6, 325.4, 289.5, 12, B],
        ['Warszawie', 198.6, 339.2, 56.6, 12, B],
        ['Kursy i szkolenia', 71, 366, 96, 13, B],
        ['11.2021', 71, 387.8, 39, 12, R],
        ['Szkolenie „Incoterms 2020 w praktyce” (16 h) – Centrum Szkoleń', 198.6, 387.8, 319.5, 12, R],
        ['Umiejętności', 71, 430, 72, 13, B],
        ...item('Obsługa komputera: MS Office, SAP WM, TMS Transics', 451.8),
        ...item('Prawo jazdy kat. B', 465.6),
        ['Zainteresowania', 71, 492.3, 92.3, 13, B],
        ['Turystyka górska, fotografia, historia Warszawy, siatkówka.', 71, 514.1, 290.1, 12, R],
      ]),
    ),
  );

  it("reads a school's name wrapped after 'w' beside its dates as one name", () => {
    expect(resume.education.map((e) => [e.school, e.startDate, e.endDate]).slice(1)).toEqual([
      ['XIV Liceum Ogólnokształcące im. Stanisława Staszica w Warszawie', '2010', '2014'],
    ]);
  });

  it("reads the degree after 'tytuł:' and its field after 'kierunek:', without their labels", () => {
    expect(resume.education[0]).toMatchObject({
      school: 'Politechnika Warszawska, Wydział Inżynierii Produkcji',
      degree: 'magister inżynier',
      startDate: '2014-10',
      endDate: '2019-07',
    });
  });

  it("reads 'Kursy i szkolenia' as courses, not schools", () => {
    expect(resume.certifications).toEqual(['11.2021 Szkolenie „Incoterms 2020 w praktyce” (16 h) – Centrum Szkoleń']);
  });

  it("keeps the driving licence and 'Zainteresowania' out of the skills", () => {
    expect(resume.skills.core).toEqual(['MS Office', 'SAP WM', 'TMS Transics']);
    expect(resume.custom.map((c) => [c.label, c.bullets])).toEqual(
      expect.arrayContaining([
        ['Prawo jazdy', ['Prawo jazdy kat. B']],
        ['Zainteresowania', ['Turystyka górska, fotografia, historia Warszawy, siatkówka.']],
      ]),
    );
  });
});
