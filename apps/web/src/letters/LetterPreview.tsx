import { memo, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageSizeOf, type CoverLetter, type Resume } from '@resumey/resume';
import { LetterDocument, letterFontProbe } from '@resumey/templates';
import '@resumey/templates/fonts.css';
import { PageBreakOverlay, PageCount } from '../pdf/PageBreakOverlay';
import { useScriptFonts } from '../lib/script-fonts';
import { Spinner } from '../components/ui/spinner';

/**
 * The letter drawn live in the resume's design, with its page boundaries (issue #41 item 2). It renders in the
 * keystroke's own update, as the resume preview does: the letter body is one small block of the template.
 */
export const LetterPreview = memo(function LetterPreview({ resume, letter }: { resume: Resume; letter: CoverLetter }) {
  // CJK text of the letter brings its font sheet, as the resume's own does (a new object per edit: once per key).
  useScriptFonts(useMemo(() => letterFontProbe(resume, letter), [resume, letter]));
  const [pages, setPages] = useState(1);
  const { t } = useLingui();
  return (
    <section aria-labelledby="letter-preview-title">
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <h2 id="letter-preview-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          <Trans>Live Preview</Trans>
        </h2>
        <PageCount pages={pages} pageSize={pageSizeOf(resume.meta).id} />
      </div>
      <Scaled width={pageSizeOf(resume.meta).widthPx}>
        <PageBreakOverlay onPagesChange={setPages}>
          <LetterDocument
            resume={resume}
            letter={letter}
            loading={
              <div className="flex h-[297mm] items-center justify-center">
                <Spinner label={t`Loading template...`} />
              </div>
            }
          />
        </PageBreakOverlay>
      </Scaled>
    </section>
  );
});

function Scaled({ width, children }: { width: number; children: ReactNode }) {
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
        data-letter-preview=""
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
