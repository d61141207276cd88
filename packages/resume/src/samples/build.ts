import { BLANK_ITEMS, createResume, newId } from '../defaults';
import type {
  CustomSection,
  Education,
  Experience,
  Profile,
  Project,
  Resume,
  ResumeLink,
  ResumeMeta,
  Skills,
} from '../schema';

type Draft<T> = Partial<Omit<T, 'id'>>;

/** A sample written without ids or empty fields; `buildSample` turns it into a complete resume with fresh ids. */
export interface SampleDraft {
  meta: Partial<ResumeMeta>;
  profile: Partial<Profile>;
  summary?: string;
  experience?: Draft<Experience>[];
  projects?: Draft<Project>[];
  education?: Draft<Education>[];
  skills?: Partial<Skills>;
  certifications?: string[];
  links?: Draft<ResumeLink>[];
  custom?: Omit<CustomSection, 'id'>[];
}

export function buildSample(d: SampleDraft): Resume {
  const resume = createResume({ meta: d.meta });
  resume.profile = { ...resume.profile, ...d.profile };
  resume.summary = d.summary ?? '';
  resume.experience = (d.experience ?? []).map((e) => ({ id: newId(), ...BLANK_ITEMS.experience(), ...e }));
  resume.projects = (d.projects ?? []).map((p) => ({ id: newId(), ...BLANK_ITEMS.projects(), ...p }));
  resume.education = (d.education ?? []).map((e) => ({ id: newId(), ...BLANK_ITEMS.education(), ...e }));
  resume.skills = { core: [], tools: [], languages: [], ...d.skills };
  resume.certifications = [...(d.certifications ?? [])];
  resume.links = (d.links ?? []).map((l) => ({ id: newId(), ...BLANK_ITEMS.links(), ...l }));
  resume.custom = (d.custom ?? []).map((c) => ({ id: newId(), label: c.label, bullets: [...c.bullets] }));
  return resume;
}
