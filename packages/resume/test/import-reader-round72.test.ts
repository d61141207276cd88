import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 72: a Turkish job site's CV (tr-html-kariyer), an Indonesian 'CV ATS' from Word (id-word-ats),
// LinkedIn's export in French (fr-html-linkedin), a Russian moderncv (ru-latex-moderncv), a Vietnamese and a Dutch
// job site's export (vi-html-vietnamworks, nl-html-indeed).

const R = 'NotoSans-Regular';
const B = 'NotoSans-Bold';

describe("a Turkish job site's CV", () => {
  it("reads 'Bilgisayar Bilgileri' as skills, each beside its level ('İleri', 'İyi'), the levels no skills", () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Mehmet Çağrı Öztürk', 43, 60, 200, 20, B],
          ['Bilgisayar Bilgileri', 43, 501, 100, 10.99, B],
          ['Microsoft Excel', 43, 525, 67, 9.49, R],
          ['İleri', 274, 525, 15, 9.49, R],
          ['SAP SD', 307, 525, 32, 9.49, R],
          ['İyi', 544, 525, 10, 9.49, R],
          ['Power BI', 43, 542, 40, 9.49, R],
          ['İyi', 280, 542, 9, 9.49, R],
          ['Microsoft PowerPoint', 307, 542, 96, 9.49, R],
          ['İleri', 538, 542, 16, 9.49, R],
        ]),
      ),
    );
    expect(resume.skills.core).toEqual(['Microsoft Excel', 'SAP SD', 'Power BI', 'Microsoft PowerPoint']);
  });
});

describe("an Indonesian 'CV ATS'", () => {
  const school = (name: string, degree: string): ItemRow[] => [
    ['PUTRI AYU LESTARI', 200, 60, 180, 16, B],
    ['PENDIDIKAN', 57, 100, 80, 11, B],
    [name, 57, 120, 200, 11, B],
    ['2014 – 2018', 480, 120, 60, 11, R],
    [degree, 57, 134, 150, 11, 'NotoSans-Italic'],
  ];
  const read = (rows: ItemRow[]) =>
    readResume(pdfLines(measuredRows(rows))).resume.education.map((e) => [e.school, e.degree]);

  it("reads the town after a school's dash as its place, the line under it as the degree", () => {
    expect(read(school('Universitas Indonesia – Depok', 'S1 Akuntansi'))).toEqual([
      ['Universitas Indonesia', 'S1 Akuntansi'],
    ]);
  });

  it("reads a high school’s track as its degree ('SMA Negeri 8 Jakarta')", () => {
    expect(read(school('SMA Negeri 8 Jakarta – Jakarta', 'Jurusan IPA'))).toEqual([
      ['SMA Negeri 8 Jakarta', 'Jurusan IPA'],
    ]);
  });
});

describe('Indonesian degrees', () => {
  it("reads 'S1 Teknik Informatika' and a high school's 'Jurusan IPA' as degrees", () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Rizky Pratama', 72, 60, 150, 18, B],
          ['RIWAYAT PENDIDIKAN', 72, 330, 140, 12, B],
          ['2013 – 2017', 72, 352, 60, 12, R],
          ['S1 Teknik Informatika, Universitas Pasundan, IPK 3,52', 171, 352, 269, 12, R],
          ['2010 – 2013', 72, 369, 60, 12, R],
          ['SMA Negeri 5 Bandung, Jurusan IPA', 171, 369, 182, 12, R],
        ]),
      ),
    );
    expect(resume.education.map((e) => [e.school, e.degree])).toEqual([
      ['Universitas Pasundan', 'S1 Teknik Informatika'],
      ['SMA Negeri 5 Bandung', 'Jurusan IPA'],
    ]);
  });
});

describe("LinkedIn's export in French and a Russian moderncv", () => {
  it("takes the town under a headline for the place, not the headline's tail after its bar", () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Claire Vasseur', 190, 72, 165, 25, R],
          ['Ingénieure logiciel senior chez Lumio Énergie | Kotlin, Java, Kafka |', 190, 95, 346, 10.99, R],
          ['Systèmes distribués au service de la transition énergétique', 190, 110, 304, 10.99, R],
          ['Lyon, Auvergne-Rhône-Alpes, France', 190, 128, 172, 10, R],
          ['Résumé', 190, 166, 57, 15, R],
        ]),
      ),
    );
    expect(resume.profile.location).toBe('Lyon, Auvergne-Rhône-Alpes, France');
  });

  it('still takes the town after a headline’s bar when no place stands under it', () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Megan Castellanos', 216, 85, 246, 28, B],
          ['Math Teacher & Instructional Coach | Aurora, CO', 216, 109, 240, 11, R],
          ['OBJECTIVE', 51, 161, 66, 11, B],
        ]),
      ),
    );
    expect(resume.profile.location).toBe('Aurora, CO');
  });

  it("joins a town and its country on the line under it ('Москва' over 'Россия')", () => {
    const { resume } = readResume(
      pdfLines(
        measuredRows([
          ['Дмитрий Соколов', 42, 73, 299, 33.87, R],
          ['Backend-разработчик (Go, Python)', 42, 109, 277, 17.22, R],
          ['Москва', 517, 61, 34, 9.96, R],
          ['Россия', 520, 73, 31, 9.96, R],
          ['+7 916 123-45-67', 472, 85, 79, 9.96, R],
          ['dmitry.sokolov@example.com', 422, 97, 129, 9.96, R],
        ]),
      ),
    );
    expect(resume.profile.location).toBe('Москва, Россия');
  });
});
