import { joinWrapped } from '../wrapped-text';
import { bare, fieldOf, JOB, SCHOOL, type Field } from './entry-labels';
import { sourceIds } from './line-joins';
import { ENDS_MID_PHRASE, STARTS_WITH_LEGAL_FORM } from './lexicon';
import { looksLikeStreet } from './places';
import { partsText } from './plain-items';
import type { SourceLine } from './types';

// A labelled section's lines made one row per label and its value: a label wrapped over lines, a value wrapped under
// its cell, two pairs on one line.

/**
 * A section's lines with each label cell wrapped over lines made one with its value: on one line with the value
 * and the label's rest on the next ('Nombre y tipo del centro de' | value / 'estudios'), or, as a PDF draws a
 * table a cell at a time, the label's lines first and the value's lines after them on the same baselines
 * ('Funciones y responsabilidades' / 'principales' / value / value's rest). `also` are the lines joined in.
 */
export function wrappedLabels(lines: readonly SourceLine[], fields: readonly Field[]) {
  const out: Array<{ line: SourceLine; also: number[] }> = [];
  const near = (a: SourceLine, b: SourceLine) =>
    b.box.page === a.box.page && b.box.y > a.box.y && b.box.y - a.box.y < a.size * 1.9;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const label = line.parts[0]!;
    if (line.box.page === 0 || fieldOf(label.text, fields)) {
      out.push({ line, also: [] });
      continue;
    }
    // The label's rest: lines under it ending where it ends (right-aligned) or starting where it starts.
    let j = i + 1;
    let text = label.text;
    const fieldNamed = () => fieldOf(text.replace(/\s*[:：]\s*$/u, ''), fields);
    for (; j < lines.length; j++) {
      const next = lines[j]!;
      const edge = Math.abs(next.parts[0]!.right - label.right) < 3 || Math.abs(next.parts[0]!.x - label.x) < 3;
      if (!near(lines[j - 1]!, next) || !edge || fieldNamed()) break;
      text = `${text} ${next.parts[0]!.text}`;
      if (next.parts.length > 1) {
        j += 1;
        break;
      }
    }
    if (j === i + 1 || !fieldNamed()) {
      out.push({ line, also: [] });
      continue;
    }
    const joined = lines.slice(i + 1, j);
    // An items label wrapped beside its items ('Principais' | '- Condução …' / 'atividades:' | 'do alinhamento …'):
    // the label on its first line, and the lines after it the items' own, each from where its text starts.
    if (fieldNamed() === 'items' && line.parts.length > 1 && joined.every((l) => l.parts.length > 1)) {
      const first = line.parts.slice(1);
      out.push({
        line: { ...line, parts: [{ ...label, text }, ...first], text: [text, ...first.map((p) => p.text)].join(' ') },
        also: [],
      });
      for (const l of joined) {
        const rest = l.parts.slice(1);
        const x = rest[0]!.x;
        out.push({
          line: {
            ...l,
            parts: rest,
            text: rest.map((p) => p.text).join(' '),
            box: { ...l.box, x, w: l.box.x + l.box.w - x },
          },
          also: [],
        });
      }
      i = j - 1;
      continue;
    }
    const values = [...line.parts.slice(1), ...joined.flatMap((l) => l.parts.slice(1))];
    // Drawn after the label's lines: the value's, from the label's first baseline on, right of the label.
    let k = j;
    if (!values.length)
      for (; k < lines.length; k++) {
        const v = lines[k]!;
        const first = k === j;
        const placed = v.parts.length === 1 && v.box.x > label.right && v.box.page === line.box.page;
        if (!placed || (first ? Math.abs(v.box.y - line.box.y) > line.size * 0.5 : !near(lines[k - 1]!, v))) break;
        values.push(v.parts[0]!);
      }
    // (A name's line, then its address's, opening with its street: 'Laboratorios Ederra S.A.' over 'Parque
    // Tecnológico de Bizkaia, …', a comma between them, as written on one line.)
    const value = values
      .map((p) => p.text)
      .reduce(
        (a, b) =>
          a && !ENDS_MID_PHRASE.test(a) && looksLikeStreet(b.split(/,\s*/u)[0]!) ? `${a}, ${b}` : joinWrapped(a, b),
        '',
      );
    if (!value) {
      out.push({ line, also: [] });
      continue;
    }
    const parts = [
      { ...label, text },
      { ...values[0]!, text: value },
    ];
    out.push({
      line: { ...line, parts, text: `${text} ${value}` },
      also: lines.slice(i + 1, k).map((l) => l.id),
    });
    i = k - 1;
  }
  return out;
}

export const labelCell = (t: string) => /^[^:：\d]{2,40}[:：]$/u.test(t.trim()) && t.trim().split(/\s+/u).length <= 4;

