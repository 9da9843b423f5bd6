import { readFileSync } from 'node:fs';
import { fail } from '../../common/errors/failure';
import { formatBytes } from '../../common/numbers/byte-size';
import { serializeStore, withoutBom } from './store-text';
import type { KeyValueStore } from './key-value-store';

/** What a bounded store is called in its refusal, and what the user can delete to make room. */
export interface StoreBound {
  maxBytes: number;
  /** The file as the user knows it: "settings", "secrets". */
  name: string;
  makeRoom: string;
}

/**
 * A store whose file never grows past `maxBytes` bytes on disk: the UTF-8 of the text conf writes
 * (serializeStore), indentation included, which is what each write costs (conf rewrites the whole
 * file; counted as characters of compact JSON, a settings file grew to 21.9 MiB on disk and each
 * small write held main for a second). Each collection has its own bound; this one holds their
 * sum. A write that would grow the file past it is refused with the reason and changes nothing;
 * one that shrinks it always passes, so the user can make room.
 */
export function boundedStore(store: KeyValueStore, bound: StoreBound): KeyValueStore {
  const sizes = new Map<string, number>(Object.entries(readJson(store.path)).map(([key, value]) => [key, memberBytes(key, value)]));
  let total = [...sizes.values()].reduce((sum, size) => sum + size, FRAME_BYTES);
  return {
    get: (key) => store.get(key),
    set(key, value) {
      const size = memberBytes(key, value);
      const before = sizes.get(key) ?? 0;
      if (size > before && total - before + size > bound.maxBytes) {
        fail(
          'invalid_request',
          `The ${bound.name} file would pass its ${formatBytes(bound.maxBytes)} limit (it holds ${formatBytes(total)}), so this change was not saved. ${bound.makeRoom}`,
        );
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

/**
 * `{}`. Each member brings its separator `,\n` (memberBytes); the last member has none, and the
 * two bytes stand for the line breaks after `{` and before `}` instead.
 */
const FRAME_BYTES = 2;

/**
 * Bytes one top-level member adds to the file as serializeStore writes it:
 * `\t"key": value,\n`, every line of the value indented by one tab more.
 */
function memberBytes(key: string, value: unknown): number {
  return Buffer.byteLength(`\t${JSON.stringify(key)}: ${serializeStore(value).replaceAll('\n', '\n\t')},\n`);
}

/** The file as it is on disk; nothing (missing, unreadable, not an object) counts as empty. */
function readJson(path: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(withoutBom(readFileSync(path, 'utf8')));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
