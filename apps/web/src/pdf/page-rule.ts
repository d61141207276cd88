import { pageSizeOf, type Resume } from '@resumey/resume';

const RULE_ID = 'resumey-page-size';

/**
 * Makes the browser's printed page (and Chromium's PDF, which prints with preferCSSPageSize) the resume's paper:
 * an `@page { size }` rule after the stylesheets' A4 default (print.css, public.css), so it wins. Margins stay 0:
 * the sheet's padding is the page margin (see print.css).
 */
export function setPrintPageSize(meta: Pick<Resume['meta'], 'pageSize'>, doc: Document = document): void {
  let style = doc.getElementById(RULE_ID) as HTMLStyleElement | null;
  if (!style) {
    style = doc.createElement('style');
    style.id = RULE_ID;
    doc.head.appendChild(style);
  }
  const rule = `@page { size: ${pageSizeOf(meta).css}; margin: 0; }`;
  if (style.textContent !== rule) style.textContent = rule;
}