/**
 * A value a table's cell wrapped, its rest alone on the next line under it ('Empresa:' | 'Inmobiliaria y Constructora
 * Los Peumos' over 'SpA'): joined to the value.
 */
export function valuesWrapped(lines: readonly SourceLine[]): SourceLine[] {
  const out: SourceLine[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const rest = line.parts.length === 1 ? line.parts[0]! : undefined;
    const under =
      !!prev &&
      !!rest &&
      line.box.page > 0 &&
      line.box.page === prev.box.page &&
      line.box.y > prev.box.y &&
      line.box.y - prev.box.y < prev.size * 1.9 &&
      !/[:：]/u.test(rest.text);
    // (Under a field's value, not an items label's: the next item stands there.)
    const field = (label: string) => fieldOf(bare(label.replace(/[:：]\s*$/u, '')), [...JOB, ...SCHOOL]);
    // (Or typed after its label on one line and wrapped back under the label, left open: 'EMPRESA: COOPERATIVA DE
    // AHORRO Y CRÉDITO DEL ORIENTE –' / 'COOPORIENTE'; in the same weight, mid-phrase or before the legal form:
    // 'Empresa: Morales Orellana & Asociados, Contadores Públicos y' / 'Auditores', '… DE ALIMENTOS' / 'S.A.S.'.)
    const inline =
      under &&
      prev.parts.length === 1 &&
      (/[–—,-]$/u.test(prev.text) ||
        (line.bold === prev.bold && (ENDS_MID_PHRASE.test(prev.text) || STARTS_WITH_LEGAL_FORM.test(rest.text))))
        ? prev.text.match(/^([^:：\d]{2,40})[:：]\s*\S.*$/u)
        : null;
    const at = under
      ? inline
        ? Math.abs(rest.x - prev.box.x) < 2 && !!field(inline[1]!) && field(inline[1]!) !== 'items'
          ? 0
          : -1
        : prev.parts.findIndex((p, k) => {
            const label = prev.parts[k - 1]?.text ?? '';
            // (Or the old Europass's label cell, which has no colon: 'Τίτλος του πιστοποιητικού ή διπλώματος' |
            // '… Σχεδιασμό Τεχνικών' over 'Έργων'.)
            return (
              k > 0 &&
              Math.abs(p.x - rest.x) < 2 &&
              (labelCell(label) || k === 1) &&
              !!field(label) &&
              field(label) !== 'items'
            );
          })
      : -1;
    if (at < 0) {
      out.push(line);
      continue;
    }
    const parts = prev!.parts.map((p, k) => (k === at ? { ...p, text: joinWrapped(p.text, rest!.text) } : p));
    out[out.length - 1] = {
      ...prev!,
      parts,
      text: partsText(parts),
      joined: [...sourceIds(prev!), ...sourceIds(line)],
    };
  }
  return out;
}

/** Some of a line's parts as a line of their own. */
const partOf = (line: SourceLine, parts: SourceLine['parts']): SourceLine => {
  const x = parts[0]!.x;
  const right = parts.at(-1)!.right;
  return { ...line, parts, text: partsText(parts), box: { ...line.box, x, w: right - x } };
};

/**
 * A line of two labels each beside its value, as job sites set an entry's fields in a table of two columns
 * ('Empresa:' | 'Constructora Andes S.A.' | 'Industria:' | 'Construcción'): a line for each label, read in turn.
 */
export function pairsApart(line: SourceLine): SourceLine[] {
  const [a, b, c, d] = line.parts;
  // (Or the second label typed with its value after a tab: 'Desde:' | '03/2018' | 'Hasta: Actual'.)
  const second = line.parts.length === 3 && c!.text.match(/^([^:：]+[:：])\s*\S/u)?.[1];
  if (second && labelCell(a!.text) && !labelCell(b!.text) && labelCell(second))
    return [partOf(line, [a!, b!]), partOf(line, [c!])];
  if (line.parts.length !== 4) return [line];
  const colons = labelCell(a!.text) && !labelCell(b!.text) && labelCell(c!.text) && !labelCell(d!.text);
  // (Or labels without colons that name fields, as Chinese table templates set them: '起止时间' | '2019.07-至今' |
  // '公司名称' | company, then '职位' | title | '所在部门' | department.)
  const named = (t: string) => !!fieldOf(t, [...JOB, ...SCHOOL]) || DEPARTMENT.test(bare(t));
  const bareLabels = named(a!.text) && named(c!.text) && !named(b!.text) && !named(d!.text);
  return colons || bareLabels ? [partOf(line, [a!, b!]), partOf(line, [c!, d!])] : [line];
}

/** A department's label: a detail of a job beside its fields. */
export const DEPARTMENT =
  /^(?:department|abteilung|departamento|département|dipartimento|所在部门|所在部門|部门|部門|所属部署|部署|부서|소속 부서)$/iu;
