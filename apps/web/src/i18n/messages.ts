import { t } from '@lingui/core/macro';
import { LIMITS, type MESSAGES, type MessageKey } from '@resumey/resume';

type Localized = {
  readonly [K in MessageKey]: (typeof MESSAGES)[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};

/**
 * SPEC.md's shared messages (packages/resume MESSAGES, which the server answers with) in the interface's language:
 * the same keys and, in English, the same text (messages.test.ts holds them equal). Read at the moment of use, so
 * a message shown after a language change is in the new language.
 */
export const M: Localized = {
  get fullNameRequired() {
    return t`Full name is required`;
  },
  get titleRequired() {
    return t`Title is required`;
  },
  get sharedInvalidEmail() {
    return t`Invalid email`;
  },
  get invalidUrl() {
    return t`Invalid URL`;
  },
  get jobTitleRequired() {
    return t`Job title is required`;
  },
  get companyRequired() {
    return t`Company name is required`;
  },
  get projectNameRequired() {
    return t`Project name is required`;
  },
  get schoolRequired() {
    return t`School name is required`;
  },
  get labelRequired() {
    return t`Label is required`;
  },
  get sectionLabelRequired() {
    return t`Section label is required`;
  },
  get highLoad() {
    return t`Service temporarily unavailable due to high load. Please try again in a few minutes.`;
  },
  get loadResumeErrorTitle() {
    return t`Unable to Load Resume`;
  },
  get noResumeData() {
    return t`No resume data found. Please check if the link is correct.`;
  },
  get resumeLinkCorrupted() {
    return t`Failed to load resume. The link may be corrupted or invalid.`;
  },
  get shareGone() {
    return t`This resume is no longer shared`;
  },
  get shareGoneDescription() {
    return t`The owner has stopped sharing this resume. Ask them for a current link.`;
  },
  get shareExpired() {
    return t`This link has expired`;
  },
  get shareExpiredDescription() {
    return t`The owner shared this resume for a limited time, and that time is over.`;
  },
  get templateFallbackNote() {
    return t`Note: Original template not available, displaying with Classic template.`;
  },
  get templateNotFoundTitle() {
    return t`Template Not Found`;
  },
  templateNotAvailable: (templateId: string) => t`The resume template ''${templateId}'' is not available.`,
  get previewFailed() {
    return t`Resume preview failed to load`;
  },
  get invalidEmail() {
    return t`Please enter a valid email address`;
  },
  get summaryTooLong() {
    return t`Summary is too long. Keep it under 500 characters for best results.`;
  },
  get summaryTooShort() {
    return t`Summary is too short. Aim for at least 50 characters.`;
  },
  get photoInvalidType() {
    return t`Please select a valid image file (JPEG, PNG, or WebP)`;
  },
  get photoTooLarge() {
    return t`Image size should be less than 5MB`;
  },
  get photoProcessingFailed() {
    return t`Error processing image. Please try again.`;
  },
  get usernameRequired() {
    return t`Username is required`;
  },
  get usernameTooShort() {
    return t`Username must be at least 3 characters`;
  },
  get usernameTooLong() {
    return t`Username must be less than 30 characters`;
  },
  get usernameInvalidCharacters() {
    return t`Username can only contain letters, numbers, and hyphens`;
  },
  get usernameTaken() {
    return t`Username already taken or invalid`;
  },
  get userNotAuthenticated() {
    return t`User not authenticated`;
  },
  get slugTaken() {
    return t`URL already taken. Choose a different one.`;
  },
  get validationErrorTitle() {
    return t`Validation Error`;
  },
  get requiredFieldsMissing() {
    return t`Please fill in all required fields.`;
  },
  saveResumeFailed: (message: string) => t`Failed to save resume: ${message}`,
  get saveResumeDataFailed() {
    return t`Failed to save resume data`;
  },
  deleteResumeFailed: (message: string) => t`Failed to delete resume: ${message}`,
  get deleteResumeDataFailed() {
    return t`Failed to delete resume data`;
  },
  get mustBeAuthenticatedToSave() {
    return t`User must be authenticated to save resume`;
  },
  get profileNotFound() {
    return t`User profile not found`;
  },
  get usernameMismatch() {
    return t`Username mismatch`;
  },
  get resumeLimit() {
    const max = LIMITS.maxResumes;
    return t`You can only have up to ${max} resumes. Please delete one to create a new one.`;
  },
  get highLoadSync() {
    return t`Service temporarily unavailable due to high load. Resume sync will be retried later.`;
  },
  get getSessionFailed() {
    return t`Failed to get session`;
  },
  get offlineCopy() {
    return t`You're offline: showing the copy saved on this device. Your changes are kept here and sync by themselves when the connection is back.`;
  },
  get signInWithGoogleFailed() {
    return t`Failed to sign in with Google`;
  },
  get signOutFailed() {
    return t`Failed to sign out`;
  },
  get invalidJwtSignature() {
    return t`Invalid JWT signature`;
  },
  get cannotCreateResume() {
    return t`Cannot create resume`;
  },
  get cannotDuplicateResume() {
    return t`Cannot duplicate resume`;
  },
  get containerNotFound() {
    return t`Container not found`;
  },
  get previewElementNotFound() {
    return t`Resume preview element not found`;
  },
  get canvasBlobFailed() {
    return t`Failed to create blob from canvas`;
  },
  get signInRateLimited() {
    return t`Too many sign-in attempts. Please wait a minute and try again.`;
  },
  get twoFactorRateLimited() {
    return t`Too many verification attempts. Please wait a minute and try again.`;
  },
  get pdfRateLimited() {
    return t`Too many PDF downloads. Please wait a minute and try again.`;
  },
  get availabilityRateLimited() {
    return t`Too many checks. Please wait a minute and try again.`;
  },
  get accountDataRateLimited() {
    return t`Too many exports and imports. Please wait a few minutes and try again.`;
  },
  get sharedLimitTitle() {
    return t`Shared resume limit reached`;
  },
  sharedLimit: (limit: number = LIMITS.maxSharedResumes) =>
    t`You can only have up to ${limit} shared resumes. Please delete one to create a new one.`,
  get saveFailedTitle() {
    return t`Failed to save`;
  },
  get saveFailedDescription() {
    return t`Please try again.`;
  },
  get sendFailedTitle() {
    return t`Failed to Send`;
  },
  get sendFailedDescription() {
    return t`There was an error sending your message. Please try again or contact us directly.`;
  },
  get usernameSetTitle() {
    return t`Username set!`;
  },
  get resumeSharedTitle() {
    return t`Resume saved!`;
  },
  resumeSharedDescription: (username: string, slug: string) =>
    t`Your resume is now accessible at /u/${username}/${slug}`,
  get usernameSetSuccessTitle() {
    return t`Username set successfully!`;
  },
  get usernameSetSuccessDescription() {
    return t`You can now create custom URLs for your resumes.`;
  },
  get messageSentTitle() {
    return t`Message Sent!`;
  },
  get messageSentDescription() {
    return t`Thank you for contacting us. We'll get back to you soon.`;
  },
  get autoSaved() {
    return t`Auto-saved`;
  },
  get saved() {
    return t`Saved!`;
  },
  get resumeLimitTitle() {
    return t`Resume Limit Reached`;
  },
  get sharedResumeLimitTitle() {
    return t`Shared Resume Limit Reached`;
  },
  get resumeNotFoundTitle() {
    return t`Resume not found`;
  },
  get resumeNotFoundDescription() {
    return t`The resume you're looking for doesn't exist or has been deleted.`;
  },
  get authErrorTitle() {
    return t`Authentication Error`;
  },
  get authTimeoutTitle() {
    return t`Authentication Timeout`;
  },
  get authTimeoutDescription() {
    return t`The authentication process took too long. Please try again.`;
  },
  get notFoundTitle() {
    return t`Oops! Page not found`;
  },
  get serviceUnavailableTitle() {
    return t`Service Temporarily Unavailable`;
  },
  get somethingWentWrong() {
    return t`Something went wrong`;
  },
  get startupFailedDescription() {
    return t`Please refresh the page or try again later.`;
  },
};
