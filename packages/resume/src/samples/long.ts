import type { Resume } from '../schema';
import { BLANK_ITEMS, DEFAULT_META, newId } from '../defaults';
import { sampleResume } from './developer';

/**
 * The developer sample with seven jobs of four long bullets: three A4 pages in the Classic template. Page breaks,
 * PDFs and printing are checked against it, so they are checked on a resume that really spans pages.
 */
export function longResume(): Resume {
  const r = sampleResume();
  // The default layout, not the sample's tighter one (which keeps the sample itself within two pages).
  r.meta = { ...r.meta, lineSpacing: DEFAULT_META.lineSpacing, pageMargins: { ...DEFAULT_META.pageMargins } };
  r.projects = [];
  r.custom = [];
  r.education = r.education.slice(0, 1);
  r.experience = Array.from({ length: 7 }, (_, i) => ({
    id: newId(),
    ...BLANK_ITEMS.experience(),
    title: `Role ${i + 1} Engineer`,
    company: `Company ${i + 1}`,
    location: 'Berlin',
    startDate: '2015-01',
    endDate: '2016-01',
    bullets: Array.from(
      { length: 4 },
      (_, j) =>
        `Job ${i + 1} result ${j + 1}: delivered a measurable improvement to the platform that customers rely on every day, with numbers to prove it.`,
    ),
    technologies: ['TypeScript'],
  }));
  return r;
}
