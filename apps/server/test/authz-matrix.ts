import { sampleResume } from '@resumey/resume';

/** Alice's identifiers, used by the others to try to reach her data. */
export interface Ids {
  userId: string;
  email: string;
  /** A resume of hers that is not shared. */
  resumeId: string;
  /** A resume of hers with a custom URL /u/alice-authz/alice-cv. */
  sharedResumeId: string;
  shareId: string;
  slug: string;
  username: string;
  sessionToken: string;
  /** Her account id at the identity provider. */
  accountId: string;
  /** The auth library's id of that provider link (its row). */
  accountRowId: string;
}

/** Who calls: signed out, Mallory (another user), or Eve (another user whose own session calls may end). */
export type Who = 'nobody' | 'mallory' | 'eve';

export interface Call {
  as: Who;
  method: string;
  path: string | ((ids: Ids) => string);
  json?: unknown | ((ids: Ids) => unknown);
  /** The statuses that count as refused (or, for the caller's own data, as answered without touching Alice's). */
  expect: number[];
}

export interface Entry {
  /** Why anyone may call it (public routes are listed as such, explicitly). */
  public?: string;
  /** Not an endpoint: middleware or a catch-all, with what it does. */
  middleware?: string;
  /** Only ever acts on the caller's own account (no foreign identifier is accepted). */
  own?: string;
  calls?: Call[];
}

const SIGNED_OUT = [401];
const NOT_FOUND = [404];
/** The auth library refuses bad or foreign input with 400 as well. */
const LIB_REFUSED = [400, 401, 403, 404];

const signedOut = (method: string, path: Call['path'], json?: Call['json']): Call => ({
  as: 'nobody',
  method,
  path,
  json,
  expect: SIGNED_OUT,
});
const asMallory = (method: string, path: Call['path'], json?: Call['json'], expect = NOT_FOUND): Call => ({
  as: 'mallory',
  method,
  path,
  json,
  expect,
});
/** Signed out and as Mallory, with the same foreign identifiers. */
const both = (method: string, path: Call['path'], json?: Call['json'], malloryGets = NOT_FOUND): Call[] => [
  signedOut(method, path, json),
  asMallory(method, path, json, malloryGets),
];

const resumeBody = (ids: Ids) => ({ resume: { ...sampleResume(), id: ids.resumeId }, version: 1 });

