import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { TIMINGS, isResourceError } from '@resumey/resume';
import { useAuth } from '../auth';
import { sortByUpdated } from './merge';
import { recordSnapshotOf, saveStatusOf } from './status';
import { useResumes } from './store';
import type { ResumeRecord, ResumesData, SaveStatus } from './types';

/**
 * Keeps the store's user in step with the session (a change clears the current resume and reloads 100 ms later).
 * True while the store does not hold the signed-in user's resumes yet.
 */
function useUserPending(): boolean {
  const { user, loading } = useAuth();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!loading) useResumes.getState().setUser(userId);
  }, [userId, loading]);
  const storeUser = useResumes((s) => s.userId);
  return loading || storeUser !== userId;
}

/** SPEC.md section 8: after three failed loads the error screen shows 'Service Temporarily Unavailable'. */
function throwIfUnavailable({ status, error }: Pick<ResumesData, 'status' | 'error'>) {
  if (status === 'failed' && error && isResourceError(error)) {
    // After the error screen, the next render starts a fresh load.
    setTimeout(() => {
      if (useResumes.getState().status === 'failed') void useResumes.getState().load();
    }, 0);
    throw error;
  }
}

const PENDING_LIST = { resumes: [], loading: true, error: null };
const PENDING_RECORD = { record: undefined, loading: true, notFound: false };

/** The user's resumes, most recently updated first. */
export function useResumeList(): { resumes: ResumeRecord[]; loading: boolean; error: Error | null } {
  const userPending = useUserPending();
  const resumes = useResumes(useShallow((s) => sortByUpdated(Object.values(s.entries)).map((e) => e.record)));
  const { status, error } = useResumes(useShallow(({ status, error }) => ({ status, error })));
  throwIfUnavailable({ status, error });
  return userPending ? PENDING_LIST : { resumes, loading: status === 'loading' || status === 'idle', error };
}

/** One resume of the user (the editor): loading until the list arrived, then the record, or notFound. */
export function useResumeRecord(id: string) {
  const userPending = useUserPending();
  const snap = useResumes(useShallow(({ entries, status }) => recordSnapshotOf(entries[id], status)));
  throwIfUnavailable(useResumes.getState());
  return userPending ? PENDING_RECORD : snap;
}

/** The save state of one resume, the same object for as long as what it says is the same. */
export const useSaveStatus = (id: string): SaveStatus => useResumes(useShallow((s) => saveStatusOf(s.entries[id])));

/** True while changes wait on this device for the server ('Resume sync will be retried later'). */
export const useSyncPending = (): boolean => useResumes((s) => s.syncPending);

/** The current resume's id (SPEC.md section 4). */
export const useCurrentResumeId = (): string | null => useResumes((s) => s.currentId);

/** The dashboard's first initialisation, 200 ms after it set the user (SPEC.md section 4). */
export function useDashboardInit() {
  const { user } = useAuth();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    const timer = setTimeout(() => useResumes.getState().init(), TIMINGS.storeInitDelay);
    return () => clearTimeout(timer);
  }, [userId]);
}
