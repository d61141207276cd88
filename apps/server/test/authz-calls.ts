// The calls the authorisation matrix (authz-matrix.ts, authz-library-matrix.ts) is written in; authz.test.ts makes them.

/** Alice's identifiers, used by the others to try to reach her data. */
export interface Ids {
  userId: string;
  email: string;
  /** A resume of hers that is not shared. */
  resumeId: string;
  /** A resume of hers with a custom URL /u/alice-authz/alice-cv. */
  sharedResumeId: string;
  shareId: string;
  /** A job target of her unshared resume, and a copy of that resume tailored for it (issue #40). */
  targetId: string;
  tailoredId: string;
  /** A version of her unshared resume (issue #42 item 1). */
  versionId: string;
  /** A resume of hers in the trash (issue #42). */
  trashedResumeId: string;
  slug: string;
  username: string;
  sessionToken: string;
  /** Her account id at the identity provider. */
  accountId: string;
  /** The auth library's id of that provider link (its row). */
  accountRowId: string;
  /** A resume of Mallory's own, from which she asks for Alice's addresses (issue #37: /v/ is Alice's for good). */
  malloryResumeId: string;
  /** Alice's personal API key's id (issue #43), and the key itself (a secret no answer may show). */
  apiKeyId: string;
  apiKey: string;
}

/**
 * Who calls: signed out, Mallory (another user), Eve (another user whose own session calls may end), or a script
 * with Mallory's API key (every scope; issue #43).
 */
export type Who = 'nobody' | 'mallory' | 'eve' | 'mallory-key';

export interface Call {
  as: Who;
  method: string;
  path: string | ((ids: Ids) => string);
  json?: unknown | ((ids: Ids) => unknown);
  /** The statuses that count as refused (or, for the caller's own data, as answered without touching Alice's). */
  expect: number[];
}

export interface Entry {
  /** Why anyone may call it (public routes are listed as such, explicitly). */
  public?: string;
  /** Not an endpoint: middleware or a catch-all, with what it does. */
  middleware?: string;
  /** Only ever acts on the caller's own account (no foreign identifier is accepted). */
  own?: string;
  calls?: Call[];
}

export const SIGNED_OUT = [401];
export const NOT_FOUND = [404];
/** The auth library refuses bad or foreign input with 400 as well. */
export const LIB_REFUSED = [400, 401, 403, 404];

export const signedOut = (method: string, path: Call['path'], json?: Call['json']): Call => ({
  as: 'nobody',
  method,
  path,
  json,
  expect: SIGNED_OUT,
});
export const asMallory = (method: string, path: Call['path'], json?: Call['json'], expect = NOT_FOUND): Call => ({
  as: 'mallory',
  method,
  path,
  json,
  expect,
});
/** Signed out and as Mallory, with the same foreign identifiers. */
export const both = (method: string, path: Call['path'], json?: Call['json'], malloryGets = NOT_FOUND): Call[] => [
  signedOut(method, path, json),
  asMallory(method, path, json, malloryGets),
];

/** A path of the auth library's, under /api/auth. */
export const lib = (path: string) => `/api/auth${path}`;
