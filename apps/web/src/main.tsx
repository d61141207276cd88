import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { runStartupHousekeeping } from './app/startup';
import { activateLocale, initialLocale } from './i18n';
import './index.css';

runStartupHousekeeping();

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppErrorBoundary>
        <App />
      </AppErrorBoundary>
    </StrictMode>,
  );

// The first screen is drawn in the visitor's language: its catalog (one small chunk) arrives first. Should it
// fail to load, the interface shows in English rather than not at all.
activateLocale(initialLocale())
  .catch(() => undefined)
  .finally(render);
