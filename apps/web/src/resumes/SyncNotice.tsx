import { CloudOff } from 'lucide-react';
import { useLingui } from '@lingui/react';
import { useAuth } from '../auth';
import { M } from '../i18n';
import { useSyncPending } from './hooks';

/**
 * The quiet notice of DESIGN.md decision 7 while changes wait on this device for the server, or, while the server
 * cannot be reached at all, that this is the device's copy.
 */
export function SyncNotice({ className = '' }: { className?: string }) {
  const pending = useSyncPending();
  const { offline } = useAuth();
  // Redrawn when the language changes (M reads the active catalog when asked).
  useLingui();
  if (!pending && !offline) return null;
  return (
    <div className={`grid gap-2 ${className}`}>
      {offline && <Notice text={M.offlineCopy} />}
      {pending && <Notice text={M.highLoadSync} />}
    </div>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <CloudOff aria-hidden className="size-4 shrink-0" />
      {text}
    </p>
  );
}
