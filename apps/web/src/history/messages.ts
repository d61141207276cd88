import type { ChangeKind, VersionCause } from '@resumey/resume';

/** The History panel's interface strings, whole sentences (to be wrapped for translation as they are). */
export const HISTORY_MESSAGES = {
  title: 'History',
  intro: 'Earlier versions of this resume, kept by the server. Pick one to see it and what changed since.',
  empty: 'No earlier versions yet.',
  loading: 'Loading versions...',
  failed: 'The versions could not be loaded.',
  versions: 'Versions',
  preview: 'This version',
  changes: 'Changes against the current resume',
  noChanges: 'This version is the same as the current resume.',
  restore: 'Restore this version',
  restoring: 'Restoring...',
  confirm: 'Restore this version? The current resume is kept in the history, so you can go back to it.',
  confirmYes: 'Restore',
  cancel: 'Cancel',
  restoreFailed: 'The version could not be restored.',
  before: 'Before',
  after: 'Now',
  wholeEntry: 'whole entry',
} as const;

/** What made the server keep a version. */
export const CAUSE_LABELS: Record<VersionCause, string> = {
  edit: 'Edits',
  import: 'Import',
  template: 'Template change',
  restore: 'Restore',
  merge: 'Changes from the master resume',
  conflict: 'Before a conflict was resolved',
};

/** How a change is marked in the diff (against the current resume: "added" means added since this version). */
export const CHANGE_LABELS: Record<ChangeKind, string> = {
  added: 'Added since',
  removed: 'Removed since',
  changed: 'Changed',
};

/** The resume's sections by their field name. */
export const SECTION_LABELS: Record<string, string> = {
  meta: 'Settings',
  profile: 'Profile',
  summary: 'Summary',
  experience: 'Experience',
  projects: 'Projects',
  education: 'Education',
  skills: 'Skills',
  certifications: 'Certifications',
  links: 'Links',
  custom: 'Custom sections',
  skillGroups: 'Skill groups',
  volunteer: 'Volunteering',
  awards: 'Awards',
  publications: 'Publications',
  interests: 'Interests',
  references: 'References',
  kept: 'Kept fields',
};
