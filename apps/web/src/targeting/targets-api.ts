import type { JobTarget, Resume, TargetInput } from '@resumey/resume';
import { call, client } from '../lib/api';

const resumes = client.api.resumes;

/** The job-target API (apps/server/src/targeting) through the typed client. */
export const targetsApi = {
  list: (id: string) => call(resumes[':id'].targets.$get({ param: { id } })),
  add: (id: string, json: TargetInput) => call(resumes[':id'].targets.$post({ param: { id }, json })),
  update: (id: string, targetId: string, json: TargetInput) =>
    call(resumes[':id'].targets[':targetId'].$put({ param: { id, targetId }, json })),
  remove: (id: string, targetId: string) =>
    call(resumes[':id'].targets[':targetId'].$delete({ param: { id, targetId } })),
  /** A newer pause aborts the request: the server then drops the PDF job if it has not started. */
  coverage: (id: string, targetId: string, resume: Resume, signal?: AbortSignal) =>
    call(
      resumes[':id'].targets[':targetId'].coverage.$post(
        { param: { id, targetId }, json: { resume } },
        { init: { signal } },
      ),
    ),
  tailor: (id: string, targetId: string) =>
    call(resumes[':id'].targets[':targetId'].tailor.$post({ param: { id, targetId } })),
  link: (id: string) => call(resumes[':id'].link.$get({ param: { id } })),
  review: (id: string, json: { masterVersion: number; take?: string[][]; decline?: string[][] }) =>
    call(resumes[':id'].link.review.$post({ param: { id }, json })),
  unlink: (id: string) => call(resumes[':id'].link.$delete({ param: { id } })),
};

export type { JobTarget };
