import { pageSizeForLocales, type PageSizeId, type Resume } from '@resumey/resume';
import { call, client } from '../lib/api';

const resumes = client.api.resumes;

/** A new resume's paper: US Letter for a browser set to the US or Canada, else A4 (issue #20). */
const browserPageSize = (): PageSizeId =>
  pageSizeForLocales(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));

/** The resume API (apps/server/src/resumes/routes.ts) through the typed client, one function per endpoint. */
export const resumeApi = {
  list: () => call(resumes.$get()).then((r) => r.resumes),
  get: (id: string) => call(resumes[':id'].$get({ param: { id } })),
  createFromTemplate: (templateId: string, pageSize: PageSizeId = browserPageSize()) =>
    call(resumes.$post({ json: { templateId, pageSize } })),
  createFrom: (resume: Resume) => call(resumes.$post({ json: { resume } })),
  update: (id: string, resume: Resume, version: number) =>
    call(resumes[':id'].$put({ param: { id }, json: { resume, version } })),
  duplicate: (id: string) => call(resumes[':id'].duplicate.$post({ param: { id } })),
  remove: (id: string) => call(resumes[':id'].$delete({ param: { id } })),
};

export type ResumeApi = typeof resumeApi;
