import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleResume, type ResumeRecord } from '@resumey/resume';
import { buildPrintView } from '@resumey/test-support/pdf-support';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import type { Logger } from '../src/log';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { bodyOf } from './helpers/body';
import { createKey, withKey, type KeyFetch } from './api-keys-helpers';

const PDF_LIMIT = 4;

/**
 * PDFs asked for with an API key (issue #43): each key is a client of its own in the PDF queue, taking turns with
 * everyone else, and has its own PDF budget, so a script's burst holds back neither its owner's browser nor
 * another key.
 */
describe(`PDFs with API keys (${testDbKind})`, () => {
  let server: TestServer;
  let owner: SignedInClient;
  let resumeId: string;
  const events: { msg: string; client?: unknown }[] = [];
  const at = (msg: string, fields?: Record<string, unknown>) => void events.push({ msg, client: fields?.client });
  const log: Logger = { debug: at, info: at, warn: at, error: at };

  beforeAll(async () => {
    server = await startTestServer(
      { WEB_DIST: await buildPrintView(), PDF_RATE_LIMIT: String(PDF_LIMIT), LOG_LEVEL: 'debug' },
      { log },
    );
    owner = await signIn(server.url, `pdf-keys-${Date.now()}@example.com`, 'Pat Keys');
    const res = await owner.api('/api/resumes', { method: 'POST', json: { resume: sampleResume() } });
    resumeId = (await bodyOf<ResumeRecord>(res)).resume.id;
  }, 180_000);
  afterAll(() => server?.stop());

  const pdfOf = (call: KeyFetch) =>
    call(`/api/resumes/${resumeId}/pdf`).then(async (r) => (await r.arrayBuffer(), r.status));
  const browserPdf = () =>
    owner.api(`/api/resumes/${resumeId}/pdf`).then(async (r) => (await r.arrayBuffer(), r.status));

  it("queues a key's PDFs as the key's own turns: the owner's browser PDF starts before the key's second", async () => {
    const created = await createKey(owner, { name: 'Burst' });
    const key = withKey(server.url, created.key);
    const from = events.length;
    const burst = [pdfOf(key), pdfOf(key), pdfOf(key)];
    // The browser asks once the key's first job is rendering and its others wait.
    const deadline = Date.now() + 30_000;
    while (!events.slice(from).some((e) => e.msg === 'pdf: rendering') && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const browser = browserPdf();
    expect(await Promise.all([...burst, browser])).toEqual([200, 200, 200, 200]);

    const started = events
      .slice(from)
      .filter((e) => e.msg === 'pdf: rendering')
      .map((e) => e.client);
    const keyClient = `key:${created.apiKey.id}`;
    const userClient = started.find((c) => c !== keyClient);
    expect(userClient).toMatch(/^user:/);
    expect(started.filter((c) => c === keyClient)).toHaveLength(3);
    // The key's jobs run one at a time; the browser's takes the next turn rather than waiting behind all three.
    expect(started.indexOf(userClient)).toBeLessThan(started.lastIndexOf(keyClient));
    expect(started.indexOf(userClient)).toBeLessThanOrEqual(2);
  }, 120_000);

  it("counts a key's PDFs against the key's own limit, not its owner's or another key's", async () => {
    const busy = withKey(server.url, (await createKey(owner, { name: 'Loop' })).key);
    const other = withKey(server.url, (await createKey(owner, { name: 'Calm' })).key);
    const statuses: number[] = [];
    for (let i = 0; i <= PDF_LIMIT; i++) statuses.push(await pdfOf(busy));
    expect(statuses).toEqual([...Array<number>(PDF_LIMIT).fill(200), 429]);
    expect(await pdfOf(other)).toBe(200);
    expect(await browserPdf()).toBe(200);
  }, 120_000);
});
