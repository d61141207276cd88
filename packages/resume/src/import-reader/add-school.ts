import { newId } from '../defaults';
import type { Resume } from '../schema';
import type { Collected, EntryDates } from './collected';
import { saysMore } from './add-job';
import type { Assigned } from './assign-pieces';
import { type Entry, type Piece } from './entries';
import { GRADE } from './entry-labels';
import { degreeScore, schoolScore } from './lexicon';
import { findDates } from './dates';
import { withDegreeBelow } from './degree-below';
import type { SourceLine } from './types';
import { labelled } from './contact';
import { looksLikePlace } from './places';
import { sourceIds } from './line-joins';
import {
  DEGREE_IN,
  HONOURS,
  HONOUR_ALONE,
  MARK_ALONE,
  STUDY,
  FIELD,
  FACULTY,
  withoutDegreeLabel,
  degreeNotes,
  withoutBracketedGrade,
  withoutGrade,
  FRAMEWORK_LEVEL,
  STUDY_STATUS,
  ADMISSION,
} from './degree-words';

// A school of the resume from an entry whose fields are told apart, each field with where it was read.

/** A Chinese degree's level alone, and a department's name, as Taiwan's and China's job sites set them apart. */
const CJK_LEVEL = /^(?:碩士|硕士|學士|学士|博士|大學|大学|專科|专科|本科|高中|高職|五專|二技|四技|大專|大专)$/u;
const CJK_DEPARTMENT = /^\p{Script=Han}{2,}(?:研究所|學系|学系|系|學程|学程|學院|学院|專業|专业)$/u;

/**
 * A school's name without the city some builders add after a comma ('…имени М.В. Ломоносова, Москва'), when the
 * resume names that city already as the person's or a job's place. 'University of California, Berkeley' keeps
 * its campus unless 'Berkeley' alone is such a place.
 */
function withoutKnownPlace(school: string, resume: Resume): string {
  const places = new Set(
    [resume.profile.location, ...resume.experience.map((j) => j.location)].map((p) => p.trim().toLowerCase()),
  );
  const m = school.match(/^(.{8,}),\s+([^,]{2,40})$/u);
  return m && places.has(m[2]!.trim().toLowerCase()) ? m[1]! : school;
}

/** A detail's text: a table row's cells parted by commas ('Relevant Coursework: Logistics Management, …'). */
const detailText = (l: SourceLine) =>
  l.parts.length > 1
    ? l.parts
        .map((p) => p.text)
        .join(', ')
        .replace(/([:：]),\s/u, '$1 ')
    : l.text;

/** The first line of the entry that holds `re`'s value, and the value. */
function labelledValue(e: Entry, re: RegExp): { text: string; line: number } | undefined {
  // (A label that ends its line has its value on the next: '…, 2012 – 2016, GNO:' / '3,12/4,00'.)
  const all = [...e.header, ...e.paragraphs];
  const lines = all.map((l, i) => {
    const next = all[i + 1];
    const wrapped = /[:：]\s*$/u.test(l.text) && !!next && /^\d[\d.,/ ]*$/u.test(next.text.trim());
    return { text: wrapped ? `${l.text} ${next.text.trim()}` : l.text, line: l.id };
  });
  for (const { text, line } of [...lines, ...e.bullets.map((b) => ({ text: b.text, line: b.lines[0]! }))]) {
    const m = text.match(re);
    if (m) return { text: m[1]!.trim().replace(/\.$/, ''), line };
  }
  return undefined;
}

