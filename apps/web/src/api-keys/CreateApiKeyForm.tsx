import { useId, useState, type FormEvent } from 'react';
import { AlertCircle, Loader2 } from 'lucide-react';
import { useLingui } from '@lingui/react';
import { API_KEY_LIMITS, API_KEY_SCOPES, type ApiKeyScope } from '@resumey/resume';
import { localizeMessage } from '../i18n';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { useCreateApiKey, type CreatedApiKey } from './api';
import { API_KEYS_TEXT as T, EXPIRY_CHOICES, scopeLabel } from './messages';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new key's name, permissions and expiry; the server checks all of it again. */
export function CreateApiKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: CreatedApiKey) => void;
  onCancel: () => void;
}) {
  useLingui(); // re-renders in a new language: the texts below are read at render
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['resumes:read']);
  const [expiryDays, setExpiryDays] = useState<string>('90');
  const create = useCreateApiKey();
  const ids = { name: useId(), expiry: useId(), error: useId(), legend: useId() };
  const error = create.error ? localizeMessage(create.error.message) : undefined;

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || scopes.length === 0) return;
    const days = expiryDays === 'never' ? null : Number(expiryDays);
    create.mutate(
      { name: name.trim(), scopes, expiresAt: days ? new Date(Date.now() + days * DAY_MS).toISOString() : null },
      { onSuccess: onCreated },
    );
  };

  return (
    <form className="mt-3 space-y-4" onSubmit={submit} noValidate aria-label={T.create}>
      <div className="space-y-2">
        <Label htmlFor={ids.name} className="block">
          {T.nameLabel}
        </Label>
        <Input
          id={ids.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={API_KEY_LIMITS.nameMax}
          placeholder={T.namePlaceholder}
          autoComplete="off"
          autoFocus
        />
      </div>
      <fieldset className="space-y-2" aria-labelledby={ids.legend}>
        <legend id={ids.legend} className="text-sm font-medium text-slate-900">
          {T.scopesLegend}
        </legend>
        {API_KEY_SCOPES.map((scope) => {
          const id = `${ids.legend}-${scope}`;
          return (
            <div key={scope} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
              <Checkbox
                id={id}
                className="mt-0.5"
                checked={scopes.includes(scope)}
                onCheckedChange={(on) => toggle(scope, on === true)}
                aria-describedby={`${id}-about`}
              />
              <div className="min-w-0">
                <Label htmlFor={id} className="block font-medium">
                  {scopeLabel(scope).title}
                </Label>
                <p id={`${id}-about`} className="text-sm text-slate-600">
                  {scopeLabel(scope).description}
                </p>
              </div>
            </div>
          );
        })}
      </fieldset>
      <div className="space-y-2">
        <Label htmlFor={ids.expiry} className="block">
          {T.expiryLabel}
        </Label>
        <select
          id={ids.expiry}
          value={expiryDays}
          onChange={(e) => setExpiryDays(e.target.value)}
          className="h-10 w-full max-w-48 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand"
        >
          {EXPIRY_CHOICES.map((choice) => (
            <option key={String(choice.days)} value={choice.days === null ? 'never' : String(choice.days)}>
              {choice.label()}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={ids.error} role="alert" className="flex items-start gap-2 text-sm text-red-700">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={onCancel} disabled={create.isPending}>
          {T.cancel}
        </Button>
        <Button
          type="submit"
          disabled={!name.trim() || scopes.length === 0 || create.isPending}
          aria-busy={create.isPending}
        >
          {create.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {T.submit}
        </Button>
      </div>
    </form>
  );
}
