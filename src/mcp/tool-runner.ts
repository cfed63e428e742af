import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import type { z } from 'zod';
import { screenInput } from '../api/input-text';
import type { ApiKeyUse } from '../auth/api-keys';
import { AppError } from '../domain/app-error';
import type { ToolContext } from './mcp-deps';

/** What a tool answers: compact text for the model to read, and the same data whole as structured content. */
interface ToolAnswer {
  text: string;
  data: Record<string, unknown>;
}

export interface ToolSpec<Shape extends z.ZodRawShape> {
  name: string;
  title: string;
  /** Written for a model: when to use the tool, what it answers, and how old its data is. */
  description: string;
  input: Shape;
  /** True for tools that change nothing (the client may call them without asking the user). */
  readOnly: boolean;
  run: (args: z.infer<z.ZodObject<Shape>>) => Promise<ToolAnswer>;
}

/** What a model is told when something failed on our side: no stack, no internals, what to do next. */
export const INTERNAL_ERROR_MESSAGE =
  'Roundwise could not answer this call because of an error on its side. Try again in a few seconds; if it keeps failing, tell the user.';

/**
 * Registers a tool whose failures are tool results (`isError: true` with a plain message), never thrown: the rate
 * limit (decided when the message came in, see mcp-router.ts) and every refusal of the domain, which names its
 * field. Each call is logged with the key and its owner, as /api/v1 logs each request.
 */
export function addTool<Shape extends z.ZodRawShape>(
  server: McpServer,
  ctx: ToolContext,
  spec: ToolSpec<Shape>,
): void {
  const annotations: ToolAnnotations = spec.readOnly
    ? { readOnlyHint: true, openWorldHint: false }
    : { readOnlyHint: false, destructiveHint: false, openWorldHint: false };
  const callback = async (
    args: z.infer<z.ZodObject<Shape>>,
    extra: { requestId: string | number },
  ): Promise<CallToolResult> => {
    const log = { tool: spec.name, keyId: ctx.keyId, userId: ctx.caller.id };
    const use = ctx.verdicts.get(extra.requestId);
    if (use?.limited) {
      ctx.deps.logger.info({ ...log, outcome: 'rate_limited' }, 'mcp tool call');
      return toolError(rateLimitMessage(use));
    }
    try {
      // The same input layer as every HTTP route: control characters and broken text refused, bidi controls removed.
      const answer = await spec.run(screenInput(args, 'body'));
      ctx.deps.logger.info({ ...log, outcome: 'ok' }, 'mcp tool call');
      return { content: [{ type: 'text', text: answer.text }], structuredContent: answer.data };
    } catch (err) {
      if (err instanceof AppError) {
        ctx.deps.logger.info({ ...log, outcome: err.code }, 'mcp tool call');
        return toolError(appErrorMessage(err));
      }
      ctx.deps.logger.error({ ...log, err }, 'mcp tool call failed');
      return toolError(INTERNAL_ERROR_MESSAGE);
    }
  };
  server.registerTool(
    spec.name,
    { title: spec.title, description: spec.description, inputSchema: spec.input, annotations },
    callback as unknown as Parameters<McpServer['registerTool']>[2],
  );
}

export function toolError(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

/** A domain refusal as a model reads it: the field it is about first, when the message does not name it. */
export function appErrorMessage(err: AppError): string {
  if (!err.field || new RegExp(`\\b${escapeRegExp(err.field)}\\b`, 'i').test(err.message)) return err.message;
  return `${err.field}: ${err.message}`;
}

/** The refusal past the plan's hourly limit, saying when to try again (the window is the clock hour, in UTC). */
export function rateLimitMessage(use: ApiKeyUse): string {
  const at = new Date(use.resetAt * 1000).toISOString().slice(11, 16);
  return (
    `Rate limit reached: the account's ${use.plan} plan allows ${use.limit.toLocaleString('en-US')} requests per hour ` +
    `(all its API keys together), and every tool call is one request. Nothing was done. Try again in ${formatWait(use.retryAfter)} ` +
    `(after ${at} UTC).`
  );
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Parses a tool's arguments, mapped to an API contract, with that contract's own rules (one home for them); a
 * refusal is a bad_request naming the field, as /api/v1 answers 400.
 */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.map(String).join('.') || undefined;
  throw new AppError('bad_request', issue.message, field);
}
