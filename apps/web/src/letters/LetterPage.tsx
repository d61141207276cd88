import { useCallback, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Eye, PencilLine, Save } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  blankLetter,
  letterForPosting,
  letterFromExample,
  loadResumeTexts,
  type CoverLetter,
  type Resume,
} from '@resumey/resume';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { ViewSwitch } from '../components/ui/view-switch';
import { cn } from '../lib/cn';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { useResumeRecord } from '../resumes';
import { LetterConflict } from './LetterConflict';
import { LetterExportMenu } from './LetterExportMenu';
import { LetterForm } from './LetterForm';
import { LetterPreview } from './LetterPreview';
import { LetterSaveState } from './LetterSaveState';
import { LetterStart } from './LetterStart';
import { useLetterState, useLetterStore } from './useLetter';
import type { LetterStore } from './store';
import { letterApi, letterTargetsKey } from './letters-api';

/**
 * /edit/{id}/letter: the resume's cover letter, its form beside its live preview (issue #41); with ?target={id}, the
 * letter written for one of its job targets instead.
 */
export default function LetterPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const target = useSearchParams()[0].get('target') ?? undefined;
  const { record, loading } = useResumeRecord(id);
  // The key: another target's letter is another store, drawn afresh.
  if (record) return <LetterScreen key={target ?? ''} id={id} resume={record.resume} target={target} />;
  return (
    <div className="flex min-h-screen items-center justify-center">
      {loading ? (
        <Spinner label={t`Loading...`} />
      ) : (
        <p role="alert">
          <Trans>Resume not found</Trans>
        </p>
      )}
    </div>
  );
}

function LetterScreen({ id, resume, target }: { id: string; resume: Resume; target?: string }) {
  const { t } = useLingui();
  const store = useLetterStore(id, target);
  const targets = useQuery({ queryKey: letterTargetsKey(id), queryFn: () => letterApi.targets(id) });
  const jobTitle = target ? targets.data?.find((one) => one.id === target)?.title : undefined;
  const letter = useLetterState(store, (s) => s.letter);
  const state = useLetterState(store, (s) => s.state);
  const edit = useLetterState(store, (s) => s.edit);
  // Phones show the form or the preview, switched as in the resume editor; wider screens both side by side.
  const [view, setView] = useState<'edit' | 'preview'>('edit');
  useDocumentTitle(`${resume.meta.title || t`Resume`} - ${t`Cover letter`} - Resumey`);
  useSaveShortcut(store);
  // The greeting and closing are the resume language's: its texts are downloaded first (only English is bundled).
  const start = async (make: () => CoverLetter) => {
    await loadResumeTexts(resume.meta.language).catch(() => undefined);
    store.getState().start(make());
  };
  const dirty = state === 'unsaved' || state === 'offline' || state === 'saving';
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    globalThis.addEventListener('beforeunload', warn);
    return () => globalThis.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-[1600px] items-center gap-2 px-2 sm:px-4">
          <Button asChild variant="ghost" size="sm">
            <Link to={`/edit/${id}`}>
              <ArrowLeft aria-hidden /> <span className="max-sm:sr-only">{t`Back to resume`}</span>
            </Link>
          </Button>
          <h1 className="truncate text-base font-semibold text-slate-900">
            {jobTitle ? <Trans>Cover letter for {jobTitle}</Trans> : <Trans>Cover letter</Trans>}
          </h1>
          <span className="ms-auto" />
          <LetterSaveState state={state} />
          {state === 'unsaved' && (
            <Button size="sm" variant="outline" onClick={() => void store.getState().save()}>
              <Save aria-hidden /> <Trans>Save Now</Trans>
            </Button>
          )}
          {letter && (
            <LetterExportMenu
              resumeId={id}
              resume={resume}
              letter={letter}
              target={target}
              beforePdf={() => store.getState().save()}
            />
          )}
        </div>
      </header>
      {letter && (
        <ViewSwitch
          view={view}
          onChange={setView}
          className="mx-3 mt-3"
          items={[
            { value: 'edit', label: t`Edit`, Icon: PencilLine },
            { value: 'preview', label: t`Preview`, Icon: Eye },
          ]}
        />
      )}
      <main className="mx-auto grid max-w-[1600px] gap-6 px-3 py-4 sm:px-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:py-6">
        <div className={cn('min-w-0', letter && view !== 'edit' && 'max-lg:hidden')}>
          {state === 'loading' && <Spinner label={t`Loading...`} />}
          {state === 'error' && (
            <p role="alert" className="text-sm text-red-700">
              <Trans>The cover letter could not be loaded.</Trans>
            </p>
          )}
          {state === 'none' && (
            <LetterStart
              resumeId={id}
              target={target}
              onBlank={() => void start(() => blankLetter(resume))}
              onPosting={(posting) => void start(() => letterForPosting(resume, posting))}
              onExample={(example) => void start(() => letterFromExample(example, blankLetter(resume)))}
            />
          )}
          {letter && <LetterForm letter={letter} edit={edit} />}
        </div>
        {letter && (
          <div
            className={cn(
              'min-w-0 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:self-start lg:overflow-y-auto',
              view === 'edit' && 'max-lg:hidden',
            )}
          >
            <LetterPreview resume={resume} letter={letter} />
          </div>
        )}
      </main>
      {state === 'conflict' && <LetterConflict store={store} />}
    </div>
  );
}

/** Ctrl/Cmd+S saves at once, as in the resume editor. */
function useSaveShortcut(store: LetterStore) {
  const onKey = useCallback(
    (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void store.getState().save();
      }
    },
    [store],
  );
  useEffect(() => {
    globalThis.addEventListener('keydown', onKey);
    return () => globalThis.removeEventListener('keydown', onKey);
  }, [onKey]);
}
