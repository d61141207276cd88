import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api';
import { RETRY, isTransient, requestRetryOptions, retryTransient, withRetry } from './retry';

describe('load retries', () => {
  it('tries 3 times, waiting 1 s then 2 s, then gives up with the last error', async () => {
    const waits: number[] = [];
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new ApiRequestError(0, 'network', 'Could not reach the server', null));
    };
    await expect(withRetry(failing, async (ms) => void waits.push(ms))).rejects.toThrow('Could not reach the server');
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it('returns as soon as an attempt succeeds', async () => {
    let calls = 0;
    const waits: number[] = [];
    const flaky = () =>
      ++calls < 2 ? Promise.reject(new ApiRequestError(503, 'unavailable', 'down', null)) : Promise.resolve('ok');
    await expect(withRetry(flaky, async (ms) => void waits.push(ms))).resolves.toBe('ok');
    expect(waits).toEqual([1000]);
  });

  it('does not retry a refusal', async () => {
    let calls = 0;
    const refused = () => {
      calls++;
      return Promise.reject(new ApiRequestError(401, 'unauthorized', 'Sign in required', null));
    };
    await expect(withRetry(refused, async () => {})).rejects.toThrow('Sign in required');
    expect(calls).toBe(1);
  });

  it('counts network, server and resource errors as transient', () => {
    expect(isTransient(new ApiRequestError(0, 'network', 'x', null))).toBe(true);
    expect(isTransient(new ApiRequestError(500, 'internal', 'x', null))).toBe(true);
    expect(isTransient(new Error('net::ERR_INSUFFICIENT_RESOURCES'))).toBe(true);
    expect(isTransient(new ApiRequestError(409, 'resume_limit', 'limit', null))).toBe(false);
    expect(isTransient(new ApiRequestError(400, 'invalid_input', 'x', null))).toBe(false);
  });

  it('holds SPEC.md section 9: app queries retry 3 times, exponentially, capped at 30 s; stale 5 min, gc 10 min', () => {
    expect([0, 1, 2, 5, 10].map(RETRY.query.delay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    expect(RETRY.query.staleTime).toBe(300_000);
    expect(RETRY.query.gcTime).toBe(600_000);
    const network = new ApiRequestError(0, 'network', 'x', null);
    const retry = retryTransient(RETRY.query.retries);
    expect([0, 1, 2, 3].map((n) => retry(n, network))).toEqual([true, true, true, false]);
    expect(retry(0, new ApiRequestError(404, 'not_found', 'x', null))).toBe(false);
    // The start-up cache retries twice.
    expect([0, 1, 2].map((n) => retryTransient(RETRY.startup.retries)(n, network))).toEqual([true, true, false]);
  });

  it('gives queries that someone waits on the same 3 attempts, 1 s then 2 s apart', () => {
    const network = new ApiRequestError(0, 'network', 'x', null);
    expect([0, 1, 2].map((n) => requestRetryOptions.retry(n, network))).toEqual([true, true, false]);
    expect([0, 1].map(requestRetryOptions.retryDelay)).toEqual([1000, 2000]);
  });
});
