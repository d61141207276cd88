import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleResume, type Resume } from '@resumey/resume';
import { BULLET } from '../src/blocks/Bullets';
import { failOnConsoleError, renderTemplate, TEMPLATE_IDS } from './helpers';

afterEach(cleanup);
failOnConsoleError();

/** Each technologies item: the last bullet of its entry's list, marked like the others. */
const techItems = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLLIElement>('li[data-bullets-trailing]'));

const withTech = (r: Resume) =>
  [...r.experience, ...r.projects].filter((e) => e.technologies.some((t) => t.trim())).length;

/**
 * Issue #14: a line without a bullet mark after a job's bullets ('Tech: ...') is read as the last bullet's
 * continuation by parsers that split at the mark (OpenResume), so the technologies are the list's last bullet.
 */
describe.each(TEMPLATE_IDS)('%s: technologies are the last bullet of their entry', (id) => {
  it('one item per job and project with technologies, last in its list, with the bullet mark and every item', () => {
    const resume = sampleResume();
    const { container } = renderTemplate(id, resume);
    const items = techItems(container);
    expect(items).toHaveLength(withTech(resume));
    for (const li of items) {
      expect(li.parentElement!.lastElementChild).toBe(li);
      expect(li.firstElementChild!.textContent).toBe(BULLET);
      // Marked like its siblings: the same mark element's classes.
      const sibling = li.parentElement!.firstElementChild!;
      if (sibling !== li) expect(li.firstElementChild!.className).toBe(sibling.firstElementChild!.className);
    }
    const texts = items.map((li) => li.textContent ?? '');
    for (const e of [...resume.experience, ...resume.projects])
      expect(texts.some((t) => e.technologies.every((x) => t.includes(x)))).toBe(true);
  });

  it('is the only bullet of an entry that has technologies but no bullets', () => {
    const resume = sampleResume();
    resume.experience[0]!.bullets = ['', '  '];
    const { container } = renderTemplate(id, resume);
    const items = techItems(container);
    expect(items).toHaveLength(withTech(resume));
    const tech = resume.experience[0]!.technologies;
    const first = items.find((li) => tech.every((t) => li.textContent!.includes(t)))!;
    expect(first.parentElement!.children).toHaveLength(1);
  });
});
