import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { PAGE_SIZES, pageSizeOf, type PageSizeId } from '@resumey/resume';
import { mmToPx, pageEnds, type BreakSegment } from './page-breaks';

/** Entries the templates keep on one page (Tailwind's break-inside-avoid), read from the rendered sheet. */
const UNBREAKABLE = '.break-inside-avoid, [style*="break-inside: avoid"]';
/** Section headings the templates keep with what follows (break-after-avoid). */
const KEEP_WITH_NEXT = '.break-after-avoid';
/** Quiet time after a change before the marks are measured again, ms. */
const SETTLE_MS = 150;

interface Measured {
  pages: number;
  ends: BreakSegment[][];
}

const NONE: Measured = { pages: 1, ends: [] };

function measure(wrap: HTMLElement): Measured {
  const sheet = wrap.querySelector<HTMLElement>('[data-resume-page]');
  if (!sheet || sheet.offsetHeight === 0) return NONE;
  const box = sheet.getBoundingClientRect();
  // The preview may be zoomed; rects are in zoomed pixels, offsets and styles in the page's own.
  const ratio = box.height / sheet.offsetHeight || 1;
  const style = getComputedStyle(sheet);
  const boxOf = (el: HTMLElement) => {
    const r = el.getBoundingClientRect();
    return {
      top: (r.top - box.top) / ratio,
      bottom: (r.bottom - box.top) / ratio,
      left: (r.left - box.left) / ratio,
      right: (r.right - box.left) / ratio,
    };
  };
  const blocks = Array.from(sheet.querySelectorAll<HTMLElement>(UNBREAKABLE), boxOf);
  const headings = Array.from(sheet.querySelectorAll<HTMLElement>(KEEP_WITH_NEXT), boxOf);
  return pageEnds({
    width: sheet.offsetWidth,
    height: sheet.offsetHeight,
    marginTop: parseFloat(style.paddingTop) || 0,
    marginBottom: parseFloat(style.paddingBottom) || 0,
    blocks,
    headings,
    // The sheet says which paper it is drawn for (templates' Page: data-page-size).
    pageHeight: mmToPx(pageSizeOf({ pageSize: sheet.dataset.pageSize }).heightMm),
  });
}

const key = (m: Measured) =>
  m.ends
    .map((e) => e.map((s) => `${Math.round(s.top)}:${Math.round(s.left)}:${Math.round(s.right)}`).join(','))
    .join('|');

export interface PageBreakOverlayProps {
  children: ReactNode;
  /** Told the number of printed pages whenever it changes. */
  onPagesChange?: (pages: number) => void;
}

/**
 * Wraps a rendered resume (at its real size, the paper's width) and marks where each printed page will end, so
 * the user sees what lands on page 2 before downloading. Each mark carries 'Page n of N'. Re-measures when the
 * sheet changes size or its content changes, once things settle.
 */
export function PageBreakOverlay({ children, onPagesChange }: PageBreakOverlayProps) {
  const wrap = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<Measured>(NONE);
  const reported = useRef<number>(0);

  useLayoutEffect(() => {
    const el = wrap.current;
    if (!el) return;
    // Measured after the browser has painted, and once typing pauses: a keystroke's frame never waits for it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = (delay = 0) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next = measure(el);
        setMeasured((prev) => (prev.pages === next.pages && key(prev) === key(next) ? prev : next));
      }, delay);
    };
    update();
    const resize = new ResizeObserver(() => update(SETTLE_MS));
    resize.observe(el);
    // Text edits that keep the height can still move an entry across a break.
    const mutations = new MutationObserver(() => update(SETTLE_MS));
    mutations.observe(el, { subtree: true, childList: true, characterData: true });
    return () => {
      clearTimeout(timer);
      resize.disconnect();
      mutations.disconnect();
    };
  }, []);

  const { pages, ends } = measured;
  useLayoutEffect(() => {
    if (reported.current !== pages) {
      reported.current = pages;
      onPagesChange?.(pages);
    }
  }, [pages, onPagesChange]);

  return (
    <div ref={wrap} className="relative" data-pages={pages}>
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
                className="absolute right-3 -translate-y-1/2 rounded-full bg-rose-600 px-2.5 py-0.5 font-sans text-[12px] leading-5 font-semibold text-white shadow-sm"
                style={{ top: segments.at(-1)!.top }}
              >
                Page {i + 2} of {pages}
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
  return (
    <span className={`text-xs font-medium text-slate-500 ${className}`} data-page-count={pages}>
      {pages === 1 ? '1 page' : `${pages} pages`} · {PAGE_SIZES[pageSize].label}
    </span>
  );
}
