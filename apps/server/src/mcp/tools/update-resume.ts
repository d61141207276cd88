import { z } from 'zod';
import jsonPatch, { type Operation } from 'fast-json-patch';
import type { Resume, ResumeRecord } from '@resumey/resume';
import { ApiCallError, defineTool, jsonResult } from '../tool';
import { resumeIdArg } from './get-resume';
import { PHOTO_OMITTED, resumeLine } from './shapes';

const operation = z
  .object({
    op: z.enum(['add', 'remove', 'replace', 'move', 'copy', 'test']),
    path: z
      .string()
      .max(500)
      .describe("A JSON Pointer into the resume, e.g. '/profile/headline' or '/experience/0/bullets/-'."),
    from: z.string().max(500).optional().describe("For 'move' and 'copy': where the value comes from."),
    value: z.unknown().optional().describe("For 'add', 'replace' and 'test': the value."),
  })
  .describe('One RFC 6902 operation.');

/** Why a patch could not be applied, in words a model can act on. */
function patchProblem(err: unknown): string {
  const e = err as { name?: string; message?: string; operation?: { op?: string; path?: string } };
  const where = e.operation ? ` (${e.operation.op} ${e.operation.path})` : '';
  if (e.name === 'TEST_OPERATION_FAILED')
    return `A 'test' operation failed${where}: the resume holds another value there.`;
  return `The patch cannot be applied${where}: ${String(e.message ?? err).split('\n')[0]}`;
}

export const updateResume = defineTool({
  name: 'update_resume',
  title: 'Change a resume',
  description:
    'Changes a resume with a JSON Patch (RFC 6902: add, remove, replace, move, copy, test) applied to the resume as get_resume shows it, and saves it as the editor does. ' +
    '`version` must be the version you read: if the resume changed since (in the editor or elsewhere), nothing is saved and the tool reports a version conflict with the current version; read it again with get_resume and redo the change. ' +
    'The result is checked against the resume schema and refused whole if any part is invalid (e.g. lineSpacing must be 1.2 to 1.6, dates are YYYY-MM, color is #rrggbb); nothing is saved then. ' +
    'Examples: [{"op":"replace","path":"/profile/headline","value":"Staff Engineer"}], [{"op":"add","path":"/skills/core/-","value":"Rust"}], [{"op":"remove","path":"/experience/2"}]. ' +
    "A new list item needs every field of its kind (copy one from get_resume and change it) and a new unique id. The id, createdAt and updatedAt are kept by the server. The photo shows as a placeholder text: leave it (or send the placeholder back) to keep the photo, '' removes it; a new photo cannot be set here. Returns the new version. Needs the key's 'resumes:read' and 'resumes:write' permissions.",
  scopes: ['resumes:read', 'resumes:write'],
  input: {
    resumeId: resumeIdArg,
    version: z.number().int().min(1).describe('The version of the resume the patch is based on (from get_resume).'),
    patch: z.array(operation).min(1).max(500).describe('The operations, applied in order, all or none.'),
  },
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  async run({ resumeId, version, patch }, { api }) {
    const path = `/api/resumes/${encodeURIComponent(resumeId)}`;
    const current = (await api('GET', path)).json as ResumeRecord;
    if (current.version !== version) {
      throw new ApiCallError(409, 'version_conflict', 'This resume was changed somewhere else since you read it.', {
        current,
      });
    }
    // The patch sees the resume as get_resume showed it (photo placeholder included), so a 'test' of it passes;
    // the real photo is put back unless the patch changed that field.
    const photo = current.resume.profile.profileImage;
    const shown: Resume = photo
      ? { ...current.resume, profile: { ...current.resume.profile, profileImage: PHOTO_OMITTED } }
      : current.resume;
    let next: Resume;
    try {
      next = jsonPatch.applyPatch(jsonPatch.deepClone(shown) as Resume, patch as Operation[], true, false).newDocument;
    } catch (err) {
      throw new ApiCallError(400, 'invalid_patch', patchProblem(err), undefined);
    }
    if (photo && next.profile?.profileImage === PHOTO_OMITTED)
      next = { ...next, profile: { ...next.profile, profileImage: photo } };
    const saved = (await api('PUT', path, { resume: next, version })).json as ResumeRecord;
    return jsonResult(`Saved "${saved.resume.meta.title}": version ${saved.version}.`, resumeLine(saved));
  },
});
