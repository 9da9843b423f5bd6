import { lstatSync, unlinkSync } from 'node:fs';
import { basename, isAbsolute } from 'node:path';
import { MAX_PENDING_EXPORT_FILES } from '../../common/limits/stored-limits';
import type { KeyValueStore } from '../storage/key-value-store';
import { isTempName } from './export-files';

const PENDING_KEY = 'pendingExportFiles';

/**
 * The temp files exports are writing (a `.part` file, a conversation's spool of messages in plain
 * text), kept by path in the settings file from just before each is created until it is renamed
 * into place or removed. An app killed meanwhile leaves them in the user's folder, which only
 * these paths say: the next start removes them (removeStaleExportFiles).
 */
export interface PendingFiles {
  /** Before the file is created; fails (with the settings file's reason) when it cannot be kept. */
  add(path: string): void;
  /** The file is in place or gone. Never throws: it runs while another error is reported. */
  settle(path: string): void;
}

export function createPendingFiles(settings: KeyValueStore): PendingFiles {
  return {
    add(path) {
      settings.set(PENDING_KEY, [...readPending(settings), path].slice(-MAX_PENDING_EXPORT_FILES));
    },
    settle(path) {
      const pending = readPending(settings);
      if (!pending.includes(path)) return;
      try {
        settings.set(
          PENDING_KEY,
          pending.filter((candidate) => candidate !== path),
        );
      } catch {
        // Still listed: the next start finds it gone, or removes it.
      }
    },
  };
}

/**
 * At start, before any export runs: removes the temp files the last run left, and forgets them.
 * Only a path that was kept, that is absolute, whose name is one tempPathBeside gives, and that is
 * a plain file (not a link, not a folder) is removed: never a file of the user's by a pattern.
 * Returns the paths removed.
 */
export function removeStaleExportFiles(settings: KeyValueStore): string[] {
  const pending = readPending(settings);
  if (pending.length === 0) return [];
  const removed = pending.filter((path) => isAbsolute(path) && isTempName(basename(path)) && removePlainFile(path));
  settings.delete(PENDING_KEY);
  return removed;
}

function removePlainFile(path: string): boolean {
  try {
    if (!lstatSync(path).isFile()) return false;
    unlinkSync(path);
    return true;
  } catch {
    // Gone already, or not ours to remove (permissions): nothing is left to do.
    return false;
  }
}

function readPending(settings: KeyValueStore): string[] {
  const raw = settings.get(PENDING_KEY);
  // Anything else (a hand edit) names no file this app can vouch for.
  return Array.isArray(raw) ? raw.filter((item): item is string => typeof item === 'string') : [];
}
