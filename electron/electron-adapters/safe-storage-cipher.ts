import type { SafeStorage } from 'electron';
import type { Cipher } from '../vault/cipher';

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
