import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);
const BIN = '/usr/lib/postgresql/15/bin';

/**
 * A PostgreSQL cluster of our own (initdb into a temporary directory, its own port), so a fault test can stop and
 * start the database without disturbing anything else on the machine that uses the shared PostgreSQL at 5432.
 * PostgreSQL refuses to run as root: the cluster belongs to the `postgres` system user.
 */
export interface PrivatePostgres {
  url: string;
  port: number;
  start(): Promise<void>;
  /** 'immediate' is the database going away abruptly (a crash or a cut network); 'fast' a clean shutdown. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Stops the cluster (if running) and deletes its directory. */
  destroy(): Promise<void>;
}

/** Whether a private cluster can be made here (the PostgreSQL 15 binaries, root to switch to postgres). */
export const canMakePrivatePostgres = () => process.getuid?.() === 0 && existsSync(`${BIN}/initdb`);

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

const asPostgres = (cmd: string, args: string[]) => run('runuser', ['-u', 'postgres', '--', cmd, ...args]);

export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const root = mkdtempSync(path.join(tmpdir(), 'resumey-pg-'));
  const { uid, gid } = await postgresUser();
  chmodSync(root, 0o700);
  chownSync(root, uid, gid);
  const dataDir = path.join(root, 'data');
  await asPostgres(`${BIN}/initdb`, ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${root}`,
    "-c listen_addresses='127.0.0.1'",
    // A throwaway cluster: no fsync (the machine does not crash, only PostgreSQL stops), small memory. Commits
    // stay synchronous: an immediate stop must lose nothing that was acknowledged.
    '-c fsync=off',
    '-c shared_buffers=16MB',
    '-c max_connections=60',
  ].join(' ');
  let running = false;
  const pgCtl = (...args: string[]) => asPostgres(`${BIN}/pg_ctl`, ['-D', dataDir, ...args]);
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await pgCtl('-o', options, '-l', path.join(root, 'log'), '-w', '-t', '60', 'start');
      running = true;
    },
    async stop(mode = 'immediate') {
      await pgCtl('-m', mode, '-w', '-t', '60', 'stop');
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop('immediate').catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
  await cluster.start();
  return cluster;
}
