import { describe, expect, it } from 'vitest';
import { createResume, parseResumeFile } from '@resumey/resume';
import { exportFiles, fileBaseName } from './export-files';

describe('export files', () => {
  it('names files after the title', () => {
    expect(fileBaseName('Senior Engineer — Résumé 2025!')).toBe('senior-engineer-resume-2025');
    expect(fileBaseName('   ***  ')).toBe('resume');
  });

  it('writes both formats so that each imports back to the same resume content', () => {
    const resume = createResume({ meta: { title: 'Round Trip', templateId: 't09-creative' }, summary: 'Hello there' });
    resume.profile.fullName = 'Ada Lovelace';
    const files = exportFiles(resume);
    expect(files.resumey.name).toBe('round-trip.resumey.json');
    expect(files.jsonResume.name).toBe('round-trip.resume.json');
    for (const text of [files.resumey.text, files.jsonResume.text]) {
      const back = parseResumeFile(text);
      expect(back.ok).toBe(true);
      if (back.ok) {
        expect(back.resume.profile.fullName).toBe('Ada Lovelace');
        expect(back.resume.summary).toBe('Hello there');
        expect(back.resume.meta.templateId).toBe('t09-creative');
      }
    }
    expect(JSON.parse(files.jsonResume.text).basics.name).toBe('Ada Lovelace');
  });
});
