import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, ArrowLeft, Loader2, ShieldCheck } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { APP_NAME } from '@resumey/resume';
import { Button } from '../components/ui/button';
import { localizeMessage } from '../i18n';
import { call, client } from '../lib/api';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { AuthCallback } from './AuthCallback';
import { AuthShell, StatusPanel } from './AuthLayout';
import { useAuth } from './AuthProvider';
import { GoogleIcon } from './GoogleIcon';
import { safeNext } from './safe-next';

/** /auth and /auth/callback share one route module (SPEC.md section 2: "same sign-in screen"). */
export default function AuthPage() {
  const { pathname } = useLocation();
  return pathname.replace(/\/+$/, '') === '/auth/callback' ? <AuthCallback /> : <SignInScreen />;
}

function SignInScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Sign in - ${APP_NAME}`);
  const { user, loading, error, signIn } = useAuth();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [starting, setStarting] = useState(false);
  const config = useQuery({
    queryKey: ['session-config'],
    queryFn: () => call(client.api.session.config.$get()),
    staleTime: Infinity,
  });

  const problem = error ? localizeMessage(error) : null;
  if (user) return <Navigate to={next} replace />;
  if (loading) {
    return (
      <AuthShell>
        <StatusPanel
          title={t`Loading...`}
          description={t`Setting up your account...`}
          note={t`This usually takes a few seconds`}
        />
      </AuthShell>
    );
  }

  const start = async () => {
    setStarting(true);
    try {
      await signIn(next);
      // The browser is on its way to the provider; keep the button busy until the page unloads.
    } catch {
      setStarting(false);
    }
  };

  return (
    <AuthShell>
      <div className="text-center">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <Trans>Welcome to {APP_NAME}</Trans>
        </h1>
        <p className="mt-3 leading-relaxed text-slate-600">
          <Trans>
            The professional resume platform trusted by HR teams. Build a polished resume, preview it live and share it
            with a simple link.
          </Trans>
        </p>
      </div>

      {error ? (
        <div
          role="alert"
          className="mt-6 flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            <Trans>
              <span className="font-medium">{problem}.</span> Please check your connection and try again.
            </Trans>
          </p>
        </div>
      ) : null}

      <Button
        variant="outline"
        size="lg"
        className="mt-8 h-12 w-full border-slate-300 text-base font-semibold shadow-sm hover:border-slate-400"
        onClick={() => void start()}
        disabled={starting}
        aria-busy={starting}
      >
        {starting ? <Loader2 className="animate-spin" aria-hidden="true" /> : <GoogleIcon />}
        <Trans>Continue with Google</Trans>
      </Button>

      {config.data?.localSignIn ? (
        <p className="mt-3 text-center text-xs text-slate-500">
          <Trans>This installation uses a local sign-in page that stands in for Google.</Trans>
        </p>
      ) : null}

      <p className="mt-8 flex items-start gap-2 border-t border-slate-100 pt-6 text-sm text-slate-500">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
        <Trans>
          We only use your name, e-mail address and profile picture to set up your account. No password to remember.
        </Trans>
      </p>

      <div className="mt-6 text-center">
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-slate-900"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </AuthShell>
  );
}
