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

/** Applies the edit immutably, as the editor does (new objects along the changed path only). */
function edited(base: Resume, edit: (r: Resume) => void): Resume {
  const copy = structuredClone(base);
  edit(copy);
  return copy;
}

describe.each(TEMPLATE_IDS)('%s re-rendered in place', (id) => {
  it.each(EDITS)('shows %s exactly as a fresh render does', (_, edit) => {
    const Template = TEMPLATE_COMPONENTS[id]!;
    const sample = sampleResume();
    const base = { ...sample, meta: { ...sample.meta, templateId: id } };
    const next = edited(base, edit);
    const live = render(<Template resume={base} />);
    live.rerender(<Template resume={next} />);
    const fresh = render(<Template resume={next} />);
    expect(live.container.innerHTML).toBe(fresh.container.innerHTML);
  });
});
