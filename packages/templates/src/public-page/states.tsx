import { PUBLIC_VIEW_MESSAGES } from '@resumey/resume';

/** The full-screen states of the public view: loading, an error, a missing template. Plain markup, no UI kit. */

export function LoadingState() {
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-slate-600">
      <span className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-indigo-700" aria-hidden />
      <p>Loading resume...</p>
    </div>
  );
}

function Notice({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
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
              Try Again
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
            Go to Homepage
          </a>
        </div>
      </div>
    </div>
  );
}

export const LoadError = ({ message, title, onRetry }: { message: string; title?: string; onRetry?: () => void }) => (
  <Notice title={title ?? PUBLIC_VIEW_MESSAGES.loadResumeErrorTitle} text={message} onRetry={onRetry} />
);

export const TemplateMissing = ({ templateId }: { templateId: string }) => (
  <Notice
    title={PUBLIC_VIEW_MESSAGES.templateNotFoundTitle}
    text={PUBLIC_VIEW_MESSAGES.templateNotAvailable(templateId)}
  />
);
