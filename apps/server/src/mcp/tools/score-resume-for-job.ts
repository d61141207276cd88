import { z } from 'zod';
import type { CoverageAnswer, JobTarget, ResumeRecord } from '@resumey/resume';
import { TARGETING_MESSAGES, type Place } from '@resumey/resume/targeting';
import { ApiCallError, defineTool, jsonResult } from '../tool';
import { resumeIdArg } from './get-resume';

const where = (p: Place) =>
  [p.heading, p.entry, p.bullet ? `bullet ${p.bullet}` : '', p.field].filter(Boolean).join(' › ');

/** The coverage as a model needs it: labels and places, not the terms' matching details. */
function coverageForModel(answer: CoverageAnswer, target: Pick<JobTarget, 'id' | 'title' | 'company'>) {
  return {
    targetId: target.id,
    job: target.company ? `${target.title}, ${target.company}` : target.title,
    score: answer.score,
    formula: answer.formula,
    matched: answer.matched.map(({ term, places }) => ({
      term: term.label,
      required: term.strength === 'required',
      foundIn: places.map(where),
    })),
    missing: answer.missing.map(({ term, suggestions }) => ({
      term: term.label,
      required: term.strength === 'required',
      couldGoIn: suggestions.map((s) => s.entry ?? (s.addTo ? `skills (${s.addTo})` : s.section)),
    })),
    inResumeButNotReadInPdf: answer.notInPdf.map(({ term, message }) => ({ term: term.label, why: message })),
    yearsOfExperienceRead: answer.yearsRead,
  };
}

export const scoreResumeForJob = defineTool({
  name: 'score_resume_for_job',
  title: 'Score a resume against a job posting',
  description:
    "Scores a resume against a job posting the way an applicant tracking system reads it: the resume is printed to PDF and read back, and the posting's terms (skills, tools, degrees, certifications, years of experience; required or nice to have) are looked for in that text. " +
    'Returns the score (0-100; required terms weigh 2, nice-to-have ones 1), the terms found and where, the terms missing and where they could go, and terms the resume holds that its PDF does not show (a hidden section, a field the template does not print). ' +
    "Either pass `posting` (its full text) and `title` to keep a new job target with the resume (the user sees it in the editor; at most 10 per resume; needs 'resumes:write'), or `targetId` to score against a target already kept (list_job_targets). " +
    'Scores the saved resume: after update_resume, score again to see the change. Only suggest adding terms the user really has. ' +
    "Errors: not_found (no such resume or target), target_limit, invalid_input (an empty or too long posting), pdf_busy (try again after a few seconds). Needs the key's 'resumes:read' permission.",
  scopes: ['resumes:read'],
  input: {
    resumeId: resumeIdArg,
    targetId: z.string().min(1).max(100).optional().describe('A job target kept with the resume (list_job_targets).'),
    title: z.string().min(1).max(200).optional().describe("The job's title, with `posting`."),
    company: z.string().max(200).optional().describe("The employer's name, with `posting` (optional)."),
    posting: z.string().min(1).max(30_000).optional().describe('The full text of the job posting.'),
  },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  async run({ resumeId, targetId, title, company, posting }, { api }) {
    const resumePath = `/api/resumes/${encodeURIComponent(resumeId)}`;
    let target: JobTarget;
    if (posting !== undefined) {
      if (!title) throw new ApiCallError(400, 'invalid_input', 'Pass the job title with the posting.', undefined);
      target = (await api('POST', `${resumePath}/targets`, { title, company: company ?? '', posting }))
        .json as JobTarget;
    } else if (targetId !== undefined) {
      const { targets } = (await api('GET', `${resumePath}/targets`)).json as { targets: JobTarget[] };
      const found = targets.find((t) => t.id === targetId);
      if (!found) throw new ApiCallError(404, 'not_found', TARGETING_MESSAGES.targetNotFound, undefined);
      target = found;
    } else {
      throw new ApiCallError(400, 'invalid_input', 'Pass either `posting` and `title`, or `targetId`.', undefined);
    }
    const { resume } = (await api('GET', resumePath)).json as ResumeRecord;
    const answer = (await api('POST', `${resumePath}/targets/${encodeURIComponent(target.id)}/coverage`, { resume }))
      .json as CoverageAnswer;
    const result = coverageForModel(answer, target);
    const score = result.score === null ? 'no terms found in the posting' : `${result.score}/100`;
    return jsonResult(
      `Score for "${result.job}": ${score}; ${result.matched.length} terms found, ${result.missing.length} missing.`,
      result,
    );
  },
});

export const listJobTargets = defineTool({
  name: 'list_job_targets',
  title: "List a resume's job targets",
  description:
    'The job postings kept with a resume (the editor\'s "Target a job"), each with its id, title, company, language and the terms read from it. Pass a target\'s id to score_resume_for_job. ' +
    "Errors: not_found when no resume of this user has that id. Needs the key's 'resumes:read' permission.",
  scopes: ['resumes:read'],
  input: { resumeId: resumeIdArg },
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run({ resumeId }, { api }) {
    const { targets } = (await api('GET', `/api/resumes/${encodeURIComponent(resumeId)}/targets`)).json as {
      targets: JobTarget[];
    };
    return jsonResult(
      `${targets.length} job targets.`,
      targets.map((t) => ({
        id: t.id,
        title: t.title,
        company: t.company,
        language: t.language,
        fromMaster: t.fromMaster ?? false,
        terms: t.terms.map((term) => ({ term: term.label, required: term.strength === 'required' })),
      })),
    );
  },
});
