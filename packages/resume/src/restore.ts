import { BLANK_ITEMS, DEFAULT_META, EMPTY_PROFILE, newId } from './defaults';

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

const items = (v: unknown, empty: () => object): Json[] =>
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
      sectionOrder: [],
      hiddenSections: [],
      ...meta,
      pageMargins: { ...DEFAULT_META.pageMargins, ...objectOf(meta.pageMargins) },
    },
    profile: { ...EMPTY_PROFILE, ...objectOf(d.profile) },
    summary: d.summary ?? '',
    experience: items(d.experience, BLANK_ITEMS.experience),
    projects: items(d.projects, BLANK_ITEMS.projects),
    education: items(d.education, BLANK_ITEMS.education),
    skills: { core: [], tools: [], languages: [], ...objectOf(d.skills) },
    certifications: d.certifications ?? [],
    links: items(d.links, BLANK_ITEMS.links),
    custom: items(d.custom, BLANK_ITEMS.custom),
    createdAt: typeof d.createdAt === 'string' ? d.createdAt : stamp,
    updatedAt: typeof d.updatedAt === 'string' ? d.updatedAt : stamp,
    skillGroups: items(d.skillGroups, BLANK_ITEMS.skillGroups),
    volunteer: items(d.volunteer, BLANK_ITEMS.volunteer),
    awards: items(d.awards, BLANK_ITEMS.awards),
    publications: items(d.publications, BLANK_ITEMS.publications),
    interests: items(d.interests, BLANK_ITEMS.interests),
    references: items(d.references, BLANK_ITEMS.references),
    ...(d.kept === undefined ? {} : { kept: d.kept }),
  };
}
