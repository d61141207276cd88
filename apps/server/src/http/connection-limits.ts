import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { ProxyTrust } from './client';

export interface ConnectionLimits {
  /** Open connections allowed from one address; 0 turns the cap off. */
  maxPerClient: number;
  /** Time a client has to send a request's headers (Node's default is 60 s). */
  headersTimeoutMs: number;
  /** Time a client has to send a whole request (Node's default is 300 s). */
  requestTimeoutMs: number;
  /** Connections from a trusted proxy carry many clients: the proxy limits those (README, Deploying). */
  trust: ProxyTrust;
}

/**
 * How long an idle keep-alive connection stays open. Node's 5 s is shorter than the idle timeout of the proxies
 * and clients in front of it (load balancers keep 60 s): the server closing a connection the instant the other end
 * reuses it fails that request with a reset (seen as 'socket hang up' in Playwright's API client and as 502s behind
 * a load balancer). Idle connections still count toward the per-address cap below.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

const REFUSED =
  'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Type: text/plain\r\nRetry-After: 10\r\n' +
  'Content-Length: 48\r\n\r\nToo many open connections from your address.\r\n\r\n';

/**
 * Slow-client limits of issue #22: short header and request timeouts, and a cap on the connections one address may
 * hold open, so a single client cannot tie up the server's sockets (1,200 held open were all kept before).
 * A connection over the cap gets a 503 and is closed at once. Behind a proxy the server sees the proxy's address;
 * connections from a trusted proxy are left to the proxy's own limits.
 */
export function applyConnectionLimits(server: Server, limits: ConnectionLimits): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  if (limits.maxPerClient <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || limits.trust(address, 0)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxPerClient) {
      socket.end(REFUSED);
      socket.destroySoon();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
