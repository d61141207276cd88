import { partsText } from './plain-items';
import { sourceIds } from './line-joins';
import { findDates } from './dates';
import type { SourceLine, SourcePart } from './types';

/** The row that names a table's columns, as schools and jobs are set in Indian, Pakistani and many Asian resumes. */

export type Column =
  | 'degree'
  | 'field'
  | 'school'
  | 'board'
  | 'year'
  | 'start'
  | 'end'
  | 'score'
  | 'level'
  | 'company'
  | 'title'
  | 'items'
  | 'employment'
  | 'leaving'
  | 'status'
  | 'serial'
  | 'place';

const words = (list: string) => new RegExp(`^(?:${list.replace(/\s+/g, ' ').trim().split(' | ').join('|')})$`, 'iu');

const COLUMNS: Record<Column, RegExp> = {
  degree: words(`qualification | qualifications | degree | degree/course | course | course/degree | examination |
    exam | exam passed | examination passed | class | standard | programme | program | education | level |
    eğitim düzeyi | öğrenim düzeyi | derece |
    título | título obtenido | titulación | estudios | grado/título | grado académico | grado o título | abschluss | परीक्षा | परीक्षा/डिग्री | डिग्री/परीक्षा | कक्षा/डिग्री | डिग्री/कक्षा | उत्तीर्ण परीक्षा | कक्षा | योग्यता | डिग्री | 专业 | 专业名称 | 所学专业 | 專業 | 学科 | 科系 | 系所 | 系別 | 就讀科系 | 전공 | 학과 | ระดับการศึกษา | วุฒิการศึกษา | วุฒิการศึกษา/สาขา | วุฒิการศึกษา/สาขาวิชา | ระดับการศึกษา/สาขา`),
  school: words(`university | institute | institution | school |
    college | school/college | college/school | institute/university | university/institute |
    name of institution | name of the institution | institution name | school/university | university/college |
    college/university | board/college | okul | okul adı | okul/bölüm | üniversite | विश्वविद्यालय | विद्यालय | संस्थान | महाविद्यालय | institución | centro | universidad |
    centro de estudios | institución educativa | hochschule | schule | 学校 | 学校名称 |
    毕业院校 | 院校 | 學校 | 學校名稱 | 畢業院校 | 학교명 | 학교 | 학교 이름 | สถานศึกษา | สถาบันการศึกษา | สถาบัน`),
  // The board that sets the exams, or the university a college is affiliated to: the school when no column names one.
  board: words(`board/university | university/board | board | board/institute | affiliated university | affiliation |
    बोर्ड/विश्वविद्यालय | बोर्ड | विश्वविद्यालय/बोर्ड`),
  year: words(`year | year of passing | passing year | year of completion | completion year | year of graduation |
    graduation year | duration | period | batch | passed out | session | tarih | tarihler | mezuniyet yılı | उत्तीर्ण वर्ष | वर्ष | सत्र | año | periodo | período | jahr | zeitraum |
    fecha de expedición | fecha de egreso | año de egreso |
    起止时间 | 时间 | 就读时间 | 在校时间 | 起止時間 | 時間 | 就學期間 | 就讀期間 | 就读期间 | 修業期間 | 기간 | 재학기간 | 근무기간 | 재직기간 | dates | 任职时间 |
    工作时间 | ปีที่จบ | ปีที่สำเร็จการศึกษา | ปีการศึกษา`),
  score: words(`percentage | cgpa | gpa | marks | grade | result | score | percentage/cgpa | cgpa/percentage |
    % marks | marks % | aggregate | division | class obtained | cgpa/% | %/cgpa | percentage/grade | marks obtained |
    division/cgpa | cgpa/division | division/grade | grade/cgpa | cgpa/grade | marks/cgpa |
    nota | promedio | note | not ortalaması | ortalama | प्रतिशत | श्रेणी | श्रेणी/प्रतिशत | प्रतिशत/श्रेणी | अंक | เกรดเฉลี่ย | เกรด | 학점 | 성적`),
  // The level of the studies beside their subject ('学历' | '本科'): a detail.
  level: words(
    `学历 | 学位 | 學歷 | 學位 | level of education | nivel | nivel de estudios | nivel de instrucción | nivel educativo | 구분 | 학위 | 졸업구분 | 졸업 구분 | 졸업여부`,
  ),
  // A job's, in a table of jobs under such a row ('근무기간 | 회사명 | 부서/직위 | 담당업무').
  company: words(`company | employer | organisation | organization | 회사명 | 회사 | 근무처 | 직장명 | 公司 | 公司名称 |
    工作单位 | 单位 | entidad o empresa | empresa o entidad | entidad | empresa | empresa o institución`),
  title:
    words(`position | title | designation | role | job title | 부서/직위 | 직위 | 직책 | 직급 | 부서/직급 | 부서/직책 | 직급/직책 | 职位 | 岗位 |
    职务 | cargo | cargo desempeñado | puesto |
    cargo y funciones | puesto y funciones | cargo y responsabilidades | position and responsibilities |
    role and responsibilities | title and duties`),
  items:
    words(`responsibilities | duties | key responsibilities | 담당업무 | 주요업무 | 업무내용 | 담당 업무 | 工作内容 |
    主要职责 | 工作职责 | funciones | funciones principales | funciones realizadas`),
  // The studies' subject beside the degree ('Grado / Título' | 'Especialidad'): the degree's field.
  field: words(
    `especialidad | carrera | field | field of study | major | specialization | specialisation | bölüm | คณะ/สาขาวิชา | สาขาวิชา | คณะ | สาขา`,
  ),
  // A job's start and end in columns of their own (Peru's 'Fecha de inicio' | 'Fecha de término').
  start: words(`fecha de inicio | inicio | desde | start date | from | 入职时间 | 开始时间`),
  end: words(`fecha de término | fecha de termino | fecha de fin | fecha de finalización | término | hasta | end date | to |
    离职时间 | 结束时间`),
  // How the job was held ('고용형태' | '정규직'): read as nothing, as a header's 'Full-time' is.
  employment: words(`employment type | 고용형태 | 고용 형태 | 근무형태 | 雇用形態 | 工作性质 | 工作性質`),
  // Why the job ended ('Motivo de salida' | 'Mejor oferta', as Mexican and Central American CVs table it): read as
  // nothing, no resume's field.
  leaving: words(`motivo de salida | motivo de retiro | motivo del retiro | razón de salida | razón de retiro |
    reason for leaving | reason of leaving`),
  // Whether the studies were finished ('狀態' | '畢業'): read as nothing, as the dates say it.
  status: words(`狀態 | 状态 | 畢業狀態 | 毕业状态 | 就學狀態 | 학적상태`),
  // Where the job was ('Company' | 'Role' | 'Dates' | 'Location', a Notion table's).
  place: words(
    `location | city | place | ciudad | lugar | localidad | ubicación | ort | arbeitsort | lieu | 工作地点 | 地点`,
  ),
  // A row's number ('S. No.' | '1.'): read as nothing.
  serial: words(
    `s\\.\\s?no\\.? | sr\\.\\s?no\\.? | sl\\.\\s?no\\.? | no\\. | # | n | n° | nº | क्र\\.\\s?सं\\. | क्रम संख्या | क्रमांक`,
  ),
};

