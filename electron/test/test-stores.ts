import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
