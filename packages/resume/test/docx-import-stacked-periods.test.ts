import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';

/**
 * Word tables whose period cell is typed on several lines ('2019年4月' / '～' / '現在'), as Japan's 職務経歴書
 * template sets its roles under '期間 | 業務内容', and an English table's 'Jan 2019 –' / 'Present'.
 */
const p = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
const empty = () => new Paragraph({ children: [] });
const cell = (width: number, children: Paragraph[]) => new TableCell({ width: { size: width, type: 'dxa' }, children });
const row = (period: string[], duties: Paragraph[]) =>
  new TableRow({
    children: [
      cell(
        1560,
        period.map((t) => p(t)),
      ),
      cell(8078, duties),
    ],
  });

async function imported(children: Array<Paragraph | Table>) {
  const doc = new Document({ sections: [{ children }] });
  const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
  if (!result.ok) throw new Error(result.error);
  return result.resume;
}

describe('Word import of a period typed down its cell', () => {
  it('reads a 職務経歴書 role table: each row a role of the employer above it, dated by its period cell', async () => {
    const r = await imported([
      p('職務経歴書', true),
      p('氏名\u3000山田 太郎'),
      p('E-mail：yamada.taro@example.jp'),
      p('■職務経歴', true),
      p('株式会社東邦メディカルシステムズ（2016年4月～現在）', true),
      p('事業内容：医療機関向け電子カルテシステムの開発、販売'),
      p('雇用形態：正社員'),
      // A blank line before the table, as the template leaves one: the head row is still the employer's.
      empty(),
      new Table({
        columnWidths: [1560, 8078],
        rows: [
          row(['期間'], [p('業務内容')]),
          row(
            ['2019年4月', '～', '現在'],
            [
              p('営業部 課長', true),
              p('【業務内容】'),
              p('・課員8名の目標設定、進捗管理を担当'),
              p('・大型案件の提案戦略を策定'),
            ],
          ),
          row(
            ['2016年4月', '～', '2019年3月'],
            [p('営業部 主任', true), p('【業務内容】'), p('・中小病院、クリニック約60施設を担当')],
          ),
        ],
      }),
      p('■学歴', true),
      p('2008年4月～2012年3月\u3000法政大学 経営学部'),
    ]);
    expect(r.experience.map((j) => [j.title, j.company, j.startDate, j.endDate, j.bullets])).toEqual([
      [
        '営業部 課長',
        '株式会社東邦メディカルシステムズ',
        '2019-04',
        '',
        ['課員8名の目標設定、進捗管理を担当', '大型案件の提案戦略を策定'],
      ],
      ['営業部 主任', '株式会社東邦メディカルシステムズ', '2016-04', '2019-03', ['中小病院、クリニック約60施設を担当']],
    ]);
  });

  it('reads an English row whose dates wrap down a narrow cell as the range they are', async () => {
    const r = await imported([
      p('Dana Whitfield', true),
      p('dana.whitfield@example.com'),
      p('EXPERIENCE', true),
      new Table({
        columnWidths: [1560, 8078],
        rows: [
          row(
            ['Jan 2019 –', 'Present'],
            [p('Operations Manager, Northwind Traders', true), p('Ran the night shift of 40 people across two sites')],
          ),
          row(
            ['Mar 2015 –', 'Dec 2018'],
            [p('Shift Supervisor, Contoso Foods', true), p('Cut overtime by a fifth in the first year')],
          ),
        ],
      }),
    ]);
    expect(r.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Operations Manager', 'Northwind Traders', '2019-01', ''],
      ['Shift Supervisor', 'Contoso Foods', '2015-03', '2018-12'],
    ]);
  });
});
