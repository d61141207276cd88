import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  completeResume,
  createResume,
  newAward,
  newExperience,
  newVolunteer,
  formatDateRange,
  stripMarkup,
  type Resume,
} from '../src';
import { resumeToDocx } from '../src/export/docx';
import { exportedValues } from './export-values';

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

interface Para {
  style: string;
  bullet: boolean;
  text: string;
  links: Array<{ text: string; target: string }>;
}

/** The .docx read back the way a word processor would: paragraphs with their style, list membership and links. */
async function readDocx(resume: Resume) {
  const zip = unzipSync(await resumeToDocx(resume));
  const xml = strFromU8(zip['word/document.xml']);
  const rels = strFromU8(zip['word/_rels/document.xml.rels']);
  const target = new Map(
    [
      ...rels.matchAll(/<Relationship Id="([^"]+)" Type="[^"]*\/hyperlink" Target="([^"]*)" TargetMode="External"\/>/g),
    ].map((m) => [m[1], decode(m[2])]),
  );
  const textOf = (x: string) => [...x.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => decode(m[1])).join('');
  const paras: Para[] = [...xml.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)].map(([, p]) => ({
    style: /<w:pStyle w:val="([^"]+)"\/>/.exec(p)?.[1] ?? '',
    bullet: /<w:numPr>/.test(p),
    text: textOf(p),
    links: [...p.matchAll(/<w:hyperlink [^>]*r:id="([^"]+)"[^>]*>([\s\S]*?)<\/w:hyperlink>/g)].map((m) => ({
      text: textOf(m[2]),
      target: target.get(m[1]) ?? `missing relationship ${m[1]}`,
    })),
  }));
  return { paras, numbering: strFromU8(zip['word/numbering.xml']), text: paras.map((p) => p.text).join('\n') };
}

describe('Word export (.docx)', () => {
  it('has the name as title, sections as Heading 1 in resume order, entries as Heading 2', async () => {
    const r = completeResume();
    const { paras } = await readDocx(r);
    expect(paras[0]).toMatchObject({ style: 'Title', text: 'Alex Morgan' });
    expect(paras.filter((p) => p.style === 'Heading1').map((p) => p.text)).toEqual([
      'Summary',
      'Experience',
      'Projects',
      'Education',
      'Skills',
      'Certifications',
      'Volunteer',
      'Awards',
      'Publications',
      'Interests',
      'References',
      'Links',
      ...r.custom.map((c) => c.label),
    ]);
    const h2 = paras.filter((p) => p.style === 'Heading2').map((p) => p.text);
    expect(h2).toContain('Senior Software Engineer, Brightwave Payments');
    expect(h2).toContain('Mentor, Code for Good');
    expect(h2).toContain('Offline-first budgeting');
    expect(h2).toContain('Priya Shah, CTO at Brightwave');
    // Dates read like the templates'.
    expect(paras.some((p) => p.text.endsWith('Mar 2021 – Present'))).toBe(true);
    expect(formatDateRange('2021-03', '')).toBe('Mar 2021 – Present');
  });

  it('writes every bullet as a paragraph of a real bulleted list, markup turned into runs', async () => {
    const r = completeResume();
    const { paras, numbering } = await readDocx(r);
    const expected = [
      ...r.experience.flatMap((e) => e.bullets),
      ...r.projects.flatMap((p) => p.bullets),
      ...r.education.flatMap((e) => e.details),
      ...r.certifications,
      ...r.volunteer.flatMap((v) => v.highlights),
      ...r.interests.map((i) => `${i.name}: ${i.keywords.join(', ')}`),
      ...r.custom.flatMap((c) => c.bullets),
    ].map(stripMarkup);
    expect(paras.filter((p) => p.bullet).map((p) => p.text)).toEqual(expected);
    expect(paras.filter((p) => p.bullet).every((p) => p.style === 'ListParagraph')).toBe(true);
    // The list the paragraphs point at is a bullet list, not a numbered one.
    expect(numbering).toMatch(
      /<w:abstractNum [^>]*>[\s\S]*?<w:lvl w:ilvl="0"[^>]*>[\s\S]*?<w:numFmt w:val="bullet"\/>/,
    );
    expect(paras.some((p) => /\*\*|__/.test(p.text))).toBe(false);
  });

  it('makes hyperlinks of http, https and mailto addresses only', async () => {
    const r = completeResume();
    r.projects[1] = { ...r.projects[1], url: 'javascript:alert(1)' };
    r.publications[0] = { ...r.publications[0], url: 'ftp://files.example.com/paper.pdf' };
    const { paras, text } = await readDocx(r);
    const links = paras.flatMap((p) => p.links);
    expect(links).toEqual(
      expect.arrayContaining([
        { text: 'alex.morgan@example.com', target: 'mailto:alex.morgan@example.com' },
        { text: 'alexmorgan.dev', target: 'https://alexmorgan.dev/' },
        { text: 'linkedin.com/in/alexmorgan', target: 'https://linkedin.com/in/alexmorgan' },
        { text: 'brightwave.example.com', target: 'https://brightwave.example.com/' },
        { text: 'codeforgood.example.org', target: 'https://codeforgood.example.org/' },
      ]),
    );
    expect(links.every((l) => /^(https?|mailto):/.test(l.target))).toBe(true);
    // Unsafe addresses stay readable, as text.
    expect(text).toContain('javascript:alert(1)');
    expect(text).toContain('ftp://files.example.com/paper.pdf');
  });

  it('contains every value of the resume', async () => {
    const r = completeResume();
    const { text } = await readDocx(r);
    const missing = exportedValues(r, 'shown').filter((v) => !text.includes(v));
    expect(missing).toEqual([]);
  });

  it('writes no heading for sections that only hold blank items', async () => {
    const r = createResume({ experience: [newExperience()], volunteer: [newVolunteer()], awards: [newAward()] });
    r.profile.fullName = 'Jo Blank';
    const { paras } = await readDocx(r);
    expect(paras.filter((p) => p.style === 'Heading1')).toEqual([]);
    expect(paras[0]).toMatchObject({ style: 'Title', text: 'Jo Blank' });
  });
});
