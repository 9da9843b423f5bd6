import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Conf from 'conf';
import type { KeyValueStore } from './key-value-store';

// Test support: real stores in real temporary folders (conf is what electron-store wraps).

export interface TempDir {
  path: string;
  remove(): Promise<void>;
}

export async function makeTempDir(): Promise<TempDir> {
  const path = await mkdtemp(join(tmpdir(), 'sms-explorer-test-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

export function confStore(dir: string, name: string): KeyValueStore {
  return new Conf<Record<string, unknown>>({ cwd: dir, configName: name });
}

/** Every file under dir with its contents, for checks that a secret was never written. */
export async function readAllFiles(dir: string): Promise<{ path: string; text: string }[]> {
  const names = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = names.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return Promise.all(files.map(async (path) => ({ path, text: await readFile(path, 'latin1') })));
}
