import { z } from 'zod';
import { DEFAULT_TEMPLATE_ID, PAGE_SIZE_IDS, TEMPLATE_IDS, createResume, type ResumeRecord } from '@resumey/resume';
import { TEMPLATE_DEFINITIONS } from '@resumey/templates/registry';
import { defineTool, jsonResult } from '../tool';
import { resumeLine } from './shapes';

export const createResumeTool = defineTool({
  name: 'create_resume',
  title: 'Create a resume',
  description:
    'Creates a new, empty resume from a template, with an optional title, and returns its id and version (1). Fill it in afterwards with update_resume. ' +
    `A user can have at most 4 resumes: a fifth is refused (resume_limit): ask the user which one to delete in the app. Templates: ${TEMPLATE_DEFINITIONS.map((t) => `${t.id} (${t.name})`).join(', ')}. ` +
    "Needs the key's 'resumes:write' permission.",
  scopes: ['resumes:write'],
  input: {
    templateId: z.enum(TEMPLATE_IDS).optional().describe(`The template's id; ${DEFAULT_TEMPLATE_ID} when left out.`),
    title: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .describe("The resume's name in the user's list (not shown on the resume); 'My New Resume' when left out."),
    pageSize: z.enum(PAGE_SIZE_IDS).optional().describe("Paper: 'a4' (default) or 'letter' (US)."),
  },
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  async run({ templateId, title, pageSize }, { api }) {
    const resume = createResume({
      meta: {
        templateId: templateId ?? DEFAULT_TEMPLATE_ID,
        ...(title ? { title } : {}),
        ...(pageSize ? { pageSize } : {}),
      },
    });
    const { json } = await api('POST', '/api/resumes', { resume });
    const record = json as ResumeRecord;
    return jsonResult(`Created "${record.resume.meta.title}" (${record.resume.id}).`, resumeLine(record));
  },
});
