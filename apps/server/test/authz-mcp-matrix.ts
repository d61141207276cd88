import type { Ids } from './authz-calls';

/**
 * Every MCP tool (apps/server/src/mcp/tools), called with Mallory's key and Alice's ids (issue #43): each one is
 * refused, or answers with Mallory's own data, and nothing of Alice's changes or shows. A tool without an entry fails
 * authz.test.ts.
 */
export const MCP_MATRIX: Record<string, ((ids: Ids) => Record<string, unknown>)[]> = {
  list_resumes: [() => ({})],
  get_resume: [(i) => ({ resumeId: i.resumeId }), (i) => ({ resumeId: i.sharedResumeId })],
  create_resume: [() => ({ title: 'Mallory via MCP' })],
  update_resume: [
    (i) => ({ resumeId: i.resumeId, version: 1, patch: [{ op: 'replace', path: '/summary', value: 'Mine now' }] }),
    (i) => ({ resumeId: i.sharedResumeId, version: 1, patch: [{ op: 'remove', path: '/experience/0' }] }),
  ],
  render_resume_pdf: [(i) => ({ resumeId: i.resumeId })],
  score_resume_for_job: [
    (i) => ({ resumeId: i.resumeId, targetId: i.targetId }),
    (i) => ({ resumeId: i.resumeId, title: 'Spy', posting: 'Python and Go' }),
    (i) => ({ resumeId: i.malloryResumeId, targetId: i.targetId }),
  ],
  list_job_targets: [(i) => ({ resumeId: i.resumeId }), (i) => ({ resumeId: i.tailoredId })],
  list_shares: [() => ({})],
  create_share: [
    (i) => ({ resumeId: i.sharedResumeId, slug: 'stolen' }),
    (i) => ({ resumeId: i.malloryResumeId, slug: 'mallory-mcp', shortSlug: i.slug }),
  ],
  get_share_views: [(i) => ({ shareId: i.shareId })],
};
