import { findDates, isOnlyDates, type FoundDates } from './dates';
import { IN_PROGRESS } from './date-words';
import { looksLikePlace } from './places';
import { isKnownCity } from './cities';
import type { Piece } from './entries';
import { isFieldLabel, isSchoolLevel, namesSchoolLevel } from './entry-labels';
import { DEPARTMENT, pairsApart } from './label-rows';
import { partsText } from './plain-items';
import { comparable } from './text';
import { companyScore, degreeScore, ENDS_ON_LEGAL_FORM, schoolScore, titleScore } from './lexicon';
import type { SourceLine, SourcePart } from './types';

/** A postgraduate level's name ('Posgrado', 'Pós-graduação'): a level before a degree, never its field. */
const POSTGRADUATE = /^(?:posgrado|postgrado|pós-graduação|post[- ]?graduate)$/iu;

// An entry's header cut into the pieces its fields are read from: at the marks people type between them, its
// dates taken out, each piece with what its place on the line says (a town under the dates, a cell flush right).

const DELIMITER = /\s+[|·•—｜]\s+|\s+[–-]\s+|\s*[|｜]\s*|\t/u;

/**
 * A known town after a slash at the text's end, as design tools set an employer's line ('Estudio Mucho / Barcelona'),
 * parted as a delimiter parts it. (A slash between words of a title stays: 'Marketing / Communications Coordinator'.)
 */
function townAfterSlash(text: string): string {
  const m = text.match(/^(.*\S)\s+\/\s+(\p{Lu}[^/|]*?)\s*$/u);
  return m && isKnownCity(m[2]!) && !isKnownCity(m[1]!.trim()) ? `${m[1]} | ${m[2]}` : text;
}

/**
 * An employer and a title, or a school and a degree, parted by a spaced slash ('Kettle Moraine Gearworks / Senior
 * Design Engineer', 'Milwaukee School of Engineering / B.S. in Mechanical Engineering'): names of two words or more,
 * one a title's or a degree's and the other not, on a header's only line. ('Project Manager / Scrum Master' is one title
 * of two, and so is 'Sales Associate / Key Holder' under its employer's line.)
 */
function namesAfterSlash(text: string): string {
  // (Not a list's: 'Classes préparatoires MPSI / MP, Lycée du Parc, Lyon'.)
  const m = text.match(/^([^/|]*\S)\s+\/\s+(\S[^/|,]*)$/u);
  if (!m) return text;
  const [left, right] = [m[1]!.trim(), m[2]!.trim()];
  const role = (s: string) => titleScore(s) > 0 || degreeScore(s) > 0;
  const words = (s: string) => s.split(/\s+/u).length >= 2;
  return words(left) && words(right) && role(left) !== role(right) ? `${left} | ${right}` : text;
}

/**
 * A line's parts, with a range set apart over several of them made one ('Ene. 2020' | '–' | 'Actualidad', as a
 * justified table cell spaces it): read part by part, its start would be a date alone and its end a piece.
 */
function dateAsOnePart(line: SourceLine): SourceLine['parts'] {
  const found = line.parts.length > 1 ? findDates(line.text) : undefined;
  if (!found || line.parts.some((p) => p.text.includes(found.text))) return line.parts;
  const spans: Array<[number, number]> = [];
  let at = 0;
  for (const p of line.parts) {
    spans.push([at, at + p.text.length]);
    at += p.text.length + 1;
  }
  const end = found.index + found.text.length;
  const inside = spans.map(([a, b]) => a < end && b > found.index);
  const first = inside.indexOf(true);
  const last = inside.lastIndexOf(true);
  // A reading that starts inside a part, where another part is dates alone, is that part's number and the dates
  // ('GPA 3.7.' | '2012 – 2016'): the dates are the part's.
  if (first >= 0 && spans[first]![0] < found.index && line.parts.some((p) => isOnlyDates(p.text))) return line.parts;
  if (first < 0 || spans.length !== line.parts.length || line.parts.map((p) => p.text).join(' ') !== line.text)
    return line.parts;
  const merged = {
    ...line.parts[first]!,
    text: line.parts
      .slice(first, last + 1)
      .map((p) => p.text)
      .join(' '),
  };
  return [...line.parts.slice(0, first), merged, ...line.parts.slice(last + 1)];
}

/**
 * A field's label after a stop, inside a line typed as sentences ('Mayo 2019 – Actualidad. Ferralia S.L. (Bilbao).
 * Puesto: Técnica de Administración.'), starts a piece: the title after its label, apart from the employer.
 */
