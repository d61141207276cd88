import { describe, expect, it } from 'vitest';
import {
  errorMessage,
  isLimitError,
  isResourceError,
  MESSAGES,
  retryDelay,
  sampleResume,
  sharedResumeSchema,
  shouldRetry,
  type Resume,
} from '../src';

describe('MESSAGES (SPEC.md section 8 strings, verbatim)', () => {
  it('has the error texts', () => {
    expect(MESSAGES.resumeLimit).toBe('You can only have up to 4 resumes. Please delete one to create a new one.');
    expect(MESSAGES.sharedLimit(4)).toBe(
      'You can only have up to 4 shared resumes. Please delete one to create a new one.',
    );
    expect(MESSAGES.sharedLimit(7)).toContain('up to 7 shared resumes');
    expect(MESSAGES.usernameTaken).toBe('Username already taken or invalid');
    expect(MESSAGES.slugTaken).toBe('URL already taken. Choose a different one.');
    expect(MESSAGES.mustBeAuthenticatedToSave).toBe('User must be authenticated to save resume');
    expect(MESSAGES.profileNotFound).toBe('User profile not found');
    expect(MESSAGES.usernameMismatch).toBe('Username mismatch');
    expect(MESSAGES.userNotAuthenticated).toBe('User not authenticated');
    expect(MESSAGES.saveResumeFailed('boom')).toBe('Failed to save resume: boom');
    expect(MESSAGES.deleteResumeFailed('boom')).toBe('Failed to delete resume: boom');
    expect(MESSAGES.highLoad).toBe(
      'Service temporarily unavailable due to high load. Please try again in a few minutes.',
    );
    expect(MESSAGES.highLoadSync).toBe(
      'Service temporarily unavailable due to high load. Resume sync will be retried later.',
    );
  });
  it('has the toast texts', () => {
    expect(MESSAGES.resumeSharedDescription('ada', 'my-cv')).toBe('Your resume is now accessible at /u/ada/my-cv');
    expect(MESSAGES.messageSentDescription).toBe("Thank you for contacting us. We'll get back to you soon.");
    expect(MESSAGES.sendFailedDescription).toBe(
      'There was an error sending your message. Please try again or contact us directly.',
    );
    expect(MESSAGES.templateNotAvailable('t99')).toBe("The resume template 't99' is not available.");
  });
});

describe('shared-link schema messages (SPEC.md section 5)', () => {
  const firstMessage = (mutate: (r: Resume) => void) => {
    const r = sampleResume();
    mutate(r);
    const result = sharedResumeSchema.safeParse(r);
    return result.success ? undefined : result.error.issues[0].message;
  };
  it.each<[string, (r: Resume) => void]>([
    ['Title is required', (r) => (r.meta.title = '')],
    ['Full name is required', (r) => (r.profile.fullName = '')],
    ['Invalid email', (r) => (r.profile.email = 'not-an-email')],
    ['Invalid URL', (r) => (r.profile.website = 'not a url')],
    ['Job title is required', (r) => (r.experience[0].title = '')],
    ['Company name is required', (r) => (r.experience[0].company = '')],
    ['Project name is required', (r) => (r.projects[0].name = '')],
    ['Invalid URL', (r) => (r.projects[0].url = 'javascript alert')],
    ['School name is required', (r) => (r.education[0].school = '')],
    ['Label is required', (r) => (r.links[0].label = '')],
    ['Invalid URL', (r) => (r.links[0].url = '')],
    ['Section label is required', (r) => (r.custom[0].label = '')],
    ['Line spacing must be between 1.2 and 1.6', (r) => (r.meta.lineSpacing = 2)],
  ])('%s', (message, mutate) => expect(firstMessage(mutate)).toBe(message));

  it('accepts empty optional e-mail, website and project url', () => {
    expect(
      firstMessage((r) => {
        r.profile.email = '';
        r.profile.website = '';
        r.projects[0].url = '';
      }),
    ).toBeUndefined();
  });
  it('refuses a font outside the enumeration', () => {
    expect(firstMessage((r) => ((r.meta as { fontFamily: string }).fontFamily = 'comic-sans'))).toBeDefined();
  });
});

describe('error helpers', () => {
  it.each([
    'insufficient memory',
    'net::ERR_INSUFFICIENT_RESOURCES',
    'Resource exhausted',
    'Service temporarily unavailable due to high load. Please try again in a few minutes.',
  ])('treats %j as a high-load error', (m) => {
    expect(isResourceError(new Error(m))).toBe(true);
    expect(isResourceError(m)).toBe(true);
  });
  it('does not treat other errors as high load', () => {
    expect(isResourceError(new Error('Network error'))).toBe(false);
    expect(isResourceError(undefined)).toBe(false);
  });
  it('detects limit errors', () => {
    expect(isLimitError(new Error(MESSAGES.resumeLimit))).toBe(false); // the text says "up to 4", not "limit"
    expect(isLimitError(new Error('Resume limit reached'))).toBe(true);
    expect(isLimitError({ message: 'Shared LIMIT' })).toBe(true);
    expect(isLimitError('other')).toBe(false);
  });
  it('waits attempt x 1000 ms and stops after 3 attempts', () => {
    expect([1, 2].map(retryDelay)).toEqual([1000, 2000]);
    expect([1, 2, 3].map(shouldRetry)).toEqual([true, true, false]);
    expect(errorMessage({ message: 'x' })).toBe('x');
    expect(errorMessage(42)).toBe('');
  });
});
