import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../lib/api';
import { codeProblem, normaliseCode, secretFromUri } from './two-factor-api';

const libraryError = (status: number, code: string, message: string) =>
  new ApiRequestError(status, 'http_error', `Request failed (${status})`, { code, message });

describe('codeProblem', () => {
  it('explains the answers of the auth library and of our API', () => {
    expect(codeProblem(libraryError(401, 'INVALID_CODE', 'Invalid code')).kind).toBe('wrong');
    expect(codeProblem(libraryError(401, 'INVALID_BACKUP_CODE', 'Invalid backup code')).kind).toBe('wrong');
    expect(codeProblem(libraryError(401, 'TWO_FACTOR_ATTEMPTS_EXCEEDED', 'x')).kind).toBe('attempts-exceeded');
    expect(codeProblem(libraryError(401, 'INVALID_TWO_FACTOR_COOKIE', 'x')).kind).toBe('expired');
    expect(codeProblem(libraryError(429, 'ACCOUNT_TEMPORARILY_LOCKED', 'x')).kind).toBe('locked');
    const ours = new ApiRequestError(400, 'invalid_code', 'That code is not correct.', {});
    expect(codeProblem(ours).kind).toBe('wrong');
    const limited = new ApiRequestError(429, 'rate_limited', 'Too many verification attempts.', {});
    expect(codeProblem(limited)).toEqual({ kind: 'rate-limited', message: 'Too many verification attempts.' });
    expect(codeProblem(new ApiRequestError(0, 'network', 'x', null)).message).toMatch(/Could not reach the server/);
  });
});

describe('normaliseCode and secretFromUri', () => {
  it('keeps six digits of what was typed or pasted', () => {
    expect(normaliseCode('123 456')).toBe('123456');
    expect(normaliseCode('12a3-4567')).toBe('123456');
  });

  it('reads the key from the otpauth URI', () => {
    expect(secretFromUri('otpauth://totp/Resumey:a%40b.c?secret=JBSWY3DPEHPK3PXP&issuer=Resumey')).toBe(
      'JBSWY3DPEHPK3PXP',
    );
    expect(secretFromUri('not a uri')).toBe('');
  });
});
