import type { z } from 'zod';
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { ApiErrorBody, ApiKeyScope } from '@resumey/resume';
import type { ApiKeyPrincipal } from '../api-keys/repository';

/** What a call of the HTTP API answered, in-process (mcp/api-client.ts). */
export interface ApiAnswer {
  status: number;
  /** The JSON answer, when it was JSON. */
  json?: unknown;
  /** The raw answer, for a PDF. */
  bytes?: Uint8Array;
  headers: Headers;
}

/** What a tool is given besides its arguments. */
export interface ToolContext {
  principal: ApiKeyPrincipal;
  /** The site's address, for the links a tool reports (/u/{username}/{slug}). */
  publicUrl: string;
  /**
   * Calls the documented HTTP API as the key (the same routes, validation, limits and answers as over HTTP): every
   * write is a normal save. A refusal is thrown as an ApiCallError.
   */
  api(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<ApiAnswer>;
}

/** A refusal of the API, as the tool reports it (the API's code and message, and a hint for the model). */
export class ApiCallError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly body: unknown,
  ) {
    super(message);
  }
}

export const apiErrorOf = (status: number, body: unknown): ApiCallError => {
  const error = (body as Partial<ApiErrorBody> | undefined)?.error;
  return new ApiCallError(status, error?.code ?? 'http_error', error?.message ?? `HTTP ${status}`, body);
};

/**
 * One MCP tool. The table of tools (mcp/tools/index.ts) lists these; a new tool is a file here and a line there.
 * `scopes`: what the key needs (checked before the tool runs; the API checks each call again).
 */
export interface McpTool<Shape extends z.ZodRawShape = z.ZodRawShape> {
  name: string;
  title: string;
  /** Written for a model: what the tool does, what each argument means, the limits, the errors. */
  description: string;
  scopes: ApiKeyScope[];
  input: Shape;
  annotations?: ToolAnnotations;
  run(args: z.output<z.ZodObject<Shape>>, ctx: ToolContext): Promise<CallToolResult>;
}

/** Keeps each tool's argument types while the table holds them all. */
export const defineTool = <Shape extends z.ZodRawShape>(tool: McpTool<Shape>): McpTool => tool as unknown as McpTool;

/** A tool's answer: a short line for people and the data as JSON for the model. */
export const jsonResult = (summary: string, data: unknown): CallToolResult => ({
  content: [
    { type: 'text', text: summary },
    { type: 'text', text: JSON.stringify(data, null, 2) },
  ],
});

export const errorResult = (text: string): CallToolResult => ({ isError: true, content: [{ type: 'text', text }] });
