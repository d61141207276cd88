import { useId, useState } from 'react';
import { ExternalLink, Loader2, Plus } from 'lucide-react';
import { useLingui } from '@lingui/react';
import { Button } from '../components/ui/button';
import { useApiKeys, type CreatedApiKey } from './api';
import { ApiKeyItem } from './ApiKeyItem';
import { CreateApiKeyForm } from './CreateApiKeyForm';
import { NewApiKey } from './NewApiKey';
import { API_KEYS_TEXT as T } from './messages';

type Step = { name: 'list' } | { name: 'creating' } | { name: 'created'; created: CreatedApiKey };

/**
 * Personal API keys in the account dialog (issue #43): the keys with their permissions and dates, Revoke, and
 * Create, after which the new key is shown once.
 */
export function ApiKeysSettings() {
  useLingui(); // re-renders in a new language: the texts below are read at render
  const headingId = useId();
  const [step, setStep] = useState<Step>({ name: 'list' });
  const keys = useApiKeys();
  const list = keys.data?.keys ?? [];
  const full = keys.data !== undefined && list.length >= keys.data.limit;

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-slate-900">
          {T.heading}
        </h3>
        <a
          href="/api/docs"
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand underline-offset-2 hover:underline"
        >
          {T.reference}
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      </div>
      <p className="mt-2 text-sm text-slate-600">{T.intro}</p>

      {step.name === 'created' ? (
        <NewApiKey created={step.created} onDone={() => setStep({ name: 'list' })} />
      ) : step.name === 'creating' ? (
        <CreateApiKeyForm
          onCreated={(created) => setStep({ name: 'created', created })}
          onCancel={() => setStep({ name: 'list' })}
        />
      ) : (
        <div className="mt-3 space-y-3">
          {keys.isPending ? (
            <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              {T.loading}
            </p>
          ) : keys.isError ? (
            <p className="text-sm text-red-700" role="alert">
              {T.loadFailed}
            </p>
          ) : list.length === 0 ? (
            <p className="text-sm text-slate-600">{T.empty}</p>
          ) : (
            <ul className="space-y-2" aria-label={T.heading}>
              {list.map((key) => (
                <ApiKeyItem key={key.id} apiKey={key} />
              ))}
            </ul>
          )}
          {full ? <p className="text-sm text-slate-600">{T.limitReached}</p> : null}
          <Button variant="outline" onClick={() => setStep({ name: 'creating' })} disabled={!keys.data || full}>
            <Plus aria-hidden="true" />
            {T.create}
          </Button>
        </div>
      )}
    </section>
  );
}
