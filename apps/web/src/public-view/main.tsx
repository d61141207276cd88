import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicResumeView } from './PublicResumeView';
import './public.css';

// The lean entry of public.html: the public view alone, without router, query cache, auth or editor code.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PublicResumeView />
  </StrictMode>,
);
