import { findDates } from './dates';
import { SCHOOL_AND_FIELD, schoolTown, townUnderSchool, withField } from './school-cells';
import type { Piece } from './entries';
import type { LabelledEntry } from './labelled-entries';
import type { SourceLine, SourcePart } from './types';
import { joinWrapped } from '../wrapped-text';
import { centre, columnOf, headRow, near, withHeadJoined, wrappedHead, wrappedHeadRow, type Column } from './head-row';
import { isItemsLabel } from './entry-labels';
import { partsText } from './plain-items';
import { sourceIds } from './line-joins';
import { withCellBreaksJoined, wordsOf } from './cell-breaks';

/**
 * Schools or jobs as a table under a row that names its columns, as Indian, Pakistani and many Asian resumes set them
 * ('Qualification' | 'Board/University' | 'Year of Passing' | 'Percentage/CGPA', then 'B.E. (Computer Engineering)' |
 * 'Savitribai Phule Pune University' | '2019' | '7.84 CGPA'; '근무기간' | '회사명' | '부서/직위' | '담당업무'): each cell is
 * the field its column names, in whatever order the columns come.
 */

/** `document`: all the document's lines, whose words say where a narrow cell broke one (cell-breaks.ts). */
export function headRowTable(
  given: readonly SourceLine[],
  job = false,
  document: readonly SourceLine[] = given,
): LabelledEntry[] | undefined {
  const lines = withHeadJoined(given, job);
  const own = lines.findIndex((l) => !!headRow(l, job));
  const at = own >= 0 ? own : lines.findIndex((_, i) => wrappedHeadRow(lines, i, job));
  if (at < 0) return undefined;
  const { head, around, cells } = wrappedHead(lines, at);
  const named = cells.map((c) => columnOf(c.text));
  // ('Institution' | 'Board / University' | …: the college is the school, the board a detail of it.)
  // (A job's start column dates its rows as a year column does; its end column closes the range.)
  const columns = named.map((c) =>
    c === 'board' ? (named.includes('school') ? 'level' : 'school') : c === 'start' ? 'year' : c,
  );
  // (Of levels, only the degree's own column, '學位' | '學士', is half of the degree; '学历' | '本科' and '구분' | '대학교'
  // are details of it.)
  const levelNamed = cells.some((c, i) => named[i] === 'level' && /^(?:學位|学位|학위)$/u.test(c.text.trim()));
  const schoolAndField = cells.some((c) => SCHOOL_AND_FIELD.test(c.text.replace(/\s*\/\s*/gu, '/').trim()));
  const centres = cells.map((c) => c.centre);
  // A cell's column: its place among the head's cells in a Word table, the nearest head cell's centre on a page
  // (the head's labels may be centred in their columns, the values flush left).
  // (A word of a justified cell drawn apart from the one before it, a word's gap away, that ends before the nearest
  // head cell starts, is in the cell before's column: 'Pune' | 'Institute' | 'of' | 'Computer' under 'Institute',
  // 'Computer' nearer the centre of 'Year'.)
  const columnIndex = (line: SourceLine, index: number): number => {
    const part = line.parts[index]!;
    const nearest = centres.reduce(
      (best, c, i) => (Math.abs(c - centre(part)) < Math.abs(centres[best]! - centre(part)) ? i : best),
      0,
    );
    const before = line.parts[index - 1];
    return before && part.right < cells[nearest]!.x && part.x - before.right < part.size * 1.5
      ? columnIndex(line, index - 1)
      : nearest;
  };
  const columnAt = (line: SourceLine, _part: SourcePart, index: number) =>
    line.box.page === 0 ? columns[index] : columns[columnIndex(line, index)];

  // A row: its line that gives the year, when a column holds years, or of two cells or more; any other line is a
  // cell's text wrapped above or under its row's line (a cell set in the middle of its row: 'B.E. (Computer' / the
  // row / 'Engineering)'), of the row nearest to it.
  // The table ends at a heading of its own (a line in bold alone) or another table's head row: three cells, no
  // dates where this table has them ('취득일 | 자격/어학명 | 발행처 | 점수' after the jobs).
  // (A Thai table's years are the Buddhist era's, with no Thai letters beside them in their cells: 'ปีที่จบ' | '2557'.)
  const thai = /\p{Script=Thai}/u.test(head.text);
  const yearDates = (text: string) => findDates(thai && /^\s*25\d\d(?!\d)/u.test(text) ? `พ.ศ. ${text}` : text);
  // (Its words its narrow cells broke joined again, first: '201' over '0' makes a row's year.)
  const after = withCellBreaksJoined(
    lines.filter((l, i) => i > at && !around.includes(l)),
    columnAt,
    wordsOf(document),
  );
  // (A row whose dates sit in the middle of its cells, on a line of their own within its height, is a row.)
  const datedBeside = (l: SourceLine) =>
    after.some(
      (o) =>
        o !== l &&
        o.box.page === l.box.page &&
        Math.abs(o.box.y - l.box.y) < l.size &&
        o.parts.some((p) => yearDates(p.text)),
    );
  // (A cell in bold beside a row's dates is the row's: a school's name set so, '서강대학교'.)
  // (Not a row's cells wrapped onto its next line, each from its cell's edge: 'Programa' | 'Auxiliar' | dates | '-
  // Verificar las actas de entrega' over 'Nacional de' | 'Administrativo' | 'de alimentos de las'.)
  const wrapsRowAbove = (l: SourceLine) => {
    const above = after[after.indexOf(l) - 1];
    return (
      !!above &&
      !l.bold &&
      near(above, l) &&
      l.box.y > above.box.y &&
      l.parts.every((p) => above.parts.some((a) => Math.abs(a.x - p.x) < 2))
    );
  };
  const headOfAnother = (l: SourceLine) =>
    (l.bold && l.parts.length === 1 && !(l.box.page > 0 && datedBeside(l))) ||
    (l.parts.length >= 3 && !l.parts.some((p) => yearDates(p.text)) && !datedBeside(l) && !wrapsRowAbove(l));
  const end = after.findIndex(headOfAnother);
  const body = end < 0 ? after : after.slice(0, end);
  const dated = (l: SourceLine) => l.parts.some((p, i) => columnAt(l, p, i) === 'year' && !!yearDates(p.text));
  // (Not the rest of a range its cell broke after the dash or the tilde: '2020 –' over '2024', '2017.07 ~' over
  // '2017.08'.)
  const yearOf = (l: SourceLine) => l.parts.find((p, i) => columnAt(l, p, i) === 'year')?.text ?? '';
  const rows = body
    .filter((l) => (columns.includes('year') && l.box.page > 0 ? dated(l) : l.parts.length >= 2))
    .filter((l, i, all) => !(i > 0 && /[–—~～〜-]\s*$/u.test(yearOf(all[i - 1]!)) && near(all[i - 1]!, l)));
  if (!rows.length) return undefined;
  const wrappedOf = new Map(rows.map((r) => [r, [] as SourceLine[]]));
  // A page's rows as bands of lines, parted where the next line stands further below than a cell's lines do: the
  // cells of a row set in its middle wrap above and under its dated line, nearer another row's than their own
  // ('Science and' / 'Engineering)' under 'B.Tech (Computer', the next row's college two lines down).
  // (A cell's lines stand as far apart as the table's leading, which a line grid may make wide: 15.6 pt for 9 pt type
  // in WPS's. Of two, the nearer: a cell set in the middle of its row may start where the next row's line does,
  // 'Engineering)' over 'Intermediate' 1.5 lines down, as 'Kukatpally' stands 1.15 lines under its school.)
  const steps = body
    .filter((b) => b.box.page > 0)
    .flatMap((l) => {
      const under = body.filter(
        (o) => o.box.page === l.box.page && Math.abs(o.box.x - l.box.x) < 2 && o.box.y > l.box.y + 1,
      );
      const dy = Math.min(...under.map((o) => o.box.y - l.box.y));
      return dy < l.size * 2.5 ? [dy / l.size] : [];
    })
    .sort((a, b) => a - b);
  const leading = Math.max(1.3, (steps[Math.floor((steps.length - 1) / 2)] ?? 0) * 1.15);
  const bands: SourceLine[][] = [];
  for (const l of [...body]
    .filter((b) => b.box.page > 0)
    .sort((a, b) => a.box.page - b.box.page || a.box.y - b.box.y)) {
    const last = bands.at(-1)?.at(-1);
    if (last && last.box.page === l.box.page && l.box.y - last.box.y < l.size * leading) bands.at(-1)!.push(l);
    else bands.push([l]);
  }
  const bandRow = (l: SourceLine) => {
    const inBand = bands.find((b) => b.includes(l))?.filter((b) => rows.includes(b)) ?? [];
    return inBand.length === 1 ? inBand[0] : undefined;
  };
  // A cell of a job's row set in the middle of the row, drawn before the row's dated line ('Municipalidad' /
  // 'Distrital de Los' / 'Olivos' | 'Especialista en' / 'Abastecimiento' | '01/03/2021' …, as Word writes a row's
  // cells in turn): the next row's, when it stands nearer to it than to the row before on its page.
  const centredBeside = (l: SourceLine, before: SourceLine | undefined) => {
    if (l.bullet || l.parts.some((p, i) => columnAt(l, p, i) === 'items')) return undefined;
    const next = rows.find((r) => body.indexOf(r) > body.indexOf(l));
    if (!next || next.box.page !== l.box.page || Math.abs(next.box.y - l.box.y) > l.size * 4) return undefined;
    const fromBefore = before?.box.page === l.box.page ? Math.abs(before.box.y - l.box.y) : Infinity;
    return Math.abs(next.box.y - l.box.y) < fromBefore ? next : undefined;
  };
  const itemsPart = (l: SourceLine) => l.parts.find((p, i) => columnAt(l, p, i) === 'items');
  // A line of duties set from the edge of the one above, close under it, unmarked: its rest. (So is a line under a
  // marked item in the title's column, 'Cargo y funciones': 'Implementación del retiro en tienda para' / 'compras en
  // línea.', drawn before the next row's cells.)
  // (Its rest's rest too: '… y' / 'cumplimiento del 104 % de la meta' / 'anual.'.)
  const rests = new Set<SourceLine>();
  const markedAlone = (l: SourceLine) => (l.bullet || rests.has(l)) && l.parts.length === 1;
  const wrapsDuty = (above: SourceLine, l: SourceLine) => {
    const a = itemsPart(above) ?? (markedAlone(above) ? above.parts[0] : undefined);
    const p = itemsPart(l) ?? (markedAlone(above) && l.parts.length === 1 ? l.parts[0] : undefined);
    const x = (line: SourceLine, part: SourcePart) => (line.parts.length === 1 ? line.box.x : part.x);
    return (
      !!a &&
      !!p &&
      !l.bullet &&
      l.parts.length === 1 &&
      l.box.page === above.box.page &&
      l.box.y > above.box.y &&
      l.box.y - above.box.y < l.size * 1.6 &&
      Math.abs(x(l, p) - x(above, a)) < 3
    );
  };
  // (A Word table's cell's other paragraphs come after its row's line, with no place on a page: the row's.)
  let previous: SourceLine | undefined;
  // The last line of duties so far, and its row.
  let duty: { line: SourceLine; row: SourceLine } | undefined;
  for (const l of body) {
    if (rows.includes(l)) {
      previous = l;
      if (itemsPart(l)) duty = { line: l, row: l };
      continue;
    }
    // (So are a job table's lines, on a page too: its duties run down their cell while the row's other cells sit in
    // the middle of it, so the line order, not the nearest row, says whose they are. But a duty's wrapped line goes
    // with the line above it, wherever the page drew it: 'Solicitar cotizaciones a' / 'proveedores y emitir las',
    // drawn after the next row's cells.)
    if (l.box.page === 0 || job) {
      const restOf = job && l.box.page > 0 && duty && wrapsDuty(duty.line, l) ? duty.row : undefined;
      if (restOf && !itemsPart(l)) rests.add(l);
      const owner = job && l.box.page > 0 ? (restOf ?? centredBeside(l, previous)) : undefined;
      const row = owner ?? previous;
      if (row) wrappedOf.get(row)!.push(l);
      if (row && job && (itemsPart(l) || markedAlone(l))) duty = { line: l, row };
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
    // (The row's own line may hold the first, and a line its cells wrapped onto the first's rest: '- Verificar las
    // actas de entrega' over 'de alimentos de las'.)
    const asDuty = (l: SourceLine, p: SourcePart): SourceLine => ({
      ...l,
      text: p.text,
      parts: [p],
      box: { ...l.box, x: p.x, w: p.right - p.x },
    });
    const first = job ? itemsPart(row) : undefined;
    const duties: SourceLine[][] = first ? [[asDuty(row, first)]] : [];
    // (A row of a label in the dates' column and its value, under the row: '담당업무' | '- 안드로이드 앱 QA …', an
    // item after its label; '퇴사사유' | '커리어 전환', a detail of the job, in no column of the head's.)
    const labelled = new Set<SourceLine>();
    const details: SourceLine[] = [];
    if (job)
      for (const l of wrapped) {
        const [label, ...value] = l.parts;
        if (l.box.page > 0 && value.length && columnAt(l, label!, 0) === 'year' && !yearDates(label!.text)) {
          labelled.add(l);
          const rest = { ...l, parts: value, text: partsText(value) };
          if (isItemsLabel(label!.text)) duties.push([rest]);
          else details.push({ ...rest, text: `${label!.text}: ${rest.text}` });
          continue;
        }
        const last = duties.at(-1)?.at(-1);
        if (l.bullet || l.box.page === 0 || (!last && columnAt(l, l.parts[0]!, 0) === 'items')) duties.push([l]);
        else if (last && l.parts.length === 1 && Math.abs(l.box.x - last.box.x) < 3) duties.at(-1)!.push(l);
        else if (last && itemsPart(l) && Math.abs(itemsPart(l)!.x - last.box.x) < 3)
          duties.at(-1)!.push(asDuty(l, itemsPart(l)!));
      }
    const inDuties = new Set([...duties.flat(), ...labelled]);
    const texts = new Map<Column, Array<{ y: number; text: string }>>();
    const add = (column: Column | undefined, y: number, text: string) => {
      if (column) texts.set(column, [...(texts.get(column) ?? []), { y, text }]);
    };
    // (In order down the pages: a cell a page break cut goes on at the next page's top.)
    for (const l of [row, ...wrapped.filter((w) => !inDuties.has(w))])
      l.parts.forEach((p, i) => add(columnAt(l, p, i), l.box.page * 10_000 + l.box.y, p.text));
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
    // A school's town after its name ('Sri Medha Junior College, Ameerpet'), or on a line of its own under it in
    // its cell ('서강대학교' / '서울'): its place.
    const townUnder = townUnderSchool(texts.get('school') ?? []);
    // (The comma before it stays with neither: 'Sri Annapurna Institute of Engineering and Technology,' / 'Hyderabad'.)
    if (townUnder)
      texts.set(
        'school',
        texts
          .get('school')!
          .filter((t) => t !== townUnder)
          .map((t) => ({ ...t, text: t.text.replace(/[,，、]\s*$/u, '') })),
      );
    // (A column of the school and its field, 'Okul / Bölüm': the school on the cell's first line, the field under it.)
    const schoolLines = (texts.get('school') ?? []).sort((a, b) => a.y - b.y);
    if (schoolAndField && !townUnder && schoolLines.length >= 2 && !texts.has('field')) {
      texts.set('school', schoolLines.slice(0, 1));
      texts.set('field', schoolLines.slice(1));
    }
    const after = townUnder ? undefined : schoolTown(text('school'));
    if (after) texts.set('school', [{ y: row.box.y, text: after.school }]);
    const town = townUnder
      ? { place: townUnder.text }
      : (after ?? (text('place') ? { place: text('place') } : undefined));
    const dates = yearDates(text('end') ? `${text('year')} – ${text('end')}` : text('year'));
    // (The degree in a column of its own beside the subject, '科系' | '學位': '企業管理學系' | '學士', goes with it, as
    // the degree's other half.)
    const level = text('level');
    const degreeLevel = levelNamed && !columns.includes('field') && piece('degree') ? level : '';
    // A job's duties: its cell's first line, then each line marked or each paragraph an item, a line going on the
    // item above otherwise.
    const bullets: LabelledEntry['entry']['bullets'] = [
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
        paragraphs: [
          ...(level && !degreeLevel ? [{ ...row, text: level, parts: [{ ...row.parts[0]!, text: level }] }] : []),
          ...details,
        ],
      },
      first: piece(job ? 'title' : 'school'),
      second: job ? piece('company') : withField(piece('degree'), text('field')),
      ...(degreeLevel && {
        after: [{ text: degreeLevel, line: row.id, bold: row.bold, italic: row.italic, order: 1 }],
      }),
      place: town && { text: town.place, line: row.id, bold: row.bold, italic: row.italic, order: 1 },
      score: piece('score'),
      dates: dates && { ...dates, line: row.id },
      used: [...sourceIds(head), ...around.map((l) => l.id), ...[row, ...wrapped].flatMap(sourceIds)],
    };
  });
}
