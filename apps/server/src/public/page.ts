import { gzipSync } from 'node:zlib';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '@lingui/react';
import {
  PUBLIC_VIEW_MESSAGES,
  type CoverLetter,
  type InterfaceLanguage,
  type PublicAddress,
  type Resume,
} from '@resumey/resume';
import { TEMPLATE_COMPONENTS } from '@resumey/templates/all';
import {
  PUBLIC_PAGE_DATA_ID,
  PasswordNotice,
  PublicFrame,
  PublicPage,
  templateOf,
  type PublicPageData,
} from '@resumey/templates/public-page';
import { withHead, withoutNoindex } from './shell';
import { pathOf } from './previews';
import { PUBLIC_CACHE_CONTROL, type PublicAnswer, type PublicFormat } from './read';
import type { PublicShare } from './repository';
import { withChromeLanguage, type ChromeI18n } from './chrome';

/** Rendered pages kept in memory, one per saved version of a share (a page is ~20-60 KB, its gzip a fifth). */
const MAX_PAGES = 500;

/**
 * JSON inside <script>: every '<', '>' and '&' (and U+2028/9, line ends to old parsers) written as a \u escape,
 * so no text in a resume can close the element (`</script>`) or open a comment; JSON.parse reads them back.
 */
export const scriptSafeJson = (json: string) =>
  json.replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The page's HTML is sent with its gzip made once (fast-path.ts sends it to clients that accept gzip). */
interface Rendered {
  html: string;
  /** The HTML as UTF-8, encoded once: a page is tens of KB, and encoding it per read costs a crowd's throughput. */
  bytes: Buffer;
  gzipped: () => Buffer;
}

const rendered = (html: string): Rendered => {
  let gz: Buffer | undefined;
  const bytes = Buffer.from(html, 'utf8');
  return { html, bytes, gzipped: () => (gz ??= gzipSync(bytes, { level: 6 })) };
};

const ROOT = /<div id="root"><\/div>/;

/** The shell with `markup` in its root element and the data to hydrate it beside (main.tsx reads it). */
function filled(shell: string, head: string | undefined, markup: string, data: string): string {
  const html = head ? withHead(shell, head) : shell;
  const script = `<script type="application/json" id="${PUBLIC_PAGE_DATA_ID}">${scriptSafeJson(data)}</script>`;
  return html.replace(ROOT, () => `<div id="root">${markup}</div>${script}`);
}

/** React markup with the chrome in a language (the browser hydrates it with the same catalog, public-view/locale.ts). */
const inLanguage = (i18n: ReturnType<ChromeI18n>, page: ReturnType<typeof createElement>) =>
  renderToString(createElement(I18nProvider, { i18n }, page));

/** The pages' answers, and the page for a read that failed (the database away). */
export interface PageFormat extends PublicFormat {
  /** The shell alone, 503: the page loads and tries again itself (fetch-shared.ts), the status says try later. */
  unavailable(): PublicAnswer & { status: 503 };
}

/**
 * Server-rendered public pages (issue #18 item 2): the resume drawn by its template's own components with
 * react-dom/server, in the HTML the server sends, readable without JavaScript; the browser hydrates the same
 * markup (apps/web/src/public-view/hydrate.tsx). A share's page is rendered once per saved version and kept, so a
 * crowd reading a link costs a lookup and a send (DESIGN.md section 5). User text reaches the HTML only through
 * React (escaped) and the preview tags (escaped in previews/head.ts); the hydration data as script-safe JSON.
 */
