import type { AppContext } from '../context';
import { DEFAULT_WEB_DIST } from '../paths';
import { publicPageFormat, type PageFormat } from './page';
import { pathOf, sharePreviews } from './previews';
import { publicReader } from './read';
import type { PublicStore } from './repository';
import { scriptFontLinks, scriptFontSheetUrls } from './script-font-sheets';
import { loadLinkShell, loadPublicShell } from './shell';
import { chromeCatalogs } from './chrome';

export type PublicRead = ReturnType<typeof publicReader>;

/**
 * The public share reads of a server, built once at start (server.ts) and handed to both ways in: the node:http
 * fast path (fast-path.ts) and the framework's routes (routes.ts for /api/public, page-route.ts for the pages). One reader,
 * one page format and one set of link previews, so the two ways answer alike and share the pages kept in memory.
 */
export interface PublicPipeline {
  /** The JSON reads of /api/public/u/{username}/{slug} and /api/public/v/{slug}. */
  read: PublicRead;
  /** The link previews: tags for the pages' heads, and the /og/ card routes. */
  previews: ReturnType<typeof sharePreviews>;
  /** The shares' pages (page.ts), when the server has the web build's shell to render them into. */
  pages?: { format: PageFormat; read: PublicRead };
}

export function publicPipeline(
  ctx: Pick<AppContext, 'config' | 'rateLimits'> & { store: PublicStore },
): PublicPipeline {
  const previews = sharePreviews(ctx);
  const distDir = ctx.config.WEB_DIST ?? DEFAULT_WEB_DIST;
  const shell = loadPublicShell(distDir, ctx.config.publicUrl);
  let pages: PublicPipeline['pages'];
  if (shell) {
    const fontSheets = scriptFontSheetUrls(distDir);
    const format = publicPageFormat({
      shell,
      lockedShell: loadLinkShell(distDir, ctx.config.publicUrl),
      headOf: previews.headOf,
      lockedHeadOf: previews.lockedHeadOf,
      pathOf: (s) => pathOf(s.canonical),
      fontLinksOf: (resume) => scriptFontLinks(fontSheets, resume),
      chrome: chromeCatalogs(distDir),
    });
    pages = { format, read: publicReader(ctx, format) };
  }
  return { read: publicReader(ctx), previews, pages };
}
