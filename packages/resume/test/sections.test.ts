import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  columnSections,
  createResume,
  decodeShareLink,
  encodeShareLink,
  fromJsonResume,
  fullSectionOrder,
  moveSection,
  resumeSchema,
  sampleResume,
  SECTION_KEYS,
  toBase64Url,
  toJsonResume,
  withDefaults,
  withSectionHidden,
  type Resume,
} from '../src';
import { DICTIONARY_V1 } from '../src/codec-dictionary-v1';

/** A format-1 link built by hand from JSON, as links made before issue #20 were (no section fields at all). */
function oldLink(json: object): string {
  const deflated = deflateSync(new TextEncoder().encode(JSON.stringify(json)), { level: 9, dictionary: DICTIONARY_V1 });
  expect(deflated.length).toBeLessThan(128); // one varint byte
  return '_1' + toBase64Url(new Uint8Array([deflated.length, ...deflated]));
}

const reordered = (): Resume => {
  const r = sampleResume();
  r.meta.sectionOrder = ['skills', 'summary', 'education', 'experience', 'projects', 'certifications', 'custom'];
  r.meta.hiddenSections = ['projects'];
  return r;
};

describe('section order and visibility in the model', () => {
  it('defaults to the template order with nothing hidden for resumes stored before the fields existed', () => {
    const stored = JSON.parse(JSON.stringify(sampleResume())) as { meta: Record<string, unknown> };
    delete stored.meta.sectionOrder;
    delete stored.meta.hiddenSections;
    const parsed = resumeSchema.parse(stored);
    expect(parsed.meta.sectionOrder).toEqual([]);
    expect(parsed.meta.hiddenSections).toEqual([]);
    expect(resumeSchema.parse(withDefaults({ meta: { title: 'Old' } })).meta.hiddenSections).toEqual([]);
  });

  it('gives every new resume its own lists', () => {
    const a = createResume();
    a.meta.hiddenSections.push('summary');
    expect(createResume().meta.hiddenSections).toEqual([]);
  });

  it('keeps keys it does not know (a later version wrote them) instead of rejecting the resume', () => {
    const r = { ...sampleResume(), meta: { ...sampleResume().meta, sectionOrder: ['awards', 'skills'] } };
    expect(resumeSchema.parse(r).meta.sectionOrder).toEqual(['awards', 'skills']);
    expect(fullSectionOrder(['awards', 'skills'])).toEqual([
      'skills',
      'summary',
      'experience',
      'projects',
      'education',
      'certifications',
      'custom',
    ]);
  });
});

describe('share link', () => {
  it('carries the order and the hidden sections, and the hidden content with them', () => {
    const decoded = decodeShareLink(encodeShareLink(reordered()))!;
    expect(decoded.meta.sectionOrder).toEqual(reordered().meta.sectionOrder);
    expect(decoded.meta.hiddenSections).toEqual(['projects']);
    expect(decoded.projects.map((p) => p.name)).toEqual(reordered().projects.map((p) => p.name));
  });

  it('leaves the default empty lists out of the link, so links of unordered resumes are as before', () => {
    const plain = sampleResume();
    const withOrder = sampleResume();
    withOrder.meta.sectionOrder = [...SECTION_KEYS];
    expect(encodeShareLink(plain).length).toBeLessThan(encodeShareLink(withOrder).length);
    expect(decodeShareLink(encodeShareLink(plain))!.meta.sectionOrder).toEqual([]);
  });

  it('opens a link made before section order existed', () => {
    const decoded = decodeShareLink(oldLink({ meta: { title: 'T' }, profile: { fullName: 'Ada' }, summary: 'Hi' }))!;
    expect(decoded.summary).toBe('Hi');
    expect(decoded.meta.sectionOrder).toEqual([]);
    expect(decoded.meta.hiddenSections).toEqual([]);
  });
});

describe('JSON Resume', () => {
  it('exports the order under meta.resumey and imports it back', () => {
    const doc = toJsonResume(reordered());
    expect(doc.meta?.resumey?.sectionOrder).toEqual(reordered().meta.sectionOrder);
    expect(doc.meta?.resumey?.hiddenSections).toEqual(['projects']);
    const back = fromJsonResume(JSON.parse(JSON.stringify(doc)));
    expect(back.ok && back.resume.meta.sectionOrder).toEqual(reordered().meta.sectionOrder);
    expect(back.ok && back.resume.meta.hiddenSections).toEqual(['projects']);
    // Hidden is not deleted: the projects are in the file and come back.
    expect(doc.projects?.length).toBe(reordered().projects.length);
  });

  it('writes nothing for a resume in its template order', () => {
    const doc = toJsonResume(sampleResume());
    expect(doc.meta?.resumey).not.toHaveProperty('sectionOrder');
    expect(doc.meta?.resumey).not.toHaveProperty('hiddenSections');
  });
});

describe('columnSections', () => {
  const sidebar = ['skills', 'education', 'certifications'] as const;
  it("keeps a column's own order while the user has not reordered", () => {
    expect(columnSections({ sectionOrder: [], hiddenSections: [] }, sidebar)).toEqual([...sidebar]);
  });

  it("sorts a column by the user's order and never brings in another column's sections", () => {
    const layout = { sectionOrder: ['certifications', 'summary', 'education', 'skills'], hiddenSections: [] };
    expect(columnSections(layout, sidebar)).toEqual(['certifications', 'education', 'skills']);
  });

  it('skips hidden sections', () => {
    expect(columnSections({ sectionOrder: [], hiddenSections: ['education', 'nope'] }, sidebar)).toEqual([
      'skills',
      'certifications',
    ]);
  });
});

describe('editing helpers', () => {
  it('moves a section and stops at the ends', () => {
    const order = fullSectionOrder([]);
    expect(moveSection(order, 'projects', -1).slice(0, 3)).toEqual(['summary', 'projects', 'experience']);
    expect(moveSection(order, 'summary', -1)).toEqual(order);
    expect(moveSection(order, 'custom', 5)).toEqual(order);
    expect(moveSection(order, 'summary', 6).at(-1)).toBe('summary');
  });

  it('hides and shows without touching other keys', () => {
    expect(withSectionHidden(['future'], 'skills', true)).toEqual(['future', 'skills']);
    expect(withSectionHidden(['future', 'skills'], 'skills', false)).toEqual(['future']);
  });
});
