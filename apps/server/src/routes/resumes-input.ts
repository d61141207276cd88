import { z } from 'zod';
import { LIMITS, TEMPLATES, resumeSchema, type Resume } from '@resumey/resume';
import { ApiError } from '../http/errors';

/** Request bodies of the resume API, built on the shared schemas of @resumey/resume. */

const templateIds = TEMPLATES.map((t) => t.id) as [string, ...string[]];

/** POST /api/resumes: a new resume from a template, or a whole resume (sample, duplicate, import, migration). */
export const createBody = z.union([
  z.object({ templateId: z.enum(templateIds, 'Unknown template') }).strict(),
  z.object({ resume: resumeSchema }),
]);

export const updateBody = z.object({
  resume: resumeSchema,
  version: z.number('version must be a number').int().min(1),
});

export const renameBody = z.object({
  title: z
    .string('title must be a string')
    .transform((t) => t.trim())
    .pipe(z.string().min(1, 'Resume name cannot be empty').max(200, 'Resume name must be at most 200 characters')),
});

/** Bytes of a base64 data URL's payload once decoded. */
function dataUrlBytes(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  const b64 = comma >= 0 ? dataUrl.slice(comma + 1) : dataUrl;
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - padding;
}

/**
 * Size limits of SPEC.md section 9 / DESIGN.md decision 14: a photo over 2 MB is a 400, a resume over 5 MB a 413.
 * The request body itself is already capped at 6 MB by the app. Gives the resume's JSON it measured, for storing.
 */
export function checkResumeSize(resume: Resume): string {
  const photo = resume.profile.profileImage;
  if (photo && dataUrlBytes(photo) > LIMITS.maxImageBytes) {
    throw new ApiError(400, 'image_too_large', 'Image size should be less than 2MB');
  }
  const json = JSON.stringify(resume);
  if (Buffer.byteLength(json) > LIMITS.maxResumeBytes) {
    throw new ApiError(413, 'resume_too_large', 'The resume is larger than 5 MB. Remove some content and try again.');
  }
  return json;
}
