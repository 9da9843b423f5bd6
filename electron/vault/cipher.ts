/**
 * keychain: an OS-protected key (macOS Keychain, Windows DPAPI, a Linux secret service);
 * basic_text: Linux without a keyring, where the key is hard-coded and protects almost nothing;
 * unknown: asked before the app was ready.
 */
export type CipherBackend = 'keychain' | 'basic_text' | 'unknown';

export interface Decrypted {
  result: string;
  /** The data was encrypted with an older or weaker key: encrypt it again to upgrade it. */
  shouldReEncrypt: boolean;
}

/** What the vault needs of Electron's safeStorage, so it can run in plain Node with a test cipher. */
export interface Cipher {
  isAvailable(): Promise<boolean>;
  backend(): CipherBackend;
  encrypt(plain: string): Promise<Buffer>;
  /** Rejects when the data was not encrypted with this system's key. */
  decrypt(data: Buffer): Promise<Decrypted>;
}

/**
 * The one rule for "is a token saved with this backend weakly protected?": only an OS keychain
 * counts as protected; basic_text (a hard-coded key) and unknown (not known to be better) are weak.
 */
export function isWeakBackend(backend: CipherBackend): boolean {
  return backend !== 'keychain';
}
