import { AlignmentType, Document, LevelFormat, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';
import { placeRow, type RowParagraph } from '../src/docx-import/row-order';

const para = (item: string, lines = 1, list = false): RowParagraph<string> => ({
  item,
  lines,
  empty: item === '',
  list,
});
const order = (placed: ReturnType<typeof placeRow<string>>) =>
  placed.map((p) => [...p.before, p.item, ...p.after].filter(Boolean).join(' | ')).filter(Boolean);

describe('a table row read across its cells (placeRow)', () => {
  it('sets a date pushed down the narrow cell beside the title it stands level with', () => {
    // Under company | city: title | dates, two items of two lines, the second title, whose dates come after empties.
    const wide = [para('Title A'), para('item 1', 2, true), para('item 2', 2, true), para('Title B')];
    const narrow = [para('2019 – now'), para(''), para(''), para(''), para(''), para('2016 – 2019')];
    expect(order(placeRow([wide, narrow], [1, 1]))).toEqual([
      'Title A | 2019 – now',
      'item 1',
      'item 2',
      'Title B | 2016 – 2019',
    ]);
  });

  it('keeps the cells in their order on a line: a date cell before the wide one stays first', () => {
    const narrow = [para(''), para(''), para('2016 – 2019')];
    const wide = [para('item 1', 2, true), para('Title B'), para('item 2', 1, true)];
    expect(order(placeRow([narrow, wide], [1, 1]))).toEqual(['item 1', '2016 – 2019 | Title B', 'item 2']);
  });

  it('joins nothing onto a list item: a line standing beside one follows it', () => {
    const wide = [para('item 1', 1, true), para('item 2', 3, true), para('item 3', 1, true)];
    const narrow = [para(''), para('Remote')];
    expect(order(placeRow([wide, narrow], [1, 1]))).toEqual(['item 1', 'item 2', 'Remote', 'item 3']);
  });
});

describe('Word import of a job a table row, its second role dated down the narrow cell', () => {
  const run = (text: string, options: { bold?: boolean; italics?: boolean } = {}) =>
    new Paragraph({ children: [new TextRun({ text, ...options })] });
  const right = (text: string) => new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun(text)] });
  const item = (text: string) =>
    new Paragraph({ numbering: { reference: 'bullets', level: 0 }, children: [new TextRun(text)] });
  const empty = () => new Paragraph({ children: [] });
  const cell = (width: number, children: Paragraph[]) =>
    new TableCell({ width: { size: width, type: 'dxa' }, children });
  const items = (n: number, what: string) =>
    Array.from({ length: n }, (_, i) => item(`${what} ${i + 1}: reported the work every month`));

  async function imported(rows: TableRow[]) {
    const doc = new Document({
      numbering: {
        config: [
          {
            reference: 'bullets',
            levels: [{ level: 0, format: LevelFormat.BULLET, text: '\u2022', alignment: AlignmentType.LEFT }],
          },
        ],
      },
      sections: [
        {
          children: [
            run('Brian Halvorsen', { bold: true }),
            run('brian.halvorsen@example.com'),
            run('EXPERIENCE', { bold: true }),
            new Table({ columnWidths: [7200, 2880], rows }),
          ],
        },
      ],
    });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    return result.resume;
  }

  it('dates each role: the narrow cell is no column of its own', async () => {
    // Three items of one line each between the titles: three empty paragraphs push the second dates level.
    const r = await imported([
      new TableRow({
        children: [
          cell(7200, [
            run('TARGET CORPORATION', { bold: true }),
            run('Senior Manager, Operations Finance', { italics: true }),
            ...items(3, 'Plan'),
            run('Senior Financial Analyst', { italics: true }),
            ...items(2, 'Forecast'),
          ]),
          cell(2880, [
            right('Minneapolis, MN'),
            right('June 2019 \u2013 Present'),
            empty(),
            empty(),
            empty(),
            right('Mar 2016 \u2013 May 2019'),
          ]),
        ],
      }),
      new TableRow({
        children: [
          cell(7200, [
            run('GENERAL MILLS', { bold: true }),
            run('Financial Analyst', { italics: true }),
            ...items(2, 'Cost'),
          ]),
          cell(2880, [right('Minneapolis, MN'), right('Aug 2011 \u2013 Feb 2016')]),
        ],
      }),
    ]);
    expect(r.experience.map((j) => [j.title, j.company, j.startDate, j.endDate, j.bullets.length])).toEqual([
      ['Senior Manager, Operations Finance', 'TARGET CORPORATION', '2019-06', '', 3],
      ['Senior Financial Analyst', 'TARGET CORPORATION', '2016-03', '2019-05', 2],
      ['Financial Analyst', 'GENERAL MILLS', '2011-08', '2016-02', 2],
    ]);
  });
});
