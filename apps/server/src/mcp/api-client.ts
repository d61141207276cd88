import type { Context } from 'hono';
import type { AppEnv } from '../context';
import { asKeyRequest } from '../api-keys/middleware';
import { apiErrorOf, type ToolContext } from './tool';

/** The app's own request handler (app.ts), so tools call the documented API in-process. */
export type Dispatch = (request: Request, env: unknown) => Response | Promise<Response>;

/**
 * The API as a tool calls it: a request to this server's own routes, made in-process for the key of the MCP request
 * (api-keys/middleware.ts: asKeyRequest), with the same validation, scopes, limits, errors and saves as over HTTP.
 * The MCP request's address and abort signal go along (per-client limits, a PDF job cancelled on hang-up).
 */
export function inProcessApi(c: Context<AppEnv>, dispatch: Dispatch): ToolContext['api'] {
  const principal = c.get('apiKey')!;
  const env = asKeyRequest(c.env, principal);
  const base = new URL(c.req.url).origin;
  return async (method, path, body) => {
    const request = new Request(new URL(path, base), {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: c.req.raw.signal,
    });
    const res = await dispatch(request, env);
    const type = res.headers.get('content-type') ?? '';
    if (type.startsWith('application/json')) {
      const json: unknown = await res.json();
      if (!res.ok) throw apiErrorOf(res.status, json);
      return { status: res.status, json, headers: res.headers };
    }
    if (!res.ok) throw apiErrorOf(res.status, undefined);
    return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()), headers: res.headers };
  };
}
