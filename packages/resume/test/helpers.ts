import type { Resume } from '../src';

/** A resume without ids and timestamps, for comparing content after a round trip. */
export function content(r: Resume, { dropBlankBullets = false } = {}) {
  const bullets = (list: string[]) => (dropBlankBullets ? list.filter((b) => b.trim() !== '') : list);
  return {
    meta: r.meta,
    profile: r.profile,
    summary: r.summary,
    experience: r.experience.map(({ id: _id, ...x }) => ({ ...x, bullets: bullets(x.bullets) })),
    projects: r.projects.map(({ id: _id, ...x }) => ({ ...x, bullets: bullets(x.bullets) })),
    education: r.education.map(({ id: _id, ...x }) => ({ ...x, details: bullets(x.details) })),
    skills: r.skills,
    certifications: r.certifications,
    links: r.links.map(({ id: _id, ...x }) => x),
    custom: r.custom.map(({ id: _id, ...x }) => ({ ...x, bullets: bullets(x.bullets) })),
    skillGroups: r.skillGroups.map(({ id: _id, ...x }) => x),
    volunteer: r.volunteer.map(({ id: _id, ...x }) => ({ ...x, highlights: bullets(x.highlights) })),
    awards: r.awards.map(({ id: _id, ...x }) => x),
    publications: r.publications.map(({ id: _id, ...x }) => x),
    interests: r.interests.map(({ id: _id, ...x }) => x),
    references: r.references.map(({ id: _id, ...x }) => x),
    kept: r.kept,
  };
}

/** A small seeded PRNG (mulberry32), so fuzz failures can be reproduced. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
