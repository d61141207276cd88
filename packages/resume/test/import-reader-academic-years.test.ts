import { Document, Packer, Paragraph, TabStopType, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { fromDocx } from '../src/docx-import';
import { findDates } from '../src/import-reader';

/** Academic years ('2019/20') as Spanish, Italian, British and German CVs date courses and studies. */
describe('academic years in dates', () => {
  it.each([
    ['2019/20 – actualidad', '2019', ''],
    ['2017/18 – 2018/19', '2017', '2019'],
    ['2011/12 – 2013/14', '2011', '2014'],
    ['2019/2020 – 2020/2021', '2019', '2021'],
    ['curso 2019/20', '2019', '2020'],
    ['a.a. 2019/2020', '2019', '2020'],
    ['WS 2019/20', '2019', '2020'],
  ])('reads %j from %j to %j, as written', (text, start, end) => {
    const found = findDates(text)!;
    expect([found.start, found.end]).toEqual([start, end]);
    expect(text.endsWith(found.text)).toBe(true);
  });

  it.each([
    // A year and its month, as Japanese and Chinese resumes write them: the month is no next year.
    ['2019/04 – 2021/03', '2019-04', '2021-03'],
    // December 2011 alone could be either: it stays a month.
    ['2011/12', '', '2011-12'],
    ['2010/11 – 2011/12', '2010-11', '2011-12'],
  ])('keeps %j a range of months', (text, start, end) => {
    const found = findDates(text)!;
    expect([found.start, found.end]).toEqual([start, end]);
  });
});

describe('a teaching record by academic year', () => {
  const p = (text: string, bold = false) => new Paragraph({ children: [new TextRun({ text, bold })] });
  const tabbed = (years: string, course: string) =>
    new Paragraph({
      tabStops: [{ type: TabStopType.LEFT, position: 2000 }],
      children: [new TextRun(`${years}\t${course}`)],
    });

  async function imported(children: Paragraph[]) {
    const doc = new Document({ sections: [{ children }] });
    const result = await fromDocx(new Uint8Array(await Packer.toBuffer(doc)));
    if (!result.ok) throw new Error(result.error);
    return result.resume;
  }

  const cv = (teaching: Paragraph[]) => [
    p('Sergio Díaz-Cano Villalba', true),
    p('sergio.diaz@example.es'),
    p('EXPERIENCIA PROFESIONAL', true),
    p('Profesor Ayudante Doctor\toct. 2019 – actualidad', true),
    p('Departamento de Química Analítica, Universidad de Zaragoza'),
    p('• Docencia teórica y práctica en el Grado en Química.'),
    ...teaching,
    p('IDIOMAS', true),
    p('Inglés: nivel C1'),
  ];

  it('keeps courses listed by academic year under a teaching heading as a section of their own, not jobs', async () => {
    const r = await imported(
      cv([
        p('EXPERIENCIA DOCENTE', true),
        tabbed('2019/20 – actualidad', 'Química Analítica II (Grado en Química, 3.er curso): teoría, 90 h/curso.'),
        tabbed('2017/18 – 2018/19', 'Análisis Instrumental (Grado en Química), 40 h/curso.'),
        tabbed('2011/12 – 2013/14', 'Prácticas de Química Analítica (Grado en Química), 60 h/curso.'),
      ]),
    );
    expect(r.experience.map((j) => [j.title, j.startDate])).toEqual([['Profesor Ayudante Doctor', '2019-10']]);
    const teaching = r.custom.find((c) => c.label === 'EXPERIENCIA DOCENTE');
    expect(teaching?.bullets).toHaveLength(3);
    expect(teaching?.bullets[1]).toContain('2017/18 – 2018/19');
    expect(teaching?.bullets[1]).toContain('Análisis Instrumental');
  });

  it('reads a teaching section of jobs dated by calendar years as jobs', async () => {
    const r = await imported(
      cv([
        p('EXPERIENCIA DOCENTE', true),
        p('Profesor asociado\t2015 – 2019', true),
        p('Universidad de Zaragoza'),
        p('• Prácticas de laboratorio de Química Analítica.'),
      ]),
    );
    expect(r.experience.map((j) => [j.title, j.company, j.startDate, j.endDate])).toEqual([
      ['Profesor Ayudante Doctor', 'Departamento de Química Analítica, Universidad de Zaragoza', '2019-10', ''],
      ['Profesor asociado', 'Universidad de Zaragoza', '2015', '2019'],
    ]);
  });
});