/** Every route of createApp(), by `METHOD path` as Hono lists it. */
export const APP_MATRIX: Record<string, Entry> = {
  'ALL /api/*': { middleware: 'body limit, session lookup and Origin check; the last one answers unknown paths 404' },
  'ALL /api/public/*': { middleware: 'no-store header and the public read rate limit' },
  'POST /api/auth/sign-in/*': { middleware: 'sign-in rate limit' },
  'POST /api/auth/two-factor/*': { middleware: 'second-factor rate limit' },
  'POST /api/account/two-factor/*': { middleware: 'second-factor rate limit' },
  'GET /api/auth/*': { middleware: "the auth library's endpoints: AUTH_LIBRARY_MATRIX" },
  'POST /api/auth/*': { middleware: "the auth library's endpoints: AUTH_LIBRARY_MATRIX" },
  'ALL /u/*': { middleware: "session lookup: a share's page read by its owner counts no view (public/page.ts)" },
  'ALL /v/*': { middleware: "session lookup: a share's page read by its owner counts no view (public/page.ts)" },
  'ALL /assets/*': { public: 'the built web app' },
  'ALL /*': { public: 'the built web app' },
  'GET /*': { public: 'the built web app (index.html for client routes)' },
  'GET /robots.txt': { public: 'crawl rules for search engines' },
  'GET /sitemap.xml': { public: 'the pages search engines may list' },
  'GET /og/u/:username/:file': {
    public: 'a link preview card of a shared resume: what its public page already shows (name, headline)',
  },
  'GET /og/v/:file': { public: 'a link preview card of a short-slug share: what its public page already shows' },

  'GET /api/health': {
    public: 'load balancer health check',
    calls: [{ as: 'nobody', method: 'GET', path: '/api/health', expect: [200] }],
  },
  'GET /api/session/config': { public: 'which provider the sign-in screen starts' },
  'GET /api/session': {
    own: 'the caller or null',
    calls: [
      { as: 'nobody', method: 'GET', path: '/api/session', expect: [200] },
      { as: 'mallory', method: 'GET', path: '/api/session', expect: [200] },
    ],
  },
  'GET /api/me': {
    own: 'the caller',
    calls: [signedOut('GET', '/api/me'), asMallory('GET', '/api/me', undefined, [200])],
  },
  'POST /api/account/two-factor/remove': {
    own: "the caller's factor, with a code",
    calls: both('POST', '/api/account/two-factor/remove', { code: '123456' }, [400, 401, 403, 404]),
  },
  'POST /api/account/two-factor/backup-codes': {
    own: "the caller's factor, with a code",
    calls: both('POST', '/api/account/two-factor/backup-codes', { code: '123456' }, [400, 401, 403, 404]),
  },
  'ALL /api/auth/update-user': {
    calls: both('POST', '/api/auth/update-user', { name: 'Hijacked' }).map((c) => ({ ...c, expect: NOT_FOUND })),
  },
  'ALL /api/auth/two-factor/disable': {
    calls: both('POST', '/api/auth/two-factor/disable', {}).map((c) => ({ ...c, expect: NOT_FOUND })),
  },
  'ALL /api/auth/two-factor/get-totp-uri': {
    calls: both('POST', '/api/auth/two-factor/get-totp-uri', {}).map((c) => ({ ...c, expect: NOT_FOUND })),
  },
  'ALL /api/auth/two-factor/generate-backup-codes': {
    calls: both('POST', '/api/auth/two-factor/generate-backup-codes', {}).map((c) => ({ ...c, expect: NOT_FOUND })),
  },
  'ALL /api/auth/two-factor/send-otp': {
    calls: both('POST', '/api/auth/two-factor/send-otp', {}).map((c) => ({ ...c, expect: NOT_FOUND })),
  },
  'ALL /api/auth/two-factor/verify-otp': {
    calls: both('POST', '/api/auth/two-factor/verify-otp', { code: '123456' }).map((c) => ({
      ...c,
      expect: NOT_FOUND,
    })),
  },

  'GET /api/shares': {
    own: "the caller's shares",
    calls: [signedOut('GET', '/api/shares'), asMallory('GET', '/api/shares', undefined, [200])],
  },
  'GET /api/shares/slug-available': {
    own: "checks the caller's own slug namespace",
    calls: [
      signedOut('GET', (i) => `/api/shares/slug-available?slug=${i.slug}&resumeId=${i.sharedResumeId}`),
      asMallory(
        'GET',
        (i) => `/api/shares/slug-available?slug=${i.slug}&resumeId=${i.sharedResumeId}`,
        undefined,
        [200],
      ),
    ],
  },
  'POST /api/shares': {
    calls: [
      signedOut('POST', '/api/shares', (i: Ids) => ({ username: i.username, slug: 'x', resumeId: i.resumeId })),
      asMallory('POST', '/api/shares', (i: Ids) => ({ username: i.username, slug: 'x', resumeId: i.resumeId }), [403]),
      asMallory('POST', '/api/shares', (i: Ids) => ({ username: 'mallory-authz', slug: 'x', resumeId: i.resumeId })),
      asMallory('POST', '/api/shares', (i: Ids) => ({
        username: 'mallory-authz',
        slug: i.slug,
        resumeId: i.sharedResumeId,
      })),
    ],
  },
  'DELETE /api/shares/:id': { calls: both('DELETE', (i) => `/api/shares/${i.shareId}`) },
  'PATCH /api/shares/:id': {
    calls: both('PATCH', (i) => `/api/shares/${i.shareId}`, { published: false }),
  },
  'GET /api/profile': {
    own: "the caller's username",
    calls: [signedOut('GET', '/api/profile'), asMallory('GET', '/api/profile', undefined, [200])],
  },
  'GET /api/profile/username-available': {
    own: 'whether a name is free (public knowledge: /u/{name} is public)',
    calls: [
      signedOut('GET', (i) => `/api/profile/username-available?username=${i.username}`),
      asMallory('GET', (i) => `/api/profile/username-available?username=${i.username}`, undefined, [200]),
    ],
  },
  'PUT /api/profile/username': {
    calls: [
      signedOut('PUT', '/api/profile/username', (i: Ids) => ({ username: i.username })),
      asMallory('PUT', '/api/profile/username', (i: Ids) => ({ username: i.username }), [409]),
    ],
  },

  'GET /api/public/u/:username/:slug': {
    public: 'a shared resume, for anyone',
    calls: [
      { as: 'nobody', method: 'GET', path: (i) => `/api/public/u/${i.username}/${i.resumeId}`, expect: NOT_FOUND },
      { as: 'mallory', method: 'GET', path: (i) => `/api/public/u/mallory-authz/${i.slug}`, expect: NOT_FOUND },
    ],
  },
  'GET /api/public/v/:slug': {
    public: 'a shared resume, for anyone',
    calls: [{ as: 'nobody', method: 'GET', path: (i) => `/api/public/v/${i.resumeId}`, expect: NOT_FOUND }],
  },
  'POST /api/public/u/:username/:slug/unlock': {
    public: "a visitor's password for a protected share (rate-limited per address; unlocks that share only)",
    calls: [
      {
        as: 'nobody',
        method: 'POST',
        path: (i) => `/api/public/u/${i.username}/${i.resumeId}/unlock`,
        json: { password: 'x' },
        expect: NOT_FOUND,
      },
    ],
  },
  'POST /api/public/v/:slug/unlock': {
    public: "a visitor's password for a protected share (rate-limited per address; unlocks that share only)",
    calls: [
      {
        as: 'nobody',
        method: 'POST',
        path: (i) => `/api/public/v/${i.resumeId}/unlock`,
        json: { password: 'x' },
        expect: NOT_FOUND,
      },
    ],
  },
  'GET /api/public/u/:username/:slug/pdf': {
    public: 'the PDF of a shared resume, for anyone',
    calls: [
      { as: 'nobody', method: 'GET', path: (i) => `/api/public/u/${i.username}/${i.resumeId}/pdf`, expect: NOT_FOUND },
    ],
  },
  'GET /api/public/v/:slug/pdf': {
    public: 'the PDF of a shared resume, for anyone',
    calls: [{ as: 'mallory', method: 'GET', path: (i) => `/api/public/v/${i.resumeId}/pdf`, expect: NOT_FOUND }],
  },
  'POST /api/pdf': {
    public: 'prints the resume it is given (a link-embedded share) and stores nothing',
    calls: [
      { as: 'nobody', method: 'POST', path: '/api/pdf', json: (i: Ids) => ({ resumeId: i.resumeId }), expect: [400] },
    ],
  },
  'POST /api/contact': { public: 'the contact form, for anyone (rate-limited)' },

  'GET /api/resumes': {
    own: "the caller's resumes",
    calls: [signedOut('GET', '/api/resumes'), asMallory('GET', '/api/resumes', undefined, [200])],
  },
  'POST /api/resumes': {
    own: 'creates a resume of the caller; the server picks the id',
    calls: [signedOut('POST', '/api/resumes', resumeBody), asMallory('POST', '/api/resumes', resumeBody, [201])],
  },
  'GET /api/resumes/:id': {
    calls: [
      ...both('GET', (i) => `/api/resumes/${i.resumeId}`),
      ...both('GET', (i) => `/api/resumes/${i.sharedResumeId}`),
    ],
  },
  'PUT /api/resumes/:id': { calls: both('PUT', (i) => `/api/resumes/${i.resumeId}`, resumeBody) },
  'PATCH /api/resumes/:id': { calls: both('PATCH', (i) => `/api/resumes/${i.sharedResumeId}`, { title: 'Mine now' }) },
  'POST /api/resumes/:id/duplicate': { calls: both('POST', (i) => `/api/resumes/${i.resumeId}/duplicate`) },
  'DELETE /api/resumes/:id': {
    calls: [
      ...both('DELETE', (i) => `/api/resumes/${i.resumeId}`),
      ...both('DELETE', (i) => `/api/resumes/${i.sharedResumeId}`),
    ],
  },
  'GET /api/resumes/:id/pdf': { calls: both('GET', (i) => `/api/resumes/${i.resumeId}/pdf`) },
};

