import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { AlertCircle, KeyRound, Loader2, ShieldX, Smartphone } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../components/ui/button';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { cn } from '../lib/cn';
import {
  cancelSecondFactor,
  codeProblem,
  getSecondFactorStatus,
  normaliseCode,
  verifySignInCode,
} from './two-factor-api';

/**
 * The sign-in step for an account with a second factor (DESIGN.md decision 12): the 6-digit code from the
 * authenticator app, or one of the backup codes. The server allows 5 wrong codes, then cancels this sign-in.
 */
export function TwoFactorChallenge({
  onVerified,
  onStartOver,
}: {
  /** The server has set the session; the caller re-checks it and moves on. */
  onVerified: () => Promise<void>;
  /** Back to the sign-in screen (after cancelling, or once this sign-in can no longer finish). */
  onStartOver: () => void;
}) {
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  useEffect(() => {
    inputRef.current?.focus();
  }, [kind]);

  const ready = kind === 'totp' ? code.length === 6 : code.trim().length >= 6;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    try {
      await verifySignInCode(kind === 'totp' ? code : code.trim(), kind);
      await onVerified();
    } catch (err) {
      const problem = codeProblem(err);
      if (problem.kind === 'attempts-exceeded' || problem.kind === 'expired') {
        setEnded(problem.message);
        return;
      }
      setError(problem.message);
      const status = await getSecondFactorStatus().catch(() => null);
      if (status && !status.pending) setEnded(t`This sign-in can no longer be completed. Please sign in again.`);
      else setAttemptsLeft(status?.attemptsLeft ?? null);
      setCode('');
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const cancel = async () => {
    await cancelSecondFactor().catch(() => undefined);
    onStartOver();
  };

  if (ended) {
    return (
      <div role="alert" className="flex flex-col items-center text-center">
        <span className="mb-6 grid size-16 place-items-center rounded-full bg-red-50 text-red-600">
          <ShieldX className="size-8" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-semibold text-slate-900">
          <Trans>Sign-in cancelled</Trans>
        </h1>
        <p className="mt-2 text-slate-600">{ended}</p>
        <Button className="mt-8 h-11 w-full" onClick={onStartOver}>
          <Trans>Sign in again</Trans>
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <div className="flex flex-col items-center text-center">
        <span className="mb-5 grid size-14 place-items-center rounded-full bg-indigo-50 text-brand">
          {kind === 'totp' ? (
            <Smartphone className="size-7" aria-hidden="true" />
          ) : (
            <KeyRound className="size-7" aria-hidden="true" />
          )}
        </span>
        <h1 className="text-xl font-semibold text-slate-900">
          <Trans>Two-factor authentication</Trans>
        </h1>
        <p className="mt-2 text-slate-600">
          {kind === 'totp' ? (
            <Trans>
              Open your authenticator app and enter the <span className="whitespace-nowrap">6-digit</span> code for
              Resumey.
            </Trans>
          ) : (
            t`Enter one of the backup codes you saved when you turned on two-factor authentication. Each code works once.`
          )}
        </p>
      </div>

      <div className="mt-6 space-y-2">
        <Label htmlFor={inputId} className="block">
          {kind === 'totp' ? t`Authentication code` : t`Backup code`}
        </Label>
        <Input
          ref={inputRef}
          id={inputId}
          name={kind === 'totp' ? 'code' : 'backup-code'}
          value={code}
          onChange={(e) => setCode(kind === 'totp' ? normaliseCode(e.target.value) : e.target.value.slice(0, 32))}
          inputMode={kind === 'totp' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={kind === 'totp' ? '123456' : 'xxxxx-xxxxx'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn('h-12 text-center font-mono text-xl', kind === 'totp' ? 'tracking-[0.5em]' : 'tracking-wider')}
        />
        {error ? (
          <p id={errorId} role="alert" className="flex items-start gap-2 text-sm text-red-700">
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {error}
              {attemptsLeft !== null ? (
                <>
                  {' '}
                  <Plural value={attemptsLeft} one="# try left." other="# tries left." />
                </>
              ) : null}
            </span>
          </p>
        ) : null}
      </div>

      <Button type="submit" className="mt-6 h-11 w-full" disabled={!ready || busy} aria-busy={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        <Trans>Verify</Trans>
      </Button>

      <div className="mt-4 flex flex-col items-center gap-1 sm:flex-row sm:justify-between">
        <Button
          variant="link"
          className="px-0"
          onClick={() => {
            setKind(kind === 'totp' ? 'backup' : 'totp');
            setCode('');
            setError(null);
          }}
        >
          {kind === 'totp' ? t`Use a backup code instead` : t`Use the authenticator app instead`}
        </Button>
        <Button variant="ghost" className="text-slate-600" onClick={() => void cancel()}>
          <Trans>Cancel sign-in</Trans>
        </Button>
      </div>
    </form>
  );
}
