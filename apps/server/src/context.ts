import type { Config } from './config';
import type { Database } from './db/client';
import type { Logger } from './log';
import type { Auth } from './auth/auth';
import type { RateLimitStore } from './http/rate-limit';

/** What every route module is given: configuration, the database, the logger and the auth instance. */
export interface AppContext {
  config: Config;
  database: Database;
  log: Logger;
  auth: Auth;
  /** The one rate-limit store of this server (memory, or Redis shared with other servers when REDIS_URL is set). */
  rateLimits: RateLimitStore;
}

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  /** True once the user has a verified second factor (TOTP). */
  twoFactorEnabled?: boolean;
}

export type AppEnv = {
  Variables: {
    user: SessionUser | null;
    sessionId: string | null;
  };
};
