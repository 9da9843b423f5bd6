import type { TokenRedactor } from '../api-client/redact-token';
import { createTokenRedactor } from '../api-client/redact-token';
import { keptBriefly } from '../storage/kept-briefly';
import type { TokenVault } from '../vault/token-vault';

/**
 * The redactors of every token this computer keeps, for checks that look for any of them (a link).
 * Reading them all meant decrypting each token and building its redactor, per link: 146 ms of
 * main per link with 200 long tokens. They are kept while asked for (storage/kept-briefly.ts: they
 * spell the tokens), under the tokens' stamps (their ciphertexts), so a token saved again, removed
 * or added is read anew, and a set read while a token could not be decrypted is not kept.
 */
export function createSavedRedactors(connectionIds: () => Promise<string[]>, vault: TokenVault): () => Promise<readonly TokenRedactor[]> {
  const kept = keptBriefly<string, readonly TokenRedactor[]>();
  return async () => {
    const ids = await connectionIds();
    const key = JSON.stringify(ids.map((id) => [id, vault.stampOf(id)]));
    const known = kept.get(key);
    if (known) return known;
    const reads = await Promise.all(ids.map((id) => vault.read(id)));
    const redactors = reads.flatMap((read) => (read.ok ? [linkRedactor(read.token)] : []));
    return redactors.length === reads.length ? kept.keep(key, redactors) : redactors;
  };
}

/** A saved token's redactor for what leaves through the OS (a link): UTF-16 hex forms too, which page scans skip. */
export function linkRedactor(token: string): TokenRedactor {
  return createTokenRedactor(token, { utf16Hex: true });
}
