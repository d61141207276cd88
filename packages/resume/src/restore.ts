import { DEFAULT_META, EMPTY_PROFILE, newId } from './defaults';

/**
 * Fills in what a stored, imported or link-decoded resume leaves out, so a document with only some fields still
 * becomes a complete resume shape. Nothing here validates: the caller runs the result through resumeSchema or
 * sharedResumeSchema. Unknown keys are dropped by those schemas; null counts as missing.
 */

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const objectOf = (v: unknown): Json => (isObject(v) ? withoutNulls(v) : {});
const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function withoutNulls(o: Json): Json {
  const out: Json = {};
  for (const [k, v] of Object.entries(o)) if (v !== null && v !== undefined) out[k] = v;
  return out;
}

const idOf = (v: unknown): string => (typeof v === 'string' && v.length > 0 && v.length <= 100 ? v : newId());

/** Factories, so that no two restored items share an array. */
const EMPTY_ITEMS = {
  experience: () => ({
    title: '',
    company: '',
    location: '',
    startDate: '',
    endDate: '',
    bullets: [],
    technologies: [],
  }),
  projects: () => ({ name: '', url: '', role: '', bullets: [], technologies: [] }),
  education: () => ({ school: '', degree: '', field: '', startDate: '', endDate: '', details: [] }),
  links: () => ({ label: '', url: '' }),
  custom: () => ({ label: '', bullets: [] }),
};

const items = (v: unknown, empty: () => Json): Json[] =>
  listOf(v).map((x) => {
    const item = objectOf(x);
    return { ...empty(), ...item, id: idOf(item.id) };
  });

/** A complete resume shape from a partial one: defaults for missing meta, profile fields and lists; ids kept or new. */
export function withDefaults(input: unknown): Json {
  const d = objectOf(input);
  const meta = objectOf(d.meta);
  const stamp = new Date().toISOString();
  return {
    id: idOf(d.id),
    meta: {
      ...DEFAULT_META,
      ...meta,
      pageMargins: { ...DEFAULT_META.pageMargins, ...objectOf(meta.pageMargins) },
    },
    profile: { ...EMPTY_PROFILE, ...objectOf(d.profile) },
    summary: d.summary ?? '',
    experience: items(d.experience, EMPTY_ITEMS.experience),
    projects: items(d.projects, EMPTY_ITEMS.projects),
    education: items(d.education, EMPTY_ITEMS.education),
    skills: { core: [], tools: [], languages: [], ...objectOf(d.skills) },
    certifications: d.certifications ?? [],
    links: items(d.links, EMPTY_ITEMS.links),
    custom: items(d.custom, EMPTY_ITEMS.custom),
    createdAt: typeof d.createdAt === 'string' ? d.createdAt : stamp,
    updatedAt: typeof d.updatedAt === 'string' ? d.updatedAt : stamp,
  };
}
