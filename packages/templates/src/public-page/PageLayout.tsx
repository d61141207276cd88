import { useState, type ReactNode } from 'react';
import { CHROME, useChrome } from './chrome';

/**
 * On a phone (below 768 px, Tailwind's `md`) the resume is reflowed to the screen (public.css, [data-layout='reflow'])
 * and this offers the printed page (the A4 page scaled to the screen, as ScaledPage draws it) and back again.
 * Wider screens always show the page: the attribute only matters under the phone media query, and the switch is
 * hidden there. The choice is pure CSS, so the reflowed layout is right from the first paint, with or without
 * JavaScript having run.
 */
export function PageLayout({ children }: { children: ReactNode }) {
  const [printed, setPrinted] = useState(false);
  const say = useChrome();
  return (
    <div data-layout={printed ? 'page' : 'reflow'}>
      <div className="mb-3 flex items-center justify-between gap-3 md:hidden print:hidden">
        <p className="text-sm text-slate-600">{say(printed ? CHROME.printedPage : CHROME.fittedToScreen)}</p>
        <button
          type="button"
          onClick={() => setPrinted((p) => !p)}
          className="min-h-10 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {say(printed ? CHROME.backToPhone : CHROME.seePrinted)}
        </button>
      </div>
      {children}
    </div>
  );
}