export function publicPageFormat(opts: {
  shell: string;
  /**
   * The page a protected share's password form is drawn into: the view built on Preact (link.html), as the form
   * hydrates nothing and the resume, once unlocked, renders in the browser. The shell without one.
   */
  lockedShell?: string;
  /** The share's link-preview tags (previews.ts). */
  headOf: (share: PublicShare) => string;
  /** A protected share's tags: the product's card, nothing of the resume (previews.ts). */
  lockedHeadOf: (address: PublicAddress) => string;
  /** The share's address as a path, 'u/{username}/{slug}' or 'v/{slug}' (escaped). */
  pathOf: (share: PublicShare) => string;
  /** The font sheets a resume's scripts need beyond the page's own fonts, as tags for its head (CJK). */
  fontLinksOf?: (resume: Resume) => string;
  /** The chrome's words in each interface language (chrome.ts). */
  chrome: ChromeI18n;
}): PageFormat {
  const { shell: englishShell, chrome } = opts;
  /** A shell with <html> in the viewer's language: the resume inside keeps its own (its article's lang). */
  const inChromeLanguage = (english: string) => {
    const made = new Map<InterfaceLanguage, string>();
    return (language: InterfaceLanguage) => {
      let html = made.get(language);
      if (!html) made.set(language, (html = withChromeLanguage(english, language)));
      return html;
    };
  };
  const shellIn = inChromeLanguage(englishShell);
  const lockedShellIn = inChromeLanguage(opts.lockedShell ?? englishShell);
  const renderPage = (language: InterfaceLanguage, data: PublicPageData, resume?: Resume) => {
    const Template = resume ? TEMPLATE_COMPONENTS[templateOf(resume).templateId] : undefined;
    return inLanguage(chrome(language), createElement(PublicPage, { data, Template }));
  };
  const headers = {
    'Cache-Control': PUBLIC_CACHE_CONTROL,
    'Content-Type': 'text/html; charset=UTF-8',
    // Shared resumes stay out of search engines (issue #18): the header as well as public.html's meta robots.
    'X-Robots-Tag': 'noindex',
    // The chrome is in the viewer's language (issue #35 item 6): a shared cache must not hand one reader's to another.
    Vary: 'Accept-Language',
  };
  const { 'X-Robots-Tag': _noindex, ...indexable } = headers;
  // The page loads and draws itself in the browser's language (public-view/locale.ts): no chrome to choose here.
  const plainShell = rendered(englishShell);

  // The data keeps SPEC.md's English; the chrome shows it translated (LoadError), in the browser the same way.
  const errorPage = (language: InterfaceLanguage, data: Extract<PublicPageData, { kind: 'error' }>) =>
    rendered(filled(shellIn(language), undefined, renderPage(language, data), JSON.stringify(data)));
  const answer = <S extends PublicAnswer['status']>(
    status: S,
    page: Rendered,
    all: Record<string, string> = headers,
  ) => ({ status, body: page.html, bytes: page.bytes, headers: all, gzipped: page.gzipped });
  // The same answer objects for every read of a version: the fast path prepares their headers once (fast-path.ts).
  const answers = new Map<string, PublicAnswer>();
  const fixedPages = new Map<InterfaceLanguage, Record<'notFound' | 'gone' | 'expired', PublicAnswer>>();
  /** The error pages every address of one kind answers with, made once per language on first use. */
  const fixed = (language: InterfaceLanguage = 'en') => {
    let made = fixedPages.get(language);
    if (made) return made;
    const page = (data: Extract<PublicPageData, { kind: 'error' }>) => errorPage(language, data);
    made = {
      notFound: answer(404, page({ kind: 'error', message: PUBLIC_VIEW_MESSAGES.noResumeData })),
      gone: answer(
        410,
        page({
          kind: 'error',
          title: PUBLIC_VIEW_MESSAGES.shareGone,
          message: PUBLIC_VIEW_MESSAGES.shareGoneDescription,
        }),
      ),
      expired: answer(
        410,
        page({
          kind: 'error',
          title: PUBLIC_VIEW_MESSAGES.shareExpired,
          message: PUBLIC_VIEW_MESSAGES.shareExpiredDescription,
        }),
      ),
    };
    fixedPages.set(language, made);
    return made;
  };
  const unavailable = answer(503, plainShell);

  const shareAnswer = (share: PublicShare, language: InterfaceLanguage = 'en'): PublicAnswer => {
    // One page per version and chrome language: a reader never gets another's language from memory.
    const key = `${share.id}\n${share.updatedAt}\n${opts.pathOf(share)}\n${share.searchable}\n${language}`;
    const hit = answers.get(key);
    if (hit) return hit;
    const page = sharePage(share, language);
    if (!page) {
      const resume = JSON.parse(share.resumeJson) as Resume;
      return answer(200, rendered(withHead(shellIn(language), headOf(share, resume))));
    }
    const made = answer(200, page, share.searchable ? indexable : headers);
    if (answers.size >= MAX_PAGES) answers.delete(answers.keys().next().value!);
    answers.set(key, made);
    return made;
  };

  /** The share's tags for the page's head: its link preview, and the font sheets its resume needs. */
  const headOf = (share: PublicShare, resume: Resume) => {
    const fonts = opts.fontLinksOf?.(resume);
    return fonts ? `${opts.headOf(share)}\n    ${fonts}` : opts.headOf(share);
  };

  /** The share's page, or undefined when its template cannot draw it on the server. */
  const sharePage = (share: PublicShare, language: InterfaceLanguage): Rendered | undefined => {
    const shell = shellIn(language);
    const at = opts.pathOf(share);
    const resume = JSON.parse(share.resumeJson) as Resume;
    // The cover letter only when its owner shares it (issue #41 item 5): else the page holds nothing of it.
    const letter = share.letterJson ? (JSON.parse(share.letterJson) as CoverLetter) : undefined;
    const data: PublicPageData = { kind: 'share', resume, pdfHref: `/api/public/${at}/pdf`, ...(letter && { letter }) };
    try {
      // The database's JSON text as is (as the API sends it), not the object serialised again.
      const json = `{"kind":"share","resume":${share.resumeJson},"pdfHref":${JSON.stringify(data.pdfHref)}${
        share.letterJson ? `,"letter":${share.letterJson}` : ''
      }}`;
      // A share its owner lets search engines list loses public.html's robots noindex (issue #18 item 4).
      return rendered(
        filled(
          share.searchable ? withoutNoindex(shell) : shell,
          headOf(share, resume),
          renderPage(language, data, resume),
          json,
        ),
      );
    } catch {
      // A resume its template cannot draw on the server: the page draws it in the browser as before (and says
      // so there if it fails too); nothing is kept, so a fixed template renders next time.
      return undefined;
    }
  };

  return {
    share: shareAnswer,
    // Nothing of the resume, 401: a password form that posts without JavaScript (public/unlock.ts redirects back);
    // with JavaScript the page draws the same form and sends the password itself. No data: nothing to hydrate, so
    // the lighter page on Preact (lockedShell).
    locked: (address, error, language = 'en') => {
      const form = createElement(PasswordNotice, { action: `/api/public/${pathOf(address)}/unlock`, error });
      const markup = inLanguage(chrome(language), createElement(PublicFrame, { children: form }));
      const html = withHead(lockedShellIn(language), opts.lockedHeadOf(address)).replace(
        ROOT,
        () => `<div id="root">${markup}</div>`,
      );
      return answer(401, rendered(html));
    },
    none: (language) => fixed(language).notFound,
    gone: (language) => fixed(language).gone,
    expired: (language) => fixed(language).expired,
    unavailable: () => unavailable,
    limited: (refused, language = 'en') => {
      const data = { kind: 'error' as const, message: refused.body.error.message, retry: true };
      return answer(429, errorPage(language, data), { ...headers, ...refused.headers });
    },
  };
}

/**
 * Link-preview crawlers and search robots (they fetch a page to draw its card or index it): not readers, so their
 * reads count no view. Headless browsers are not in the list: they are people's tools as much as robots.
 */
const CRAWLER =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|whatsapp|telegram|discord|slack|skype|vkshare|pinterest|bitlybot|linkedin|mastodon/i;
export const isCrawler = (userAgent: string | undefined) => !!userAgent && CRAWLER.test(userAgent);
