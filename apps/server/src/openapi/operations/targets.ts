import {
  TARGET_LIMITS,
  coverageAnswerSchema,
  coverageBody,
  jobTargetListSchema,
  jobTargetSchema,
  targetBody,
  type CoverageAnswer,
  type JobTarget,
} from '@resumey/resume';
import { TARGETING_MESSAGES, extractTerms } from '@resumey/resume/targeting';
import { BODY_ERRORS, PDF_ERRORS, notFound, type ErrorCase, type Operation } from '../operation';
import { EXAMPLE_RESUME_ID, exampleResume } from '../examples';

const EXAMPLE_TARGET_ID = '3c2b1a09-8d7e-4f6a-b5c4-d3e2f1a0b9c8';
const EXAMPLE_POSTING =
  'Senior Backend Engineer. Requirements: 5+ years of experience with TypeScript and Node.js, PostgreSQL, ' +
  'and AWS. Nice to have: Kubernetes and GraphQL.';

const exampleInput = { title: 'Senior Backend Engineer', company: 'Acme', posting: EXAMPLE_POSTING };

const exampleTarget = (): JobTarget => {
  const { terms, language } = extractTerms(EXAMPLE_POSTING, { title: exampleInput.title });
  return {
    id: EXAMPLE_TARGET_ID,
    resumeId: EXAMPLE_RESUME_ID,
    ...exampleInput,
    createdAt: '2026-11-21T08:00:00.000Z',
    updatedAt: '2026-11-21T08:00:00.000Z',
    terms,
    language,
  };
};

const exampleCoverage = (): CoverageAnswer => {
  const [first, second, ...rest] = exampleTarget().terms;
  return {
    targetId: EXAMPLE_TARGET_ID,
    score: 64,
    formula: TARGETING_MESSAGES.scoreFormula,
    matched: [first!, second!].map((term) => ({
      term,
      places: [{ section: 'skills', heading: 'Skills' }],
    })),
    missing: rest.slice(0, 1).map((term) => ({ term, suggestions: [{ section: 'skills', addTo: 'core' }] })),
    notInPdf: [],
    yearsRead: 6.5,
    pdf: 'read',
  };
};

const ids = {
  id: "The resume's id (from GET /api/resumes).",
  targetId: "The job target's id (from GET /api/resumes/{id}/targets).",
};
/** One code for both: a resume or a target that is not the key owner's is not found, like one that does not exist. */
const notFoundErrors: ErrorCase[] = [notFound(`${TARGETING_MESSAGES.targetNotFound} (or Resume not found)`)];

/**
 * /api/resumes/:id/targets: the job postings kept with a resume and its score against each, read from the
 * resume's PDF as an ATS reads it (issue #40). Private: a target is never part of a share or an export. Tailored
 * copies and their link to the master stay the editor's (they need its review screen).
 */
export const TARGET_OPERATIONS: Operation[] = [
  {
    method: 'GET',
    path: '/api/resumes/:id/targets',
    operationId: 'listJobTargets',
    tag: 'Job targets',
    scope: 'resumes:read',
    summary: "List a resume's job targets",
    description:
      'The job postings kept with the resume, oldest first, each with the terms read from it (skills, tools, degrees, years of experience; required or nice to have). ' +
      "For a tailored copy, the master's target it was made for comes last, marked fromMaster.",
    params: { id: ids.id },
    success: {
      status: 200,
      description: 'The targets.',
      json: jobTargetListSchema,
      example: { targets: [exampleTarget()] },
    },
    errors: [notFound('Resume not found')],
  },
  {
    method: 'POST',
    path: '/api/resumes/:id/targets',
    operationId: 'createJobTarget',
    tag: 'Job targets',
    scope: 'resumes:write',
    summary: 'Add a job target',
    description:
      `Keeps a job posting with the resume: its title, company (optional) and text (at most ${TARGET_LIMITS.maxPostingChars.toLocaleString('en')} characters). ` +
      `A resume holds at most ${TARGET_LIMITS.maxTargets} targets. Then score the resume against it: POST /api/resumes/{id}/targets/{targetId}/coverage.`,
    params: { id: ids.id },
    body: { schema: targetBody, description: 'The job and its posting.', example: exampleInput },
    success: { status: 201, description: 'The new target.', json: jobTargetSchema, example: exampleTarget() },
    errors: [
      ...BODY_ERRORS,
      notFound('Resume not found'),
      {
        status: 409,
        code: 'target_limit',
        message: TARGETING_MESSAGES.targetLimit(TARGET_LIMITS.maxTargets),
      },
    ],
  },
  {
    method: 'PUT',
    path: '/api/resumes/:id/targets/:targetId',
    operationId: 'updateJobTarget',
    tag: 'Job targets',
    scope: 'resumes:write',
    summary: 'Change a job target',
    description: "Replaces the target's title, company and posting; its terms are read again.",
    params: ids,
    body: { schema: targetBody, description: 'The job and its posting.', example: exampleInput },
    success: { status: 200, description: 'The target.', json: jobTargetSchema, example: exampleTarget() },
    errors: [...BODY_ERRORS, ...notFoundErrors],
  },
  {
    method: 'DELETE',
    path: '/api/resumes/:id/targets/:targetId',
    operationId: 'deleteJobTarget',
    tag: 'Job targets',
    scope: 'resumes:write',
    summary: 'Delete a job target',
    description: 'Deletes the target and the text of its posting.',
    params: ids,
    success: { status: 204, description: 'Deleted.' },
    errors: notFoundErrors,
  },
  {
    method: 'POST',
    path: '/api/resumes/:id/targets/:targetId/coverage',
    operationId: 'scoreJobTarget',
    tag: 'Job targets',
    scope: 'resumes:read',
    summary: 'Score a resume against a job target',
    description:
      "Prints the resume sent (the saved one from GET /api/resumes/{id}, or a change you are trying out; nothing is saved) and reads its PDF back as an applicant tracking system does, then matches the posting's terms: " +
      'the score (0-100, required terms weigh 2, nice-to-have ones 1), the terms found and where, the terms missing with where they would count, and terms the resume holds that its PDF does not show (a hidden section, a field the template does not print). ' +
      'A PDF is made one at a time per key; the same content is read once (pdf: cached).',
    params: ids,
    body: {
      schema: coverageBody,
      description: 'The resume to score, whole.',
      example: { resume: exampleResume() },
    },
    success: { status: 200, description: 'The coverage.', json: coverageAnswerSchema, example: exampleCoverage() },
    errors: [
      ...BODY_ERRORS,
      {
        status: 413,
        code: 'resume_too_large',
        message: 'The resume is larger than 5 MB. Remove some content and try again.',
      },
      ...notFoundErrors,
      { status: 429, code: 'rate_limited', message: TARGETING_MESSAGES.coverageBusy },
      ...PDF_ERRORS.filter((e) => e.status !== 429),
    ],
  },
];
