import { cleanup, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  blankResume,
  createResume,
  newCustomSection,
  newEducation,
  newExperience,
  newProject,
  sampleResume,
  samplePhotoDataUrl,
  type Resume,
} from '@resumey/resume';
import { failOnConsoleError, headingTexts, renderTemplate, TEMPLATE_IDS } from './helpers';

afterEach(cleanup);
failOnConsoleError();

const withProfile = (resume: Resume, profile: Partial<Resume['profile']>): Resume => ({
  ...resume,
  profile: { ...resume.profile, ...profile },
});

// Which of photo, initials or icon to draw is Avatar's (blocks.test.tsx); each template must draw an Avatar for the
// photo, and for the initials when there is none ('shows certifications and each custom section' below).
describe('photo', () => {
  it.each(TEMPLATE_IDS)('%s shows the photo when there is one', (id) => {
    const { container } = renderTemplate(id, withProfile(sampleResume(), { profileImage: samplePhotoDataUrl }));
    expect(container.querySelector('img')?.getAttribute('src')).toBe(samplePhotoDataUrl);
  });
});

describe('empty sections are absent', () => {
  it.each(TEMPLATE_IDS)('%s has no projects, certifications or summary heading when those are empty', (id) => {
    const resume: Resume = { ...sampleResume(), projects: [], certifications: [], summary: '  ' };
    const { container } = renderTemplate(id, resume);
    const headings = headingTexts(container).map((h) => h.toLowerCase());
    expect(headings.some((h) => h.includes('project') || h.includes('initiative') || h.includes('selected work'))).toBe(
      false,
    );
    expect(headings.some((h) => h.includes('certification'))).toBe(false);
    expect(headings.some((h) => /summary|profile|about/.test(h))).toBe(false);
  });

  it.each(TEMPLATE_IDS)(
    '%s draws a brand-new resume (all blank) with no section headings but its fixed blocks',
    (id) => {
      const { container } = renderTemplate(id, createResume());
      const headings = headingTexts(container);
      const fixed = { 't10-academic': ['Publications & Awards'], 't14-grid-focus': ['Quick Stats'] }[id] ?? [];
      expect(headings).toEqual(fixed);
      expect(container.querySelector('h1')).toBeNull();
    },
  );

  it.each(TEMPLATE_IDS)('%s draws nothing for items the user added but left blank', (id) => {
    const plain = renderTemplate(id, sampleResume()).container.innerHTML;
    cleanup();
    const resume = sampleResume();
    resume.experience.push({ ...newExperience() });
    resume.projects.push(newProject());
    resume.education.push(newEducation());
    resume.custom.push(newCustomSection('Patents'));
    resume.certifications.push('  ');
    resume.skills.core.push('');
    expect(renderTemplate(id, resume).container.innerHTML).toBe(plain);
  });
});

describe('blank bullets and degree joining', () => {
  const resume = (): Resume => {
    const r = sampleResume();
    r.experience[0]!.bullets = ['First real bullet', '', '   ', 'Second real bullet'];
    r.education = [{ ...r.education[0]!, degree: 'BSc', field: 'Physics', details: ['', 'Dean’s list'] }];
    return r;
  };

  it.each(TEMPLATE_IDS)('%s skips blank bullets and joins degree and field with " in "', (id) => {
    const { container } = renderTemplate(id, resume());
    const items = Array.from(container.querySelectorAll('li:not([aria-hidden])')).map((li) =>
      (li.textContent ?? '').trim(),
    );
    expect(items.some((t) => t.endsWith('First real bullet'))).toBe(true);
    // Every list item has text beyond its bullet character.
    expect(items.every((t) => t.replace(/^[•·▪▸►›→—–◆✓-]\s*/u, '') !== '')).toBe(true);
    expect(container.textContent).toContain('BSc in Physics');
  });
});

describe('fixed blocks of particular layouts', () => {
  it('Tech Minimal heads its sections with "$ section" prompts', () => {
    const { container } = renderTemplate('t07-tech-minimal', sampleResume());
    const headings = headingTexts(container);
    expect(headings).toContain('$ experience');
    expect(headings).toContain('$ projects');
    expect(headings).toContain('$ education');
    expect(headings.every((h) => h.startsWith('$ '))).toBe(true);
  });

  it('Grid Focus counts roles, projects and degrees in Quick Stats', () => {
    const r = sampleResume();
    const { container } = renderTemplate('t14-grid-focus', r);
    const stats = within(container.querySelector('section[aria-labelledby="quick-stats"]') as HTMLElement);
    expect(stats.getByText('Quick Stats')).toBeTruthy();
    const value = (key: string) => container.querySelector(`[data-stat="${key}"] dd`)?.textContent;
    expect(value('roles')).toBe(String(r.experience.length));
    expect(value('projects')).toBe(String(r.projects.length));
    expect(value('degrees')).toBe(String(r.education.length));
  });

  it('Grid Focus counts only filled-in items', () => {
    const { container } = renderTemplate('t14-grid-focus', blankResume());
    const value = (key: string) => container.querySelector(`[data-stat="${key}"] dd`)?.textContent;
    expect([value('roles'), value('projects'), value('degrees')]).toEqual(['1', '0', '0']);
    expect(container.querySelector('[data-stat="roles"] dt')?.textContent).toBe('Role');
  });

  it("Academic gathers the user's publication and award sections into that block", () => {
    const r = sampleResume();
    r.custom = [
      { ...newCustomSection('Publications'), bullets: ['Doe J. "A paper." Journal 1 (2024).'] },
      { ...newCustomSection('Volunteer Experience'), bullets: ['Mentor'] },
    ];
    const { container } = renderTemplate('t10-academic', r);
    const block = Array.from(container.querySelectorAll('section')).find((s) =>
      s.querySelector('h2')?.textContent?.includes('Publications & Awards'),
    )!;
    expect(block.textContent).toContain('A paper.');
    expect(block.textContent).not.toContain('available on request');
    expect(block.textContent).not.toContain('Mentor');
    expect(headingTexts(container)).toContain('Volunteer Experience');
  });

  it('Academic always has its Publications & Awards block', () => {
    for (const resume of [sampleResume(), blankResume(), createResume()]) {
      const { container, unmount } = renderTemplate('t10-academic', resume);
      expect(headingTexts(container)).toContain('Publications & Awards');
      unmount();
    }
  });
});

describe('certifications and custom sections', () => {
  // Decision: every template shows them when filled (SPEC.md requires t01, t21 and t22).
  it.each(TEMPLATE_IDS)('%s shows certifications and each custom section, and the initials without a photo', (id) => {
    const r = withProfile(sampleResume(), { profileImage: '' });
    const { container } = renderTemplate(id, r);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-avatar-fallback]')?.textContent).toBe('AM');
    const text = container.textContent ?? '';
    for (const cert of r.certifications) expect(text).toContain(cert);
    for (const section of r.custom) expect(headingTexts(container).join('|')).toContain(section.label);
  });
});
