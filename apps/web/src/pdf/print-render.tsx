import { useLayoutEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DEFAULT_TEMPLATE_ID, pageSizeOf, type CoverLetter, type Resume } from '@resumey/resume';
import { getTemplateEntry, letterFontProbe, LetterLayout, type TemplateComponent } from '@resumey/templates';
import { loadPageMarkFont, markDocumentBoundary } from './page-marks';
import { pageBackgroundOf, prepareSheetForPrint } from './print-prep';
import { printTitle, type PrintApi, type PrintOptions, type PrintResult } from './print-api';
import { setPrintPageSize } from './page-rule';
import { loadScriptFonts } from '../lib/script-fonts';
import { arabicWithoutKerning, printSystemFontAsRoboto } from './script-fonts-in-print';

/** Calls back once React has committed the tree to the DOM. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useLayoutEffect(onCommit);
  return <>{children}</>;
}

/** Waits until everything the PDF shows is ready: web fonts of the text laid out, and the photo decoded. */
async function settle(container: HTMLElement) {
  // Layout first: font faces (and their unicode-range subsets) start loading only once text needs them.
  container.getBoundingClientRect();
  await document.fonts.ready;
  await Promise.all(
    Array.from(container.querySelectorAll('img'), (img) =>
      img.decode().catch(() => {
        // A broken image prints as the browser draws it; it must not hold the PDF back.
      }),
    ),
  );
  // Fonts requested by the layout after the photo decoded (rare) are awaited too.
  await document.fonts.ready;
}

const mmToPx = (mm: number) => (mm * 96) / 25.4;

/**
 * The document a job prints: the resume, its letter, or both. Both: the resume and then the letter, each in a part of
 * its own ([data-print-part]) so each gets the print preparation of a lone sheet (print-prep.ts works on the one
 * sheet of its root), the letter starting on a new page.
 */
function PrintDocument({ Template, resume, letter, withResume }: DocumentProps) {
  if (!letter) return <Template resume={resume} />;
  if (!withResume) return <LetterLayout Template={Template} resume={resume} letter={letter} />;
  return (
    <>
      <div data-print-part="resume">
        <Template resume={resume} />
      </div>
      <div data-print-part="letter" style={{ breakBefore: 'page' }}>
        <LetterLayout Template={Template} resume={resume} letter={letter} />
      </div>
    </>
  );
}

interface DocumentProps {
  Template: TemplateComponent;
  resume: Resume;
  letter?: CoverLetter;
  withResume?: boolean;
}

/** Renders resumes into `container` one at a time; each call replaces the previous resume. */
export function createPrintRenderer(container: HTMLElement): PrintApi {
  let root: Root | undefined;
  return {
    async render(resume: Resume, letter?: CoverLetter, options?: PrintOptions): Promise<PrintResult> {
      const entry = getTemplateEntry(resume.meta.templateId) ?? getTemplateEntry(DEFAULT_TEMPLATE_ID)!;
      const withResume = Boolean(letter && options?.withResume);
      // The template's code and the font sheets of the resume's scripts (CJK), before the first layout.
      const [Template] = await Promise.all([
        entry.load(),
        loadScriptFonts(letter ? letterFontProbe(resume, letter) : resume),
        withResume ? loadScriptFonts(resume) : undefined,
      ]);
      const drawn =
        entry.id === resume.meta.templateId ? resume : { ...resume, meta: { ...resume.meta, templateId: entry.id } };
      // A fresh root per resume: nothing of the previous one survives, and the DOM edits of
      // ats-adjustments.ts are never reconciled by React.
      root?.unmount();
      const r = (root = createRoot(container));
      await new Promise<void>((resolve) =>
        r.render(
          <Committed onCommit={resolve}>
            <PrintDocument Template={Template} resume={drawn} letter={letter} withResume={withResume} />
          </Committed>,
        ),
      );
      document.title = printTitle(resume, letter, options);
      // The PDF's own language (its catalog's /Lang, what screen readers and ATS read first) is the document's:
      // the resume's, as the sheet says it (Page sets lang from meta.language), not the print view's 'en'.
      document.documentElement.lang = container.querySelector<HTMLElement>('[data-resume-page]')?.lang || 'en';
      setPrintPageSize(resume.meta);
      printSystemFontAsRoboto(container, drawn);
      arabicWithoutKerning(container);
      const pageHeight = mmToPx(pageSizeOf(resume.meta).heightMm);
      await Promise.all([settle(container), loadPageMarkFont()]);
      const parts = withResume
        ? Array.from(container.querySelectorAll<HTMLElement>(':scope > [data-print-part]'))
        : [container];
      for (const part of parts) prepareSheetForPrint(part, pageHeight);
      const sheets = parts.map((part) => part.querySelector<HTMLElement>('[data-resume-page]'));
      // Where the letter follows the resume, parsers reading pages as one stream see the page change (page-marks.ts).
      if (sheets[0] && sheets[1]) markDocumentBoundary(sheets[0], sheets[1], pageHeight);
      await settle(container);
      document.documentElement.style.setProperty('--print-page-background', pageBackgroundOf(sheets[0] ?? null));
      const pages = sheets.reduce((n, sheet) => {
        const height = sheet?.getBoundingClientRect().height ?? 0;
        return n + Math.max(1, Math.ceil((height - 1) / pageHeight));
      }, 0);
      return { templateId: entry.id, pages };
    },
  };
}
