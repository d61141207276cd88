import { createHash, createHmac, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import Provider, { type Configuration } from 'oidc-provider';
import type { Logger } from '../log';
import { clientOf } from '../http/client';
import { securityHeaderRecord } from '../http/security-headers';
import { renderLocalSignIn } from './local-sign-in-page';

export const LOCAL_CLIENT_ID = 'resumey-local';

/** A stable subject per e-mail address, so signing in again with the same e-mail gives the same account. */
export const localSubject = (email: string) =>
  'local-' + createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);

export interface LocalProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  routes: Hono<{ Bindings: HttpBindings }>;
}

/**
 * The provider's signing key, made on the thread pool: RSA key generation takes 0.1-1.3 s here, so the server
 * starts it before opening the database and the two run side by side.
 */
export async function localSigningKey(): Promise<KeyObject> {
  return (await promisify(generateKeyPair)('rsa', { modulusLength: 2048 })).privateKey;
}

/**
 * The built-in identity provider: a real OpenID Connect provider (oidc-provider) mounted at /oidc, standing in
 * for Google on an installation without one. It asks only for an e-mail and a name, with no password.
 */
export function createLocalProvider(opts: {
  publicUrl: string;
  secret: string;
  log: Logger;
  signingKey: KeyObject;
}): LocalProvider {
  const issuer = `${opts.publicUrl}/oidc`;
  const clientSecret = createHmac('sha256', opts.secret).update('local-oidc-client').digest('hex');
  const accounts = new Map<string, { email: string; name: string }>();
  const jwk = { ...opts.signingKey.export({ format: 'jwk' }), kid: 'local-1', use: 'sig', alg: 'RS256' };

  const configuration: Configuration = {
    clients: [
      {
        client_id: LOCAL_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [`${opts.publicUrl}/api/auth/callback/local`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: [createHmac('sha256', opts.secret).update('local-oidc-cookies').digest('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
    // better-auth reads name and e-mail from the ID token.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: account.email, email_verified: true, name: account.name }),
      };
    },
    // Our own client needs no consent screen: grant what it asks for.
    async loadExistingGrant(ctx) {
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId,
      });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name', 'picture']);
      await grant.save();
      return grant;
    },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Sign-in error</title><p>${String(out.error_description ?? out.error).replace(/[<>&"]/g, '')}</p>`;
    },
  };
  const provider = new Provider(issuer, configuration);
  // The provider builds its endpoints' URLs from the request's X-Forwarded-Host/-Proto once told it is behind a
  // proxy; the headers are ours (below), so they always name PUBLIC_URL, the issuer's own origin.
  provider.proxy = true;
  const origin = new URL(opts.publicUrl);
  provider.on('server_error', (_ctx, err) => opts.log.error('local identity provider error', { error: String(err) }));
  const callback = provider.callback();

  const routes = new Hono<{ Bindings: HttpBindings }>();
  // What a client sends in X-Forwarded-* never reaches the provider: its discovery document and redirects name
  // the configured address (a client's own header would otherwise rewrite them), and its idea of the client's
  // address is ours (http/client.ts, per TRUST_PROXY).
  // The provider writes most answers straight to node's response, past the app's middleware: the same security
  // headers as every other route are set on that response first (node merges them into whatever it sends).
  const security = Object.entries(securityHeaderRecord({ https: opts.publicUrl.startsWith('https://') }));
  routes.use('/oidc/*', async (c, next) => {
    for (const [name, value] of security) c.env.outgoing.setHeader(name, value);
    const req = c.env.incoming;
    const { address } = clientOf(req);
    req.headers['x-forwarded-host'] = origin.host;
    req.headers['x-forwarded-proto'] = origin.protocol.slice(0, -1);
    req.headers['x-forwarded-for'] = address;
    await next();
  });
  routes.get('/oidc/interaction/:uid', async (c) => {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing).catch(() => null);
    if (!details)
      return c.html(
        renderLocalSignIn({ action: '', error: 'This sign-in request has expired. Go back and start again.' }),
        400,
      );
    return c.html(renderLocalSignIn({ action: `/oidc/interaction/${details.uid}/login` }));
  });
  routes.post('/oidc/interaction/:uid/login', async (c) => {
    const form = await c.req.parseBody();
    const email = String(form.email ?? '')
      .trim()
      .toLowerCase();
    const name = String(form.name ?? '')
      .trim()
      .slice(0, 200);
    const action = `/oidc/interaction/${c.req.param('uid')}/login`;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 320) {
      return c.html(renderLocalSignIn({ action, error: 'Enter a valid e-mail address.', email, name }), 400);
    }
    const sub = localSubject(email);
    accounts.set(sub, { email, name: name || email.split('@')[0]! });
    const redirectTo = await provider
      .interactionResult(
        c.env.incoming,
        c.env.outgoing,
        { login: { accountId: sub } },
        { mergeWithLastSubmission: false },
      )
      .catch(() => null);
    if (!redirectTo)
      return c.html(
        renderLocalSignIn({ action: '', error: 'This sign-in request has expired. Go back and start again.' }),
        400,
      );
    return c.redirect(redirectTo, 303);
  });
  routes.all('/oidc/*', (c) => {
    const req = c.env.incoming as IncomingMessage & { originalUrl?: string };
    // oidc-provider works out its mount path from originalUrl versus url.
    req.originalUrl = req.url;
    req.url = req.url!.replace(/^\/oidc/, '') || '/';
    void callback(req, c.env.outgoing as ServerResponse);
    return RESPONSE_ALREADY_SENT;
  });
  return { issuer, clientId: LOCAL_CLIENT_ID, clientSecret, routes };
}
