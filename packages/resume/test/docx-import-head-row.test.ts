import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';

const run = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
const row = (...cells: string[]) =>
  new TableRow({ children: cells.map((text) => new TableCell({ children: [run(text)] })) });

async function imported(table: Table) {
  const doc = new Document({
    sections: [
      {
        children: [
          run('履歷表', true),
          run('黃詩涵'),
          run('shihhan.huang@example.com.tw'),
          run('二、學歷', true),
          table,
        ],
      },
    ],
  });
  const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
  if (!result.ok) throw new Error(result.error);
  return result.resume;
}

describe('Word import of a Taiwanese form’s schools under a row that names the columns', () => {
  it('reads each row by its column: the subject and the degree beside it, the 民國 years as dates', async () => {
    const resume = await imported(
      new Table({
        rows: [
          row('學校名稱', '科系', '學位', '就學期間', '狀態'),
          row('國立中興大學', '企業管理學系', '學士', '100/09 - 104/06', '畢業'),
          row('國立臺中女子高級中等學校', '普通科', '高中', '97/09 - 100/06', '畢業'),
        ],
      }),
    );
    expect(resume.education.map((e) => [e.school, e.degree, e.field, e.startDate, e.endDate])).toEqual([
      ['國立中興大學', '企業管理學系', '學士', '2011-09', '2015-06'],
      ['國立臺中女子高級中等學校', '普通科', '高中', '2008-09', '2011-06'],
    ]);
    // The head row names columns: none of its words is a school's or a degree's.
    expect(JSON.stringify(resume.education)).not.toMatch(/學校名稱|就學期間|狀態/u);
  });
});
