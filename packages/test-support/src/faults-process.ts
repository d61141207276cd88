import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

// No imports of the server here: the end-to-end fault tests use these helpers from Playwright workers too.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Polls `check` until it gives a value (not undefined) or the deadline passes; no fixed sleeps in tests. */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  { timeoutMs = 60_000, everyMs = 100 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export interface ServerProcess {
  url: string;
  port: number;
  proc: ChildProcess;
  /** What the process wrote to stderr (warnings and errors), for failure messages. */
  stderr(): string;
  /** Sends the signal and waits for the process to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the real server in its own process on a free port, and waits until /api/health answers 200: from its
 * sources (`node --import tsx apps/server/src/main.ts`), or with `built` the built server as `npm start` runs it
 * (scripts/server-command.mjs; built first when it is missing or older than its sources).
 */
export async function spawnServer(
  env: Record<string, string>,
  port?: number,
  opts: { built?: boolean } = {},
): Promise<ServerProcess> {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  let args = ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')];
  if (opts.built) {
    const { ensureServerBuilt, serverNodeArgs } = await import('../../../scripts/server-command.mjs');
    await ensureServerBuilt();
    args = serverNodeArgs;
  }
  const proc = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // tsx applies a tsconfig only to the files it includes. The root's holds none (it is tsc -b's list of
      // packages) and the server's only the server, so the templates' JSX would get no runtime ('React is not
      // defined'). The shared base has no file list: it applies to every file, with the automatic JSX runtime.
      TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.base.json'),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'test-secret-test-secret-test-secret-42',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  proc.stderr!.on('data', (d: Buffer) => {
    errors = (errors + d.toString()).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const server: ServerProcess = {
    url,
    port,
    proc,
    stderr: () => errors,
    kill: async (signal = 'SIGTERM') => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      await exited;
    },
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}: ${errors.slice(-2000)}`);
    const res = await fetch(`${url}/api/health`).catch(() => undefined);
    if (res?.ok) return server;
    if (Date.now() > deadline) {
      await server.kill('SIGKILL');
      throw new Error(`server on port ${port} did not answer in 90 s: ${errors.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
