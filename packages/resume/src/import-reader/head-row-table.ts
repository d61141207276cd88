import { findDates } from './dates';
import { CAMPUS, schoolScore } from './lexicon';
import type { Piece } from './entries';
import type { LabelledEntry } from './entry-labels';
import type { SourceLine, SourcePart } from './types';
import { joinWrapped } from '../wrapped-text';

/**
 * Schools or jobs as a table under a row that names its columns, as Indian, Pakistani and many Asian resumes set them
 * ('Qualification' | 'Board/University' | 'Year of Passing' | 'Percentage/CGPA', then 'B.E. (Computer Engineering)' |
 * 'Savitribai Phule Pune University' | '2019' | '7.84 CGPA'; '근무기간' | '회사명' | '부서/직위' | '담당업무'): each cell is
 * the field its column names, in whatever order the columns come.
 */

type Column = 'degree' | 'school' | 'board' | 'year' | 'score' | 'level' | 'company' | 'title' | 'items';

const words = (list: string) => new RegExp(`^(?:${list.replace(/\s+/g, ' ').trim().split(' | ').join('|')})$`, 'iu');

const COLUMNS: Record<Column, RegExp> = {
  degree: words(`qualification | qualifications | degree | degree/course | course | course/degree | examination |
    exam | exam passed | examination passed | class | standard | programme | program | education | level |
    título | título obtenido | titulación | estudios | abschluss | 专业 | 专业名称 | 所学专业 | 專業 | 学科 | 전공 | 학과`),
  school: words(`university | institute | institution | school |
    college | school/college | college/school | institute/university | university/institute |
    name of institution | name of the institution | institution name | school/university | university/college |
    college/university | board/college | institución | centro | universidad | hochschule | schule | 学校 | 学校名称 |
    毕业院校 | 院校 | 學校 | 學校名稱 | 畢業院校 | 학교명 | 학교 | 학교 이름`),
  // The board that sets the exams, or the university a college is affiliated to: the school when no column names one.
  board: words(`board/university | university/board | board | board/institute | affiliated university | affiliation`),
  year: words(`year | year of passing | passing year | year of completion | completion year | year of graduation |
    graduation year | duration | period | batch | passed out | session | año | periodo | período | jahr | zeitraum |
    起止时间 | 时间 | 就读时间 | 在校时间 | 起止時間 | 時間 | 기간 | 재학기간 | 근무기간 | 재직기간 | dates | 任职时间 |
    工作时间`),
  score: words(`percentage | cgpa | gpa | marks | grade | result | score | percentage/cgpa | cgpa/percentage |
    % marks | marks % | aggregate | division | class obtained | cgpa/% | %/cgpa | percentage/grade | marks obtained |
    nota | promedio | note`),
  // The level of the studies beside their subject ('学历' | '本科'): a detail.
  level: words(
    `学历 | 学位 | 學歷 | 學位 | level of education | nivel | nivel de estudios | nivel de instrucción | nivel educativo | 구분 | 학위 | 졸업구분 | 졸업여부`,
  ),
  // A job's, in a table of jobs under such a row ('근무기간 | 회사명 | 부서/직위 | 담당업무').
  company: words(`company | employer | organisation | organization | 회사명 | 회사 | 근무처 | 직장명 | 公司 | 公司名称 |
    工作单位 | 单位`),
  title:
    words(`position | title | designation | role | job title | 부서/직위 | 직위 | 직책 | 직급 | 부서 / 직위 | 职位 | 岗位 |
    职务`),
  items:
    words(`responsibilities | duties | key responsibilities | 담당업무 | 주요업무 | 업무내용 | 담당 업무 | 工作内容 |
    主要职责 | 工作职责`),
};

// ('Board / University' as 'board/university'.)
const columnOf = (text: string): Column | undefined =>
  (Object.keys(COLUMNS) as Column[]).find((c) =>
    COLUMNS[c].test(
      text
        .replace(/\s+/g, ' ')
        .replace(/\s*\/\s*/gu, '/')
        .trim(),
    ),
  );

