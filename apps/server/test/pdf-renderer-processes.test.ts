import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { sampleResume } from '@resumey/resume';
import { createAssetReader } from '../src/pdf/assets';
import { PLAYWRIGHT_DISABLED_FEATURES, RENDERER_DISABLED_FEATURES, rendererArgs } from '../src/pdf/browser';
import { PrintPages } from '../src/pdf/render';
import { sandboxPlan } from '../src/pdf/sandbox';
import { testDbKind } from './helpers/server';
import { buildPrintView } from '@resumey/test-support/pdf-support';
import { CHROMIUM_PATH } from '@resumey/test-support/chromium';

// A PDF job's context starts only the renderer it prints in: no per-window WebUI, no spare renderer (browser.ts).
// These are the full browser's processes: the server prints with it where the headless shell is not installed
// (config.ts), and the shell has no windows to start them for.

/** Command lines of the processes started by this one (children of children included), read from /proc. */
function descendantCommands(): string[][] {
  const parent = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      parent.set(Number(name), Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${name}/status`, 'utf8'))?.[1]));
    } catch {
      // the process ended while being read
    }
  }
  const mine = (pid: number): boolean => pid === process.pid || (pid > 1 && mine(parent.get(pid) ?? 0));
  return [...parent.keys()]
    .filter((pid) => pid !== process.pid && mine(pid))
    .flatMap((pid) => {
      try {
        return [readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')];
      } catch {
        return [];
      }
    });
}

describe.skipIf(testDbKind === 'postgres')("the PDF renderer's processes", () => {
  let browser: Browser;
  let webDist: string;
  beforeAll(async () => {
    webDist = await buildPrintView();
    const { chromium } = await import('playwright-core');
    const plan = sandboxPlan(CHROMIUM_PATH);
    browser = await chromium.launch({
      executablePath: plan.executablePath,
      chromiumSandbox: plan.sandbox,
      args: rendererArgs(256),
      headless: true,
    });
  }, 180_000);
  afterAll(() => browser?.close());

  it("keeps Playwright's own disabled features (Chromium reads only the last --disable-features)", async () => {
    const { chromium } = await import('playwright-core');
    const plain = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true });
    try {
      // Playwright's own switch comes first on a command line, the renderer's (rendererArgs) after it.
      const switches = descendantCommands().flatMap(
        (cmd) => cmd.find((a) => a.startsWith('--disable-features=')) ?? [],
      );
      const playwrights = new Set(switches.flatMap((s) => s.slice('--disable-features='.length).split(',')));
      expect(playwrights.size).toBeGreaterThan(0);
      expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining([...playwrights]));
    } finally {
      await plain.close();
    }
    const ours = rendererArgs(256).filter((a) => a.startsWith('--disable-features='));
    expect(ours).toHaveLength(1);
    expect(ours[0]!.split('=')[1]!.split(',')).toEqual([
      ...PLAYWRIGHT_DISABLED_FEATURES,
      ...RENDERER_DISABLED_FEATURES,
    ]);
  }, 60_000);

  it('opens no browser UI page for a job, only the print page', async () => {
    const pages = new PrintPages(createAssetReader(webDist));
    try {
      await pages.render(browser, sampleResume(), 30_000);
      await expect.poll(() => pages.ready, { timeout: 30_000 }).toBe(2);
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets');
      await cdp.detach();
      // Before: every context also held chrome://omnibox-popup.top-chrome/ pages, each in a renderer of its own.
      expect(targetInfos.filter((t) => t.type !== 'page' || !t.url.startsWith('http://print.'))).toEqual([]);
      expect(targetInfos).toHaveLength(2);
    } finally {
      await pages.clear();
    }
  }, 90_000);
});