const labelsApart = (text: string) =>
  text
    .replace(/([.)])\s+(?=(\p{Lu}[^:：\d.()]{1,40}?)\s*[:：])/gu, (m, stop: string, label: string) =>
      isFieldLabel(label) ? `${stop} | ` : m,
    )
    // Chinese sets no word spaces: one after a company's or a university's name parts it from the title or the
    // major typed after it (WPS's '阿里巴巴（中国）有限公司 高级数据分析师', '浙江大学 统计学（本科）', a full-width
    // space between fields).
    // (Not a Japanese university's faculty after it, part of its name: '早稲田大学 商学部'.)
    .replace(
      /(?<=(?:公司|集团|集團|银行|銀行|大学|大學|学院|學院)[)）]?)\s+(?=\p{sc=Han})(?!\S*(?:学部|学科|研究科|専攻))/gu,
      ' | ',
    );

/**
 * A row of labelled values without colons, each label and its value a cell ('부서 그로스마케팅팀' | '직급/직책 과장', as
 * Korean job sites print a job's fields): each written as after a colon, so the label says what the value is.
 */
function colonsAfterLabels(line: SourceLine): SourceLine {
  if (line.parts.length < 2) return line;
  const cells = line.parts.map((p) => /^(\S{1,12})\s+(\S.*)$/u.exec(p.text.trim()));
  // (Two labels of one field joined by a slash, '직급/직책' (rank and position), are that field's: its first.)
  const label = (text: string) => {
    const halves = text.split('/');
    return halves.every((h) => isFieldLabel(h) || DEPARTMENT.test(h)) ? halves[0]! : undefined;
  };
  if (!cells.every((m) => !!m && label(m[1]!))) return line;
  const parts = line.parts.map((p, k) => ({ ...p, text: `${label(cells[k]![1]!)}: ${cells[k]![2]}` }));
  return { ...line, parts, text: partsText(parts) };
}

/** Studies not finished, said in brackets without dates ('(en curso, 18 materias aprobadas)', '(in progress)'). */
const BRACKETED_STATUS = new RegExp(`\\(\\s*(${IN_PROGRESS})\\s*(?:[,;]\\s*([^()]*?))?\\s*\\)`, 'iu');

