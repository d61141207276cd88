import { describe, expect, it } from 'vitest';
import { GRADE } from '../src/import-reader/entry-labels';

// Corpus rounds 51 and 52: a school's grade after its label in Greek, Turkish, Indonesian, Russian, Ukrainian, Hebrew,
// Persian, Korean and Vietnamese resumes.

describe("a school's grade after its label", () => {
  it.each([
    ['Πτυχίο Οικονομικών Επιστημών, Βαθμός: 7,45', '7,45'],
    ['Anadolu Lisesi, Diploma Notu: 88,40', '88,40'],
    ['Endüstri Mühendisliği, GNO: 3,12/4,00', '3,12/4,00'],
    ['S1 Teknik Informatika, IPK 3,52', '3,52'],
    ['Маркетинг, средний балл 4,8', '4,8'],
    ['תואר ראשון במדעי המחשב, ממוצע: 87', '87'],
    ['کارشناسی مهندسی کامپیوتر، معدل: 16.85', '16.85'],
    ['컴퓨터공학과 학점 3.8/4.5', '3.8/4.5'],
  ])("'%s' has the grade %s", (text, grade) => expect(text.match(GRADE)?.[1]).toBe(grade));
});
