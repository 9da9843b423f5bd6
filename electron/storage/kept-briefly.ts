/**
 * How long what spells a token (the token as decrypted for a request, its redactor) stays in
 * main's memory after it was last asked for. Pages of a walk come one after another, so a walk
 * decrypts the token and builds its redactor once, not per page; the wait is short because a
 * disk token is otherwise held only while a request runs.
 */
export const TOKEN_IDLE_MS = 10_000;

export interface KeptBriefly<K, V> {
  /** The value kept under `key`, whose wait then starts again; undefined for any other key, or once idle. */
  get(key: K): V | undefined;
  /** Keeps `value` under `key`, instead of whatever was kept; returns it. */
  keep(key: K, value: V): V;
}

/** One value under its key, dropped `idleMs` after it was last asked for. */
export function keptBriefly<K, V>(idleMs = TOKEN_IDLE_MS): KeptBriefly<K, V> {
  let kept: { key: K; value: V; timer: ReturnType<typeof setTimeout> } | undefined;
  return {
    get(key) {
      if (kept?.key !== key) return undefined;
      kept.timer.refresh();
      return kept.value;
    },
    keep(key, value) {
      if (kept) clearTimeout(kept.timer);
      const timer = setTimeout(() => {
        kept = undefined;
      }, idleMs);
      // Never the reason the process stays up.
      timer.unref();
      kept = { key, value, timer };
      return value;
    },
  };
}
