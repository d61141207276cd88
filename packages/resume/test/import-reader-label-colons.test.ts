import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { isDocumentTitle } from '../src/import-reader/page-furniture';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 51: an Indonesian Daftar Riwayat Hidup (id-word-riwayat-hidup) and a Greek Βιογραφικό Σημείωμα
// (el-word-viografiko), typed in Word: the document's title at the top, the name only after its label, the labels'
// colons lined up in a column of their own. As pdf.js read their PDFs.

const R = 'TimesNewRomanPSMT';
const B = 'TimesNewRomanPS-BoldMT';
const row = (label: string, value: string, y: number): ItemRow[] => [
  [label, 77.5, y, label.length * 5.6, 12, R],
  [':', 207.9, y, 3.3, 12, R],
  [value, 222.1, y, value.length * 5.6, 12, R],
];

describe("a CV whose labels' colons stand in a column of their own", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['DAFTAR RIWAYAT HIDUP', 208, 85, 179.5, 14, B],
        ['DATA PRIBADI', 72.1, 113, 87.6, 12, B],
        ...row('Nama', 'Rizky Aditya Pratama', 134),
        ...row('Tempat, Tanggal Lahir', 'Bandung, 17 Agustus 1995', 148),
        ...row('No. HP/WA', '0812-3456-7890', 162),
        ...row('Email', 'rizky.pratama@example.co.id', 176),
      ]),
    ),
  );

  it("reads the name after 'Nama' and its colon, not the document's title", () => {
    expect(resume.profile.fullName).toBe('Rizky Aditya Pratama');
    expect(resume.profile.email).toBe('rizky.pratama@example.co.id');
  });
});

describe("a Greek CV's title and name label", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['ΒΙΟΓΡΑΦΙΚΟ ΣΗΜΕΙΩΜΑ', 200, 85, 190, 14, B],
        ['ΠΡΟΣΩΠΙΚΑ ΣΤΟΙΧΕΙΑ', 72, 113, 130, 12, B],
        ['Ονοματεπώνυμο:', 72, 134, 90, 11, B],
        ['Παπαδάκης Νικόλαος', 200, 134, 110, 11, R],
        ['Τηλέφωνο:', 72, 148, 60, 11, B],
        ['694 512 3870', 200, 148, 70, 11, R],
      ]),
    ),
  );

  it("takes 'ΒΙΟΓΡΑΦΙΚΟ ΣΗΜΕΙΩΜΑ' for the document's title and the name from 'Ονοματεπώνυμο:'", () => {
    expect(resume.profile.fullName).toBe('Παπαδάκης Νικόλαος');
  });
});

it.each(['DAFTAR RIWAYAT HIDUP', 'Riwayat Hidup', 'ΒΙΟΓΡΑΦΙΚΟ ΣΗΜΕΙΩΜΑ', 'Βιογραφικό Σημείωμα', 'Sơ yếu lý lịch'])(
  "'%s' is a document's title",
  (text) => expect(isDocumentTitle(text)).toBe(true),
);
