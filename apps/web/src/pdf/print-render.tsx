import { useLayoutEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { DEFAULT_TEMPLATE_ID, pageSizeOf, type CoverLetter, type Resume } from '@resumey/resume';
import { getTemplateEntry, letterFontProbe, LetterLayout } from '@resumey/templates';
import { loadPageMarkFont } from './page-marks';
import { pageBackgroundOf, prepareSheetForPrint } from './print-prep';
import { printTitle, type PrintApi, type PrintResult } from './print-api';
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

/** Renders resumes into `container` one at a time; each call replaces the previous resume. */
export function createPrintRenderer(container: HTMLElement): PrintApi {
  let root: Root | undefined;
  return {
    async render(resume: Resume, letter?: CoverLetter): Promise<PrintResult> {
      const entry = getTemplateEntry(resume.meta.templateId) ?? getTemplateEntry(DEFAULT_TEMPLATE_ID)!;
      // The template's code and the font sheets of the resume's scripts (CJK), before the first layout.
      const [Template] = await Promise.all([
        entry.load(),
        loadScriptFonts(letter ? letterFontProbe(resume, letter) : resume),
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
            {letter ? <LetterLayout Template={Template} resume={drawn} letter={letter} /> : <Template resume={drawn} />}
          </Committed>,
        ),
      );
      document.title = printTitle(resume, letter);
      // The PDF's own language (its catalog's /Lang, what screen readers and ATS read first) is the document's:
      // the resume's, as the sheet says it (Page sets lang from meta.language), not the print view's 'en'.
      document.documentElement.lang = container.querySelector<HTMLElement>('[data-resume-page]')?.lang || 'en';
      setPrintPageSize(resume.meta);
      printSystemFontAsRoboto(container, drawn);
      arabicWithoutKerning(container);
      const pageHeight = mmToPx(pageSizeOf(resume.meta).heightMm);
      await Promise.all([settle(container), loadPageMarkFont()]);
      prepareSheetForPrint(container, pageHeight);
      await settle(container);
      const sheet = container.querySelector<HTMLElement>('[data-resume-page]');
      document.documentElement.style.setProperty('--print-page-background', pageBackgroundOf(sheet));
      const height = sheet?.getBoundingClientRect().height ?? 0;
      return { templateId: entry.id, pages: Math.max(1, Math.ceil((height - 1) / pageHeight)) };
    },
  };
}
