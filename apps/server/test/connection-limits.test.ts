import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from 'node:http';
import net from 'node:net';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';

// Issue #22 item 4: one slow client cannot hold the server's connections; other clients are still served.

const CAP = 20;
/** The slow client's address: one no other connection of the test uses. */
const FLOODER = '127.0.0.3';

/** A connection from `localAddress` that sends half a request's headers and then nothing. */
function slowConnection(port: number, localAddress: string) {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  let received = '';
  socket.on('data', (d) => (received += d.toString()));
  socket.on('error', () => undefined);
  let isClosed = false;
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => {
      isClosed = true;
      resolve(performance.now());
    }),
  );
  socket.once('connect', () => socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n'));
  return { socket, closed, isClosed: () => isClosed, received: () => received };
}

/** GET /api/health from another client address (Linux answers on all of 127.0.0.0/8). */
const healthFrom = (port: number, localAddress: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', localAddress, path: '/api/health', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });

describe.skipIf(testDbKind === 'postgres')('connection limits for slow clients', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      MAX_CONNECTIONS_PER_CLIENT: String(CAP),
      HEADERS_TIMEOUT_MS: '2000',
      REQUEST_TIMEOUT_MS: '4000',
    });
  }, 60_000);
  afterAll(() => server?.stop());

  it('keeps at most MAX_CONNECTIONS_PER_CLIENT open from one address, serves another, and drops slow headers', async () => {
    const opened = performance.now();
    const slow = Array.from({ length: CAP + 30 }, () => slowConnection(server.port, FLOODER));
    // Connections over the cap are answered 503 and closed; the others stay open.
    await vi.waitFor(() => expect(slow.filter((s) => s.isClosed()).length).toBeGreaterThanOrEqual(30), {
      timeout: 5_000,
    });
    expect(slow.filter((s) => s.isClosed())).toHaveLength(30);
    expect(slow.filter((s) => s.received().startsWith('HTTP/1.1 503'))).toHaveLength(30);

    // Another client is served while the cap holds for the first.
    expect(await healthFrom(server.port, '127.0.0.2')).toBe(200);

    // The slow ones still open are cut once the header timeout (2 s) passes, not after Node's 60 s.
    const closedAt = await Promise.all(slow.map((s) => s.closed));
    const slowest = Math.max(...closedAt) - opened;
    console.log(
      `slow connections: ${CAP} kept, 30 refused at once; the kept ones closed after ${Math.round(slowest)} ms`,
    );
    expect(slowest).toBeLessThan(6000);
    // Once they are gone, the first address is served again.
    expect(await healthFrom(server.port, FLOODER)).toBe(200);
  }, 30_000);

  it('keeps an idle keep-alive connection open past the 5 s Node default, so a client reusing it is served, not reset', async () => {
    const socket = net.connect({ port: server.port, host: '127.0.0.1', localAddress: '127.0.0.4' });
    let received = '';
    let closed = false;
    socket.on('data', (d) => (received += d.toString()));
    socket.on('close', () => (closed = true));
    const ask = () => socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    const answers = () => received.match(/HTTP\/1\.1 200 OK\r\n/g)?.length ?? 0;
    socket.once('connect', ask);
    await vi.waitFor(() => expect(answers()).toBe(1), { timeout: 5_000 });
    // Idle longer than Node's default keep-alive (5 s) and than this server's header timeout (2 s).
    await new Promise((r) => setTimeout(r, 6_000));
    expect(closed).toBe(false);
    ask();
    await vi.waitFor(() => expect(answers()).toBe(2), { timeout: 5_000 });
    socket.destroy();
  }, 20_000);
});
