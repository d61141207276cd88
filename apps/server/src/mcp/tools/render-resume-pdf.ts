import type { ResumeRecord } from '@resumey/resume';
import { defineTool } from '../tool';
import { resumeIdArg } from './get-resume';

export const renderResumePdf = defineTool({
  name: 'render_resume_pdf',
  title: "Print a resume's PDF",
  description:
    'Prints a resume as the user would download it (its template, colours, fonts and paper size) and returns the PDF as an embedded resource (application/pdf, base64). ' +
    "Takes a few seconds. Errors: not_found; rate_limited (PDFs per minute) and pdf_busy (try again after the seconds given). Needs the key's 'resumes:read' permission.",
  scopes: ['resumes:read'],
  input: { resumeId: resumeIdArg },
  annotations: { readOnlyHint: true, openWorldHint: false },
  async run({ resumeId }, { api, publicUrl }) {
    const path = `/api/resumes/${encodeURIComponent(resumeId)}`;
    const pdf = await api('GET', `${path}/pdf`);
    const record = (await api('GET', path)).json as ResumeRecord;
    const name = /filename="([^"]*)"/.exec(pdf.headers.get('content-disposition') ?? '')?.[1] ?? 'Resume.pdf';
    return {
      content: [
        { type: 'text', text: `${name}: ${pdf.bytes!.length} bytes, version ${record.version}.` },
        {
          type: 'resource',
          resource: {
            uri: `${publicUrl.replace(/\/+$/, '')}${path}/pdf`,
            mimeType: 'application/pdf',
            blob: Buffer.from(pdf.bytes!).toString('base64'),
          },
        },
      ],
    };
  },
});
