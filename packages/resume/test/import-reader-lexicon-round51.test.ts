import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { companyScore, degreeScore, schoolScore, titleScore } from '../src/import-reader/lexicon';
import { measuredRows } from './pdf-page';

// Corpus round 51: the words that name titles, employers, schools and degrees in Greek, Russian, Ukrainian,
// Indonesian, Vietnamese, Hebrew and Persian resumes, which the lexicon lacked.

describe("round 51's words", () => {
  it.each([
    'Λογιστής',
    'Προϊστάμενος Λογιστηρίου',
    'Βοηθός Λογιστή',
    'Инженер-конструктор 2 категории',
    'Продавець-консультант',
    'Chuyên viên Marketing',
    'Staf IT Support',
    'מפתחת Full Stack',
  ])("'%s' reads as a job title", (text) => expect(titleScore(text)).toBeGreaterThan(0));

  it.each([
    'Αιγαίον Εμπορική Α.Ε.',
    'Δέλτα Λογιστική & Φοροτεχνική Ε.Π.Ε.',
    'АО «Гидромаш-Инжиниринг»',
    'ФОП Кравчук О. М.',
    'PT Nusantara Data Teknologi Tbk',
    'Công ty TNHH Thương mại Minh Phát',
    'טכנו-סופט בע"מ',
  ])("'%s' reads as an employer", (text) => expect(companyScore(text)).toBeGreaterThan(0));

  it('reads Greek schools and degrees, with their accents or in capitals without them', () => {
    expect(schoolScore('2ο Γενικό Λύκειο Αμπελοκήπων')).toBeGreaterThan(0);
    expect(schoolScore('ΕΘΝΙΚΟ ΜΕΤΣΟΒΙΟ ΠΟΛΥΤΕΧΝΕΙΟ')).toBeGreaterThan(0);
    expect(degreeScore('Πτυχίο Οικονομικών Επιστημών')).toBeGreaterThan(0);
    expect(degreeScore('Μεταπτυχιακό Δίπλωμα Ειδίκευσης')).toBeGreaterThan(0);
  });
});

describe('a Greek job typed in Word: dates on a tab stop, the employer in bold, the title under it', () => {
  const R = 'NotoSans-Regular';
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['Παπαδάκης Νικόλαος', 90, 60, 150, 16, 'NotoSans-Bold'],
        ['ΕΠΑΓΓΕΛΜΑΤΙΚΗ ΕΜΠΕΙΡΙΑ', 90, 500, 170, 12, 'NotoSans-Bold'],
        ['10/2014 – 09/2016', 90, 539.6, 94.8, 11, R],
        ['Κ. Ραφτόπουλος & Σία Ο.Ε.', 217.6, 539.6, 150, 11, 'NotoSans-Bold'],
        [', Αθήνα', 367.6, 539.6, 40, 11, R],
        ['Βοηθός Λογιστή', 217.6, 554.6, 80, 11, 'NotoSans-BoldItalic'],
        ['Αρμοδιότητες:', 217.6, 571.6, 75.2, 11, R],
        ['\uf0b7', 217.6, 586.6, 4.5, 11, 'OpenSymbol'],
        ['Καταχώριση παραστατικών αγορών και πωλήσεων', 235.6, 586.6, 260, 11, R],
      ]),
    ),
  );

  it('reads the title and the employer, each in its place', () => {
    expect(resume.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['Βοηθός Λογιστή', 'Κ. Ραφτόπουλος & Σία Ο.Ε.', '2014-10', '2016-09'],
    ]);
  });
});
