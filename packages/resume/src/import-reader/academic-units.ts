import type { Assigned } from './assign-pieces';
import type { Piece } from './entries';
import { schoolScore } from './lexicon';

// An academic appointment names its unit and the university it is part of ('Postdoctoral Fellow, Population Studies
// Center, University of Michigan'): the university is the employer, the unit goes with the title (as 'Peer Tutor,
// Writing Center' at 'University of La Verne' reads).

/** A university's unit: its department, school or faculty, or a center, institute, laboratory or group. */
const UNIT =
  /^(?:(?:department|school|faculty|college|division|institute) of\s.+|.+\s(?:center|centre|institute|laboratory|lab|group))$/iu;
const UNIVERSITY = (text: string) => schoolScore(text) > 0 && /universit|college|institute of technology/iu.test(text);

/** Jobs read as a title at a unit, the unit's university left over, read as the university's. Changes the jobs. */
export function unitsOfUniversities(jobs: Assigned[]): void {
  for (const a of jobs) {
    if (!a.first || !a.second || !UNIT.test(a.second.text) || UNIVERSITY(a.second.text)) continue;
    const pieces: Piece[] = [...(a.after ?? []), ...(a.unplaced ?? []), ...(a.place ? [a.place] : [])];
    const university = pieces.find((p) => UNIVERSITY(p.text));
    if (!university) continue;
    a.first = { ...a.first, text: `${a.first.text}, ${a.second.text}` };
    a.second = university;
    a.after = a.after?.filter((p) => p !== university);
    a.unplaced = a.unplaced?.filter((p) => p !== university);
    if (a.place === university) a.place = undefined;
  }
}
