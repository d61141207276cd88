import type { Resume, SkillCategory } from '../schema';
import type { Term } from './types';

/**
 * Where a missing term would count, for the user to write it in their own words: nothing here edits a resume
 * except `addTo`, the one-click 'add to skills' of a skill, tool or language, which adds the term as a new skill.
 */
export interface Suggestion {
  section: 'skills' | 'summary' | 'experience' | 'education' | 'certifications' | 'header';
  /** A job, by its id and name, whose bullets could say it. */
  entryId?: string;
  entry?: string;
  /** One click adds the term to this skills category. */
  addTo?: SkillCategory;
}

const CATEGORY: Partial<Record<Term['kind'], SkillCategory>> = {
  skill: 'core',
  phrase: 'core',
  tool: 'tools',
  language: 'languages',
};

/** The sections where a term would be read, most telling first; jobs newest first (at most three). */
export function suggestionsFor(term: Term, resume: Resume): Suggestion[] {
  const jobs = resume.experience.slice(0, 3).map((j) => ({
    section: 'experience' as const,
    entryId: j.id,
    entry: [j.title, j.company].filter(Boolean).join(', '),
  }));
  switch (term.kind) {
    case 'certification':
      return [{ section: 'certifications' }];
    case 'degree':
      return [{ section: 'education' }];
    case 'title':
      return [{ section: 'header' }, ...jobs];
    case 'experience':
      return [{ section: 'experience' }];
    default: {
      const addTo = CATEGORY[term.kind];
      const inSkills = addTo && !resume.skills[addTo].some((s) => s.toLowerCase() === term.label.toLowerCase());
      return [{ section: 'skills', ...(inSkills ? { addTo } : {}) }, { section: 'summary' }, ...jobs];
    }
  }
}
