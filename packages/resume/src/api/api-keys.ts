import { z } from 'zod';

/**
 * Personal API keys (issue #43): a user's own scripts and AI assistants call the API and the MCP server with one,
 * sent as `Authorization: Bearer rsm_...`. Created, listed and revoked in the account dialog only (a key never
 * manages keys); the key itself is shown once, the server keeps its SHA-256.
 */

/** What a key may do; each route and MCP tool names the scope it needs (none: public data only). */
export const API_KEY_SCOPES = ['resumes:read', 'resumes:write', 'shares:manage'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The account dialog's words for each scope. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, { title: string; description: string }> = {
  'resumes:read': { title: 'Read resumes', description: 'List your resumes, read them and download their PDFs.' },
  'resumes:write': {
    title: 'Write resumes',
    description: 'Create, change, rename, duplicate and delete resumes.',
  },
  'shares:manage': {
    title: 'Manage shares',
    description: 'Read and change your custom URLs, their settings and views, and your username.',
  },
};

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'rsm_';

export const API_KEY_LIMITS = {
  /** Keys one account may hold at once. */
  maxKeys: 10,
  nameMax: 100,
  /** The longest expiry a key may be given. */
  maxLifetimeDays: 366,
} as const;

export const API_KEY_MESSAGES = {
  nameRequired: 'Give the key a name',
  nameTooLong: `Name must be at most ${API_KEY_LIMITS.nameMax} characters`,
  scopesRequired: 'Choose at least one permission',
  expiryInvalid: 'Expiry must be a date and time with a time zone (ISO 8601)',
  expiryPast: 'Choose an expiry date in the future',
  expiryTooFar: `A key can last at most ${API_KEY_LIMITS.maxLifetimeDays} days`,
  tooManyKeys: `You can have at most ${API_KEY_LIMITS.maxKeys} API keys. Revoke one you no longer use first.`,
  keyNotFound: 'API key not found',
  invalidKey: 'This API key is not valid: it may have been revoked or have expired.',
  fromBrowser:
    'API keys cannot be used from a web browser: send the key from a server or script, without cookies or an Origin header.',
  notAllowed: 'This endpoint is not available to API keys. Use the Resumey web app.',
  missingScope: (scope: ApiKeyScope) => `This API key does not have the '${scope}' permission.`,
} as const;

/** POST /api/account/api-keys. expiresAt: an ISO instant within a year, or null / left out for a key that lasts. */
export const createApiKeyBody = z.strictObject({
  name: z
    .string(API_KEY_MESSAGES.nameRequired)
    .trim()
    .min(1, API_KEY_MESSAGES.nameRequired)
    .max(API_KEY_LIMITS.nameMax, API_KEY_MESSAGES.nameTooLong),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, `Permissions are ${API_KEY_SCOPES.join(', ')}`), API_KEY_MESSAGES.scopesRequired)
    .min(1, API_KEY_MESSAGES.scopesRequired)
    .max(API_KEY_SCOPES.length)
    // Stored once each, in the catalogue's order.
    .transform((scopes) => API_KEY_SCOPES.filter((s) => scopes.includes(s))),
  expiresAt: z.iso.datetime({ offset: true, error: API_KEY_MESSAGES.expiryInvalid }).nullable().optional(),
});

export type CreateApiKey = z.input<typeof createApiKeyBody>;

/** One key as the account dialog lists it: never the key itself, only its first characters. */
export interface ApiKeySummary {
  id: string;
  name: string;
  /** The key's first characters ('rsm_AbC1'), to tell keys apart. */
  start: string;
  scopes: ApiKeyScope[];
  createdAt: string;
  /** When it was last used (to the minute), or null. */
  lastUsedAt: string | null;
  /** When it stops working, or null. */
  expiresAt: string | null;
}

/** GET /api/account/api-keys. */
export interface ApiKeyList {
  keys: ApiKeySummary[];
  limit: number;
}

/** POST /api/account/api-keys: the key, shown this once. */
export interface CreatedApiKey {
  apiKey: ApiKeySummary;
  key: string;
}
