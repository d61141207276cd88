/** Small helpers shared by the auth test files. */

export interface SetCookie {
  name: string;
  value: string;
  /** Attribute names in lower case -> value ('' for flags such as HttpOnly). */
  flags: Map<string, string>;
}

export const parseSetCookie = (line: string): SetCookie => {
  const [pair, ...attrs] = line.split(';').map((p) => p.trim());
  const [name, ...value] = pair!.split('=');
  const flags = new Map(attrs.map((a) => [a.split('=')[0]!.toLowerCase(), a.split('=').slice(1).join('=')]));
  return { name: name!, value: value.join('='), flags };
};

/** Runs `fn` while recording every Set-Cookie line the server sends back to this process's fetch calls. */
export async function recordSetCookies<T>(fn: () => Promise<T>): Promise<{ result: T; cookies: SetCookie[] }> {
  const lines: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (...args) => {
    const res = await realFetch(...args);
    lines.push(...res.headers.getSetCookie());
    return res;
  };
  try {
    const result = await fn();
    return { result, cookies: lines.map(parseSetCookie) };
  } finally {
    globalThis.fetch = realFetch;
  }
}
