import type { ExplorerError, OperationName, OperationResult, ParsedInput, Result } from '../../common/ipc/contract';
import { operations } from '../../common/ipc/contract';
import { ExplorerFailure } from '../../common/errors/failure';
import { invalidInputError } from '../../common/ipc/input-error';

export type Handlers = {
  [K in OperationName]: (input: ParsedInput<K>) => Promise<OperationResult<K>>;
};

export type Dispatch = (channel: string, input: unknown, senderUrl: string | undefined) => Promise<Result<unknown>>;

export interface DispatchOptions {
  handlers: Handlers;
  /** True only for the app's own page; every other frame is refused. */
  isTrustedSender: (url: string) => boolean;
  /** Where unexpected errors are reported (never shown to the user with their details). */
  onUnexpected?: (operation: string, error: unknown) => void;
}

/**
 * The single path every IPC request takes, in the app and in the e2e harness alike:
 * check the sender, parse the input with the operation's schema, run the handler, and return
 * plain data. Nothing is executed for an untrusted sender or an invalid input.
 */
export function createDispatch({ handlers, isTrustedSender, onUnexpected }: DispatchOptions): Dispatch {
  const byChannel = new Map<string, OperationName>(
    (Object.keys(operations) as OperationName[]).map((name) => [operations[name].channel, name]),
  );
  return async (channel, input, senderUrl) => {
    const name = byChannel.get(channel);
    if (!name) return refuse('invalid_request', `Unknown operation ${JSON.stringify(channel.slice(0, 100))}.`);
    if (!senderUrl || !isTrustedSender(senderUrl)) {
      return refuse('invalid_request', 'This request did not come from the app window and was refused.');
    }
    // Structured clone also delivers Dates, Maps and Sets, which an object schema whose fields are
    // all optional (getState) would take for an empty object: only plain objects are inputs.
    if (!isPlainObject(input)) return refuse('invalid_request', `Invalid input for ${name}: expected an object of named fields.`);
    const parsed = operations[name].input.safeParse(input);
    if (!parsed.success) return { ok: false, error: invalidInputError(name, parsed.error) };
    try {
      const handler = handlers[name] as (value: unknown) => Promise<unknown>;
      return { ok: true, value: await handler(parsed.data) };
    } catch (error) {
      if (error instanceof ExplorerFailure) return { ok: false, error: error.error };
      onUnexpected?.(name, error);
      return refuse('io', `Something went wrong while running ${name}. Try again; if it keeps failing, restart the app.`);
    }
  };
}

function refuse(kind: ExplorerError['kind'], message: string): Result<never> {
  return { ok: false, error: { kind, message } };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
