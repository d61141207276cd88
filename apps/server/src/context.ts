import type { SessionUser } from '@resumey/resume';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Logger } from './log';
import type { Auth } from './auth/auth';
import type { RateLimits } from './http/rate-limit';
import type { ApiKeyPrincipal } from './api-keys/repository';
import type { ServerServices } from './services';

/** What every route module is given: configuration, the database, the logger and the auth instance. */
export interface AppContext {
  config: Config;
  database: Database;
  log: Logger;
  auth: Auth;
  /** The rate limits of this server (memory, or Redis shared with other servers when REDIS_URL is set). */
  rateLimits: RateLimits;
  /** The server's secret (auth/secret.ts); unlock cookies of protected shares are signed with a key derived from it. */
  secret?: string;
  /** What the server keeps in memory for its run, made once at start (services.ts). */
  services: ServerServices;
}

export type { SessionUser };

/**
 * The session of an API request, read from the database only when a route asks for it: a save checks it inside
 * its own statement (one round trip instead of two), everything else through user().
 */
export interface RequestSession {
  /** The session token of a correctly signed cookie (no database read); null without one. */
  token(): Promise<string | null>;
  /** The signed-in user, read on the first ask and remembered for the request; null when signed out. */
  user(): Promise<SessionUser | null>;
}

export type AppEnv = {
  Variables: {
    session: RequestSession;
    /** Set when the request came with a valid API key (api-keys/middleware.ts): whose key, and its scopes. */
    apiKey?: ApiKeyPrincipal;
  };
};
