import { plural, t } from '@lingui/core/macro';
import { LIMITS } from '@resumey/resume';

const trashDays = LIMITS.trashDays;

/**
 * Every sentence of the trash (issue #42), whole, each read in the interface's language when used. SPEC.md's delete
 * confirmation ends 'This action cannot be undone.', no longer true of Delete: its question is kept and the second
 * sentence now says where the resume goes; the SPEC sentence stays with Delete forever, which cannot be undone.
 */
export const TRASH_TEXT = {
  get deleteTitle() {
    return t`Delete Resume`;
  },
  get deleteDescription() {
    return t`Are you sure you want to delete this resume? You can restore it from the trash for ${trashDays} days.`;
  },
  /** The same confirmation for a resume with a cover letter, which goes with it (issue #41 item 6). */
  get deleteWithLetterDescription() {
    return t`Are you sure you want to delete this resume and its cover letter? You can restore both from the trash for ${trashDays} days.`;
  },
  get deleteConfirm() {
    return t`Delete`;
  },
  get trashTitle() {
    return t`Trash`;
  },
  get trashHint() {
    return t`Deleted resumes stay here for ${trashDays} days, then they are deleted for good. A restored resume comes back without its custom URLs until you share it again.`;
  },
  /** Whole days left before the purge (at least 1: the last day counts as one). */
  daysLeft: (days: number) => t`${plural(days, { one: '# day left', other: '# days left' })}`,
  deletedOn: (date: string) => t`Deleted ${date}`,
  get restore() {
    return t`Restore`;
  },
  restoreLabel: (title: string) => t`Restore ${title}`,
  get deleteForever() {
    return t`Delete forever`;
  },
  deleteForeverLabel: (title: string) => t`Delete ${title} forever`,
  get deleteForeverTitle() {
    return t`Delete Forever`;
  },
  get deleteForeverDescription() {
    return t`Are you sure you want to delete this resume forever? This action cannot be undone.`;
  },
  get deleteForeverWithLetterDescription() {
    return t`Are you sure you want to delete this resume and its cover letter forever? This action cannot be undone.`;
  },
  get restored() {
    return t`Resume restored`;
  },
  get restoreFailed() {
    return t`Cannot restore resume`;
  },
  get deleteForeverFailed() {
    return t`Cannot delete resume`;
  },
  get loadFailed() {
    return t`The trash could not be loaded.`;
  },
  get untitled() {
    return t`Untitled`;
  },
};
