import { useId, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertCircle, KeyRound, Loader2, ShieldCheck, ShieldOff } from 'lucide-react';
import { twoFactorCodeBody } from '@resumey/resume';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Form, useSchemaForm } from '../components/ui/form';
import { Input } from '../components/ui/input';
import { Label } from '../components/ui/label';
import { localizeMessage } from '../i18n';
import { useAuth } from './AuthProvider';
import { BackupCodes } from './BackupCodes';
import {
  codeProblem,
  confirmEnrolment,
  newBackupCodes,
  normaliseCode,
  removeSecondFactor,
  secretFromUri,
  startEnrolment,
  type Enrolment,
} from './two-factor-api';

type Step =
  | { name: 'idle' }
  | { name: 'enrolling'; enrolment: Enrolment }
  | { name: 'codes'; codes: string[]; headline?: string }
  | { name: 'removing' }
  | { name: 'renewing' };

/** The two steps that ask for a code from the app or a backup code. */
const withACode = (step: 'removing' | 'renewing') =>
  step === 'removing'
    ? {
        intro: t`To turn off two-factor authentication, enter a code from your authenticator app or one of your backup codes.`,
        submitLabel: t`Turn off two-factor authentication`,
      }
    : {
        intro: t`To get ten new backup codes, enter a code from your authenticator app or one of your backup codes. Your old backup codes will stop working.`,
        submitLabel: t`Get new backup codes`,
      };

/** Groups of four, as authenticator apps show keys typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** What the user asked for, and the step it leads to (with a toast to show). */
type Action =
  | { name: 'begin' }
  | { name: 'confirm'; code: string; enrolment: Enrolment }
  | { name: 'remove'; code: string }
  | { name: 'renew'; code: string };

async function perform(action: Action, refresh: () => Promise<unknown>): Promise<{ next: Step; done?: string }> {
  switch (action.name) {
    case 'begin':
      return { next: { name: 'enrolling', enrolment: await startEnrolment() } };
    case 'confirm':
      await confirmEnrolment(action.code);
      await refresh();
      return { next: { name: 'codes', codes: action.enrolment.backupCodes }, done: t`Two-factor authentication is on` };
    case 'remove':
      await removeSecondFactor(action.code);
      await refresh();
      return { next: { name: 'idle' }, done: t`Two-factor authentication is off` };
    case 'renew': {
      const { backupCodes } = await newBackupCodes(action.code);
      const headline = t`New backup codes are ready. The old ones no longer work.`;
      return { next: { name: 'codes', codes: backupCodes, headline } };
    }
  }
}

