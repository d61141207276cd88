import { LIST_KEYS } from '../defaults';
import type { Resume } from '../schema';

/**
 * The marks an import leaves on fields it read with low confidence (issue #39: meta.importReview), kept with the
 * resume until the user confirms or edits each field. Keys name fields as the editor's edits do
 * ('profile.phone', 'experience.{id}.title'); a job's or school's dates are one mark ('experience.{id}.dates')
 * whichever of its date fields is edited.
 */

/** The mark an edit answers: 'experience.{id}.startDate' -> 'experience.{id}.dates'. */
export const markKeyOf = (editKey: string): string => editKey.replace(/\.(?:startDate|endDate|datesText)$/, '.dates');

/** The resume without the mark for `key` (confirmed or edited); the same object when there is none. */
export function clearImportMark(resume: Resume, editKey: string): Resume {
  const review = resume.meta.importReview;
  const key = markKeyOf(editKey);
  if (!review?.marks.some((m) => m.key === key)) return resume;
  const marks = review.marks.filter((m) => m.key !== key);
  const meta = { ...resume.meta, importReview: marks.length ? { ...review, marks } : undefined };
  if (!marks.length) delete meta.importReview;
  return { ...resume, meta };
}

/** Item ids of `before` to those of `after`, list by list, by position (reassignIds keeps the order). */
export function idMapOf(before: Resume, after: Resume): Map<string, string> {
  const map = new Map<string, string>();
  for (const key of LIST_KEYS) {
    (before[key] as Array<{ id: string }>).forEach((item, i) => {
      const other = (after[key] as Array<{ id: string }>)[i];
      if (other) map.set(item.id, other.id);
    });
  }
  return map;
}

/** A field key with its item id replaced through `map` ('experience.{old}.title' -> 'experience.{new}.title'). */
export const rekey = (key: string, map: ReadonlyMap<string, string>): string =>
  key.replace(/^([a-zA-Z]+)\.([^.]+)/, (whole, section: string, id: string) =>
    map.has(id) ? `${section}.${map.get(id)}` : whole,
  );

/** The resume with its marks' keys following new item ids. */
export function rekeyImportMarks(resume: Resume, map: ReadonlyMap<string, string>): Resume {
  const review = resume.meta.importReview;
  if (!review) return resume;
  const marks = review.marks.map((m) => ({ ...m, key: rekey(m.key, map) }));
  return { ...resume, meta: { ...resume.meta, importReview: { ...review, marks } } };
}

/** The resume as others may see it: without the marks, which are its owner's notes (shares, public pages). */
export function withoutImportReview(resume: Resume): Resume {
  if (!resume.meta.importReview) return resume;
  const meta = { ...resume.meta };
  delete meta.importReview;
  return { ...resume, meta };
}
