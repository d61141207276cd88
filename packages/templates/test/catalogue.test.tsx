import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleResume, TEMPLATE_IDS } from '@resumey/resume';
import { getTemplateEntry, ResumeDocument, TEMPLATE_CATALOGUE, TemplatePreview } from '../src';
import { TEMPLATE_COMPONENTS } from '../src/all';
import { headingTexts } from './helpers';

afterEach(cleanup);

/** How long a lazily loaded template may take to appear: a bound for a loaded machine, not an expectation. */
const LOAD_TIMEOUT = 15_000;

describe('catalogue', () => {
  it('lists the 22 templates of SPEC.md with id, name, category and preview image', () => {
    expect(TEMPLATE_CATALOGUE).toHaveLength(22);
    expect(TEMPLATE_CATALOGUE.map((t) => t.id)).toEqual([...TEMPLATE_IDS]);
    expect(getTemplateEntry('t07-tech-minimal')).toMatchObject({ name: 'Tech Minimal', category: 'technical' });
    expect(getTemplateEntry('t20-sales-ops')).toMatchObject({ name: 'Sales Operations', category: 'modern' });
    expect(getTemplateEntry('t07-tech-minimal')?.previewImage).toBe('/templates/tech-minimal-preview.jpeg');
    // SPEC.md section 9's file names: the id without its numeric prefix, plus '-preview.jpeg'.
    for (const t of TEMPLATE_CATALOGUE)
      expect(t.previewImage).toBe(`/templates/${t.id.replace(/^t\d+-/, '')}-preview.jpeg`);
  });

  it('loads each template on demand: the same component the synchronous map has', async () => {
    for (const entry of TEMPLATE_CATALOGUE) expect(await entry.load()).toBe(TEMPLATE_COMPONENTS[entry.id]);
    expect(Object.keys(TEMPLATE_COMPONENTS).sort()).toEqual([...TEMPLATE_IDS].sort());
  });

  it('knows no template by an unknown id', () => {
    expect(getTemplateEntry('t99-nope')).toBeUndefined();
  });
});

describe('ResumeDocument', () => {
  it("draws the resume with its own template once that template's code has loaded", async () => {
    const resume = sampleResume();
    resume.meta.templateId = 't14-grid-focus';
    render(<ResumeDocument resume={resume} loading={<p>Loading…</p>} />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    // Loading the template's module (transformed on first import under Vitest) and React's throttled reveal of a
    // suspended boundary (300 ms) can outlast findBy's default 1 s on a loaded machine: that was this test's flakiness.
    expect(await screen.findByText('Quick Stats', {}, { timeout: LOAD_TIMEOUT })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('says so for an unknown template id', () => {
    const resume = sampleResume();
    render(<ResumeDocument resume={resume} templateId="t99-nope" />);
    expect(screen.getByRole('alert').textContent).toBe('Template not found: t99-nope');
  });
});

describe('TemplatePreview', () => {
  it('draws the sample resume 800 px wide, scaled 0.8', async () => {
    const { container } = render(<TemplatePreview templateId="t07-tech-minimal" />);
    await waitFor(() => expect(headingTexts(container)).toContain('$ experience'), { timeout: LOAD_TIMEOUT });
    expect(screen.getByText('Alex Morgan')).toBeTruthy();
    const frame = container.querySelector('[data-template-preview]') as HTMLElement;
    expect(frame.style.width).toBe('640px');
    const inner = frame.firstElementChild as HTMLElement;
    expect(inner.style.width).toBe('800px');
    expect(inner.style.transform).toBe('scale(0.8)');
  });

  it("shows 'Template not found: {id}' for an unknown id", () => {
    render(<TemplatePreview templateId="t42-missing" />);
    expect(screen.getByText('Template not found: t42-missing')).toBeTruthy();
  });
});
