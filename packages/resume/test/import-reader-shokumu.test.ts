import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow } from './pdf-page';

// Corpus round 52: a Japanese 職務経歴書 typed in Word (ja-word-shokumu). Each employer on a bold line with its whole
// span in brackets, lines about the employer under it ('事業内容：…', '資本金：…'), then a table of roles: the
// period over three centred lines ('2019 年 4 月' / '～' / '現在') beside the title, '【業務内容】' and '【実績】' over
// '・' items typed against their text. As pdf.js read its PDF.

const R = 'NotoSerifCJKjp-Regular-VKana';
const B = 'NotoSerifCJKjp-Bold-VKana';
// (A CJK character is 10.5 pt wide; a Latin digit or space about half that.)
const at = (text: string, x: number, y: number, font = R): ItemRow => [
  text,
  x,
  y,
  [...text].reduce((w, c) => w + (/[\x20-\x7e]/.test(c) ? 5.6 : 10.5), 0),
  10.5,
  font,
];

describe('a Japanese 職務経歴書 typed in Word', () => {
  const { resume } = readResume(
    pdfLines(
      measuredRows([
        ['職務経歴書', 250, 60, 90, 16, B],
        at('氏名 山田 太郎', 420, 100),
        ['■職務経歴', 56.8, 267.4, 55, 11, 'NotoSansCJKjp-Bold-VKana'],
        ['株式会社東邦メディカルシステムズ（2016 年 4 月～現在）', 56.8, 291.2, 290, 11, B],
        at('事業内容：医療機関向け電子カルテ・医事会計システムの開発、販売、保守', 56.8, 311.2),
        at('雇用形態：正社員', 56.8, 341.4),
        at('期間', 85.6, 376.1),
        at('業務内容', 316, 376.1),
        at('2019 年 4 月', 68.2, 395.7),
        at('～', 90.8, 410.8),
        at('現在', 85.6, 425.9),
        at('営業部 課長', 140.1, 395.7, B),
        at('【業務内容】', 140.1, 412.8),
        at('・首都圏の中核病院向け電子カルテシステムの提案営業を統括', 140.1, 427.9),
        at('・1 億円以上の大型案件における提案戦略の策定、価格交渉、導入部門との', 140.1, 443),
        at('【実績】', 140.1, 461.1),
        at('・2021 年度 課の売上目標達成率 118％（全国 5 課中 1 位）', 140.1, 476.2),
        at('2016 年 4 月', 68.2, 500),
        at('～', 90.8, 515.1),
        at('2019 年 3 月', 68.2, 530.2),
        at('営業部 第二営業課 主任', 140.1, 500, B),
        at('【業務内容】', 140.1, 517.1),
        at('・東京都・神奈川県の中小病院、クリニック約 60 施設を担当', 140.1, 532.2),
      ]),
    ),
  );

  it("reads each role at the employer above its table, with the role's own period", () => {
    expect(resume.experience.map((e) => [e.title, e.company, e.startDate, e.endDate])).toEqual([
      ['営業部 課長', '株式会社東邦メディカルシステムズ', '2019-04', ''],
      ['営業部 第二営業課 主任', '株式会社東邦メディカルシステムズ', '2016-04', '2019-03'],
    ]);
  });

  it("reads the '・' items under '【業務内容】' and '【実績】', the labels in none of them", () => {
    expect(resume.experience[0]!.bullets).toEqual([
      '首都圏の中核病院向け電子カルテシステムの提案営業を統括',
      '1 億円以上の大型案件における提案戦略の策定、価格交渉、導入部門との',
      // (Full-width signs as NFKC writes them.)
      '2021 年度 課の売上目標達成率 118%(全国 5 課中 1 位)',
    ]);
    expect(resume.experience[1]!.bullets).toEqual(['東京都・神奈川県の中小病院、クリニック約 60 施設を担当']);
  });
});
