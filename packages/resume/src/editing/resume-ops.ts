import { LIST_KEYS, newId } from '../defaults';
import { idMapOf, rekeyImportMarks } from './import-review';
import type { Resume } from '../schema';

/** The same resume with a new id for itself and every list item (import, duplicate, link decoding). */
export function reassignIds(resume: Resume): Resume {
  const out: Resume = { ...resume, id: newId() };
  for (const key of LIST_KEYS) {
    (out[key] as Array<{ id: string }>) = resume[key].map((x) => ({ ...x, id: newId() }));
  }
  // An import's marks name fields by their item ids: they follow the new ones.
  return rekeyImportMarks(out, idMapOf(resume, out));
}

/** A deep copy: no array or object is shared with the original. */
export const cloneResume = (resume: Resume): Resume => structuredClone(resume);

/** A copy with new ids and timestamps, titled '{title} (Copy)' unless a title is given. */
export function duplicateResume(resume: Resume, title = `${resume.meta.title} (Copy)`): Resume {
  const stamp = new Date().toISOString();
  const copy = reassignIds(cloneResume(resume));
  return { ...copy, meta: { ...copy.meta, title: title.slice(0, 200) }, createdAt: stamp, updatedAt: stamp };
}

/** Rename and update refresh updatedAt (SPEC.md section 4). */
export const touch = (resume: Resume, at: Date = new Date()): Resume => ({ ...resume, updatedAt: at.toISOString() });

/** The counts shown on the editor tabs. */
export const sectionCounts = (resume: Resume) => ({
  experience: resume.experience.length,
  projects: resume.projects.length,
  education: resume.education.length,
  certifications: resume.certifications.length,
  custom: resume.custom.length,
  skills: resume.skills.core.length + resume.skills.tools.length + resume.skills.languages.length,
});
