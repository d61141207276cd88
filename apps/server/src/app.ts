import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import { LIMITS, MESSAGES } from '@resumey/resume';
import type { AppContext, AppEnv } from './context';
import { ApiError, errorBody } from './http/errors';
import { isDatabaseUnavailable } from './db/unavailable';
import { isDataException } from './db/data-exception';
import { publicCache } from './routes/public-cache';
import { defaultWebDist, mountWebApp } from './http/static';
import { healthRoutes } from './routes/health';
import { shareRoutes } from './routes/shares';
import { profileRoutes } from './routes/profile';
import { publicRoutes } from './routes/public';
import { securityHeaders } from './http/security-headers';
import { authRoutes, sessionMiddleware } from './auth/routes';
import { resumeRoutes } from './routes/resumes';
import { contactRoutes } from './routes/contact';
import { pdfRoutes } from './routes/pdf';

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
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return limitBody(c, next);
    return Number(length) > LIMITS.maxRequestBytes ? tooLarge(c) : next();
  });
  app.use('/api/*', sessionMiddleware(ctx));
  // Any change made through this server may change what a public share shows: its cached reads are dropped.
  const shareCache = publicCache(ctx.database.db);
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 400) shareCache.invalidate();
  });

  app.route('/api/health', healthRoutes(ctx));
  app.route('/', authRoutes(ctx));
  // Feature routes are mounted here, one line each.
  app.route('/api/shares', shareRoutes(ctx));
  app.route('/api/profile', profileRoutes(ctx));
  app.route('/api/public', publicRoutes(ctx));
  app.route('/api/resumes', resumeRoutes(ctx));
  app.route('/api/contact', contactRoutes(ctx));
  app.route('/', pdfRoutes(ctx));

  app.all('/api/*', (c) => c.json(errorBody('not_found', 'No such API endpoint'), 404));

  mountWebApp(app, ctx.config.WEB_DIST ?? defaultWebDist);

  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(errorBody(err.code, err.message, err.extra), err.status);
    if (err instanceof HTTPException) {
      const status = err.status;
      return c.json(errorBody(status === 400 ? 'invalid_input' : 'http_error', err.message || 'Bad request'), status);
    }
    if (isDatabaseUnavailable(err)) {
      // Expected while the database restarts: one line, no stack; the client keeps its edits and retries.
      ctx.log.warn('database unavailable', { path: c.req.path, method: c.req.method, error: String(err) });
      c.header('Retry-After', '5');
      return c.json(errorBody('unavailable', MESSAGES.highLoad), 503);
    }
    if (isDataException(err)) {
      return c.json(errorBody('invalid_input', 'The request contains a value that cannot be stored'), 400);
    }
    ctx.log.error('unhandled error', { path: c.req.path, method: c.req.method, error: String(err?.stack ?? err) });
    return c.json(errorBody('internal', 'Something went wrong'), 500);
  });

  return app;
}
