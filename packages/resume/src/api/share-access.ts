// No zod here: the public view's password form imports these, and a module that builds schemas at its top level
// brings zod along with anything imported from it (the 100 KB budget of the public view, DESIGN.md section 5).

/** Limits of a share's optional password (issue #18 item 6). */
export const SHARE_PASSWORD = { min: 4, max: 128 } as const;

/** What the owner's share settings and a protected share's visitors are told (issue #18 item 6). */
export const SHARE_ACCESS_MESSAGES = {
  passwordRequired: 'This resume is protected by a password',
  passwordRequiredDescription: 'Enter the password the owner gave you to view this resume.',
  passwordWrong: 'Wrong password. Please try again.',
  passwordMissing: 'Enter the password',
  passwordTooShort: `Password must be at least ${SHARE_PASSWORD.min} characters`,
  passwordTooLong: `Password must be at most ${SHARE_PASSWORD.max} characters`,
  expiryInvalid: 'Expiry must be a date and time with a time zone (ISO 8601)',
  expiryPast: 'Choose an expiry date in the future',
  nothingToChange: 'Send at least one of published, password, expiresAt or searchable',
  shareNotFound: 'Shared resume not found',
} as const;
