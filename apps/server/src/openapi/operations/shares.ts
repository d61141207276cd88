import {
  LIMITS,
  MESSAGES,
  SHARE_ACCESS_MESSAGES,
  SHORT_ADDRESS_MESSAGES,
  profileAnswerSchema,
  saveShareBody,
  shareAnswerSchema,
  sharesListSchema,
  slugAvailabilitySchema,
  slugAvailableQuery,
  updateShareBody,
  usernameAnswerSchema,
  usernameAvailabilitySchema,
  usernameAvailableQuery,
  usernameBody,
} from '@resumey/resume';
import { BODY_ERRORS, notFound, type ErrorCase, type Operation } from '../operation';
import { EXAMPLE_RESUME_ID, exampleShare } from '../examples';

const shareId = { id: "The share's id (from GET /api/shares)." };
const checksLimited: ErrorCase = {
  status: 429,
  code: 'rate_limited',
  message: 'Too many requests. Please try again in 1 minute(s). (AVAILABILITY_RATE_LIMIT checks a minute)',
};
const invalidSlug: ErrorCase = {
  status: 400,
  code: 'invalid_slug',
  message: 'Enter a custom URL using letters, numbers, spaces or hyphens',
};
const invalidUsername: ErrorCase = {
  status: 400,
  code: 'invalid_username',
  message: MESSAGES.usernameInvalidCharacters,
};

/**
 * Custom URLs (/u/{username}/{slug}, with a short address /v/{shortSlug}) and the username they live under: all
 * under the 'shares:manage' scope.
 */
