import { resolve } from 'node:path';

/**
 * The files exports wrote in this session. "Show in folder" may reveal only these, so the
 * renderer cannot use it to probe arbitrary paths. Shared by every kind of export.
 */
export interface ExportedPaths {
  add(path: string): void;
  has(path: string): boolean;
}

export function createExportedPaths(): ExportedPaths {
  const written = new Set<string>();
  return {
    add: (path) => written.add(resolve(path)),
    has: (path) => written.has(resolve(path)),
  };
}
