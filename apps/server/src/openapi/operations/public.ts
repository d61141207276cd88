import {
  MESSAGES,
  SHARE_ACCESS_MESSAGES,
  healthSchema,
  pdfBody,
  publicPdfQuery,
  publicShareSchema,
} from '@resumey/resume';
import { BODY_ERRORS, PDF_ERRORS, type ErrorCase, type Operation } from '../operation';
import { exampleResume } from '../examples';

const address = {
  username: 'The username of the custom URL /u/{username}/{slug}.',
  slug: 'The slug of the custom URL.',
};
const shortAddress = { slug: 'The short address /v/{slug}.' };
const SHARE_ERRORS: ErrorCase[] = [
  { status: 401, code: 'password_required', message: SHARE_ACCESS_MESSAGES.passwordRequired },
  { status: 404, code: 'not_found', message: MESSAGES.noResumeData },
  { status: 410, code: 'gone', message: MESSAGES.shareGone },
  { status: 410, code: 'expired', message: MESSAGES.shareExpired },
  { status: 429, code: 'rate_limited', message: 'Too many requests. Please try again in 1 minute(s).' },
];
const shared = {
  status: 200 as const,
  description: 'The shared resume and its template.',
  json: publicShareSchema,
  example: { resume: exampleResume(), templateId: exampleResume().meta.templateId },
};
const readNote =
  'Public: no key needed (one is accepted). What anyone opening the link sees; a read counts a view unless the owner reads it.';
const pdfNote =
  'Public: no key needed (one is accepted). A protected share answers 401 password_required (its password is given on its page, in a browser).';
/** ?letter=1: the resume and then the cover letter its owner shares with it, one PDF. */
const pdfQuery = {
  schema: publicPdfQuery,
  descriptions: {
    letter:
      '1: the resume followed by the cover letter its owner chose to share with it, in one PDF (404 when the share has none); 0 or absent: the resume.',
  },
};

/** What anyone may read without signing in: shared resumes, their PDFs, and the service's health. */
export const PUBLIC_OPERATIONS: Operation[] = [
  {
    method: 'GET',
    path: '/api/public/u/:username/:slug',
    operationId: 'readShare',
    tag: 'Public',
    scope: null,
    summary: 'Read a shared resume',
    description: readNote,
    params: address,
    success: shared,
    errors: SHARE_ERRORS,
  },
  {
    method: 'GET',
    path: '/api/public/v/:slug',
    operationId: 'readShortShare',
    tag: 'Public',
    scope: null,
    summary: 'Read a shared resume by its short address',
    description: readNote,
    params: shortAddress,
    success: shared,
    errors: SHARE_ERRORS,
  },
  {
    method: 'GET',
    path: '/api/public/u/:username/:slug/pdf',
    operationId: 'getSharePdf',
    tag: 'Public',
    scope: null,
    summary: "Download a shared resume's PDF",
    description: pdfNote,
    params: address,
    query: pdfQuery,
    success: { status: 200, description: 'The PDF.', pdf: true },
    errors: [...SHARE_ERRORS.filter((e) => e.status !== 429), ...PDF_ERRORS],
  },
  {
    method: 'GET',
    path: '/api/public/v/:slug/pdf',
    operationId: 'getShortSharePdf',
    tag: 'Public',
    scope: null,
    summary: "Download a shared resume's PDF by its short address",
    description: pdfNote,
    params: shortAddress,
    query: pdfQuery,
    success: { status: 200, description: 'The PDF.', pdf: true },
    errors: [...SHARE_ERRORS.filter((e) => e.status !== 429), ...PDF_ERRORS],
  },
  {
    method: 'POST',
    path: '/api/pdf',
    operationId: 'printResume',
    tag: 'Public',
    scope: null,
    summary: 'Print a resume you send',
    description:
      'Prints the resume in the body as a PDF and stores nothing (what a link-embedded share /v/#... downloads). No key needed; profile fields may be left out.',
    body: { schema: pdfBody, description: 'The resume to print.', example: { resume: exampleResume() } },
    success: { status: 200, description: 'The PDF.', pdf: true },
    errors: [...BODY_ERRORS, ...PDF_ERRORS],
  },
  {
    method: 'GET',
    path: '/api/health',
    operationId: 'health',
    tag: 'Service',
    scope: null,
    summary: 'Is the service up?',
    description: "200 while the database answers, 503 (status 'degraded') while it does not. No key needed.",
    success: {
      status: 200,
      description: 'Up.',
      json: healthSchema,
      example: { status: 'ok', database: 'up', version: '1.0.0' },
    },
    errors: [],
  },
];
