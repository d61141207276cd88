import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { LIMITS } from '@resumey/resume';
import type { AppContext, AppEnv } from './context';
import { errorAnswer, errorBody } from './http/errors';
import { defaultWebDist, mountWebApp } from './http/static';
import { securityHeaders } from './http/security-headers';
import { sessionMiddleware } from './auth/routes';
import { apiRoutes } from './api';
import { ACCOUNT_IMPORT_PATH } from './account/routes';
import { testClockRoutes } from './test-clock';
import { seoRoutes } from './seo/routes';
import { productHead } from './previews/head';
import { webShells } from './public/shell';
import { publicPageRoutes } from './public/page-route';
import { apiKeyAuth } from './api-keys/middleware';
import { keyRouteScope } from './openapi/operations';
import { openApiRoutes, isDocsPath } from './openapi/routes';
import { mcpRoutes } from './mcp/server';

export function createApp(ctx: AppContext) {
  const app = new Hono<AppEnv>();

  app.use('*', securityHeaders({ https: ctx.config.publicUrl.startsWith('https://') }));
  // The web app's scripts and styles go out compressed; API answers are small and on the measured hot path.
  const compressWeb = compress();
  app.use('*', (c, next) => (c.req.path.startsWith('/api/') ? next() : compressWeb(c, next)));

  const tooLarge = (c: Context) => c.json(errorBody('payload_too_large', 'The request body is larger than 6 MB'), 413);
  const limitBody = bodyLimit({ maxSize: LIMITS.maxRequestBytes, onError: tooLarge });
  // The framework's limit asks for the body stream, which builds a full Request object (measured: a tenth of a
  // save's time); a declared length is checked from the header instead and the body is then read directly.
  // GET and HEAD carry no body.
  app.use('/api/*', async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    // An account export's ZIP has its own, larger limit, enforced as it is read (account/import-read.ts).
    if (c.req.path === ACCOUNT_IMPORT_PATH) return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return limitBody(c, next);
    return Number(length) > LIMITS.maxRequestBytes ? tooLarge(c) : next();
  });
  app.use('/api/*', sessionMiddleware(ctx));
  // Personal API keys (issue #43): the routes of the OpenAPI document, within each key's scopes, and the MCP server.
  const apiKeys = apiKeyAuth(ctx);
  const keyScope = keyRouteScope();
  app.use('/api/*', apiKeys({ scopeOf: (method, path) => (isDocsPath(path) ? null : keyScope(method, path)) }));
  app.use('/mcp', apiKeys({ scopeOf: () => null, required: true }));
  // Any change made through this server may change what a public share shows: its cached reads are dropped.
  const shareCache = ctx.services.publicCache;
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) shareCache.invalidate();
  });

  app.route('/', apiRoutes(ctx));
  app.route('/', openApiRoutes(ctx));
  app.route(
    '/',
    mcpRoutes(ctx, (request, env) => app.fetch(request, env as never)),
  );
  if (ctx.config.TEST_CLOCK === '1') app.route('/', testClockRoutes(ctx.database));

  app.all('/api/*', (c) => c.json(errorBody('not_found', 'No such API endpoint'), 404));

  // Before the web app, whose catch-all would answer these with the app's HTML.
  app.route('/', seoRoutes(ctx));
  app.route('/', ctx.services.public.previews.routes);
  const webDist = ctx.config.WEB_DIST ?? defaultWebDist;
  const shells = webShells(webDist, ctx.config.publicUrl, productHead(ctx.config.publicUrl.replace(/\/+$/, '')));
  // Shares' pages (public/page-route.ts) before the web app's catch-all, which answers every other screen.
  if (shells) app.route('/', publicPageRoutes(ctx, shells));
  mountWebApp(app, webDist, shells?.indexHtml);

  app.onError((err, c) => {
    if (err instanceof HTTPException) {
      const status = err.status;
      return c.json(errorBody(status === 400 ? 'invalid_input' : 'http_error', err.message || 'Bad request'), status);
    }
    const { status, body, headers } = errorAnswer(err, ctx.log, { method: c.req.method, path: c.req.path });
    return c.json(body, status, headers);
  });

  return app;
}
