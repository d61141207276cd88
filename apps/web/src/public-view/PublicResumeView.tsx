import { useEffect, useState } from 'react';
import { Printer } from 'lucide-react';
import { DEFAULT_TEMPLATE_ID, MESSAGES, type Resume } from '@resumey/resume';
import { getTemplateEntry, ResumeDocument } from '@resumey/templates';
import { loadPublicResume, type LoadResult } from './load-resume';
import { sourceFromLocation } from './route';
import { ScaledPage } from './ScaledPage';
import { DownloadPdfButton } from '../pdf/DownloadPdfButton';
import { publicPdfSource } from '../pdf/download';
import { PreviewBoundary } from './PreviewBoundary';
import { LoadError, LoadingState, TemplateMissing } from './PublicStates';

type State = { status: 'loading' } | ({ status: 'done' } & LoadResult);

/** Reads the address, loads the resume it names and reloads when a link's fragment changes. */
function usePublicResume(): State {
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let current = 0;
    const load = () => {
      const run = ++current;
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
  }, []);
  return state;
}

/** The public resume view for recruiters (SPEC.md section 2): no sign-in, readable on a phone, printable. */
export function PublicResumeView() {
  const state = usePublicResume();
  const resume = state.status === 'done' && state.ok ? state.resume : undefined;
  const name = resume?.profile.fullName?.trim();

  useEffect(() => {
    if (resume) document.title = `${name || 'Untitled'} - Resume`;
  }, [resume, name]);

  return (
    <div className="min-h-screen bg-slate-100 print:bg-white">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
        <div className="mx-auto flex h-14 max-w-[calc(210mm+2rem)] items-center justify-between gap-3 px-4">
          <a href="/" className="font-semibold text-indigo-700">
            Resumey
          </a>
          {resume && (
            <div className="flex items-center gap-2">
              <DownloadPdfButton
                getResume={() => resume}
                getSource={() => publicPdfSource(sourceFromLocation(window.location))}
              />
              <button
                type="button"
                onClick={() => window.print()}
                className="inline-flex h-8 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-xs font-medium text-slate-900 hover:bg-slate-50"
              >
                <Printer className="size-4" aria-hidden />
                Print
              </button>
            </div>
          )}
        </div>
      </header>
      <main className="mx-auto max-w-[calc(210mm+2rem)] px-2 py-4 sm:px-4 sm:py-8 print:m-0 print:max-w-none print:p-0">
        {state.status === 'loading' ? (
          <LoadingState />
        ) : state.ok ? (
          <ResumeOnPage resume={state.resume} />
        ) : (
          <LoadError message={state.message} />
        )}
      </main>
    </div>
  );
}

function ResumeOnPage({ resume }: { resume: Resume }) {
  const wanted = resume.meta.templateId;
  const templateId = getTemplateEntry(wanted) ? wanted : DEFAULT_TEMPLATE_ID;
  if (!getTemplateEntry(templateId)) return <TemplateMissing templateId={wanted} />;
  return (
    <>
      {templateId !== wanted && (
        <p
          role="note"
          className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 print:hidden"
        >
          {MESSAGES.templateFallbackNote}
        </p>
      )}
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
    </>
  );
}
