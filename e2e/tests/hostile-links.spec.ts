import type { Page } from '@playwright/test';
import { hostileLinks, type HostileLink } from '../../packages/resume/test/hostile-links';
import { expect, test } from '../fixtures';
import { resumePage } from './share-helpers';

/**
 * Issue #21 item 1: a crafted link costs the recruiter who opens it a bounded moment. The three links that froze
 * the tab, and a sample of the unit corpus (packages/resume/test/hostile-links.ts: every limit, at it and just
 * over it), opened at /v/#... and imported at /edit#...: each ends on the right screen (SPEC.md's strings), runs
 * no script, leaves the tab answering, and keeps the page's JS heap under 64 MB.
 *
 * The strict checks (which limit refuses, the bytes inflated, time relative to a baseline) are in the unit corpus
 * (packages/resume/test/codec-limits.test.ts). Here the time bound is generous so it holds on a loaded 2-core
 * machine; the measured times are printed (the 1 s target is checked on a quiet run and reported).
 */
const TITLE = 'Unable to Load Resume';
const CORRUPTED = 'Failed to load resume. The link may be corrupted or invalid.';
const HEAP_LIMIT = 64 * 1024 * 1024;
/**
 * Generous bounds, for a loaded 2-core machine running two browsers: an error screen within 5 s, a resume drawn
 * within 20 s (a link at the limits carries a few hundred pages of text), each plus the time a short corrupt link
 * takes to its error screen at the same path just before (the machine's load right now). The page's own time (from
 * its 'resumey:resume-load' mark) is held to the same bounds.
 */
const ERROR_WITHIN_MS = 5000;
const RESUME_WITHIN_MS = 20_000;
/**
 * An address over 1 MB costs the browser itself before any script of the page runs: a 1.9 MB one started the
 * page's scripts 2.7 s after a short one on a quiet run and up to 11 s later under load (the test's DevTools session
 * copies the address into every request's events), while the page's own work on it stayed under 0.4 s. Such a link
 * is held to the page's own time, and in all only to not hanging.
 */
const LONG_ADDRESS = 1024 * 1024;
const LONG_ADDRESS_WITHIN_MS = 45_000;
/** How long a test waits for the screen: as long as the bound it is then held to allows. */
const waitFor = (link: HostileLink) => ({ timeout: link.link.length > LONG_ADDRESS ? LONG_ADDRESS_WITHIN_MS : 30_000 });

function expectTimely(link: HostileLink, m: Measured) {
  const bound = link.expect === 'resume' ? RESUME_WITHIN_MS : ERROR_WITHIN_MS;
  if (!Number.isNaN(m.workMs)) expect(m.workMs, "the page's own time to the screen").toBeLessThan(bound);
  const long = link.link.length > LONG_ADDRESS;
  // Plus the baseline: what the loaded machine costs any link at this path right now.
  expect(m.ms, 'time to the screen').toBeLessThan((long ? LONG_ADDRESS_WITHIN_MS : bound) + m.baselineMs);
}

const ISSUE_21 = [
  '1.6 million empty experience items',
  'a 2.5 MB photo with a JPEG header',
  'a 1.9 MB fragment of "A"',
];
/** About ten of the corpus: over each kind of limit, and at the limits that open (small enough to draw fast). */
const SAMPLE = [
  'a photo declaring 30000 x 30000 pixels',
  'a 2.5 MB photo data URL inside the JSON',
  'fragment of 131072 characters',
  'fragment of 131074 characters',
  'photo of 65536 bytes',
  'photo of 65537 bytes',
  'JSON of 262145 bytes',
  '101 experience items',
  'summary of 5001 characters',
  'nesting 7 deep',
  'meta with 65 keys',
];

const corpus = hostileLinks();
const picked = [...ISSUE_21, ...SAMPLE].map((name) => {
  const found = corpus.find((c) => c.name === name);
  if (!found) throw new Error(`no link named ${name} in the corpus`);
  return found;
});

interface Watch {
  dialogs: string[];
  errors: string[];
}

