import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LAST_RESORT_FAMILY, LAST_RESORT_TTF } from './last-resort-font';

/**
 * The fonts the PDF renderer's Chromium may use of its own (issue #35): none of the machine's. Every letter of a PDF
 * comes from the web fonts the print view bundles (@fontsource packages: the five font choices and their Noto
 * fallbacks per script), so a PDF is the same on any server, with or without fonts installed. Chromium finds system
 * fonts through fontconfig, so it is started with FONTCONFIG_FILE pointing at a configuration of our own whose only
 * font directory holds one font, the last resort (last-resort-font.ts): Chromium draws no text at all without a
 * font of its own, and this one maps no character, so a character no bundled font has prints as a box in that font
 * (which a test can see in the PDF's font list) instead of coming from whatever the machine has.
 */

/**
 * The configuration: one font directory, and the rendering settings Chromium takes from fontconfig. Without the
 * machine's configuration fontconfig's defaults are full hinting, which the full browser (not the headless shell,
 * told otherwise by --font-render-hinting=none, browser.ts) follows by rounding glyph advances to whole pixels: its
 * PDFs then set text differently. Unhinted, both print the same PDF, as they did with Debian's configuration.
 */
const CONFIG = (fontDir: string) => `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<!-- Written by the Resumey server (apps/server/src/pdf/font-environment.ts): the PDF renderer's only font. -->
<fontconfig>
  <dir>${fontDir}</dir>
  <match target="pattern">
    <edit name="hinting" mode="assign"><bool>false</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintnone</const></edit>
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
  </match>
</fontconfig>
`;

/**
 * A directory for the configuration that only this user can write and everyone can read (Chromium may run as
 * `nobody`, sandbox.ts): a fixed one reused across processes when it is this user's own, else a fresh one.
 */
function configDir(): string {
  const fixed = path.join(tmpdir(), `resumey-fonts-${process.getuid?.() ?? 0}`);
  try {
    mkdirSync(fixed);
    chmodSync(fixed, 0o755); // whatever the umask
  } catch {
    // already there: checked below
  }
  const st = lstatSync(fixed, { throwIfNoEntry: false });
  if (st?.isDirectory() && st.uid === (process.getuid?.() ?? st.uid) && (st.mode & 0o777) === 0o755) return fixed;
  const fresh = mkdtempSync(path.join(tmpdir(), 'resumey-fonts-'));
  chmodSync(fresh, 0o755);
  return fresh;
}

/** Writes `body` to `file` unless it holds exactly that already (atomically: another server may be reading it). */
function writeIfChanged(file: string, body: Buffer | string) {
  const want = Buffer.from(body);
  try {
    if (readFileSync(file).equals(want)) return;
  } catch {
    // missing: written below
  }
  const staging = `${file}.${process.pid}`;
  writeFileSync(staging, want);
  chmodSync(staging, 0o644);
  renameSync(staging, file);
}

export interface RendererFonts {
  /** The fontconfig file Chromium is started with. */
  configFile: string;
  /** The family of the one font that configuration has, which prints every glyph no bundled font has. */
  lastResortFamily: string;
  /** The environment variables that give Chromium this configuration. */
  env: Record<string, string>;
}

let prepared: RendererFonts | undefined;

/** The renderer's font configuration, written once per process. */
export function rendererFonts(): RendererFonts {
  if (prepared) return prepared;
  const dir = configDir();
  const fontDir = path.join(dir, 'fonts');
  mkdirSync(fontDir, { recursive: true });
  chmodSync(fontDir, 0o755);
  writeIfChanged(path.join(fontDir, 'resumey-last-resort.ttf'), LAST_RESORT_TTF);
  const configFile = path.join(dir, 'fonts.conf');
  writeIfChanged(configFile, CONFIG(fontDir));
  prepared = { configFile, lastResortFamily: LAST_RESORT_FAMILY, env: { FONTCONFIG_FILE: configFile } };
  return prepared;
}

/**
 * The environment Chromium is started with: the server's own, with fontconfig pointed at the renderer's
 * configuration and nothing that could add the machine's fonts back (a sysroot or a search path for other files).
 */
export function rendererEnvironment(base: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(base)) {
    if (value !== undefined && !key.startsWith('FONTCONFIG_')) env[key] = value;
  }
  return { ...env, ...rendererFonts().env };
}
