import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { buildPrintView } from '@resumey/test-support/pdf-support';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { createApp } from '../src/app';
import { withServices } from '../src/services';
import { loadConfig } from '../src/config';
import { memoryRateLimits } from '../src/http/rate-limit';
import { openApiPath, type OpenApiDocument } from '../src/openapi/document';
import { KEY_OPERATIONS } from '../src/openapi/operations';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { createKey, withKey, type KeyFetch } from './api-keys-helpers';
import { createResume, setUsername } from './shares-helpers';

/** Routes of the app that take no API key, and why; every other /api route must be in the document. */
const BROWSER_ONLY: Record<string, string> = {
  'GET /api/session/config': 'the sign-in screen',
  'GET /api/session': "the browser's session",
  'GET /api/me': "the browser's session",
  'POST /api/account/two-factor/remove': 'the second factor',
  'POST /api/account/two-factor/backup-codes': 'the second factor',
  'GET /api/account/api-keys': 'key management (the account dialog)',
  'POST /api/account/api-keys': 'key management (the account dialog)',
  'DELETE /api/account/api-keys/:id': 'key management (the account dialog)',
  'DELETE /api/account': 'deleting the account (the account dialog)',
  'GET /api/account/export': "the whole account's data, for its owner in the browser (the account dialog)",
  'POST /api/account/import': 'bringing an account export in (the account dialog)',
  'PUT /api/profile/language': 'the interface language picker (issue #35)',
  'POST /api/public/u/:username/:slug/unlock': "a visitor's password, answered with a cookie",
  'POST /api/public/v/:slug/unlock': "a visitor's password, answered with a cookie",
  'POST /api/contact': 'the contact form',
  'GET /api/auth/*': 'the auth library (sign-in, second factor)',
  'POST /api/auth/sign-in/*': 'the rate limit of sign-in starts',
  'POST /api/auth/two-factor/*': 'the rate limit of second-factor attempts',
  'POST /api/account/two-factor/*': 'the rate limit of second-factor attempts',
  'POST /api/auth/*': 'the auth library (sign-in, second factor)',
  'POST /api/resumes/:id/targets/:targetId/tailor': "the editor's tailored copies (their review screen)",
  'GET /api/resumes/:id/link': "a tailored copy's link to its master, in the editor",
  'POST /api/resumes/:id/link/review': "a tailored copy's link to its master, in the editor",
  'DELETE /api/resumes/:id/link': "a tailored copy's link to its master, in the editor",
  'GET /api/resumes/:id/versions': "the editor's History panel (issue #42)",
  'GET /api/resumes/:id/versions/:versionId': "the editor's History panel (issue #42)",
  'POST /api/resumes/:id/versions/:versionId/restore': "the editor's History panel (issue #42)",
  'GET /api/resumes/trash': "the dashboard's trash (issue #42)",
  'POST /api/resumes/trash/:id/restore': "the dashboard's trash (issue #42)",
  'DELETE /api/resumes/trash/:id': "the dashboard's trash (issue #42)",
  'GET /api/letters': "the dashboard's cover letter badges (issue #41)",
  'GET /api/resumes/:id/letter': 'the cover letter editor (issue #41)',
  'PUT /api/resumes/:id/letter': 'the cover letter editor (issue #41)',
  'DELETE /api/resumes/:id/letter': 'the cover letter editor (issue #41)',
  'GET /api/resumes/:id/targets/:targetId/letter': 'the cover letter editor, for a job target (issue #41)',
  'PUT /api/resumes/:id/targets/:targetId/letter': 'the cover letter editor, for a job target (issue #41)',
  'DELETE /api/resumes/:id/targets/:targetId/letter': 'the cover letter editor, for a job target (issue #41)',
  'GET /api/resumes/:id/letter/pdf': "the cover letter editor's PDF, alone or after the resume (issue #41)",
  'GET /api/openapi.json': 'the document itself',
  'GET /api/docs': 'the document itself, as a page',
  'POST /mcp': 'the MCP server (docs/api.md)',
  'GET /mcp': 'the MCP server: 405 (stateless)',
  'DELETE /mcp': 'the MCP server: 405 (stateless)',
};

