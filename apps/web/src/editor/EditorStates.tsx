import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { M } from '../i18n';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function Loading({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50">
      <Spinner label={label ?? t`Loading resume...`} />
    </div>
  );
}

export function ResumeNotFound() {
  const { t } = useLingui();
  const title = M.resumeNotFoundTitle;
  useDocumentTitle(t`${title} - Resumey`);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 bg-slate-50 px-6 text-center">
      <FileQuestion aria-hidden="true" className="size-12 text-slate-400" />
      <h1 className="text-2xl font-semibold text-slate-900">{M.resumeNotFoundTitle}</h1>
      <p className="max-w-md text-slate-600">{M.resumeNotFoundDescription}</p>
      <Button asChild className="mt-2">
        <Link to="/dashboard">
          <Trans>Back to Dashboard</Trans>
        </Link>
      </Button>
    </main>
  );
}
