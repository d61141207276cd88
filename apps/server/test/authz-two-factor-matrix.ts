import { NOT_FOUND, LIB_REFUSED, type Entry, lib } from './authz-calls';

/** The second factor's endpoints (the auth library's two-factor plugin and the project's own gate). */
export const TWO_FACTOR_MATRIX: Record<string, Entry> = {
  '/two-factor/get-totp-uri': {
    calls: [{ as: 'mallory', method: 'POST', path: lib('/two-factor/get-totp-uri'), json: {}, expect: NOT_FOUND }],
  },
  '/two-factor/verify-totp': {
    calls: [
      {
        as: 'nobody',
        method: 'POST',
        path: lib('/two-factor/verify-totp'),
        json: { code: '123456' },
        expect: LIB_REFUSED,
      },
      {
        as: 'mallory',
        method: 'POST',
        path: lib('/two-factor/verify-totp'),
        json: { code: '123456' },
        expect: LIB_REFUSED,
      },
    ],
  },
  '/two-factor/send-otp': {
    calls: [{ as: 'mallory', method: 'POST', path: lib('/two-factor/send-otp'), json: {}, expect: NOT_FOUND }],
  },
  '/two-factor/verify-otp': {
    calls: [
      {
        as: 'mallory',
        method: 'POST',
        path: lib('/two-factor/verify-otp'),
        json: { code: '123456' },
        expect: NOT_FOUND,
      },
    ],
  },
  '/two-factor/verify-backup-code': {
    calls: [
      {
        as: 'nobody',
        method: 'POST',
        path: lib('/two-factor/verify-backup-code'),
        json: { code: 'abcde-fghij' },
        expect: LIB_REFUSED,
      },
    ],
  },
  '/two-factor/generate-backup-codes': {
    calls: [
      { as: 'mallory', method: 'POST', path: lib('/two-factor/generate-backup-codes'), json: {}, expect: NOT_FOUND },
    ],
  },
  '/two-factor/enable': {
    own: 'starts enrolment of the caller',
    calls: [{ as: 'nobody', method: 'POST', path: lib('/two-factor/enable'), json: {}, expect: LIB_REFUSED }],
  },
  '/two-factor/disable': {
    calls: [{ as: 'mallory', method: 'POST', path: lib('/two-factor/disable'), json: {}, expect: NOT_FOUND }],
  },
  '/second-factor/status': {
    own: "whether the caller's sign-in still needs a code",
    calls: [{ as: 'nobody', method: 'GET', path: lib('/second-factor/status'), expect: [200, ...LIB_REFUSED] }],
  },
  '/second-factor/cancel': {
    own: "abandons the caller's pending sign-in",
    calls: [
      { as: 'nobody', method: 'POST', path: lib('/second-factor/cancel'), json: {}, expect: [200, ...LIB_REFUSED] },
    ],
  },
};
