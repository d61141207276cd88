import { LIMITS } from './constants';

/**
 * SPEC.md section 5's shared-link schema messages. An object of their own (spread into MESSAGES) so the public
 * page's link decoder carries these, not every message of the app (bundlers keep or drop a whole object).
 */
export const SHARED_LINK_MESSAGES = {
  fullNameRequired: 'Full name is required',
  titleRequired: 'Title is required',
  sharedInvalidEmail: 'Invalid email',
  invalidUrl: 'Invalid URL',
  jobTitleRequired: 'Job title is required',
  companyRequired: 'Company name is required',
  projectNameRequired: 'Project name is required',
  schoolRequired: 'School name is required',
  labelRequired: 'Label is required',
  sectionLabelRequired: 'Section label is required',
} as const;

/** What the public resume page says (sections 2 and 8); its own object for the same reason. */
export const PUBLIC_VIEW_MESSAGES = {
  highLoad: 'Service temporarily unavailable due to high load. Please try again in a few minutes.',
  loadResumeErrorTitle: 'Unable to Load Resume',
  noResumeData: 'No resume data found. Please check if the link is correct.',
  resumeLinkCorrupted: 'Failed to load resume. The link may be corrupted or invalid.',
  // Public shares that no longer show a resume (issue #18): the address stays with its owner, so it says so (410).
  shareGone: 'This resume is no longer shared',
  shareGoneDescription: 'The owner has stopped sharing this resume. Ask them for a current link.',
  shareExpired: 'This link has expired',
  shareExpiredDescription: 'The owner shared this resume for a limited time, and that time is over.',
  templateFallbackNote: 'Note: Original template not available, displaying with Classic template.',
  templateNotFoundTitle: 'Template Not Found',
  templateNotAvailable: (templateId: string) => `The resume template '${templateId}' is not available.`,
  previewFailed: 'Resume preview failed to load',
} as const;

/**
 * Every user-facing message of SPEC.md sections 5 and 8 (and the shared screens of section 2), written once so
 * the web app and the server show identical text. SPEC.md strings are a contract: do not reword them.
 */
export const MESSAGES = {
  // Validation (section 5)
  invalidEmail: 'Please enter a valid email address',
  summaryTooLong: 'Summary is too long. Keep it under 500 characters for best results.',
  summaryTooShort: 'Summary is too short. Aim for at least 50 characters.',
  photoInvalidType: 'Please select a valid image file (JPEG, PNG, or WebP)',
  photoTooLarge: 'Image size should be less than 5MB',
  photoProcessingFailed: 'Error processing image. Please try again.',
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be less than 30 characters',
  usernameInvalidCharacters: 'Username can only contain letters, numbers, and hyphens',
  usernameTaken: 'Username already taken or invalid',
  userNotAuthenticated: 'User not authenticated',
  slugTaken: 'URL already taken. Choose a different one.',
  validationErrorTitle: 'Validation Error',
  requiredFieldsMissing: 'Please fill in all required fields.',

  ...SHARED_LINK_MESSAGES,

  // Errors (section 8)
  saveResumeFailed: (message: string) => `Failed to save resume: ${message}`,
  saveResumeDataFailed: 'Failed to save resume data',
  deleteResumeFailed: (message: string) => `Failed to delete resume: ${message}`,
  deleteResumeDataFailed: 'Failed to delete resume data',
  mustBeAuthenticatedToSave: 'User must be authenticated to save resume',
  profileNotFound: 'User profile not found',
  usernameMismatch: 'Username mismatch',
  resumeLimit: `You can only have up to ${LIMITS.maxResumes} resumes. Please delete one to create a new one.`,
  highLoadSync: 'Service temporarily unavailable due to high load. Resume sync will be retried later.',
  getSessionFailed: 'Failed to get session',
  /** Issue 15: the session check cannot reach the server; the page shows the device's copy. */
  offlineCopy:
    "You're offline: showing the copy saved on this device. Your changes are kept here and sync by themselves when the connection is back.",
  signInWithGoogleFailed: 'Failed to sign in with Google',
  signOutFailed: 'Failed to sign out',
  invalidJwtSignature: 'Invalid JWT signature',
  cannotCreateResume: 'Cannot create resume',
  cannotDuplicateResume: 'Cannot duplicate resume',
  containerNotFound: 'Container not found',
  previewElementNotFound: 'Resume preview element not found',
  canvasBlobFailed: 'Failed to create blob from canvas',
  // The server's refusals of too many requests from one address that the app shows (429).
  signInRateLimited: 'Too many sign-in attempts. Please wait a minute and try again.',
  twoFactorRateLimited: 'Too many verification attempts. Please wait a minute and try again.',
  pdfRateLimited: 'Too many PDF downloads. Please wait a minute and try again.',
  availabilityRateLimited: 'Too many checks. Please wait a minute and try again.',
  accountDataRateLimited: 'Too many exports and imports. Please wait a few minutes and try again.',

  // Toasts (section 8)
  sharedLimitTitle: 'Shared resume limit reached',
  sharedLimit: (limit: number = LIMITS.maxSharedResumes) =>
    `You can only have up to ${limit} shared resumes. Please delete one to create a new one.`,
  saveFailedTitle: 'Failed to save',
  saveFailedDescription: 'Please try again.',
  sendFailedTitle: 'Failed to Send',
  sendFailedDescription: 'There was an error sending your message. Please try again or contact us directly.',
  usernameSetTitle: 'Username set!',
  resumeSharedTitle: 'Resume saved!',
  resumeSharedDescription: (username: string, slug: string) =>
    `Your resume is now accessible at /u/${username}/${slug}`,
  usernameSetSuccessTitle: 'Username set successfully!',
  usernameSetSuccessDescription: 'You can now create custom URLs for your resumes.',
  messageSentTitle: 'Message Sent!',
  messageSentDescription: "Thank you for contacting us. We'll get back to you soon.",
  autoSaved: 'Auto-saved',
  saved: 'Saved!',

  // Dialogs and screens (section 2 and 8)
  ...PUBLIC_VIEW_MESSAGES,
  resumeLimitTitle: 'Resume Limit Reached',
  sharedResumeLimitTitle: 'Shared Resume Limit Reached',
  resumeNotFoundTitle: 'Resume not found',
  resumeNotFoundDescription: "The resume you're looking for doesn't exist or has been deleted.",
  authErrorTitle: 'Authentication Error',
  authTimeoutTitle: 'Authentication Timeout',
  authTimeoutDescription: 'The authentication process took too long. Please try again.',
  notFoundTitle: 'Oops! Page not found',
  serviceUnavailableTitle: 'Service Temporarily Unavailable',
  somethingWentWrong: 'Something went wrong',
  startupFailedDescription: 'Please refresh the page or try again later.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
