import type { Page } from '@playwright/test';

/**
 * The interface text on the page that is still plain English while the interface is in the pseudo-locale (every
 * catalog message reads accented there, "Ŝĩĝñ ĩñ"): text nodes, and the aria-label, title, placeholder and alt of
 * visible elements. Left out: what is not interface text (subtrees marked translate="no": the user's own words
 * such as names and titles; content in another language, e.g. the resume preview with its own lang), and the brand.
 */
export async function englishLeft(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    // Names that stay as they are in every language, and examples of addresses (jane@example.com, https://…).
    const BRAND = /\b(Resumey|LinkedIn|GitHub|PDF|ATS|JSON Resume|MCP|OpenAPI)\b|\S+@\S+|\S+:\/\/\S*/g;
    // A message with the user's words inside ("Classic template preview") reads partly accented: it went through
    // the catalog. Plain English is text with no accented letter at all.
    const PSEUDO = /[\u00C0-\u024F\u1E00-\u1EFF]/;
    const english = (text: string) => !PSEUDO.test(text) && /[A-Za-z]{3,}/.test(text.replace(BRAND, ''));
    const excluded = (el: Element | null): boolean => {
      for (let e = el; e; e = e.parentElement) {
        if (e.getAttribute('translate') === 'no') return true;
        const lang = e.getAttribute('lang');
        if (lang && e !== document.documentElement && lang !== pageLang) return true;
        if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'CODE', 'KBD', 'TEXTAREA', 'OPTION'].includes(e.tagName)) return true;
        // A date or time Intl formats in the interface's locale: the pseudo-locale has none, so Intl writes English.
        if (e.tagName === 'TIME') return true;
      }
      return false;
    };
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || excluded(parent) || !english(text)) continue;
      if (visible(parent) || parent.closest('.sr-only')) found.add(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (excluded(el) || !(visible(el) || el.closest('.sr-only'))) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value && english(value)) found.add(`[${name}] ${value}`);
      }
    }
    return [...found];
  });
}
