import { DEFAULT_TEMPLATE_ID, DEFAULT_TITLE } from './constants';
import type { CustomSection, Education, Experience, Profile, Project, Resume, ResumeLink, ResumeMeta } from './schema';

/** Defaults for new resumes: DESIGN.md decision 1 (SPEC.md reading A). */
export const DEFAULT_META: ResumeMeta = {
  title: DEFAULT_TITLE,
  templateId: DEFAULT_TEMPLATE_ID,
  color: '#4338ca',
  fontFamily: 'inter',
  lineSpacing: 1.4,
  pageMargins: { top: 20, right: 20, bottom: 20, left: 20 },
};

export const EMPTY_PROFILE: Profile = {
  fullName: '',
  headline: '',
  location: '',
  phone: '',
  email: '',
  website: '',
  linkedin: '',
  github: '',
  profileImage: '',
};

/** A fresh unique id; crypto.randomUUID exists in browsers on secure origins and Node 20, with a fallback for plain http. */
export const newId = (): string => {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

const now = () => new Date().toISOString();

export function createResume(overrides: { meta?: Partial<ResumeMeta> } & Partial<Omit<Resume, 'meta'>> = {}): Resume {
  const { meta, ...rest } = overrides;
  const stamp = now();
  return {
    id: newId(),
    meta: { ...DEFAULT_META, pageMargins: { ...DEFAULT_META.pageMargins }, ...meta },
    profile: { ...EMPTY_PROFILE },
    summary: '',
    experience: [],
    projects: [],
    education: [],
    skills: { core: [], tools: [], languages: [] },
    certifications: [],
    links: [],
    custom: [],
    createdAt: stamp,
    updatedAt: stamp,
    ...rest,
  };
}

/** New list items start with a fresh id and one empty bullet; education starts with no details. */
export const newExperience = (): Experience => ({
  id: newId(),
  title: '',
  company: '',
  location: '',
  startDate: '',
  endDate: '',
  bullets: [''],
  technologies: [],
});

export const newProject = (): Project => ({
  id: newId(),
  name: '',
  url: '',
  role: '',
  bullets: [''],
  technologies: [],
});

export const newEducation = (): Education => ({
  id: newId(),
  school: '',
  degree: '',
  field: '',
  startDate: '',
  endDate: '',
  details: [],
});

export const newLink = (): ResumeLink => ({ id: newId(), label: '', url: '' });

export const newCustomSection = (label = ''): CustomSection => ({ id: newId(), label, bullets: [''] });
