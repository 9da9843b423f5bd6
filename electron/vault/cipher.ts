import type { SafeStorage } from 'electron';

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

/** Only the asynchronous safeStorage API: Electron 45 deprecates the synchronous one. */
export function createSafeStorageCipher(safeStorage: SafeStorage, platform: NodeJS.Platform): Cipher {
  return {
    isAvailable: () => safeStorage.isAsyncEncryptionAvailable(),
    backend: () => {
      if (platform !== 'linux') return 'keychain';
      const selected = safeStorage.getSelectedStorageBackend();
      if (selected === 'basic_text' || selected === 'unknown') return selected;
      return 'keychain';
    },
    encrypt: (plain) => safeStorage.encryptStringAsync(plain),
    decrypt: async (data) => {
      const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(data);
      return { result, shouldReEncrypt };
    },
  };
}
