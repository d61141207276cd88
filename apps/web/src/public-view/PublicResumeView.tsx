import { lazy, Suspense, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Resume } from '@resumey/resume';
import { LetterDocument, ResumeDocument } from '@resumey/templates';
import {
  LoadError,
  LoadingState,
  PdfAction,
  PublicFrame,
  ResumeOnPage,
  TemplateMissing,
  templateOf,
} from '@resumey/templates/public-page';
import { loadPublicResume } from './load-resume';
import { sourceFromLocation, type LoadResult } from './route';
import { DownloadPdfButton } from '../pdf/DownloadPdfButton';
import { publicPdfSource } from '../pdf/pdf-source';
import { setPrintPageSize } from '../pdf/page-rule';

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
      void loadPublicResume(sourceFromLocation(window.location)).then((result) => {
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
  const { t } = useLingui();
  const name = resume?.profile.fullName?.trim() || t`Untitled`;
  const title = resume ? t`${name} - Resume` : undefined;

  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  usePrintPageSize(resume);
  usePrintCopies(resume);

  return (
    <PublicFrame resume={resume} actions={resume && <PdfAction button={() => <PdfButton resume={resume} />} />}>
      {state.status === 'loading' ? (
        <LoadingState />
      ) : state.ok ? (
        <ResumeOnPage
          resume={state.resume}
          document={
            <ResumeDocument
              resume={state.resume}
              templateId={templateOf(state.resume).templateId}
              loading={<LoadingState />}
              notFound={<TemplateMissing templateId={state.resume.meta.templateId} />}
            />
          }
          letter={
            state.letter && <LetterDocument resume={state.resume} letter={state.letter} loading={<LoadingState />} />
          }
          letterPdfHref={`/api/public${window.location.pathname.replace(/\/+$/, '')}/pdf?letter=1`}
        />
      ) : state.locked ? (
        <Suspense fallback={<LoadingState />}>
          <PasswordForm onUnlocked={retry} />
        </Suspense>
      ) : (
        <LoadError message={state.message} title={state.title} onRetry={state.retryable ? retry : undefined} />
      )}
    </PublicFrame>
  );
}

/** The browser's print of this page uses the resume's paper, as Download PDF does. */
export function usePrintPageSize(resume: Resume | undefined) {
  useEffect(() => {
    if (resume) setPrintPageSize(resume.meta);
  }, [resume]);
}

/**
 * The browser's own print of this page (its menu, Save as PDF) prints the resume prepared as the server's PDF is
 * (apps/web/src/pdf/print-copy.ts, issue #38). That code and its fonts load in a chunk of their own once the page has
 * shown the resume and gone quiet: the first load does not wait for them.
 */
export function usePrintCopies(resume: Resume | undefined) {
  useEffect(() => {
    if (!resume) return;
    let live = true;
    let stop: (() => void) | undefined;
    const timer = setTimeout(
      () =>
        void import('../pdf/print-copy').then((m) => {
          if (live) stop = m.printCopiesOf(m.firstSheet);
        }),
      PRINT_COPY_DELAY_MS,
    );
    return () => {
      live = false;
      clearTimeout(timer);
      stop?.();
    };
  }, [resume]);
}

/** How long after the resume shows the print preparation loads. */
const PRINT_COPY_DELAY_MS = 1000;

/*
 * No Print button: Download PDF gives the server's file (named, tagged, with its metadata), and falls back to the
 * browser's print when it must; Ctrl+P makes the Download PDF as well (printShortcut). The browser's own Print menu
 * prints the same prepared resume (usePrintCopies).
 */
export const PdfButton = ({ resume }: { resume: Resume }) => (
  <DownloadPdfButton
    printShortcut
    getResume={() => resume}
    getSource={() => publicPdfSource(sourceFromLocation(window.location))}
  />
);
