import type { z } from 'zod';
import type { ExplorerError, OperationName } from './contract';

/**
 * The error for an input its operation's schema refused: the first issue, with the field it is
 * about. Shared by the dispatcher and the renderer's fake, so both refuse alike. Zod quotes
 * unknown keys, and a path can hold a record's key: both come from the input, any length.
 */
export function invalidInputError(name: OperationName, error: z.ZodError): ExplorerError {
  const issue = error.issues[0];
  const field = clip(issue?.path.map(String).join('.') ?? '', 100) || undefined;
  const reason = clip(issue?.message ?? 'rejected', 200);
  // A schema's own message may be full sentences already; zod's own ones end without a stop.
  const message = `Invalid input for ${name}${field ? ` (${field})` : ''}: ${reason}${reason.endsWith('.') ? '' : '.'}`;
  return field ? { kind: 'invalid_request', message, field } : { kind: 'invalid_request', message };
}

function clip(text: string, maxChars: number): string {
  return text.length > maxChars ? `${text.slice(0, maxChars - 1)}…` : text;
}
