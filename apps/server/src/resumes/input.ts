import { LIMITS, type Resume } from '@resumey/resume';
import { ApiError } from '../http/errors';
import { withCleanPhoto } from '../images/clean-photo';

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

/**
 * A resume as it may be stored: within the size limits, its photo decoded and re-encoded by the server
 * (images/clean-photo.ts), so stored photos are always clean. Gives the resume to store and its JSON.
 */
export async function storableResume(resume: Resume): Promise<{ resume: Resume; json: string }> {
  const json = checkResumeSize(resume);
  const clean = await withCleanPhoto(resume);
  return clean === resume ? { resume, json } : { resume: clean, json: JSON.stringify(clean) };
}
