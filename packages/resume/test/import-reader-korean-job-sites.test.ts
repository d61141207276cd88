import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { isItemsLabel } from '../src/import-reader/entry-labels';
import { cjkItems, measuredRows } from './pdf-page';

// Corpus round 55: the two largest Korean job sites' resumes (ko-html-saramin, ko-html-jobkorea, as Saramin and
// JobKorea print one): a row of overview cards at the top, a school table under a head row, each job's fields
// labelled without colons ('부서 그로스마케팅팀' | '직급/직책 과장') or a job table under '근무기간 | 회사명 | 부서 / 직급
// | 고용형태', and duties typed one a line under '담당업무'.

const R = 'NotoSansCJKkr-Regular';
const B = 'NotoSansCJKkr-Bold';
const cell = cjkItems(R, 9);
/** A duty's line as wide as Chromium set it in the card (its spaces narrower than a letter). */
const duty = (text: string, y: number, width: number) => cell(text, 170, y, 9, R, width);

describe("Saramin's resume", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        cell('김민준', 45, 123, 20, B),
        cell('휴대폰 010-4821-7356', 45, 157),
        // The overview cards, each naming a section the resume has further down, drawn a card at a time.
        cell('학력', 49, 232, 7.5),
        cell('대학교(4년) 졸업', 49, 244, 10, B),
        cell('경력', 178, 232, 7.5),
        cell('8년 3개월', 178, 244, 10, B),
        cell('희망연봉', 307, 232, 7.5),
        cell('희망근무지', 400, 232, 7.5),
        cell('회사내규에 따름', 307, 244, 10, B),
        cell('서울 전체', 400, 244, 10, B),
        cell('학력', 45, 285, 12, B),
        cell('재학기간', 60, 316),
        cell('학교명', 170, 316),
        cell('전공', 300, 316),
        cell('학점', 400, 316),
        cell('졸업 구분', 480, 316),
        cell('2012.03 ~ 2016.02', 60, 346),
        cell('서강대학교', 170, 340, 9, B),
        cell('서울', 170, 354),
        cell('경영학과', 300, 346),
        cell('3.8/4.5', 400, 346),
        cell('졸업', 480, 346),
        cell('경력 총 8년 3개월', 45, 429, 12, B),
        cell('2021.01 ~ 재직중', 60, 465),
        cell('4년 3개월', 60, 478),
        cell('(주)한빛커머스', 170, 465, 10, B),
        cell('정규직', 480, 465),
        cell('부서 그로스마케팅팀', 170, 484),
        cell('직급/직책 과장', 330, 484),
        cell('담당업무', 170, 502),
        duty('자사몰 퍼포먼스 마케팅 총괄 (Google·Meta·네이버 검색광고, 월 광고비 약 3억 원 운영)', 517, 328),
        duty('GA4·BigQuery 기반 유입 채널 분석 대시보드를 구축하여 주간 리포트 작성 시간을 70% 단축하고', 531, 410),
        duty('채널별 예산 재배분 기준 수립', 544, 110),
        duty('CRM 캠페인 (앱 푸시·카카오 알림톡) 기획 및 A/B 테스트로 재구매율 18% → 26% 개선', 559, 330),
        cell('2018.03 ~ 2020.12', 60, 606),
        cell('2년 10개월', 60, 619),
        cell('주식회사 오름애드', 170, 606, 10, B),
        cell('정규직', 262, 606),
        cell('부서 디지털캠페인2팀', 170, 624),
        cell('직급/직책 대리', 300, 624),
        cell('담당업무', 170, 643),
        duty('식음료·뷰티 브랜드 디지털 캠페인 기획 및 운영 (연간 12개 브랜드)', 658, 280),
        duty('네이버·카카오 검색광고 및 GDN 운영, 캠페인별 성과 리포트 작성', 672, 270),
      ]),
    ),
  );

  it('reads the job by its labels without colons: the title after 직급/직책, not the department or 정규직', () => {
    expect(resume.experience.map((j) => [j.company, j.title, j.startDate, j.endDate])).toEqual([
      ['(주)한빛커머스', '과장', '2021-01', ''],
      ['주식회사 오름애드', '대리', '2018-03', '2020-12'],
    ]);
  });

  it("reads the duties typed one a line under '담당업무', a line wrapped to the card's edge joined to its duty", () => {
    expect(resume.experience[0]!.bullets).toEqual([
      '자사몰 퍼포먼스 마케팅 총괄 (Google·Meta·네이버 검색광고, 월 광고비 약 3억 원 운영)',
      'GA4·BigQuery 기반 유입 채널 분석 대시보드를 구축하여 주간 리포트 작성 시간을 70% 단축하고 채널별 예산 재배분 기준 수립',
      'CRM 캠페인 (앱 푸시·카카오 알림톡) 기획 및 A/B 테스트로 재구매율 18% → 26% 개선',
    ]);
  });

  it('takes the overview cards for no sections, and reads the school table, its town under the name', () => {
    expect(resume.experience.flatMap((j) => j.bullets)).not.toContain('희망연봉 희망근무지');
    expect(resume.education.map((e) => [e.school, e.degree, e.score, e.startDate, e.endDate])).toEqual([
      ['서강대학교', '경영학과', '3.8/4.5', '2012-03', '2016-02'],
    ]);
  });
});

describe("JobKorea's job table", () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        cell('김민준', 45, 52, 20, B),
        cell('경력', 45, 408, 12, B),
        cell('근무기간', 60, 435),
        cell('회사명', 170, 435),
        cell('부서 / 직급', 300, 435),
        cell('고용형태', 450, 435),
        cell('2017.09 ~ 2018.06', 60, 567),
        cell('10개월', 60, 580),
        cell('주식회사 코드웨이브', 170, 573, 9, B),
        cell('개발팀 / 사원', 300, 573),
        cell('정규직', 450, 573),
        cell('퇴사사유', 60, 600),
        cell('커리어 전환 (핀테크 분야)', 170, 600),
        cell('2016.07 ~ 2016.08', 60, 659),
        cell('2개월', 60, 672),
        cell('(주)넥스트랩', 170, 665, 9, B),
        cell('연구개발팀 / 인턴', 300, 665),
        cell('인턴', 450, 665),
        cell('담당업무', 60, 694),
        cell('- 안드로이드 앱 QA 및 테스트 케이스 작성', 170, 694),
      ]),
    ),
  );

  it("reads each row by its head's columns, '고용형태' read as nothing", () => {
    expect(resume.experience.map((j) => [j.company, j.title, j.startDate, j.endDate])).toEqual([
      ['주식회사 코드웨이브', '개발팀 / 사원', '2017-09', '2018-06'],
      ['(주)넥스트랩', '연구개발팀 / 인턴', '2016-07', '2016-08'],
    ]);
  });

  it("reads a label's row under a job: '담당업무' an item after it, '퇴사사유' a detail, neither the company", () => {
    expect(resume.experience[1]!.bullets).toEqual(['안드로이드 앱 QA 및 테스트 케이스 작성']);
    expect(JSON.stringify(resume.experience[0])).toContain('퇴사사유: 커리어 전환 (핀테크 분야)');
  });

  it("takes a label of items in Chinese, Japanese or Korean without its colon ('담당업무', '工作内容')", () => {
    expect(['담당업무', '工作内容', '業務内容'].map(isItemsLabel)).toEqual([true, true, true]);
    expect(isItemsLabel('Responsibilities')).toBe(false);
  });
});
