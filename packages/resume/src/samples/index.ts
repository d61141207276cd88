import type { Resume } from '../schema';
import { academicSample, designerSample } from './roles-creative';
import { managerSample, salesSample } from './roles-business';
import { corporateSample, executiveSample } from './roles-leadership';

export { sampleResume } from './developer';
export { blankResume } from './blank';
export { samplePhotoDataUrl } from './photo';
export { longResume } from './long';
export { completeResume } from './complete';

export const SAMPLE_ROLES = ['designer', 'manager', 'academic', 'sales', 'executive', 'corporate'] as const;
export type SampleRole = (typeof SAMPLE_ROLES)[number];

/** Preview samples by role (SPEC.md section 3): distinct people, each call returns a fresh resume with new ids. */
export const roleSamples: Record<SampleRole, () => Resume> = {
  designer: designerSample,
  manager: managerSample,
  academic: academicSample,
  sales: salesSample,
  executive: executiveSample,
  corporate: corporateSample,
};
