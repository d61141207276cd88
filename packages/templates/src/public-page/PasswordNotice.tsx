import { useId, type FormEvent, type Ref } from 'react';
import { SHARE_ACCESS_MESSAGES } from '@resumey/resume';
import { CHROME, useChrome } from './chrome';

export interface PasswordNoticeProps {
  /** Where the form posts the password without JavaScript (the share's .../unlock); the server then redirects back. */
  action: string;
  error?: string;
  /** With JavaScript: the page sends the password itself (apps/web PasswordForm) and the form does not post. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  password?: string;
  onPasswordChange?: (password: string) => void;
  /** The field, for the form library to focus when the password is refused. */
  passwordRef?: Ref<HTMLInputElement>;
  busy?: boolean;
}

/**
 * A protected share's password form (issue #18 item 6), drawn by the server for a page read without JavaScript (a
 * plain form post) and by the browser, which sends the password itself. The same markup either way.
 */
export function PasswordNotice({
  action,
  error,
  onSubmit,
  password,
  onPasswordChange,
  passwordRef,
  busy,
}: PasswordNoticeProps) {
  const id = useId();
  const say = useChrome();
  const controlled = onPasswordChange
    ? { value: password ?? '', onChange: (e: { target: { value: string } }) => onPasswordChange(e.target.value) }
    : {};
  return (
    <div className="flex min-h-[60vh] items-center justify-center p-4">
      <form
        method="post"
        action={action}
        onSubmit={onSubmit}
        className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        aria-labelledby={`${id}-title`}
        noValidate
        // The page's script has taken the server's form over: what a test waits for before typing.
        data-enhanced={onSubmit ? true : undefined}
      >
        <h1 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
          {say.text(SHARE_ACCESS_MESSAGES.passwordRequired)}
        </h1>
        <p className="mt-2 text-sm text-slate-600">{say.text(SHARE_ACCESS_MESSAGES.passwordRequiredDescription)}</p>
        <label htmlFor={`${id}-password`} className="mt-5 block text-sm font-medium text-slate-900">
          {say(CHROME.password)}
        </label>
        <input
          id={`${id}-password`}
          ref={passwordRef}
          name="password"
          type="password"
          autoComplete="off"
          autoFocus
          {...controlled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1.5 h-11 w-full rounded-md border border-slate-300 px-3 text-base text-slate-900 focus-visible:border-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-700/40 aria-[invalid=true]:border-red-600"
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
            {say.text(error)}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          className="mt-4 inline-flex h-11 w-full items-center justify-center rounded-md bg-indigo-700 px-4 text-sm font-medium text-white hover:bg-indigo-800 disabled:opacity-60"
        >
          {busy ? say(CHROME.checking) : say(CHROME.viewResume)}
        </button>
      </form>
    </div>
  );
}
