import { describe, expect, it } from 'vitest';
import { pdfLines, readResume } from '../src/import-reader';
import { namesInSkillSentences } from '../src/import-reader/skill-sentences';
import { cjkItems, measuredRows } from './pdf-page';

/** 专业技能 written as sentences, as most Chinese resumes set them (zh-word-wps-jianli, zh-word-biaoge). */
describe('the tools a Chinese sentence of proficiency names', () => {
  it.each([
    // An enumeration ended by the verb that says what the tools did.
    [
      '熟练使用 Python、SQL 进行数据提取、清洗与分析，熟悉 Pandas、NumPy 等常用库；',
      ['Python', 'SQL', 'Pandas', 'NumPy'],
    ],
    // Ended by '等', a name of two words among them.
    ['熟练使用 Tableau、Power BI、Excel 搭建数据看板和自动化报表；', ['Tableau', 'Power BI', 'Excel']],
    // Methods named in Chinese, enumerated; a clause that names a practice alone gives nothing.
    ['掌握 A/B 测试、回归分析、用户分群等分析方法，了解常用机器学习算法。', ['A/B 测试', '回归分析', '用户分群']],
    ['熟悉 Selenium、Pytest 框架，能独立编写和维护 UI 自动化测试脚本', ['Selenium', 'Pytest']],
    ['熟悉 Linux 常用命令和 MySQL 数据库，能查看日志、编写 SQL 语句核对数据', ['Linux', 'MySQL']],
    ['熟悉软件测试流程，会使用禅道、Jira 管理缺陷', ['禅道', 'Jira']],
  ])('reads %j as %j', (text, names) => expect(namesInSkillSentences(text)).toEqual(names));

  it.each([
    'Python、SQL、Tableau',
    '数据分析、用户研究',
    'Excel (VBA), Power BI',
    '八年互联网数据分析经验，熟悉电商与直播业务',
  ])('leaves %j to the list rules', (text) => expect(namesInSkillSentences(text)).toBeUndefined());

  it("reads a 专业技能 section's numbered sentences as its tools", () => {
    const at = cjkItems('NotoSansCJKsc-Regular', 10.5);
    const rows = [
      at('张伟', 58, 60, 20, 'NotoSansCJKsc-Bold'),
      at('zhang.wei@example.cn', 58, 90),
      at('专业技能', 58, 151, 12, 'NotoSansCJKsc-Bold'),
      // (As wide as the corpus's PDF sets them.)
      at(
        '1. 熟练使用 Python、SQL 进行数据提取、清洗与分析，熟悉 Pandas、NumPy 等常用库；',
        58,
        180,
        10.5,
        undefined,
        405.6,
      ),
      at('2. 熟悉 Hive、Spark 等大数据处理工具，有亿级数据量的处理经验；', 58, 195.6, 10.5, undefined, 312.8),
    ];
    const { skills } = readResume(pdfLines(measuredRows(rows))).resume;
    expect(skills.core).toEqual(['Python', 'SQL', 'Pandas', 'NumPy', 'Hive', 'Spark']);
  });
});
