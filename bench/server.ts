import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@resumey/test-support/free-port';
import { ensureServerBuilt, serverNodeArgs } from '../scripts/server-command.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchServer {
  url: string;
  proc: ChildProcess;
  /** Milliseconds from spawn to /api/health answering 200. */
  readyMs: number;
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

/** Starts the real server as `npm start` would (built web app, PGlite or DATABASE_URL) and waits for health. */
export async function startBenchServer(
  env: Record<string, string> = {},
  /** A PGlite directory to use (kept by stop({ keepData: true })); a fresh temporary one by default. */
  opts: { dataDir?: string } = {},
): Promise<BenchServer> {
  await ensureServerBuilt();
  const port = await freePort();
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'resumey-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server (open it in Chrome DevTools) when it stops.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
  const proc = spawn(process.execPath, [...profile, ...serverNodeArgs], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The server's errors reach the console; the identity provider's start-up notices (dev-only) would drown them.
  proc.stderr!.on('data', (d: Buffer) => {
    const text = d
      .toString()
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('oidc-provider WARNING'))
      .join('\n');
    if (text) process.stderr.write(text + '\n');
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not become ready in 60 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    proc,
    readyMs,
    stop: async ({ keepData = false } = {}) => {
      proc.kill('SIGTERM');
      await new Promise((r) => proc.once('exit', r));
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
