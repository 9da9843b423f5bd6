import { copyFileSync } from 'node:fs';
import type { TokenStorage } from '../../common/ipc/contract';
import { fail } from '../../common/errors/failure';
import { asidePath } from '../storage/aside-path';
import type { Cipher } from './cipher';
import type { KeyValueStore } from '../storage/key-value-store';
import { SECRET_FORMAT, storageOfBackend, storedSecretSchema, tokenHint } from './stored-secret';
import type { StoredSecret } from './stored-secret';
import { keptBriefly } from '../storage/kept-briefly';

export type KeepToken = 'disk' | 'session';

/**
 * Why a token cannot be read. missing: none saved (or kept for an earlier session only);
 * undecryptable: encrypted with a key this system no longer has, or damaged; unknown_format:
 * written by something else; cipher_unavailable: the keyring cannot be used right now.
 */
export type TokenProblem = 'missing' | 'undecryptable' | 'unknown_format' | 'cipher_unavailable';

export type TokenRead = { ok: true; token: string } | { ok: false; problem: TokenProblem };

export interface TokenSummary {
  storage: TokenStorage;
  hint: string;
}

export interface TokenVault {
  /** disk: encrypted into the secrets store; session: memory only, and any disk copy is wiped. */
  save(connectionId: string, token: string, keep: KeepToken): Promise<void>;
  /** Never throws for an unreadable token, and leaves it in place until it is replaced. */
  read(connectionId: string): Promise<TokenRead>;
  /** Like read without the token; a disk token is decrypted at most once until it changes. */
  check(connectionId: string): Promise<TokenProblem | null>;
  wipe(connectionId: string): void;
  /** From plain metadata, without decrypting; null when there is no token or it proved unreadable. */
  storageOf(connectionId: string): TokenSummary | null;
  /**
   * What changes whenever the token kept for a connection does (its ciphertext, or a session
   * token's save), without decrypting: lets what is derived from a token be kept per token saved.
   * null when none is kept.
   */
  stampOf(connectionId: string): string | null;
  /** Removes every saved token but those of `connectionIds` (a file it cannot read is left alone); how many went. */
  keepOnly(connectionIds: ReadonlySet<string>): number;
}

const TOKENS_KEY = 'tokens';

