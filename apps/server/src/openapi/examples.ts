import { sampleResume, type OwnShare, type Resume, type ResumeRecord } from '@resumey/resume';

/** Examples of the document, fixed (ids and times) so the document is the same on every start. */

export const EXAMPLE_RESUME_ID = '0b7c6a52-4f0e-4c55-9a4e-2d1f3c8e9a10';
export const EXAMPLE_SHARE_ID = '6f1d2e3c-7a8b-4c9d-8e0f-1a2b3c4d5e6f';

export const exampleResume = (): Resume => ({
  ...sampleResume(),
  id: EXAMPLE_RESUME_ID,
  createdAt: '2026-11-02T09:30:00.000Z',
  updatedAt: '2026-11-20T16:45:12.000Z',
});

export const exampleRecord = (): ResumeRecord => ({
  resume: exampleResume(),
  version: 7,
  shares: [{ slug: 'jane-doe', username: 'jane', shortSlug: 'jane-doe', views: 42 }],
});

export const exampleShare = (): OwnShare => ({
  id: EXAMPLE_SHARE_ID,
  resumeId: EXAMPLE_RESUME_ID,
  slug: 'jane-doe',
  username: 'jane',
  shortSlug: 'jane-doe',
  title: exampleResume().meta.title,
  views: 42,
  viewsByDay: [...Array<number>(27).fill(0), 5, 12, 25],
  lastViewedAt: '2026-11-20T18:02:00.000Z',
  pdfDownloads: 3,
  published: true,
  hasPassword: false,
  expiresAt: null,
  searchable: false,
  includesLetter: false,
  createdAt: '2026-11-03T10:00:00.000Z',
  updatedAt: '2026-11-20T16:45:12.000Z',
});
