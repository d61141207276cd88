import { describe, expect, it } from 'vitest';
import { completeResume, createResume, newExperience, resumeToText, sampleResume, stripMarkup } from '../src';
import { exportedValues } from './export-values';

describe('plain-text export (.txt)', () => {
  it('starts with the name, headline and contact line of the sample resume', () => {
    const text = resumeToText(sampleResume());
    expect(text.split('\n').slice(0, 6)).toEqual([
      'Alex Morgan',
      'Senior Full-Stack Engineer',
      'San Francisco, CA | (415) 555-0142 | alex.morgan@example.com | https://alexmorgan.dev | linkedin.com/in/alexmorgan | github.com/alexmorgan',
      '',
      'SUMMARY',
      stripMarkup(sampleResume().summary),
    ]);
  });

  it('puts headings in capitals with a blank line before each, in resume order', () => {
    const r = completeResume();
    const lines = resumeToText(r).split('\n');
    const headings = lines.filter(
      (l, i) => i > 0 && lines[i - 1] === '' && l === l.toLocaleUpperCase() && /[A-Z]/.test(l),
    );
    expect(headings).toEqual([
      'SUMMARY',
      'EXPERIENCE',
      'PROJECTS',
      'EDUCATION',
      'SKILLS',
      'CERTIFICATIONS',
      'VOLUNTEER',
      'AWARDS',
      'PUBLICATIONS',
      'INTERESTS',
      'REFERENCES',
      'LINKS',
      ...r.custom.map((c) => c.label.toLocaleUpperCase()),
    ]);
  });

  it('writes every bullet as a "- " line with markup removed', () => {
    const r = completeResume();
    const text = resumeToText(r);
    const bullets = text.split('\n').filter((l) => l.startsWith('- '));
    expect(bullets).toEqual(
      [
        ...r.experience.flatMap((e) => e.bullets),
        ...r.projects.flatMap((p) => p.bullets),
        ...r.education.flatMap((e) => e.details),
        ...r.certifications,
        ...r.volunteer.flatMap((v) => v.highlights),
        ...r.interests.map((i) => `${i.name}: ${i.keywords.join(', ')}`),
        ...r.custom.flatMap((c) => c.bullets),
      ].map((b) => `- ${stripMarkup(b)}`),
    );
    expect(text).not.toMatch(/\*\*|__/);
    expect(text).toContain('Full-stack engineer with 8+ years of experience');
  });

  it('contains every value of the resume, addresses as typed', () => {
    const r = completeResume();
    const text = resumeToText(r);
    // Custom section labels are written in capitals, as headings (checked above).
    const labels = new Set(r.custom.map((c) => c.label));
    expect(exportedValues(r, 'raw').filter((v) => !labels.has(v) && !text.includes(v))).toEqual([]);
    expect(text).toContain('Senior Software Engineer, Brightwave Payments | San Francisco, CA | Mar 2021 – Present');
  });

  it('leaves out sections with only blank items', () => {
    const r = createResume({ experience: [newExperience()] });
    r.profile.fullName = 'Jo Blank';
    expect(resumeToText(r)).toBe('Jo Blank\n');
  });
});
