import type { KeyValueStore } from '../storage/key-value-store';
import { createPendingFiles } from '../export/pending-files';
import type { PendingFiles } from '../export/pending-files';

// Test support: a key-value store in memory, and the pending-files record of an export over one.

/** A store with no file behind it (`path` names one for code that reads it directly). */
export function memoryStore(path = '', initial: Record<string, unknown> = {}): KeyValueStore & { data: Map<string, unknown> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key) => data.get(key),
    set: (key, value) => void data.set(key, value),
    delete: (key) => void data.delete(key),
    path,
  };
}

/** Pending temp files kept in memory; `paths()` is what a start would find. */
export function memoryPendingFiles(): PendingFiles & { paths(): unknown } {
  const store = memoryStore();
  return { ...createPendingFiles(store), paths: () => store.get('pendingExportFiles') ?? [] };
}
