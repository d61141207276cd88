import type { z } from 'zod';
import { MESSAGES, type ApiKeyScope } from '@resumey/resume';
import { PDF_MESSAGES } from '../pdf/errors';

/** One error a route may answer: its status and stable code, and when it happens. */
export interface ErrorCase {
  status: number;
  code: string;
  /** The message as the API sends it (an example), or when it happens. */
  message: string;
}

/** What a successful call answers. */
export type Success =
  | { status: 200 | 201; description: string; json: z.ZodType; example: unknown; also?: { status: 200 | 201 } }
  | { status: 200; description: string; pdf: true }
  | { status: 204; description: string };

/**
 * One route an API key may call, documented: the one table the OpenAPI document is generated from and the API key
 * middleware checks scopes with (openapi/operations), so the two cannot disagree. `path` is the route as Hono
 * spells it (`/api/resumes/:id`); every one must be a route of the app (openapi.test.ts).
 */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  operationId: string;
  tag: 'Resumes' | 'Job targets' | 'Shares' | 'Profile' | 'Public' | 'Service';
  /** The scope a key needs; null: none (the route is public, a key is optional). */
  scope: ApiKeyScope | null;
  summary: string;
  description: string;
  /** Path parameters: name -> what it is. */
  params?: Record<string, string>;
  /** Query parameters, from the route's own zod schema. */
  query?: { schema: z.ZodObject; descriptions: Record<string, string> };
  body?: { schema: z.ZodType; example: unknown; description: string };
  success: Success;
  /** The errors particular to this route; the ones every route shares are added by the document. */
  errors: ErrorCase[];
}

export const notFound = (message: string): ErrorCase => ({ status: 404, code: 'not_found', message });

/** A body that is not JSON, of another type, or that does not match the schema: 400/415, with where it fails. */
export const BODY_ERRORS: ErrorCase[] = [
  { status: 400, code: 'invalid_json', message: 'The request body is not valid JSON' },
  { status: 400, code: 'invalid_input', message: 'resume.meta.lineSpacing: Line spacing must be between 1.2 and 1.6' },
  { status: 413, code: 'payload_too_large', message: 'The request body is larger than 6 MB' },
  { status: 415, code: 'unsupported_media_type', message: 'Send the request body as application/json' },
];

/** A PDF's own refusals (pdf/routes.ts): the renderer is missing, busy (Retry-After), too slow, or failed. */
export const PDF_ERRORS: ErrorCase[] = [
  {
    status: 429,
    code: 'rate_limited',
    message: MESSAGES.pdfRateLimited,
  },
  { status: 503, code: 'pdf_busy', message: PDF_MESSAGES.busy },
  { status: 503, code: 'pdf_unavailable', message: PDF_MESSAGES.launchFailed },
  { status: 504, code: 'pdf_timeout', message: PDF_MESSAGES.timeout },
  { status: 500, code: 'pdf_failed', message: PDF_MESSAGES.failed },
];
