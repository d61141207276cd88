import type { Assigned } from './assign-pieces';
import type { Piece } from './entries';

/** How a piece is set: bold, italic. */
const styleOf = (p: Piece) => `${p.bold}|${p.italic}`;

/** A job's header pieces a line at a time, in the order they were written. */
function linesOf(pieces: readonly Piece[]): Piece[][] {
  const lines = new Map<number, Piece[]>();
  for (const p of [...pieces].sort((x, y) => x.order - y.order)) lines.set(p.line, [...(lines.get(p.line) ?? []), p]);
  return [...lines.values()];
}

/**
 * The layout the resume's jobs share, when two or more read alike: the title alone on the header's first line, the
 * employer and its place on the next in another type ('Charge Nurse, Emergency Department' in bold over 'University
 * Hospital, San Antonio, TX' in italics). A job set the same way is read the same way, however many commas its title
 * has ('Registered Nurse II, Emergency Department and Clinical Decision Unit (Observation), Night Shift'); a job set
 * with the title's line alone, right after another, is a second role at that employer (two units under one hospital's
 * line), for the user to confirm. Changes the jobs given.
 */
export function rolesLikeTheOthers(jobs: ReadonlyArray<{ pieces: readonly Piece[]; a: Assigned | undefined }>): void {
  const layout = (pieces: readonly Piece[], a: Assigned | undefined) => {
    const [first, second] = linesOf(pieces);
    if (!a || first?.length !== 1 || !second || a.first?.text !== first[0]!.text) return undefined;
    if (a.second?.line !== second[0]!.line || styleOf(first[0]!) === styleOf(second[0]!)) return undefined;
    return `${styleOf(first[0]!)}/${styleOf(second[0]!)}`;
  };
  const counts = new Map<string, number>();
  for (const { pieces, a } of jobs) {
    const l = layout(pieces, a);
    if (l) counts.set(l, (counts.get(l) ?? 0) + 1);
  }
  const [shared, count] = [...counts].sort((x, y) => y[1] - x[1])[0] ?? [];
  if (!shared || count! < 2) return;
  const [titleStyle, employerStyle] = shared.split('/');
  let before: Assigned | undefined;
  for (const { pieces, a } of jobs) {
    const [first, second, ...more] = linesOf(pieces);
    const set =
      a &&
      !layout(pieces, a) &&
      first?.length === 1 &&
      styleOf(first[0]!) === titleStyle &&
      !more.length &&
      (second ? styleOf(second[0]!) === employerStyle : !!before?.second);
    if (set) {
      a.first = first[0]!;
      if (second) {
        const [employer, ...place] = second
          .map((p) => p.text)
          .join(', ')
          .split(/,\s+/u);
        a.second = { ...second[0]!, text: employer! };
        a.place = place.length ? { ...second[0]!, text: place.join(', '), order: second[0]!.order + 0.9 } : undefined;
      } else {
        a.second = before!.second;
        a.place = before!.place;
        a.confidence = Math.min(a.confidence, 0.6);
      }
      a.after = [];
      a.unplaced = [];
    }
    before = a;
  }
}
