import { DEFAULT_TEMPLATE_ID, DEFAULT_TITLE } from './constants';
import { DEFAULT_FONT_SIZE, DEFAULT_PAGE_SIZE } from './page-setup';
import type {
  Award,
  CustomSection,
  Education,
  Experience,
  Interest,
  Profile,
  Project,
  Publication,
  Reference,
  Resume,
  ResumeLink,
  ResumeMeta,
  SkillGroup,
  Volunteer,
} from './schema';

/** Defaults for new resumes: DESIGN.md decision 1 (SPEC.md reading A). */
export const DEFAULT_META: ResumeMeta = {
  title: DEFAULT_TITLE,
  templateId: DEFAULT_TEMPLATE_ID,
  color: '#4338ca',
  fontFamily: 'inter',
  lineSpacing: 1.4,
  pageMargins: { top: 20, right: 20, bottom: 20, left: 20 },
  sectionOrder: [],
  hiddenSections: [],
  // The web app picks a new resume's page size from the browser's locale (pageSizeForLocales).
  pageSize: DEFAULT_PAGE_SIZE,
  fontSize: DEFAULT_FONT_SIZE,
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
  address: '',
  postalCode: '',
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
    // Fresh lists and margins: a caller that edits one in place must not change the defaults of every resume.
    meta: {
      ...DEFAULT_META,
      pageMargins: { ...DEFAULT_META.pageMargins },
      sectionOrder: [],
      hiddenSections: [],
      ...meta,
    },
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
    skillGroups: [],
    volunteer: [],
    awards: [],
    publications: [],
    interests: [],
    references: [],
    ...rest,
  };
}

type Blank<T> = () => Omit<T, 'id'>;

/** Every list's item with all its fields empty, without an id: the base of new, restored and imported items. */
export const BLANK_ITEMS: {
  experience: Blank<Experience>;
  projects: Blank<Project>;
  education: Blank<Education>;
  links: Blank<ResumeLink>;
  custom: Blank<CustomSection>;
  skillGroups: Blank<SkillGroup>;
  volunteer: Blank<Volunteer>;
  awards: Blank<Award>;
  publications: Blank<Publication>;
  interests: Blank<Interest>;
  references: Blank<Reference>;
} = {
  experience: () => ({
    title: '',
    company: '',
    location: '',
    startDate: '',
    endDate: '',
    bullets: [],
    technologies: [],
    url: '',
    description: '',
    summary: '',
  }),
  projects: () => ({
    name: '',
    url: '',
    role: '',
    bullets: [],
    technologies: [],
    description: '',
    startDate: '',
    endDate: '',
    entity: '',
    type: '',
  }),
  education: () => ({
    school: '',
    degree: '',
    field: '',
    startDate: '',
    endDate: '',
    details: [],
    url: '',
    score: '',
  }),
  links: () => ({ label: '', url: '', username: '' }),
  custom: () => ({ label: '', bullets: [] }),
  skillGroups: () => ({ name: '', level: '', keywords: [] }),
  volunteer: () => ({
    organization: '',
    position: '',
    url: '',
    startDate: '',
    endDate: '',
    summary: '',
    highlights: [],
  }),
  awards: () => ({ title: '', awarder: '', date: '', summary: '' }),
  publications: () => ({ name: '', publisher: '', releaseDate: '', url: '', summary: '' }),
  interests: () => ({ name: '', keywords: [] }),
  references: () => ({ name: '', reference: '' }),
};

export type ListKey = keyof typeof BLANK_ITEMS;
export const LIST_KEYS = Object.keys(BLANK_ITEMS) as ListKey[];

/** New list items start with a fresh id and one empty bullet; education starts with no details. */
export const newExperience = (): Experience => ({ id: newId(), ...BLANK_ITEMS.experience(), bullets: [''] });

export const newProject = (): Project => ({ id: newId(), ...BLANK_ITEMS.projects(), bullets: [''] });

export const newEducation = (): Education => ({ id: newId(), ...BLANK_ITEMS.education() });

export const newLink = (): ResumeLink => ({ id: newId(), ...BLANK_ITEMS.links() });

export const newCustomSection = (label = ''): CustomSection => ({ id: newId(), label, bullets: [''] });

export const newSkillGroup = (): SkillGroup => ({ id: newId(), ...BLANK_ITEMS.skillGroups() });
export const newVolunteer = (): Volunteer => ({ id: newId(), ...BLANK_ITEMS.volunteer(), highlights: [''] });
export const newAward = (): Award => ({ id: newId(), ...BLANK_ITEMS.awards() });
export const newPublication = (): Publication => ({ id: newId(), ...BLANK_ITEMS.publications() });
export const newInterest = (): Interest => ({ id: newId(), ...BLANK_ITEMS.interests() });
export const newReference = (): Reference => ({ id: newId(), ...BLANK_ITEMS.references() });
