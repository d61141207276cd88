// Sharing budgets (DESIGN.md section 5), runnable alone: `npx tsx bench/share-link.ts`.
// 1. Link-embedded share: the typical sample's link at most half as long as lz-string's
//    compressToEncodedURIComponent of the same JSON.
// 2. Public resume page, cold: the JavaScript a signed-out browser downloads for each public route, gzipped,
//    under 100 KB. Measured in Chromium against the real server and a fresh production build: every script
//    response the page receives until the resume is drawn and the network is idle, each gzipped (level 6, what
//    a server sends), summed. A protected share is measured up to its password form, ready to take the password.
// 3. The same routes' Largest Contentful Paint on a slow phone and network (public-lcp.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lz from 'lz-string';
import { chromium, type Browser } from 'playwright-core';
import { scratchDatabase } from '@resumey/test-support/scratch-database';
import { encodeShareLink, sampleResume } from '@resumey/resume';
import { signIn } from '@resumey/test-support/sign-in';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@resumey/test-support/chromium';
import { root, startBenchServer } from './server';
import { lcpRows } from './public-lcp';
import type { Row } from './types';

const LINK_RATIO_BUDGET = 0.5;
const JS_BUDGET_KB = 100;

export function linkLengthRows(): Row[] {
  const sample = sampleResume();
  const ours = encodeShareLink(sample).length;
  const theirs = lz.compressToEncodedURIComponent(JSON.stringify(sample)).length;
  const ratio = ours / theirs;
  return [
    {
      figure: 'share link: typical sample, ours vs lz-string',
      value: `${ours} vs ${theirs} chars (${ratio.toFixed(3)})`,
      budget: `<= ${LINK_RATIO_BUDGET}`,
      ok: ratio <= LINK_RATIO_BUDGET,
    },
  ];
}

export function buildWeb(): { dir: string; owned: boolean } {
  if (process.env.BENCH_WEB_DIST) return { dir: process.env.BENCH_WEB_DIST, owned: false };
  const dir = mkdtempSync(path.join(tmpdir(), 'resumey-bench-web-'));
  execFileSync('npx', ['vite', 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: path.join(root, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { dir, owned: true };
}

export interface RouteScripts {
  files: { url: string; gzip: number }[];
  totalKb: number;
  /** Scripts of screens the public view must never load. */
  appShell: string[];
}

/**
 * Loads `url` signed out and sums the gzipped size of every script it fetched until `ready` is visible and the
 * network is idle (the resume's page, or a protected share's password form).
 */
export async function measureRoute(browser: Browser, url: string, ready = '[data-resume-page]'): Promise<RouteScripts> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const pending: Promise<{ url: string; gzip: number }>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(res.body().then((body) => ({ url: res.url(), gzip: gzipSync(body).length })));
  });
  try {
    await page.goto(url);
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(pending);
    const totalKb = files.reduce((sum, f) => sum + f.gzip, 0) / 1024;
    const appShell = files.map((f) => f.url).filter((u) => /(Editor|Dashboard|Landing|Auth)Page|\/main-/.test(u));
    return { files, totalKb, appShell };
  } finally {
    await context.close();
  }
}

/** A fresh PostgreSQL database when the machine has one (starts in a second), else none (PGlite). */
const freshPostgres = () => scratchDatabase('resumey_bench_share').catch(() => undefined);

export async function publicJsRows(): Promise<Row[]> {
  const web = buildWeb();
  const db = await freshPostgres();
  const server = await startBenchServer({ WEB_DIST: web.dir, ...(db ? { DATABASE_URL: db.url } : {}) }).catch(
    async (err) => {
      await db?.drop();
      throw err;
    },
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const owner = await signIn(server.url, 'bench-share@example.com', 'Bench Share');
    const created = await owner.api('/api/resumes', { method: 'POST', json: { resume: sampleResume() } });
    const { resume } = (await created.json()) as { resume: { id: string } };
    await owner.api('/api/profile/username', { method: 'PUT', json: { username: 'bench' } });
    const share = await owner.api('/api/shares', {
      method: 'POST',
      json: { username: 'bench', slug: 'typical', resumeId: resume.id },
    });
    if (share.status !== 201) throw new Error(`could not create the share: ${share.status}`);
    const locked = await owner.api('/api/shares', {
      method: 'POST',
      json: { username: 'bench', slug: 'locked', resumeId: resume.id, shortSlug: null },
    });
    const { share: lockedShare } = (await locked.json()) as { share: { id: string } };
    const protect = await owner.api(`/api/shares/${lockedShare.id}`, {
      method: 'PATCH',
      json: { password: 'bench password' },
    });
    if (protect.status !== 200) throw new Error(`could not protect the share: ${protect.status}`);

    const routes: [string, string, string?][] = [
      ['/u/{username}/{slug}', '/u/bench/typical'],
      ['/v/{slug}', '/v/typical'],
      ['/v/#{data} (link-embedded)', `/v/#${encodeShareLink(sampleResume())}`],
      ['/u/{username}/{slug}, protected (password form)', '/u/bench/locked', 'input[name="password"]'],
    ];
    const rows: Row[] = [];
    for (const [label, route, ready] of routes) {
      const m = await measureRoute(browser, `${server.url}${route}`, ready);
      rows.push({
        figure: `public view JS gzipped: ${label}`,
        value: `${m.totalKb.toFixed(1)} KB in ${m.files.length} files${m.appShell.length ? ' (loads app shell!)' : ''}`,
        budget: `< ${JS_BUDGET_KB} KB`,
        ok: m.totalKb < JS_BUDGET_KB && m.appShell.length === 0,
      });
      if (process.env.BENCH_VERBOSE) {
        for (const f of m.files.sort((a, b) => b.gzip - a.gzip)) {
          console.error(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${new URL(f.url).pathname}`);
        }
      }
    }
    rows.push(
      ...(await lcpRows(
        browser,
        server.url,
        routes.flatMap(([label, route, ready]) => (ready ? [] : [[label, route] as [string, string]])),
      )),
    );
    return rows;
  } finally {
    await browser.close();
    await server.stop();
    await db?.drop();
    if (web.owned) rmSync(web.dir, { recursive: true, force: true });
  }
}

export async function run(): Promise<Row[]> {
  return [...linkLengthRows(), ...(await publicJsRows())];
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
