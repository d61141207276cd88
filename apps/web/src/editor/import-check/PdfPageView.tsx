import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { renderPdfPage } from '@resumey/pdf-text/render';
import { cn } from '../../lib/cn';
import { useElementWidth } from '../../lib/useElementWidth';
import { HIGHLIGHT_CLASS, type Highlight } from './highlights';
import { IMPORT_CHECK_TEXT as T } from './messages';

/** A PDF page drawn at the width of its column, each field's region outlined over it. */
export function PdfPageView({
  bytes,
  page,
  highlights,
}: {
  bytes: ArrayBuffer;
  page: { number: number; width: number; height: number };
  highlights: Highlight[];
}) {
  useLingui();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    if (!width || !canvas.current) return;
    let active = true;
    setState('loading');
    renderPdfPage(bytes, page.number, canvas.current, Math.floor(width)).then(
      () => active && setState('ready'),
      () => active && setState('failed'),
    );
    return () => {
      active = false;
    };
  }, [bytes, page.number, width]);
  const scale = width / page.width;
  return (
    <div
      ref={ref}
      className="relative w-full overflow-hidden rounded-md border border-slate-200 bg-white"
      style={{ height: width ? page.height * scale : undefined }}
    >
      <canvas ref={canvas} data-testid="provenance-page" aria-label={T.page(page.number)} role="img" />
      {state !== 'ready' && (
        <p className="absolute inset-0 grid place-items-center text-sm text-slate-500">
          {state === 'failed' ? T.failed : T.loading}
        </p>
      )}
      {state === 'ready' &&
        highlights
          .filter((h) => h.box.page === page.number && h.box.w > 0)
          .map((h) => (
            <div
              key={h.key}
              aria-hidden
              data-kind={h.kind}
              className={cn(
                'pointer-events-none absolute rounded-sm border',
                HIGHLIGHT_CLASS[h.kind],
                h.active && 'z-10 border-2 border-blue-600 bg-blue-400/20',
              )}
              style={{
                left: (h.box.x - 2) * scale,
                top: (h.box.y - 1) * scale,
                width: (h.box.w + 4) * scale,
                height: (h.box.h + 2) * scale,
              }}
            />
          ))}
    </div>
  );
}
