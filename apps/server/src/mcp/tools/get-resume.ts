import { z } from 'zod';
import type { ResumeRecord } from '@resumey/resume';
import { defineTool, jsonResult } from '../tool';
import { resumeForModel } from './shapes';

export const resumeIdArg = z.string().min(1).max(100).describe("The resume's id, as list_resumes gives it (a UUID).");

export const getResume = defineTool({
  name: 'get_resume',
  title: 'Read a resume',
  description:
    'Reads one resume in full, as JSON: meta (title, templateId, color, fontFamily, lineSpacing, pageMargins, pageSize, fontSize, sectionOrder, hiddenSections), profile (fullName, headline, email, phone, location, website, linkedin, github, ...), summary, experience[], projects[], education[], skills {core, tools, languages}, certifications[], links[], custom[] and the extra sections. ' +
    'Also gives its `version`: pass it to update_resume. A photo is not included: profile.profileImage shows a placeholder text instead. Bullet text may use **bold**, *italic* and __underline__. ' +
    "Errors: not_found when no resume of this user has that id. Needs the key's 'resumes:read' permission.",
  scopes: ['resumes:read'],
  input: { resumeId: resumeIdArg },
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run({ resumeId }, { api }) {
    const { json } = await api('GET', `/api/resumes/${encodeURIComponent(resumeId)}`);
    const record = json as ResumeRecord;
    return jsonResult(`Resume "${record.resume.meta.title}", version ${record.version}.`, resumeForModel(record));
  },
});
