import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES, parseResumeFile, sampleResume, toJsonResume } from '../src';
import { content } from './helpers';

describe('parseResumeFile', () => {
  it('reads a Resumey file as exported', () => {
    const r = sampleResume();
    const result = parseResumeFile(JSON.stringify(r, null, 2));
    expect(result).toMatchObject({ ok: true, resume: r, report: { format: 'resumey', kept: [], dropped: [] } });
  });

  it('reads a Resumey file saved before the fields of issue #19 existed', () => {
    const {
      skillGroups: _g,
      volunteer: _v,
      awards: _a,
      publications: _p,
      interests: _i,
      references: _r,
      ...old
    } = sampleResume();
    const legacy = JSON.parse(
      JSON.stringify(old, (k, v) => (['url', 'score'].includes(k) && v === '' ? undefined : v)),
    );
    const result = parseResumeFile(JSON.stringify(legacy));
    expect(result.ok && result.resume.awards).toEqual([]);
    expect(result.ok && result.resume.education[0].score).toBe('');
  });

  it('fills missing optional fields of a Resumey file from defaults', () => {
    const result = parseResumeFile(
      JSON.stringify({
        meta: { title: 'Old export', templateId: 't06-two-column' },
        profile: { fullName: 'Ada' },
        experience: [{ title: 'Engineer', bullets: ['Built things'] }],
        links: [{ label: 'Site', url: 'https://ada.example.com', id: null }],
        skills: { core: ['Math'] },
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const r = result.resume;
    expect(r.meta).toMatchObject({
      title: 'Old export',
      templateId: 't06-two-column',
      fontFamily: 'inter',
      lineSpacing: 1.4,
    });
    expect(r.meta.pageMargins).toEqual({ top: 20, right: 20, bottom: 20, left: 20 });
    expect(r.profile).toMatchObject({ fullName: 'Ada', email: '', profileImage: '' });
    expect(r.experience[0]).toMatchObject({
      title: 'Engineer',
      company: '',
      bullets: ['Built things'],
      technologies: [],
    });
    expect(r.experience[0].id).toBeTruthy();
    expect(r.links[0].id).toBeTruthy();
    expect(r.skills).toEqual({ core: ['Math'], tools: [], languages: [] });
    expect(r.custom).toEqual([]);
  });

  it('explains what is wrong with an invalid Resumey file', () => {
    const bad = { meta: { fontFamily: 'comic-sans' }, profile: {} };
    const result = parseResumeFile(JSON.stringify(bad));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^This Resumey file is invalid: meta\.fontFamily: /);
    const wrongType = parseResumeFile(JSON.stringify({ meta: {}, profile: {}, summary: 42 }));
    expect(!wrongType.ok && wrongType.error).toMatch(/^This Resumey file is invalid: summary: /);
  });

  it('reads a JSON Resume file', () => {
    const r = sampleResume();
    const result = parseResumeFile(JSON.stringify(toJsonResume(r)));
    expect(result.ok && content(result.resume)).toEqual(content(r));
  });

  it('accepts a byte-order mark', () => {
    expect(parseResumeFile('\uFEFF' + JSON.stringify({ basics: { name: 'Ada' } })).ok).toBe(true);
  });

  it.each([
    ['not JSON', 'hello', FILE_MESSAGES.notJson],
    ['truncated JSON', '{"meta": {', FILE_MESSAGES.notJson],
    ['an empty file', '', FILE_MESSAGES.notJson],
    ['an array', '[1,2,3]', FILE_MESSAGES.unknownFormat],
    ['a string', '"resume"', FILE_MESSAGES.unknownFormat],
    ['null', 'null', FILE_MESSAGES.unknownFormat],
    ['another JSON format', '{"name":"package","version":"1.0.0"}', FILE_MESSAGES.unknownFormat],
    ['a huge file', ' '.repeat(5 * 1024 * 1024 + 1), FILE_MESSAGES.tooLarge],
  ])('refuses %s with a clear message', (_what, text, error) => {
    expect(parseResumeFile(text)).toEqual({ ok: false, error });
  });

  it('has readable messages', () => {
    expect(FILE_MESSAGES.unknownFormat).toBe('This file is not a Resumey or JSON Resume file.');
    expect(parseResumeFile(undefined)).toEqual({ ok: false, error: FILE_MESSAGES.unknownFormat });
  });

  it('is not fooled by prototype-pollution keys', () => {
    const text =
      '{"__proto__":{"polluted":true},"meta":{"__proto__":{"polluted":true}},"profile":{"constructor":{"prototype":{"polluted":true}}}}';
    const result = parseResumeFile(text);
    expect(result.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(result.ok && Object.keys(result.resume.meta)).not.toContain('__proto__');
  });
});
