import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, twoFactor } from 'better-auth/plugins';
import type { Config } from '../config';
import { CLIENT_ADDRESS_HEADER } from '../http/client';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { secondFactorGate } from './second-factor-gate';
import { totpReplayGuard } from './totp-replay-guard';

export interface IdentityProviderSettings {
  providerId: 'google' | 'oidc' | 'local';
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
}

/** Google, any OpenID issuer, or the local provider: one generic OpenID Connect code path for all three. */
export function identityProviderSettings(
  config: Config,
  local?: { issuer: string; clientId: string; clientSecret: string },
): IdentityProviderSettings {
  if (config.identityProvider === 'google') {
    return {
      providerId: 'google',
      discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
      clientId: config.GOOGLE_CLIENT_ID!,
      clientSecret: config.GOOGLE_CLIENT_SECRET!,
    };
  }
  if (config.identityProvider === 'oidc') {
    return {
      providerId: 'oidc',
      discoveryUrl: `${config.OIDC_ISSUER!.replace(/\/+$/, '')}/.well-known/openid-configuration`,
      clientId: config.OIDC_CLIENT_ID!,
      clientSecret: config.OIDC_CLIENT_SECRET!,
    };
  }
  if (!local) throw new Error('The local identity provider must be created before the auth library');
  return { providerId: 'local', discoveryUrl: `${local.issuer}/.well-known/openid-configuration`, ...local };
}

/** Sessions last 30 days and are extended once a day of use (the library's expiresIn and updateAge). */
export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

export function createAuth(opts: { config: Config; db: Db; secret: string; provider: IdentityProviderSettings }) {
  const { config, provider } = opts;
  return betterAuth({
    appName: 'Resumey',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: opts.secret,
    database: drizzleAdapter(opts.db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
      },
    }),
    trustedOrigins: [config.publicUrl],
    session: { expiresIn: SESSION_EXPIRES_IN_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    account: { accountLinking: { enabled: true, trustedProviders: [provider.providerId] } },
    advanced: {
      cookiePrefix: 'resumey',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: () => crypto.randomUUID() },
      // The library skips its Origin and callbackURL checks when NODE_ENV=test; keep them on so tests see
      // exactly what production does (state-changing calls from other sites are refused, no open redirects).
      disableOriginCheck: false,
      // Set by our handler (auth/routes.ts) from the address TRUST_PROXY allows (http/client.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    // Sign-in and second-factor endpoints are rate-limited by our own middleware (auth/routes.ts), per
    // connection address and with our JSON error shape; the library's limiter would count every request twice.
    rateLimit: { enabled: false },
    logger: { level: config.LOG_LEVEL === 'silent' ? 'error' : 'warn', disabled: config.LOG_LEVEL === 'silent' },
    plugins: [
      genericOAuth({
        config: [
          {
            providerId: provider.providerId,
            name:
              provider.providerId === 'google' ? 'Google' : provider.providerId === 'oidc' ? 'OpenID' : 'Local sign-in',
            discoveryUrl: provider.discoveryUrl,
            clientId: provider.clientId,
            clientSecret: provider.clientSecret,
            scopes: ['openid', 'email', 'profile'],
            pkce: true,
            ...(provider.providerId === 'google' ? { accessType: 'offline', prompt: 'consent' as const } : {}),
          },
        ],
      }),
      // Our users have no password (they sign in through a provider), so enrolling needs only the session;
      // removing the factor goes through /api/account/two-factor/remove, which asks for a code.
      twoFactor({ issuer: 'Resumey', allowPasswordless: true }),
      // The twoFactor plugin does not gate OAuth sign-ins; this does (see second-factor-gate.ts).
      secondFactorGate(),
      // The twoFactor plugin accepts a code as often as it is sent within its window; this makes it work once.
      totpReplayGuard(opts.db),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
