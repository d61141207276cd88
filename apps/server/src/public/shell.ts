import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The web build's HTML shells as the server sends them: the public page's (page.ts) and the app's (http/static.ts).

/** public.html's own robots tag: removed from the page of a share whose owner allows search engines. */
const NOINDEX_META = /<meta name="robots" content="noindex"\s*\/?>\n?\s*/;

/** The page without its robots noindex (a share its owner lets search engines list, issue #18 item 4). */
export const withoutNoindex = (html: string) => html.replace(NOINDEX_META, '');

/**
 * Social previews need absolute addresses (crawlers do not resolve relative ones): every og:/twitter: tag whose
 * content is a root-relative path gets PUBLIC_URL in front, once, when the shell is read.
 */
export function absoluteSocialUrls(html: string, publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '');
  return html.replace(
    /(<meta\s+(?:property|name)="(?:og|twitter):[^"]*"\s+content=")(\/(?!\/)[^"]*)"/g,
    (_m, head: string, url: string) => `${head}${origin}${url}"`,
  );
}

/**
 * The page with `head` in place of its <title> (the page's other tags, e.g. its robots noindex, stay). A page
 * without a title gets the tags before </head>, or at its start.
 */
export function withHead(html: string, head: string): string {
  if (/<title>[\s\S]*?<\/title>/.test(html)) return html.replace(/<title>[\s\S]*?<\/title>/, () => head);
  if (html.includes('</head>')) return html.replace('</head>', () => `${head}\n  </head>`);
  return `${head}\n${html}`;
}

/**
 * The public page's shell (the web build's public.html), read once: undefined when the server has no web build
 * (API only: the pages are then not served at all, as before).
 */
export function loadPublicShell(distDir: string, publicUrl: string): string | undefined {
  for (const name of ['public.html', 'index.html']) {
    const file = path.join(distDir, name);
    if (existsSync(file)) return absoluteSocialUrls(readFileSync(file, 'utf8'), publicUrl);
  }
  return undefined;
}

/**
 * The page of the view built on Preact (the web build's link.html), read once: undefined without one. It renders
 * in the browser from nothing, so it serves the pages with nothing to hydrate: /v#data and a protected share's
 * password form.
 */
export function loadLinkShell(distDir: string, publicUrl: string): string | undefined {
  const file = path.join(distDir, 'link.html');
  return existsSync(file) ? absoluteSocialUrls(readFileSync(file, 'utf8'), publicUrl) : undefined;
}

/** The web build's HTML shells, read once at start with their absolute social URLs. */
export interface WebShells {
  /** The app's shell (index.html). */
  indexHtml: string;
  /** The public resume view's own lean page (public.html; index.html without one). */
  publicHtml: string;
  /**
   * The page for /v and /view, whose resume travels in the fragment, with the product's own preview tags: link.html
   * (the same view built on Preact, apps/web build-plugin.ts: nothing to hydrate there), else public.html.
   */
  fragmentHtml: string;
}

/**
 * The shells the web app is served in (http/static.ts, page-route.ts), read once: undefined without a web build.
 * `fragmentHead`: the tags for /v and /view, the product's own preview (previews/head.ts).
 */
export function webShells(distDir: string, publicUrl: string, fragmentHead: string): WebShells | undefined {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const indexHtml = absoluteSocialUrls(readFileSync(indexFile, 'utf8'), publicUrl);
  // The public resume view has its own lean page (apps/web/public.html): recruiters never load the app shell.
  const publicHtml = loadPublicShell(distDir, publicUrl) ?? indexHtml;
  const linkHtml = loadLinkShell(distDir, publicUrl) ?? publicHtml;
  return { indexHtml, publicHtml, fragmentHtml: withHead(linkHtml, fragmentHead) };
}
