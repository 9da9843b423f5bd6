import type { ExplorerError } from '../ipc/contract';

// Browser-safe, so the renderer tests' fake refuses a duplicate id with main's words.

/** A second "export all" under the id of one still under way is refused: ids name one run each. */
export function exportIdInUse(exportId: string): ExplorerError {
  return {
    kind: 'invalid_request',
    field: 'exportId',
    message: `An export with the id "${exportId}" is already running. Each export needs an id of its own; this one was not started.`,
  };
}
