import { useId, useState, type FormEvent } from 'react';
import { SHARE_ACCESS_MESSAGES } from '@resumey/resume';
import { sourceFromLocation } from './route';

/** Where this page's share takes its password: .../unlock beside its public read. */
function unlockPath(): string | undefined {
  const source = sourceFromLocation(window.location);
  const seg = encodeURIComponent;
  if (source.kind === 'user-slug') return `/api/public/u/${seg(source.username)}/${seg(source.slug)}/unlock`;
  if (source.kind === 'slug') return `/api/public/v/${seg(source.slug)}/unlock`;
  return undefined;
}

/**
 * The password form of a protected share (issue #18 item 6). The right password makes the server set an
 * httpOnly cookie for this share, and the page loads the resume again; a wrong one, or too many tries, shows the
 * server's message. Plain markup and fetch: it is its own small chunk, loaded only for protected shares.
 */
export default function PasswordForm({ onUnlocked }: { onUnlocked(): void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const path = unlockPath();
    if (!path || busy) return;
    if (!password) return setError(SHARE_ACCESS_MESSAGES.passwordMissing);
    setBusy(true);
    setError('');
    try {
      const res = await fetch(path, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ password }),
      });
      if (res.ok) return onUnlocked();
      const body = (await res.json().catch(() => undefined)) as { error?: { message?: string } } | undefined;
      setError(body?.error?.message ?? 'Something went wrong. Please try again.');
    } catch {
      setError('Could not reach the server. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex min-h-[60vh] items-center justify-center p-4">
      <form
        onSubmit={(e) => void submit(e)}
        className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        aria-labelledby={`${id}-title`}
        noValidate
      >
        <h1 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
          {SHARE_ACCESS_MESSAGES.passwordRequired}
        </h1>
        <p className="mt-2 text-sm text-slate-600">{SHARE_ACCESS_MESSAGES.passwordRequiredDescription}</p>
        <label htmlFor={`${id}-password`} className="mt-5 block text-sm font-medium text-slate-900">
          Password
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="off"
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1.5 h-11 w-full rounded-md border border-slate-300 px-3 text-base text-slate-900 focus-visible:border-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-700/40 aria-[invalid=true]:border-red-600"
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          className="mt-4 inline-flex h-11 w-full items-center justify-center rounded-md bg-indigo-700 px-4 text-sm font-medium text-white hover:bg-indigo-800 disabled:opacity-60"
        >
          {busy ? 'Checking...' : 'View resume'}
        </button>
      </form>
    </div>
  );
}
