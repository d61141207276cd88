import { Hono } from 'hono';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { API_KEY_MESSAGES, APP_VERSION, LIMITS } from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';
import { inProcessApi, type Dispatch } from './api-client';
import { MCP_TOOLS } from './tools';
import { ApiCallError, errorResult, type McpTool, type ToolContext } from './tool';

const INSTRUCTIONS = `Resumey keeps the user's resumes (at most 4) and their public custom URLs.
Start with list_resumes. Read a resume with get_resume before changing it: update_resume needs the version you read, and a JSON Patch against the resume as get_resume shows it. If update_resume reports a version conflict, the user (or another program) changed the resume meanwhile: read it again and redo your change on the new copy; never overwrite their work blindly.
Ask the user before creating custom URLs (create_share makes a resume public) and keep what they wrote unless asked to change it.`;

/** What the model reads when a call is refused: the API's code and message, and what to do next. */
function refusal(err: ApiCallError): CallToolResult {
  const hints: Record<string, string> = {
    version_conflict: 'Read the resume again with get_resume and apply your change to the new version.',
    resume_limit: 'The user has 4 resumes already: ask which one to delete (in the Resumey app) first.',
    shared_limit: 'The user has 4 custom URLs already: ask which one to remove first.',
    insufficient_scope: 'The user must create a key with that permission in the Resumey account dialog.',
    rate_limited: 'Wait before trying again.',
    pdf_busy: 'The PDF service is busy: try again in a few seconds.',
  };
  const current = (err.body as { current?: { version?: number } } | undefined)?.current?.version;
  const lines = [
    `Error ${err.code} (HTTP ${err.status}): ${err.message}`,
    ...(current !== undefined ? [`The current version is ${current}.`] : []),
    ...(hints[err.code] ? [hints[err.code]!] : []),
  ];
  return errorResult(lines.join('\n'));
}

function register(server: McpServer, tool: McpTool, ctx: ToolContext) {
  server.registerTool(
    tool.name,
    { title: tool.title, description: tool.description, inputSchema: tool.input, annotations: tool.annotations },
    async (args: unknown) => {
      const missing = tool.scopes.find((s) => !ctx.principal.scopes.includes(s));
      if (missing) {
        return refusal(new ApiCallError(403, 'insufficient_scope', API_KEY_MESSAGES.missingScope(missing), undefined));
      }
      try {
        return await tool.run(args as never, ctx);
      } catch (err) {
        if (err instanceof ApiCallError) return refusal(err);
        throw err;
      }
    },
  );
}

/**
 * The MCP server at /mcp (issue #43): the official SDK over streamable HTTP, stateless (a server per request, JSON
 * answers), for the API key the middleware has checked. Each tool calls the documented HTTP API in-process.
 */
export function mcpRoutes(ctx: AppContext, dispatch: Dispatch) {
  const notAllowed = {
    jsonrpc: '2.0',
    error: { code: -32000, message: 'Method not allowed: POST JSON-RPC messages to /mcp.' },
    id: null,
  };
  return (
    new Hono<AppEnv>()
      .post('/mcp', async (c) => {
        const toolContext: ToolContext = {
          principal: c.get('apiKey')!,
          publicUrl: ctx.config.publicUrl,
          api: inProcessApi(c, dispatch),
        };
        const server = new McpServer(
          { name: 'resumey', title: 'Resumey', version: APP_VERSION },
          { instructions: INSTRUCTIONS },
        );
        for (const tool of MCP_TOOLS) register(server, tool, toolContext);
        const transport = new WebStandardStreamableHTTPServerTransport({
          sessionIdGenerator: undefined,
          enableJsonResponse: true,
          maxRequestBodySize: LIMITS.maxRequestBytes,
        });
        await server.connect(transport);
        try {
          return await transport.handleRequest(c.req.raw);
        } finally {
          await server.close();
        }
      })
      // Stateless: no server-sent event stream to open, no session to end.
      .on(['GET', 'DELETE'], '/mcp', (c) => c.json(notAllowed, 405, { Allow: 'POST' }))
  );
}
