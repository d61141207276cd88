import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Shows the page (A4 or US Letter, 794 or 816 px wide) at full size where it fits and scaled down to the available
 * width where it does not (a phone), keeping the layout's height in step so nothing overlaps or gets cut.
 * Printing undoes the scaling (see public.css). Before it is measured (the server's HTML, read with or without
 * JavaScript) the page sits in the flow, centred at full size, and where it fits it stays exactly so: a box sized
 * from offsetWidth (whole pixels: 794 for A4's 793.7) would move it by a fraction of a pixel when hydrating.
 */
export function ScaledPage({ children }: { children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState({ available: 0, width: 0, height: 0 });

  useLayoutEffect(() => {
    const o = outer.current;
    const i = inner.current;
    if (!o || !i) return;
    const measure = () =>
      setBox((prev) => {
        // offsetWidth/Height ignore transforms: they are the page's natural size.
        const next = { available: o.clientWidth, width: i.offsetWidth, height: i.offsetHeight };
        return prev.available === next.available && prev.width === next.width && prev.height === next.height
          ? prev
          : next;
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(o);
    observer.observe(i);
    return () => observer.disconnect();
  }, []);

  const scale = box.width && box.available && box.available < box.width ? box.available / box.width : 1;
  const scaled = scale < 1;
  return (
    <div ref={outer} className="w-full">
      <div
        data-scaled-page=""
        className="relative mx-auto"
        style={scaled ? { width: box.width * scale, height: box.height * scale } : undefined}
      >
        <div
          ref={inner}
          className={`${scaled ? 'absolute left-0 top-0' : 'mx-auto'} w-max origin-top-left bg-white shadow-lg ring-1 ring-slate-200`}
          style={{ transform: scaled ? `scale(${scale})` : undefined }}
        >
          {children}
        </div>
      </div>
    </div>
  );
}
