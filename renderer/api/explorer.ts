import type { ExplorerApi, ExplorerError, Result } from '../../common/ipc/contract';

declare global {
  interface Window {
    /** Built by the preload from the IPC contract; the renderer's only way to reach main. */
    explorer: ExplorerApi;
  }
}

/** An ExplorerError thrown so TanStack Query (which expects rejections) sees it, kind intact. */
export class ExplorerRequestError extends Error {
  readonly error: ExplorerError;

  constructor(error: ExplorerError) {
    super(error.message);
    this.name = 'ExplorerRequestError';
    this.error = error;
  }
}

export function getExplorer(): ExplorerApi {
  return window.explorer;
}

/** Main never throws across IPC: it returns `{ ok: false }`, which becomes a typed rejection here. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new ExplorerRequestError(result.error);
  return result.value;
}

export async function call<T>(pending: Promise<Result<T>>): Promise<T> {
  return unwrap(await pending);
}

export function explorerErrorOf(error: unknown): ExplorerError | null {
  if (error instanceof ExplorerRequestError) return error.error;
  if (error == null) return null;
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'io', message: `Unexpected problem in the app window: ${message}` };
}
