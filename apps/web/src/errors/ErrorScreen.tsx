import { AlertTriangle, Home, RotateCw, ServerCrash } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { isResourceError } from '@resumey/resume';
import { M } from '../i18n';
import { Button } from '../components/ui/button';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export type ErrorKind = 'generic' | 'high-load';

/** SPEC.md section 8: resource-exhaustion errors get the high-load screen, anything else the generic one. */
export const errorKindOf = (error: unknown): ErrorKind => (isResourceError(error) ? 'high-load' : 'generic');

/**
 * The screen shown in place of a page that failed. It never shows the error's own text: that may be technical or
 * carry data, and the user can do nothing with it (it is logged to the console instead).
 */
export function ErrorScreen({ kind, onRetry }: { kind: ErrorKind; onRetry: () => void }) {
  const { t } = useLingui();
  const { title, text } =
    kind === 'high-load'
      ? { title: M.serviceUnavailableTitle, text: M.highLoad }
      : { title: M.somethingWentWrong, text: t`An unexpected error occurred. Please try again.` };
  useDocumentTitle(t`${title} - Resumey`);
  const Icon = kind === 'high-load' ? ServerCrash : AlertTriangle;
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-6 py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <div
          className={
            kind === 'high-load'
              ? 'mx-auto flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-700'
              : 'mx-auto flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700'
          }
        >
          <Icon className="size-7" aria-hidden="true" />
        </div>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{text}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button size="lg" onClick={onRetry}>
            <RotateCw aria-hidden="true" />
            <Trans>Try Again</Trans>
          </Button>
          {/* A full page load: whatever state broke this page is left behind. */}
          <Button size="lg" variant="outline" asChild>
            <a href="/">
              <Home aria-hidden="true" />
              <Trans>Go to Homepage</Trans>
            </a>
          </Button>
        </div>
      </div>
    </main>
  );
}
