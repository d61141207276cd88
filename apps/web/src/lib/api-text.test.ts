import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@resumey/resume';
import { activateLocale } from '../i18n';
import { ApiRequestError, CALL_FAILED, errorText } from './api';

describe('errorText in the interface language', () => {
  afterEach(() => activateLocale('en'));

  it('keeps English, SPEC.md exactly, by default', () => {
    expect(errorText(new ApiRequestError(409, 'username_taken', MESSAGES.usernameTaken, null))).toBe(
      MESSAGES.usernameTaken,
    );
    expect(errorText(new ApiRequestError(0, 'network', 'x', null))).toBe(CALL_FAILED.unreachable);
    expect(CALL_FAILED.unreachable).toBe('Could not reach the server. Please try again.');
  });

  it("translates the server's shared messages, a refused field's without its path, and keeps any other text", async () => {
    await activateLocale('pseudo');
    const taken = errorText(new ApiRequestError(409, 'username_taken', MESSAGES.usernameTaken, null));
    expect(taken).not.toBe(MESSAGES.usernameTaken);
    expect(taken.normalize('NFD').replace(/[\u0300-\u036f]/g, '')).toContain('Username already taken');
    const field = errorText(new ApiRequestError(400, 'invalid_input', `username: ${MESSAGES.usernameTaken}`, null));
    expect(field).toBe(taken);
    expect(errorText(new ApiRequestError(500, 'x', 'Some server detail', null))).toBe('Some server detail');
  });
});
