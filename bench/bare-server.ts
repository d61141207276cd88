import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from '@resumey/test-support/free-port';

/**
 * The load benchmark's reference (load.ts): a bare node:http server in its own process (like ours, not inside the
 * benchmark's own event loop), answering one fixed body with its Content-Type, nothing else. `framed`: with its Content-Length, as our
 * server sends a page; without, node sends it chunked (how the JSON reference has always been sent, kept so the
 * API reads figure stays comparable with earlier runs).
 */
export async function startBareServer(
  body: string,
  contentType: string,
  framed = false,
): Promise<{ url: string; pid?: number; stop(): Promise<void> }> {
  const port = await freePort();
  const code = `const body = Buffer.from(process.env.BODY, 'utf8');
    const head = { 'content-type': process.env.TYPE, ...(${framed} && { 'content-length': body.length }) };
    require('http').createServer((q, s) => { s.writeHead(200, head); s.end(body); }).listen(${port}, '127.0.0.1');`;
  const proc = spawn(process.execPath, ['-e', code], {
    env: { ...process.env, BODY: body, TYPE: contentType },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
  for (
    let i = 0;
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ));
    i++
  ) {
    if (i > 200) throw new Error('the bare server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    pid: proc.pid,
    stop: async () => {
      proc.kill();
      await new Promise((r) => proc.once('exit', r));
    },
  };
}

/**
 * CPU milliseconds a process has used so far (user + system, /proc/{pid}/stat at Linux's 100 ticks a second), or
 * undefined elsewhere. Beside requests/s: when the load generator is what limits both servers (2 cores, 30 KB
 * pages), the CPU each answer costs is what still tells our server's overhead from a bare one's.
 */
export function cpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}
