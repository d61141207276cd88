import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// A Korean 이력서 on a Word/HWP table template (corpus round 23, ko-word-iryeokseo): '■ 학력사항' and '■ 경력사항' over
// tables under a row that names their columns, the name after '성 명' and '(한글)', the address after '주 소'.

const R = 'NotoSansCJKjp-Regular-VKana';
const B = 'NotoSansCJKjp-Bold-VKana';
const L = 'NotoSans-Regular';
const PERSONAL: Row[] = [
  ['이', 237.3, 68.1, 20.24, 22, B],
  ['력', 287.66, 68.1, 20.24, 22, B],
  ['서', 338.02, 68.1, 20.24, 22, B],
  ['성 명', 169.3, 134.1, 24, 10, B],
  ['(', 221.2, 108.1, 3.39, 10, 'NotoSans-Bold'],
  ['한글', 224.6, 108.1, 18.4, 10, B],
  [')', 243, 108.1, 3.39, 10, 'NotoSans-Bold'],
  ['김민준', 262.5, 108.1, 33.13, 12, B],
  ['주 소', 193, 212.1, 24, 10, B],
  ['서울특별시 강남구 테헤란로', 262.5, 212.1, 116, 10, R],
];

describe('a Korean 이력서', () => {
  it("reads the name after '성 명' and the script it is written in, on one row", () => {
    const rows: Row[] = [
      ['이 력 서', 237.3, 68.1, 120, 22, B],
      ['성 명', 100, 108.1, 24, 10, B],
      ['(한글)', 180, 108.1, 25, 10, B],
      ['김민준', 262.5, 108.1, 33.13, 12, B],
    ];
    expect(readResume(pdfLines(measuredRows(rows))).resume.profile.fullName).toBe('김민준');
  });

  it("reads the name after '(한글)' and the address after '주 소', not the form's title", () => {
    const { profile } = readResume(pdfLines(measuredRows(PERSONAL))).resume;
    expect([profile.fullName, profile.location]).toEqual(['김민준', '서울특별시 강남구 테헤란로']);
  });

  it('reads schools and jobs from tables under their head rows, after headings set behind a mark', () => {
    const rows: Row[] = [
      ...PERSONAL,
      ['■', 56.8, 273.5, 10.38, 11, 'DejaVuSans-Bold'],
      ['학력사항', 70.1, 273.5, 40.41, 11, B],
      ['기간', 105.9, 296.3, 18.4, 10, B],
      ['학교명', 231.2, 296.3, 27.6, 10, B],
      ['전공', 380.8, 296.3, 18.4, 10, B],
      ['구분', 491.8, 296.3, 18.4, 10, B],
      ['2009.03 ~ 2012.02', 72.6, 317.8, 84.79, 10, L],
      ['휘문고등학교', 217.4, 317.8, 55.2, 10, R],
      ['-', 388.4, 317.8, 3.22, 10, L],
      ['졸업', 491.8, 317.8, 18.4, 10, R],
      ['■', 56.8, 375.2, 10.38, 11, 'DejaVuSans-Bold'],
      ['경력사항', 70.1, 375.2, 40.41, 11, B],
      ['총 경력 8년 3개월', 467.6, 375.2, 70, 9, R],
      ['근무기간', 89.2, 398, 36.8, 10, B],
      ['회사명', 183.7, 398, 27.6, 10, B],
      ['부서/직위', 264.6, 398, 40.9, 10, B],
      ['담당업무', 417.6, 398, 36.8, 10, B],
      ['2017.07 ~ 2017.08', 65.1, 424.5, 84.79, 10, L],
      ['한국IBM', 177.9, 424.5, 39.4, 10, R],
      ['GBS 컨설팅 / 인턴', 246.6, 424.5, 77, 10, R],
      ['-', 337.6, 416.9, 3.22, 10, L],
      ['제조업 고객사 ERP 운영 현황 분석 보조', 343.4, 416.9, 163, 10, R],
      ['-', 337.6, 431.1, 3.22, 10, L],
      ['고객 인터뷰 내용 정리 및 제안서 작성 지원', 343.4, 431.1, 176, 10, R],
      ['2018.01 ~ 2021.06', 65.1, 477.7, 84.79, 10, L],
      ['삼성SDS', 178.2, 477.7, 38.7, 10, R],
      ['IT전략팀 / 대리', 252, 477.7, 66, 10, R],
      ['-', 337.6, 449.8, 3.22, 10, L],
      ['관계사 IT 투자 계획 수립 및 예산 집행 관리', 343.4, 449.8, 178, 10, R],
      ['(연 1,200억 원 규모)', 337.6, 463, 88, 10, R],
      ['-', 337.6, 491.4, 3.22, 10, L],
      ['분기별 IT 성과 지표 관리 및 경영진 보고 자료', 343.4, 491.4, 187, 10, R],
      ['작성', 337.6, 504.6, 18.4, 10, R],
      ['■', 56.8, 540, 10.38, 11, 'DejaVuSans-Bold'],
      ['기타사항', 70.1, 540, 40.41, 11, B],
      ['병역사항', 89.2, 562, 36.8, 10, B],
      ['육군 병장 만기전역 (2013.05 ~ 2015.02)', 183.7, 562, 170, 10, R],
    ];
    const { education, experience, custom } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(custom.map((c) => c.label)).toContain('기타사항');
    expect(education.map((e) => [e.school, e.degree, e.startDate, e.endDate, e.details])).toEqual([
      ['휘문고등학교', '', '2009-03', '2012-02', ['졸업']],
    ]);
    expect(experience.map((j) => [j.company, j.title, j.startDate, j.endDate, j.bullets])).toEqual([
      [
        '한국IBM',
        'GBS 컨설팅 / 인턴',
        '2017-07',
        '2017-08',
        ['제조업 고객사 ERP 운영 현황 분석 보조', '고객 인터뷰 내용 정리 및 제안서 작성 지원'],
      ],
      [
        '삼성SDS',
        'IT전략팀 / 대리',
        '2018-01',
        '2021-06',
        [
          '관계사 IT 투자 계획 수립 및 예산 집행 관리 (연 1,200억 원 규모)',
          '분기별 IT 성과 지표 관리 및 경영진 보고 자료 작성',
        ],
      ],
    ]);
  });
});
