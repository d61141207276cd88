/** The account deletion's texts (issue #42 item 4), kept together for the interface's catalogue. */
export const DELETE_ACCOUNT_TEXT = {
  title: 'Delete account',
  description:
    'Deletes your resumes, their history and job targets, your shares and their statistics, your API keys and your profile. Your links stop working for good and are never given to anyone else.',
  open: 'Delete account…',
  confirmTitle: 'Delete your account?',
  confirmBody:
    'Everything listed above is deleted at once and cannot be restored, and you are signed out on every device. Download anything you want to keep first.',
  codeIntro: 'Enter a code from your authenticator app or one of your backup codes to confirm.',
  codeLabel: 'Authentication code',
  submit: 'Delete my account',
  cancel: 'Cancel',
  deleting: 'Deleting…',
  failed: 'Your account could not be deleted.',
  deleted: 'Your account has been deleted.',
};
