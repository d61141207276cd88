import { Trans } from '@lingui/react/macro';
import { FilePlus2, Sparkles, Upload } from 'lucide-react';
import { APP_NAME } from '@resumey/resume';
import { Button } from '../components/ui/button';

/** No resumes yet (SPEC.md section 2): a welcome with 'Create Your First Resume' and 'Try Sample Resume'. */
export function EmptyState({
  name,
  busy,
  onCreate,
  onSample,
  onImport,
}: {
  name: string;
  busy: boolean;
  onCreate: () => void;
  onSample: () => void;
  onImport: () => void;
}) {
  return (
    <section
      aria-labelledby="welcome-title"
      className="relative mx-auto flex max-w-2xl flex-col items-center overflow-hidden rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center shadow-sm sm:px-12"
    >
      <div aria-hidden className="absolute inset-x-0 top-0 h-32 bg-gradient-to-b from-indigo-50 to-transparent" />
      <div className="relative mb-6 flex size-16 items-center justify-center rounded-2xl bg-brand text-white shadow-lg shadow-indigo-200">
        <FilePlus2 aria-hidden className="size-8" />
      </div>
      <h1 id="welcome-title" className="relative text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <Trans>
          Welcome to {APP_NAME}, {name}!
        </Trans>
      </h1>
      <p className="relative mt-3 max-w-md text-slate-600">
        <Trans>
          You don&apos;t have any resumes yet. Start from one of our professional templates, or explore a finished
          sample to see what&apos;s possible.
        </Trans>
      </p>
      <div className="relative mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button size="lg" onClick={onCreate} disabled={busy}>
          <FilePlus2 aria-hidden /> <Trans>Create Your First Resume</Trans>
        </Button>
        <Button size="lg" variant="outline" onClick={onSample} disabled={busy}>
          <Sparkles aria-hidden /> <Trans>Try Sample Resume</Trans>
        </Button>
      </div>
      <button
        type="button"
        onClick={onImport}
        className="relative mt-6 inline-flex items-center gap-1.5 text-sm text-slate-500 underline-offset-4 hover:text-brand hover:underline"
      >
        <Upload aria-hidden className="size-4" />{' '}
        <Trans>or import a resume file (Resumey, JSON Resume, Word .docx, PDF or LinkedIn export ZIP)</Trans>
      </button>
    </section>
  );
}