export function addSchool(c: Collected, entry: Entry, given: Assigned, d: EntryDates): void {
  const [e, a] = withDegreeBelow(entry, given);
  const id = newId();
  const key = `education.${id}`;
  if (a.first)
    c.source(`${key}.school`, {
      text: a.first.text,
      lines: [a.first.line],
      confidence: a.confidence,
    });
  if (a.second) c.source(`${key}.degree`, { text: a.second.text, lines: [a.second.line], confidence: a.confidence });
  const dates = c.dates(key, d);
  e.header.forEach((l) => sourceIds(l).forEach((id) => c.used.add(id)));
  const cut = (a.second?.text ?? '').match(DEGREE_IN);
  const labelledGrade = labelledValue(e, GRADE);
  const grade = labelledGrade ?? (a.score && { text: a.score.text, line: a.score.line });
  // The field after its label, or as the piece after the degree on its line ('Ph.D., Chemical Engineering',
  // 'Bachelor of Science - BS, Computer Science', 'İşletme, Lisans').
  // (Its class or mention as a piece of its own is its grade: 'Baccalauréat général' | 'mention Bien'.)
  const honourPiece = (a.after ?? []).find((p) => HONOUR_ALONE.test(p.text.trim()));
  // (Or a mark out of its scale, after the degree's school or after the school: 'Università … — 110/110 e lode',
  // 'Laurea …, Università degli Studi di Milano-Bicocca, 110/110'.)
  const scalePiece = grade
    ? undefined
    : [...(a.after ?? []), ...(a.unplaced ?? [])].find((p) => MARK_ALONE.test(p.text));
  // (Nor is a grade's label whose value wrapped onto the next line: 'GNO:'.)
  const gradeLabel = (t: string) => t.length < 30 && GRADE.test(` ${t.replace(/[:：]?\s*$/u, '')}: 1`);
  const besides = (a.after ?? []).filter(
    (p) =>
      !FRAMEWORK_LEVEL.test(p.text) &&
      !ADMISSION.test(p.text.trim()) &&
      p !== honourPiece &&
      p !== scalePiece &&
      !gradeLabel(p.text) &&
      !STUDY_STATUS.test(p.text.trim()),
  );
  const levels = (a.after ?? []).filter((p) => FRAMEWORK_LEVEL.test(p.text) || ADMISSION.test(p.text.trim()));
  const after = besides.length ? { text: besides.map((p) => p.text).join(', '), line: besides[0]!.line } : undefined;
  // A major in a cell of the school's line when the degree is on a line of its own ('2017.09 - 2021.06' |
  // 'University of Washington' | 'Industrial Engineering' over 'Degree: Bachelor of Science', WPS's).
  const others = (a.unplaced ?? []).filter(
    (p) => p !== scalePiece && !GRADE.test(` ${p.text}`) && !looksLikePlace(p.text),
  );
  const major =
    a.first && a.second && a.second.line !== a.first.line && others.length === 1 && others[0]!.line === a.first.line
      ? { text: others[0]!.text, line: others[0]!.line }
      : undefined;
  // (In a cell of its own beside the dates, or a line of its own.)
  const studied = e.header
    .flatMap((l) => l.parts.map((p) => ({ m: p.text.match(STUDY), line: l.id })))
    .map(({ m, line }) => m && { text: m[1]!.trim(), line })
    .find((x) => !!x);
  // The speciality on a line of its own under the faculty the degree line names ('Учётно-экономический факультет' over
  // 'Бухгалтерский учёт, анализ и аудит'): the field.
  const speciality =
    a.second &&
    FACULTY.test(a.second.text) &&
    others.length === 1 &&
    ![a.first?.line, a.second.line].includes(others[0]!.line)
      ? { text: others[0]!.text, line: others[0]!.line }
      : undefined;
  // The department on a line of its own under a Chinese degree that names only its level ('碩士' over '企業管理研究所',
  // 104's): the field.
  const department =
    a.second && CJK_LEVEL.test(a.second.text.trim())
      ? e.header.find((l) => ![a.first?.line, a.second?.line].includes(l.id) && CJK_DEPARTMENT.test(l.text.trim()))
      : undefined;
  // (Not the degree itself: 'Bölüm: İşletme' alone names the studies.)
  const labelledField = labelledValue(e, FIELD);
  const fieldAfterLabel = labelledField && a.second?.text.includes(labelledField.text) ? undefined : labelledField;
  const field = cut
    ? undefined
    : (studied ??
      fieldAfterLabel ??
      after ??
      major ??
      speciality ??
      (department && { text: department.text.trim(), line: department.id }));
  // A grade out of its scale after the degree, without a label ('International Baccalaureate Diploma, 43/45', '…,
  // 110/110 e lode').
  // Or the class it was awarded with ('BSc (Hons) Economics, First Class').
  const scale = grade
    ? undefined
    : ((a.second?.text ?? '').match(
        /[,;]\s*(\d+(?:[.,]\d+)?\s*\/\s*\d+(?:[.,]\d+)?(?:\s+(?:e lode|cum laude))?)\s*$/iu,
      ) ?? (a.second?.text ?? '').match(HONOURS));
  // (Or after the school: 'BA (Hons) Education Studies, University of Leeds (2:1)'.)
  const schoolClass = grade || scale ? undefined : (a.first?.text ?? '').match(HONOURS);
  const score =
    grade ??
    (scale && a.second ? { text: (scale[1] ?? scale[2])!, line: a.second.line } : undefined) ??
    (schoolClass && a.first ? { text: (schoolClass[1] ?? schoolClass[2])!, line: a.first.line } : undefined) ??
    (scalePiece && { text: scalePiece.text, line: scalePiece.line }) ??
    (honourPiece && { text: honourPiece.text.trim(), line: honourPiece.line });
  if (score) c.source(`${key}.score`, { text: score.text, lines: [score.line], confidence: 0.85 });
  if (field) c.source(`${key}.field`, { text: field.text, lines: [field.line], confidence: 0.85 });
  // A line that only gives the grade or the field is no detail of its own.
  // (A focus after its label is a detail when the subject studied is the field: 'Schwerpunkt: …'.)
  const onlyLabelled = (l: SourceLine) =>
    [GRADE, studied ? STUDY : FIELD].some((re) => l.text.replace(re, '').trim() === '');
  const studyPiece = (p: Piece) => !!studied && STUDY.test(p.text);
  // A header line none of whose text became a field ('Proyecto final: la logística inversa…', 'Minor in Spanish'): a
  // detail.
  const named = new Set([a.first?.line, a.second?.line, a.place?.line, d?.line, grade?.line, field?.line]);
  const unnamed = e.header.filter(
    (l) => !named.has(l.id) && saysMore(l.text) && labelled(l.text)?.kind !== 'place' && !looksLikePlace(l.text),
  );
  const paragraphs = [...unnamed, ...e.paragraphs].filter((l) => !onlyLabelled(l));
  // What the grade's line says after it ('GPA: 3.7/4.0; Dean's List (Fall 2023, Spring 2024)'): a detail.
  // (After a field's name that opens the line, only what follows the grade: 'Universidad Nacional de Córdoba.
  // Promedio: 8,12 (sin aplazos).')
  const gradeText = labelledGrade && e.header.find((l) => l.id === labelledGrade.line)?.text;
  const gradeAt = gradeText?.match(GRADE);
  const opener = gradeAt && gradeText!.slice(0, gradeAt.index).replace(/[\s.,;|·]+$/u, '');
  // (Or after the fields of a header line that holds the grade: '2008 – 2014 | Ingeniería Civil Industrial, …,
  // Santiago, Nota de titulación: 6,2'.)
  const honours = (
    opener &&
    ([a.first?.text, a.second?.text].includes(opener) || [a.first?.line, a.second?.line].includes(grade!.line))
      ? gradeText!.slice(gradeAt!.index! + gradeAt![0].length)
      : gradeText && withoutBracketedGrade(gradeText).replace(GRADE, '')
  )?.replace(/^[\s;,.|·]+|[\s;,.|·]+$/gu, '');
  if (honours && /\p{L}{3}/u.test(honours))
    c.source(`${key}.details`, { text: honours, lines: [grade!.line], confidence: 0.85 });
  // What else its header line says, as a cventry's grade field does ('…, Bilbao, Matrícula de Honor en Econometría'):
  // a detail, but for a grade or a field read above and a place.
  const detailLines = new Set(paragraphs.flatMap(sourceIds));
  const unplaced = (a.unplaced ?? []).filter(
    (p) =>
      !detailLines.has(p.line) &&
      // (What the grade's line says is its detail already: 'Minor in Statistics · GPA 3.6/4.0'.)
      !(honours && p.line === grade!.line) &&
      !(major && field === major && p === others[0]) &&
      p !== scalePiece &&
      saysMore(p.text) &&
      !GRADE.test(` ${p.text}`) &&
      !FIELD.test(p.text) &&
      !studyPiece(p) &&
      !looksLikePlace(p.text),
  );
  levels.push(...unplaced);
  levels.forEach((p) => c.source(`${key}.details`, { text: p.text, lines: [p.line], confidence: 0.85 }));
  paragraphs.forEach((l) => c.source(`${key}.details`, { text: l.text, lines: [l.id], confidence: 0.85 }));
  e.bullets.forEach((b) => c.source(`${key}.details`, { text: b.text, lines: b.lines, confidence: 0.85 }));
  // Its grade, read as the score, is not the degree's ('…, Secondary in Computer Science. GPA 3.82').
  const { degree, notes } = degreeNotes(
    withoutGrade(withoutDegreeLabel(cut ? cut[1]! : (a.second?.text ?? '').slice(0, scale?.index))),
  );
  // (The notes end the line, after the field when the degree is cut before it: 'B.S. in Chemical Engineering, with
  // highest honors'.)
  const cutField = cut ? degreeNotes(withoutGrade(cut[2]!)) : undefined;
  if (a.second)
    [...notes, ...(cutField?.notes ?? [])].forEach((text) =>
      c.source(`${key}.details`, { text, lines: [a.second!.line], confidence: 0.85 }),
    );
  c.resume.education.push({
    id,
    school: withoutKnownPlace((a.first?.text ?? '').slice(0, schoolClass?.index), c.resume),
    degree,
    field: cutField ? cutField.degree : (field?.text ?? ''),
    ...dates,
    details: [
      ...(honours && /\p{L}{3}/u.test(honours) ? [honours] : []),
      ...notes,
      ...(cutField?.notes ?? []),
      ...levels.map((p) => p.text),
      ...paragraphs.map(detailText),
      ...e.bullets.map((b) => b.text),
    ],
    url: '',
    score: score?.text ?? '',
  });
}

