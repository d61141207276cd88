import { AlertTriangle, Check, CloudOff, Loader2 } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { JSX } from 'react';
import type { LetterSaveState as State } from './store';

/** The letter's save state in the header, as the resume editor's indicator says it. A polite live region. */
export function LetterSaveState({ state }: { state: State }) {
  const { t } = useLingui();
  const view: Partial<Record<State, [JSX.Element, string, string]>> = {
    unsaved: [<span className="size-2 rounded-full bg-amber-500" />, t`Unsaved changes`, 'text-amber-700'],
    saving: [<Loader2 className="size-3.5 animate-spin" />, t`Syncing...`, 'text-slate-600'],
    saved: [<Check className="size-3.5" />, t`Synced`, 'text-emerald-700'],
    offline: [<CloudOff className="size-3.5" />, t`Saved on this device, will sync`, 'text-slate-600'],
    conflict: [<AlertTriangle className="size-3.5" />, t`Changed elsewhere`, 'text-red-700'],
  };
  const shown = view[state];
  return (
    <span
      role="status"
      data-save-state={state}
      className={`inline-flex items-center gap-1.5 text-xs font-medium ${shown?.[2] ?? ''}`}
    >
      {shown ? (
        <>
          <span aria-hidden="true">{shown[0]}</span>
          <span className="max-sm:sr-only">{shown[1]}</span>
        </>
      ) : null}
    </span>
  );
}
