import type { Resume } from '@resumey/resume';

/**
 * Print-only font adjustments for the PDF server, which has no font of its own (issue #35): every letter comes from
 * the bundled faces (@resumey/templates' fonts-scripts.css). Both run once React has drawn the resume, before its
 * layout is measured and its fonts awaited.
 */

/**
 * The System choice names the device's UI font first (system-ui, then other devices' names and Roboto). On the PDF
 * server system-ui names the renderer's last-resort font, which maps no letter, and Chromium drew some runs in its
 * boxes rather than falling back to the bundled faces after it. A PDF prints System in Roboto, the bundled face its
 * stack names for devices without a UI font (as it always did on a server without one), with the same fallbacks.
 */
export function printSystemFontAsRoboto(container: HTMLElement, resume: Resume) {
  if (resume.meta.fontFamily !== 'system') return;
  // Every sheet: the resume's and its letter's, when one PDF holds both.
  for (const sheet of container.querySelectorAll<HTMLElement>('[data-resume-page]'))
    sheet.style.setProperty('--font', 'Roboto, var(--fallback-sans)');
}

/** A letter of the Arabic script (Arabic, Persian, Urdu...), in its blocks and presentation forms. */
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

/**
 * Turns kerning off on text in the Arabic script. Amiri (the Arabic face) kerns a letter that does not join the
 * next one (reh, zain, dal...) away from it, and text extractors read that gap as a space inside the word: pdftotext
 * and pdf.js read 'سريعة' as 'سر يعة' and 'الإسكندرية' as 'الإسكندر ية'. Unkerned, each word reads whole; the
 * letters still join and the words look the same to a reader.
 */
export function arabicWithoutKerning(container: HTMLElement) {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const parents = new Set<HTMLElement>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement && ARABIC.test(node.nodeValue ?? '')) parents.add(node.parentElement);
  }
  for (const el of parents) el.style.fontKerning = 'none';
}
