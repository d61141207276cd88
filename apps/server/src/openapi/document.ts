import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import {
  API_KEY_MESSAGES,
  API_KEY_SCOPES,
  API_KEY_SCOPE_LABELS,
  APP_VERSION,
  errorSchema,
  ownShareSchema,
  resumeRecordSchema,
  resumeSchema,
} from '@resumey/resume';
import type { ErrorCase, Operation } from './operation';
import { KEY_OPERATIONS } from './operations';
import { apiIntroduction } from './introduction';

type JsonSchema = Record<string, unknown>;

/** A registry for one direction (request bodies are read as input, answers written as output) that also carries
 * the descriptions our schemas have in zod's global registry. */
function namedSchemas(names: [$ZodType, string][]) {
  const registry = z.registry<{ id?: string; description?: string }>();
  for (const [schema, id] of names) registry.add(schema, { id });
  const own = registry.get.bind(registry);
  registry.get = (schema) => {
    const mine = own(schema);
    const global = z.globalRegistry.get(schema);
    return mine || global ? { ...global, ...mine } : undefined;
  };
  return registry;
}

/** The schemas the document names (components.schemas): the resume both ways, and the answers used most. */
const OUTPUT_NAMES = namedSchemas([
  [resumeSchema, 'Resume'],
  [resumeRecordSchema, 'ResumeRecord'],
  [ownShareSchema, 'OwnShare'],
  [errorSchema, 'Error'],
]);
const INPUT_NAMES = namedSchemas([[resumeSchema, 'ResumeInput']]);

/** Converts zod to JSON Schema (draft 2020-12, OpenAPI 3.1's dialect), named schemas hoisted to components. */
function converter(components: Record<string, JsonSchema>) {
  return (schema: $ZodType, io: 'input' | 'output'): JsonSchema => {
    const json = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      metadata: io === 'input' ? INPUT_NAMES : OUTPUT_NAMES,
      // Transforms (trimming, catalogue order) have no JSON Schema: their input side is what is documented.
      unrepresentable: 'any',
    }) as JsonSchema;
    const text = JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/');
    const {
      $schema: _dialect,
      $defs,
      ...rest
    } = JSON.parse(text) as JsonSchema & { $defs?: Record<string, JsonSchema> };
    for (const [id, def] of Object.entries($defs ?? {})) {
      const known = components[id];
      if (known && JSON.stringify(known) !== JSON.stringify(def)) throw new Error(`Schema ${id} is named twice`);
      components[id] = def;
    }
    return rest;
  };
}

/** '/api/resumes/:id' as OpenAPI writes it: '/api/resumes/{id}'. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

const REASONS: Record<number, string> = {
  400: 'Bad request',
  401: 'No valid key (or the share needs its password)',
  403: 'Refused',
  404: 'Not found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Too large',
  415: 'Not JSON',
  429: 'Too many requests (Retry-After)',
  500: 'The server failed',
  503: 'Unavailable for now (Retry-After)',
  504: 'Too slow',
};

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
};

/** Errors every operation shares, by whether a key is required. */
function sharedErrors(op: Operation): ErrorCase[] {
  const errors: ErrorCase[] = [
    { status: 401, code: 'invalid_api_key', message: API_KEY_MESSAGES.invalidKey },
    { status: 403, code: 'api_key_from_browser', message: API_KEY_MESSAGES.fromBrowser },
    {
      status: 429,
      code: 'rate_limited',
      message: 'Too many requests with this API key. Please wait and try again.',
    },
    { status: 503, code: 'unavailable', message: 'The database is not answering; try again shortly (Retry-After).' },
  ];
  if (op.scope) {
    errors.unshift({ status: 401, code: 'unauthorized', message: 'Sign in required (no key was sent)' });
    errors.push({ status: 403, code: 'insufficient_scope', message: API_KEY_MESSAGES.missingScope(op.scope) });
  }
  return errors;
}

