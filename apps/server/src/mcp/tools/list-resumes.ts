import type { ResumeRecord } from '@resumey/resume';
import { defineTool, jsonResult } from '../tool';
import { resumeLine } from './shapes';

export const listResumes = defineTool({
  name: 'list_resumes',
  title: 'List resumes',
  description:
    "Lists the user's resumes (at most 4), most recently updated first: id, title, the person's name, template, version, last update and custom URL slugs. Use an id with get_resume, update_resume or render_resume_pdf. Needs the key's 'resumes:read' permission.",
  scopes: ['resumes:read'],
  input: {},
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run(_args, { api }) {
    const { json } = await api('GET', '/api/resumes');
    const resumes = (json as { resumes: ResumeRecord[] }).resumes.map(resumeLine);
    return jsonResult(`${resumes.length} resume(s).`, { resumes });
  },
});