/**
 * The row that names the columns: three cells or more, each a column the rules know; a school's and a degree's
 * among them, or for jobs the dates', a company's and a title's.
 */
function headRow(line: SourceLine, job: boolean): Column[] | undefined {
  if (line.parts.length < 3) return undefined;
  const columns = line.parts.map((p) => columnOf(p.text));
  if (columns.some((c) => !c) || new Set(columns).size !== columns.length) return undefined;
  const needed: Column[] = job ? ['year', 'company', 'title'] : ['degree', 'school'];
  const named = columns.map((c) => (c === 'board' && !columns.includes('school') ? 'school' : c));
  return needed.every((c) => named.includes(c)) ? (columns as Column[]) : undefined;
}

const centre = (p: SourcePart) => (p.x + p.right) / 2;

const near = (a: SourceLine, b: SourceLine) =>
  a.box.page === b.box.page && a.box.page > 0 && Math.abs(a.box.y - b.box.y) < a.size * 1.6;

interface HeadCell {
  centre: number;
  text: string;
  /** One of the head row's own cells, not one only the lines around it hold. */
  own: boolean;
  /** The lines around the head it was read from. */
  lines: SourceLine[];
}

/** The head's cells, with what the given lines add to the cell over or under which they sit, or as cells of their own. */
function headCells(head: SourceLine, around: readonly SourceLine[]): HeadCell[] {
  const cell = (p: SourcePart, own: boolean) => ({
    x: p.x,
    right: p.right,
    own,
    texts: [] as Array<{ y: number; text: string }>,
    lines: [] as SourceLine[],
  });
  const cells = head.parts.map((p) => ({ ...cell(p, true), texts: [{ y: head.box.y, text: p.text }] }));
  for (const l of around)
    for (const p of l.parts) {
      const over = cells.find((c) => Math.abs((c.x + c.right) / 2 - centre(p)) < (c.right - c.x) / 2 + 6);
      const into = over ?? cells[cells.push(cell(p, false)) - 1]!;
      into.texts.push({ y: l.box.y, text: p.text });
      into.lines.push(l);
    }
  return cells
    .sort((a, b) => a.x - b.x)
    .map((c) => ({
      centre: (c.x + c.right) / 2,
      own: c.own,
      lines: c.lines,
      text: c.texts
        .sort((a, b) => a.y - b.y)
        .map((t) => t.text)
        .join(' ')
        .replace(/\s*\/\s*/gu, '/'),
    }));
}

/**
 * The head row with what its cells wrapped onto above or under it ('Percentage/' over 'Year of Passing' and 'CGPA'
 * under it): of the lines right by it, those that leave each of the head's cells a column the rules know ('B.E.
 * (Computer', a row's first line, would not), and whose cells of their own make one together.
 */
function wrappedHead(lines: readonly SourceLine[], at: number) {
  const head = lines[at]!;
  const nearby = lines.filter(
    (l, i) => l !== head && Math.abs(i - at) <= 3 && near(head, l) && !l.parts.some((p) => findDates(p.text)),
  );
  const keepsHead = nearby.filter((l) => headCells(head, [l]).every((c) => !c.own || !!columnOf(c.text)));
  const unknown = headCells(head, keepsHead).filter((c) => !c.own && !columnOf(c.text));
  const around = keepsHead.filter((l) => !unknown.some((c) => c.lines.includes(l)));
  return { head, around, cells: headCells(head, around) };
}

/**
 * A school's name and its town after a comma, one or two capitalised words that name no school ('Little Buds High
 * School, Kukatpally'). ('University of California, Davis' is one name.)
 */
function schoolTown(text: string): { school: string; place: string } | undefined {
  const at = text.lastIndexOf(', ');
  if (at < 0) return undefined;
  const [school, place] = [text.slice(0, at), text.slice(at + 2).replace(/\.$/u, '')];
  const town = /^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?$/u.test(place) && !schoolScore(place) && !CAMPUS.test(place);
  return town && schoolScore(school) > 0 && !/^(?:the\s+)?university of\s/iu.test(school)
    ? { school, place }
    : undefined;
}

