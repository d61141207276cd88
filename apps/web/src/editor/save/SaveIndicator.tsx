import { AlertTriangle, Check, CloudOff, Loader2 } from 'lucide-react';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { i18n } from '../../i18n';
import { cn } from '../../lib/cn';
import type { SaveState } from '../../resumes';

/** "Synced at 10:42" in the interface's language (its time format too). */
export function savedLabel(savedAt?: string): string {
  const date = savedAt ? new Date(savedAt) : undefined;
  if (!date || Number.isNaN(date.getTime())) return t`Synced`;
  const time = new Intl.DateTimeFormat(i18n.locale, { hour: 'numeric', minute: '2-digit' }).format(date);
  return t`Synced at ${time}`;
}

/** The header's save state: unsaved / saving / saved with the time (offline and conflict too). A polite live region. */
export function SaveIndicator({ state, savedAt }: { state: SaveState; savedAt?: string }) {
  // Re-rendered in a new language (the texts below are read at render time).
  useLingui();
  const view = {
    unsaved: {
      icon: <span className="size-2 rounded-full bg-amber-500" />,
      text: t`Unsaved changes`,
      tone: 'text-amber-700',
    },
    saving: { icon: <Loader2 className="size-3.5 animate-spin" />, text: t`Syncing...`, tone: 'text-slate-600' },
    saved: { icon: <Check className="size-3.5" />, text: savedLabel(savedAt), tone: 'text-emerald-700' },
    offline: {
      icon: <CloudOff className="size-3.5" />,
      text: t`Saved on this device, will sync`,
      tone: 'text-slate-600',
    },
    conflict: { icon: <AlertTriangle className="size-3.5" />, text: t`Changed elsewhere`, tone: 'text-red-700' },
  }[state];
  return (
    <span
      role="status"
      data-save-state={state}
      className={cn('inline-flex items-center gap-1.5 text-xs font-medium whitespace-nowrap', view.tone)}
    >
      <span aria-hidden="true" className="inline-flex items-center">
        {view.icon}
      </span>
      <span className="max-sm:sr-only">{view.text}</span>
    </span>
  );
}
