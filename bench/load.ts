// Load benchmark (issue 9): public share reads and authenticated saves at 64 connections for 10 s each, on
// PGlite and PostgreSQL, next to a bare node:http server in the same run (bare-server.ts) answering a fixed body of
// what is read: the JSON of a public read beside the API's reads, and the page's own HTML (same bytes, type and
// Content-Length) beside the server-rendered pages. A page is ~30 KB against the API's ~5 KB, and on 2 cores the
// load generator (autocannon, in this process) reading answers takes a core by itself: against the 5 KB JSON, the
// pages' ratio measured autocannon's cost of reading 6x the bytes (it used 1.15 cores while our server sat 62%
// idle), not our server's overhead, which is what the ratio is meant to measure.
// Fairness: the bare server runs in its own process like ours (not inside the benchmark's own event loop), and it
// is measured for 5 s just before and 5 s just after each read run, so a machine whose load drifts (others'
// builds and tests) affects both sides of the ratio alike.
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { sampleResume } from '@resumey/resume';
import { publicShellDist } from '@resumey/test-support/public-shell-dist';
import { scratchDatabase } from '@resumey/test-support/scratch-database';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { startBenchServer } from './server';
import { cpuMs, startBareServer } from './bare-server';
import type { Row } from './types';

const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 64);
const DURATION = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
/**
 * Every run starts with this many seconds at the same load that are not counted: the servers' code is compiled as
 * it runs and the database connections open on first use, so the first second measures start-up, not load.
 */
const WARMUP = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 2);

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers by status code, to say what the errors were. */
  statuses: Record<string, number>;
  /** The answering server's CPU per answer in µs (bare-server.ts cpuMs), when `pid` was given. */
  cpuUs?: number;
}

/** One measured run after a warm-up run; `between` runs in between (e.g. to resynchronise the clients' state). */
async function cannon(opts: autocannon.Options, between?: () => Promise<void>, pid?: number): Promise<Result> {
  // (A run of its own: autocannon's warmup option does not hand its answers to onResponse.)
  if (WARMUP > 0) await autocannon({ connections: CONNECTIONS, ...opts, duration: WARMUP });
  await between?.();
  const cpuBefore = cpuMs(pid);
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  const cpu = cpuBefore === undefined ? undefined : cpuMs(pid)! - cpuBefore;
  if (r.requests.total === 0) throw new Error(`no answer from ${String(opts.url)}`);
  const errors = r.errors + r.timeouts + r.non2xx;
  const statuses = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, v]) => [code, v.count ?? 0]));
  if (r.timeouts) statuses.timeouts = r.timeouts;
  if (process.env.BENCH_VERBOSE) console.error(JSON.stringify({ url: opts.url, latency: r.latency, rps: r.requests }));
  const cpuUs = cpu === undefined ? undefined : (cpu * 1000) / r.requests.total;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors, statuses, cpuUs };
}

/** Two half runs of the bare server, as one result (requests/s averaged, the worse latencies). */
const combine = (a: Result, b: Result): Result => ({
  rps: (a.rps + b.rps) / 2,
  p50: Math.max(a.p50, b.p50),
  p99: Math.max(a.p99, b.p99),
  errors: a.errors + b.errors,
  statuses: {},
  cpuUs: a.cpuUs === undefined || b.cpuUs === undefined ? undefined : (a.cpuUs + b.cpuUs) / 2,
});

async function createResume(client: SignedInClient) {
  const res = await client.api('/api/resumes', { method: 'POST', json: { resume: sampleResume() } });
  if (!res.ok) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { resume: { id: string }; version: number };
}

interface Target {
  cookie: string;
  id: string;
  version: number;
  /** The resume's JSON before and after its summary. */
  head: string;
  tail: string;
}

/**
 * Public share reads of one resume, between two half runs of the bare server: through the API (JSON), and its
 * server-rendered page (issue #18 item 2: HTML with the resume drawn in, as a recruiter's browser asks for it),
 * each with its own bare runs.
 */
