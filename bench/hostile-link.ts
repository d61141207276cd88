// Issue #21 item 1, runnable alone: `npx tsx bench/hostile-link.ts`. The three crafted links that froze a recruiter's
// tab, opened as a recruiter opens them: a plain headless Chromium with no DevTools client attached (Playwright's
// DevTools session copies a 2 MB address into every request's events, which the e2e test cannot avoid). A launcher
// page on the same origin notes the wall clock and navigates to the link; a probe script put first into the page
// reports when the error screen's text is in the DOM. That time, the browser's own handling of the address
// included, is the figure, against the 1 s budget.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeShareLink, sampleResume } from '@resumey/resume';
import { hostileLinks } from '../packages/resume/test/hostile-links';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@resumey/test-support/chromium';
import { freePort } from '@resumey/test-support/free-port';
import { buildWeb } from './share-link';
import { startBenchServer } from './server';
import type { Row } from './types';

const BUDGET_MS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SCREEN = 'Unable to Load Resume';
/** Chromium's longest address. */
const MAX_URL = 2 * 1024 * 1024 - 100;
/** A link that shows a resume: the page a link over 2 MB is brought to by a hash change. */
const OPENS = encodeShareLink(sampleResume());
const LONG = 'a 1.9 MB fragment of "A"';
const LINKS = ['1.6 million empty experience items', 'a 2.5 MB photo with a JPEG header', LONG];
/**
 * An empty page of ours given the 1.9 MB address: what Chromium alone spends on such an address before any page
 * script runs (over 2 s on this machine, where a short address takes a few ms). The page's budget for that link
 * is 1 s beyond it.
 */
const REFERENCE = 'Chromium alone';
const PLAIN = '/__bench/plain';

/**
 * The launcher page: runs the links one after another, each by navigating this tab to /v/#fragment after noting
 * the wall clock in sessionStorage; the probe on that page reports the time and comes back here for the next one.
 * Chromium refuses to navigate to an address over 2 MB, so such a link can reach the page only as a hash change:
 * the launcher opens a link that shows a resume, and the probe changes the hash to the long one (as the e2e test).
 */
const LAUNCHER = `<!doctype html><meta charset="utf-8"><title>launcher</title><script src="/__bench/launcher.js"></script>`;
const LAUNCHER_JS = `(async () => {
  const names = await (await fetch('/__bench/names')).json();
  const next = Number(sessionStorage.getItem('next') || '0');
  if (next >= names.length * ${RUNS}) return void fetch('/__bench/done', { method: 'POST' });
  const name = names[Math.floor(next / ${RUNS})];
  const fragment = await (await fetch('/__bench/link?name=' + encodeURIComponent(name))).text();
  sessionStorage.setItem('next', String(next + 1));
  sessionStorage.setItem('name', name);
  const byHash = fragment.length > ${MAX_URL};
  sessionStorage.setItem('byHash', byHash ? '1' : '');
  sessionStorage.setItem('start', String(Date.now()));
  location.assign((name.startsWith(${JSON.stringify(REFERENCE)}) ? '${PLAIN}#' : '/v/#') + (byHash ? ${JSON.stringify(OPENS)} : fragment));
})();`;
/** Injected first into the /v/ page: reports when the error screen's text is in the DOM, then goes back. */
const PROBE_JS = `(async () => {
  let start = Number(sessionStorage.getItem('start'));
  const name = sessionStorage.getItem('name');
  let sent = false;
  const report = (ms) => {
    if (sent) return;
    sent = true;
    fetch('/__bench/result', { method: 'POST', body: JSON.stringify({ name, ms }) }).then(() => location.assign('/__bench/launch'));
  };
  // Chromium alone: an empty page given the same address reports as soon as its first script runs.
  if (location.pathname === '${PLAIN}') return report(Date.now() - start);
  setTimeout(() => report(NaN), 15000);
  let armed = !sessionStorage.getItem('byHash');
  new MutationObserver(() => {
    if (armed && document.body && document.body.textContent.includes(${JSON.stringify(SCREEN)})) report(Date.now() - start);
  }).observe(document, { childList: true, subtree: true, characterData: true });
  if (armed) return;
  const fragment = await (await fetch('/__bench/link?name=' + encodeURIComponent(name))).text();
  await new Promise((resolve) => {
    const opened = () => (document.querySelector('[data-resume-page]') ? resolve() : setTimeout(opened, 10));
    opened();
  });
  armed = true;
  start = Date.now();
  location.hash = fragment;
})();`;

