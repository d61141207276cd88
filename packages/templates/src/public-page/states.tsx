import { PUBLIC_VIEW_MESSAGES } from '@resumey/resume';
import { CHROME, useChrome } from './chrome';

/** The full-screen states of the public view: loading, an error, a missing template. Plain markup, no UI kit. */

export function LoadingState() {
  const say = useChrome();
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-slate-600">
      <span className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-indigo-700" aria-hidden />
      <p>{say(CHROME.loading)}</p>
    </div>
  );
}

function Notice({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  const say = useChrome();
  return (
    <div className="flex min-h-[60vh] items-center justify-center p-4">
      <div
        role="alert"
        className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
      >
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">{text}</p>
        <div className="mt-5 flex flex-wrap justify-center gap-2">
          {onRetry && (
            <button
              type="button"
              onClick={onRetry}
              className="inline-flex h-10 items-center rounded-md bg-indigo-700 px-4 text-sm font-medium text-white hover:bg-indigo-800"
            >
              {say(CHROME.tryAgain)}
            </button>
          )}
          <a
            href="/"
            className={
              onRetry
                ? 'inline-flex h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50'
                : 'inline-flex h-10 items-center rounded-md bg-indigo-700 px-4 text-sm font-medium text-white hover:bg-indigo-800'
            }
          >
            {say(CHROME.goHome)}
          </a>
        </div>
      </div>
    </div>
  );
}

/** An error: `title` and `message` come in English (packages/resume's messages, the server's) and show translated. */
export function LoadError({ message, title, onRetry }: { message: string; title?: string; onRetry?: () => void }) {
  const say = useChrome();
  return (
    <Notice
      title={say.text(title ?? PUBLIC_VIEW_MESSAGES.loadResumeErrorTitle)}
      text={say.text(message)}
      onRetry={onRetry}
    />
  );
}

export function TemplateMissing({ templateId }: { templateId: string }) {
  const say = useChrome();
  return (
    <Notice
      title={say.text(PUBLIC_VIEW_MESSAGES.templateNotFoundTitle)}
      text={say(CHROME.templateNotAvailable, { templateId })}
    />
  );
}
