import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AlertTriangle, Clock } from 'lucide-react';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { APP_NAME, TIMINGS } from '@resumey/resume';
import { M } from '../i18n';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { AuthShell, ProblemPanel, StatusPanel } from './AuthLayout';
import { useAuth } from './AuthProvider';
import { safeNext, signInPath } from './safe-next';
import { TwoFactorChallenge } from './TwoFactorChallenge';
import { getSecondFactorStatus } from './two-factor-api';

/** While the callback waits for a session, it looks again this often (the 30 s timeout ends the wait). */
const RECHECK_MS = 3000;

/** Words for the provider's error codes (OAuth 2.0 and the auth library's); anything else is shown as given. */
function providerError(code: string): string | undefined {
  switch (code) {
    case 'access_denied':
      return t`Sign-in was cancelled or access was denied.`;
    case 'consent_required':
      return t`Sign-in needs your consent to share your name and e-mail address.`;
    case 'login_required':
      return t`Please sign in with your account to continue.`;
    case 'server_error':
      return t`The sign-in service had a problem. Please try again.`;
    case 'temporarily_unavailable':
      return t`The sign-in service is temporarily unavailable. Please try again in a moment.`;
    case 'state_mismatch':
    case 'state_not_found':
      return t`This sign-in link was already used or has expired.`;
    case 'invalid_code':
      return t`The sign-in could not be completed. Please try again.`;
    case 'email_not_found':
      return t`Your account did not share an e-mail address, which Resumey needs.`;
    case 'unable_to_get_user_info':
      return t`Your account details could not be read.`;
  }
  return undefined;
}

function describeProviderError(code: string, description: string | null) {
  const known = providerError(code.toLowerCase());
  const detail = description?.trim();
  if (known && detail && detail.toLowerCase() !== known.toLowerCase()) return t`${known} (${detail})`;
  return known ?? detail ?? code.replace(/_/g, ' ');
}

type Phase = 'waiting' | 'two-factor' | 'timeout' | 'error' | 'no-sign-in';

/** The callback opened with no sign-in in progress (a bookmark, the back button, a second tab). */
const noSignIn = () => t`No sign-in is in progress. Please sign in again.`;

/**
 * /auth/callback: where the browser lands after the provider (SPEC.md section 2, DESIGN.md decision 3). Reads the
 * result once, cleans the address, then: a session -> on to `next`; a pending second factor -> the code step;
 * a provider error, or the server saying no sign-in is under way -> 'Authentication Error'; no answer within
 * 30 s -> 'Authentication Timeout'.
 */
export function AuthCallback() {
  const { t: tr } = useLingui();
  useDocumentTitle(tr`Signing in - ${APP_NAME}`);
  const { user, loading, refresh } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The provider's answer is read once: the address is cleaned right after.
  const [landing] = useState(() => ({
    next: safeNext(params.get('next')),
    error: params.get('error'),
    description: params.get('error_description'),
  }));
  const [phase, setPhase] = useState<Phase>(landing.error ? 'error' : 'waiting');

  // Keep only our own `next` in the address bar (no code, state or provider error to bookmark or share).
  useEffect(() => {
    const clean =
      landing.next === '/dashboard' ? '/auth/callback' : `/auth/callback?next=${encodeURIComponent(landing.next)}`;
    void navigate(clean, { replace: true });
  }, [landing, navigate]);

  // Signed in: on to where the user was going, replacing the callback in history.
  useEffect(() => {
    if (user && (phase === 'waiting' || phase === 'two-factor')) void navigate(landing.next, { replace: true });
  }, [user, phase, landing, navigate]);

  // No session yet: is the sign-in waiting for its second factor? Otherwise look again shortly.
  useEffect(() => {
    if (phase !== 'waiting' || loading || user) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const status = await getSecondFactorStatus().catch(() => null);
      if (stopped) return;
      if (status?.pending) {
        setPhase('two-factor');
        return;
      }
      if (status) {
        // The server answered: no second factor waits and (this runs only once the session check found none) no
        // session either. The library sets the session before sending the browser here, so nothing is in
        // progress: said at once rather than after the 30 s timeout.
        setPhase('no-sign-in');
        return;
      }
      timer = setTimeout(() => {
        void refresh()
          .catch(() => null)
          .then(() => {
            if (!stopped) void check();
          });
      }, RECHECK_MS);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [phase, loading, user, refresh]);

  // 30 s without a result: time out (SPEC.md section 9, auth timeout). Typing a code is not counted.
  useEffect(() => {
    if (phase !== 'waiting') return;
    const timer = setTimeout(() => setPhase('timeout'), TIMINGS.authTimeout);
    return () => clearTimeout(timer);
  }, [phase]);

  const goHome = () => navigate('/', { replace: true });
  // A failed sign-in starts over from the sign-in screen, as a fresh page load.
  const startOver = () => window.location.assign(signInPath(landing.next));

  if (phase === 'error' || phase === 'no-sign-in') {
    return (
      <AuthShell>
        <ProblemPanel
          icon={AlertTriangle}
          title={M.authErrorTitle}
          description={
            <p>
              {phase === 'no-sign-in'
                ? noSignIn()
                : describeProviderError(landing.error ?? 'error', landing.description)}
            </p>
          }
          onRetry={startOver}
          onHome={() => void goHome()}
        />
      </AuthShell>
    );
  }
  if (phase === 'timeout') {
    return (
      <AuthShell>
        <ProblemPanel
          icon={Clock}
          tone="warning"
          title={M.authTimeoutTitle}
          description={<p>{M.authTimeoutDescription}</p>}
          onRetry={() => window.location.reload()}
          onHome={() => void goHome()}
        />
      </AuthShell>
    );
  }
  if (phase === 'two-factor') {
    return (
      <AuthShell>
        <TwoFactorChallenge
          onVerified={async () => {
            await refresh();
          }}
          onStartOver={startOver}
        />
      </AuthShell>
    );
  }
  return (
    <AuthShell>
      <StatusPanel
        title={tr`Completing sign in...`}
        description={tr`Please wait while we complete your authentication`}
        note={tr`This usually takes a few seconds`}
      />
    </AuthShell>
  );
}
