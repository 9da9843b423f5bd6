import { existsSync, readFileSync, renameSync } from 'node:fs';
import { asidePath } from './aside-path';
import { withoutBom } from './store-text';
import type { KeyValueStore } from './key-value-store';

export interface OpenedStore {
  store: KeyValueStore;
  /** Where the unreadable file was kept, so the user can be told; null when it was fine. */
  movedAside: string | null;
}

/**
 * Opens a JSON store file. One the store cannot read (truncated, not JSON) makes conf throw at
 * creation; one that is JSON but not an object would be silently overwritten. Either way the file
 * is renamed aside, never deleted, and a fresh store is created in its place.
 */
export function openStore(create: () => KeyValueStore, filePath: string, now: () => Date): OpenedStore {
  if (!holdsNonObjectJson(filePath)) {
    try {
      return { store: create(), movedAside: null };
    } catch (error) {
      if (!existsSync(filePath)) throw error;
    }
  }
  const movedAside = asidePath(filePath, 'corrupt', now());
  renameSync(filePath, movedAside);
  return { store: create(), movedAside };
}

function holdsNonObjectJson(filePath: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(withoutBom(readFileSync(filePath, 'utf8')));
  } catch {
    return false;
  }
  return typeof value !== 'object' || value === null || Array.isArray(value);
}
