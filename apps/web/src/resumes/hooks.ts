import { useEffect, useSyncExternalStore } from 'react';
import { TIMINGS, isResourceError } from '@resumey/resume';
import { useAuth } from '../auth';
import { resumeStore } from './instance';
import { listSnapshotOf, memoBy, recordSnapshotOf, saveStatusOf, type StoreState } from './store-state';
import type { SaveStatus } from './types';

/**
 * Keeps the store's user in step with the session (a change clears the current resume and reloads 100 ms later).
 * True while the store does not hold the signed-in user's resumes yet.
 */
function useUserPending(): boolean {
  const { user, loading } = useAuth();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!loading) resumeStore.setUser(userId);
  }, [userId, loading]);
  const storeUser = useSyncExternalStore(resumeStore.subscribe, () => resumeStore.getState().userId);
  return loading || storeUser !== userId;
}

/** SPEC.md section 8: after three failed loads the error screen shows 'Service Temporarily Unavailable'. */
function throwIfUnavailable(status: StoreState['status'], error: Error | null) {
  if (status === 'failed' && error && isResourceError(error)) {
    resumeStore.retryAfterFailure();
    throw error;
  }
}

const listMemo = memoBy(listSnapshotOf);
const recordMemo = memoBy(recordSnapshotOf);
const statusMemo = memoBy(saveStatusOf);
const PENDING_LIST = { resumes: [], loading: true, error: null };
const PENDING_RECORD = { record: undefined, loading: true, notFound: false };

/** The user's resumes, most recently updated first. */
export function useResumeList() {
  const userPending = useUserPending();
  const snap = useSyncExternalStore(resumeStore.subscribe, () => {
    const s = resumeStore.getState();
    return listMemo('list', s.entries, s.status, s.error);
  });
  throwIfUnavailable(resumeStore.getState().status, snap.error);
  return userPending ? PENDING_LIST : snap;
}

/** One resume of the user (the editor): loading until the list arrived, then the record, or notFound. */
export function useResumeRecord(id: string) {
  const userPending = useUserPending();
  const snap = useSyncExternalStore(resumeStore.subscribe, () => {
    const s = resumeStore.getState();
    return recordMemo(id, s.entries[id], s.status);
  });
  const { status, error } = resumeStore.getState();
  throwIfUnavailable(status, error);
  return userPending ? PENDING_RECORD : snap;
}

export function useSaveStatus(id: string): SaveStatus {
  return useSyncExternalStore(resumeStore.subscribe, () => statusMemo(id, resumeStore.getState().entries[id]));
}

/** True while changes wait on this device for the server ('Resume sync will be retried later'). */
export function useSyncPending(): boolean {
  return useSyncExternalStore(resumeStore.subscribe, () => resumeStore.getState().syncPending);
}

/** The current resume's id (SPEC.md section 4). */
export function useCurrentResumeId(): string | null {
  return useSyncExternalStore(resumeStore.subscribe, () => resumeStore.getState().currentId);
}

/** The dashboard's first initialisation, 200 ms after it set the user (SPEC.md section 4). */
export function useDashboardInit() {
  const { user } = useAuth();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    const timer = setTimeout(() => resumeStore.init(), TIMINGS.storeInitDelay);
    return () => clearTimeout(timer);
  }, [userId]);
}
