import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicResumeView } from './PublicResumeView';
import { sourceFromLocation } from './route';
import './public.css';

// The address says how its resume loads before anything renders: the chunk that loads it starts downloading now,
// alongside React's first render, rather than after it (load-resume.ts imports the same chunk, once).
const source = sourceFromLocation(window.location);
const preload = source.kind === 'link' ? import('./decode-link') : source.kind !== 'none' && import('./fetch-shared');
// A failed download is reported by load-resume.ts, which imports the chunk again.
if (preload) preload.catch(() => undefined);

// The lean entry of public.html: the public view alone, without router, query cache, auth or editor code.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PublicResumeView />
  </StrictMode>,
);
