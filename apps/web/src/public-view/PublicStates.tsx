import { MESSAGES } from '@resumey/resume';

/** The full-screen states of the public view: loading, an error, a missing template. Plain markup, no UI kit. */

export function LoadingState() {
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-slate-600">
      <span className="size-8 animate-spin rounded-full border-4 border-slate-200 border-t-indigo-700" aria-hidden />
      <p>Loading resume...</p>
    </div>
  );
}

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center p-4">
      <div
        role="alert"
        className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm"
      >
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">{text}</p>
        <a
          href="/"
          className="mt-5 inline-flex h-10 items-center rounded-md bg-indigo-700 px-4 text-sm font-medium text-white hover:bg-indigo-800"
        >
          Go to Homepage
        </a>
      </div>
    </div>
  );
}

export const LoadError = ({ message }: { message: string }) => (
  <Notice title={MESSAGES.loadResumeErrorTitle} text={message} />
);

export const TemplateMissing = ({ templateId }: { templateId: string }) => (
  <Notice title={MESSAGES.templateNotFoundTitle} text={MESSAGES.templateNotAvailable(templateId)} />
);
