import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COLORS, sampleResume, type Resume } from '@resumey/resume';
import { TEMPLATE_COMPONENTS } from '../src/all';
import { TEMPLATE_IDS } from './helpers';

afterEach(cleanup);

/**
 * The live preview re-renders a template in place on every keystroke, and the blocks skip re-rendering when what
 * they show is unchanged (memoised by value). These edits touch every field those comparisons look at; after
 * each one, the re-rendered page must be exactly what a fresh render of the edited resume gives: nothing stale.
 */
const EDITS: Array<[string, (r: Resume) => void]> = [
  ['a bullet typed into', (r) => (r.experience[0]!.bullets[0] += ' and **more**')],
  ['a bullet added', (r) => r.experience[0]!.bullets.push('A brand new bullet')],
  ['a job title', (r) => (r.experience[0]!.title = 'Principal Engineer')],
  ['a company', (r) => (r.experience[0]!.company = 'Other Company')],
  ['a location', (r) => (r.experience[0]!.location = 'Lisbon')],
  [
    'dates',
    (r) => {
      r.experience[0]!.startDate = '2011-03';
      r.experience[0]!.endDate = '2012-04';
    },
  ],
  ['a technology', (r) => r.experience[0]!.technologies.push('Rust')],
  ['a project URL', (r) => (r.projects[0]!.url = 'https://changed.example.com/work')],
  ['a project URL made unsafe', (r) => (r.projects[0]!.url = 'javascript:alert(1)')],
  ['a project name', (r) => (r.projects[0]!.name = 'Renamed Project')],
  ['an education detail', (r) => r.education[0]!.details.push('Thesis on caching')],
  ['a degree', (r) => (r.education[0]!.degree = 'Doctor of Philosophy')],
  ['a website', (r) => (r.profile.website = 'https://new-site.example.org')],
  ['the name', (r) => (r.profile.fullName = 'Sam Rivera')],
  ['the colour', (r) => (r.meta.color = COLORS.at(-1)!.value)],
  ['a skill', (r) => r.skills.core.push('Observability')],
];

describe.each(TEMPLATE_IDS)('%s re-rendered in place', (id) => {
  // One live page goes through the edits in turn, each changing one field of the previous state (as typing does), so
  // a block that missed that field's change would still show the old value at that step. Chaining them costs one
  // mount per template instead of one per edit; each step is still compared with a fresh render of its own.
  it('shows each edit exactly as a fresh render does', () => {
    const Template = TEMPLATE_COMPONENTS[id]!;
    const sample = sampleResume();
    let current: Resume = { ...sample, meta: { ...sample.meta, templateId: id } };
    const live = render(<Template resume={current} />);
    for (const [name, edit] of EDITS) {
      // Immutably, as the editor does: the re-render gets new objects, never the ones it drew before.
      current = structuredClone(current);
      edit(current);
      live.rerender(<Template resume={current} />);
      const fresh = render(<Template resume={current} />);
      expect(live.container.innerHTML, `after ${name}`).toBe(fresh.container.innerHTML);
      fresh.unmount();
    }
    // 33 renders in one test: under a second on a quiet machine, over Vitest's default 5 s on a loaded one (seen).
  }, 60_000);
});
