import { describe, expect, it } from 'vitest';
import { createResume, sampleResume, type Resume } from '../src';
import { computeCoverage, extractTerms } from '../src/targeting';
import { rangeMonths } from '../src/targeting/years';
import { lines } from './lines-spec';

const POSTING = `Requirements
- 5+ years of experience with Python and Kafka
- Terraform
- Bachelor's degree in Computer Science
Nice to have
- Elixir and Figma`;

/** What an ATS reads from the PDF of `resume` below (Figma is in the editor but its section is hidden). */
const PDF = lines(`
**@20 Alex Morgan
Senior Engineer ‖ alex@example.com
**EXPERIENCE
**Senior Engineer ‖ Brightwave ‖ Mar 2019 – Present
• Built event pipelines on Kafka for 3M invoices
• Led a team of four engineers
**Engineer ‖ Northstar ‖ Jan 2016 – Feb 2019
• Wrote Python services
**EDUCATION
**MSc Computer Science ‖ Georgia Tech ‖ 2014 – 2015
**SKILLS
Python, Terraform
`);

function resume(): Resume {
  const r = createResume({ meta: { title: 'CV' } });
  return {
    ...r,
    meta: { ...r.meta, hiddenSections: ['certifications'] },
    experience: [
      {
        ...sampleResume().experience[0]!,
        id: 'j1',
        title: 'Senior Engineer',
        company: 'Brightwave',
        bullets: ['Built event pipelines on Kafka'],
      },
    ],
    skills: { core: ['Python'], tools: ['Terraform'], languages: [] },
    certifications: ['Elixir Certified Developer'],
  } as Resume;
}

const coverage = (over: Partial<Parameters<typeof computeCoverage>[0]> = {}) => {
  const { terms, language } = extractTerms(POSTING);
  return computeCoverage({ terms, language, pdfLines: PDF, resume: resume(), now: new Date('2024-06-15'), ...over });
};

describe('computeCoverage', () => {
  it('says where in the PDF each term was read: section, job and bullet', () => {
    const c = coverage();
    const kafka = c.matched.find((m) => m.term.label === 'Kafka');
    expect(kafka?.places).toEqual([
      { section: 'experience', heading: 'EXPERIENCE', entry: 'Senior Engineer, Brightwave', bullet: 1 },
    ]);
    expect(c.matched.find((m) => m.term.label === 'Python')?.places.map((p) => p.section)).toEqual([
      'experience',
      'skills',
    ]);
    // A master's degree meets a bachelor's requirement.
    expect(c.matched.map((m) => m.term.label)).toContain("Bachelor's degree");
  });

  it('adds up the years of the jobs read from the PDF, overlaps once', () => {
    const c = coverage();
    expect(c.yearsRead).toBe(8);
    expect(c.matched.map((m) => m.term.label)).toContain('5+ years of experience');
    expect(rangeMonths('Mar 2019 – Present', new Date('2020-03-01'))).toEqual([2019 * 12 + 2, 2020 * 12 + 3]);
    expect(rangeMonths('03/2020 – 05/2021', new Date())).toEqual([2020 * 12 + 2, 2021 * 12 + 5]);
    expect(rangeMonths('Mär 2020 – heute', new Date('2021-03-01'))).toEqual([2020 * 12 + 2, 2021 * 12 + 3]);
  });

  it('scores matched weight over all weight, and lists missing terms heaviest first', () => {
    const c = coverage();
    expect(c.missing.map((m) => [m.term.label, m.term.weight])).toEqual([['Figma', 1]]);
    const total =
      c.matched.reduce((n, m) => n + m.term.weight, 0) + c.notInPdf.reduce((n, m) => n + m.term.weight, 0) + 1;
    const found = c.matched.reduce((n, m) => n + m.term.weight, 0);
    expect(c.score).toBe(Math.round((100 * found) / total));
  });

  it('tells a term in a hidden section, in a field the template leaves out, and one the PDF cannot give', () => {
    const hidden = coverage().notInPdf.find((m) => m.term.label === 'Elixir');
    expect(hidden).toMatchObject({ reason: 'hidden', message: 'The Certifications section is hidden in this resume.' });

    const r = resume();
    r.meta.hiddenSections = [];
    const notPrinted = coverage({ resume: r, printedText: 'Alex Morgan Python Terraform' }).notInPdf[0];
    expect(notPrinted).toMatchObject({ reason: 'not-printed' });
    const unreadable = coverage({ resume: r, printedText: 'Elixir Certified Developer' }).notInPdf[0];
    expect(unreadable).toMatchObject({ reason: 'unreadable' });
  });

  it('suggests where a missing term would count, with one-click add to skills for a tool', () => {
    const figma = coverage().missing[0]!;
    expect(figma.suggestions).toEqual([
      { section: 'skills', addTo: 'tools' },
      { section: 'summary' },
      { section: 'experience', entryId: 'j1', entry: 'Senior Engineer, Brightwave' },
    ]);
  });

  it('gives no score for a posting without terms', () => {
    expect(coverage({ terms: [] }).score).toBeNull();
  });
});
