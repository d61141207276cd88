import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { PageSizeId } from '@resumey/resume';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { measureSheet, NOT_MEASURED, type Measured } from './measure-pages';

/** Quiet time after a change before the marks are measured again, ms. */
const SETTLE_MS = 150;

/** The last page's fill to the nearest percent: finer changes redraw nothing. */
const fillKey = (m: Measured) => Math.round(m.lastPageFill * 100);

const key = (m: Measured) =>
  m.ends
    .map((e) => e.map((s) => `${Math.round(s.top)}:${Math.round(s.left)}:${Math.round(s.right)}`).join(','))
    .join('|');

export interface PageBreakOverlayProps {
  children: ReactNode;
  /** Told the number of printed pages whenever it changes. */
  onPagesChange?: (pages: number) => void;
  /** Told how full the last page is (0 to 1) whenever that changes. */
  onLastPageFillChange?: (fill: number) => void;
}

/**
 * Wraps a rendered resume (at its real size, the paper's width) and marks where each printed page will end, so
 * the user sees what lands on page 2 before downloading. Each mark carries 'Page n of N'. Re-measures when the
 * sheet changes size or its content changes, once things settle.
 */
export function PageBreakOverlay({ children, onPagesChange, onLastPageFillChange }: PageBreakOverlayProps) {
  const wrap = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<Measured>(NOT_MEASURED);
  const reported = useRef<number>(0);

  useLayoutEffect(() => {
    const el = wrap.current;
    if (!el) return;
    // Measured after the browser has painted, and once typing pauses: a keystroke's frame never waits for it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = (delay = 0) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const sheet = el.querySelector<HTMLElement>('[data-resume-page]');
        const next = sheet ? measureSheet(sheet) : NOT_MEASURED;
        setMeasured((prev) =>
          prev.pages === next.pages && key(prev) === key(next) && fillKey(prev) === fillKey(next) ? prev : next,
        );
      }, delay);
    };
    update();
    const resize = new ResizeObserver(() => update(SETTLE_MS));
    resize.observe(el);
    // Text edits that keep the height can still move an entry across a break.
    const mutations = new MutationObserver(() => update(SETTLE_MS));
    // The sheet's style carries the layout settings (line spacing, margins, font size): a change there can move a
    // break without changing the height.
    mutations.observe(el, { subtree: true, childList: true, characterData: true, attributeFilter: ['style'] });
    // A script's font that arrives after the first measure reflows the text, not always changing the sheet's height.
    const fontsLoaded = () => update(SETTLE_MS);
    document.fonts?.addEventListener('loadingdone', fontsLoaded);
    return () => {
      clearTimeout(timer);
      resize.disconnect();
      mutations.disconnect();
      document.fonts?.removeEventListener('loadingdone', fontsLoaded);
    };
  }, []);

  const { pages, ends, lastPageFill } = measured;
  useLayoutEffect(() => {
    if (reported.current !== pages) {
      reported.current = pages;
      onPagesChange?.(pages);
    }
  }, [pages, onPagesChange]);
  useLayoutEffect(() => {
    onLastPageFillChange?.(lastPageFill);
  }, [lastPageFill, onLastPageFillChange]);

  return (
    <div ref={wrap} className="relative" data-pages={pages} data-last-page-fill={lastPageFill.toFixed(3)}>
      {children}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 print:hidden">
        {ends.map((segments, i) => (
          <div key={i} data-page-break={i + 2}>
            {segments.map((seg, j) => (
              <div
                key={j}
                className="absolute border-t-2 border-dashed border-rose-500/70"
                style={{ top: seg.top, left: seg.left, width: seg.right - seg.left }}
              />
            ))}
            {segments.length > 0 && (
              <span
                className="absolute end-3 -translate-y-1/2 rounded-full bg-rose-600 px-2.5 py-0.5 font-sans text-[12px] leading-5 font-semibold text-white shadow-sm"
                style={{ top: segments.at(-1)!.top }}
              >
                <PageLabel page={i + 2} pages={pages} />
              </span>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

/** 'N pages · A4' (or '· US Letter') for next to the preview's title. */
export function PageCount({
  pages,
  pageSize = 'a4',
  className = '',
}: {
  pages: number;
  pageSize?: PageSizeId;
  className?: string;
}) {
  const { t } = useLingui();
  const sizeLabel = pageSize === 'letter' ? t`US Letter` : t`A4`;
  return (
    <span className={`text-xs font-medium text-slate-500 ${className}`} data-page-count={pages}>
      <Plural value={pages} one="# page" other="# pages" /> · {sizeLabel}
    </span>
  );
}

/** 'Page n of N' on a page break's mark. */
function PageLabel({ page, pages }: { page: number; pages: number }) {
  return (
    <Trans>
      Page {page} of {pages}
    </Trans>
  );
}