/**
 * Schools written one a line without dates ('MBA, Kellogg School of Management, Northwestern University' over 'B.S.,
 * Industrial Distribution, Texas A&M University'): an entry each, when every line of the header names a degree and a
 * school apart by its commas.
 */
/**
 * Schools typed as a list's items, each a school's fields on one line ('❑ بكالوريوس التجارة – شعبة محاسبة – جامعة عين
 * شمس – دفعة 2014', '• B.Sc. Physics, University of Lagos, 2012'): an entry for each item, the item its header.
 */
export function schoolsAsItems(e: Entry, lines: readonly SourceLine[]): Entry[] | undefined {
  if (e.header.length || !e.bullets.length) return undefined;
  const names = (text: string) => text.split(/,\s+|\s+[–—-]\s+|\s*\|\s*/u).some((g) => schoolScore(g) > 0);
  if (!e.bullets.every((b) => names(b.text))) return undefined;
  return e.bullets.map((b) => {
    const first = lines.find((l) => l.id === b.lines[0]) ?? lines[0]!;
    const part = { ...first.parts[0]!, text: b.text, right: first.box.x + first.box.w };
    const line: SourceLine = { ...first, text: b.text, parts: [part], bullet: false, joined: b.lines };
    return { header: [line], bullets: [], paragraphs: [] };
  });
}

export function oneSchoolALine(e: Entry): Entry[] {
  const whole = (l: SourceLine) => {
    const segments = l.text.split(/,\s+/);
    return (
      segments.some((g) => schoolScore(g) && !degreeScore(g)) && segments.some((g) => degreeScore(g) && !schoolScore(g))
    );
  };
  const lines = [...e.header, ...e.paragraphs];
  if (lines.length < 2 || e.bullets.length || findDates(lines.map((l) => l.text).join(' ')) || !lines.every(whole))
    return [e];
  return lines.map((l) => ({ header: [l], bullets: [], paragraphs: [] }));
}
