/**
 * A Chinese resume's skills written as sentences ('熟练使用 Python、SQL 进行数据提取，熟悉 Pandas、NumPy 等常用库'), as
 * 专业技能 sections mostly are: the tools and methods each clause names after its verb of proficiency, not the
 * clauses. A clause names them as an enumeration (parted by 、) or a tool alone ('熟练使用 Excel'); the enumeration
 * ends at '等' ('Hive、Spark 等大数据处理工具') or where a verb follows the last name ('SQL 进行数据提取').
 */

const PROFICIENCY =
  /^(?:熟练使用|熟练掌握|熟练运用|熟练|熟悉|掌握|精通|了解|会使用|能使用|能够使用|擅长使用|擅长|使用)\s*/u;
/** Verbs that say what the tools were used for: the name before them ends the enumeration. */
const PURPOSE = /^(?:进行|搭建|实现|完成|编写|开发|管理|处理|制作|设计|构建|部署|做|对|来|进|作)/u;
const LATIN_NAME = /^([A-Za-z][\w.+#/-]*(?:\s+[A-Za-z0-9][\w.+#/-]*)*)\s*(.*)$/u;
const HAN = /\p{sc=Han}/u;

function namesIn(clause: string): string[] {
  const verb = clause.match(PROFICIENCY);
  if (!verb) return [];
  const items = clause.slice(verb[0].length).split('、');
  const out: string[] = [];
  for (const [i, raw] of items.entries()) {
    const last = i === items.length - 1;
    const etc = raw.indexOf('等');
    const item = (etc >= 0 ? raw.slice(0, etc) : raw).trim();
    const latin = item.match(LATIN_NAME);
    const tail = latin?.[2] ?? '';
    if (latin && tail && (last || PURPOSE.test(tail))) {
      // ('SQL 进行数据提取', 'Excel 搭建数据看板'; a last name and the noun it qualifies: 'Python 自动化测试'.)
      out.push(latin[1]!);
      // (And a name joined on by 'and': 'Linux 常用命令和 MySQL 数据库'.)
      const joined = tail.match(/^[\p{sc=Han}]{0,8}(?:和|与|及)\s*([A-Za-z][\w.+#/-]*)/u);
      if (joined) out.push(joined[1]!);
      break;
    }
    // A clause that names one thing in Chinese only ('熟悉软件测试流程') names a practice, not a tool.
    if (items.length === 1 && !latin) break;
    if (item && item.length <= 20) out.push(item);
    if (etc >= 0) break;
  }
  return out;
}

/** The names a line's clauses give, or undefined where no clause is a Chinese sentence of proficiency. */
export function namesInSkillSentences(text: string): string[] | undefined {
  if (!HAN.test(text)) return undefined;
  // (A list's number, where the list's numbers were not taken off: '1. 熟练使用 …'.)
  const clauses = text.split(/[，,；;。]/u).map((c) => c.replace(/^\s*\d{1,2}\s*[.、)）]\s*/u, '').trim());
  if (!clauses.some((c) => PROFICIENCY.test(c) && HAN.test(c.slice(0, 6)))) return undefined;
  const names = clauses.flatMap(namesIn);
  return names.length ? names : undefined;
}
