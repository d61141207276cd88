import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import sharp from 'sharp';
import { sampleResume, type Resume } from '@resumey/resume';
import { until, type ServerProcess } from './faults-process';
import { signIn, type SignedInClient } from './sign-in';

/**
 * Crash recovery on PGlite as issue 15 describes it, shared by the server test and `npm run bench`: a data
 * directory with many users and resumes, a server writing to it under a burst of saves, `kill -9` mid-save, and the
 * time until the next start answers /api/health.
 */

/**
 * Fills a PGlite directory as an installation with `users` accounts of `resumesPerUser` resumes each would be
 * (users, their provider accounts and sessions, resumes of the sample's size), then closes it cleanly.
 * `migrate` gives the directory the server's tables (the caller's way: its own database code, or a server started
 * and stopped on it), so the rows are written in the schema the server made.
 */
export async function seedDataDir(
  dataDir: string,
  {
    users = 1000,
    resumesPerUser = 4,
    migrate,
  }: { users?: number; resumesPerUser?: number; migrate: (dataDir: string) => Promise<void> },
): Promise<void> {
  await migrate(dataDir);
  const database = await PGlite.create(dataDir);
  try {
    const run = (text: string) => (values: unknown[]) => database.query(text, values);
    await run(
      `insert into "user" (id, name, email) select 'seed-' || g, 'Seed user ' || g, 'seed-' || g || '@example.com' from generate_series(1, $1::int) g`,
    )([users]);
    await run(
      `insert into account (id, account_id, provider_id, user_id) select 'seed-acc-' || g, 'local-seed-' || g, 'local', 'seed-' || g from generate_series(1, $1::int) g`,
    )([users]);
    await run(
      `insert into session (id, token, user_id, expires_at) select 'seed-ses-' || g, md5(random()::text) || g, 'seed-' || g, now() + interval '7 days' from generate_series(1, $1::int) g`,
    )([users]);
    const resume = JSON.stringify(sampleResume());
    await run(
      `insert into resumes (id, user_id, title, template_id, data)
       select 'seed-' || g || '-' || k, 'seed-' || g, 'Resume ' || k, 't01-classic',
              jsonb_set($1::jsonb, '{id}', to_jsonb('seed-' || g || '-' || k))
       from generate_series(1, $2::int) g, generate_series(1, $3::int) k`,
    )([resume, users, resumesPerUser]);
  } finally {
    await database.close();
  }
}

/**
 * A photo as the editor stores one (a JPEG of ~30 KB): random pixels, so the database cannot compress it away.
 * A real image, since the server decodes every photo it stores.
 */
const photo = async () => {
  const side = 180;
  const jpeg = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
};

export interface CrashResult {
  /** The signed-in user who was saving (their session survives the crash). */
  client: SignedInClient;
  /** Saves the server acknowledged before it was killed. */
  acknowledged: number;
  /** The last version the server acknowledged, per resume id, and every version sent (by the number it creates). */
  acked: Map<string, number>;
  sent: Map<string, Map<number, Resume>>;
}

/**
 * Runs the server on `env`, signs one user in, and saves their four resumes (each with a photo) as fast as the
 * server takes them until `writes` saves were acknowledged; then kills the server with SIGKILL while saves are in
 * flight.
 */
export async function crashMidSave(
  server: Pick<ServerProcess, 'url' | 'kill'>,
  { writes }: { writes: number },
): Promise<CrashResult> {
  const client = await signIn(server.url, `crash-${randomBytes(4).toString('hex')}@example.com`, 'Crash Test');
  const records: { resume: Resume; version: number }[] = [];
  const image = await photo();
  for (let i = 0; i < 4; i++) {
    const resume = { ...sampleResume(), profile: { ...sampleResume().profile, profileImage: image } };
    const res = await client.api('/api/resumes', { method: 'POST', json: { resume } });
    if (res.status !== 201) throw new Error(`create answered ${res.status}: ${await res.text()}`);
    records.push((await res.json()) as { resume: Resume; version: number });
  }
  const acked = new Map(records.map((r) => [r.resume.id, r.version]));
  const sent = new Map(records.map((r) => [r.resume.id, new Map<number, Resume>()]));
  let acknowledged = 0;
  let killed = false;
  const burst = records.map(async ({ resume, version }) => {
    let known = version;
    for (let n = 1; !killed; n++) {
      const next: Resume = { ...resume, summary: `Save ${n} of a resume being edited when the server died.` };
      sent.get(resume.id)!.set(known + 1, next);
      const res = await client
        .api(`/api/resumes/${resume.id}`, { method: 'PUT', json: { resume: next, version: known } })
        .catch(() => undefined);
      if (!res) return; // the connection died with the server
      if (res.status !== 200) throw new Error(`save answered ${res.status}: ${await res.text()}`);
      known = ((await res.json()) as { version: number }).version;
      acked.set(resume.id, known);
      acknowledged++;
    }
  });
  await until('the save burst', async () => (acknowledged >= writes ? true : undefined), {
    everyMs: 5,
    timeoutMs: 600_000,
  });
  killed = true;
  await server.kill('SIGKILL');
  await Promise.all(burst);
  return { client, acknowledged, acked, sent };
}
