import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { numberedItems, withoutNumber } from '../src/import-reader/plain-items';
import type { SourceLine } from '../src/import-reader/types';
import { joinWrapped } from '../src/wrapped-text';
import { page } from './pdf-page';

// Corpus round 55, written blind (a mainland Chinese job app's online resume, zh-html-boss; an Argentine CV in Word
// text boxes, es-word-textboxes-ar), and the Ukrainian job site's residuals (uk-html-workua).

describe("a Ukrainian job site's jobs", () => {
  const { resume } = readResume(
    pdfLines(
      page([
        ['Олена Ткаченко', 45, 40, 18, 'NotoSans-Bold'],
        ['Досвід роботи', 45, 80, 12, 'NotoSans-Bold'],
        ['Менеджер з продажу', 45, 100, 10, 'NotoSans-Bold'],
        ['з 09.2016 по 02.2019 (2 роки 5 місяців)', 45, 113, 9],
        ['ТОВ «Агропостач Україна», Київ (Оптова торгівля, дистрибуція, 50–200 співробітників)', 45, 126, 9],
        ['Продаж засобів захисту рослин та насіння фермерським господарствам', 45, 142, 9],
        ['Участь у виставках «Агро» та «Зернові технології»', 45, 155, 9],
        ['Виконання плану продажів на 105–120% щокварталу', 45, 168, 9],
      ]),
    ),
  );

  it('reads the employer without the trade and size the site prints after it, its town as the place', () => {
    expect(resume.experience.map((j) => [j.title, j.company, j.location, j.startDate])).toEqual([
      ['Менеджер з продажу', 'ТОВ «Агропостач Україна»', 'Київ', '2016-09'],
    ]);
  });

  it('reads the unmarked lines under a whole header as its items, each starting a line it could have gone on', () => {
    expect(resume.experience[0]!.bullets).toEqual([
      'Продаж засобів захисту рослин та насіння фермерським господарствам',
      'Участь у виставках «Агро» та «Зернові технології»',
      'Виконання плану продажів на 105–120% щокварталу',
    ]);
  });
});

describe("a mainland Chinese job app's online resume", () => {
  it("numbers items with '1、' as it does with '1.'", () => {
    let id = 0;
    const line = (text: string): SourceLine => ({
      id: id++,
      text,
      parts: [{ text, x: 47, right: 400, size: 10, bold: false, italic: false }],
      box: { page: 1, x: 47, y: id * 14, w: 353, h: 12 },
      size: 10,
      bold: false,
      italic: false,
      bullet: false,
    });
    const lines = [line('1、参与门店进销存系统开发'), line('2、编写接口文档与单元测试'), line('3、参与需求评审')];
    expect(numberedItems(lines).size).toBe(3);
    expect(withoutNumber('2、编写接口文档与单元测试')).toBe('编写接口文档与单元测试');
    expect(withoutNumber('1.5 years of Java')).toBe('1.5 years of Java');
  });

  it('joins a mark no line starts with to the word before it', () => {
    expect(joinWrapped('从0到1搭建付费会员体系(橙卡会员)', ',设计权益')).toBe(
      '从0到1搭建付费会员体系(橙卡会员),设计权益',
    );
    expect(joinWrapped('Built the pipeline', ', then the dashboard')).toBe('Built the pipeline, then the dashboard');
  });

  it("goes on with an item whose comma a fallback face drew near the item's baseline, past its end", () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['周子航', 47, 40, 18, 'NotoSansCJKsc-Bold'],
          ['工作经历', 47, 80, 12, 'NotoSansCJKsc-Bold'],
          ['上海禾橙网络科技有限公司', 47, 100, 10, 'NotoSansCJKsc-Bold'],
          ['2021.07-至今', 494, 100, 10],
          ['高级产品经理 · 产品部', 47, 114, 10],
          ['工作内容:', 47, 128, 10],
          ['1. 负责会员与营销产品线,管理2名产品经理;', 47, 142, 10],
          ['2. 从0到1搭建付费会员体系(橙卡会员)', 47, 156, 10],
          [',设计权益与续费链路', 215, 152, 10],
          ['3. 搭建会员与营销数据看板。', 47, 170, 10],
        ]),
      ),
    );
    expect(resume.experience[0]?.bullets).toEqual([
      '负责会员与营销产品线,管理2名产品经理;',
      '从0到1搭建付费会员体系(橙卡会员),设计权益与续费链路',
      '搭建会员与营销数据看板。',
    ]);
  });
});

describe('an address after its label that a narrow text box wrapped after a comma', () => {
  it('goes on with the line under it', () => {
    const { resume } = readResume(
      pdfLines(
        page([
          ['María Sosa', 200, 40, 22, 'NotoSans-Bold'],
          ['DATOS PERSONALES', 30, 80, 11, 'NotoSans-Bold'],
          ['Domicilio: Av. Corrientes 1234,', 30, 98, 9],
          ['5° B, CABA', 30, 110, 9],
          ['Celular: 11 5555-1234', 30, 124, 9],
        ]),
      ),
    );
    expect(resume.profile.location).toBe('Av. Corrientes 1234, 5° B, CABA');
  });
});
