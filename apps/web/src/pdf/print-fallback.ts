import { t } from '@lingui/core/macro';
import type { Resume } from '@resumey/resume';
import { PRINT_PAGE_PATH } from './print-api';

/** Waits for an iframe's document to finish loading (scripts of the print view included). */
const loaded = (frame: HTMLIFrameElement) =>
  new Promise<void>((resolve, reject) => {
    frame.addEventListener('load', () => resolve(), { once: true });
    frame.addEventListener('error', () => reject(new Error(t`The print view did not load`)), { once: true });
  });

/**
 * Opens the browser's own print dialog on the print view, the same page the server prints (used when the
 * server cannot make PDFs). The page is fetched and shown in a hidden iframe through `srcdoc`: it is then a
 * same-origin document of this page, which the server's anti-framing headers (rightly) do not let a framed
 * address be. The browser's 'Save as PDF' offers the print view's title, '{Full name} Resume', as file name.
 */
export async function printInBrowser(resume: Resume): Promise<void> {
  const res = await fetch(PRINT_PAGE_PATH, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(t`The print view is not available`);
  const html = await res.text();

  const frame = document.createElement('iframe');
  frame.title = t`Print view`;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  // Laid out at A4 width off screen: hidden frames (display: none) would not lay out or load fonts.
  frame.style.cssText = 'position:fixed;left:-10000px;top:0;width:210mm;height:297mm;border:0;opacity:0';
  const ready = loaded(frame);
  frame.srcdoc = html;
  document.body.appendChild(frame);
  try {
    await ready;
    const win = frame.contentWindow;
    const api = win?.resumeyPrint;
    if (!win || !api) throw new Error(t`The print view did not start`);
    await api.render(resume);
    win.focus();
    win.print();
  } finally {
    // print() returns once the dialog is closed (or at once where printing is unavailable); give the
    // browser a moment to finish spooling before the frame goes away.
    setTimeout(() => frame.remove(), 1000);
  }
}
