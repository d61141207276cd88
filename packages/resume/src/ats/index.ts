// The project's ATS check: a resume parser of the kind applicant tracking systems use, on a PDF's text lines.
export type * from './types';
export { parseResumeLines } from './parse';
export { scoreAtsRead, ratio, type AtsScore, type AtsMiss, type AtsFieldGroup } from './score';
export { normalise as normaliseAtsText } from './text';
