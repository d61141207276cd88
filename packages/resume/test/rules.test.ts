import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_IMAGE_TYPES,
  cleanRename,
  MESSAGES,
  summaryWarning,
  validateContact,
  validateEmail,
  validateFullName,
  validatePhotoFile,
  validateProfile,
} from '../src';

const MB = 1024 * 1024;

describe('profile rules', () => {
  it("requires a full name: 'Full name is required'", () => {
    expect(validateFullName('')).toBe('Full name is required');
    expect(validateFullName('   ')).toBe('Full name is required');
    expect(validateFullName(undefined)).toBe('Full name is required');
    expect(validateFullName('Ada Lovelace')).toBeUndefined();
  });

  it("checks a given e-mail: 'Please enter a valid email address'", () => {
    for (const bad of ['ada', 'ada@', '@example.com', 'ada@example', 'ada lovelace@example.com', 'a@b@c.com']) {
      expect(validateEmail(bad)).toBe('Please enter a valid email address');
    }
    for (const good of ['', '  ', 'ada@example.com', 'ada.lovelace+cv@mail.example.co.uk', ' ada@example.com ']) {
      expect(validateEmail(good)).toBeUndefined();
    }
  });

  it('reports both fields at once, and nothing for a valid profile', () => {
    expect(validateProfile({ fullName: '', email: 'nope' })).toEqual({
      fullName: 'Full name is required',
      email: 'Please enter a valid email address',
    });
    expect(validateProfile({ fullName: 'Ada', email: '' })).toEqual({});
    expect(validateProfile({})).toEqual({ fullName: 'Full name is required' });
  });
});

describe('summary warnings', () => {
  it('warns over 500 characters', () => {
    expect(summaryWarning('x'.repeat(501))).toBe('Summary is too long. Keep it under 500 characters for best results.');
    expect(summaryWarning('x'.repeat(500))).toBeUndefined();
  });
  it('warns under 50 characters when not empty', () => {
    expect(summaryWarning('Short summary.')).toBe('Summary is too short. Aim for at least 50 characters.');
    expect(summaryWarning('x'.repeat(49))).toBe('Summary is too short. Aim for at least 50 characters.');
    expect(summaryWarning('x'.repeat(50))).toBeUndefined();
  });
  it('does not warn for an empty or missing summary', () => {
    expect(summaryWarning('')).toBeUndefined();
    expect(summaryWarning('   ')).toBeUndefined();
    expect(summaryWarning(undefined)).toBeUndefined();
  });
});

describe('photo file checks', () => {
  it('accepts JPEG, PNG and WebP under 5MB', () => {
    expect(ACCEPTED_IMAGE_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    for (const type of ACCEPTED_IMAGE_TYPES) expect(validatePhotoFile({ type, size: 5 * MB - 1 })).toBeUndefined();
  });
  it.each(['image/gif', 'image/svg+xml', 'image/bmp', 'application/pdf', 'text/html', ''])(
    "refuses %j: 'Please select a valid image file (JPEG, PNG, or WebP)'",
    (type) =>
      expect(validatePhotoFile({ type, size: 1000 })).toBe('Please select a valid image file (JPEG, PNG, or WebP)'),
  );
  it("refuses 5MB and over: 'Image size should be less than 5MB'", () => {
    expect(validatePhotoFile({ type: 'image/png', size: 5 * MB })).toBe('Image size should be less than 5MB');
    expect(validatePhotoFile({ type: 'image/jpeg', size: 20 * MB })).toBe('Image size should be less than 5MB');
  });
  it('exports the processing failure message', () => {
    expect(MESSAGES.photoProcessingFailed).toBe('Error processing image. Please try again.');
  });
});

describe('rename', () => {
  it('saves only a non-blank trimmed name', () => {
    expect(cleanRename('  Product Resume  ')).toBe('Product Resume');
    expect(cleanRename('')).toBeUndefined();
    expect(cleanRename('   \t')).toBeUndefined();
    expect(cleanRename(undefined)).toBeUndefined();
  });
});

describe('contact form', () => {
  it("requires a name and a message: 'Validation Error' / 'Please fill in all required fields.'", () => {
    const toast = { title: 'Validation Error', description: 'Please fill in all required fields.' };
    expect(validateContact({ name: '', message: 'Hello' })).toEqual(toast);
    expect(validateContact({ name: 'Ada', message: '  ' })).toEqual(toast);
    expect(validateContact({})).toEqual(toast);
    expect(validateContact({ name: 'Ada', message: 'Hello there' })).toBeUndefined();
  });
});
