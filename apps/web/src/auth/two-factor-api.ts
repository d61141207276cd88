import { t } from '@lingui/core/macro';
import type { PendingSecondFactor } from '@resumey/resume';
import { localizeMessage } from '../i18n';
import { ApiRequestError, call, client } from '../lib/api';
import { authCall, authClient } from './auth-client';

/**
 * The second factor's calls. Enrolment and sign-in verification are the auth library's endpoints (they answer
 * errors as `{ code, message }`); status/cancel of a pending sign-in and removal are ours.
 */

// Our plugin's endpoints (apps/server/src/auth/second-factor-gate.ts), called through the library's client.
export const getSecondFactorStatus = () =>
  authCall(authClient.$fetch<PendingSecondFactor>('/second-factor/status', { method: 'GET' }));

export const cancelSecondFactor = () =>
  authCall(authClient.$fetch('/second-factor/cancel', { method: 'POST', body: {} }));

/** Finishes a pending sign-in with the app's 6-digit code or a backup code; the server then sets the session. */
export function verifySignInCode(code: string, kind: 'totp' | 'backup') {
  return authCall(
    kind === 'totp' ? authClient.twoFactor.verifyTotp({ code }) : authClient.twoFactor.verifyBackupCode({ code }),
  );
}

export interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

/** Starts enrolment: a new secret (shown as a QR code) and backup codes; nothing is on until a code confirms it. */
export async function startEnrolment(): Promise<Enrolment> {
  const enrolment = await authCall(authClient.twoFactor.enable({}));
  if (!('totpURI' in enrolment)) throw new Error('The server did not start an authenticator-app enrolment');
  return enrolment;
}

/** Confirms enrolment with a code from the app; the server turns the factor on and renews the session cookie. */
export const confirmEnrolment = (code: string) => authCall(authClient.twoFactor.verifyTotp({ code }));

export const removeSecondFactor = (code: string) =>
  call(client.api.account['two-factor'].remove.$post({ json: { code } }));

/** Ten new backup codes for a current code (or an unused backup code); the old ones stop working. */
export const newBackupCodes = (code: string) =>
  call(client.api.account['two-factor']['backup-codes'].$post({ json: { code } }));

/** The base32 key an authenticator app can take by hand when the QR code cannot be scanned. */
export function secretFromUri(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** Only digits, at most 6: what people paste from apps often has a space in the middle. */
export const normaliseCode = (raw: string) => raw.replace(/\D/g, '').slice(0, 6);

export type CodeProblem = 'wrong' | 'attempts-exceeded' | 'expired' | 'locked' | 'rate-limited' | 'other';

/** What went wrong with a code, from either error shape (the auth library's or ours). */
export function codeProblem(err: unknown): { kind: CodeProblem; message: string } {
  if (!(err instanceof ApiRequestError)) return { kind: 'other', message: t`Something went wrong. Please try again.` };
  const body = err.body as { code?: string; message?: string } | undefined;
  const code = body?.code ?? err.code;
  switch (code) {
    case 'INVALID_CODE':
    case 'INVALID_BACKUP_CODE':
    case 'invalid_code':
      return { kind: 'wrong', message: t`That code is not correct. Check your authenticator app and try again.` };
    case 'TWO_FACTOR_ATTEMPTS_EXCEEDED':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return {
        kind: 'attempts-exceeded',
        message: t`Too many wrong codes. This sign-in was cancelled; sign in again to get a new try.`,
      };
    case 'INVALID_TWO_FACTOR_COOKIE':
      return { kind: 'expired', message: t`This sign-in has expired. Please sign in again.` };
    case 'ACCOUNT_TEMPORARILY_LOCKED':
    case 'two_factor_locked':
      return {
        kind: 'locked',
        message: t`Too many wrong codes for this account. Please wait 15 minutes and try again.`,
      };
    case 'rate_limited':
      return { kind: 'rate-limited', message: localizeMessage(err.message) };
  }
  if (err.isNetworkError) return { kind: 'other', message: t`Could not reach the server. Check your connection.` };
  return { kind: 'other', message: localizeMessage(body?.message ?? err.message) };
}
