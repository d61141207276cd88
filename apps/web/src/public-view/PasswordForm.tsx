import { useState, type FormEvent } from 'react';
import { SHARE_ACCESS_MESSAGES, type UnlockShare } from '@resumey/resume';
import { PasswordNotice } from '@resumey/templates/public-page';
import { call, client, errorTextWith } from '../lib/api';
import { sourceFromLocation } from './route';

const { public: shared } = client.api;

/** This page's share: its password goes to .../unlock beside its public read, through the typed client. */
function unlockOf() {
  const source = sourceFromLocation(window.location);
  const seg = encodeURIComponent;
  if (source.kind === 'user-slug') {
    return {
      action: `/api/public/u/${seg(source.username)}/${seg(source.slug)}/unlock`,
      send: (json: UnlockShare) => call(shared.u[':username'][':slug'].unlock.$post({ param: source, json })),
    };
  }
  if (source.kind === 'slug') {
    return {
      action: `/api/public/v/${seg(source.slug)}/unlock`,
      send: (json: UnlockShare) => call(shared.v[':slug'].unlock.$post({ param: source, json })),
    };
  }
  return undefined;
}

/**
 * The password form of a protected share (issue #18 item 6). The right password makes the server set an
 * httpOnly cookie for this share, and the page loads the resume again; a wrong one, or too many tries, shows the
 * server's message (lib/api.ts's errorTextWith). Its own small chunk, loaded only for protected shares, and the one form
 * of the app without the form library: react-hook-form's CommonJS interop would land in the public page's first
 * chunk, which is at its 100 KB budget. The server checks the password with the shared unlock schema.
 */
export default function PasswordForm({ onUnlocked }: { onUnlocked(): void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const unlock = unlockOf();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!unlock || busy) return;
    if (!password) return setError(SHARE_ACCESS_MESSAGES.passwordMissing);
    setBusy(true);
    setError('');
    try {
      await unlock.send({ password });
      onUnlocked();
    } catch (err) {
      // The server's words as they came: PasswordNotice shows the shared ones in the page's language.
      setError(errorTextWith(err, (english) => english));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PasswordNotice
      action={unlock?.action ?? ''}
      error={error}
      busy={busy}
      password={password}
      onPasswordChange={setPassword}
      onSubmit={(e) => void submit(e)}
    />
  );
}
