import { newId, sampleResume, type Resume } from '@resumey/resume';

/**
 * The sample resume with `jobs` copies of its first job, each of `bullets` bullets of 1,000 words: a resume whose
 * size and layout cost the PDF tests and benchmarks choose (10 x 90 is about 4.5 MB, near the 5 MB limit).
 */
export function wordyResume(jobs: number, bullets: number): Resume {
  const r = sampleResume();
  r.experience = Array.from({ length: jobs }, () => ({
    ...r.experience[0]!,
    id: newId(),
    bullets: Array.from({ length: bullets }, () => 'word '.repeat(1000)),
  }));
  return r;
}
