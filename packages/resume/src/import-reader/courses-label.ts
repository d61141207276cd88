import type { Entry } from './entries';

/** Chinese CVs' label of a school's major courses, in a cell of its own beside them, no colon typed. */
export const COURSES_LABEL = /^(?:主修课程|主修課程|主要课程|主要課程|核心课程|相关课程)[:：]?$/u;

/**
 * An education table's row of major courses read as an entry of its own ('主修课程' | '中级财务会计、成本会计、…' where
 * the label's cell stands apart from the wrapped list beside it): the school's above details, each after the label.
 */
export function coursesUnderLabel(e: Entry): Entry['bullets'] | undefined {
  const [label] = e.header;
  if (e.header.length !== 1 || !COURSES_LABEL.test(label!.text.trim())) return undefined;
  const name = label!.text.trim().replace(/[:：]$/u, '');
  return [
    ...e.bullets.map((b) => ({ text: `${name}: ${b.text}`, lines: [label!.id, ...b.lines] })),
    ...e.paragraphs.map((l) => ({ text: `${name}: ${l.text}`, lines: [label!.id, l.id] })),
  ];
}

/**
 * The lines of an entry that list major courses after their label ('主修课程: 中级财务会计、…'), as details: under a
 * training course read as a certification, they go on the school above, whose degree they were taken for.
 */
export function labelledCourses(e: Entry): Entry['bullets'] {
  const courses = (text: string) => COURSES_LABEL.test(text.split(/(?<=[:：])/u)[0]!.trim());
  return [
    ...[...e.header.slice(1), ...e.paragraphs]
      .filter((l) => courses(l.text))
      .map((l) => ({ text: l.text, lines: [l.id] })),
    ...e.bullets.filter((b) => courses(b.text)),
  ];
}
