/** The resume store shared by the dashboard and the editor: the store, its hooks and shared UI. */
export { createResumeStore, useResumes, type ResumeApi, type ResumeStore } from './store';
export { saveStatusOf } from './status';
export {
  useResumeList,
  useResumeRecord,
  useSaveStatus,
  useSyncPending,
  useCurrentResumeId,
  useDashboardInit,
} from './hooks';
export type { Conflict, ResumeRecord, ResumeShare, ResumesState, SaveResult, SaveState, SaveStatus } from './types';
export { SyncNotice } from './SyncNotice';
export { ConflictChoiceButtons, ConflictFields, ConflictTitle, useConflictChoice } from './ConflictChoice';
