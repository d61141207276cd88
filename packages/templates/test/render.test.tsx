import { cleanup } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleResume } from '@resumey/resume';
import { TEMPLATE_COMPONENTS } from '../src/all';
import { failOnConsoleError, renderTemplate, SAMPLES, TEMPLATE_IDS } from './helpers';

afterEach(cleanup);

describe.each(TEMPLATE_IDS)('%s', (id) => {
  failOnConsoleError();

  it.each(SAMPLES)('renders the %s sample with its name, headline and contact details', (_, make) => {
    const resume = make();
    const { container } = renderTemplate(id, resume);
    const text = container.textContent ?? '';
    const { profile } = resume;
    for (const value of [profile.fullName, profile.headline, profile.location, profile.phone, profile.email]) {
      if (value) expect(text).toContain(value);
    }
    expect(container.querySelector('h1')?.textContent).toContain(profile.fullName);
    expect(container.querySelector('[data-resume-page]')).not.toBeNull();
  });

  it('renders on the server with renderToString', () => {
    const Template = TEMPLATE_COMPONENTS[id]!;
    const html = renderToString(<Template resume={sampleResume()} />);
    expect(html).toContain('data-resume-page');
    expect(html.replace(/<[^>]+>/g, '')).toContain('Alex Morgan');
  });
});