/** Anything a script smuggled in a link could do where a test sees it. */
function watch(page: Page): Watch {
  const w: Watch = { dialogs: [], errors: [] };
  page.on('dialog', (d) => {
    w.dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  page.on('console', (m) => {
    if (m.type() === 'error') w.errors.push(m.text());
  });
  page.on('pageerror', (e) => w.errors.push(String(e)));
  return w;
}

/** Chromium refuses to navigate to an address over 2 MB (net::ERR_ABORTED): such a link reaches a page only as a hash change. */
const MAX_URL = 2 * 1024 * 1024;
/** A link that opens, to have a resume on screen before a hash change brings the hostile one. */
const OPENS = corpus.find((c) => c.name === 'photo of 1024 x 2 pixels')!;

/**
 * Records, in the page, when `text` first shows (performance.now(), from navigation start): the page's own time to
 * its screen, without the test's round trips (which a 2 MB address makes slow: the protocol carries it in events).
 */
function recordScreenTime(page: Page, text: string) {
  return page.addInitScript((wanted) => {
    const w = window as unknown as { screenAt?: number };
    new MutationObserver(() => {
      if (w.screenAt === undefined && document.body?.textContent?.includes(wanted)) w.screenAt = performance.now();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
}

interface Measured {
  /** Test's clock: from the start of navigation (or the hash change) to the screen seen by the test. */
  ms: number;
  /** Page's clock: the same, up to when the screen's text first appeared in the DOM; NaN when not recorded. */
  pageMs: number;
  /** Page's clock: from the page starting on the link (its 'resumey:resume-load' mark) to that screen, or NaN. */
  workMs: number;
  /** Test's clock: a short corrupt link at the same path to its error screen, just before. */
  baselineMs: number;
  /** Largest JS heap seen while loading, in bytes. */
  peak: number;
  /** A round trip into the page once the screen is up. */
  pingMs: number;
}

/**
 * Opens `path#fragment` (for an address over 2 MB: a hash change on an open /v/ page) and waits for the screen the
 * link should end on, sampling the page's JS heap through the DevTools protocol (precise, where
 * performance.memory is rounded) every 50 ms meanwhile.
 */
async function open(page: Page, path: '/v/' | '/edit', link: HostileLink, screen: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  let peak = 0;
  let sampling = true;
  const heap = async () => ((await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }).usedSize;
  const sample = async () => {
    while (sampling) {
      peak = Math.max(peak, await heap());
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  // Baseline, same test, same path: a short corrupt link to its error screen. It warms the caches and the server,
  // and a loaded machine slows it as much as the link under test.
  const baseStart = Date.now();
  await page.goto(`${path}#_1AAAA`);
  await expect(page.getByText(CORRUPTED)).toBeVisible({ timeout: 30_000 });
  const baselineMs = Date.now() - baseStart;
  await page.goto('about:blank');
  let start: number;
  let pageStart = 0;
  if (`${path}#${link.link}`.length > MAX_URL) {
    await page.goto(`${path}#${OPENS.link}`);
    await expect(resumePage(page).first()).toContainText('Hazel Hostile');
    start = Date.now();
    pageStart = await page.evaluate((fragment) => {
      (window as unknown as { screenAt?: number }).screenAt = undefined;
      const now = performance.now();
      location.hash = fragment;
      return now;
    }, link.link);
  } else {
    start = Date.now();
    await page.goto(`${path}#${link.link}`, { waitUntil: 'commit' });
  }
  const sampler = sample();
  await screen();
  const ms = Date.now() - start;
  sampling = false;
  await sampler;
  peak = Math.max(peak, await heap());
  const pingStart = Date.now();
  // The tab still answers: a round trip into the page returns, with the screen's time.
  const [screenAt, loadAt] = await page.evaluate(() => [
    (window as unknown as { screenAt?: number }).screenAt ?? NaN,
    performance.getEntriesByName('resumey:resume-load').at(-1)?.startTime ?? NaN,
  ]);
  const pingMs = Date.now() - pingStart;
  await cdp.detach();
  return { ms, baselineMs, pageMs: screenAt - pageStart, workMs: screenAt - loadAt!, peak, pingMs } satisfies Measured;
}

function report(path: string, link: HostileLink, m: Measured) {
  const mb = (m.peak / 1024 / 1024).toFixed(1);
  const page = `page: ${m.pageMs.toFixed(0)} ms, of which decoding and drawing ${m.workMs.toFixed(0)} ms`;
  const line = `screen in ${m.ms} ms (${page}; baseline ${m.baselineMs} ms), heap peak ${mb} MB, ping ${m.pingMs} ms`;
  console.log(`hostile-links ${path} ${link.name}: ${line}`);
  test.info().annotations.push({ type: 'measured', description: line });
}

test.describe('hostile links end on the right screen, quickly, without script or memory blow-up', () => {
  for (const link of picked) {
    test(`/v/#… ${link.name}`, async ({ page }) => {
      if (link.link.length > LONG_ADDRESS) test.slow();
      const w = watch(page);
      await recordScreenTime(page, link.expect === 'resume' ? 'Hazel Hostile' : CORRUPTED);
      const m = await open(page, '/v/', link, async () => {
        if (link.expect === 'resume') {
          await expect(resumePage(page).first()).toContainText('Hazel Hostile', waitFor(link));
        } else {
          await expect(page.getByRole('heading', { name: TITLE })).toBeVisible(waitFor(link));
          await expect(page.getByText(CORRUPTED)).toBeVisible();
        }
      });
      report('/v/', link, m);
      expectTimely(link, m);
      expect(m.peak, 'JS heap').toBeLessThan(HEAP_LIMIT);
      expect(w.dialogs).toEqual([]);
      expect(w.errors).toEqual([]);
    });

    // Chromium does not open an address over 2 MB; the editor takes no hash change in place of one.
    if (`/edit#${link.link}`.length > MAX_URL) continue;
    test(`/edit#… ${link.name}`, async ({ signedIn: page }) => {
      if (link.link.length > LONG_ADDRESS) test.slow();
      const w = watch(page);
      if (link.expect !== 'resume') await recordScreenTime(page, CORRUPTED);
      const m = await open(page, '/edit', link, async () => {
        if (link.expect === 'resume') {
          await expect(page).toHaveURL(/\/edit\/[\w-]+$/, waitFor(link));
          await expect(page.getByLabel('Full Name')).toHaveValue('Hazel Hostile');
        } else {
          await expect(page.getByRole('heading', { name: TITLE })).toBeVisible(waitFor(link));
          await expect(page.getByText(CORRUPTED)).toBeVisible();
        }
      });
      report('/edit', link, m);
      expectTimely(link, m);
      expect(m.peak, 'JS heap').toBeLessThan(HEAP_LIMIT);
      expect(w.dialogs).toEqual([]);
      expect(w.errors).toEqual([]);
    });
  }
});
