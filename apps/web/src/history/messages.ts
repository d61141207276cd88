import { t } from '@lingui/core/macro';
import type { ChangeKind, VersionCause } from '@resumey/resume';

/** The History panel's interface strings, whole sentences, each read in the interface's language when used. */
export const HISTORY_MESSAGES = {
  get title() {
    return t`History`;
  },
  get intro() {
    return t`Earlier versions of this resume, kept by the server. Pick one to see it and what changed since.`;
  },
  get empty() {
    return t`No earlier versions yet.`;
  },
  get loading() {
    return t`Loading versions...`;
  },
  get failed() {
    return t`The versions could not be loaded.`;
  },
  get versions() {
    return t`Versions`;
  },
  get preview() {
    return t`This version`;
  },
  get changes() {
    return t`Changes against the current resume`;
  },
  get noChanges() {
    return t`This version is the same as the current resume.`;
  },
  get restore() {
    return t`Restore this version`;
  },
  get restoring() {
    return t`Restoring...`;
  },
  get confirm() {
    return t`Restore this version? The current resume is kept in the history, so you can go back to it.`;
  },
  get confirmYes() {
    return t`Restore`;
  },
  get cancel() {
    return t`Cancel`;
  },
  get restoreFailed() {
    return t`The version could not be restored.`;
  },
  get before() {
    return t`Before`;
  },
  get after() {
    return t`Now`;
  },
  get wholeEntry() {
    return t`whole entry`;
  },
};

/** What made the server keep a version. */
export function causeLabel(cause: VersionCause): string {
  switch (cause) {
    case 'edit':
      return t`Edits`;
    case 'import':
      return t`Import`;
    case 'template':
      return t`Template change`;
    case 'restore':
      return t`Restore`;
    case 'merge':
      return t`Changes from the master resume`;
    case 'conflict':
      return t`Before a conflict was resolved`;
  }
}

/** How a change is marked in the diff (against the current resume: "added" means added since this version). */
export function changeLabel(kind: ChangeKind): string {
  switch (kind) {
    case 'added':
      return t`Added since`;
    case 'removed':
      return t`Removed since`;
    case 'changed':
      return t`Changed`;
  }
}

/** The resume's sections by their field name (undefined for a name not known here). */
export function sectionLabel(section: string): string | undefined {
  switch (section) {
    case 'meta':
      return t`Settings`;
    case 'profile':
      return t`Profile`;
    case 'summary':
      return t`Summary`;
    case 'experience':
      return t`Experience`;
    case 'projects':
      return t`Projects`;
    case 'education':
      return t`Education`;
    case 'skills':
      return t`Skills`;
    case 'certifications':
      return t`Certifications`;
    case 'links':
      return t`Links`;
    case 'custom':
      return t`Custom sections`;
    case 'skillGroups':
      return t`Skill groups`;
    case 'volunteer':
      return t`Volunteering`;
    case 'awards':
      return t`Awards`;
    case 'publications':
      return t`Publications`;
    case 'interests':
      return t`Interests`;
    case 'references':
      return t`References`;
    case 'kept':
      return t`Kept fields`;
  }
  return undefined;
}
