import { render } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { blankResume, roleSamples, sampleResume, SAMPLE_ROLES, type Resume } from '@resumey/resume';
import { TEMPLATE_COMPONENTS } from '../src/all';

export const TEMPLATE_IDS = Object.keys(TEMPLATE_COMPONENTS);

/** Every sample a template must draw: the developer, the sparse 'John Doe Resume' and each role sample. */
export const SAMPLES: Array<[string, () => Resume]> = [
  ['developer', sampleResume],
  ['blank', blankResume],
  ...SAMPLE_ROLES.map((role): [string, () => Resume] => [role, roleSamples[role]]),
];

export function renderTemplate(id: string, resume: Resume) {
  const Template = TEMPLATE_COMPONENTS[id]!;
  return render(<Template resume={{ ...resume, meta: { ...resume.meta, templateId: id } }} />);
}

/** Fails the test on any React warning (keys, invalid DOM nesting, bad props): they all go to console.error. */
export function failOnConsoleError() {
  let spy: MockInstance;
  beforeEach(() => {
    spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    expect(spy.mock.calls.map((c) => String(c[0]))).toEqual([]);
    spy.mockRestore();
  });
}

export const headingTexts = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('h2, h3')).map((h) => (h.textContent ?? '').trim());