export function createTokenVault({ store, cipher }: { store: KeyValueStore; cipher: Cipher }): TokenVault {
  // The tokens kept 'session' (the contract's word, and the saved keepToken): for this run of the app only.
  const memoryTokens = new Map<string, string>();
  // Each session token's save, numbered: the same token typed again is a new save, as on disk.
  const memoryStamps = new Map<string, number>();
  let memorySaves = 0;
  const checked = new Map<string, TokenProblem | null>();
  let replacedUnknownFormat = false;
  // What the store holds under TOKENS_KEY (ciphertext and hints only), read from the file once and
  // then kept as this vault writes it: the vault is the store's only writer (one app instance,
  // main.ts), and conf reads and parses the whole file on every get, which cost each page of a
  // search three file reads.
  let stored: { value: unknown } | undefined;
  // The disk token last decrypted, while requests keep asking for it (no longer than its redactor
  // is kept, storage/kept-briefly.ts): decrypting it cost every page of a search more than the
  // rest of main's part, and the asynchronous safeStorage is slower still.
  const recentlyDecrypted = keptBriefly<string, string>();

  function storedTokens(): unknown {
    stored ??= { value: store.get(TOKENS_KEY) };
    return stored.value;
  }

  function entries(): Record<string, unknown> {
    const value = storedTokens();
    return isRecord(value) ? { ...value } : {};
  }

  /** Something other than a record of tokens is stored (a hand edit, another version of the app). */
  function holdsUnknownFormat(): boolean {
    const value = storedTokens();
    return value !== undefined && !isRecord(value);
  }

  /** Before the first write replaces what could not be read, the file is copied aside (best effort: it was unreadable anyway). */
  function keepUnknownFormatAside(): void {
    if (!holdsUnknownFormat()) return;
    // Tokens asked for later were in what was replaced: they stay unknown_format, not missing.
    replacedUnknownFormat = true;
    try {
      copyFileSync(store.path, asidePath(store.path, 'invalid', new Date()));
    } catch {
      // Nothing readable is lost; the token being saved matters more.
    }
  }

  function entryOf(connectionId: string): unknown {
    const all = entries();
    return Object.hasOwn(all, connectionId) ? all[connectionId] : undefined;
  }

  function writeEntry(connectionId: string, secret: StoredSecret | undefined): void {
    const all = entries();
    if (secret) all[connectionId] = secret;
    else if (Object.hasOwn(all, connectionId)) delete all[connectionId];
    else return;
    keepUnknownFormatAside();
    store.set(TOKENS_KEY, all);
    // entries() hands out copies, so nothing changes `all` behind the file's back.
    stored = { value: all };
  }

  async function encrypt(token: string): Promise<StoredSecret> {
    const data = await cipher.encrypt(token);
    return { format: SECRET_FORMAT, storage: cipher.backend(), data: data.toString('base64'), hint: tokenHint(token) };
  }

  function remember(connectionId: string, problem: TokenProblem): TokenRead {
    checked.set(connectionId, problem);
    return { ok: false, problem };
  }

  // Best effort: the old ciphertext still works, and it is kept if the token changed meanwhile.
  async function reEncrypt(connectionId: string, token: string, previousData: string): Promise<void> {
    try {
      const secret = await encrypt(token);
      const current = storedSecretSchema.safeParse(entryOf(connectionId));
      if (current.success && current.data.data === previousData) writeEntry(connectionId, secret);
    } catch {
      // Kept as it was; the next read tries again.
    }
  }

  async function read(connectionId: string): Promise<TokenRead> {
    const memoryToken = memoryTokens.get(connectionId);
    if (memoryToken !== undefined) return { ok: true, token: memoryToken };
    if (holdsUnknownFormat()) return remember(connectionId, 'unknown_format');
    const entry = entryOf(connectionId);
    if (entry === undefined) return remember(connectionId, replacedUnknownFormat ? 'unknown_format' : 'missing');
    const parsed = storedSecretSchema.safeParse(entry);
    if (!parsed.success) return remember(connectionId, 'unknown_format');
    // Keyed by the ciphertext too: a token saved again, even the same one, is new ciphertext.
    const key = JSON.stringify([connectionId, parsed.data.data]);
    const known = recentlyDecrypted.get(key);
    if (known !== undefined) return { ok: true, token: known };
    let decrypted;
    try {
      decrypted = await cipher.decrypt(Buffer.from(parsed.data.data, 'base64'));
    } catch {
      return remember(connectionId, (await cipher.isAvailable()) ? 'undecryptable' : 'cipher_unavailable');
    }
    if (decrypted.shouldReEncrypt) await reEncrypt(connectionId, decrypted.result, parsed.data.data);
    checked.set(connectionId, null);
    return { ok: true, token: recentlyDecrypted.keep(key, decrypted.result) };
  }

  return {
    async save(connectionId, token, keep) {
      if (keep === 'session') {
        memoryTokens.set(connectionId, token);
        memoryStamps.set(connectionId, (memorySaves += 1));
        writeEntry(connectionId, undefined);
        checked.delete(connectionId);
        return;
      }
      const secret = (await cipher.isAvailable()) ? await encrypt(token).catch(() => null) : null;
      if (!secret) {
        fail(
          'vault_unavailable',
          'The system keyring is not available, so the token cannot be saved encrypted on this computer. Keep it for this session only, or unlock the keyring and try again.',
        );
      }
      writeEntry(connectionId, secret);
      memoryTokens.delete(connectionId);
      memoryStamps.delete(connectionId);
      checked.set(connectionId, null);
    },
    read,
    async check(connectionId) {
      if (memoryTokens.has(connectionId)) return null;
      const known = checked.get(connectionId);
      if (known !== undefined) return known;
      const result = await read(connectionId);
      return result.ok ? null : result.problem;
    },
    wipe(connectionId) {
      memoryTokens.delete(connectionId);
      memoryStamps.delete(connectionId);
      writeEntry(connectionId, undefined);
      checked.delete(connectionId);
    },
    storageOf(connectionId) {
      const memoryToken = memoryTokens.get(connectionId);
      if (memoryToken !== undefined) return { storage: 'session', hint: tokenHint(memoryToken) };
      const parsed = storedSecretSchema.safeParse(entryOf(connectionId));
      if (!parsed.success || checked.get(connectionId)) return null;
      return { storage: storageOfBackend(parsed.data.storage), hint: parsed.data.hint };
    },
    stampOf(connectionId) {
      if (memoryTokens.has(connectionId)) return `session:${memoryStamps.get(connectionId)}`;
      const parsed = storedSecretSchema.safeParse(entryOf(connectionId));
      return parsed.success ? `disk:${parsed.data.data}` : null;
    },
    keepOnly(connectionIds) {
      if (holdsUnknownFormat()) return 0;
      const all = entries();
      const orphans = Object.keys(all).filter((connectionId) => !connectionIds.has(connectionId));
      if (orphans.length === 0) return 0;
      for (const connectionId of orphans) delete all[connectionId];
      store.set(TOKENS_KEY, all);
      stored = { value: all };
      return orphans.length;
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