// ('Board / University' as 'board/university'.)
export const columnOf = (text: string): Column | undefined =>
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
export function headRow(line: SourceLine, job: boolean): Column[] | undefined {
  if (line.parts.length < 3) return undefined;
  const columns = line.parts.map((p) => columnOf(p.text));
  if (columns.some((c) => !c) || new Set(columns).size !== columns.length) return undefined;
  const needed: Column[] = job ? ['year', 'company', 'title'] : ['degree', 'school'];
  // (A board is the school where no column names one; a start column dates the rows as a year column does.)
  const named = columns.map((c): Column | undefined =>
    c === 'board' && !columns.includes('school') ? 'school' : c === 'start' ? 'year' : c,
  );
  return needed.every((c) => named.includes(c)) ? (columns as Column[]) : undefined;
}

/**
 * A head cell's lines as one label. A narrow cell breaks a word where its column ends ('Percentag' over 'e'), or
 * only one of its line breaks does ('Cargo' / 'desempeñad' / 'o'): the label the rules know, where one reads so.
 */
function cellText(texts: ReadonlyArray<{ y: number; text: string }>): string {
  const sorted = [...texts].sort((a, b) => a.y - b.y).map((t) => t.text);
  const spaced = sorted.join(' ').replace(/\s*\/\s*/gu, '/');
  if (columnOf(spaced) || sorted.length > 4) return spaced;
  for (let joins = 1; joins < 2 ** (sorted.length - 1); joins++) {
    const text = sorted.reduce((all, t, i) => all + ((joins >> (i - 1)) & 1 ? '' : ' ') + t).replace(/\s*\/\s*/gu, '/');
    if (columnOf(text)) return text;
  }
  return spaced;
}

/**
 * A head row whose every cell wraps, each over as many lines as its label needs, centred in the row ('N°' | 'Entidad
 * o' / 'empresa' | 'Cargo' / 'desempeñad' / 'o' | …): the run of bold lines that makes it, its cells the parts
 * that stand over one another, as one line.
 */
