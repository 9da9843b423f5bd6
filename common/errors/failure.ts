import type { ErrorKind, ExplorerError } from '../ipc/contract';

/**
 * The one throwable of the error model, in both processes. Main's services throw it, and the IPC
 * dispatcher turns it into `{ ok: false, error }` (anything else thrown is reported as an
 * internal error without its details, which may hold secrets). The renderer's unwrap() throws it
 * again from that result, so TanStack Query (which expects rejections) sees the error, kind intact.
 */
export class ExplorerFailure extends Error {
  readonly error: ExplorerError;

  constructor(error: ExplorerError) {
    super(error.message);
    this.name = 'ExplorerFailure';
    this.error = error;
  }
}

export function fail(kind: ErrorKind, message: string, extra: Omit<ExplorerError, 'kind' | 'message'> = {}): never {
  throw new ExplorerFailure({ kind, message, ...extra });
}

export function isFailure(value: unknown, kind?: ErrorKind): value is ExplorerFailure {
  return value instanceof ExplorerFailure && (kind === undefined || value.error.kind === kind);
}
