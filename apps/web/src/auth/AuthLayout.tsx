import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Loader2, type LucideIcon } from 'lucide-react';
import { Logo } from '../components/Logo';
import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';

/** The sign-in screens' frame: the logo above one centred card on a soft brand background. */
export function AuthShell({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useLingui();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-[radial-gradient(80%_60%_at_50%_0%,#e0e7ff_0%,#f8fafc_70%)] px-4 py-10 sm:px-6">
      <Link to="/" aria-label={t`Resumey home`} className="mb-8 rounded-md">
        <Logo size={36} />
      </Link>
      <div
        className={cn(
          'w-full max-w-md rounded-2xl border border-slate-200/80 bg-white p-6 shadow-xl shadow-indigo-950/5 sm:p-10',
          className,
        )}
      >
        {children}
      </div>
    </main>
  );
}

/** A wait: spinner, title, explanation and a reassurance, announced politely to screen readers. */
export function StatusPanel({ title, description, note }: { title: string; description: string; note?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center py-4 text-center">
      <span className="mb-6 grid size-16 place-items-center rounded-full bg-indigo-50">
        <Loader2 className="size-8 animate-spin text-brand" aria-hidden="true" />
      </span>
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{description}</p>
      {note ? <p className="mt-4 text-sm text-slate-500">{note}</p> : null}
    </div>
  );
}

/** Something stopped sign-in: what happened, and the two ways on ('Try Again' and 'Go Home'). */
export function ProblemPanel({
  icon: Icon,
  tone = 'error',
  title,
  description,
  onRetry,
  onHome,
  retryLabel,
}: {
  icon: LucideIcon;
  tone?: 'error' | 'warning';
  title: string;
  description: ReactNode;
  onRetry: () => void;
  onHome: () => void;
  retryLabel?: string;
}) {
  const { t } = useLingui();
  return (
    <div role="alert" className="flex flex-col items-center text-center">
      <span
        className={cn(
          'mb-6 grid size-16 place-items-center rounded-full',
          tone === 'error' ? 'bg-red-50 text-red-600' : 'bg-amber-50 text-amber-600',
        )}
      >
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
      <div className="mt-2 text-slate-600">{description}</div>
      <div className="mt-8 flex w-full flex-col gap-3 sm:flex-row">
        <Button className="h-11 flex-1" onClick={onRetry}>
          {retryLabel ?? t`Try Again`}
        </Button>
        <Button variant="outline" className="h-11 flex-1" onClick={onHome}>
          <Trans>Go Home</Trans>
        </Button>
      </div>
    </div>
  );
}
