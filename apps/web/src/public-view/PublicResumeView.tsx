import { lazy, Suspense, useEffect, useState } from 'react';
import { DEFAULT_TEMPLATE_ID, PUBLIC_VIEW_MESSAGES, pageSizeOf, type Resume } from '@resumey/resume';
import { hasTemplate, ResumeDocument } from '@resumey/templates';
import { loadPublicResume, type LoadResult } from './load-resume';
import { sourceFromLocation } from './route';
import { ScaledPage } from './ScaledPage';
import { PageLayout } from './PageLayout';
import { DownloadPdfButton } from '../pdf/DownloadPdfButton';
import { publicPdfSource } from '../pdf/pdf-source';
import { setPrintPageSize } from '../pdf/page-rule';
import { PreviewBoundary } from './PreviewBoundary';
import { LoadError, LoadingState, TemplateMissing } from './PublicStates';

type State = { status: 'loading' } | ({ status: 'done' } & LoadResult);

export const LOAD_MARK = 'resumey:resume-load';

/** Only a password-protected share's visitors download the form. */
const PasswordForm = lazy(() => import('./PasswordForm'));

/** Reads the address, loads the resume it names and reloads when a link's fragment changes or on Try Again. */
function usePublicResume(): [State, () => void] {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [tries, setTries] = useState(0);
  useEffect(() => {
    let current = 0;
    const load = () => {
      const run = ++current;
      // Where the page's own work on a resume starts: the time to its screen is measured from here (e2e tests).
      performance.mark(LOAD_MARK);
      setState({ status: 'loading' });
      loadPublicResume(sourceFromLocation(window.location)).then((result) => {
        if (run === current) setState({ status: 'done', ...result });
      });
    };
    load();
    window.addEventListener('hashchange', load);
    return () => {
      current = -1;
      window.removeEventListener('hashchange', load);
    };
  }, [tries]);
  return [state, () => setTries((n) => n + 1)];
}

/** The public resume view for recruiters (SPEC.md section 2): no sign-in, readable on a phone, printable. */
export function PublicResumeView() {
  const [state, retry] = usePublicResume();
  const resume = state.status === 'done' && state.ok ? state.resume : undefined;
  const name = resume?.profile.fullName?.trim();

  useEffect(() => {
    if (resume) document.title = `${name || 'Untitled'} - Resume`;
  }, [resume, name]);
  // The browser's own print of this page uses the resume's paper, as Download PDF does.
  useEffect(() => {
    if (resume) setPrintPageSize(resume.meta);
  }, [resume]);
  // Header and page are as wide as the resume's paper (Letter is 6 mm wider than A4).
  const width = { maxWidth: `calc(${pageSizeOf(resume?.meta ?? {}).widthMm}mm + 2rem)` };

  return (
    <div className="min-h-screen bg-slate-100 print:bg-white">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
        <div className="mx-auto flex h-14 items-center justify-between gap-3 px-4" style={width}>
          <a href="/" className="font-semibold text-indigo-700">
            Resumey
          </a>
          {resume && (
            <div className="flex items-center gap-2">
              {/*
                No Print button: the browser's print of this page makes a worse PDF than Download PDF (Type 3
                fonts, untagged, text out of order), and Download PDF falls back to printing when it must.
                Ctrl+P makes the Download PDF as well (printShortcut).
              */}
              <DownloadPdfButton
                printShortcut
                getResume={() => resume}
                getSource={() => publicPdfSource(sourceFromLocation(window.location))}
              />
            </div>
          )}
        </div>
      </header>
      <main className="mx-auto px-2 py-4 sm:px-4 sm:py-8 print:m-0 print:max-w-none! print:p-0" style={width}>
        {state.status === 'loading' ? (
          <LoadingState />
        ) : state.ok ? (
          <ResumeOnPage resume={state.resume} />
        ) : state.locked ? (
          <Suspense fallback={<LoadingState />}>
            <PasswordForm onUnlocked={retry} />
          </Suspense>
        ) : (
          <LoadError message={state.message} title={state.title} onRetry={state.retryable ? retry : undefined} />
        )}
      </main>
    </div>
  );
}

function ResumeOnPage({ resume }: { resume: Resume }) {
  const wanted = resume.meta.templateId;
  const templateId = hasTemplate(wanted) ? wanted : DEFAULT_TEMPLATE_ID;
  if (!hasTemplate(templateId)) return <TemplateMissing templateId={wanted} />;
  return (
    <>
      {templateId !== wanted && (
        <p
          role="note"
          className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 print:hidden"
        >
          {PUBLIC_VIEW_MESSAGES.templateFallbackNote}
        </p>
      )}
      <PageLayout>
        <ScaledPage>
          <PreviewBoundary>
            <ResumeDocument
              resume={resume}
              templateId={templateId}
              loading={<LoadingState />}
              notFound={<TemplateMissing templateId={wanted} />}
            />
          </PreviewBoundary>
        </ScaledPage>
      </PageLayout>
    </>
  );
}
