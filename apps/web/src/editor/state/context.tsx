import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Resume } from '@resumey/resume';
import type { EditorDoc } from './doc';

/**
 * The context carries only the EditorDoc object, which never changes while a resume is open: providing it never
 * re-renders anything. Components read the slices they need with useDocSelector.
 */
const DocContext = createContext<EditorDoc | null>(null);

export function EditorDocProvider({ doc, children }: { doc: EditorDoc; children: ReactNode }) {
  return <DocContext.Provider value={doc}>{children}</DocContext.Provider>;
}

export function useEditorDoc(): EditorDoc {
  const doc = useContext(DocContext);
  if (!doc) throw new Error('useEditorDoc outside EditorDocProvider');
  return doc;
}

/**
 * A slice of the resume; the component re-renders only when the slice changes (by `isEqual`). Pass a stable
 * selector (module level or useCallback) so its result is memoised between renders.
 */
export function useDocSelector<T>(select: (resume: Resume) => T, isEqual: (a: T, b: T) => boolean = Object.is): T {
  const doc = useEditorDoc();
  const getSnapshot = useMemo(() => memoisedSnapshot(doc, select, isEqual), [doc, select, isEqual]);
  return useSyncExternalStore(doc.subscribe, getSnapshot);
}

/** getSnapshot for useSyncExternalStore: the same value object until the slice really changes. */
function memoisedSnapshot<T>(doc: EditorDoc, select: (resume: Resume) => T, isEqual: (a: T, b: T) => boolean) {
  let memo: { resume: Resume; value: T } | undefined;
  return () => {
    const resume = doc.resume;
    if (memo && memo.resume === resume) return memo.value;
    const value = select(resume);
    memo = { resume, value: memo && isEqual(memo.value, value) ? memo.value : value };
    return memo.value;
  };
}

export const shallowEqualArrays = <T,>(a: readonly T[], b: readonly T[]): boolean =>
  a.length === b.length && a.every((x, i) => Object.is(x, b[i]));

export const shallowEqualObjects = <T extends object>(a: T, b: T): boolean => {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
};

/** Whether undo and redo are possible, for the header's buttons. */
export function useHistoryState(): { canUndo: boolean; canRedo: boolean } {
  const doc = useEditorDoc();
  const canUndo = useSyncExternalStore(doc.subscribeHistory, () => doc.history.canUndo);
  const canRedo = useSyncExternalStore(doc.subscribeHistory, () => doc.history.canRedo);
  return { canUndo, canRedo };
}
