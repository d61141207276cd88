import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleResume, type Resume } from '@resumey/resume';
import { failOnConsoleError, renderTemplate, TEMPLATE_IDS } from './helpers';

afterEach(cleanup);
failOnConsoleError();

const PAYLOAD = '<img src=x onerror=alert(1)><script>alert(2)</script>**<svg onload=alert(3)>**';

/** Every string of the resume (but ids, dates, meta and the photo) replaced by the payload. */
function poisoned(): Resume {
  const r = sampleResume();
  const text = (s: string) => (s ? PAYLOAD : s);
  const lines = (l: string[]) => l.map(() => PAYLOAD);
  r.profile = {
    ...r.profile,
    fullName: PAYLOAD,
    headline: PAYLOAD,
    location: PAYLOAD,
    phone: PAYLOAD,
    email: PAYLOAD,
    website: PAYLOAD,
    linkedin: PAYLOAD,
    github: PAYLOAD,
  };
  r.summary = PAYLOAD;
  r.experience = r.experience.map((e) => ({
    ...e,
    title: text(e.title),
    company: text(e.company),
    location: text(e.location),
    bullets: lines(e.bullets),
    technologies: lines(e.technologies),
  }));
  r.projects = r.projects.map((p) => ({
    ...p,
    name: PAYLOAD,
    url: PAYLOAD,
    role: PAYLOAD,
    bullets: lines(p.bullets),
    technologies: lines(p.technologies),
  }));
  r.education = r.education.map((e) => ({
    ...e,
    school: PAYLOAD,
    degree: PAYLOAD,
    field: PAYLOAD,
    details: lines(e.details),
  }));
  r.skills = { core: lines(r.skills.core), tools: lines(r.skills.tools), languages: lines(r.skills.languages) };
  r.certifications = lines(r.certifications);
  r.links = r.links.map((l) => ({ ...l, label: PAYLOAD, url: PAYLOAD }));
  r.custom = r.custom.map((c) => ({ ...c, label: PAYLOAD, bullets: lines(c.bullets) }));
  return r;
}

describe.each(TEMPLATE_IDS)('%s', (id) => {
  it('shows markup typed into any field as text, never as elements', () => {
    const { container } = renderTemplate(id, poisoned());
    expect(container.querySelectorAll('script, svg[onload], [onerror], [onload], iframe, object')).toHaveLength(0);
    for (const img of Array.from(container.querySelectorAll('img')))
      expect(img.getAttribute('src')).toMatch(/^data:image\//);
    expect(container.textContent).toContain('<script>alert(2)</script>');
  });
});
