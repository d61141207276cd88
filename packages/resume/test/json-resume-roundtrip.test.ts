import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fromJsonResume, resumeSchema, toJsonResume } from '../src';
import { JSON_RESUMES } from './fixtures/json-resumes';
import { normaliseJsonResume, leafValues } from './json-resume-normalise';

/**
 * Issue #19: JSON Resume -> Resumey -> JSON Resume keeps every value. Judged with the standard's own package: its
 * sample and examples, and its validator on every document before and after (jsonschema, as `validate` uses it).
 */
const require = createRequire(import.meta.url);
const official = require('@jsonresume/schema') as {
  validate: (doc: unknown, cb: (errors: Array<{ stack: string }> | null, ok: boolean) => void) => void;
};
const packageDir = path.dirname(require.resolve('@jsonresume/schema/package.json'));
const read = (file: string) => JSON.parse(readFileSync(path.join(packageDir, file), 'utf8')) as Record<string, unknown>;

function validationErrors(doc: unknown): string[] {
  let errors: string[] = [];
  official.validate(doc, (e) => {
    errors = (e ?? []).map((x) => x.stack);
  });
  return errors;
}

function roundTrip(doc: unknown) {
  const imported = fromJsonResume(structuredClone(doc));
  if (!imported.ok) throw new Error(imported.error);
  expect(resumeSchema.safeParse(imported.resume).success).toBe(true);
  // As a file: serialised and parsed again.
  const back = JSON.parse(JSON.stringify(toJsonResume(imported.resume))) as Record<string, unknown>;
  return { resume: imported.resume, report: imported.report!, back };
}

const documents: Array<[string, Record<string, unknown>]> = [
  ['official sample.resume.json', read('sample.resume.json')],
  ...['career-changer', 'new-grad', 'senior-engineer'].map(
    (name) => [`official example ${name}`, read(`examples/${name}.resume.json`)] as [string, Record<string, unknown>],
  ),
  ...JSON_RESUMES,
];

const table: string[] = [];
afterAll(() => {
  // The round-trip table of the issue, printed by the test run.
  console.log(['JSON Resume round trip (values back / values in the file):', ...table].join('\n'));
});

describe('JSON Resume -> Resumey -> JSON Resume', () => {
  it.each(documents)('%s: every value comes back, valid against the official schema', (name, doc) => {
    expect(validationErrors(doc)).toEqual([]);
    const { back, report } = roundTrip(doc);
    expect(validationErrors(back)).toEqual([]);
    const before = normaliseJsonResume(doc);
    const after = normaliseJsonResume(back);
    const values = leafValues(before);
    const kept = values.filter((v) => leafValues(after).includes(v)).length;
    table.push(`  ${name.padEnd(72)} ${kept}/${values.length}`);
    expect(after).toEqual(before);
    // Nothing of a valid document is reported as not imported.
    expect(report.dropped).toEqual([]);
  });

  it.each(documents)('%s: a second round trip changes nothing', (_name, doc) => {
    const first = roundTrip(doc);
    const second = roundTrip(first.back);
    const { id: _a, createdAt: _c1, ...a } = first.resume;
    const { id: _b, createdAt: _c2, ...b } = second.resume;
    const withoutIds = (r: object) => JSON.parse(JSON.stringify(r, (k, v) => (k === 'id' ? undefined : v)));
    expect(withoutIds(b)).toEqual(withoutIds(a));
  });
});

describe('the official sample lands in fields that mean the same', () => {
  const { resume: r, report } = roundTrip(read('sample.resume.json'));

  it('keeps the address, the profile usernames and the full dates in the editor', () => {
    expect(r.profile).toMatchObject({
      address: '2712 Broadway St',
      postalCode: 'CA 94115',
      location: 'San Francisco, California, US',
    });
    expect(r.links).toEqual([
      expect.objectContaining({ label: 'Twitter', username: 'neutralthoughts', url: 'https://www.twitter.com' }),
      expect.objectContaining({ label: 'SoundCloud', username: 'dandymusicnl' }),
    ]);
    expect(r.experience[0]).toMatchObject({
      company: 'Pied Piper',
      url: 'http://piedpiper.example.com',
      description: 'Awesome compression company',
      startDate: '2013-12-01',
      endDate: '2014-12-01',
    });
    expect(r.experience[0].summary).toMatch(/^Pied Piper is a multi-platform/);
    expect(r.experience[0].bullets).toHaveLength(3);
    expect(r.education[0]).toMatchObject({ url: 'https://www.ou.edu/', score: '4.0', degree: 'Bachelor' });
    expect(r.projects[0]).toMatchObject({
      description: 'A mapping engine that misguides you',
      startDate: '2016-08-24',
      entity: 'Smoogle',
      type: 'application',
      role: 'Team lead, Designer',
    });
  });

  it('keeps skill groups with their names and levels, and the structured sections', () => {
    expect(r.skills.core).toEqual([]);
    expect(r.skillGroups.map(({ id: _id, ...g }) => g)).toEqual([
      { name: 'Web Development', level: 'Master', keywords: ['HTML', 'CSS', 'Javascript'] },
      { name: 'Compression', level: 'Master', keywords: ['Mpeg', 'MP4', 'GIF'] },
    ]);
    expect(r.volunteer[0]).toMatchObject({ organization: 'CoderDojo', highlights: ["Awarded 'Teacher of the Month'"] });
    expect(r.awards[0]).toMatchObject({ title: 'Digital Compression Pioneer Award', date: '2014-11-01' });
    expect(r.publications[0]).toMatchObject({ name: 'Video compression for 3d media', publisher: 'Hooli' });
    expect(r.interests[0]).toMatchObject({ name: 'Wildlife', keywords: ['Ferrets', 'Unicorns'] });
    expect(r.references[0]).toMatchObject({ name: 'Erlich Bachman' });
    expect(r.custom).toEqual([]);
  });

  it('reports where everything went and what is kept but not displayed', () => {
    expect(report.format).toBe('json-resume');
    expect(report.placed).toContainEqual({ part: 'volunteer', count: 1 });
    expect(report.placed).toContainEqual({ part: 'skillGroups', count: 2 });
    expect(report.placed[0]).toMatchObject({ part: 'profile', fields: expect.arrayContaining(['fullName', 'email']) });
    expect(report.kept).toContainEqual({ code: 'canonical' });
    expect(report.dropped).toEqual([]);
  });
});
