import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function NotFound() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found - Resumey`);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 px-6 text-center">
      <p className="text-7xl font-bold text-brand">404</p>
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>Oops! Page not found</Trans>
      </h1>
      <Link to="/" className="rounded-md bg-brand px-4 py-2 font-medium text-white shadow-sm hover:bg-indigo-800">
        <Trans>Return to Home</Trans>
      </Link>
    </main>
  );
}
