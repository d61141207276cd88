import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@resumey/resume';
import { authCall, authClient } from './auth-client';
import { codeProblem } from './two-factor-api';

/** The client's request answered with this status and JSON body, as the server would. */
const answered = (status: number, body: unknown) => ({
  customFetchImpl: async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
});

describe('authCall', () => {
  it("gives the server's words when our rate limit refuses a library endpoint (429, the API's error shape)", async () => {
    const fetchOptions = answered(429, {
      error: { code: 'rate_limited', message: MESSAGES.twoFactorRateLimited },
      retryAfter: 60,
    });
    const refused = await authCall(authClient.twoFactor.enable({ fetchOptions })).catch((err: unknown) => err);
    expect(codeProblem(refused)).toEqual({ kind: 'rate-limited', message: MESSAGES.twoFactorRateLimited });
  });

  it("gives the library's own code and message", async () => {
    const fetchOptions = answered(401, { code: 'INVALID_CODE', message: 'Invalid code' });
    const refused = await authCall(authClient.twoFactor.verifyTotp({ code: '000000', fetchOptions })).catch(
      (err: unknown) => err,
    );
    expect(codeProblem(refused).kind).toBe('wrong');
    expect((refused as Error).message).toBe('Invalid code');
  });
});
