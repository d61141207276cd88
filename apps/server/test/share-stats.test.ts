import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATS_DAYS, type OwnShare } from '@resumey/resume';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { buildPrintView } from '@resumey/test-support/pdf-support';
import { createResume, saveShare, setUsername } from './shares-helpers';

/** Issue #18 item 6: views per day over 30 days, the last view and PDF downloads of each share, for its owner. */
describe(`share statistics (${testDbKind})`, () => {
  let server: TestServer;
  let ann: SignedInClient;
  let shareId: string;
  const get = (p: string) => fetch(`${server.url}${p}`);
  const ownShare = async (slug: string) =>
    ((await (await ann.api('/api/shares')).json()) as { shares: OwnShare[] }).shares.find((s) => s.slug === slug)!;

  beforeAll(async () => {
    // The print view is built so the PDF download below is a real one (Chromium prints it).
    server = await startTestServer({ WEB_DIST: await buildPrintView() });
    ann = await signIn(server.url, 'ann.account@example.com', 'Ann Account');
    await setUsername(ann, 'ann');
    const resume = await createResume(ann, 'Ann CV');
    const res = await saveShare(ann, { username: 'ann', slug: 'cv', resumeId: resume.id });
    shareId = ((await res.json()) as { share: OwnShare }).share.id;
  }, 120_000);
  afterAll(() => server?.stop());

  it('starts with no views, no last view and no downloads', async () => {
    const share = await ownShare('cv');
    expect(share.viewsByDay).toEqual(new Array(STATS_DAYS).fill(0));
    expect(share.lastViewedAt).toBeNull();
    expect(share.pdfDownloads).toBe(0);
  });

  it("counts today's reader views in the last day of the series, with the time of the last one", async () => {
    const before = Date.now();
    for (const p of ['/api/public/u/ann/cv', '/api/public/v/cv', '/api/public/u/ann/cv']) {
      expect((await get(p)).status).toBe(200);
    }
    // The owner's own read is not a view.
    expect((await ann.api('/api/public/u/ann/cv')).status).toBe(200);
    const share = await ownShare('cv');
    expect(share.views).toBe(3);
    expect(share.viewsByDay).toHaveLength(STATS_DAYS);
    expect(share.viewsByDay.at(-1)).toBe(3);
    expect(share.viewsByDay.slice(0, -1).every((n) => n === 0)).toBe(true);
    // The database's clock and this process's may differ by a little: within a minute either way.
    expect(Date.parse(share.lastViewedAt!)).toBeGreaterThan(before - 60_000);
    expect(Date.parse(share.lastViewedAt!)).toBeLessThan(Date.now() + 60_000);
  });

  it('places earlier days by age and leaves out days older than the chart', async () => {
    const { db } = server.database;
    // Days written as the view counter writes them (UTC days), 5 and 40 days back.
    await db.execute(sql`insert into share_view_days (share_id, day, views) values
      (${shareId}, (now() at time zone 'utc')::date - 5, 7),
      (${shareId}, (now() at time zone 'utc')::date - 40, 11)`);
    const share = await ownShare('cv');
    expect(share.viewsByDay[STATS_DAYS - 1 - 5]).toBe(7);
    expect(share.viewsByDay.reduce((a, b) => a + b, 0)).toBe(3 + 7);
  });

  it("counts a reader's PDF download, not the owner's", async () => {
    const pdf = await get('/api/public/u/ann/cv/pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    await pdf.arrayBuffer();
    expect((await ann.api('/api/public/v/cv/pdf')).status).toBe(200);
    const share = await ownShare('cv');
    expect(share.pdfDownloads).toBe(1);
    // A download is not a view.
    expect(share.views).toBe(3);
  }, 60_000);
});
