import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { measuredRows, type ItemRow as Row } from './pdf-page';

// A Japanese 履歴書 on the JIS form, filled in on a computer (corpus round 22, ja-word-rirekisho): the 学歴・職歴 table
// of 年 | 月 | event rows, a school its 入学 and 卒業 rows, a job its 入社 and 退職 rows, and the postcode over the
// address in the 現住所 cell.

const M = 'NotoSerifCJKjp-Regular-VKana';
const L = 'NotoSerif-Regular';
/** A cell's text as LibreOffice sets it: 10.5 pt, a Japanese character a full em, a digit about half of one. */
const width = (text: string) => [...text].reduce((w, c) => w + (/[\x20-\x7e]/u.test(c) ? 5.87 : 10.5), 0);
const cell = (text: string, x: number, y: number): Row => [
  text,
  x,
  y,
  width(text),
  10.5,
  /^[\d.-]+$/u.test(text) ? L : M,
];
/** A row of the table: year and month in their columns, the event in the wide one, its word after a gap. */
const event = (y: number, year: string, month: string, what: string, word?: string): Row[] => [
  cell(year, 71.3, y),
  cell(month, 121.1, y),
  cell(what, 146.8, y),
  ...(word ? [cell(word, 146.8 + width(what) + 10.5, y)] : []),
];
const HEAD: Row[] = [
  ['履 歴 書', 61, 60, 60, 16, M],
  ['中村 彩花', 121, 121, 110, 22, M],
];

describe('a Japanese 履歴書', () => {
  it('reads each school from its 入学 and 卒業 rows, and each job from its 入社 and 退職 rows', () => {
    const rows: Row[] = [
      ...HEAD,
      ['年', 78.8, 373.2, 8.5, 8.5, M],
      ['月', 119.8, 373.2, 8.5, 8.5, M],
      ['学歴・職歴（各別にまとめて書く）', 278.6, 373.2, 136, 8.5, M],
      ['学歴', 337.6, 397.2, 21, 10.5, M],
      ...event(416, '2010', '3', '藤沢市立鵠沼中学校', '卒業'),
      ...event(444, '2013', '4', '横浜国立大学 経営学部 経営学科', '入学'),
      ...event(472, '2017', '3', '横浜国立大学 経営学部 経営学科', '卒業'),
      ['職歴', 337.6, 500, 21, 10.5, M],
      ...event(528, '2017', '4', '株式会社マイナビ', '入社'),
      cell('営業部に配属　法人営業を担当', 147, 556),
      ...event(584, '2021', '6', '一身上の都合により退職'),
      ...event(612, '2021', '7', '株式会社マネーフォワード', '入社'),
      cell('カスタマーサクセス本部 チームリーダー', 147, 640),
      cell('導入支援とメンバー5名の育成を担当', 147, 668),
      cell('現在に至る', 147, 696),
      cell('以上', 460, 724),
    ];
    const { education, experience } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(education.map((e) => [e.school, e.startDate, e.endDate])).toEqual([
      ['藤沢市立鵠沼中学校', '', '2010-03'],
      ['横浜国立大学 経営学部 経営学科', '2013-04', '2017-03'],
    ]);
    expect(experience.map((j) => [j.company, j.title, j.startDate, j.endDate, j.bullets])).toEqual([
      ['株式会社マイナビ', '', '2017-04', '2021-06', ['営業部に配属 法人営業を担当']],
      [
        '株式会社マネーフォワード',
        'カスタマーサクセス本部 チームリーダー',
        '2021-07',
        '',
        ['導入支援とメンバー5名の育成を担当'],
      ],
    ]);
  });

  it('reads the address under its postcode in the 現住所 cell, its last character wrapped under it', () => {
    const rows: Row[] = [
      ...HEAD,
      ['現住所', 61.1, 223.7, 25.5, 8.5, M],
      ['〒', 97.1, 223.7, 10.5, 10.5, M],
      ['154-0024', 107.6, 223.7, 44.23, 10.5, L],
      ['東京都世田谷区三軒茶屋', 76.1, 241.2, 115.5, 10.5, M],
      ['2-14-8', 193.7, 241.2, 29.92, 10.5, L],
      ['グランハイツ三軒茶屋', 226.4, 241.2, 105, 10.5, M],
      ['305', 333.5, 241.2, 17.56, 10.5, L],
      ['号', 353.2, 241.2, 10.5, 10.5, M],
      ['室', 76.1, 256.3, 10.5, 10.5, M],
      ['E-mail', 372.9, 223.7, 26.03, 8.5, L],
      ['ayaka.nakamura@example.com', 372.9, 239.7, 137.82, 9, L],
    ];
    const { profile } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(profile.location).toMatch(/^〒154-0024 /u);
    expect(profile.location.replace(/\s/gu, '')).toBe(
      '〒154-0024東京都世田谷区三軒茶屋2-14-8グランハイツ三軒茶屋305号室',
    );
    expect([profile.email, profile.phone]).toEqual(['ayaka.nakamura@example.com', '']);
  });
});
