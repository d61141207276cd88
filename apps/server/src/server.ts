import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { createLogger, type Logger } from './log';
import { createApp } from './app';
import { rendererSandbox } from './pdf/browser';
import { pdfAvailability } from './pdf/availability';
import { defaultWebDist } from './http/static';
import { createAuth, identityProviderSettings, type Auth } from './auth/auth';
import { createLocalProvider, localSigningKey } from './auth/local-provider';
import { checkAuthContract } from './auth/auth-contract';
import { resolveSecret } from './auth/secret';
import { createRateLimits } from './http/rate-limit';
import { applyConnectionLimits } from './http/connection-limits';
import { trustProxiesOn } from './http/client';
import { withPublicFastPath } from './public/fast-path';
import { withServices } from './services';
import { startTrashPurge } from './resumes/purge';

export interface RunningServer {
  url: string;
  port: number;
  database: Database;
  auth: Auth;
  log: Logger;
  close(): Promise<void>;
}

/** Opens the database, mounts everything and listens; resolves once the server answers and sign-in is ready. */
export async function startServer(
  config: Config,
  opts: { database?: Database; log?: Logger } = {},
): Promise<RunningServer> {
  const log = opts.log ?? createLogger(config.LOG_LEVEL);
  const signingKey = config.identityProvider === 'local' ? localSigningKey() : undefined;
  const database =
    opts.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  const secret = resolveSecret(config, log);
  // Before the auth library: it fetches the provider's discovery document as soon as it is made, and the local
  // provider answers only once the server listens, right after.
  const rateLimits = await createRateLimits(config, log);

  const local = signingKey
    ? createLocalProvider({ publicUrl: config.publicUrl, secret, log, signingKey: await signingKey })
    : undefined;
  logPdfRenderer(config, log);
  if (local) log.warn('Local sign-in is on: anyone can sign in with any e-mail. Configure Google for real accounts.');
  const auth = createAuth({ config, db: database.db, secret, provider: identityProviderSettings(config, local) });

  const root = new Hono<{ Bindings: HttpBindings }>();
  if (local) root.route('/', local.routes);
  // Made once, handed to the framework's routes and to the fast path alike.
  const ctx = withServices({ config, database, log, auth, rateLimits, secret });
  root.route('/', createApp(ctx) as never);

  const app = getRequestListener(root.fetch, { hostname: config.HOST });
  const handle = withPublicFastPath(ctx, app);
  // Requests still being handled, so shutdown closes the database only after the last one is done (a client that
  // hung up does not end its request's work).
  const inFlight = new Set<Promise<unknown>>();
  // Timeouts are checked every second (Node's default is 30 s, which would stretch a 10 s header timeout to 40).
  const server: Server = createServer({ connectionsCheckingInterval: 1000 }, (req, res) => {
    const work = Promise.resolve(handle(req, res)).finally(() => inFlight.delete(work));
    inFlight.add(work);
  });
  // Which proxies this server believes (TRUST_PROXY), for the client's address, scheme and host (http/client.ts).
  server.on('connection', (socket) => trustProxiesOn(socket, config.trustProxy));
  applyConnectionLimits(server, {
    maxPerClient: config.MAX_CONNECTIONS_PER_CLIENT,
    headersTimeoutMs: Math.min(config.HEADERS_TIMEOUT_MS, config.REQUEST_TIMEOUT_MS),
    requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
    trust: config.trustProxy,
  });
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  const port = (server.address() as AddressInfo).port;
  // The auth library fetches the provider's discovery document at start; the local one is now listening.
  await auth.$context;
  // Our lean session paths rely on a few of the library's ways: stop here, loudly, if an upgrade changed them.
  await checkAuthContract(auth);
  log.info('server listening', {
    url: config.publicUrl,
    port,
    database: database.kind,
    identityProvider: config.identityProvider,
  });

  const stopTrashPurge = startTrashPurge(database, log);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        // Requests still running after 10 s are cut so shutdown always finishes.
        setTimeout(() => server.closeAllConnections(), 10_000).unref();
      });
      await Promise.race([Promise.allSettled(inFlight), new Promise((r) => setTimeout(r, 10_000).unref())]);
      await rateLimits.close();
      await stopTrashPurge();
      // The PDF service's browser, the contact outbox, the views counted in memory (services.ts).
      await ctx.services.close();
      if (!opts.database) await database.close();
    })());

  return {
    url: `http://${config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST}:${port}`,
    port,
    database,
    auth,
    log,
    close,
  };
}

/**
 * What the start log says about PDFs: no renderer, and why (then Download PDF uses the browser's print), or where
 * the renderer will run, sandboxed or not. Never a renderer the server lacks (issue #38).
 */
function logPdfRenderer(config: Config, log: Logger) {
  const pdf = pdfAvailability(config.CHROMIUM_PATH, config.WEB_DIST ?? defaultWebDist);
  if (!pdf.available) {
    log.warn("PDF renderer unavailable: Download PDF uses the browser's print dialog", { reason: pdf.reason });
    return;
  }
  const sandbox = rendererSandbox(config.CHROMIUM_PATH);
  if (sandbox.sandbox) log.info("PDF renderer runs in Chromium's sandbox", { runsAs: sandbox.runsAs });
  else log.warn("PDF renderer runs WITHOUT Chromium's sandbox", { reason: sandbox.reason, runsAs: sandbox.runsAs });
}