async function measureReads(
  url: string,
  runs: string[],
  serverPid?: number,
): Promise<{ bare?: Result; reads?: Result; pageBare?: Result; pages?: Result }> {
  const owner = await signIn(url, 'bench-owner@example.com', 'Bench Owner');
  const { resume } = await createResume(owner);
  await owner.api('/api/profile/username', { method: 'PUT', json: { username: 'bench-owner' } });
  const share = await owner.api('/api/shares', {
    method: 'POST',
    json: { username: 'bench-owner', slug: 'load-test', resumeId: resume.id },
  });
  if (!share.ok) throw new Error(`share failed: ${share.status} ${await share.text()}`);
  const beside = async (target: string, bare: { body: string; type: string; framed?: boolean }) => {
    const bareServer = await startBareServer(bare.body, bare.type, bare.framed);
    try {
      const half = () => cannon({ url: bareServer.url, duration: DURATION / 2 }, undefined, bareServer.pid);
      const before = await half();
      const result = await cannon({ url: target }, undefined, serverPid);
      return { result, bare: combine(before, await half()) };
    } finally {
      await bareServer.stop();
    }
  };
  const json = {
    body: JSON.stringify({ resume: sampleResume(), templateId: 't01-classic' }),
    type: 'application/json',
  };
  const api = runs.includes('reads') ? await beside(`${url}/api/public/u/bench-owner/load-test`, json) : undefined;
  const pageUrl = `${url}/u/bench-owner/load-test`;
  const page = runs.includes('pages') ? await beside(pageUrl, await pageAsBare(pageUrl)) : undefined;
  return { reads: api?.result, bare: api?.bare, pages: page?.result, pageBare: page?.bare };
}

/** The page as autocannon gets it (no cookie, not compressed: it sends no Accept-Encoding), to answer as is. */
async function pageAsBare(pageUrl: string) {
  const res = await fetch(pageUrl, { headers: { 'accept-encoding': 'identity' } });
  const body = await res.text();
  if (!res.ok || Number(res.headers.get('content-length')) !== Buffer.byteLength(body)) {
    throw new Error(`the page answered ${res.status}, ${res.headers.get('content-length')} bytes`);
  }
  return { body, type: res.headers.get('content-type')!, framed: true };
}

/**
 * Saves: each request takes a resume no other request is saving (one per connection: 16 users with 4 each), sends
 * it with the version the server last gave for it, and frees it when the answer comes. (autocannon hands
 * setupRequest a fresh context for every request of a one-request list, so a resume cannot be pinned to a
 * connection.) The load generator shares the machine's two cores with the server and PostgreSQL, so it does as
 * little as it can per request: each body is the resume's JSON serialised once with the changing summary and
 * version spliced in, and the new version is read off the answer's end (after the resume) rather than by parsing
 * the whole answer.
 */
async function measureSaves(url: string): Promise<Result> {
  const targets: Target[] = [];
  for (let u = 0; u < Math.ceil(CONNECTIONS / 4); u++) {
    const client = await signIn(url, `bench-${u}@example.com`, `Bench ${u}`);
    for (let i = 0; i < 4; i++) {
      const rec = await createResume(client);
      const json = JSON.stringify({ ...rec.resume, summary: SUMMARY_MARK });
      const [head, tail] = json.split(JSON.stringify(SUMMARY_MARK)) as [string, string];
      targets.push({ cookie: client.cookie, id: rec.resume.id, version: rec.version, head, tail });
    }
  }
  let free = [...targets];
  // A run ends with saves in flight whose answers never arrive: the next run starts from the stored versions.
  const resync = async () => {
    for (const t of targets) {
      const res = await fetch(`${url}/api/resumes/${t.id}`, { headers: { cookie: t.cookie } });
      t.version = ((await res.json()) as { version: number }).version;
    }
    free = [...targets];
  };
  return cannon(
    {
      url,
      requests: [
        {
          setupRequest: (req, context: { t?: Target }) => {
            const t = free.shift() ?? targets[Math.floor(Math.random() * targets.length)]!;
            context.t = t;
            return {
              ...req,
              method: 'PUT',
              path: `/api/resumes/${t.id}`,
              headers: { 'content-type': 'application/json', cookie: t.cookie, origin: url },
              body: `{"resume":${t.head}"Saved at ${Date.now()}"${t.tail},"version":${t.version}}`,
            };
          },
          onResponse: (status, body, context: { t?: Target }) => {
            const t = context.t;
            if (!t) return;
            if (status === 200) t.version = savedVersion(body);
            if (!free.includes(t)) free.push(t);
          },
        },
      ],
    },
    resync,
  );
}