function responsesOf(op: Operation, schema: (s: z.ZodType, io: 'input' | 'output') => JsonSchema) {
  const responses: Record<string, unknown> = {};
  const { success } = op;
  if ('json' in success) {
    const content = { 'application/json': { schema: schema(success.json, 'output'), example: success.example } };
    responses[String(success.status)] = { description: success.description, content };
    if (success.also) responses[String(success.also.status)] = { description: success.description, content };
  } else if ('pdf' in success) {
    responses['200'] = {
      description: success.description,
      headers: {
        'Content-Disposition': {
          description: 'attachment; filename="{Full name} Resume.pdf"',
          schema: { type: 'string' },
        },
      },
      content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } },
    };
  } else {
    responses['204'] = { description: success.description };
  }
  const byStatus = new Map<number, ErrorCase[]>();
  for (const error of [...op.errors, ...sharedErrors(op)]) {
    const list = byStatus.get(error.status) ?? [];
    if (!list.some((e) => e.code === error.code)) list.push(error);
    byStatus.set(error.status, list);
  }
  for (const [status, errors] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: `${REASONS[status] ?? 'Error'}: ${errors.map((e) => e.code).join(', ')}.`,
      ...(status === 429 || status === 503 ? { headers: retryAfter } : {}),
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/Error' },
          examples: Object.fromEntries(
            errors.map((e) => [e.code, { summary: e.message, value: { error: { code: e.code, message: e.message } } }]),
          ),
        },
      },
    };
  }
  return responses;
}

function operationOf(op: Operation, schema: (s: z.ZodType, io: 'input' | 'output') => JsonSchema) {
  const parameters: unknown[] = Object.entries(op.params ?? {}).map(([name, description]) => ({
    name,
    in: 'path',
    required: true,
    description,
    schema: { type: 'string' },
  }));
  if (op.query) {
    const query = schema(op.query.schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(query.properties ?? {})) {
      parameters.push({
        name,
        in: 'query',
        required: query.required?.includes(name) ?? false,
        description: op.query.descriptions[name],
        schema: property,
      });
    }
  }
  const scopeLine = op.scope
    ? `Scope: \`${op.scope}\` (${API_KEY_SCOPE_LABELS[op.scope].title.toLowerCase()}).`
    : 'Scope: none (public).';
  return {
    operationId: op.operationId,
    summary: op.summary,
    description: `${op.description}\n\n${scopeLine}`,
    tags: [op.tag],
    // Scopes on a bearer scheme: OpenAPI 3.1 allows a list of roles for any scheme. Public routes take no key.
    security: op.scope ? [{ apiKey: [op.scope] }] : [{}, { apiKey: [] }],
    'x-scope': op.scope,
    ...(parameters.length ? { parameters } : {}),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            description: op.body.description,
            content: { 'application/json': { schema: schema(op.body.schema, 'input'), example: op.body.example } },
          },
        }
      : {}),
    responses: responsesOf(op, schema),
  };
}

/**
 * The OpenAPI 3.1 document of every route an API key may call (openapi/operations), generated from the zod
 * contract of packages/resume that the web app and the routes use (zod's own z.toJSONSchema).
 */
export function openApiDocument(opts: { serverUrl: string; operations?: readonly Operation[] }) {
  const components: Record<string, JsonSchema> = {};
  const schema = converter(components);
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of opts.operations ?? KEY_OPERATIONS) {
    (paths[openApiPath(op.path)] ??= {})[op.method.toLowerCase()] = operationOf(op, schema);
  }
  // Error is referenced by every error answer, whether or not an operation's own schemas named it.
  schema(errorSchema, 'output');
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Resumey API',
      version: APP_VERSION,
      description: apiIntroduction(opts.serverUrl),
    },
    servers: [{ url: opts.serverUrl.replace(/\/+$/, '') }],
    tags: [
      { name: 'Resumes', description: 'Your resumes: read, create, change, delete, print.' },
      {
        name: 'Job targets',
        description: "Job postings kept with a resume, and the resume's score against each, read from its PDF.",
      },
      { name: 'Shares', description: 'Custom URLs of your resumes, their settings and views.' },
      { name: 'Profile', description: 'The username your custom URLs live under.' },
      { name: 'Public', description: 'Shared resumes anyone may read; no key needed.' },
      { name: 'Service', description: 'The service itself.' },
    ],
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'rsm_…',
          description: `A personal API key, created in the account dialog. Scopes: ${API_KEY_SCOPES.join(', ')}.`,
        },
      },
      schemas: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
