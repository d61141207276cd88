import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, sampleResume, type Resume } from '@resumey/resume';
import { anonymousPdf, heavyResume } from './helpers/pdf-requests';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { buildPrintView } from '@resumey/test-support/pdf-support';

// Issue #22 item 3: one client's flood of heavy PDFs leaves another client's PDF at its normal time.

describe.skipIf(testDbKind === 'postgres')('PDF renderer shared fairly between clients', () => {
  let server: TestServer;
  let user: SignedInClient;

  beforeAll(async () => {
    // The per-minute PDF limit (pdf-refusals.test.ts) is lifted: the fair queue is what is tested here, and a test
    // run again after a failure would otherwise meet the limit its first run used up and fail for that reason alone.
    server = await startTestServer({ WEB_DIST: await buildPrintView(), PDF_RATE_LIMIT: '1000' });
    user = await signIn(server.url, `fair-${newId().slice(0, 8)}@example.com`, 'Fair User');
  }, 180_000);
  afterAll(() => server?.stop());

  const anonymous = (resume: Resume, signal?: AbortSignal) => anonymousPdf(server.url, resume, signal);
  const timedUserPdf = async () => {
    const started = performance.now();
    const res = await user.api('/api/pdf', { method: 'POST', json: { resume: sampleResume() } });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    return performance.now() - started;
  };

  it("runs one client's requests one after another, all answered", async () => {
    const statuses = await Promise.all([1, 2, 3].map(async () => (await anonymous(sampleResume())).status));
    expect(statuses).toEqual([200, 200, 200]);
  }, 60_000);

  it("keeps another client's PDF at its normal time while one client floods 10 heavy resumes", async () => {
    await timedUserPdf(); // warm
    const normal: number[] = [];
    for (let i = 0; i < 3; i++) normal.push(await timedUserPdf());
    const baseline = Math.max(...normal);

    const heavy = heavyResume();
    // The flooding client hangs up at the end: its admitted heavy job is stopped (pdf-cancel.test.ts) rather than
    // left to render into the 15 s timeout after the test.
    const hangUp = new AbortController();
    // (A refusal's body still being read when the client hangs up is a hang-up too, not a rejection left unhandled:
    // on a loaded machine the flood's answers come slowly.)
    const flood = Array.from({ length: 10 }, () =>
      anonymous(heavy, hangUp.signal)
        .then(async (res) => ({
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          code: res.status === 200 ? 'pdf' : ((await res.json()) as { error: { code: string } }).error.code,
        }))
        .catch(() => ({ status: 0, retryAfter: null, code: 'hung up' })),
    );
    // The heavy requests over the client's budget are refused at once, each saying when to try again.
    const settled: { status: number; retryAfter: string | null; code: string }[] = [];
    for (const f of flood) void f.then((r) => settled.push(r));
    const deadline = Date.now() + 30_000;
    while (settled.length < 9 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const refused = settled.filter((r) => r.status === 503);
    expect(refused.length).toBeGreaterThanOrEqual(9);
    for (const r of refused) {
      expect(r.code).toBe('pdf_busy');
      expect(Number(r.retryAfter)).toBeGreaterThanOrEqual(1);
    }

    const during: number[] = [];
    for (let i = 0; i < 3; i++) during.push(await timedUserPdf());
    hangUp.abort();
    const all = await Promise.all(flood);
    console.log(
      `PDF of a signed-in user: normal ${normal.map(Math.round).join('/')} ms; during a flood of 10 heavy resumes ` +
        `from another client ${during.map(Math.round).join('/')} ms; flood answers ${all.map((r) => r.status || r.code).join(',')}`,
    );
    // The flood's one admitted heavy job shares the machine's 2 cores (with other test files' Chromium beside it, a
    // user's PDF was seen at 4.9 s against a baseline of 0.9 s), but never holds the user's turn: behind it, the
    // user's PDF would wait for its whole render, which runs into the 15 s timeout (pdf-cancel.test.ts: 16.4 s).
    expect(Math.max(...during)).toBeLessThan(Math.max(3 * baseline, baseline + 5000));
  }, 120_000);
});
