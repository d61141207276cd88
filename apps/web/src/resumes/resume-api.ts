import type { Resume } from '@resumey/resume';
import { api } from '../lib/api';
import type { ResumeRecord } from './types';

/** The resume API of apps/server/src/routes/resumes.ts, one function per endpoint. */
export const resumeApi = {
  list: () => api<{ resumes: ResumeRecord[] }>('/api/resumes').then((r) => r.resumes),
  get: (id: string) => api<ResumeRecord>(`/api/resumes/${encodeURIComponent(id)}`),
  createFromTemplate: (templateId: string) =>
    api<ResumeRecord>('/api/resumes', { method: 'POST', json: { templateId } }),
  createFrom: (resume: Resume) => api<ResumeRecord>('/api/resumes', { method: 'POST', json: { resume } }),
  update: (id: string, resume: Resume, version: number) =>
    api<ResumeRecord>(`/api/resumes/${encodeURIComponent(id)}`, { method: 'PUT', json: { resume, version } }),
  duplicate: (id: string) => api<ResumeRecord>(`/api/resumes/${encodeURIComponent(id)}/duplicate`, { method: 'POST' }),
  remove: (id: string) => api<void>(`/api/resumes/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};

export type ResumeApi = typeof resumeApi;
