import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Resume } from '@resumey/resume';
import { SCRIPT_FONT_SHEET_FILES, scriptFontSheets, type ScriptFontSheet } from '@resumey/templates';

/**
 * The font sheets a public page links for its resume's scripts (issue #35): CJK fonts are in sheets of their own,
 * which the editor's preview and the print view load in the browser (apps/web/src/lib/script-fonts.ts). The public
 * page gets them from the server, in its head, only when its resume needs one: an English resume's page costs
 * nothing more, and the page loads no script for it (its JavaScript budget).
 */

/** The built sheets' addresses ('/assets/cjk-sans-faces-1a2b3c.css'), from the web build's Vite manifest. */
export function scriptFontSheetUrls(distDir: string): Partial<Record<ScriptFontSheet, string>> {
  let manifest: Record<string, { file?: string; src?: string }>;
  try {
    manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as typeof manifest;
  } catch {
    return {}; // no manifest (an older build): pages go without, their CJK text in the reader's fonts
  }
  const urls: Partial<Record<ScriptFontSheet, string>> = {};
  for (const [sheet, file] of Object.entries(SCRIPT_FONT_SHEET_FILES) as [ScriptFontSheet, string][]) {
    const entry = Object.entries(manifest).find(([key, e]) =>
      (e.src ?? key).endsWith(`packages/templates/src/${file}`),
    )?.[1];
    if (entry?.file) urls[sheet] = `/${entry.file}`;
  }
  return urls;
}

/** The `<link>` tags of the sheets `resume` needs ('' for most resumes). */
export function scriptFontLinks(urls: Partial<Record<ScriptFontSheet, string>>, resume: Resume): string {
  return scriptFontSheets(resume)
    .map((sheet) => urls[sheet])
    .filter((url): url is string => Boolean(url))
    .map((url) => `<link rel="stylesheet" href="${url}" data-script-fonts="" />`)
    .join('\n    ');
}
