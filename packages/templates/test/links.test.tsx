import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleResume, type Resume } from '@resumey/resume';
import { failOnConsoleError, renderTemplate, TEMPLATE_IDS } from './helpers';

afterEach(cleanup);
failOnConsoleError();

const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
];

/** Every URL field of a resume set to one hostile value, and the e-mail to one that smuggles markup. */
function hostile(url: string): Resume {
  const r = sampleResume();
  r.profile = { ...r.profile, website: url, linkedin: url, github: url, email: '"><img src=x onerror=alert(1)>' };
  r.projects = r.projects.map((p) => ({ ...p, url }));
  r.links = r.links.map((l) => ({ ...l, url }));
  r.summary = '<script>alert(1)</script> **<img src=x onerror=alert(2)>**';
  return r;
}

describe.each(TEMPLATE_IDS)('%s', (id) => {
  it.each(HOSTILE)('never renders %j as a link, but still shows it as text', (url) => {
    const { container } = renderTemplate(id, hostile(url));
    for (const a of Array.from(container.querySelectorAll('a'))) {
      expect(a.getAttribute('href') ?? '').toMatch(/^(https?:|mailto:)/);
    }
    expect(container.querySelectorAll('script, img[onerror], [onerror]')).toHaveLength(0);
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('links http, https and mailto addresses', () => {
    const { container } = renderTemplate(id, sampleResume());
    const hrefs = Array.from(container.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('mailto:alex.morgan@example.com');
    expect(hrefs).toContain('https://alexmorgan.dev/');
    expect(hrefs.some((h) => h?.startsWith('https://github.com/alexmorgan'))).toBe(true);
  });
});
