/** The one way the web app calls the server: JSON in, JSON out, errors as ApiRequestError with the server's message. */
export class ApiRequestError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    /** The whole error response (e.g. a 409 carries the server's copy of the resume). */
    public readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
  /** True when the server could not be reached at all (offline, server down). */
  get isNetworkError() {
    return this.status === 0;
  }
}

export interface ApiOptions extends Omit<RequestInit, 'body'> {
  json?: unknown;
  /** Abort after this many ms (SPEC.md section 9 timeout: 10000). */
  timeoutMs?: number;
}

export async function api<T = unknown>(
  path: string,
  { json, timeoutMs = 10_000, headers, ...init }: ApiOptions = {},
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let res: Response;
  try {
    res = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      signal: init.signal ?? controller.signal,
      headers: {
        ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        accept: 'application/json',
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });
  } catch (err) {
    throw new ApiRequestError(0, 'network', 'Could not reach the server', err);
  } finally {
    clearTimeout(timer);
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  if (!res.ok) {
    const err = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
    throw new ApiRequestError(
      res.status,
      err?.code ?? 'http_error',
      err?.message ?? `Request failed (${res.status})`,
      body,
    );
  }
  return body as T;
}