/** An entry's header as pieces: its parts cut at delimiters, with its dates taken out. */
export function piecesOf(header: readonly SourceLine[]): { pieces: Piece[]; dates?: FoundDates & { line: number } } {
  const pieces: Piece[] = [];
  let dates: (FoundDates & { line: number }) | undefined;
  let order = 0;
  const dated = header.some((h) => findDates(h.text));
  // Dates in a cell of their own are the entry's, not a month another part names ('Senior Engineer (promoted Mar
  // 2022)' | 'Aug 2019 – Present').
  const ownCell = header.some((h) => h.parts.length > 1 && h.parts.some((p) => isOnlyDates(p.text)));
  for (const [k, given] of header.entries()) {
    const line = colonsAfterLabels(given);
    // A place alone under dates that stand alone in a column left of the entry's other lines is its place
    // ('03/2021 – presente' over 'Ciudad de México' left of the title), whatever the title's lines say.
    const above = header[k - 1];
    const underDates =
      !!above &&
      above.id === dates?.line &&
      above.parts.length === 1 &&
      isOnlyDates(above.text) &&
      line.parts.length === 1 &&
      Math.abs(above.box.x - line.box.x) < 3 &&
      header.some((h) => h.box.page === line.box.page && h.box.x > line.box.x + line.box.w) &&
      looksLikePlace(line.text);
    // A label's cell and its value's ('Puesto:' | 'Analista contable Sr.', 'Área:' | 'Administración, contabilidad y
    // finanzas'), undated: one piece, label and all, as typed after a colon, so the label says what the value is.
    // (Two of them on a line, each its own piece: '职位：' | '数据平台技术经理' | '所在部门：技术中心-数据平台部'.)
    if (labelCell(line)) {
      for (const cell of pairsApart(line)) {
        const text = cell.parts.map((p) => p.text).join(' ');
        pieces.push({ text, line: line.id, bold: line.bold, italic: line.italic, order: order++ } as Piece);
      }
      continue;
    }
    const parts = dateAsOnePart(line);
    const flushRight = Math.max(...header.filter((h) => h !== line).map((h) => h.box.x + h.box.w));
    for (const part of parts) {
      // The last of a row's cells, flush right with the header's other lines ('University of Warwick' | 'Coventry'
      // over 'BSc (Hons) Economics' | '2012 – 2015'): where a place stands.
      const apart =
        line.box.page > 0 &&
        parts.length > 1 &&
        part === parts.at(-1) &&
        part.x > line.box.x + line.box.w / 2 &&
        Math.abs(part.right - flushRight) < 3;
      // ('**Manager, Client Services,** Larkspur Media Group': the weight says which comma parts title and employer.)
      // (So does the comma right after a bold title when a dash parts what follows: '**Chargée de communication**,
      // Groupe SEB – Écully', which the dash alone would read as 'Chargée de communication, Groupe SEB' | 'Écully'.
      // Not a bold employer's: Google Docs' '**Sancho BBDO**, Bogotá — Ejecutiva de Cuentas'.)
      const cut = part.boldComma ?? (boldTitleBeforeDash(part) ? part.boldEnd : undefined);
      let text = cut === undefined ? part.text : `${part.text.slice(0, cut)} | ${part.text.slice(cut + 1)}`;
      const d = dates || (ownCell && !isOnlyDates(part.text)) ? undefined : findDates(text);
      const status = dates || d || dated ? undefined : text.match(BRACKETED_STATUS);
      if (d) {
        dates = { ...d, line: line.id };
        text = `${text.slice(0, d.index)} | ${text.slice(d.index + d.text.length)}`;
      } else if (status) {
        // An undated school's status in its brackets ('UBA (en curso, 18 materias aprobadas)'): its dates as
        // written; what the brackets say after it stays, a piece of its own.
        dates = { index: status.index!, text: status[1]!, start: '', end: '', asWritten: true, line: line.id };
        text = `${text.slice(0, status.index)} | ${status[2] ?? ''} | ${text.slice(status.index! + status[0].length)}`;
      }
      // (Each piece keeps the mark that parted it from the one before: a name may hold one, 'Salles, Sainz – Grant
      // Thornton'.)
      const split = (header.length === 1 ? namesAfterSlash : (t: string) => t)(townAfterSlash(labelsApart(text))).split(
        new RegExp(`(${DELIMITER.source})`, 'u'),
      );
      for (let k = 0; k < split.length; k += 2) {
        // What a date leaves around it goes too: '[ 01/03/2019 – Obecnie ] Title' (Europass) leaves '] Title'.
        // So does the stop that closed the dates, and the one after a town in brackets ('Actualidad. Ferralia S.L.
        // (Bilbao).'). Not a bracket the name closes: Korea's '(주)스윗트립' (Inc.).
        const t = split[k]!.replace(
          /^(?:[\s,;:|·•–—)[\]-]|\((?![^()]*\))|\.(?=\s))+|(?:[\s,;:|·•–—([\]-]|(?<=\))\.)+$/gu,
          '',
        )
          // (And a school's level typed before the degree: 'Secundario: Bachiller con orientación en Economía'; not a
          // degree's name before its field, Peru's 'Bachiller: Ingeniería de Industrias Alimentarias'; a postgraduate
          // level is one before a degree of its own: 'Posgrado: Diplomatura en People Analytics'.)
          .replace(/^([^:：]{2,30})[:：]\s+(?=\S)/u, (label, name: string, at: number, all: string) => {
            const rest = all.slice(at + label.length);
            const degreeFirst =
              degreeScore(name) && !schoolScore(rest) && !(POSTGRADUATE.test(name) && degreeScore(rest));
            return namesSchoolLevel(name) && !degreeFirst ? '' : label;
          })
          .trim();
        const mark = k > 0 ? split[k - 1]!.trim() : '';
        // (A field's label left alone by its dates, 'Período:' of 'Período: enero 2019 - actualidad', is no piece.)
        // (Nor is a school's level before its name: 'Tertiary:' | 'Polytechnic University of the Philippines'.)
        // (Nor a level alone over the school, its colon left off: 'Técnica' over 'Instituto Técnico …'.)
        // (Or in a cell of its own before the school's, its colon left off: 'Secondary' | 'Cainta Catholic College'.)
        const level =
          isSchoolLevel(split[k]!.trim()) ||
          (k === 0 && line === header[0] && header.length > 1 && namesSchoolLevel(line.text)) ||
          (k === 0 && line === header[0] && part === parts[0] && parts.length > 1 && namesSchoolLevel(part.text)) ||
          (k === 0 && part === parts[0] && repeatedLabel(parts));
        const named = pieces.at(-1);
        // (A name's own acronym after its dash is the name's: 'Servicio Nacional de Adiestramiento en Trabajo
        // Industrial – SENATI'; so is one before it: 'FIAP – Faculdade de Informática e Administração Paulista'.)
        if (
          named &&
          named.line === line.id &&
          /^[–—-]$/u.test(mark) &&
          (acronymOf(named.text, t) ||
            acronymOf(t, named.text) ||
            brandBeforeLegalName(named.text, t) ||
            // (A title's area after its dash, where bars part the fields: 'Department Manager – Home & Living' |
            // 'Target Australia' | dates.)
            (/\s\|\s/u.test(part.text) &&
              areaAfterTitle(named.text, t) &&
              // (And an employer after a bar still to come: 'Software Engineer – Stripe | San Francisco' names it.)
              split.slice(k + 1).some((seg, j) => j % 2 === 1 && /\p{L}/u.test(seg) && !looksLikePlace(seg))))
        ) {
          named.text = `${named.text} ${mark} ${t}`;
          continue;
        }
        if (t && /\p{L}/u.test(t) && !(d && isFieldLabel(t)) && !level)
          pieces.push({
            text: t,
            line: line.id,
            bold: part.bold,
            italic: part.italic,
            order: order++,
            ...(mark && /^[–—-]$/u.test(mark) ? { dash: mark } : {}),
            ...(apart ? { apart: true } : {}),
            ...(underDates ? { place: true } : {}),
          } as Piece);
      }
    }
  }
  return { pieces, dates };
}

