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

/**
 * Every URL field of a resume set to a hostile value, the six spread over the fields so each template meets them all
 * in one render (how each value is judged is LinkOrText's, tested once in blocks.test.tsx), and the e-mail to one
 * that smuggles markup.
 */
function hostile(): Resume {
  const r = sampleResume();
  const at = (i: number) => HOSTILE[i % HOSTILE.length]!;
  r.profile = {
    ...r.profile,
    website: at(0),
    linkedin: at(1),
    github: at(2),
    email: '"><img src=x onerror=alert(1)>',
  };
  r.projects = r.projects.map((p, i) => ({ ...p, url: at(3 + i) }));
  r.links = r.links.map((l, i) => ({ ...l, url: at(5 + i) }));
  r.summary = '<script>alert(1)</script> **<img src=x onerror=alert(2)>**';
  return r;
}

it('the hostile resume holds every hostile URL in some field', () => {
  const r = hostile();
  const urls = [r.profile.website, r.profile.linkedin, r.profile.github, ...r.projects.map((p) => p.url)];
  expect(new Set([...urls, ...r.links.map((l) => l.url)])).toEqual(new Set(HOSTILE));
});

describe.each(TEMPLATE_IDS)('%s', (id) => {
  it('never renders a hostile URL as a link, but still shows the text', () => {
    const { container } = renderTemplate(id, hostile());
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
