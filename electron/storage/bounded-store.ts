import { existsSync, readFileSync } from 'node:fs';
import { fail } from '../../common/errors/failure';
import { withoutBom } from './store-text';
import type { KeyValueStore } from './key-value-store';

/**
 * A store whose file never grows past `maxChars` characters of JSON. conf rewrites the whole
 * file on every change, so its size is the cost of every small write (20 MB took 300 ms each);
 * each collection has its own bound, and this one holds their sum (connections, searches per
 * place × places, layouts...). A write that would grow the file past it is refused with the
 * reason and changes nothing; one that shrinks it always passes, so the user can make room.
 */
export function boundedStore(store: KeyValueStore, maxChars: number): KeyValueStore {
  const sizes = new Map<string, number>(Object.entries(readJson(store.path)).map(([key, value]) => [key, sizeOf(value)]));
  let total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
  return {
    get: (key) => store.get(key),
    set(key, value) {
      const size = sizeOf(value);
      const before = sizes.get(key) ?? 0;
      if (size > before && total - before + size > maxChars) {
        const most = megabytes(maxChars);
        fail('invalid_request', `The settings file would pass its ${most} limit (it holds ${megabytes(total)}), so this change was not saved. Delete saved searches, column layouts, connections or locations you no longer need, then try again.`);
      }
      store.set(key, value);
      sizes.set(key, size);
      total += size - before;
    },
    delete(key) {
      store.delete(key);
      total -= sizes.get(key) ?? 0;
      sizes.delete(key);
    },
    get path() {
      return store.path;
    },
  };
}

/** Characters of the value as JSON, member name and separators aside: what it adds to the file. */
function sizeOf(value: unknown): number {
  return value === undefined ? 0 : (JSON.stringify(value)?.length ?? 0);
}

function readJson(path: string): Record<string, unknown> {
  if (!existsSync(path)) return {};
  try {
    const parsed: unknown = JSON.parse(withoutBom(readFileSync(path, 'utf8')));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function megabytes(chars: number): string {
  return `${(chars / (1024 * 1024)).toFixed(1)} MB`;
}
