import { ExplorerFailure } from '../../common/errors/failure';
import type { ExplorerApi, ExplorerError, Result } from '../../common/ipc/contract';

declare global {
  interface Window {
    /** Built by the preload from the IPC contract; the renderer's only way to reach main. */
    explorer: ExplorerApi;
  }
}

/**
 * Main never throws across IPC: it returns `{ ok: false }`, which becomes a rejection here, as
 * the same ExplorerFailure main's services threw, so TanStack Query sees the error, kind intact.
 */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new ExplorerFailure(result.error);
  return result.value;
}

/**
 * For requests nobody waits on (cancel a request or an export, note the rows seen): main's refusal
 * changes nothing the user sees, so it is dropped, as it was when these answered { ok: false }.
 */
export function ignoreFailure(error: unknown): void {
  if (!(error instanceof ExplorerFailure)) throw error;
}

export function explorerErrorOf(error: unknown): ExplorerError | null {
  if (error instanceof ExplorerFailure) return error.error;
  if (error == null) return null;
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'io', message: `Unexpected problem in the app window: ${message}` };
}
