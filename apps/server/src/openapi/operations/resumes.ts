import {
  LIMITS,
  MESSAGES,
  createResumeBody,
  renameResumeBody,
  resumeListSchema,
  resumeRecordSchema,
  updateResumeBody,
} from '@resumey/resume';
import { BODY_ERRORS, PDF_ERRORS, notFound, type ErrorCase, type Operation } from '../operation';
import { exampleRecord, exampleResume } from '../examples';

const id = { id: "The resume's id (from GET /api/resumes)." };
const resumeNotFound = notFound('Resume not found');
const limit: ErrorCase = { status: 409, code: 'resume_limit', message: MESSAGES.resumeLimit };
const sizeErrors: ErrorCase[] = [
  { status: 400, code: 'image_too_large', message: 'Image size should be less than 2MB' },
  {
    status: 413,
    code: 'resume_too_large',
    message: 'The resume is larger than 5 MB. Remove some content and try again.',
  },
];

/** /api/resumes: the resumes of the key's owner (another user's id answers 404, like an id that does not exist). */
export const RESUME_OPERATIONS: Operation[] = [
  {
    method: 'GET',
    path: '/api/resumes',
    operationId: 'listResumes',
    tag: 'Resumes',
    scope: 'resumes:read',
    summary: 'List your resumes',
    description: `Every resume of the key's owner (at most ${LIMITS.maxResumes}), most recently updated first, each with its version and its custom URLs.`,
    success: {
      status: 200,
      description: 'The resumes.',
      json: resumeListSchema,
      example: { resumes: [exampleRecord()] },
    },
    errors: [],
  },
  {
    method: 'POST',
    path: '/api/resumes',
    operationId: 'createResume',
    tag: 'Resumes',
    scope: 'resumes:write',
    summary: 'Create a resume',
    description:
      `Either an empty resume from a template (\`{"templateId": "t01-classic", "pageSize": "a4"}\`) or a whole resume (\`{"resume": {...}}\`, e.g. one read from GET /api/resumes/{id}). ` +
      `The server picks the new id and the timestamps. An account holds at most ${LIMITS.maxResumes} resumes: the fifth is refused with 409 resume_limit. ` +
      'A photo (profile.profileImage) must be a JPEG, PNG or WebP data URL under 2 MB.',
    body: {
      schema: createResumeBody,
      description: 'A template id (and optionally the paper size), or a whole resume.',
      example: { templateId: 't07-tech-minimal', pageSize: 'letter' },
    },
    success: {
      status: 201,
      description: 'The new resume, version 1.',
      json: resumeRecordSchema,
      example: exampleRecord(),
    },
    errors: [...BODY_ERRORS, ...sizeErrors, limit],
  },
  {
    method: 'GET',
    path: '/api/resumes/:id',
    operationId: 'getResume',
    tag: 'Resumes',
    scope: 'resumes:read',
    summary: 'Read a resume',
    description: 'The resume, its version (send it back with a change: PUT) and its custom URLs.',
    params: id,
    success: { status: 200, description: 'The resume.', json: resumeRecordSchema, example: exampleRecord() },
    errors: [resumeNotFound],
  },
  {
    method: 'PUT',
    path: '/api/resumes/:id',
    operationId: 'saveResume',
    tag: 'Resumes',
    scope: 'resumes:write',
    summary: 'Save a resume',
    description:
      'Replaces the whole resume, as the editor saves it. `version` is the version you read: if the resume changed since (in the editor, another script), nothing is saved and the answer is 409 version_conflict with the current copy in `current`; apply your change to it and save with its version. ' +
      "The resume's id and createdAt are kept whatever you send; updatedAt is set by the server. Every custom URL of the resume shows the new copy at once.",
    params: id,
    body: {
      schema: updateResumeBody,
      description: 'The whole resume and the version it is based on.',
      example: { resume: exampleResume(), version: 7 },
    },
    success: {
      status: 200,
      description: 'Saved: the new copy and its new version (the old one + 1).',
      json: resumeRecordSchema,
      example: { ...exampleRecord(), version: 8 },
    },
    errors: [
      ...BODY_ERRORS,
      ...sizeErrors,
      resumeNotFound,
      {
        status: 409,
        code: 'version_conflict',
        message: 'This resume was changed somewhere else since you opened it.',
      },
    ],
  },
  {
    method: 'PATCH',
    path: '/api/resumes/:id',
    operationId: 'renameResume',
    tag: 'Resumes',
    scope: 'resumes:write',
    summary: 'Rename a resume',
    description: 'Sets meta.title (trimmed, 1 to 200 characters) whatever the version; the version goes up by one.',
    params: id,
    body: { schema: renameResumeBody, description: 'The new title.', example: { title: 'Jane Doe - Backend' } },
    success: { status: 200, description: 'Renamed.', json: resumeRecordSchema, example: exampleRecord() },
    errors: [...BODY_ERRORS, resumeNotFound],
  },
  {
    method: 'POST',
    path: '/api/resumes/:id/duplicate',
    operationId: 'duplicateResume',
    tag: 'Resumes',
    scope: 'resumes:write',
    summary: 'Duplicate a resume',
    description: `A copy titled '{title} (Copy)', without its custom URLs. Counts towards the ${LIMITS.maxResumes} resumes.`,
    params: id,
    success: { status: 201, description: 'The copy, version 1.', json: resumeRecordSchema, example: exampleRecord() },
    errors: [resumeNotFound, limit],
  },
  {
    method: 'DELETE',
    path: '/api/resumes/:id',
    operationId: 'deleteResume',
    tag: 'Resumes',
    scope: 'resumes:write',
    summary: 'Delete a resume',
    description:
      `Moves the resume to the trash: it leaves the list and no longer counts towards the ${LIMITS.maxResumes} resumes, and its custom URLs are withdrawn (their addresses answer 410 from then on, and stay yours). ` +
      `Its owner can restore it from the app for ${LIMITS.trashDays} days (without its custom URLs until shared again); then it is deleted for good.`,
    params: id,
    success: { status: 204, description: 'Moved to the trash.' },
    errors: [resumeNotFound],
  },
  {
    method: 'GET',
    path: '/api/resumes/:id/pdf',
    operationId: 'getResumePdf',
    tag: 'Resumes',
    scope: 'resumes:read',
    summary: "Download a resume's PDF",
    description:
      "The resume printed by the server (its template, fonts and paper size), named '{Full name} Resume.pdf'. " +
      'PDFs are made one at a time per key, taking turns with everyone else; a busy server answers 503 with Retry-After.',
    params: id,
    success: { status: 200, description: 'The PDF.', pdf: true },
    errors: [resumeNotFound, ...PDF_ERRORS],
  },
];
