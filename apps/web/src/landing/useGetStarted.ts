import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth';

/**
 * 'Get Started Today': a signed-in visitor goes straight to the dashboard; anyone else starts sign-in and comes
 * back to the dashboard. If sign-in cannot even start (server unreachable, provider down), the sign-in screen
 * takes over, where the visitor can retry and sees what went wrong.
 */
export function useGetStarted() {
  const { user, loading, signIn, refresh } = useAuth();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);

  const start = useCallback(async () => {
    // Clicked before the session check finished: ask now rather than sending a signed-in user to sign in.
    const current = user ?? (loading ? await refresh() : null);
    if (current) {
      void navigate('/dashboard');
      return;
    }
    setStarting(true);
    try {
      await signIn('/dashboard');
      // The browser is leaving for the provider; keep the button busy until it does.
    } catch {
      setStarting(false);
      void navigate('/auth');
    }
  }, [user, loading, signIn, refresh, navigate]);

  return { start, starting };
}
