import type { Resume } from '@resumey/resume';
import { wordyResume } from '@resumey/test-support/wordy-resume';

// What pdf-cancel.test.ts and pdf-fairness.test.ts send: the heaviest resume a client may, and an anonymous PDF
// request (POST /api/pdf with no session: a client of its own, known by its address).

/** A resume of about 4.5 MB (under the 5 MB limit): a render of many seconds, into the 15 s timeout if left alone. */
export const heavyResume = (): Resume => wordyResume(10, 90);

/** POST /api/pdf without a session; `signal` hangs up. */
export const anonymousPdf = (serverUrl: string, resume: Resume, signal?: AbortSignal) =>
  fetch(`${serverUrl}/api/pdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ resume }),
    signal,
  });
