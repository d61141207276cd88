import { useCallback, useMemo } from 'react';
import { clearImportMark, type ImportMark, type Resume } from '@resumey/resume';
import { useEditorDoc, useResume } from '../state/doc';

export interface FieldMark {
  reason: string;
  onConfirm: () => void;
}

const noMarks: ImportMark[] = [];
const selectMarks = (r: Resume) => r.meta.importReview?.marks ?? noMarks;

/** The import's mark on one field (issue #39), with a way to confirm the field as read; undefined when none. */
export function useImportMark(key: string): FieldMark | undefined {
  const doc = useEditorDoc();
  const mark = useResume(useCallback((r: Resume) => selectMarks(r).find((m) => m.key === key), [key]));
  const onConfirm = useCallback(() => doc.edit((r) => clearImportMark(r, key)), [doc, key]);
  return useMemo(() => (mark ? { reason: mark.reason, onConfirm } : undefined), [mark, onConfirm]);
}

/** Every mark still to check. */
export const useImportMarks = (): ImportMark[] => useResume(selectMarks);
