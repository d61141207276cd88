import { DEFAULT_META } from '../defaults';
import type { Resume } from '../schema';
import type { Json } from '../restore';

/**
 * The JSON that goes into a share link: no ids, timestamps or photo; no empty strings or lists; no meta value
 * equal to the default. withDefaults() restores all of it on decode. Keys keep the schema's order, which is the
 * order the dictionary expects.
 */
function strip(o: Json): Json | undefined {
  const out: Json = {};
  for (const [k, v] of Object.entries(o)) {
    if (k === 'id' || v === '' || v === undefined || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = v;
  }
  return Object.keys(out).length ? out : undefined;
}

const items = <T extends object>(list: T[]) => {
  const out = list.map((x) => strip(x as Json)).filter((x): x is Json => x !== undefined);
  return out.length ? out : undefined;
};

export function compactResume(resume: Resume): Json {
  const meta: Json = {};
  for (const [k, v] of Object.entries(resume.meta)) {
    // An empty section order or hidden list is the default (withDefaults restores it): a link leaves it out.
    if (Array.isArray(v) && v.length === 0) continue;
    // The marks an import left for its owner to check are no one else's business (issue #39).
    if (k === 'importReview') continue;
    if (k !== 'pageMargins' && v !== DEFAULT_META[k as keyof typeof DEFAULT_META]) meta[k] = v;
  }
  const margins: Json = {};
  for (const [side, v] of Object.entries(resume.meta.pageMargins)) {
    if (v !== DEFAULT_META.pageMargins[side as keyof typeof DEFAULT_META.pageMargins]) margins[side] = v;
  }
  if (Object.keys(margins).length) meta.pageMargins = margins;
  const { profileImage: _photo, ...profile } = resume.profile;
  const out: Json = {
    meta: Object.keys(meta).length ? meta : undefined,
    profile: strip(profile),
    summary: resume.summary,
    experience: items(resume.experience),
    projects: items(resume.projects),
    education: items(resume.education),
    skills: strip(resume.skills),
    certifications: resume.certifications,
    links: items(resume.links),
    custom: items(resume.custom),
    // Issue #19's lists, after the original keys (the frozen dictionary expects those first).
    skillGroups: items(resume.skillGroups),
    volunteer: items(resume.volunteer),
    awards: items(resume.awards),
    publications: items(resume.publications),
    interests: items(resume.interests),
    references: items(resume.references),
    kept: resume.kept,
  };
  return strip(out) ?? {};
}
