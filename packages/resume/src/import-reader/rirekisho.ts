import type { FoundDates } from './dates';
import type { Piece } from './entries';
import type { LabelledEntry } from './labelled-entries';
import type { SourceLine } from './types';

/**
 * The 学歴・職歴 table of a Japanese 履歴書 (the JIS and 厚生労働省 forms), a row an event: 年 | 月 | what happened
 * ('2013 | 4 | 横浜国立大学 経営学部 経営学科\u3000入学', '2017 | 4 | 株式会社マイナビ\u3000入社', '2021 | 6 | 一身上の都合により退職').
 * A school is its 入学 and 卒業 rows, a job its 入社 and 退職 rows; the rows without a date under a job are its
 * post and its work; '現在に至る' says the last job goes on; '以上' ends the table. Under the 学歴 and 職歴 rows the
 * section splitter reads as headings, each section's rows are read here.
 */

const START = { school: /\s*(?:入学|編入学|入校)$/u, job: /\s*(?:入社|入職|入所|入行|入庁|入局)$/u };
const END = { school: /\s*(?:卒業|修了|中途退学|中退|卒業見込み?)$/u, job: /\s*(?:退職|退社|退所|退行|退庁)$/u };
/** A post named on the line under the company's row: the line ends with a post's word. */
const POST =
  /(?:リーダー|マネージャー|マネジャー|主任|係長|課長|部長|次長|室長|店長|所長|取締役|エンジニア|デザイナー|コンサルタント|アナリスト|プランナー|ディレクター|プロデューサー|スペシャリスト|研究員)$/u;
/** The eras the forms also take years in: 令和3 is 2021. */
const ERAS: Record<string, number> = { 令和: 2018, 平成: 1988, 昭和: 1925, R: 2018, H: 1988, S: 1925 };

interface Row {
  line: SourceLine;
  year: number;
  month: number;
  text: string;
}

function rowOf(line: SourceLine): Row | undefined {
  const [y, m, ...rest] = line.parts.map((p) => p.text.trim());
  const era = y?.match(/^(令和|平成|昭和|R|H|S)\s*(\d{1,2}|元)$/u);
  const year = era
    ? ERAS[era[1]!]! + (era[2] === '元' ? 1 : Number(era[2]))
    : /^(?:19|20)\d\d$/u.test(y ?? '')
      ? Number(y)
      : 0;
  const month = Number(m);
  if (!year || !Number.isInteger(month) || month < 1 || month > 12 || !rest.length) return undefined;
  return {
    line,
    year,
    month,
    text: rest
      .join(' ')
      .replace(/[\s\u3000]+/gu, ' ')
      .trim(),
  };
}

/** The form's head row ('年 | 月 | 学歴・職歴（各別にまとめて書く）'), repeated on each page. */
const isHead = (l: SourceLine) => l.parts[0]?.text.trim() === '年' && l.parts[1]?.text.trim() === '月';

const month = (r: Row) => `${r.year}-${String(r.month).padStart(2, '0')}`;

export function rirekishoEntries(lines: readonly SourceLine[], school: boolean): LabelledEntry[] | undefined {
  const kind = school ? 'school' : 'job';
  const rows = lines.map(rowOf);
  if (rows.filter((r) => r && (START[kind].test(r.text) || END[kind].test(r.text))).length < 2) return undefined;
  const out: Array<LabelledEntry & { start?: Row; end?: Row; open: boolean; present: boolean }> = [];
  const piece = (text: string, line: SourceLine): Piece => ({
    text,
    line: line.id,
    bold: line.bold,
    italic: line.italic,
    order: 0,
  });
  const named = (name: string) => name.replace(/\s/gu, '');
  for (const [i, line] of lines.entries()) {
    const row = rows[i];
    const last = out.at(-1);
    if (isHead(line)) {
      last?.used.push(line.id);
      continue;
    }
    // Past '以上', or a head row of another table ('年 | 月 | 免許・資格'), the rows are no more this table's.
    if (/^以上$/u.test(line.text.trim())) {
      last?.used.push(line.id);
      break;
    }
    if (row && START[kind].test(row.text)) {
      const name = row.text.replace(START[kind], '');
      out.push({
        entry: { header: [line], bullets: [], paragraphs: [] },
        first: school ? piece(name, line) : undefined,
        second: school ? undefined : piece(name, line),
        place: undefined,
        used: [line.id],
        start: row,
        open: true,
        present: false,
      });
      continue;
    }
    if (row && END[kind].test(row.text)) {
      // The school of the same name ('横浜国立大学 経営学部 経営学科 卒業'), or the job still open ('一身上の都合により退職').
      const name = row.text.replace(END[kind], '');
      const at = school
        ? out.findLast((e) => e.open && named(e.first!.text) === named(name))
        : out.findLast((e) => e.open);
      if (at) {
        at.end = row;
        at.open = false;
        at.used.push(line.id);
      } else if (school)
        out.push({
          entry: { header: [line], bullets: [], paragraphs: [] },
          first: piece(name, line),
          second: undefined,
          place: undefined,
          used: [line.id],
          end: row,
          open: false,
          present: false,
        });
      continue;
    }
    if (row) break;
    if (!last) continue;
    if (/^現在に至る$/u.test(line.text.trim())) {
      last.present = true;
      last.used.push(line.id);
      continue;
    }
    // A note of the form itself ('※「性別」欄：…', left between the rows at a page's foot) is nobody's.
    if (/^※/u.test(line.text.trim())) continue;
    // Under a job: its post, when the first such line names one, then what was done there.
    if (!school && last.open !== undefined) {
      const text = line.text.replace(/[\s\u3000]+/gu, ' ').trim();
      const item = last.entry.bullets.at(-1);
      if (!last.first && !last.entry.bullets.length && POST.test(text) && !/配属|担当|従事/u.test(text))
        last.first = piece(text, line);
      // (A line that closes the bracket the item above left open is its wrapped rest: '…（2019年度 部門' / 'MVP）'.)
      else if (item && /[(（][^)）]*$/u.test(item.text) && /^[^(（]*[)）]/u.test(text)) {
        item.text = `${item.text}${text}`;
        item.lines.push(line.id);
      } else last.entry.bullets.push({ text, lines: [line.id] });
      last.used.push(line.id);
    }
  }
  if (!out.length) return undefined;
  return out.map(({ start, end, present, ...e }) => {
    const dates: FoundDates | undefined =
      start || end
        ? {
            index: 0,
            text: [start, end].map((r) => (r ? `${r.year}年${r.month}月` : '')).join('～'),
            start: start ? month(start) : '',
            // (No end: a school not finished, or a job '現在に至る' or left open, both read as to the present.)
            end: end ? month(end) : '',
            asWritten: false,
          }
        : undefined;
    void present;
    return { ...e, dates: dates && { ...dates, line: (start ?? end)!.line.id } };
  });
}
