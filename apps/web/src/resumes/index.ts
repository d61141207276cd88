/** The resume store shared by the dashboard and the editor: its editor-facing API, hooks and shared UI. */
export { resumeStore } from './instance';
export {
  useResumeList,
  useResumeRecord,
  useSaveStatus,
  useSyncPending,
  useCurrentResumeId,
  useDashboardInit,
} from './hooks';
export type { Conflict, ResumeRecord, ResumeShare, SaveState, SaveStatus } from './types';
export type { ResumeStore } from './store';
export { saveStatusOf } from './store-state';
export { SyncNotice } from './SyncNotice';
export { ConflictChoiceButtons, ConflictFields, ConflictTitle, useConflictChoice } from './ConflictChoice';