export function headRowTable(lines: readonly SourceLine[], job = false): LabelledEntry[] | undefined {
  const at = lines.findIndex((l) => !!headRow(l, job));
  if (at < 0) return undefined;
  const { head, around, cells } = wrappedHead(lines, at);
  const named = cells.map((c) => columnOf(c.text));
  // ('Institution' | 'Board / University' | …: the college is the school, the board a detail of it.)
  const columns = named.map((c) => (c === 'board' ? (named.includes('school') ? 'level' : 'school') : c));
  const centres = cells.map((c) => c.centre);
  // A cell's column: its place among the head's cells in a Word table, the nearest head cell's centre on a page
  // (the head's labels may be centred in their columns, the values flush left).
  const columnAt = (line: SourceLine, part: SourcePart, index: number) =>
    line.box.page === 0
      ? columns[index]
      : columns[
          centres.reduce(
            (best, c, i) => (Math.abs(c - centre(part)) < Math.abs(centres[best]! - centre(part)) ? i : best),
            0,
          )
        ];

  // A row: its line that gives the year, when a column holds years, or of two cells or more; any other line is a
  // cell's text wrapped above or under its row's line (a cell set in the middle of its row: 'B.E. (Computer' / the
  // row / 'Engineering)'), of the row nearest to it.
  // The table ends at a heading of its own (a line in bold alone) or another table's head row: three cells, no
  // dates where this table has them ('취득일 | 자격/어학명 | 발행처 | 점수' after the jobs).
  const after = lines.filter((l, i) => i > at && !around.includes(l));
  // (A row whose dates sit in the middle of its cells, on a line of their own within its height, is a row.)
  const datedBeside = (l: SourceLine) =>
    after.some(
      (o) =>
        o !== l &&
        o.box.page === l.box.page &&
        Math.abs(o.box.y - l.box.y) < l.size &&
        o.parts.some((p) => findDates(p.text)),
    );
  const headOfAnother = (l: SourceLine) =>
    (l.bold && l.parts.length === 1) ||
    (l.parts.length >= 3 && !l.parts.some((p) => findDates(p.text)) && !datedBeside(l));
  const end = after.findIndex(headOfAnother);
  const body = end < 0 ? after : after.slice(0, end);
  const dated = (l: SourceLine) => l.parts.some((p, i) => columnAt(l, p, i) === 'year' && !!findDates(p.text));
  // (Not the rest of a range its cell broke after the dash: '2020 –' over '2024'.)
  const yearOf = (l: SourceLine) => l.parts.find((p, i) => columnAt(l, p, i) === 'year')?.text ?? '';
  const rows = body
    .filter((l) => (columns.includes('year') && l.box.page > 0 ? dated(l) : l.parts.length >= 2))
    .filter((l, i, all) => !(i > 0 && /[–—-]\s*$/u.test(yearOf(all[i - 1]!)) && near(all[i - 1]!, l)));
  if (!rows.length) return undefined;
  const wrappedOf = new Map(rows.map((r) => [r, [] as SourceLine[]]));
  // A page's rows as bands of lines, parted where the next line stands further below than a cell's lines do: the
  // cells of a row set in its middle wrap above and under its dated line, nearer another row's than their own
  // ('Science and' / 'Engineering)' under 'B.Tech (Computer', the next row's college two lines down).
  const bands: SourceLine[][] = [];
  for (const l of [...body]
    .filter((b) => b.box.page > 0)
    .sort((a, b) => a.box.page - b.box.page || a.box.y - b.box.y)) {
    const last = bands.at(-1)?.at(-1);
    if (last && last.box.page === l.box.page && l.box.y - last.box.y < l.size * 1.3) bands.at(-1)!.push(l);
    else bands.push([l]);
  }
  const bandRow = (l: SourceLine) => {
    const inBand = bands.find((b) => b.includes(l))?.filter((b) => rows.includes(b)) ?? [];
    return inBand.length === 1 ? inBand[0] : undefined;
  };
  // (A Word table's cell's other paragraphs come after its row's line, with no place on a page: the row's.)
  let previous: SourceLine | undefined;
  for (const l of body) {
    if (rows.includes(l)) {
      previous = l;
      continue;
    }
    // (So are a job table's lines, on a page too: its duties run down their cell while the row's other cells sit in
    // the middle of it, so the line order, not the nearest row, says whose they are.)
    if (l.box.page === 0 || job) {
      if (previous) wrappedOf.get(previous)!.push(l);
      continue;
    }
    const row =
      bandRow(l) ??
      rows.filter((r) => near(r, l)).sort((a, b) => Math.abs(a.box.y - l.box.y) - Math.abs(b.box.y - l.box.y))[0];
    if (row) wrappedOf.get(row)!.push(l);
  }

  return rows.map((row): LabelledEntry => {
    const wrapped = wrappedOf.get(row)!;
    // A job's duties: each line marked, or each paragraph, an item; a line at an item's x after it, its rest
    // ('… 보고 자료' / '작성'), whatever column its few words sit nearest to.
    const duties: SourceLine[][] = [];
    if (job)
      for (const l of wrapped) {
        const last = duties.at(-1)?.at(-1);
        if (l.bullet || l.box.page === 0 || (!last && columnAt(l, l.parts[0]!, 0) === 'items')) duties.push([l]);
        else if (last && l.parts.length === 1 && Math.abs(l.box.x - last.box.x) < 3) duties.at(-1)!.push(l);
      }
    const inDuties = new Set(duties.flat());
    const texts = new Map<Column, Array<{ y: number; text: string }>>();
    const add = (column: Column | undefined, y: number, text: string) => {
      if (column) texts.set(column, [...(texts.get(column) ?? []), { y, text }]);
    };
    for (const l of [row, ...wrapped.filter((w) => !inDuties.has(w))])
      l.parts.forEach((p, i) => add(columnAt(l, p, i), l.box.y, p.text));
    const text = (c: Column) =>
      (texts.get(c) ?? [])
        .sort((a, b) => a.y - b.y)
        .map((t) => t.text)
        .reduce(joinWrapped, '');
    // (A dash is an empty cell: '휘문고등학교' | '-' for its major.)
    const piece = (c: Column): Piece | undefined =>
      text(c) && !/^[-–—]$/u.test(text(c))
        ? { text: text(c), line: row.id, bold: row.bold, italic: row.italic, order: 0 }
        : undefined;
    // A school's town after its name ('Sri Medha Junior College, Ameerpet'): its place.
    const town = schoolTown(text('school'));
    if (town) texts.set('school', [{ y: row.box.y, text: town.school }]);
    const dates = findDates(text('year'));
    const level = text('level');
    // A job's duties: its cell's first line, then each line marked or each paragraph an item, a line going on the
    // item above otherwise.
    const first = job ? row.parts.find((p, i) => columnAt(row, p, i) === 'items') : undefined;
    const bullets: LabelledEntry['entry']['bullets'] = [
      ...(first ? [{ text: first.text, lines: [row.id] }] : []),
      ...duties.map((ls) => ({
        text: ls
          .map((l) => l.text)
          .reduce(joinWrapped, '')
          .replace(/^[-–•]\s+/u, ''),
        lines: ls.map((l) => l.id),
      })),
    ];
    return {
      entry: {
        header: [row],
        bullets,
        paragraphs: level ? [{ ...row, text: level, parts: [{ ...row.parts[0]!, text: level }] }] : [],
      },
      first: piece(job ? 'title' : 'school'),
      second: piece(job ? 'company' : 'degree'),
      place: town && { text: town.place, line: row.id, bold: row.bold, italic: row.italic, order: 1 },
      score: piece('score'),
      dates: dates && { ...dates, line: row.id },
      used: [head.id, ...around.map((l) => l.id), row.id, ...wrapped.map((l) => l.id)],
    };
  });
}
