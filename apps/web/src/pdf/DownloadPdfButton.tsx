import { useEffect, useRef, useState } from 'react';
import { Download, Loader2 } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { Resume } from '@resumey/resume';
// clsx, not lib/cn: tailwind-merge would add about 10 KB gz to the public view (callers pass no conflicting classes).
import { clsx as cn } from 'clsx';
import type { PdfOutcome, PdfSource } from './download';

const STYLES = {
  outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
} as const;

export interface DownloadPdfButtonProps {
  /** Read when clicked, so a parent can pass the live resume without re-rendering on every keystroke. */
  getResume: () => Resume;
  /** Which server address makes the PDF; also read when clicked. */
  getSource: () => PdfSource;
  /** Where errors go (e.g. a toast); by default they show as a line under the button. */
  onError?: (message: string) => void;
  onDone?: (outcome: PdfOutcome) => void;
  variant?: keyof typeof STYLES;
  /** 'compact' hides the label on narrow screens. */
  compact?: boolean;
  /**
   * Ctrl+P (Cmd+P) makes the PDF as this button does, instead of the browser's print of the page, whose PDF is
   * worse for applicant tracking systems (Type 3 fonts, untagged, one text item per word). Issue #14.
   */
  printShortcut?: boolean;
  /**
   * The server makes no PDFs (usePdfAvailable): the button prints in the browser without asking it, and says so
   * before it is clicked with `label` and `hint` (issue #38).
   */
  browserPrint?: boolean;
  label?: string;
  /** Its tooltip and accessible description. */
  hint?: string;
  className?: string;
}

/**
 * 'Download PDF' for the editor header and the public view. Self-contained (a plain button, no dialog or toast
 * library), so the public view's small bundle stays small.
 */
export function DownloadPdfButton({
  getResume,
  getSource,
  onError,
  onDone,
  variant = 'outline',
  compact = false,
  printShortcut = false,
  browserPrint = false,
  label: givenLabel,
  hint,
  className,
}: DownloadPdfButtonProps) {
  const { t } = useLingui();
  const label = givenLabel ?? t`Download PDF`;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [note, setNote] = useState<string>();

  const run = async () => {
    setBusy(true);
    setError(undefined);
    setNote(undefined);
    try {
      // Loaded on the first click: the public view draws the button with its resume but rarely makes a PDF.
      const { downloadPdf, pdfFallbackNote } = await import('./download');
      // Not inside `onDone?.(...)`: an optional call skips evaluating its arguments when there is no callback.
      const outcome = await downloadPdf(
        getSource(),
        getResume(),
        async () => {
          setNote(pdfFallbackNote());
          // Painted before the print dialog, which blocks the page while it is open.
          await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        },
        browserPrint,
      );
      onDone?.(outcome);
    } catch (err) {
      const message = err instanceof Error ? err.message : t`The PDF could not be made. Please try again.`;
      if (onError) onError(message);
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!printShortcut) return;
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || e.key.toLowerCase() !== 'p') return;
      e.preventDefault();
      // A click does nothing while the button is disabled (a PDF being made).
      button.current?.click();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [printShortcut]);

  return (
    <span className="relative inline-flex">
      <button
        ref={button}
        type="button"
        onClick={() => void run()}
        disabled={busy}
        aria-busy={busy}
        title={hint ?? label}
        aria-description={hint}
        className={cn(
          'inline-flex h-8 items-center justify-center gap-2 rounded-md px-3 text-xs font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
          STYLES[variant],
          className,
        )}
      >
        {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
        <span className={cn(compact && 'max-sm:sr-only')}>{busy ? t`Preparing PDF...` : label}</span>
      </button>
      {note && !error && (
        <span
          role="status"
          className="absolute end-0 top-full z-10 mt-1 w-72 rounded-md border border-amber-300 bg-amber-50 px-2 py-1 text-xs text-amber-900 shadow-sm"
        >
          {note}
        </span>
      )}
      {error && (
        <span
          role="alert"
          className="absolute end-0 top-full z-10 mt-1 w-64 rounded-md border border-red-200 bg-red-50 px-2 py-1 text-xs text-red-800 shadow-sm"
        >
          {error}
        </span>
      )}
    </span>
  );
}
