/** The part of a conf store (storage/conf-store.ts: app, e2e harness and tests alike) the services use. */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
  /** The file behind the store, so a damaged one can be copied aside before it is rewritten. */
  readonly path: string;
}
