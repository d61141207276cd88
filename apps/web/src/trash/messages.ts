import { LIMITS } from '@resumey/resume';

const dayRule = new Intl.PluralRules('en-US');

/**
 * Every sentence of the trash (issue #42), whole, for the translation catalogues to come. SPEC.md's delete
 * confirmation ends 'This action cannot be undone.', no longer true of Delete: its question is kept and the second
 * sentence now says where the resume goes; the SPEC sentence stays with Delete forever, which cannot be undone.
 */
export const TRASH_TEXT = {
  deleteTitle: 'Delete Resume',
  deleteDescription: `Are you sure you want to delete this resume? You can restore it from the trash for ${LIMITS.trashDays} days.`,
  deleteConfirm: 'Delete',
  trashTitle: 'Trash',
  trashHint: `Deleted resumes stay here for ${LIMITS.trashDays} days, then they are deleted for good. A restored resume comes back without its custom URLs until you share it again.`,
  /** Whole days left before the purge (at least 1: the last day counts as one). */
  daysLeft: (days: number) => (dayRule.select(days) === 'one' ? `${days} day left` : `${days} days left`),
  deletedOn: (date: string) => `Deleted ${date}`,
  restore: 'Restore',
  restoreLabel: (title: string) => `Restore ${title}`,
  deleteForever: 'Delete forever',
  deleteForeverLabel: (title: string) => `Delete ${title} forever`,
  deleteForeverTitle: 'Delete Forever',
  deleteForeverDescription: 'Are you sure you want to delete this resume forever? This action cannot be undone.',
  restored: 'Resume restored',
  restoreFailed: 'Cannot restore resume',
  deleteForeverFailed: 'Cannot delete resume',
  loadFailed: 'The trash could not be loaded.',
  untitled: 'Untitled',
} as const;
