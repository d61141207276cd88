import { describe, expect, it } from 'vitest';
import { CORPUS, corpusBytes } from '@resumey/test-support/import-corpus';
import { fromPdf } from '../src/import';

// Whole pages that the reader's unit tests cannot stand in for: LinkedIn's 'Save to PDF' with the interface in
// Arabic (corpus round 71), read as a recruiter's tool would read it.

const read = async (name: string) => {
  const result = await fromPdf(corpusBytes(CORPUS.find((f) => f.file === name)!));
  if (!result.ok) throw new Error(result.error);
  return result.resume;
};

describe("LinkedIn's export in Arabic", () => {
  it('reads each role under its employer, the lengths of the jobs no field, a woman’s title the title', async () => {
    const resume = await read('ar-html-linkedin.pdf');
    expect(resume.profile.fullName).toBe('ريم عبدالله الكعبي');
    expect(resume.experience.slice(0, 4).map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['مديرة تحليلات البيانات', 'Emirates NBD', '2019-03', ''],
      ['محللة بيانات أولى', 'Emirates NBD', '2016-06', '2019-02'],
      ['محللة أعمال', 'Deloitte', '2014-09', '2016-05'],
      ['متدربة صيفية', 'مصرف أبوظبي الإسلامي', '2013-07', '2013-08'],
    ]);
  }, 30_000);
});

// Corpus round 90: a Persian job site's print (fa-html-jobinja) laid out again in a narrower column, over two pages.
describe("a Persian job site's resume, rewrapped", () => {
  it("leaves the site's masthead and page foot out, and reads the school and an item over their wrapped lines", async () => {
    const resume = await read('rewrapped/fa-html-jobinja.pdf');
    expect(resume.profile.headline).toBe('کارشناس ارشد تحلیل داده');
    expect(resume.profile.website).toBe('');
    // (Not a school's line, its Solar Hijri years read as a phone number at the page's foot.)
    expect(resume.profile.location).toBe('تهران');
    expect(resume.education.map((e) => [e.school, e.degree])).toEqual([
      ['دانشگاه صنعتی شریف', 'کارشناسی ارشد مهندسی کامپیوتر'],
      ['دانشگاه اصفهان', 'کارشناسی آمار'],
    ]);
    expect(resume.experience[0]!.bullets[0]).toBe(
      'طراحی و پیاده‌سازی داشبوردهای مدیریتی فروش و موجودی انبار با Power BI برای ۱۲ واحد سازمانی و جایگزینی گزارش‌های دستی Excel',
    );
  }, 30_000);
});
