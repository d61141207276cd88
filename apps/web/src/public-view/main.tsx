import { StrictMode } from 'react';
import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { PUBLIC_PAGE_DATA_ID, type PublicPageData } from '@resumey/templates/public-page';
import { PublicResumeView } from './PublicResumeView';
import { sourceFromLocation } from './route';
import { activatePublicLocale, i18n, publicPageLocale } from './locale';
import './public.css';

const container = document.getElementById('root')!;
// The chrome's language first (English at once; another a small chunk): the first render is already in it.
const ready = activatePublicLocale(publicPageLocale());
// A share's page (/u/{username}/{slug}, /v/{slug}) comes drawn by the server with its data beside it: hydrated.
const embedded = document.getElementById(PUBLIC_PAGE_DATA_ID);
// Its own chunk: a link that carries its resume (/v/#data) never downloads the hydrating code.
if (embedded?.textContent) {
  const data = JSON.parse(embedded.textContent) as PublicPageData;
  // A failed download leaves the server's page as it is: readable, Download PDF a plain link.
  Promise.all([import('./hydrate'), ready])
    .then(([{ hydratePublicPage }]) => hydratePublicPage(container, data))
    .catch(() => undefined);
} else {
  // The address says how its resume loads before anything renders: the chunk that loads it starts downloading
  // now, alongside React's first render, rather than after it (load-resume.ts imports the same chunk, once).
  const source = sourceFromLocation(window.location);
  const preload = source.kind === 'link' ? import('./decode-link') : source.kind !== 'none' && import('./fetch-shared');
  // A failed download is reported by load-resume.ts, which imports the chunk again.
  if (preload) preload.catch(() => undefined);

  // The lean entry of public.html: the public view alone, without router, query cache, auth or editor code.
  void ready.then(() =>
    createRoot(container).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <PublicResumeView />
        </I18nProvider>
      </StrictMode>,
    ),
  );
}
