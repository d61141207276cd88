import { CloudOff } from 'lucide-react';
import { MESSAGES } from '@resumey/resume';
import { useSyncPending } from './hooks';

/** The quiet notice of DESIGN.md decision 7 while changes wait on this device for the server. */
export function SyncNotice({ className = '' }: { className?: string }) {
  const pending = useSyncPending();
  if (!pending) return null;
  return (
    <p
      role="status"
      className={`flex items-center gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 ${className}`}
    >
      <CloudOff aria-hidden className="size-4 shrink-0" />
      {MESSAGES.highLoadSync}
    </p>
  );
}