const SUMMARY_MARK = '\u0000summary\u0000';

/** The version of a save's answer ({"resume":{...},"version":N,"shares":[...]}), read from after the resume. */
function savedVersion(body: string): number {
  const match = /,"version":(\d+),"shares":\[[^\]]*\]\}$/.exec(body);
  if (!match) throw new Error(`a save answered something else: ${body.slice(0, 200)}`);
  return Number(match[1]);
}

async function measure(
  kind: 'pglite' | 'postgres',
): Promise<{ bare?: Result; reads?: Result; pageBare?: Result; pages?: Result; saves?: Result }> {
  const db = kind === 'postgres' ? await scratchDatabase('resumey_bench') : undefined;
  const webDist = publicShellDist('resumey-bench-shell');
  const server = await startBenchServer({
    ...(db ? { DATABASE_URL: db.url } : {}),
    WEB_DIST: webDist,
    // The benchmark measures throughput, not the abuse limits.
    PUBLIC_RATE_LIMIT: '100000000',
  });
  try {
    const runs = (process.env.BENCH_LOAD_RUNS ?? 'reads,pages,saves').split(',');
    const reads =
      runs.includes('reads') || runs.includes('pages') ? await measureReads(server.url, runs, server.proc.pid) : {};
    const saves = runs.includes('saves') ? await measureSaves(server.url) : undefined;
    return { ...reads, saves };
  } finally {
    await server.stop();
    await db?.drop();
    rmSync(webDist, { recursive: true, force: true });
  }
}

const fmt = (r: Result) =>
  `${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors` +
  (r.cpuUs === undefined ? '' : `, ${Math.round(r.cpuUs)} µs CPU each`) +
  (r.errors
    ? ` (${Object.entries(r.statuses)
        .map(([k, n]) => `${k}: ${n}`)
        .join(', ')})`
    : '');

export async function run(): Promise<Row[]> {
  const rows: Row[] = [];
  const kinds = (['pglite', 'postgres'] as const).filter(
    (k) => !process.env.BENCH_LOAD_DB || process.env.BENCH_LOAD_DB === k,
  );
  for (const kind of kinds) {
    const { bare, reads, pageBare, pages, saves } = await measure(kind);
    if (bare && reads) {
      const ratio = reads.rps / bare.rps;
      rows.push(
        { figure: `bare node:http, fixed JSON (beside ${kind})`, value: fmt(bare), budget: 'reference', ok: null },
        { figure: `public share reads (${kind})`, value: fmt(reads), budget: 'no errors', ok: reads.errors === 0 },
        {
          figure: `public reads / bare server (${kind})`,
          value: ratio.toFixed(2),
          budget: '>= 0.40',
          ok: ratio >= 0.4,
        },
      );
    }
    if (pageBare && pages) {
      const ratio = pages.rps / pageBare.rps;
      rows.push(
        {
          figure: `bare node:http, the page's HTML (beside ${kind} pages)`,
          value: fmt(pageBare),
          budget: 'reference',
          ok: null,
        },
        {
          figure: `server-rendered page reads (${kind})`,
          value: fmt(pages),
          budget: 'no errors',
          ok: pages.errors === 0,
        },
        {
          figure: `server-rendered reads / bare server (${kind})`,
          value: ratio.toFixed(2),
          budget: '>= 0.30',
          ok: ratio >= 0.3,
        },
      );
    }
    if (saves) {
      rows.push({
        figure: `resume saves (${kind})`,
        value: fmt(saves),
        budget: kind === 'postgres' ? 'p99 < 100 ms, no errors' : 'no errors',
        ok: saves.errors === 0 && (kind !== 'postgres' || saves.p99 < 100),
      });
    }
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
