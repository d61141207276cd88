import { t } from '@lingui/core/macro';

/**
 * The account deletion's texts (issue #42 item 4), kept together for the interface's catalogue; each read at the
 * moment of use, so it is in the interface's current language.
 */
export const DELETE_ACCOUNT_TEXT = {
  get title() {
    return t`Delete account`;
  },
  get description() {
    return t`Deletes your resumes, their history and job targets, your shares and their statistics, your API keys and your profile. Your links stop working for good and are never given to anyone else.`;
  },
  get open() {
    return t`Delete account…`;
  },
  get confirmTitle() {
    return t`Delete your account?`;
  },
  get confirmBody() {
    return t`Everything listed above is deleted at once and cannot be restored, and you are signed out on every device. Download anything you want to keep first.`;
  },
  get codeIntro() {
    return t`Enter a code from your authenticator app or one of your backup codes to confirm.`;
  },
  get codeLabel() {
    return t`Authentication code`;
  },
  get submit() {
    return t`Delete my account`;
  },
  get cancel() {
    return t`Cancel`;
  },
  get deleting() {
    return t`Deleting…`;
  },
  get failed() {
    return t`Your account could not be deleted.`;
  },
  get deleted() {
    return t`Your account has been deleted.`;
  },
};
