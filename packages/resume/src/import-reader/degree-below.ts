import type { Assigned } from './assign-pieces';
import { degreeNotes, withoutGrade } from './degree-words';
import type { Entry, Piece } from './entries';
import { degreeScore } from './lexicon';

/**
 * A school's header without a degree takes the line under it when that names one, short as a name is ('Факультет
 * журналистики, Журналистика' under the university, as Russian job sites print it).
 */
export function withDegreeBelow(e: Entry, a: Assigned): [Entry, Assigned] {
  // The line under it, or its only item when that comes first: a line set further in than the dates column reads as
  // one (and a detail may follow it: 'Сертифікати: …').
  const only = e.bullets.length === 1 ? e.bullets[0] : undefined;
  const item = only && !(e.paragraphs[0] && e.paragraphs[0].id < only.lines[0]!) ? only : undefined;
  const text = item?.text ?? e.paragraphs[0]?.text;
  const line = item?.lines[0] ?? e.paragraphs[0]?.id;
  // (Counted without the grade and honours after it: 'Bachelor of Science in Mechanical Engineering, cum laude – GPA
  // 3.6/4.0'.)
  const named = text && degreeNotes(withoutGrade(text)).degree.replace(/[\s,;–—-]+$/u, '');
  if (a.second || !a.first || !named || line === undefined || named.split(/\s+/).length > 8 || !degreeScore(named))
    return [e, a];
  // (What the line says after the degree stays a detail of the school: 'cum laude – GPA 3.6/4.0'.)
  const said = text.startsWith(named) ? text.slice(named.length).replace(/^[\s,;–—-]+/u, '') : '';
  const paragraph = e.paragraphs[0];
  const rest =
    !item && said && paragraph ? [{ ...paragraph, text: said, parts: [{ ...paragraph.parts[0]!, text: said }] }] : [];
  const second: Piece = { text: said ? named : text, line, bold: false, italic: false, order: 1 };
  return [item ? { ...e, bullets: [] } : { ...e, paragraphs: [...rest, ...e.paragraphs.slice(1)] }, { ...a, second }];
}
