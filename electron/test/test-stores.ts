import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';

// Test support: real temporary folders, and everything written in them.

export interface TempDir {
  path: string;
  remove(): Promise<void>;
}

export async function makeTempDir(): Promise<TempDir> {
  const path = await mkdtemp(join(tmpdir(), 'sms-explorer-test-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** Every file under dir with its contents, for checks that a secret was never written. */
export async function readAllFiles(dir: string): Promise<{ path: string; text: string }[]> {
  const names = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = names.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(files.map(async (path) => ({ path, text: await readFile(path, 'latin1') })));
}

/** A fresh temporary folder for each test of the file (registers its own hooks: call it at the top of the file). */
export function useTempDir(): () => TempDir {
  let dir: TempDir | undefined;
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(() => dir?.remove());
  return () => {
    if (!dir) throw new Error('No test folder outside a test.');
    return dir;
  };
}
