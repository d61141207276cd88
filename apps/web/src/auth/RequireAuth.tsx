import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './AuthProvider';
import { CloudOff } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '../components/ui/spinner';

/**
 * Route guard (DESIGN.md decision 4): a signed-out visitor goes to /auth and comes back here after signing in.
 * The page a user signs out from sends them home instead.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading, signedOutFrom, offline } = useAuth();
  const location = useLocation();
  const { t } = useLingui();
  if (loading) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label={t`Loading...`} />
      </div>
    );
  }
  // The session check did not reach the server and this device knows no user: unknown, not signed out. The check
  // is repeated every few seconds; the page opens as soon as the server answers.
  if (!user && offline) return <ServerUnreachable />;
  if (!user) {
    // Signing out here goes home, whichever navigation runs last: the sign-out's or this one.
    if (signedOutFrom === location.key) return <Navigate to="/" replace />;
    const next = location.pathname + location.search + location.hash;
    return <Navigate to={`/auth?next=${encodeURIComponent(next)}`} replace />;
  }
  return <>{children}</>;
}

function ServerUnreachable() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-3 px-6 text-center">
      <CloudOff aria-hidden="true" className="size-8 text-slate-500" />
      <h1 className="text-lg font-semibold text-slate-900">
        <Trans>Can't reach Resumey right now</Trans>
      </h1>
      <p role="status" className="max-w-md text-sm text-slate-600">
        <Trans>
          You may be offline, or the server is busy. Nothing is lost: this page opens by itself as soon as the server
          answers.
        </Trans>
      </p>
      <Spinner label={t`Trying again...`} />
    </div>
  );
}

/** RequireAuth as a pathless layout route: every child route is for signed-in users only. */
export function RequireAuthOutlet() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}