function stackedHead(lines: readonly SourceLine[], job: boolean): readonly SourceLine[] | undefined {
  for (const [i, first] of lines.entries()) {
    if (first.box.page === 0 || !first.bold) continue;
    const run: SourceLine[] = [];
    for (const l of lines.slice(i, i + 10)) {
      if (!l.bold || l.box.page !== first.box.page || Math.abs(l.box.y - first.box.y) > first.size * 3.5) break;
      if (l.parts.some((p) => findDates(p.text))) break;
      run.push(l);
    }
    if (run.length < 2) continue;
    const cells: Array<{ x: number; right: number; texts: Array<{ y: number; text: string }>; part: SourcePart }> = [];
    for (const l of run)
      for (const p of l.parts) {
        const over = cells.find((c) => p.x < c.right + 2 && p.right > c.x - 2);
        if (over) {
          over.texts.push({ y: l.box.y, text: p.text });
          [over.x, over.right] = [Math.min(over.x, p.x), Math.max(over.right, p.right)];
        } else cells.push({ x: p.x, right: p.right, texts: [{ y: l.box.y, text: p.text }], part: p });
      }
    if (cells.length < 3) continue;
    const parts = cells
      .sort((a, b) => a.x - b.x)
      .map((c) => ({ ...c.part, text: cellText(c.texts), x: c.x, right: c.right }));
    const joined: SourceLine = {
      ...first,
      text: partsText(parts),
      parts,
      box: { ...first.box, x: parts[0]!.x, w: parts.at(-1)!.right - parts[0]!.x },
      joined: run.flatMap(sourceIds),
    };
    if (headRow(joined, job)) return lines.flatMap((l) => (l === first ? [joined] : run.includes(l) ? [] : [l]));
  }
  return undefined;
}

/**
 * The lines with a head row its page drew apart joined into one: cells on one baseline read as lines of their own
 * because a cell between them wrapped above and under it ('Qualification | Institution', 'Board/' over 'University',
 * 'Year | Percentage', all centred on one line of the row).
 */
export function withHeadJoined(lines: readonly SourceLine[], job: boolean): readonly SourceLine[] {
  if (lines.some((l) => headRow(l, job))) return lines;
  for (const [i, line] of lines.entries()) {
    if (line.box.page === 0) continue;
    const others = lines
      .slice(Math.max(0, i - 4), i + 5)
      .filter((o) => o !== line && o.box.page === line.box.page && Math.abs(o.box.y - line.box.y) < 0.5);
    if (!others.length || others.some((o) => lines.indexOf(o) < i)) continue;
    const parts = [line, ...others].flatMap((l) => l.parts).sort((a, b) => a.x - b.x);
    if (parts.some((p, k) => k > 0 && p.x < parts[k - 1]!.right)) continue;
    const right = Math.max(...parts.map((p) => p.right));
    const joined: SourceLine = {
      ...line,
      text: partsText(parts),
      parts,
      box: { ...line.box, x: parts[0]!.x, w: right - parts[0]!.x },
      joined: [line, ...others].flatMap(sourceIds),
    };
    const candidate = lines.flatMap((l) => (l === line ? [joined] : others.includes(l) ? [] : [l]));
    // (Or cells on one baseline between the others' two lines: 'N°' and 'Funciones principales', centred beside
    // 'Entidad o' over 'empresa' and 'Fecha de' over 'inicio'.)
    if (headRow(joined, job) || wrappedHeadRow(candidate, i, job)) return candidate;
  }
  return stackedHead(lines, job) ?? lines;
}

export const centre = (p: SourcePart) => (p.x + p.right) / 2;

/** Two lines of a PDF on one page, less than a line and a half apart: rows of one table's row. */
export const near = (a: SourceLine, b: SourceLine) =>
  a.box.page === b.box.page && a.box.page > 0 && Math.abs(a.box.y - b.box.y) < a.size * 1.6;

interface HeadCell {
  centre: number;
  /** Where its text starts. */
  x: number;
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
    .map((c) => ({ centre: (c.x + c.right) / 2, x: c.x, own: c.own, lines: c.lines, text: cellText(c.texts) }));
}

/**
 * The head row with what its cells wrapped onto above or under it ('Percentage/' over 'Year of Passing' and 'CGPA'
 * under it): of the lines right by it, those that leave each of the head's cells a column the rules know ('B.E.
 * (Computer', a row's first line, would not), and whose cells of their own make one together.
 */
export function wrappedHead(lines: readonly SourceLine[], at: number) {
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
 * A head row of two cells on its baseline whose other cells wrapped above and under it ('Qualification' |
 * 'Board/University', with 'Year of' / 'Passing' and 'Percentage/' / 'CGPA' beside it): a head row with them.
 */
export function wrappedHeadRow(lines: readonly SourceLine[], at: number, job: boolean): boolean {
  const line = lines[at]!;
  if (line.parts.length < 2 || !line.parts.every((p) => columnOf(p.text))) return false;
  const { cells } = wrappedHead(lines, at);
  return !!headRow({ ...line, parts: cells.map((c) => ({ ...line.parts[0]!, text: c.text })) }, job);
}
