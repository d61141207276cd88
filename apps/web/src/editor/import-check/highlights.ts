import type { SourceBox } from '@resumey/resume/import/provenance';

/** Fields read below this confidence are marked for checking (the import's REVIEW_BELOW). */
export const REVIEW_CONFIDENCE = 0.7;

export interface Highlight {
  key: string;
  lines: number[];
  box: SourceBox;
  kind: 'field' | 'check' | 'unused';
  active: boolean;
}

export const HIGHLIGHT_CLASS: Record<Highlight['kind'], string> = {
  field: 'border-emerald-500/70 bg-emerald-400/10',
  check: 'border-amber-500 bg-amber-300/25',
  unused: 'border-dashed border-rose-500 bg-rose-400/10',
};
