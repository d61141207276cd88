import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { schoolScore } from '../src/import-reader/lexicon';
import { page } from './pdf-page';

// Residuals of rounds 51 and 52 (tr-word-ozgecmis, vi-html-topcv) and round 54's German LinkedIn export
// (de-html-linkedin): contact details a narrow column wrapped, and grades after their labels.

describe('contact details a narrow column wrapped', () => {
  it("joins an e-mail broken at a hyphen of its name, before its '@'", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Kontakt', 30, 60, 12, 'Arial-Bold'],
          ['sophie.reindl-', 30, 80],
          ['hartmann@example.de', 30, 93],
          ['Sophie Reindl-Hartmann', 220, 60, 22, 'Arial-Bold'],
        ]),
      ),
    );
    expect(resume.profile.email).toBe('sophie.reindl-hartmann@example.de');
  });

  it("goes on with a labelled address wrapped in a district's name, the place under it", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Nguyễn Thu Hà', 20, 40, 18, 'Arial-Bold'],
          ['THÔNG TIN CÁ NHÂN', 20, 70, 11, 'Arial-Bold'],
          ['Số điện thoại: 0912 345 678', 20, 88],
          ['Địa chỉ: Số 12 Ngõ 34 Phố Huế, Hai', 20, 103],
          ['Bà Trưng, Hà Nội', 20, 116],
          ['KỸ NĂNG', 20, 140, 11, 'Arial-Bold'],
          ['Facebook Ads', 20, 158],
        ]),
      ),
    );
    expect(resume.profile.location).toBe('Số 12 Ngõ 34 Phố Huế, Hai Bà Trưng, Hà Nội');
    expect(resume.skills.core).toEqual(['Facebook Ads']);
  });

  it('keeps a Turkish district and its province parted by a slash, and the line a hanging indent set further in', () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['Ayşe Nur Yıldırım', 76, 60, 18, 'Arial-Bold'],
          ['Adres:', 76, 90, 11, 'Arial-Bold'],
          ['Atatürk Mah. Ertuğrul Gazi Sok. No: 14 D: 7,', 183, 90, 11],
          ['34758 Ataşehir / İstanbul', 193, 104, 11],
          ['Cep Tel:', 76, 118, 11, 'Arial-Bold'],
          ['0 (532) 123 45 67', 183, 118, 11],
        ]),
      ),
    );
    expect(resume.profile.location).toBe('Atatürk Mah. Ertuğrul Gazi Sok. No: 14 D: 7, 34758 Ataşehir / İstanbul');
    const inline = readResume(
      pdfLines(
        page([
          ['Ayşe Nur Yıldırım', 76, 60, 18, 'Arial-Bold'],
          ['Adres: Kadıköy Mah. No: 3, 34710 Kadıköy / İstanbul', 76, 90],
          ['Cep Tel: 0 (532) 123 45 67', 76, 104],
        ]),
      ),
    ).resume;
    expect(inline.profile.location).toBe('Kadıköy Mah. No: 3, 34710 Kadıköy / İstanbul');
  });
});

describe('a school and its grade', () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Ayşe Nur Yıldırım', 71, 60, 18, 'Arial-Bold'],
        ['EĞİTİM BİLGİLERİ', 71, 90, 12, 'Arial-Bold'],
        ['Orta Doğu Teknik Üniversitesi – Endüstri Mühendisliği (Lisans), 2012 – 2016, GNO:', 71, 110],
        ['3,12/4,00', 71, 123],
        ['Ankara Atatürk Anadolu Lisesi, 2008 – 2012, Diploma Notu: 88,40', 71, 140],
      ]),
    ),
  );

  it("reads a grade whose value wrapped after its label as the score, the label no field ('GNO:' / '3,12/4,00')", () => {
    expect([resume.education[0]!.field, resume.education[0]!.score]).toEqual(['', '3,12/4,00']);
  });

  it("reads a Turkish 'Lisesi' as a school whose grade names no degree", () => {
    expect(schoolScore('Ankara Atatürk Anadolu Lisesi')).toBe(1);
    expect(resume.education.slice(0, 2).map((e) => [e.school, e.degree, e.score])).toEqual([
      ['Orta Doğu Teknik Üniversitesi', 'Endüstri Mühendisliği (Lisans)', '3,12/4,00'],
      ['Ankara Atatürk Anadolu Lisesi', '', '88,40'],
    ]);
  });

  it("reads the degree after a Vietnamese major's label without the label", () => {
    const vi = readResume(
      pdfLines(
        page([
          ['Nguyễn Thu Hà', 20, 40, 18, 'Arial-Bold'],
          ['HỌC VẤN', 20, 70, 11, 'Arial-Bold'],
          ['Trường Đại học Kinh tế Quốc dân', 20, 90, 10, 'Arial-Bold'],
          ['Chuyên ngành: Marketing', 20, 103],
          ['2013 – 2017', 20, 116],
        ]),
      ),
    ).resume;
    expect(vi.education.map((e) => [e.school, e.degree])).toEqual([['Trường Đại học Kinh tế Quốc dân', 'Marketing']]);
  });
});
