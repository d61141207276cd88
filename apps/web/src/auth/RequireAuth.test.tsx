import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '../test-render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthContext, type AuthState } from './AuthProvider';
import { RequireAuthOutlet } from './RequireAuth';

afterEach(cleanup);

const signedOut: AuthState = {
  user: null,
  loading: false,
  error: null,
  signIn: async () => undefined,
  signOut: async () => undefined,
  signedOutFrom: null,
  refresh: async () => null,
  offline: false,
};

/** The app's shape: a guarded /dashboard, the landing page and the sign-in screen; returns where the user ends up. */
function openDashboard(auth: AuthState) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Landing</p> },
      { path: '/auth', element: <p>Sign in</p> },
      { element: <RequireAuthOutlet />, children: [{ path: '/dashboard', element: <p>Dashboard</p> }] },
    ],
    { initialEntries: ['/dashboard?tab=all'] },
  );
  render(
    <AuthContext.Provider value={auth}>
      <RouterProvider router={router} />
    </AuthContext.Provider>,
  );
  return router;
}

describe('the route guard', () => {
  it('waits, never signs out, while the session check cannot reach the server and the device knows no user', async () => {
    const router = openDashboard({ ...signedOut, offline: true });
    expect(await screen.findByText("Can't reach Resumey right now")).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('opens the page for the last user of this device while the session is unknown', async () => {
    const user = { id: 'u1', name: 'Ada', email: 'ada@example.com' };
    openDashboard({ ...signedOut, offline: true, user });
    expect(await screen.findByText('Dashboard')).toBeTruthy();
  });

  it('sends a signed-out visitor to sign in, with where they were going', async () => {
    const router = openDashboard(signedOut);
    expect(await screen.findByText('Sign in')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/dashboard?tab=all');
  });

  // Signing out clears the session while the app is still on a guarded page; whichever of the guard and the
  // sign-out's own navigation runs last, the user must land on the home page, not on the sign-in screen.
  it('sends a user who has just signed out on this page home', async () => {
    // A memory router's first location has the key 'default'.
    const router = openDashboard({ ...signedOut, signedOutFrom: 'default' });
    expect(await screen.findByText('Landing')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('still asks a user who signed out elsewhere in this tab to sign in when they open a guarded page', async () => {
    const router = openDashboard({ ...signedOut, signedOutFrom: 'another-page' });
    expect(await screen.findByText('Sign in')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('lets a signed-in user through', async () => {
    const user = { id: 'u1', name: 'Ada', email: 'ada@example.com', image: null, twoFactorEnabled: false };
    openDashboard({ ...signedOut, user: user as AuthState['user'] });
    expect(await screen.findByText('Dashboard')).toBeTruthy();
  });
});
