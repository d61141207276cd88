import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { findPhone } from '../src/import-reader/contact';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 74: LinkedIn's export in Turkish and Korean (tr-html-linkedin, ko-html-linkedin), a Russian job site's
// schools (ru-html-superjob), and a Korean platform's school found again (ko-html-wanted).

const R = 'NotoSans-Regular';
const B = 'NotoSans-Bold';
const read = (...rows: ItemRow[][]) => readResume(pdfLines(measuredRows(...rows))).resume;

describe("a Korean platform's resume", () => {
  it("takes no school's dates written year first ('2010.03 - 2017.02') for a phone number", () => {
    expect(findPhone('2010.03 - 2017.02 부산대학교')).toBeUndefined();
    expect(findPhone('010-4821-7390')).toBe('010-4821-7390');
  });
});

describe("LinkedIn's export in Turkish", () => {
  it("reads 'Lise, Sayısal' as the degree and its field, no school named 'Lise' in a town", () => {
    const resume = read([
      ['Emre Kaya', 189.9, 46.3, 120, 24, R],
      ['Eğitim', 189.9, 34.5 + 100, 45, 15, R],
      ['Ankara Fen Lisesi', 189.9, 163, 92, 11.5, R],
      ['Lise, Sayısal · (2006 - 2010)', 189.9, 177.8, 125.6, 10, R],
    ]);
    expect(resume.education.map((e) => [e.school, [e.degree, e.field].filter(Boolean).join(', ')])).toEqual([
      ['Ankara Fen Lisesi', 'Lise, Sayısal'],
    ]);
  });
});

describe("LinkedIn's export in Korean", () => {
  const CJK = 'NotoSansCJKkr-Regular';
  it("reads '윤태호 (Taeho Yoon)' as the name, '주요 기술' as the skills and '대한민국 서울' as the place", () => {
    const resume = read([
      ['연락처', 28.3, 54, 40, 11.5, 'NotoSansCJKkr-Bold'],
      ['taeho.yoon.ml@example.com', 28.3, 92.4, 120, 9.5, R],
      ['주요 기술', 28.3, 173.2, 50, 11.5, 'NotoSansCJKkr-Bold'],
      ['MLOps', 28.3, 194.4, 30, 9.5, R],
      ['Apache Spark', 28.3, 211.7, 60, 9.5, R],
      ['추천 시스템', 28.3, 229.7, 50, 9.5, CJK],
      ['윤태호 (Taeho Yoon)', 189.9, 50.1, 219.6, 24, CJK],
      ['Senior Machine Learning Engineer at 온담커머스 | 추천 시스템 · MLOps |', 189.9, 80.7, 355.7, 11, CJK],
      ['Python, Spark, Kubernetes', 189.9, 95.7, 137.5, 11, R],
      ['대한민국 서울', 189.9, 115.3, 58, 10, CJK],
      ['요약', 189.9, 150.8, 27.6, 15, CJK],
      [
        '이커머스와 콘텐츠 플랫폼에서 8년 동안 데이터 파이프라인과 추천 모델을 만들어 왔습니다.',
        189.9,
        179,
        364.6,
        10,
        CJK,
      ],
    ]);
    expect([resume.profile.fullName, resume.profile.location]).toEqual(['윤태호', '대한민국 서울']);
    expect(resume.skills.core).toEqual(['MLOps', 'Apache Spark', '추천 시스템']);
  });
});

describe("a Russian job site's schools", () => {
  it("reads a school under its level ('Высшее'), its faculty the degree and the speciality under it the field", () => {
    const resume = read([
      ['Кузнецова Ольга', 39.8, 50, 150, 20, B],
      ['Образование', 39.8, 678.2, 77.9, 13, B],
      ['Высшее', 39.8, 707.8, 34.5, 10, R],
      ['2012', 39.8, 727.2, 19.8, 11, B],
      ['Уральский государственный экономический университет', 167.3, 727.2, 292.3, 11, B],
      ['Учётно-экономический факультет', 167.3, 743, 149.4, 10, R],
      ['Бухгалтерский учёт, анализ и аудит', 167.3, 757.3, 156.3, 10, R],
    ]);
    expect(resume.education.map((e) => [e.school, e.degree, e.field, e.endDate])).toEqual([
      [
        'Уральский государственный экономический университет',
        'Учётно-экономический факультет',
        'Бухгалтерский учёт, анализ и аудит',
        '2012',
      ],
    ]);
  });
});
