import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './AuthProvider';
import { Spinner } from '../components/ui/spinner';

/**
 * Route guard (DESIGN.md decision 4): a signed-out visitor goes to /auth and comes back here after signing in.
 * The page a user signs out from sends them home instead.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading, signedOutFrom } = useAuth();
  const location = useLocation();
  if (loading) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Loading..." />
      </div>
    );
  }
  if (!user) {
    // Signing out here goes home, whichever navigation runs last: the sign-out's or this one.
    if (signedOutFrom === location.key) return <Navigate to="/" replace />;
    const next = location.pathname + location.search + location.hash;
    return <Navigate to={`/auth?next=${encodeURIComponent(next)}`} replace />;
  }
  return <>{children}</>;
}

/** RequireAuth as a pathless layout route: every child route is for signed-in users only. */
export function RequireAuthOutlet() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}