type Json = Record<string, unknown>;

/**
 * The OpenAPI document (issue #43): valid OpenAPI 3.1, exactly the routes a key may call, examples that match
 * their schemas, and real answers that match the document, so a client written from it alone works.
 */
describe(`OpenAPI document (${testDbKind})`, () => {
  let server: TestServer;
  let document: OpenApiDocument;
  let appRoutes: string[];
  let ajv: Ajv2020;

  beforeAll(async () => {
    // The print view: PDFs and scores answer as they do in production (200, not 503 pdf_unavailable).
    server = await startTestServer({ WEB_DIST: await buildPrintView() });
    document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApiDocument;
    const app = createApp(
      withServices({
        config: loadConfig({ PUBLIC_URL: server.url, LOG_LEVEL: 'silent' }),
        database: server.database,
        log: server.log,
        auth: server.auth,
        rateLimits: memoryRateLimits(),
      }),
    );
    appRoutes = [...new Set(app.routes.map((r) => `${r.method} ${r.path}`))];
    // The document as one schema resource: each operation's schemas are compiled where they stand, so their
    // references to #/components/schemas resolve as a client's would.
    ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema(document as object, 'openapi');
  }, 180_000);
  afterAll(() => server?.stop());

  const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
  const validator = (...parts: string[]): ValidateFunction => {
    const id = `openapi#/${pointer(...parts)}`;
    const found = ajv.getSchema(id);
    if (!found) throw new Error(`no schema at ${id}`);
    return found;
  };
  const operation = (method: string, path: string) =>
    (document.paths as Record<string, Record<string, Json>>)[openApiPath(path)]?.[method.toLowerCase()];

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: server.url }]);
  });

  it('documents exactly the routes of the app an API key may call, and no other', () => {
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const routes = appRoutes.filter((r) => / \/(api|mcp)\b/.test(r) && !r.startsWith('ALL '));
    expect(routes.length).toBeGreaterThan(30);
    const asDocumented = (route: string) => {
      const [method, path] = route.split(' ');
      return `${method} ${openApiPath(path!)}`;
    };
    expect(
      routes.filter((r) => !(r in BROWSER_ONLY) && !documented.includes(asDocumented(r))),
      'routes neither documented nor browser-only',
    ).toEqual([]);
    expect(
      documented.filter((d) => !routes.some((r) => asDocumented(r) === d)),
      'documented operations the app does not have',
    ).toEqual([]);
    expect(
      Object.keys(BROWSER_ONLY).filter((r) => !routes.includes(r) || documented.includes(asDocumented(r))),
      'stale or documented BROWSER_ONLY entries',
    ).toEqual([]);
    // Each operation states its scope, as the key middleware enforces it (the same table).
    for (const op of KEY_OPERATIONS) {
      const documentedOp = operation(op.method, op.path)!;
      expect(documentedOp['x-scope'], op.operationId).toBe(op.scope);
      expect(documentedOp.security, op.operationId).toEqual(op.scope ? [{ apiKey: [op.scope] }] : [{}, { apiKey: [] }]);
    }
  });

  it("has examples that match their own schemas, and documents each operation's errors", () => {
    let checked = 0;
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods as Record<string, Json>)) {
        const body = (op.requestBody as { content: Record<string, { example: unknown }> } | undefined)?.content[
          'application/json'
        ];
        if (body) {
          const validate = validator('paths', path, method, 'requestBody', 'content', 'application/json', 'schema');
          expect(validate(body.example), `${method} ${path} body: ${ajv.errorsText(validate.errors)}`).toBe(true);
          checked++;
        }
        for (const [status, response] of Object.entries(op.responses as Record<string, Json>)) {
          const media = (response.content as Record<string, Json> | undefined)?.['application/json'];
          if (!media) continue;
          const validate = validator(
            'paths',
            path,
            method,
            'responses',
            status,
            'content',
            'application/json',
            'schema',
          );
          const examples = media.examples
            ? Object.values(media.examples as Record<string, { value: unknown }>).map((e) => e.value)
            : [media.example];
          for (const example of examples) {
            expect(validate(example), `${method} ${path} ${status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
            checked++;
          }
        }
        const statuses = Object.keys(op.responses as Json);
        expect(
          statuses.some((s) => s.startsWith('2')),
          `${method} ${path}`,
        ).toBe(true);
        expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['401', '403', '429']));
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('renders a reference page of every operation, with no script', async () => {
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    for (const op of KEY_OPERATIONS) {
      expect(html).toContain(`id="${op.operationId}"`);
      expect(html).toContain(`<code>${openApiPath(op.path)}</code>`);
      if (op.scope) expect(html).toContain(`Scope: <code>${op.scope}</code>`);
    }
  });

  describe('real answers match the document', () => {
    let owner: SignedInClient;
    let call: KeyFetch;
    const seen = new Set<string>();

    beforeAll(async () => {
      owner = await signIn(server.url, `openapi-${Date.now()}@example.com`, 'Olive Openapi');
      call = withKey(server.url, (await createKey(owner)).key);
    }, 60_000);

    /** Calls a documented operation with the key, and checks the answer against the document. */
    async function check(method: string, route: string, path: string, json?: unknown) {
      const res = await call(path, { method, json });
      const op = operation(method, route);
      expect(op, `${method} ${route} is documented`).toBeDefined();
      const responses = op!.responses as Record<string, Json>;
      const status = String(res.status);
      expect(Object.keys(responses), `${method} ${path} answered ${status}`).toContain(status);
      const type = res.headers.get('content-type') ?? '';
      const content = responses[status]!.content as Record<string, Json> | undefined;
      if (res.status === 204) {
        expect(content).toBeUndefined();
      } else if (type.startsWith('application/json')) {
        const body: unknown = await res.json();
        const validate = validator(
          'paths',
          openApiPath(route),
          method.toLowerCase(),
          'responses',
          status,
          'content',
          'application/json',
          'schema',
        );
        expect(validate(body), `${method} ${path} ${status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
        const examples = content!['application/json']!.examples as Record<string, unknown> | undefined;
        const code = (body as { error?: { code: string } }).error?.code;
        if (code) expect(Object.keys(examples ?? {}), `${method} ${path}: ${code} is documented`).toContain(code);
        seen.add(`${method} ${route}`);
        return { status: res.status, body };
      } else {
        expect(Object.keys(content ?? {}), `${method} ${path}: ${type}`).toContain(type.split(';')[0]);
      }
      seen.add(`${method} ${route}`);
      return { status: res.status, body: undefined };
    }

    it('for every operation, answered as documented', async () => {
      const resume = await createResume(owner, 'Documented');
      const { body: created } = await check('POST', '/api/resumes', '/api/resumes', {
        templateId: 't03-elegant-sidebar',
      });
      const id = (created as { resume: { id: string } }).resume.id;
      await check('GET', '/api/resumes', '/api/resumes');
      const { body: record } = await check('GET', '/api/resumes/:id', `/api/resumes/${resume.id}`);
      const { version } = record as { version: number; resume: unknown };
      await check('PUT', '/api/resumes/:id', `/api/resumes/${resume.id}`, {
        resume: (record as { resume: unknown }).resume,
        version,
      });
      // The version read is stale now: the conflict carries the current copy, as documented.
      const { status, body: conflict } = await check('PUT', '/api/resumes/:id', `/api/resumes/${resume.id}`, {
        resume: (record as { resume: unknown }).resume,
        version,
      });
      expect(status).toBe(409);
      expect((conflict as { current: { version: number } }).current.version).toBe(version + 1);
      await check('PUT', '/api/resumes/:id', `/api/resumes/${resume.id}`, { resume: { meta: {} }, version });
      await check('PATCH', '/api/resumes/:id', `/api/resumes/${id}`, { title: 'Renamed' });
      await check('POST', '/api/resumes/:id/duplicate', `/api/resumes/${id}/duplicate`);
      await check('GET', '/api/resumes/:id', '/api/resumes/nope');
      await check('GET', '/api/resumes/:id/pdf', `/api/resumes/${resume.id}/pdf`);

      const targets = `/api/resumes/${resume.id}/targets`;
      const job = { title: 'Backend Engineer', posting: 'Required: TypeScript, PostgreSQL. Nice to have: Kubernetes.' };
      const { body: target } = await check('POST', '/api/resumes/:id/targets', targets, job);
      const targetId = (target as { id: string }).id;
      await check('POST', '/api/resumes/:id/targets', targets, { title: '', posting: '' });
      await check('GET', '/api/resumes/:id/targets', targets);
      await check('PUT', '/api/resumes/:id/targets/:targetId', `${targets}/${targetId}`, { ...job, company: 'Acme' });
      const scored = await check(
        'POST',
        '/api/resumes/:id/targets/:targetId/coverage',
        `${targets}/${targetId}/coverage`,
        { resume: (record as { resume: unknown }).resume },
      );
      expect(scored.status).toBe(200);
      await check('POST', '/api/resumes/:id/targets/:targetId/coverage', `${targets}/nope/coverage`, {
        resume: (record as { resume: unknown }).resume,
      });
      await check('DELETE', '/api/resumes/:id/targets/:targetId', `${targets}/${targetId}`);
      await check('GET', '/api/resumes/:id/targets', '/api/resumes/nope/targets');
      await check('POST', '/api/resumes', '/api/resumes', { templateId: 't01-classic' });
      await check('POST', '/api/resumes', '/api/resumes', { templateId: 't01-classic' }); // the fifth: resume_limit

      await check('GET', '/api/profile', '/api/profile');
      await check('POST', '/api/shares', '/api/shares', { username: 'olive', slug: 'cv', resumeId: resume.id });
      await check('GET', '/api/profile/username-available', '/api/profile/username-available?username=olive');
      await check('GET', '/api/profile/username-available', '/api/profile/username-available?username=no');
      await check('PUT', '/api/profile/username', '/api/profile/username', { username: 'olive-openapi' });
      expect((await setUsername(owner, 'olive-openapi')).status).toBe(200);
      await check(
        'GET',
        '/api/shares/slug-available',
        `/api/shares/slug-available?slug=Olive CV&resumeId=${resume.id}`,
      );
      const { body: saved } = await check('POST', '/api/shares', '/api/shares', {
        username: 'olive-openapi',
        slug: 'Olive CV',
        resumeId: resume.id,
      });
      const shareId = (saved as { share: { id: string } }).share.id;
      await check('POST', '/api/shares', '/api/shares', {
        username: 'olive-openapi',
        slug: 'olive-cv',
        resumeId: resume.id,
      });
      await check('GET', '/api/shares', '/api/shares');
      await check('PATCH', '/api/shares/:id', `/api/shares/${shareId}`, { searchable: true });
      await check('PATCH', '/api/shares/:id', `/api/shares/${shareId}`, {});

      await check('GET', '/api/public/u/:username/:slug', '/api/public/u/olive-openapi/olive-cv');
      await check('GET', '/api/public/v/:slug', '/api/public/v/olive-cv');
      await check('GET', '/api/public/v/:slug', '/api/public/v/nobody-has-this');
      await check('GET', '/api/public/u/:username/:slug/pdf', '/api/public/u/olive-openapi/olive-cv/pdf');
      await check('GET', '/api/public/v/:slug/pdf', '/api/public/v/olive-cv/pdf');
      await check('POST', '/api/pdf', '/api/pdf', { resume: {} });
      await check('GET', '/api/health', '/api/health');

      await check('DELETE', '/api/shares/:id', `/api/shares/${shareId}`);
      await check('DELETE', '/api/shares/:id', `/api/shares/${shareId}`);
      await check('GET', '/api/public/v/:slug', '/api/public/v/olive-cv'); // gone: 410
      await check('DELETE', '/api/resumes/:id', `/api/resumes/${id}`);

      const all = KEY_OPERATIONS.map((op) => `${op.method} ${op.path}`);
      expect(
        all.filter((op) => !seen.has(op)),
        'operations not exercised',
      ).toEqual([]);
    }, 120_000);
  });
});
