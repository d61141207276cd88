import { useState } from 'react';
import { toast } from 'sonner';
import { KeyRound, Trash2 } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { localizeMessage } from '../i18n';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/alert-dialog';
import { relativeTime } from '../lib/relative-time';
import { useRevokeApiKey, type ApiKeySummary } from './api';
import {
  API_KEYS_TEXT as T,
  createdOn,
  expiresOn,
  keyActions,
  lastUsed,
  revokeDescription,
  scopeLabel,
} from './messages';

/** One key: its name, first characters, permissions, dates, and Revoke (with a confirmation). */
export function ApiKeyItem({ apiKey }: { apiKey: ApiKeySummary }) {
  const { i18n } = useLingui();
  const day = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  const [confirming, setConfirming] = useState(false);
  // The time the dialog opened (it is remounted on every opening): the dates are read against it.
  const [now] = useState(() => Date.now());
  const revoke = useRevokeApiKey();
  const expired = apiKey.expiresAt !== null && Date.parse(apiKey.expiresAt) <= now;
  const onConfirm = () =>
    revoke.mutate(apiKey.id, {
      onSuccess: () => toast.success(T.revoked),
      onError: (err) => toast.error(localizeMessage(err.message)),
    });
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex items-start gap-3">
        <KeyRound className="mt-1 size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="break-words font-medium text-slate-900">{apiKey.name}</p>
          <p className="font-mono text-xs text-slate-600">{apiKey.start}…</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setConfirming(true)}
          disabled={revoke.isPending}
          aria-label={keyActions(apiKey.name)}
        >
          <Trash2 aria-hidden="true" />
          {T.revoke}
        </Button>
      </div>
      <div className="mt-2 space-y-1.5 ps-7">
        <ul className="flex flex-wrap gap-1.5" aria-label={T.scopesLegend}>
          {apiKey.scopes.map((scope) => (
            <li key={scope}>
              <Badge variant="secondary">{scopeLabel(scope).title}</Badge>
            </li>
          ))}
        </ul>
        {/* Each fact on its own: on a phone they wrap between facts, never inside one. */}
        <ul className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600" aria-label={T.datesLabel}>
          <li>{createdOn(day.format(new Date(apiKey.createdAt)))}</li>
          <li>{apiKey.lastUsedAt ? lastUsed(relativeTime(apiKey.lastUsedAt, now)) : T.neverUsed}</li>
          <li className={expired ? 'font-medium text-red-700' : undefined}>
            {expired ? T.expired : apiKey.expiresAt ? expiresOn(day.format(new Date(apiKey.expiresAt))) : T.noExpiry}
          </li>
        </ul>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={T.revokeTitle}
        description={revokeDescription(apiKey.name)}
        confirmLabel={T.revokeConfirm}
        destructive
        onConfirm={onConfirm}
      />
    </li>
  );
}
