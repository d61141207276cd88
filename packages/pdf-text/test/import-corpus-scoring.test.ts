import { describe, expect, it } from 'vitest';
import { createResume, newEducation } from '@resumey/resume';
import { norm, scoreResume, type Expected } from '@resumey/test-support/import-corpus';

// The corpus's scorer (packages/test-support/src/import-corpus.ts) decides what the budgets measure: its own rules
// are checked here, on resumes small enough to score by hand.

const want = (schools: Expected['schools']): Expected => ({
  language: 'en',
  name: 'Ana Ruiz',
  jobs: [],
  schools,
  skills: [],
});

function withSchool(startDate: string, endDate: string) {
  const r = createResume();
  r.profile.fullName = 'Ana Ruiz';
  r.education = [{ ...newEducation(), school: 'Texas A&M University', degree: 'B.S.', startDate, endDate }];
  return r;
}

describe('the import corpus scorer', () => {
  it('counts no date for a school written without dates and imported without them', () => {
    const { scores, misses } = scoreResume(
      want([{ school: 'Texas A&M University', degree: 'B.S.' }]),
      withSchool('', ''),
    );
    expect(scores.dates).toEqual({ given: 0, expected: 0, right: 0 });
    expect(misses).toEqual([]);
  });

  it('counts a date the import made up for an undated school against precision', () => {
    const { scores } = scoreResume(
      want([{ school: 'Texas A&M University', degree: 'B.S.' }]),
      withSchool('2010', '2014'),
    );
    expect(scores.dates).toEqual({ given: 1, expected: 0, right: 0 });
  });

  it('counts dates the import missed against recall', () => {
    const { scores } = scoreResume(
      want([{ school: 'Texas A&M University', degree: 'B.S.', start: '2010', end: '2014' }]),
      withSchool('', ''),
    );
    expect(scores.dates).toEqual({ given: 0, expected: 1, right: 0 });
  });

  it("reads Chinese and Japanese text as its reader does: no word spaces beside it, its full stop not the text's", () => {
    expect(norm('使用 Python 搭建品类销量预测模型。')).toBe(norm('使用Python搭建品类销量预测模型'));
    expect(norm('佐藤 美咲')).toBe(norm('佐藤美咲'));
    expect(norm('メンバー 5 名の育成')).toBe(norm('メンバー5名の育成'));
    // Korean keeps its word spaces, but not the gap drawn between Hangul and Latin letters or digits.
    expect(norm('삼성 SDS 에서 1,200 억 원')).toBe(norm('삼성SDS에서 1,200억 원'));
    expect(norm('투자 계획')).not.toBe(norm('투자계획'));
    // (Between Latin words the space stays a word's.)
    expect(norm('Data Analyst')).not.toBe(norm('DataAnalyst'));
  });

  it('counts Solar Hijri dates right when the resume shows them as written, and only then', () => {
    const persian = (startDate: string, endDate: string) => {
      const r = withSchool(startDate, endDate);
      r.meta.language = 'fa';
      return r;
    };
    const written = (datesAsWritten: string): Expected => ({
      ...want([{ school: 'Texas A&M University', degree: 'B.S.', datesAsWritten }]),
      language: 'fa',
    });
    expect(scoreResume(written('مهر ۱۳۹۵ - اکنون'), persian('2016-10', '')).scores.dates.right).toBe(1);
    expect(scoreResume(written('مهر ۱۳۹۵ - اسفند ۱۳۹۷'), persian('2016-10', '2019-03')).scores.dates.right).toBe(1);
    // A month off is wrong: Aban 1395 began in October 2016, but the resume shows its 1 November as Aban.
    expect(scoreResume(written('مهر ۱۳۹۵ - اکنون'), persian('2016-11', '')).scores.dates.right).toBe(0);
    expect(scoreResume(written('Summer 2013, 2014'), withSchool('2013', '2014')).scores.dates.right).toBe(0);
  });
});
