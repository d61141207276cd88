import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromJsonResume, sampleResume, toJsonResume, type Resume } from '@resumey/resume';
import { skillGroups } from '../src/blocks/content';
import { failOnConsoleError, renderTemplate, TEMPLATE_IDS } from './helpers';

afterEach(cleanup);

/**
 * JSON Resume's skill groups (issue #19): imported as named groups with their level, printed under their own
 * names in every template beside the three categories, and written back to the same groups on export.
 */

const SKILLS = [
  { name: 'Web Development', level: 'Master', keywords: ['HTML', 'CSS', 'JavaScript'] },
  { name: 'Compression', level: '', keywords: ['Mpeg', 'MP4', 'GIF'] },
  { name: 'Leadership', level: 'Expert', keywords: [] },
];

function imported(): Resume {
  const result = fromJsonResume({ basics: { name: 'Richard Hendriks' }, skills: SKILLS });
  if (!result.ok) throw new Error(result.error);
  const r = result.resume;
  r.skills = sampleResume().skills;
  return r;
}

describe('skill groups', () => {
  it('come after the categories, each under its name and level; groups without keywords are listed together', () => {
    expect(skillGroups(imported()).map((g) => [g.label, g.items])).toEqual([
      ['Core', sampleResume().skills.core],
      ['Tools', sampleResume().skills.tools],
      ...(sampleResume().skills.languages.length ? [['Languages', sampleResume().skills.languages]] : []),
      ['Web Development (Master)', ['HTML', 'CSS', 'JavaScript']],
      ['Compression', ['Mpeg', 'MP4', 'GIF']],
      ['Other skills', ['Leadership (Expert)']],
    ]);
  });

  it('go back to the same JSON Resume skills on export', () => {
    const back = toJsonResume(imported()).skills ?? [];
    expect(back.filter((s) => !['Core', 'Tools'].includes(s.name ?? ''))).toEqual(
      SKILLS.map(({ name, level, keywords }) => ({
        name,
        ...(level ? { level } : {}),
        ...(keywords.length ? { keywords } : {}),
      })),
    );
  });

  describe.each(TEMPLATE_IDS)('%s', (id) => {
    failOnConsoleError();
    it('prints each group under its name, with its keywords', () => {
      const text = renderTemplate(id, imported()).container.textContent ?? '';
      for (const shown of ['Web Development (Master)', 'JavaScript', 'Compression', 'MP4', 'Leadership (Expert)']) {
        expect(text).toContain(shown);
      }
    });
  });
});
