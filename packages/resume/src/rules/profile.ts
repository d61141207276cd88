import { LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import { isValidEmail } from '../email';
import type { Profile } from '../schema';

/** Field errors of the Profile tab (SPEC.md section 5); a missing key means the field is fine. */
export interface ProfileErrors {
  fullName?: string;
  email?: string;
}

export const validateFullName = (name: string | undefined): string | undefined =>
  (name ?? '').trim() ? undefined : MESSAGES.fullNameRequired;

/** E-mail is optional; when given it must look like name@domain.tld. */
export function validateEmail(email: string | undefined): string | undefined {
  const v = (email ?? '').trim();
  return v === '' || isValidEmail(v) ? undefined : MESSAGES.invalidEmail;
}

export function validateProfile(profile: Partial<Pick<Profile, 'fullName' | 'email'>>): ProfileErrors {
  const errors: ProfileErrors = {};
  const fullName = validateFullName(profile.fullName);
  const email = validateEmail(profile.email);
  if (fullName) errors.fullName = fullName;
  if (email) errors.email = email;
  return errors;
}

/** A warning only: the summary is saved either way. Whitespace-only counts as empty. */
export function summaryWarning(summary: string | undefined): string | undefined {
  const s = summary ?? '';
  if (s.length > LIMITS.summaryMax) return MESSAGES.summaryTooLong;
  if (s.trim() !== '' && s.length < LIMITS.summaryMin) return MESSAGES.summaryTooShort;
  return undefined;
}

export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Checks a chosen photo file (a browser File or anything with type and size) before it is processed. */
export function validatePhotoFile(file: { type: string; size: number }): string | undefined {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return MESSAGES.photoInvalidType;
  if (!(file.size < LIMITS.maxUploadBytes)) return MESSAGES.photoTooLarge;
  return undefined;
}

/** Rename saves only a non-blank name: the trimmed name, or undefined when there is nothing to save. */
export function cleanRename(name: string | undefined): string | undefined {
  const v = (name ?? '').trim().slice(0, 200);
  return v || undefined;
}

export interface ToastText {
  title: string;
  description: string;
}

/** The contact form needs a name and a message; otherwise the 'Validation Error' toast. */
export function validateContact(form: { name?: string; message?: string }): ToastText | undefined {
  if ((form.name ?? '').trim() && (form.message ?? '').trim()) return undefined;
  return { title: MESSAGES.validationErrorTitle, description: MESSAGES.requiredFieldsMissing };
}