/**
 * Turning the second factor on (QR code + key, confirmed with a code; backup codes shown once), off, and getting
 * new backup codes (both with a current code or a backup code).
 */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const { refresh } = useAuth();
  const { t: tr } = useLingui();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const form = useSchemaForm(twoFactorCodeBody, { defaultValues: { code: '' } });
  const codeField = form.register('code');
  const code = form.watch('code');
  const act = useMutation({
    mutationFn: (action: Action) => perform(action, refresh),
    onSuccess: ({ next, done }) => {
      reset(next);
      if (done) toast.success(done);
    },
  });
  const busy = act.isPending;
  const fieldError = form.formState.errors.code?.message;
  const error = fieldError ? localizeMessage(fieldError) : act.error ? codeProblem(act.error).message : null;
  const errorId = useId();
  const headingId = useId();

  const reset = (next: Step) => {
    setStep(next);
    form.reset();
    act.reset();
  };
  const begin = () => act.mutate({ name: 'begin' });
  const confirm = (enrolment: Enrolment) => (values: { code: string }) => {
    if (values.code.length === 6) act.mutate({ name: 'confirm', code: values.code, enrolment });
  };
  const withCode = (name: 'remove' | 'renew') => (values: { code: string }) => act.mutate({ name, code: values.code });
  /** The code field, keeping only what a code of this step may hold as it is typed or pasted. */
  const codeInput = (filter: (raw: string) => string) => ({
    field: {
      ...codeField,
      onChange: (e: { target: { value: string }; type?: unknown }) => {
        e.target.value = filter(e.target.value);
        return codeField.onChange(e);
      },
    },
  });

  const errorLine = error ? (
    <p id={errorId} role="alert" className="flex items-start gap-2 text-sm text-red-700">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {error}
    </p>
  ) : null;

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-slate-900">
          <Trans>Two-factor authentication</Trans>
        </h3>
        {enabled ? (
          <Badge variant="success">
            <Trans>On</Trans>
          </Badge>
        ) : (
          <Badge variant="secondary">
            <Trans>Off</Trans>
          </Badge>
        )}
      </div>

      {step.name === 'idle' && !enabled ? (
        <div className="mt-2 space-y-4">
          <p className="text-sm text-slate-600">
            <Trans>
              Protect your resumes with a second step at sign-in: a 6-digit code from an authenticator app such as
              Google Authenticator, Microsoft Authenticator or 1Password.
            </Trans>
          </p>
          {errorLine}
          <Button onClick={begin} disabled={busy} aria-busy={busy}>
            {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
            <Trans>Set up two-factor authentication</Trans>
          </Button>
        </div>
      ) : null}

      {step.name === 'idle' && enabled ? (
        <div className="mt-2 space-y-4">
          <p className="text-sm text-slate-600">
            <Trans>Signing in asks for a code from your authenticator app (or one of your backup codes).</Trans>
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="outline" onClick={() => reset({ name: 'renewing' })}>
              <KeyRound aria-hidden="true" />
              <Trans>New backup codes</Trans>
            </Button>
            <Button variant="outline" onClick={() => reset({ name: 'removing' })}>
              <ShieldOff aria-hidden="true" />
              <Trans>Turn off</Trans>
            </Button>
          </div>
        </div>
      ) : null}

      {step.name === 'enrolling' ? (
        <Form form={form} className="mt-3 space-y-4" onSubmit={confirm(step.enrolment)}>
          <ol className="list-decimal space-y-1 ps-5 text-sm text-slate-600">
            <li>
              <Trans>Scan this QR code with your authenticator app.</Trans>
            </li>
            <li>
              <Trans>Enter the 6-digit code the app shows.</Trans>
            </li>
          </ol>
          <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
            <div className="rounded-lg border border-slate-200 bg-white p-3">
              <QRCodeSVG
                value={step.enrolment.totpURI}
                size={160}
                marginSize={0}
                title={tr`QR code for your authenticator app`}
                role="img"
                aria-label={tr`QR code for your authenticator app`}
              />
            </div>
            <div className="min-w-0 flex-1 text-sm">
              <p className="text-slate-600">
                <Trans>Can&apos;t scan it? Enter this key in the app instead:</Trans>
              </p>
              <p
                data-testid="totp-secret"
                className="mt-2 break-words rounded-md bg-slate-100 px-3 py-2 font-mono text-sm text-slate-900"
              >
                {grouped(secretFromUri(step.enrolment.totpURI))}
              </p>
            </div>
          </div>
          <CodeEntry
            label={tr`6-digit code`}
            {...codeInput(normaliseCode)}
            numeric
            inputClassName="max-w-48 font-mono tracking-[0.3em]"
            errorLine={errorLine}
            errorId={errorId}
            busy={busy}
            canSubmit={code.length === 6}
            submitLabel={tr`Verify and turn on`}
            onCancel={() => reset({ name: 'idle' })}
          />
        </Form>
      ) : null}

      {step.name === 'codes' ? (
        <BackupCodes codes={step.codes} headline={step.headline} onDone={() => reset({ name: 'idle' })} />
      ) : null}

      {step.name === 'removing' || step.name === 'renewing' ? (
        <Form form={form} className="mt-3 space-y-4" onSubmit={withCode(step.name === 'removing' ? 'remove' : 'renew')}>
          <p className="text-sm text-slate-600">{withACode(step.name).intro}</p>
          <CodeEntry
            label={tr`Code or backup code`}
            {...codeInput((v) => v.slice(0, 32))}
            inputClassName="max-w-64 font-mono"
            errorLine={errorLine}
            errorId={errorId}
            busy={busy}
            canSubmit={code.trim() !== ''}
            submitLabel={withACode(step.name).submitLabel}
            destructive={step.name === 'removing'}
            onCancel={() => reset({ name: 'idle' })}
          />
        </Form>
      ) : null}
    </section>
  );
}

/** A code field with its error, and Cancel / submit: the step that turns the factor on, and the one that turns it off. */
function CodeEntry(props: {
  label: string;
  field: UseFormRegisterReturn<'code'>;
  numeric?: boolean;
  inputClassName: string;
  errorLine: ReactNode;
  errorId: string;
  busy: boolean;
  canSubmit: boolean;
  submitLabel: string;
  destructive?: boolean;
  onCancel: () => void;
}) {
  const id = useId();
  const { errorLine, busy } = props;
  return (
    <>
      <div className="space-y-2">
        <Label htmlFor={id} className="block">
          {props.label}
        </Label>
        <Input
          id={id}
          {...props.field}
          inputMode={props.numeric ? 'numeric' : undefined}
          autoComplete="one-time-code"
          placeholder={props.numeric ? '123456' : undefined}
          aria-invalid={errorLine ? true : undefined}
          aria-describedby={errorLine ? props.errorId : undefined}
          className={props.inputClassName}
          autoFocus
        />
        {errorLine}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={props.onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          type="submit"
          variant={props.destructive ? 'destructive' : undefined}
          disabled={!props.canSubmit || busy}
          aria-busy={busy}
        >
          {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {props.submitLabel}
        </Button>
      </div>
    </>
  );
}
