/** The part of electron-store (in the app) and conf (in tests and the e2e harness) the services use. */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
  /** The file behind the store, so a damaged one can be copied aside before it is rewritten. */
  readonly path: string;
}
