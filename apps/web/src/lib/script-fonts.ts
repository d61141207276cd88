import { useEffect } from 'react';
import type { Resume } from '@resumey/resume';
import { scriptFontSheets, type ScriptFontSheet } from '@resumey/templates';
import cjkSans from '@resumey/templates/fonts/cjk-sans-faces.css?url';
import cjkSerif from '@resumey/templates/fonts/cjk-serif-faces.css?url';

/**
 * Links the font sheets a resume's scripts need beyond fonts.css (CJK: @resumey/templates' script-fonts.ts says
 * why they are apart), the files the print view and the server's public pages use too. Each sheet is linked once
 * per document and stays: a resume that loses its last CJK letter keeps it, at no cost.
 */
const HREF: Record<ScriptFontSheet, string> = { 'cjk-sans': cjkSans, 'cjk-serif': cjkSerif };

const linked = new WeakMap<Document, Map<ScriptFontSheet, Promise<void>>>();

function link(doc: Document, sheet: ScriptFontSheet): Promise<void> {
  let sheets = linked.get(doc);
  if (!sheets) linked.set(doc, (sheets = new Map()));
  let loaded = sheets.get(sheet);
  if (!loaded) {
    const el = doc.createElement('link');
    el.rel = 'stylesheet';
    el.href = HREF[sheet];
    el.dataset.scriptFonts = sheet;
    loaded = new Promise<void>((resolve) => {
      el.addEventListener('load', () => resolve(), { once: true });
      // Not loaded: the text falls back as before; the next call tries again.
      el.addEventListener(
        'error',
        () => {
          sheets.delete(sheet);
          el.remove();
          resolve();
        },
        { once: true },
      );
    });
    sheets.set(sheet, loaded);
    doc.head.append(el);
  }
  return loaded;
}

/** Links the sheets `resume` needs into `doc`; resolves once they are loaded (or failed). */
export async function loadScriptFonts(resume: Resume, doc: Document = document): Promise<void> {
  await Promise.all(scriptFontSheets(resume).map((sheet) => link(doc, sheet)));
}

/** The same for a resume on screen, after the paint (the keystroke that typed it is not held up). */
export function useScriptFonts(resume: Resume): void {
  useEffect(() => {
    void loadScriptFonts(resume);
  }, [resume]);
}
