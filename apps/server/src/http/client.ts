import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import proxyAddr from 'proxy-addr';

/**
 * Who sent a request: the client's address, and the scheme and host it used. Behind a reverse proxy or load
 * balancer these come from the X-Forwarded-For/-Proto/-Host headers, but any client can send those headers too,
 * so they are believed only from the proxies TRUST_PROXY names (none by default): a list of addresses and CIDR
 * ranges (or proxy-addr's names loopback, linklocal, uniquelocal), or a number of hops in front of the server. The
 * trust is that of proxy-addr, as Express does it: X-Forwarded-For is read from the right, skipping the hops that
 * are trusted proxies, so the first address no trusted proxy vouches for is the client's.
 */
export interface Client {
  /** The client's IP address (IPv4-mapped IPv6 written as IPv4), or 'unknown'. */
  address: string;
  scheme: 'http' | 'https';
  /** The Host the client asked for (with port), '' when none was sent. */
  host: string;
}

/** The header our auth handler passes the client's address to the auth library in (auth/routes.ts). */
export const CLIENT_ADDRESS_HEADER = 'x-resumey-client-address';

/** Whether the hop `i` (0: the socket's peer, 1: the hop it names, ...) at address `addr` is a trusted proxy. */
export type ProxyTrust = (addr: string, i: number) => boolean;

export const trustNone: ProxyTrust = () => false;

/** TRUST_PROXY's value as a trust function; throws an Error naming what is wrong. */
export function parseTrustProxy(value: string | undefined): ProxyTrust {
  const text = (value ?? '').trim();
  if (text === '' || text === 'none' || text === '0') return trustNone;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 32) throw new Error('TRUST_PROXY must be at most 32 hops');
    return (_addr, i) => i < hops;
  }
  const entries = text.split(',').map((e) => e.trim());
  if (entries.some((e) => e === '')) throw new Error('TRUST_PROXY has an empty entry');
  try {
    return proxyAddr.compile(entries);
  } catch (err) {
    throw new Error(`TRUST_PROXY must be addresses, CIDR ranges or a number of hops (${(err as Error).message})`, {
      cause: err,
    });
  }
}

/**
 * The trust of the server a connection came in on. Set once per connection by the server (server.ts), read by
 * clientOf: the modules that need the client's address (rate-limit keys, the public fast path) get only the
 * request, and a test process may run several servers with different settings.
 */
const trustBySocket = new WeakMap<Socket, ProxyTrust>();

export function trustProxiesOn(socket: Socket, trust: ProxyTrust): void {
  trustBySocket.set(socket, trust);
}

const firstValue = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header[0] : header)?.split(',', 1)[0]!.trim() ?? '';

const cached = new WeakMap<IncomingMessage, Client>();

/** The client of a request (see Client); the one place that reads the X-Forwarded-* headers. */
export function clientOf(req: IncomingMessage | undefined): Client {
  if (!req?.socket) return { address: 'unknown', scheme: 'http', host: '' };
  const known = cached.get(req);
  if (known) return known;
  const trust = trustBySocket.get(req.socket) ?? trustNone;
  const peer = req.socket.remoteAddress;
  const viaProxy = peer !== undefined && trust(peer, 0);
  let address = peer ? proxyAddr(req, trust) : 'unknown';
  // 'unknown' when a trusted proxy sent nothing usable; capped, as it is used as a key.
  address = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').slice(0, 64) || 'unknown';
  const forwardedProto = viaProxy ? firstValue(req.headers['x-forwarded-proto']).toLowerCase() : '';
  const scheme =
    forwardedProto === 'https' || forwardedProto === 'http'
      ? forwardedProto
      : (req.socket as TLSSocket).encrypted
        ? 'https'
        : 'http';
  const host = (viaProxy && firstValue(req.headers['x-forwarded-host'])) || req.headers.host || '';
  const client: Client = { address, scheme, host };
  cached.set(req, client);
  return client;
}
