import { memo, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageSizeOf, type Resume } from '@resumey/resume';
import { getTemplateEntry, ResumeDocument } from '@resumey/templates';
import '@resumey/templates/fonts.css';
import { PreviewBoundary } from '../../components/PreviewBoundary';
import { useScriptFonts } from '../../lib/script-fonts';
import { Spinner } from '../../components/ui/spinner';
import { M } from '../../i18n';
import { PageBreakOverlay, PageCount } from '../../pdf/PageBreakOverlay';
import { printCopiesOf } from '../../pdf/print-copy';
import { FIT_PAGE_CHOICES } from '../profile/fit-choices';
import { useResume } from '../state/doc';
import { selectResume } from '../state/selectors';

/** A template that throws shows SPEC.md's message instead of taking the editor down. */
function PreviewFailed() {
  const { i18n } = useLingui();
  return (
    <p role="alert" lang={i18n.locale} className="p-8 text-center text-sm text-slate-600">
      {M.previewFailed}
    </p>
  );
}

function TemplateLoading() {
  const { t } = useLingui();
  return (
    <div className="flex h-[297mm] items-center justify-center">
      <Spinner label={t`Loading template...`} />
    </div>
  );
}

const previewFailed = <PreviewFailed />;
const templateLoading = <TemplateLoading />;

/** The drawn page, re-rendered only when the resume changes (not when the page count does). */
const PreviewDocument = memo(function PreviewDocument({
  resume,
  onPagesChange,
  onLastPageFillChange,
}: {
  resume: Resume;
  onPagesChange: (pages: number) => void;
  onLastPageFillChange: (fill: number) => void;
}) {
  return (
    <ScaledPage width={pageSizeOf(resume.meta).widthPx}>
      {/* Marks where each printed page ends (apps/web/src/pdf). */}
      <PageBreakOverlay onPagesChange={onPagesChange} onLastPageFillChange={onLastPageFillChange}>
        <PreviewBoundary resetKey={resume.meta.templateId} fallback={previewFailed}>
          <ResumeDocument resume={resume} loading={templateLoading} />
        </PreviewBoundary>
      </PageBreakOverlay>
    </ScaledPage>
  );
});

/**
 * The live preview. It renders in the same update as the keystroke, so the key's own frame already shows it in
 * the preview (DESIGN.md section 5 measures key -> the paint showing it). That stays cheap because the template
 * blocks are memoised by value: a keystroke in one bullet re-renders that entry, not the page. (Deferring the
 * preview with useDeferredValue was measured slower: the extra frame it needs pushed the keystroke's own paint
 * past a frame about a third of the time.)
 */
export const PreviewPane = memo(function PreviewPane({ className }: { className?: string }) {
  const resume = useResume(selectResume);
  // CJK text's fonts are a sheet of their own (the same the PDF and the public page use).
  useScriptFonts(resume);
  const templateId = resume.meta.templateId;
  const known = Boolean(getTemplateEntry(templateId));
  const [pages, setPages] = useState(1);
  const [lastPageFill, setLastPageFill] = useState(1);
  const section = useRef<HTMLElement>(null);
  // The browser's own Print of the editor prints the previewed resume as the server's PDF is made (issue #38); the
  // editor's Ctrl/Cmd+P still downloads the server's PDF (the header's Download PDF).
  useEffect(() => printCopiesOf(() => section.current?.querySelector<HTMLElement>('[data-resume-page]')), []);
  return (
    <section ref={section} aria-labelledby="preview-title" className={className}>
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <h2 id="preview-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {known ? <Trans>Live Preview</Trans> : <Trans>Preview</Trans>}
        </h2>
        {known && <PageCount pages={pages} pageSize={pageSizeOf(resume.meta).id} />}
      </div>
      {known && pages > 1 && lastPageFill < ALMOST_EMPTY && <AlmostEmptyWarning pages={pages} />}
      {known ? (
        <PreviewDocument resume={resume} onPagesChange={setPages} onLastPageFillChange={setLastPageFill} />
      ) : (
        <div role="alert" className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="font-semibold text-slate-900">
            <Trans>Template not found</Trans>
          </p>
          <p className="mt-1 font-mono text-sm text-slate-500">{templateId}</p>
        </div>
      )}
    </section>
  );
});

/** Below this share of its content area filled, the last page counts as almost empty (issue #20). */
const ALMOST_EMPTY = 1 / 5;

/**
 * Says when the last printed page holds little (a few lines on a page of their own), and what to do about it:
 * Fit to pages (the Design card) can usually pull those lines back onto the page before.
 */
function AlmostEmptyWarning({ pages }: { pages: number }) {
  const fewer = pages - 1;
  const { t } = useLingui();
  return (
    <p
      role="status"
      data-last-page-warning=""
      className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      {fewer <= FIT_PAGE_CHOICES.at(-1)!
        ? t`The last page is almost empty: try Fit to ${plural(fewer, { one: '# page', other: '# pages' })}.`
        : t`The last page is almost empty: shorten the resume or tighten its line spacing and margins.`}
    </p>
  );
}

/**
 * The page (`width` px: A4 or US Letter) shrunk to the pane's width with CSS zoom (which, unlike a transform, also shrinks the page's
 * layout box, so the pane scrolls to the right height). Links in the preview do not navigate away.
 */
function ScaledPage({ width, children }: { width: number; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(0.75);
  useLayoutEffect(() => {
    const el = frame.current;
    if (!el) return;
    const measure = () => setZoom(Math.min(1, el.clientWidth / width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [width]);
  return (
    <div ref={frame} className="w-full">
      <div
        data-preview=""
        className="overflow-hidden rounded-sm bg-white shadow-md ring-1 ring-slate-200 [contain:content]"
        style={{ zoom, width }}
        onClickCapture={(e) => {
          if ((e.target as Element).closest('a')) e.preventDefault();
        }}
      >
        {children}
      </div>
    </div>
  );
}
