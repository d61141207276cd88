import { Hono } from 'hono';
import type { AppContext, AppEnv } from './context';
import { accountDataRoutes } from './account/routes';
import { apiKeyRoutes } from './api-keys/routes';
import { authRoutes } from './auth/routes';
import { contactRoutes } from './contact/routes';
import { healthRoutes } from './health/routes';
import { letterListRoutes, letterRoutes } from './letters/routes';
import { pdfRoutes } from './pdf/routes';
import { profileRoutes } from './profile/routes';
import { publicRoutes } from './public/routes';
import { resumeRoutes } from './resumes/routes';
import { shareRoutes } from './shares/routes';
import { targetingRoutes } from './targeting/routes';

/**
 * Every API route, one line per feature. Chained so that its type (Api) carries each route's path, input and
 * answer: the web app's typed client (hono/client) is derived from it.
 */
export function apiRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .route('/api/health', healthRoutes(ctx))
    .route('/', authRoutes(ctx))
    .route('/api/shares', shareRoutes(ctx))
    .route('/api/profile', profileRoutes(ctx))
    .route('/api/public', publicRoutes(ctx))
    .route('/api/resumes', resumeRoutes(ctx))
    .route('/api/resumes', targetingRoutes(ctx))
    .route('/api/resumes', letterRoutes(ctx))
    .route('/api/letters', letterListRoutes(ctx))
    .route('/api/contact', contactRoutes(ctx))
    .route('/api/account/api-keys', apiKeyRoutes(ctx))
    .route('/', accountDataRoutes(ctx))
    .route('/', pdfRoutes(ctx));
}

/** The API's type, for the web app's typed client (a type-only import: no server code reaches the browser). */
export type Api = ReturnType<typeof apiRoutes>;