const lib = (path: string) => `/api/auth${path}`;

/** Alice's provider tokens, asked for by row id and user id, and through the account cookie. */
const tokenCalls = (path: string): Call[] =>
  (['nobody', 'mallory'] as const).flatMap((as) => [
    {
      as,
      method: 'POST',
      path: lib(path),
      json: (i: Ids) => ({ accountId: i.accountRowId, userId: i.userId }),
      expect: LIB_REFUSED,
    },
    {
      as,
      method: 'POST',
      path: lib(path),
      json: (i: Ids) => ({ useAccountCookie: true, userId: i.userId }),
      expect: LIB_REFUSED,
    },
  ]);

/** Every endpoint of the auth library (better-auth and its plugins), by its path under /api/auth. */
export const AUTH_LIBRARY_MATRIX: Record<string, Entry> = {
  '/callback/:id': {
    public: "the identity provider's return",
    calls: [{ as: 'nobody', method: 'GET', path: lib('/callback/local?code=forged&state=forged'), expect: [302] }],
  },
  '/sign-in/social': {
    public: 'starts a sign-in at the identity provider',
    calls: [
      {
        as: 'nobody',
        method: 'POST',
        path: lib('/sign-in/social'),
        json: { provider: 'local', callbackURL: 'https://evil.example/' },
        expect: [403],
      },
    ],
  },
  '/get-session': {
    own: 'the caller or null',
    calls: [
      { as: 'nobody', method: 'GET', path: lib('/get-session'), expect: [200] },
      { as: 'mallory', method: 'GET', path: lib('/get-session'), expect: [200] },
    ],
  },
  '/sign-up/email': {
    calls: [
      {
        as: 'nobody',
        method: 'POST',
        path: lib('/sign-up/email'),
        json: (i: Ids) => ({ email: i.email, password: 'password-123', name: 'x' }),
        expect: LIB_REFUSED,
      },
    ],
  },
  '/sign-in/email': {
    calls: [
      {
        as: 'nobody',
        method: 'POST',
        path: lib('/sign-in/email'),
        json: (i: Ids) => ({ email: i.email, password: 'password-123' }),
        expect: LIB_REFUSED,
      },
    ],
  },
  '/reset-password': {
    calls: [
      {
        as: 'nobody',
        method: 'POST',
        path: lib('/reset-password'),
        json: { newPassword: 'password-123', token: 'x' },
        expect: LIB_REFUSED,
      },
    ],
  },
  '/verify-password': {
    calls: [
      {
        as: 'mallory',
        method: 'POST',
        path: lib('/verify-password'),
        json: { password: 'password-123' },
        expect: LIB_REFUSED,
      },
    ],
  },
  '/verify-email': {
    calls: [{ as: 'nobody', method: 'GET', path: lib('/verify-email?token=forged'), expect: [...LIB_REFUSED, 302] }],
  },
  '/send-verification-email': {
    calls: [
      {
        as: 'nobody',
        method: 'POST',
        path: lib('/send-verification-email'),
        json: (i: Ids) => ({ email: i.email }),
        expect: LIB_REFUSED,
      },
    ],
  },
  '/change-email': {
    calls: [
      {
        as: 'mallory',
        method: 'POST',
        path: lib('/change-email'),
        json: (i: Ids) => ({ newEmail: i.email }),
        expect: LIB_REFUSED,
      },
    ],
  },
  '/change-password': {
    calls: [
      {
        as: 'mallory',
        method: 'POST',
        path: lib('/change-password'),
        json: { currentPassword: 'a-password', newPassword: 'b-password' },
        expect: LIB_REFUSED,
      },
    ],
  },
  '/update-session': {
    own: "the caller's session",
    calls: [{ as: 'nobody', method: 'POST', path: lib('/update-session'), json: {}, expect: LIB_REFUSED }],
  },
  '/update-user': {
    own: "the caller's name and picture",
    calls: [
      { as: 'nobody', method: 'POST', path: lib('/update-user'), json: { name: 'Hijacked' }, expect: LIB_REFUSED },
      {
        as: 'mallory',
        method: 'POST',
        path: lib('/update-user'),
        json: (i: Ids) => ({ email: i.email }),
        expect: LIB_REFUSED,
      },
    ],
  },
  '/delete-user': {
    calls: [
      { as: 'nobody', method: 'POST', path: lib('/delete-user'), json: {}, expect: LIB_REFUSED },
      { as: 'mallory', method: 'POST', path: lib('/delete-user'), json: {}, expect: LIB_REFUSED },
    ],
  },
  '/request-password-reset': {
    calls: [
      {
        as: 'nobody',
        method: 'POST',
        path: lib('/request-password-reset'),
        json: (i: Ids) => ({ email: i.email }),
        expect: LIB_REFUSED,
      },
    ],
  },
  '/reset-password/:token': {
    calls: [
      { as: 'nobody', method: 'GET', path: lib('/reset-password/forged?callbackURL=/'), expect: [...LIB_REFUSED, 302] },
    ],
  },
  '/list-sessions': {
    own: "the caller's sessions",
    calls: [
      { as: 'nobody', method: 'GET', path: lib('/list-sessions'), expect: LIB_REFUSED },
      { as: 'mallory', method: 'GET', path: lib('/list-sessions'), expect: [200] },
    ],
  },
  '/revoke-session': {
    own: "ends one of the caller's sessions; another user's token is ignored (the library answers 200 without acting)",
    calls: [
      {
        as: 'nobody',
        method: 'POST',
        path: lib('/revoke-session'),
        json: (i: Ids) => ({ token: i.sessionToken }),
        expect: LIB_REFUSED,
      },
      {
        as: 'mallory',
        method: 'POST',
        path: lib('/revoke-session'),
        json: (i: Ids) => ({ token: i.sessionToken }),
        expect: [200, ...LIB_REFUSED],
      },
    ],
  },
  '/revoke-sessions': {
    own: "ends all of the caller's sessions",
    calls: [{ as: 'nobody', method: 'POST', path: lib('/revoke-sessions'), json: {}, expect: LIB_REFUSED }],
  },
  '/revoke-other-sessions': {
    own: "ends the caller's other sessions",
    calls: [{ as: 'nobody', method: 'POST', path: lib('/revoke-other-sessions'), json: {}, expect: LIB_REFUSED }],
  },
  '/link-social': {
    own: "links a provider account to the caller's",
    calls: [
      { as: 'nobody', method: 'POST', path: lib('/link-social'), json: { provider: 'local' }, expect: LIB_REFUSED },
    ],
  },
  '/list-accounts': {
    own: "the caller's provider links",
    calls: [
      { as: 'nobody', method: 'GET', path: lib('/list-accounts'), expect: LIB_REFUSED },
      { as: 'mallory', method: 'GET', path: lib('/list-accounts'), expect: [200] },
    ],
  },
  '/delete-user/callback': {
    calls: [
      { as: 'nobody', method: 'GET', path: lib('/delete-user/callback?token=forged'), expect: [...LIB_REFUSED, 302] },
    ],
  },
  '/unlink-account': {
    calls: [
      {
        as: 'nobody',
        method: 'POST',
        path: lib('/unlink-account'),
        json: (i: Ids) => ({ providerId: 'local', accountId: i.accountId }),
        expect: LIB_REFUSED,
      },
      {
        as: 'mallory',
        method: 'POST',
        path: lib('/unlink-account'),
        json: (i: Ids) => ({ providerId: 'local', accountId: i.accountId }),
        expect: LIB_REFUSED,
      },
    ],
  },
  '/refresh-token': { calls: tokenCalls('/refresh-token') },
  '/get-access-token': { calls: tokenCalls('/get-access-token') },
  '/account-info': {
    calls: (['nobody', 'mallory'] as const).map((as) => ({
      as,
      method: 'GET',
      path: (i: Ids) => lib(`/account-info?accountId=${i.accountRowId}`),
      expect: LIB_REFUSED,
    })),
  },
  '/two-factor/get-totp-uri': {
    calls: [{ as: 'mallory', method: 'POST', path: lib('/two-factor/get-totp-uri'), json: {}, expect: NOT_FOUND }],
  },
  '/two-factor/verify-totp': {
    calls: [
      {
        as: 'nobody',
        method: 'POST',
        path: lib('/two-factor/verify-totp'),
        json: { code: '123456' },
        expect: LIB_REFUSED,
      },
      {
        as: 'mallory',
        method: 'POST',
        path: lib('/two-factor/verify-totp'),
        json: { code: '123456' },
        expect: LIB_REFUSED,
      },
    ],
  },
  '/two-factor/send-otp': {
    calls: [{ as: 'mallory', method: 'POST', path: lib('/two-factor/send-otp'), json: {}, expect: NOT_FOUND }],
  },
  '/two-factor/verify-otp': {
    calls: [
      {
        as: 'mallory',
        method: 'POST',
        path: lib('/two-factor/verify-otp'),
        json: { code: '123456' },
        expect: NOT_FOUND,
      },
    ],
  },
  '/two-factor/verify-backup-code': {
    calls: [
      {
        as: 'nobody',
        method: 'POST',
        path: lib('/two-factor/verify-backup-code'),
        json: { code: 'abcde-fghij' },
        expect: LIB_REFUSED,
      },
    ],
  },
  '/two-factor/generate-backup-codes': {
    calls: [
      { as: 'mallory', method: 'POST', path: lib('/two-factor/generate-backup-codes'), json: {}, expect: NOT_FOUND },
    ],
  },
  '/two-factor/enable': {
    own: 'starts enrolment of the caller',
    calls: [{ as: 'nobody', method: 'POST', path: lib('/two-factor/enable'), json: {}, expect: LIB_REFUSED }],
  },
  '/two-factor/disable': {
    calls: [{ as: 'mallory', method: 'POST', path: lib('/two-factor/disable'), json: {}, expect: NOT_FOUND }],
  },
  '/second-factor/status': {
    own: "whether the caller's sign-in still needs a code",
    calls: [{ as: 'nobody', method: 'GET', path: lib('/second-factor/status'), expect: [200, ...LIB_REFUSED] }],
  },
  '/second-factor/cancel': {
    own: "abandons the caller's pending sign-in",
    calls: [
      { as: 'nobody', method: 'POST', path: lib('/second-factor/cancel'), json: {}, expect: [200, ...LIB_REFUSED] },
    ],
  },
  '/ok': { public: 'liveness of the auth library' },
  '/error': { public: "the auth library's error page" },
  // Last: it ends Eve's session.
  '/sign-out': {
    own: "ends the caller's session",
    calls: [{ as: 'eve', method: 'POST', path: lib('/sign-out'), json: {}, expect: [200] }],
  },
};
