import { LIMITS } from '../constants';
import { resumeSchema, type Resume } from '../schema';
import { isObject, withDefaults } from '../restore';
import { describeResume } from '../import-report';
import { fromJsonResume, looksLikeJsonResume, type ImportResult } from './import';

export const FILE_MESSAGES = {
  tooLarge: 'This file is too large to import. Resumes can be at most 5 MB.',
  notJson: 'This file is not valid JSON.',
  unknownFormat: 'This file is not a Resumey or JSON Resume file.',
  invalidResumey: 'This Resumey file is invalid: ',
} as const;

/**
 * A Resumey document: the stored shape, recognised by its meta block plus a profile or template id. JSON Resume
 * also has a meta block and a skills list, but never a profile or meta.templateId, and always basics or sections.
 */
const looksLikeResumey = (v: unknown): boolean =>
  isObject(v) && isObject(v.meta) && !('basics' in v) && (isObject(v.profile) || 'templateId' in v.meta);

/** A Resumey document with missing optional fields filled from defaults, validated with resumeSchema. */
export function importResumey(data: unknown): ImportResult {
  const parsed = resumeSchema.safeParse(withDefaults(data));
  if (parsed.success) {
    const resume = parsed.data as Resume;
    return { ok: true, resume, report: { format: 'resumey', placed: describeResume(resume), kept: [], dropped: [] } };
  }
  const issue = parsed.error.issues[0];
  return { ok: false, error: `${FILE_MESSAGES.invalidResumey}${issue.path.join('.')}: ${issue.message}` };
}

/**
 * Reads an imported file: a Resumey resume (as exported or stored) or a JSON Resume document. Anything else gives
 * a clear message. Never throws. The caller gives the result a new id and timestamps when it stores it.
 */
export function parseResumeFile(text: unknown): ImportResult {
  if (typeof text !== 'string') return { ok: false, error: FILE_MESSAGES.unknownFormat };
  if (text.length > LIMITS.maxResumeBytes) return { ok: false, error: FILE_MESSAGES.tooLarge };
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, error: FILE_MESSAGES.notJson };
  }
  try {
    if (looksLikeResumey(data)) return importResumey(data);
    if (looksLikeJsonResume(data)) return fromJsonResume(data);
  } catch {
    // Only exotic values reach here; they are simply not a resume.
  }
  return { ok: false, error: FILE_MESSAGES.unknownFormat };
}
