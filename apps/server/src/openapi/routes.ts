import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context';
import { openApiDocument } from './document';
import { referencePage } from './reference-page';

const DOCS_PATHS = new Set(['/api/openapi.json', '/api/docs']);

/** The document and its reference page are public, with or without a key. */
export const isDocsPath = (path: string) => DOCS_PATHS.has(path);

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of what an API key may call (openapi/document.ts).
 * GET /api/docs: the same, as a page to read.
 * Both are made once, on the first ask.
 */
export function openApiRoutes({ config }: AppContext) {
  let document: ReturnType<typeof openApiDocument> | undefined;
  let page: string | undefined;
  const doc = () => (document ??= openApiDocument({ serverUrl: config.publicUrl }));
  return new Hono<AppEnv>()
    .get('/api/openapi.json', (c) => c.json(doc(), 200, { 'Cache-Control': 'public, max-age=300' }))
    .get('/api/docs', (c) => c.html((page ??= referencePage(doc())), 200, { 'Cache-Control': 'public, max-age=300' }));
}
