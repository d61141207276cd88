import { describe, expect, it } from 'vitest';
import {
  SAMPLE_ROLES,
  blankResume,
  resumeSchema,
  roleSamples,
  samplePhotoDataUrl,
  sampleResume,
  sharedResumeSchema,
  TEMPLATE_IDS,
  type Resume,
} from '../src';

const all: Array<[string, () => Resume]> = [
  ['sample', sampleResume],
  ['blank', blankResume],
  ...SAMPLE_ROLES.map((r) => [r, roleSamples[r]] as [string, () => Resume]),
];

const ids = (r: Resume) => [
  r.id,
  ...r.experience.map((x) => x.id),
  ...r.projects.map((x) => x.id),
  ...r.education.map((x) => x.id),
  ...r.links.map((x) => x.id),
  ...r.custom.map((x) => x.id),
];

describe.each(all)('%s sample', (_name, make) => {
  it('passes the storage schema and the shared-link schema', () => {
    const r = make();
    expect(resumeSchema.safeParse(r).error?.issues).toBeUndefined();
    expect(sharedResumeSchema.safeParse(r).error?.issues).toBeUndefined();
  });

  it('returns fresh objects with new unique ids on every call', () => {
    const a = make();
    const b = make();
    expect(a).not.toBe(b);
    expect(a.experience).not.toBe(b.experience);
    const idsA = ids(a);
    expect(new Set(idsA).size).toBe(idsA.length);
    expect(idsA.some((id) => ids(b).includes(id))).toBe(false);
    a.skills.core.push('Mutated');
    expect(make().skills.core).not.toContain('Mutated');
  });

  it('uses a known template and no photo', () => {
    const r = make();
    expect(TEMPLATE_IDS).toContain(r.meta.templateId);
    expect(r.profile.profileImage).toBe('');
  });
});

describe('the populated developer sample', () => {
  const r = sampleResume();
  it('fills every profile field of SPEC.md except the photo', () => {
    const { profileImage, address: _a, postalCode: _p, ...rest } = r.profile;
    expect(profileImage).toBe('');
    for (const v of Object.values(rest)) expect(v).not.toBe('');
  });
  it('has a 50-500 character summary with bold and italic markup', () => {
    expect(r.summary.length).toBeGreaterThanOrEqual(50);
    expect(r.summary.length).toBeLessThanOrEqual(500);
    expect(r.summary).toMatch(/\*\*[^*]+\*\*/);
    expect(r.summary).toMatch(/(^|[^*])\*[^*]+\*([^*]|$)/);
  });
  it('has 3 jobs with 3-4 bullets and technologies, 2 projects, 2 degrees', () => {
    expect(r.experience).toHaveLength(3);
    for (const e of r.experience) {
      expect(e.bullets.length).toBeGreaterThanOrEqual(3);
      expect(e.bullets.length).toBeLessThanOrEqual(4);
      expect(e.technologies.length).toBeGreaterThan(0);
    }
    expect(r.experience[0].endDate).toBe('');
    expect(r.projects).toHaveLength(2);
    for (const p of r.projects) {
      expect(p.url).toMatch(/^https:\/\//);
      expect(p.role).not.toBe('');
      expect(p.bullets.length).toBeGreaterThan(0);
      expect(p.technologies.length).toBeGreaterThan(0);
    }
    expect(r.education).toHaveLength(2);
    for (const e of r.education) {
      expect([e.degree, e.field, e.startDate, e.endDate].every(Boolean)).toBe(true);
      expect(e.details.length).toBeGreaterThan(0);
    }
  });
  it('has skills in every category, with spoken languages, certifications, links and custom sections', () => {
    expect(r.skills.core.length).toBeGreaterThan(3);
    expect(r.skills.tools.length).toBeGreaterThan(3);
    expect(r.skills.languages).toContain('English (native)');
    expect(r.certifications.length).toBeGreaterThanOrEqual(3);
    expect(r.certifications.length).toBeLessThanOrEqual(4);
    expect(r.links).toHaveLength(2);
    expect(r.custom.map((c) => c.label)).toEqual(['Awards & Honors', 'Volunteer Experience']);
  });
});

describe('the blank sample', () => {
  it("is titled 'John Doe Resume' with sparse content and one experience with an empty bullet", () => {
    const r = blankResume();
    expect(r.meta.title).toBe('John Doe Resume');
    expect(r.profile.fullName).toBe('John Doe');
    expect(r.profile.headline).not.toBe('');
    expect(r.profile.email).not.toBe('');
    expect(r.summary).toBe('');
    expect(r.experience).toHaveLength(1);
    expect(r.experience[0].bullets).toEqual(['']);
    expect([r.projects, r.education, r.certifications, r.links, r.custom].every((l) => l.length === 0)).toBe(true);
  });
});

describe('role samples', () => {
  it('are six distinct people with content', () => {
    const people = SAMPLE_ROLES.map((role) => roleSamples[role]());
    expect(new Set(people.map((p) => p.profile.fullName)).size).toBe(6);
    expect(new Set(people.map((p) => p.profile.headline)).size).toBe(6);
    for (const p of people) {
      expect(p.summary.length).toBeGreaterThanOrEqual(50);
      expect(p.summary.length).toBeLessThanOrEqual(500);
      expect(p.experience.length).toBeGreaterThanOrEqual(2);
      expect(p.education.length).toBeGreaterThanOrEqual(1);
      expect(p.skills.core.length).toBeGreaterThan(0);
    }
  });
});

describe('samplePhotoDataUrl', () => {
  it('is a small valid PNG data URL that the schema accepts as a profile photo', () => {
    expect(samplePhotoDataUrl.length).toBeLessThan(4096);
    const m = /^data:image\/png;base64,(.+)$/.exec(samplePhotoDataUrl);
    expect(m).not.toBeNull();
    const bytes = Buffer.from(m![1], 'base64');
    expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(bytes.toString('latin1', bytes.length - 8, bytes.length - 4)).toBe('IEND');
    const r = sampleResume();
    r.profile.profileImage = samplePhotoDataUrl;
    expect(resumeSchema.safeParse(r).success).toBe(true);
  });
});
