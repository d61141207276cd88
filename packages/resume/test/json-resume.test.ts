import { describe, expect, it } from 'vitest';
import {
  blankResume,
  fromJsonResume,
  resumeSchema,
  roleSamples,
  SAMPLE_ROLES,
  samplePhotoDataUrl,
  sampleResume,
  stripMarkup,
  toJsonResume,
  type Resume,
} from '../src';
import { content } from './helpers';

const all: Array<[string, () => Resume]> = [
  ['sample', sampleResume],
  ['blank', blankResume],
  ...SAMPLE_ROLES.map((r) => [r, roleSamples[r]] as [string, () => Resume]),
];

/** Export, serialise as a file would be, import. */
function roundTrip(r: Resume): Resume {
  const result = fromJsonResume(JSON.parse(JSON.stringify(toJsonResume(r))));
  if (!result.ok) throw new Error(result.error);
  return result.resume;
}

describe('JSON Resume round trip', () => {
  it.each(all)('keeps every field of the %s sample', (_name, make) => {
    const r = make();
    const back = roundTrip(r);
    expect(resumeSchema.safeParse(back).success).toBe(true);
    // Blank bullets are not written to JSON Resume; everything else comes back exactly.
    expect(content(back)).toEqual(content(r, { dropBlankBullets: true }));
    expect(back.createdAt).toBe(r.createdAt);
    expect(back.updatedAt).toBe(r.updatedAt);
    expect(back.id).not.toBe(r.id);
  });

  it('keeps the photo, urls as typed, usernames and custom section order', () => {
    const r = sampleResume();
    r.profile.profileImage = samplePhotoDataUrl;
    r.profile.website = 'alexmorgan.dev';
    r.profile.linkedin = 'alexmorgan';
    r.profile.github = ' https://github.com/alexmorgan ';
    r.projects[0].url = 'github.com/alexmorgan/openbudget';
    r.links[0].url = 'portfolio.example.com';
    r.custom = [
      { id: 'a', label: 'Speaking Engagements', bullets: ['Talk one', 'Talk two'] },
      { id: 'b', label: 'Honors', bullets: ['Honor'] },
      { id: 'c', label: 'Awards', bullets: ['Second awards-like section stays separate'] },
      { id: 'd', label: 'Publications', bullets: ['*Paper*, Journal (2020)'] },
      { id: 'e', label: 'Volunteer Work', bullets: ['Mentor'] },
      { id: 'f', label: 'Patents', bullets: [] },
    ];
    const json = toJsonResume(r);
    expect(json.basics?.url).toBe('https://alexmorgan.dev/');
    expect(json.basics?.profiles?.[0]).toEqual({
      network: 'LinkedIn',
      username: 'alexmorgan',
      url: 'https://www.linkedin.com/in/alexmorgan',
    });
    // Both award-like sections are written as awards, so other tools show them; markup is removed.
    expect(json.awards).toEqual([{ title: 'Honor' }, { title: 'Second awards-like section stays separate' }]);
    expect(json.publications).toEqual([{ name: 'Paper, Journal (2020)' }]);
    expect(json.volunteer).toEqual([{ summary: 'Mentor' }]);
    expect(content(roundTrip(r))).toEqual(content(r));
  });

  it('maps fields to the standard for other tools', () => {
    const r = sampleResume();
    const json = toJsonResume(r);
    expect(json.basics).toMatchObject({
      name: 'Alex Morgan',
      label: 'Senior Full-Stack Engineer',
      location: { city: 'San Francisco', region: 'CA' },
    });
    expect(json.work?.[0]).toMatchObject({ name: 'Brightwave Payments', position: 'Senior Software Engineer' });
    expect(json.work?.[0].endDate).toBeUndefined();
    expect(json.education?.[0]).toMatchObject({
      institution: 'Georgia Institute of Technology',
      area: 'Computer Science',
      studyType: 'Master of Science',
    });
    expect(json.skills).toEqual([
      { name: 'Core', keywords: r.skills.core },
      { name: 'Tools', keywords: r.skills.tools },
    ]);
    expect(json.languages?.[0]).toEqual({ language: 'English', fluency: 'native' });
    expect(json.projects?.[0]).toMatchObject({
      name: 'OpenBudget',
      roles: ['Creator & Maintainer'],
      keywords: ['TypeScript', 'React', 'IndexedDB', 'Vite'],
    });
    expect(json.certificates?.map((c) => c.name)).toEqual(r.certifications);
    // The sample's custom 'Awards' and 'Volunteering' sections (issue #20 trimmed one item from each).
    expect(json.awards).toHaveLength(2);
    expect(json.volunteer).toHaveLength(1);
    expect(json.meta?.resumey?.templateId).toBe('t01-classic');
  });

  it('keeps the content when another tool drops the meta.resumey extension', () => {
    const r = sampleResume();
    const json = toJsonResume(r);
    delete json.meta;
    const result = fromJsonResume(json);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const back = result.resume;
    expect(back.meta.title).toBe('Alex Morgan Resume');
    expect(back.meta.templateId).toBe('t01-classic');
    // Markup is not part of the standard: without Resumey's block the text comes back plain.
    const plain = content(r).experience.map((e) => ({ ...e, bullets: e.bullets.map(stripMarkup) }));
    expect(content(back).experience).toEqual(plain);
    expect(content(back).education).toEqual(content(r).education);
    expect(back.profile).toEqual({
      ...r.profile,
      linkedin: 'https://linkedin.com/in/alexmorgan',
      github: 'https://github.com/alexmorgan',
    });
    // Without Resumey's block, the custom sections' entries are what the standard says they are.
    expect(back.custom).toEqual([]);
    expect(back.awards.map((a) => a.title)).toEqual(r.custom[0].bullets.map(stripMarkup));
    expect(back.skillGroups.map((g) => [g.name, g.keywords])).toEqual([
      ['Core', r.skills.core],
      ['Tools', r.skills.tools],
    ]);
  });

  it('honours edits made in another tool over the extension', () => {
    const json = toJsonResume(sampleResume());
    json.awards = [{ title: 'New award', awarder: 'IEEE', date: '2024-05-02' }];
    json.basics!.url = 'https://new.example.com';
    const result = fromJsonResume(json);
    expect(result.ok && result.resume.awards).toEqual([
      { id: expect.any(String), title: 'New award', awarder: 'IEEE', date: '2024-05-02', summary: '' },
    ]);
    // The custom section whose entries were replaced is not brought back half-filled.
    expect(result.ok && result.resume.custom.map((c) => c.label)).toEqual(['Volunteer Experience']);
    expect(result.ok && result.resume.profile.website).toBe('https://new.example.com');
  });
});
