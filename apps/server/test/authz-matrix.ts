import { blankLetter, sampleResume } from '@resumey/resume';
import { NOT_FOUND, signedOut, asMallory, both, type Entry, type Ids } from './authz-calls';

export type { Call, Ids, Who } from './authz-calls';
export { AUTH_LIBRARY_MATRIX } from './authz-library-matrix';

const resumeBody = (ids: Ids) => ({ resume: { ...sampleResume(), id: ids.resumeId }, version: 1 });
const letterBody = (version?: number) => () => ({ letter: blankLetter(sampleResume()), version });

/** Every route of createApp(), by `METHOD path` as Hono lists it. */
export const APP_MATRIX: Record<string, Entry> = {
  'ALL /api/*': {
    middleware:
      'body limit, session lookup and Origin check, API keys (within their scopes: openapi/operations); the last one answers unknown paths 404',
  },
  'ALL /mcp': { middleware: 'API keys only: a request without a valid key is refused' },
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
  'GET /favicon.ico': { public: 'the built web app (a redirect to its SVG icon)' },
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
  'DELETE /api/account': {
    own: "the caller's account, said in so many words (and with a code when a second factor is on)",
    // Refused for want of the confirmation, so the matrix never deletes the account it signs in with.
    calls: both('DELETE', '/api/account', {}, [400]),
  },
  'GET /api/account/export': {
    own: "the caller's own account only: another user's export holds nothing of Alice's (account-export.test.ts)",
    calls: [signedOut('GET', '/api/account/export'), asMallory('GET', '/api/account/export', undefined, [200])],
  },
  'POST /api/account/import': {
    own: "writes into the caller's own account only; takes no id, and no address another account holds",
    calls: both('POST', '/api/account/import', { resumes: [] }, [400]),
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
      // Her own resume under her own name may use the slug (per username), never Alice's short address /v/{slug}.
      asMallory(
        'POST',
        '/api/shares',
        (i: Ids) => ({ username: 'mallory-authz', slug: 'mallory-cv', resumeId: i.malloryResumeId, shortSlug: i.slug }),
        [409],
      ),
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
  'PUT /api/profile/language': {
    own: "the caller's own interface language",
    calls: [
      signedOut('PUT', '/api/profile/language', { language: 'de' }),
      asMallory('PUT', '/api/profile/language', { language: 'de' }, [200]),
    ],
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
  'GET /api/openapi.json': { public: 'the OpenAPI document of what an API key may call' },
  'GET /api/docs': { public: 'the OpenAPI document as a page' },

  'GET /api/account/api-keys': {
    own: "the caller's API keys (never the keys themselves)",
    calls: [signedOut('GET', '/api/account/api-keys'), asMallory('GET', '/api/account/api-keys', undefined, [200])],
  },
  'POST /api/account/api-keys': {
    own: 'creates a key for the caller',
    calls: [
      signedOut('POST', '/api/account/api-keys', { name: 'x', scopes: ['resumes:read'] }),
      asMallory('POST', '/api/account/api-keys', { name: 'Mallory', scopes: ['resumes:read'] }, [201]),
    ],
  },
  'DELETE /api/account/api-keys/:id': { calls: both('DELETE', (i) => `/api/account/api-keys/${i.apiKeyId}`) },
  'POST /mcp': {
    own: "tools act on the key owner's data; each tool with Alice's ids: MCP_MATRIX",
    calls: [{ as: 'nobody', method: 'POST', path: '/mcp', json: {}, expect: [401] }],
  },
  'GET /mcp': { public: '405: the MCP server is stateless (no event stream)' },
  'DELETE /mcp': { public: '405: the MCP server is stateless (no session)' },

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
      ...both('GET', (i) => `/api/resumes/${i.trashedResumeId}`),
    ],
  },
  'PUT /api/resumes/:id': { calls: both('PUT', (i) => `/api/resumes/${i.resumeId}`, resumeBody) },
  'PATCH /api/resumes/:id': { calls: both('PATCH', (i) => `/api/resumes/${i.sharedResumeId}`, { title: 'Mine now' }) },
  'POST /api/resumes/:id/duplicate': {
    calls: [
      ...both('POST', (i) => `/api/resumes/${i.resumeId}/duplicate`),
      // Copying the letter too (issue #41) reaches no one else's letter either.
      ...both('POST', (i) => `/api/resumes/${i.resumeId}/duplicate?letters=copy`),
    ],
  },
  'DELETE /api/resumes/:id': {
    calls: [
      ...both('DELETE', (i) => `/api/resumes/${i.resumeId}`),
      ...both('DELETE', (i) => `/api/resumes/${i.sharedResumeId}`),
      ...both('DELETE', (i) => `/api/resumes/${i.trashedResumeId}`),
    ],
  },
  'GET /api/resumes/:id/pdf': { calls: both('GET', (i) => `/api/resumes/${i.resumeId}/pdf`) },
  // Version history (issue #42 item 1): nobody else lists, reads or restores a version of Alice's, not even through
  // a resume of their own.
  'GET /api/resumes/:id/versions': {
    calls: [
      ...both('GET', (i) => `/api/resumes/${i.resumeId}/versions`),
      ...both('GET', (i) => `/api/resumes/${i.trashedResumeId}/versions`),
    ],
  },
  'GET /api/resumes/:id/versions/:versionId': {
    calls: [
      ...both('GET', (i) => `/api/resumes/${i.resumeId}/versions/${i.versionId}`),
      asMallory('GET', (i) => `/api/resumes/${i.malloryResumeId}/versions/${i.versionId}`),
    ],
  },
  'POST /api/resumes/:id/versions/:versionId/restore': {
    calls: [
      ...both('POST', (i) => `/api/resumes/${i.resumeId}/versions/${i.versionId}/restore`),
      asMallory('POST', (i) => `/api/resumes/${i.malloryResumeId}/versions/${i.versionId}/restore`),
    ],
  },
  // The trash (issue #42): nobody else can list, restore or purge a trashed resume, nor trash it again.
  'GET /api/resumes/trash': {
    own: "the caller's trash",
    calls: [signedOut('GET', '/api/resumes/trash'), asMallory('GET', '/api/resumes/trash', undefined, [200])],
  },
  'POST /api/resumes/trash/:id/restore': {
    calls: [
      ...both('POST', (i) => `/api/resumes/trash/${i.trashedResumeId}/restore`),
      ...both('POST', (i) => `/api/resumes/trash/${i.resumeId}/restore`),
    ],
  },
  'DELETE /api/resumes/trash/:id': {
    calls: [
      ...both('DELETE', (i) => `/api/resumes/trash/${i.trashedResumeId}`),
      ...both('DELETE', (i) => `/api/resumes/trash/${i.resumeId}`),
    ],
  },

  // Job targets (issue #40): postings, scores and tailored copies are their owner's alone.
  'GET /api/resumes/:id/targets': {
    calls: [
      ...both('GET', (i) => `/api/resumes/${i.resumeId}/targets`),
      ...both('GET', (i) => `/api/resumes/${i.tailoredId}/targets`),
    ],
  },
  'POST /api/resumes/:id/targets': {
    calls: both('POST', (i) => `/api/resumes/${i.resumeId}/targets`, { title: 'Spy', posting: 'Python' }),
  },
  'PUT /api/resumes/:id/targets/:targetId': {
    calls: both('PUT', (i) => `/api/resumes/${i.resumeId}/targets/${i.targetId}`, { title: 'Spy', posting: 'Go' }),
  },
  'DELETE /api/resumes/:id/targets/:targetId': {
    calls: both('DELETE', (i) => `/api/resumes/${i.resumeId}/targets/${i.targetId}`),
  },
  'POST /api/resumes/:id/targets/:targetId/coverage': {
    calls: [
      ...both('POST', (i) => `/api/resumes/${i.resumeId}/targets/${i.targetId}/coverage`, resumeBody),
      ...both('POST', (i) => `/api/resumes/${i.tailoredId}/targets/${i.targetId}/coverage`, resumeBody),
    ],
  },
  'POST /api/resumes/:id/targets/:targetId/tailor': {
    calls: both('POST', (i) => `/api/resumes/${i.resumeId}/targets/${i.targetId}/tailor`),
  },
  'GET /api/resumes/:id/link': { calls: both('GET', (i) => `/api/resumes/${i.tailoredId}/link`) },
  'POST /api/resumes/:id/link/review': {
    calls: both('POST', (i) => `/api/resumes/${i.tailoredId}/link/review`, { masterVersion: 1, take: [['summary']] }),
  },
  'DELETE /api/resumes/:id/link': { calls: both('DELETE', (i) => `/api/resumes/${i.tailoredId}/link`) },

  // Cover letters (issue #41): her private resume's letter and her trashed resume's are hers alone.
  'GET /api/letters': {
    own: "which of the caller's resumes have a letter",
    calls: [signedOut('GET', '/api/letters'), asMallory('GET', '/api/letters', undefined, [200])],
  },
  'GET /api/resumes/:id/letter': {
    calls: [
      ...both('GET', (i) => `/api/resumes/${i.resumeId}/letter`),
      ...both('GET', (i) => `/api/resumes/${i.trashedResumeId}/letter`),
    ],
  },
  'PUT /api/resumes/:id/letter': {
    calls: [
      ...both('PUT', (i) => `/api/resumes/${i.resumeId}/letter`, letterBody(1)),
      ...both('PUT', (i) => `/api/resumes/${i.resumeId}/letter`, letterBody()),
      ...both('PUT', (i) => `/api/resumes/${i.trashedResumeId}/letter`, letterBody(1)),
    ],
  },
  'GET /api/resumes/:id/letter/pdf': {
    calls: [
      ...both('GET', (i) => `/api/resumes/${i.resumeId}/letter/pdf`),
      ...both('GET', (i) => `/api/resumes/${i.trashedResumeId}/letter/pdf`),
      // "Resume + letter" in one PDF: neither her resume nor her letter reaches anyone else.
      ...both('GET', (i) => `/api/resumes/${i.resumeId}/letter/pdf?resume=1`),
      ...both('GET', (i) => `/api/resumes/${i.trashedResumeId}/letter/pdf?resume=1`),
    ],
  },
  'DELETE /api/resumes/:id/letter': {
    calls: [
      ...both('DELETE', (i) => `/api/resumes/${i.resumeId}/letter`),
      ...both('DELETE', (i) => `/api/resumes/${i.trashedResumeId}/letter`),
    ],
  },
  // A letter for her job target: hers alone, and its PDF too.
  'GET /api/resumes/:id/targets/:targetId/letter': {
    calls: [
      ...both('GET', (i) => `/api/resumes/${i.resumeId}/targets/${i.targetId}/letter`),
      ...both('GET', (i) => `/api/resumes/${i.resumeId}/letter/pdf?target=${i.targetId}`),
    ],
  },
  'PUT /api/resumes/:id/targets/:targetId/letter': {
    calls: [
      ...both('PUT', (i) => `/api/resumes/${i.resumeId}/targets/${i.targetId}/letter`, letterBody(1)),
      ...both('PUT', (i) => `/api/resumes/${i.resumeId}/targets/${i.targetId}/letter`, letterBody()),
    ],
  },
  'DELETE /api/resumes/:id/targets/:targetId/letter': {
    calls: both('DELETE', (i) => `/api/resumes/${i.resumeId}/targets/${i.targetId}/letter`),
  },
};