export const SHARE_OPERATIONS: Operation[] = [
  {
    method: 'GET',
    path: '/api/shares',
    operationId: 'listShares',
    tag: 'Shares',
    scope: 'shares:manage',
    summary: 'List your custom URLs',
    description: `Every custom URL of the key's owner (at most ${LIMITS.maxSharedResumes}) with its settings and views (total, per day over 30 days, PDF downloads), and the owner's username.`,
    success: {
      status: 200,
      description: 'The shares.',
      json: sharesListSchema,
      example: { shares: [exampleShare()], username: 'jane', limit: LIMITS.maxSharedResumes },
    },
    errors: [],
  },
  {
    method: 'GET',
    path: '/api/shares/slug-available',
    operationId: 'checkSlug',
    tag: 'Shares',
    scope: 'shares:manage',
    summary: 'Check a custom URL before saving it',
    description:
      'Whether /u/{username}/{slug} is free for this resume (`available`), and whether /v/{slug} can be its short address (`short.available`; if not, the nearest free one in `short.suggestion`). The slug is normalised as saving would (lower case, spaces to hyphens).',
    query: {
      schema: slugAvailableQuery,
      descriptions: {
        slug: 'The custom URL wanted, as typed.',
        resumeId: "The resume it is for: that resume's own share counts as available (saving refreshes it).",
      },
    },
    success: {
      status: 200,
      description: 'What saving it would give.',
      json: slugAvailabilitySchema,
      example: { slug: 'jane-doe', available: true, short: { available: false, suggestion: 'jane-doe-2' } },
    },
    errors: [invalidSlug, checksLimited],
  },
  {
    method: 'POST',
    path: '/api/shares',
    operationId: 'saveShare',
    tag: 'Shares',
    scope: 'shares:manage',
    summary: 'Share a resume at a custom URL',
    description:
      "Publishes the resume at /u/{username}/{slug} (the username must be the owner's own: set one first with PUT /api/profile/username). " +
      '`shortSlug`: left out, /v/{slug} when free (else none); null, none; a name, exactly that one or 409 short_slug_taken. ' +
      `Saving the same slug for the same resume again refreshes it (200); a new one answers 201. At most ${LIMITS.maxSharedResumes} custom URLs per account.`,
    body: {
      schema: saveShareBody,
      description: "The owner's username, the slug, the resume, and optionally the short address.",
      example: { username: 'jane', slug: 'jane-doe', resumeId: EXAMPLE_RESUME_ID },
    },
    success: {
      status: 201,
      description: 'Shared (201 new, 200 refreshed).',
      json: shareAnswerSchema,
      example: { share: exampleShare() },
      also: { status: 200 },
    },
    errors: [
      ...BODY_ERRORS,
      invalidSlug,
      { status: 400, code: 'profile_not_found', message: MESSAGES.profileNotFound },
      { status: 403, code: 'username_mismatch', message: MESSAGES.usernameMismatch },
      notFound('Resume not found'),
      { status: 409, code: 'slug_taken', message: MESSAGES.slugTaken },
      { status: 409, code: 'short_slug_taken', message: SHORT_ADDRESS_MESSAGES.shortSlugTaken },
      { status: 409, code: 'shared_limit', message: MESSAGES.sharedLimit(LIMITS.maxSharedResumes) },
    ],
  },
  {
    method: 'PATCH',
    path: '/api/shares/:id',
    operationId: 'updateShare',
    tag: 'Shares',
    scope: 'shares:manage',
    summary: "Change a custom URL's settings",
    description:
      'Only the fields sent change: `published` (false: the address answers 410 until republished), `password` (4 to 128 characters, or null to remove), `expiresAt` (an ISO instant in the future, or null), `searchable` (search engines may list it).',
    params: shareId,
    body: {
      schema: updateShareBody,
      description: 'At least one setting.',
      example: { published: true, expiresAt: '2027-01-31T22:59:59.999Z' },
    },
    success: { status: 200, description: 'Changed.', json: shareAnswerSchema, example: { share: exampleShare() } },
    errors: [...BODY_ERRORS, notFound(SHARE_ACCESS_MESSAGES.shareNotFound)],
  },
  {
    method: 'DELETE',
    path: '/api/shares/:id',
    operationId: 'deleteShare',
    tag: 'Shares',
    scope: 'shares:manage',
    summary: 'Stop sharing at a custom URL',
    description: 'Deletes the custom URL; its addresses answer 410 from then on. The resume itself stays.',
    params: shareId,
    success: { status: 204, description: 'Deleted.' },
    errors: [notFound(SHARE_ACCESS_MESSAGES.shareNotFound)],
  },
  {
    method: 'GET',
    path: '/api/profile',
    operationId: 'getProfile',
    tag: 'Profile',
    scope: 'shares:manage',
    summary: 'Your username',
    description:
      'The username custom URLs live under (/u/{username}/...), or null before one is set; and the interface language chosen in the app, or null.',
    success: {
      status: 200,
      description: 'The username and interface language.',
      json: profileAnswerSchema,
      example: { username: 'jane', language: 'de' },
    },
    errors: [],
  },
  {
    method: 'GET',
    path: '/api/profile/username-available',
    operationId: 'checkUsername',
    tag: 'Profile',
    scope: 'shares:manage',
    summary: 'Check a username',
    description: "Whether a username is free for the key's owner (their own current one counts as free).",
    query: {
      schema: usernameAvailableQuery,
      descriptions: { username: 'The username wanted (3 to 29 of a-z, 0-9, -).' },
    },
    success: {
      status: 200,
      description: 'Whether it is free.',
      json: usernameAvailabilitySchema,
      example: { username: 'jane', available: true },
    },
    errors: [invalidUsername, checksLimited],
  },
  {
    method: 'PUT',
    path: '/api/profile/username',
    operationId: 'setUsername',
    tag: 'Profile',
    scope: 'shares:manage',
    summary: 'Set your username',
    description:
      'Sets (or changes) the username; stored lower-cased. Custom URLs then live under the new name, and links under the old one keep opening them (the old name stays with this account). A name once held by another account is never free.',
    body: { schema: usernameBody, description: 'The username.', example: { username: 'jane' } },
    success: { status: 200, description: 'Set.', json: usernameAnswerSchema, example: { username: 'jane' } },
    errors: [...BODY_ERRORS, invalidUsername, { status: 409, code: 'username_taken', message: MESSAGES.usernameTaken }],
  },
];
