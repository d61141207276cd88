import { LIB_REFUSED, type Call, type Entry, type Ids, lib } from './authz-calls';
import { TWO_FACTOR_MATRIX } from './authz-two-factor-matrix';

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
  ...TWO_FACTOR_MATRIX,
  '/ok': { public: 'liveness of the auth library' },
  '/error': { public: "the auth library's error page" },
  // Last: it ends Eve's session.
  '/sign-out': {
    own: "ends the caller's session",
    calls: [{ as: 'eve', method: 'POST', path: lib('/sign-out'), json: {}, expect: [200] }],
  },
};
