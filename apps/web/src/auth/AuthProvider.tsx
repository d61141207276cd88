import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGES, TIMINGS, type SessionUser } from '@resumey/resume';
import { ApiRequestError, call, client } from '../lib/api';
import { authCall, authClient } from './auth-client';
import { DEFAULT_AFTER_SIGN_IN } from './safe-next';
import { onSessionRefused } from '../lib/session-refused';
import { readDeviceUser, rememberDeviceUser } from './device-user';

export interface AuthState {
  user: SessionUser | null;
  /** True until the first session check finishes. */
  loading: boolean;
  /** SPEC.md section 8: 'Failed to sign in with Google', 'Failed to sign out' or 'Failed to get session'. */
  error: string | null;
  /** Starts sign-in with the configured provider; after it, the browser returns to `returnTo`. */
  signIn(returnTo?: string): Promise<void>;
  /**
   * Ends the session on the server, then clears the user here. `beforeClear` runs in between (awaited): navigate
   * away from a guarded page there. (The router's navigation is a transition that clearing the user can overtake;
   * the guard then sends the user home too, see signedOutFrom.)
   */
  signOut(beforeClear?: () => unknown, from?: string): Promise<void>;
  /**
   * The router location key of the page this tab signed out from (until the next sign-in). Clearing the user can
   * overtake the sign-out's navigation home (a router transition); the guard of that page then sends the user
   * home too, not to sign in again. Any other guarded page a signed-out user opens still asks them to sign in.
   */
  signedOutFrom: string | null;
  /** Re-checks the session with the server. */
  refresh(): Promise<SessionUser | null>;
  /**
   * The last session check did not reach the server (network error, 5xx, timeout): whether the user is signed in
   * is unknown. `user` is then the last user the server confirmed on this device (or the last answer of this tab),
   * and their work opens from this device's copy (issue 15).
   */
  offline: boolean;
}

/** Exported for tests of components that read the auth state (the route guard). */
export const AuthContext = createContext<AuthState | null>(null);
export const SESSION_QUERY_KEY = ['session'] as const;

const isUnauthorized = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

/** The server's answer is definite (a user, or none: 200 with null, or 401); anything else throws (unknown). */
async function fetchSession(): Promise<SessionUser | null> {
  let user: SessionUser | null;
  try {
    user = (await call(client.api.session.$get())).user;
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
    user = null;
  }
  rememberDeviceUser(user);
  return user;
}

/** While the session is unknown it is checked every few seconds, so work syncs soon after the server is back. */
const UNKNOWN_RECHECK_MS = 5000;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [actionError, setActionError] = useState<string | null>(null);
  const [signedOutFrom, setSignedOutFrom] = useState<string | null>(null);
  // The session is re-checked every 5 minutes and when the window regains focus (DESIGN.md decision 2). A session
  // the server no longer knows (expired, signed out elsewhere, deleted) comes back as null: the user is signed out
  // and the route guard applies. A network failure keeps the last answer, so offline editing goes on.
  const session = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSession,
    refetchInterval: (query) => (query.state.status === 'error' ? UNKNOWN_RECHECK_MS : TIMINGS.sessionRefresh),
    refetchOnWindowFocus: true,
    staleTime: 0,
    retry: 1,
  });
  const { refetch } = session;

  // Any API call refused with 401 means the session is gone: check now rather than at the next 5-minute tick.
  useEffect(() => {
    const recheck = () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && event.query.queryKey[0] !== 'session') {
        if (isUnauthorized(event.action.error)) recheck();
      }
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error)) recheck();
    });
    // The resume store saves outside react-query (background sync): it reports its 401s itself.
    const unsubscribeStore = onSessionRefused(recheck);
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
      unsubscribeStore();
    };
  }, [queryClient]);

  const refresh = useCallback(async () => (await refetch()).data ?? null, [refetch]);

  const signIn = useCallback(async (returnTo = DEFAULT_AFTER_SIGN_IN) => {
    setActionError(null);
    try {
      const { providerId } = await call(client.api.session.config.$get());
      const next = `?next=${encodeURIComponent(returnTo)}`;
      const { url } = await authCall(
        authClient.signIn.social({
          provider: providerId,
          // A refusal at the provider comes back to the same screen with ?error=..., keeping where to go next.
          callbackURL: `/auth/callback${next}`,
          errorCallbackURL: `/auth/callback${next}`,
        }),
      );
      if (!url) throw new Error('The sign-in start gave no address to go to');
      window.location.assign(url);
    } catch (err) {
      setActionError(MESSAGES.signInWithGoogleFailed);
      throw err;
    }
  }, []);

  const signOut = useCallback(
    async (beforeClear?: () => unknown, from?: string) => {
      setSignedOutFrom(from ?? null);
      try {
        await authCall(authClient.signOut());
      } catch (err) {
        setSignedOutFrom(null);
        setActionError(MESSAGES.signOutFailed);
        throw err;
      }
      setActionError(null);
      rememberDeviceUser(null);
      try {
        await beforeClear?.();
      } finally {
        queryClient.setQueryData(SESSION_QUERY_KEY, null);
      }
    },
    [queryClient],
  );

  // A check that never reached the server: unknown, never "signed out". The device's last confirmed user stands in.
  const [deviceUser] = useState(readDeviceUser);
  const offline = session.isError;
  const user = session.data !== undefined ? session.data : offline ? deviceUser : null;
  // Signing in or out resets the error (SPEC.md section 4, SIGNED_IN / SIGNED_OUT).
  const userId = user?.id ?? null;
  const [lastUserId, setLastUserId] = useState(userId);
  if (userId !== lastUserId) {
    setLastUserId(userId);
    setActionError(null);
    if (userId) setSignedOutFrom(null);
  }
  const error = actionError ?? (offline && !user ? MESSAGES.getSessionFailed : null);
  const loading = session.isPending;
  const value = useMemo(
    () => ({ user, loading, error, signIn, signOut, signedOutFrom, refresh, offline }),
    [user, loading, error, signIn, signOut, signedOutFrom, refresh, offline],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside AuthProvider');
  return ctx;
}
