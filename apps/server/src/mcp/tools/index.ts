import type { McpTool } from '../tool';
import { createResumeTool } from './create-resume';
import { createShare } from './create-share';
import { getResume } from './get-resume';
import { getShareViews } from './get-share-views';
import { listResumes } from './list-resumes';
import { listShares } from './list-shares';
import { renderResumePdf } from './render-resume-pdf';
import { listJobTargets, scoreResumeForJob } from './score-resume-for-job';
import { updateResume } from './update-resume';

/** The MCP server's tools, in the order clients list them. A new tool: a file in this folder and a line here. */
export const MCP_TOOLS: readonly McpTool[] = [
  listResumes,
  getResume,
  createResumeTool,
  updateResume,
  renderResumePdf,
  scoreResumeForJob,
  listJobTargets,
  listShares,
  createShare,
  getShareViews,
];
