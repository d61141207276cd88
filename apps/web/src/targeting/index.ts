/** Job targeting in the editor (issue #40): the "Target a job" panel and a tailored copy's link to its master. */
export { TargetingPanel } from './TargetingPanel';
export { TailoredNotice } from './TailoredCopy';
export type { EditedResume } from './edited-resume';
