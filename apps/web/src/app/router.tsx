import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound } from '../errors/NotFound';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { RequireAuthOutlet } from '../auth/RequireAuth';

/**
 * Every route of SPEC.md section 2. Screens are loaded on demand so that, for example, the public view
 * never downloads the editor.
 */
const lazy = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const editorPage = () => import('../editor/EditorPage');

/**
 * The dashboard, and once it is drawn and the browser is idle, the editor's code: nearly every way off the
 * dashboard (a new resume, an import, Edit) opens the editor, which then comes from the cache instead of the
 * network after the click. An import reads its file meanwhile, in a worker.
 */
const dashboardPage = async () => {
  const page = await import('../dashboard/DashboardPage');
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
  idle(() => void editorPage().catch(() => undefined));
  return page;
};

export const routes: RouteObject[] = [
  { path: '/', ...lazy(() => import('../landing/LandingPage')) },
  { path: '/auth', ...lazy(() => import('../auth/AuthPage')) },
  { path: '/auth/callback', ...lazy(() => import('../auth/AuthPage')) },
  // Signed-in only (DESIGN.md decision 4): a signed-out visitor goes to /auth and comes back after signing in.
  {
    Component: RequireAuthOutlet,
    children: [
      { path: '/dashboard', ...lazy(dashboardPage) },
      { path: '/edit', ...lazy(editorPage) },
      { path: '/edit/:id', ...lazy(editorPage) },
      { path: '/edit/:id/letter', ...lazy(() => import('../letters/LetterPage')) },
    ],
  },
  { path: '/u/:username/:slug', ...lazy(() => import('../public-view/PublicViewPage')) },
  { path: '/v/:slug', ...lazy(() => import('../public-view/PublicViewPage')) },
  { path: '/v', ...lazy(() => import('../public-view/PublicViewPage')) },
  { path: '/view', ...lazy(() => import('../public-view/PublicViewPage')) },
  { path: '/screenshot-generator', ...lazy(() => import('../screenshot-generator/ScreenshotGeneratorPage')) },
  { path: '/screenshot-generator/snapshot', ...lazy(() => import('../screenshot-generator/TemplateSnapshotPage')) },
  { path: '*', Component: NotFound },
];

// Every route shares one error screen (apps/web/src/errors), through a pathless parent route.
export const router = createBrowserRouter([{ ErrorBoundary: RouteErrorBoundary, children: routes }]);
