import type { MiddlewareHandler } from 'hono';
import { MESSAGES } from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';
import { rateLimit } from '../http/rate-limit';
import { userOrClientKey } from '../auth/current-user';

/**
 * Slug and username availability checks: the dialogs check as the user types, so the limit is generous, per user
 * (per address when signed out, which the route then refuses anyway). Both checks share one budget.
 */
export function availabilityLimit(ctx: Pick<AppContext, 'config' | 'rateLimits'>): MiddlewareHandler<AppEnv> {
  return rateLimit({
    limits: ctx.rateLimits,
    name: 'availability',
    windowMs: 60_000,
    max: ctx.config.AVAILABILITY_RATE_LIMIT,
    key: userOrClientKey,
    message: MESSAGES.availabilityRateLimited,
  });
}
