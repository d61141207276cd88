import { t } from '@lingui/core/macro';

/**
 * The panel's interface strings, whole sentences, in the interface's language: getters, so each is read when
 * shown (never frozen at import).
 */
export const PANEL_MESSAGES = {
  get title() {
    return t`Target a job`;
  },
  get intro() {
    return t`Paste a job posting to see which of its terms an applicant tracking system finds in your PDF. The posting stays private: it is kept with this resume and sent nowhere else.`;
  },
  get jobTitle() {
    return t`Job title`;
  },
  get company() {
    return t`Company`;
  },
  get posting() {
    return t`Job posting`;
  },
  get add() {
    return t`Add posting`;
  },
  get adding() {
    return t`Adding...`;
  },
  get newTarget() {
    return t`New posting`;
  },
  get delete() {
    return t`Delete posting`;
  },
  get score() {
    return t`ATS match`;
  },
  get reading() {
    return t`Reading your PDF...`;
  },
  get matched() {
    return t`Found in your PDF`;
  },
  get missing() {
    return t`Missing`;
  },
  get notInPdf() {
    return t`In the editor, not in the PDF`;
  },
  get noneMissing() {
    return t`Every term of the posting is in your PDF.`;
  },
  get addToSkills() {
    return t`Add to skills`;
  },
  wouldCount: (places: string) => t`Would count in: ${places}`,
  get tailor() {
    return t`Tailor for this job`;
  },
  get tailoring() {
    return t`Making a copy...`;
  },
  get tailorHint() {
    return t`Makes a copy of this resume for this job, linked to it: later changes here are offered to the copy.`;
  },
  get required() {
    return t`required`;
  },
  get preferred() {
    return t`nice to have`;
  },
  get scoreFailed() {
    return t`The score could not be updated. It will try again when you next pause.`;
  },
  missingCount: (count: number) => t`Missing (${count})`,
  notInPdfCount: (count: number) => t`In the editor, not in the PDF (${count})`,
  matchedCount: (count: number) => t`Found in your PDF (${count})`,
};