function boldTitleBeforeDash(part: SourcePart): boolean {
  if (part.boldEnd === undefined) return false;
  const head = part.text.slice(0, part.boldEnd);
  return /\s[–—-]\s/u.test(part.text.slice(part.boldEnd)) && titleScore(head) > 0 && !companyScore(head);
}

/** A department or area after a title ('Department Manager' – 'Home & Living'): no title, employer or place of its own. */
const areaAfterTitle = (title: string, area: string) =>
  titleScore(title) > 0 &&
  !titleScore(area) &&
  !companyScore(area) &&
  !looksLikePlace(area) &&
  !findDates(area) &&
  area.split(/\s+/u).length <= 4;

/**
 * A brand before its company's legal name after a dash ('GeoPlano – Gabinete de Projetos, Lda.'): one employer. (Not a
 * title before its employer: 'Engenheira – Construtora Norte, Lda.'.)
 */
const brandBeforeLegalName = (brand: string, name: string) =>
  ENDS_ON_LEGAL_FORM.test(name) &&
  !ENDS_ON_LEGAL_FORM.test(brand) &&
  brand.split(/\s+/u).length <= 2 &&
  !titleScore(brand) &&
  !looksLikePlace(brand);

/** An acronym of a name: the initials of its capitalised words, in order, among its letters ('SENATI', 'UTP'). */
export function acronymOf(name: string, acronym: string): boolean {
  if (!/^\p{Lu}{2,8}$/u.test(acronym)) return false;
  const initials = name.split(/\s+/u).flatMap((w) => (/^\p{Lu}/u.test(w) ? [w[0]!] : []));
  if (initials.length < 2 || initials[0] !== acronym[0]) return false;
  let at = 0;
  for (const c of initials) {
    at = acronym.indexOf(c, at);
    if (at < 0) return false;
    at += 1;
  }
  return true;
}

/**
 * A level's label whose words the value after it repeats ('Licenciatura:' | 'Licenciatura en Contaduría Pública',
 * 'Bachillerato:' | 'Bachillerato General', as Mexican resumes list schools by level): it says nothing of its own.
 */
const repeatedLabel = (parts: readonly SourcePart[]) => {
  const label = parts[0]!.text.trim();
  return (
    parts.length >= 2 &&
    /^[^:：\d]{2,40}[:：]$/u.test(label) &&
    comparable(parts[1]!.text).startsWith(`${comparable(label.slice(0, -1))} `)
  );
};

// (Not a school's level before its name: 'Tertiary:' | 'Polytechnic University of the Philippines'.)
const labelCell = (line: SourceLine) =>
  line.parts.length >= 2 &&
  /^[^:：\d]{2,40}[:：]$/u.test(line.parts[0]!.text.trim()) &&
  !isSchoolLevel(line.parts[0]!.text.trim()) &&
  !repeatedLabel(line.parts) &&
  !findDates(line.text);
