import { spawn } from 'node:child_process';
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
): Promise<{ url: string; stop(): Promise<void> }> {
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
    stop: async () => {
      proc.kill();
      await new Promise((r) => proc.once('exit', r));
    },
  };
}