/**
 * Serves the launcher, the probe and the links, and passes everything else to the real server (one origin), with
 * the probe's script element put first into the page's head (a script of the page's own origin: the app's CSP
 * allows it).
 */
function launcherProxy(target: string, links: Map<string, string>, times: Map<string, number[]>, done: () => void) {
  const upstream = new URL(target);
  const send = (res: http.ServerResponse, type: string, body: string) =>
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (process.env.BENCH_VERBOSE) console.error(`  ${Math.round(performance.now())} ${req.method} ${url.pathname}`);
    if (url.pathname === '/__bench/launch') return send(res, 'text/html', LAUNCHER);
    if (url.pathname === PLAIN)
      return send(res, 'text/html', '<!doctype html><script src="/__bench/probe.js"></script>');
    if (url.pathname === '/__bench/launcher.js') return send(res, 'text/javascript', LAUNCHER_JS);
    if (url.pathname === '/__bench/probe.js') return send(res, 'text/javascript', PROBE_JS);
    if (url.pathname === '/__bench/names') return send(res, 'application/json', JSON.stringify([...links.keys()]));
    if (url.pathname === '/__bench/link')
      return send(res, 'text/plain', links.get(url.searchParams.get('name') ?? '') ?? '');
    if (url.pathname === '/__bench/done') return void (res.end(), done());
    if (url.pathname === '/__bench/result') {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        const { name, ms } = JSON.parse(body) as { name: string; ms: number | null };
        times.set(name, [...(times.get(name) ?? []), ms ?? NaN]);
        res.end();
      });
      return;
    }
    const page = url.pathname === '/v/';
    const headers = { ...req.headers };
    if (page) delete headers['accept-encoding'];
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      (up) => {
        if (!page) {
          res.writeHead(up.statusCode ?? 502, up.headers);
          return void up.pipe(res);
        }
        const chunks: Buffer[] = [];
        up.on('data', (c: Buffer) => chunks.push(c));
        up.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString()
            .replace('<head>', '<head><script src="/__bench/probe.js"></script>');
          const { 'content-length': _, ...rest } = up.headers;
          res.writeHead(up.statusCode ?? 502, rest).end(html);
        });
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function run(): Promise<Row[]> {
  const corpus = hostileLinks();
  const links = new Map<string, string>([['a short corrupt link (baseline)', '_1AAAA']]);
  for (const name of LINKS) links.set(name, corpus.find((c) => c.name === name)!.link);
  const longest = corpus.find((c) => c.name === LONG)!.link;
  links.set(`${REFERENCE}, the same address as ${LONG}`, longest);
  const web = buildWeb();
  const server = await startBenchServer({ WEB_DIST: web.dir });
  const port = await freePort();
  const times = new Map<string, number[]>();
  let finished: () => void = () => undefined;
  const allDone = new Promise<void>((r) => (finished = r));
  const proxy = launcherProxy(server.url, links, times, () => finished());
  await new Promise<void>((r) => proxy.listen(port, '127.0.0.1', r));
  const profile = mkdtempSync(path.join(tmpdir(), 'resumey-bench-chromium-'));
  const browser = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      '--disable-popup-blocking',
      `--user-data-dir=${profile}`,
      `http://127.0.0.1:${port}/__bench/launch`,
    ],
    { stdio: 'ignore' },
  );
  try {
    await Promise.race([
      allDone,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no result in 5 minutes')), 300_000)),
    ]);
    const medians = new Map([...times].map(([name, ms]) => [name, median(ms)]));
    const chromiumAlone = [...medians].find(([name]) => name.startsWith(REFERENCE))![1];
    return [...times].map(([name, ms]) => {
      const m = medians.get(name)!;
      const reference = name.includes('baseline') || name.startsWith(REFERENCE);
      const allowed = BUDGET_MS + (name === LONG ? chromiumAlone : 0);
      return {
        figure: `hostile link to its screen, no DevTools: ${name}`,
        value: `median ${Number.isNaN(m) ? 'timeout' : Math.round(m) + ' ms'} of ${ms.length} (max ${Math.round(Math.max(...ms))} ms)`,
        budget: reference ? '-' : name === LONG ? `< Chromium alone + ${BUDGET_MS} ms` : `< ${BUDGET_MS} ms`,
        ok: reference ? null : m < allowed,
      };
    });
  } finally {
    browser.kill('SIGKILL');
    proxy.close();
    await server.stop();
    rmSync(profile, { recursive: true, force: true });
    if (web.owned) rmSync(web.dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
