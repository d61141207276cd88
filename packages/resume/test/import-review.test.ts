import { describe, expect, it } from 'vitest';
import {
  clearImportMark,
  decodeShareLink,
  encodeShareLink,
  reassignIds,
  resumeSchema,
  sampleResume,
  withoutImportReview,
  type Resume,
} from '../src';

/** The sample with an import's marks on its first job's title and dates, and its language. */
function marked(): Resume {
  const r = sampleResume();
  const job = r.experience[0]!.id;
  r.meta.language = 'de';
  r.meta.importReview = {
    format: 'PDF',
    fileName: 'Lebenslauf.pdf',
    marks: [
      {
        key: `experience.${job}.title`,
        confidence: 0.6,
        reason: 'The title and the company were told apart by their order only.',
      },
      { key: `experience.${job}.dates`, confidence: 0.5, reason: 'Dates kept as written.' },
    ],
  };
  return r;
}

describe("an import's marks (meta.importReview)", () => {
  it('are part of the stored resume, validated', () => {
    expect(resumeSchema.safeParse(marked()).success).toBe(true);
    const bad = marked();
    bad.meta.importReview!.marks[0]!.confidence = 2;
    expect(resumeSchema.safeParse(bad).success).toBe(false);
    const badTag = marked();
    badTag.meta.language = 'not a language tag';
    expect(resumeSchema.safeParse(badTag).success).toBe(false);
  });

  it('are cleared one by one, an edit of a date answering the dates mark', () => {
    const r = marked();
    const job = r.experience[0]!.id;
    const once = clearImportMark(r, `experience.${job}.startDate`);
    expect(once.meta.importReview?.marks.map((m) => m.key)).toEqual([`experience.${job}.title`]);
    expect(clearImportMark(once, `profile.phone`)).toBe(once);
    expect(clearImportMark(once, `experience.${job}.title`).meta.importReview).toBeUndefined();
  });

  it('follow the items when the resume gets new ids (import, duplicate)', () => {
    const r = reassignIds(marked());
    expect(r.meta.importReview?.marks.map((m) => m.key)).toEqual([
      `experience.${r.experience[0]!.id}.title`,
      `experience.${r.experience[0]!.id}.dates`,
    ]);
  });

  it('never go into a share link, which keeps the language', () => {
    const back = decodeShareLink(encodeShareLink(marked()));
    expect(back?.meta.title).toBe(marked().meta.title);
    expect(back?.meta.importReview).toBeUndefined();
    expect(back?.meta.language).toBe('de');
    expect(withoutImportReview(marked()).meta.importReview).toBeUndefined();
  });
});
