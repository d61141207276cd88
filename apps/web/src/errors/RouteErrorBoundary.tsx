import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen, errorKindOf } from './ErrorScreen';

/**
 * React Router's error element for every route: a screen that threw while rendering, a loader that failed, or a
 * screen whose code could not be downloaded. Try Again reloads the page, which also fetches code anew.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error:', error);
  }, [error]);
  return <ErrorScreen kind={errorKindOf(error)} onRetry={() => window.location.reload()} />;
}
