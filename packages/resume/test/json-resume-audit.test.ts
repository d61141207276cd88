import { describe, expect, it } from 'vitest';
import { fromJsonResume } from '../src';

// What of a JSON Resume document is not imported, as the import summary lists it: a code per value, with where
// in the document it is, so the interface can say it in its own language.
describe('the JSON Resume import names what it did not keep', () => {
  it('gives each kind of value it cannot keep its own code and the path to it', () => {
    const result = fromJsonResume({
      basics: { name: 'Ana Ruiz', label: 7, summary: 'x'.repeat(5001) },
      work: [{ name: 'Acme', startDate: 'sometime' }],
      education: 'State University',
      skills: [{ name: 'Go', keywords: { first: 'x' } }],
      interests: Array.from({ length: 101 }, (_, i) => ({ name: `Interest ${i}` })),
      languages: ['Spanish'],
      extra: true,
    });
    expect(result.ok).toBe(true);
    expect(result.ok && result.report?.dropped).toEqual([
      { code: 'not-text', path: 'basics.label' },
      { code: 'cut', path: 'basics.summary', limit: 5000 },
      { code: 'not-a-date', path: 'work[0].startDate', value: 'sometime' },
      { code: 'not-a-list', path: 'education' },
      { code: 'not-a-list', path: 'skills[0].keywords' },
      { code: 'first-items', path: 'interests', limit: 100 },
      { code: 'not-an-object', path: 'languages[0]' },
      { code: 'not-json-resume', path: 'extra' },
    ]);
  });
});
