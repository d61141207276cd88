import { useSyncExternalStore, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { DEFAULT_TEMPLATE_ID, PUBLIC_VIEW_MESSAGES, pageSizeOf, type CoverLetter, type Resume } from '@resumey/resume';
import { LetterLayout } from '../LetterDocument';
import { CHROME, useChrome } from './chrome';
import { hasTemplate } from '../loaders';
import type { TemplateComponent } from '../types';
import { PageLayout } from './PageLayout';
import { PreviewBoundary } from './PreviewBoundary';
import { ScaledPage } from './ScaledPage';
import { LoadError, TemplateMissing } from './states';

/**
 * The public resume page (SPEC.md section 2), drawn by the server (react-dom/server, apps/server/src/public/page.ts)
 * and by the browser from the same components, so the browser's first render matches the server's HTML and
 * hydrating it changes nothing on screen (issue #18 item 2).
 */

/** The id of the page's <script type="application/json"> holding its PublicPageData, for hydrating. */
export const PUBLIC_PAGE_DATA_ID = 'resumey-page';

/** What a server-rendered public page shows; the browser reads the same value back to hydrate it. */
export type PublicPageData =
  | {
      kind: 'share';
      resume: Resume;
      /** The share's PDF address: a plain link works without JavaScript. */ pdfHref: string;
      /** Its cover letter, when the owner shares it (issue #41 item 5). */ letter?: CoverLetter;
    }
  | {
      kind: 'error';
      message: string;
      title?: string;
      /** Offer Try Again (reloads the page): a rate limit. */ retry?: boolean;
    };

const reload = () => window.location.reload();

const subscribeNever = () => () => undefined;

/**
 * False in the server's HTML and while hydrating it, true from then on (and at once in a page drawn by the
 * browser alone): what only works with JavaScript swaps in after hydration, without a mismatch.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );

const PDF_LINK_CLASS =
  'inline-flex h-8 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-xs font-medium whitespace-nowrap text-slate-900 transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand [&_svg]:size-4 [&_svg]:shrink-0';

/**
 * Download PDF: until the page runs its JavaScript, a link to the share's PDF (the server makes it), drawn as the
 * button; then the browser's button (apps/web DownloadPdfButton: Ctrl+P, print fallback), when one is given.
 */
export function PdfAction({ href, button }: { href?: string; button?: () => ReactNode }) {
  const hydrated = useHydrated();
  const say = useChrome();
  if (button && (hydrated || !href)) return <>{button()}</>;
  if (!href) return null;
  return (
    <span className="relative inline-flex">
      <a href={href} download title={say(CHROME.downloadPdf)} className={PDF_LINK_CLASS}>
        <Download aria-hidden="true" />
        <span>{say(CHROME.downloadPdf)}</span>
      </a>
    </span>
  );
}

/** The page around a public resume or its error: the product's header (and its actions), the resume's column. */
export function PublicFrame({
  resume,
  actions,
  children,
}: {
  resume?: Resume;
  actions?: ReactNode;
  children: ReactNode;
}) {
  // Header and page are as wide as the resume's paper (Letter is 6 mm wider than A4).
  const width = { maxWidth: `calc(${pageSizeOf(resume?.meta ?? {}).widthMm}mm + 2rem)` };
  return (
    <div className="min-h-screen bg-slate-100 print:bg-white">
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
        <div className="mx-auto flex h-14 items-center justify-between gap-3 px-4" style={width}>
          <a href="/" className="font-semibold text-indigo-700">
            Resumey
          </a>
          {actions && <div className="flex items-center gap-2">{actions}</div>}
        </div>
      </header>
      <main className="mx-auto px-2 py-4 sm:px-4 sm:py-8 print:m-0 print:max-w-none! print:p-0" style={width}>
        {children}
      </main>
    </div>
  );
}

/** The template a resume is drawn with: its own, else the default one (with a note saying so). */
export function templateOf(resume: Resume): { wanted: string; templateId: string } {
  const wanted = resume.meta.templateId;
  return { wanted, templateId: hasTemplate(wanted) ? wanted : DEFAULT_TEMPLATE_ID };
}

/**
 * The resume on its page: the phone's reflow switch, the scaled page, and `document` (the template's drawing);
 * then `letter`, its cover letter drawn the same way, when the share has one.
 */
export function ResumeOnPage({
  resume,
  document,
  letter,
  letterPdfHref,
}: {
  resume: Resume;
  document: ReactNode;
  letter?: ReactNode;
  /** The resume and the letter in one PDF: a plain link, with or without JavaScript. */
  letterPdfHref?: string;
}) {
  const { wanted, templateId } = templateOf(resume);
  const say = useChrome();
  if (!hasTemplate(templateId)) return <TemplateMissing templateId={wanted} />;
  return (
    <>
      {templateId !== wanted && (
        <p
          role="note"
          className="mb-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 print:hidden"
        >
          {say.text(PUBLIC_VIEW_MESSAGES.templateFallbackNote)}
        </p>
      )}
      <PageLayout>
        <ScaledPage>
          <PreviewBoundary>{document}</PreviewBoundary>
        </ScaledPage>
        {letter && (
          <section aria-labelledby="cover-letter" className="mt-8 scroll-mt-20 break-before-page print:mt-0">
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2 print:hidden">
              <h2 id="cover-letter" className="text-base font-semibold text-slate-800">
                {say(CHROME.coverLetter)}
              </h2>
              {letterPdfHref && (
                <a href={letterPdfHref} download className={PDF_LINK_CLASS}>
                  <Download aria-hidden="true" />
                  <span>{say(CHROME.downloadWithLetter)}</span>
                </a>
              )}
            </div>
            <ScaledPage>
              <PreviewBoundary>{letter}</PreviewBoundary>
            </ScaledPage>
          </section>
        )}
      </PageLayout>
    </>
  );
}

/**
 * A server-rendered public page: a share's resume drawn with `Template` (loaded before rendering, on the server
 * and in the browser alike), or the error the address answers with. `pdfButton` is the browser's own button.
 */
export function PublicPage({
  data,
  Template,
  pdfButton,
}: {
  data: PublicPageData;
  Template?: TemplateComponent;
  pdfButton?: () => ReactNode;
}) {
  if (data.kind === 'error') {
    return (
      <PublicFrame>
        <LoadError title={data.title} message={data.message} onRetry={data.retry ? reload : undefined} />
      </PublicFrame>
    );
  }
  const { resume } = data;
  return (
    <PublicFrame resume={resume} actions={<PdfAction href={data.pdfHref} button={pdfButton} />}>
      <ResumeOnPage
        resume={resume}
        document={Template ? <Template resume={resume} /> : null}
        letter={
          Template && data.letter ? <LetterLayout Template={Template} resume={resume} letter={data.letter} /> : null
        }
        letterPdfHref={`${data.pdfHref}?letter=1`}
      />
    </PublicFrame>
  );
}
