import { describe, expect, it } from 'vitest';
import { fromJsonResume, resumeSchema, type Resume } from '../src';
import { rng } from './helpers';
import { richard } from './fixtures/wild-richard';

function imported(doc: unknown): Resume {
  const result = fromJsonResume(doc);
  if (!result.ok) throw new Error(result.error);
  expect(resumeSchema.safeParse(result.resume).success).toBe(true);
  return result.resume;
}

describe('JSON Resume documents from the wild', () => {
  it('imports a full document with ISO dates, extra fields and every section', () => {
    const result = fromJsonResume(richard);
    const r = imported(richard);
    expect(r.meta.title).toBe('Richard Hendriks Resume');
    expect(r.meta.templateId).toBe('t01-classic');
    expect(r.profile).toMatchObject({
      fullName: 'Richard Hendriks',
      headline: 'Programmer',
      website: 'http://richardhendricks.example.com',
      location: 'San Francisco, California, US',
      address: '2712 Broadway St',
      postalCode: 'CA 94115',
      linkedin: 'https://www.linkedin.com/in/richardhendriks',
      profileImage: '',
    });
    expect(r.kept?.imageUrl).toBe('https://example.com/richard.jpg');
    expect(r.links).toEqual([
      { id: expect.any(String), label: 'Twitter', url: '', username: 'neutralthoughts' },
      {
        id: expect.any(String),
        label: 'SoundCloud',
        url: 'https://soundcloud.example.com/dandymusicnl',
        username: 'dandymusicnl',
      },
    ]);
    expect(r.experience[0]).toMatchObject({
      title: 'CEO/President',
      company: 'Pied Piper',
      location: 'Palo Alto, CA',
      startDate: '2013-12-01',
      endDate: '2014-12-01',
      description: 'Awesome compression company',
      url: 'http://piedpiper.example.com',
    });
    expect(r.experience[0].summary).toMatch(/^Pied Piper is a multi-platform/);
    expect(r.experience[0].bullets).toHaveLength(2);
    expect(r.education[0]).toMatchObject({
      school: 'University of Oklahoma',
      degree: 'Bachelor',
      field: 'Information Technology',
      startDate: '2011-06-01',
      endDate: '2014-01-01',
      score: '4.0',
      details: ['DB1101 - Basic SQL', 'CS2011 - Java Introduction'],
    });
    expect(r.skills.core).toEqual([]);
    expect(r.skillGroups.map((g) => [g.name, g.level, g.keywords])).toEqual([
      ['Web Development', 'Master', ['HTML', 'CSS', 'Javascript']],
      ['Compression', 'Master', ['Mpeg', 'MP4', 'GIF']],
      ['DevOps tools', '', ['Docker']],
    ]);
    expect(r.skills.languages).toEqual(['English (Native speaker)']);
    expect(r.certifications).toEqual(['Certified Kubernetes Administrator – CNCF']);
    expect(r.kept?.certificates?.[0]).toMatchObject({ date: '2021-11-07', url: 'https://example.com' });
    expect(r.projects[0]).toMatchObject({
      name: 'Miss Direction',
      url: 'missdirection.example.com',
      role: 'Team lead, Designer',
      technologies: ['GoogleMaps', 'Chrome Extension'],
      description: 'A mapping engine that misguides you',
      bullets: ['Won award at AIHacks 2016'],
    });
    expect(r.custom).toEqual([]);
    expect(r.volunteer.map((v) => v.organization)).toEqual(['CoderDojo']);
    expect(r.awards.map((a) => a.awarder)).toEqual(['Techcrunch']);
    expect(r.publications.map((p) => p.releaseDate)).toEqual(['2014-10-01']);
    expect(r.interests.map((i) => i.keywords)).toEqual([['Ferrets', 'Unicorns']]);
    expect(r.references.map((x) => x.name)).toEqual(['Erlich Bachman']);
    // The one property the standard does not define is named in the summary.
    expect(result.ok && result.report?.dropped).toEqual([{ code: 'not-json-resume', path: 'extraTopLevel' }]);
  });

  it('imports a minimal document', () => {
    const r = imported({ basics: { name: 'Ada' } });
    expect(r.profile.fullName).toBe('Ada');
    expect(r.experience).toEqual([]);
    expect(r.meta.title).toBe('Ada Resume');
    expect(imported({ work: [] }).meta.title).toBe('My New Resume');
  });

  it('accepts older and looser shapes: company, gpa, year-only dates, string location, data-URL photo', () => {
    const photo = 'data:image/png;base64,iVBORw0KGgo=';
    const r = imported({
      basics: { name: 'Old Style', location: 'Berlin, Germany', image: photo, website: 'https://old.example.com' },
      work: [{ company: 'Initech', position: 'Engineer', startDate: '2015', endDate: 'Present' }],
      education: [{ institution: 'MIT', gpa: '3.9/4.0', startDate: 'Sep 2010', endDate: '2014-05-20T00:00:00Z' }],
      skills: [{ name: 'Rust' }, { name: 'Go', level: 'Expert' }],
      languages: [{ name: 'German', level: 'C1' }, { language: 'French' }],
    });
    expect(r.profile).toMatchObject({
      location: 'Berlin, Germany',
      profileImage: photo,
      website: 'https://old.example.com',
    });
    expect(r.experience[0]).toMatchObject({ company: 'Initech', startDate: '2015', endDate: '' });
    expect(r.education[0]).toMatchObject({ startDate: '2010-09', endDate: '2014-05-20', score: '3.9/4.0' });
    expect(r.skillGroups.map((g) => [g.name, g.level])).toEqual([
      ['Rust', ''],
      ['Go', 'Expert'],
    ]);
    expect(r.skills.languages).toEqual(['German (C1)', 'French']);
  });

  it('reads junk values as empty instead of failing', () => {
    const r = imported({
      basics: { name: 42, label: ['x'], email: null, profiles: 'nope', location: 7 },
      work: [null, 1, 'text', { position: { nested: true }, highlights: 'not a list', startDate: 'garbage' }, []],
      education: 'not a list',
      skills: [{ keywords: [1, null, 'TS', { a: 1 }] }],
      projects: { 0: 'object, not array' },
      meta: {
        resumey: {
          fontFamily: 'comic-sans',
          lineSpacing: 9,
          color: 'red',
          templateId: 't09-creative',
          custom: 'x',
          urls: [[1, 2]],
        },
      },
    });
    expect(r.profile.fullName).toBe('42');
    expect(r.profile.headline).toBe('');
    expect(r.experience).toHaveLength(5);
    expect(r.experience[3]).toMatchObject({ title: '', bullets: [], startDate: '' });
    expect(r.education).toEqual([]);
    expect(r.skillGroups[0].keywords).toEqual(['1', 'TS']);
    expect(r.projects).toEqual([]);
    expect(r.meta).toMatchObject({
      fontFamily: 'inter',
      lineSpacing: 1.4,
      color: '#4338ca',
      templateId: 't09-creative',
    });
  });

  it('cuts oversized values to the limits of the schema', () => {
    const r = imported({
      basics: { name: 'N'.repeat(1000), summary: 'S'.repeat(20000) },
      work: Array.from({ length: 500 }, (_, i) => ({
        name: `Company ${i}`,
        highlights: Array(300).fill('h'.repeat(9000)),
      })),
      skills: [{ keywords: Array.from({ length: 1000 }, (_, i) => `skill ${i}`) }],
    });
    expect(r.profile.fullName).toHaveLength(200);
    expect(r.summary).toHaveLength(5000);
    expect(r.experience).toHaveLength(100);
    expect(r.experience[0].bullets).toHaveLength(100);
    expect(r.experience[0].bullets[0]).toHaveLength(5000);
    expect(r.skillGroups[0].keywords).toHaveLength(100);
  });

  it.each([null, undefined, 42, 'resume', [], [{ basics: {} }], {}, { name: 'no known section' }, true])(
    'refuses %j with a clear message',
    (doc) => {
      expect(fromJsonResume(doc)).toEqual({ ok: false, error: 'This file is not a JSON Resume document.' });
    },
  );

  it('never throws on random documents', () => {
    const random = rng(7);
    const junk = (depth: number): unknown => {
      const pick = Math.floor(random() * 8);
      if (depth > 3 || pick === 0) return null;
      if (pick === 1) return random() * 1e6;
      if (pick === 2) return 'x'.repeat(Math.floor(random() * 20));
      if (pick === 3) return random() > 0.5;
      if (pick === 4) return Array.from({ length: Math.floor(random() * 4) }, () => junk(depth + 1));
      const keys = [
        'basics',
        'work',
        'name',
        'highlights',
        'startDate',
        'profiles',
        'meta',
        'resumey',
        'keywords',
        'url',
      ];
      return Object.fromEntries(keys.filter(() => random() > 0.5).map((k) => [k, junk(depth + 1)]));
    };
    for (let i = 0; i < 2000; i++) {
      const doc = { basics: junk(0), work: junk(0), skills: junk(0), meta: { resumey: junk(0) }, projects: junk(0) };
      const result = fromJsonResume(doc);
      if (result.ok) expect(resumeSchema.safeParse(result.resume).success).toBe(true);
      else expect(result.error).toBeTruthy();
    }
  });
});
