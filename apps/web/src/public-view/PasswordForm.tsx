import { useState, type FormEvent } from 'react';
import { SHARE_ACCESS_MESSAGES, type ApiErrorBody, type UnlockShare } from '@resumey/resume';
import { PasswordNotice } from '@resumey/templates/public-page';
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
 * server's message. Plain markup and fetch (the contract's types, not the typed client): it is its own small chunk,
 * loaded only for protected shares.
 */
export default function PasswordForm({ onUnlocked }: { onUnlocked(): void }) {
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
        body: JSON.stringify({ password } satisfies UnlockShare),
      });
      if (res.ok) return onUnlocked();
      const body = (await res.json().catch(() => undefined)) as Partial<ApiErrorBody> | undefined;
      setError(body?.error?.message ?? 'Something went wrong. Please try again.');
    } catch {
      setError('Could not reach the server. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <PasswordNotice
      action={unlockPath() ?? ''}
      error={error}
      busy={busy}
      password={password}
      onPasswordChange={setPassword}
      onSubmit={(e) => void submit(e)}
    />
  );
}
