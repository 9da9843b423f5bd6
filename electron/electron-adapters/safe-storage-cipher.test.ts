import type { SafeStorage } from 'electron';
import { describe, expect, it } from 'vitest';
import { createSafeStorageCipher } from './safe-storage-cipher';

type Backend = ReturnType<SafeStorage['getSelectedStorageBackend']>;

/** A stand-in with Electron's shape whose deprecated synchronous methods must never be called. */
function fakeSafeStorage(backend: Backend): SafeStorage {
  const deprecated = () => {
    throw new Error('the synchronous safeStorage API is deprecated');
  };
  return {
    isEncryptionAvailable: deprecated,
    encryptString: deprecated,
    decryptString: deprecated,
    setUsePlainTextEncryption: deprecated,
    getSelectedStorageBackend: () => backend,
    isAsyncEncryptionAvailable: async () => true,
    encryptStringAsync: async (plain) => Buffer.from(`sealed:${plain}`),
    decryptStringAsync: async (data) => ({ result: data.toString().replace(/^sealed:/, ''), shouldReEncrypt: true }),
  };
}

describe('safeStorage cipher', () => {
  it.each<[NodeJS.Platform, Backend, string]>([
    ['linux', 'basic_text', 'basic_text'],
    ['linux', 'gnome_libsecret', 'keychain'],
    ['linux', 'kwallet6', 'keychain'],
    ['linux', 'unknown', 'unknown'],
    ['darwin', 'basic_text', 'keychain'],
    ['win32', 'unknown', 'keychain'],
  ])('on %s with %s reports %s', (platform, selected, expected) => {
    expect(createSafeStorageCipher(fakeSafeStorage(selected), platform).backend()).toBe(expected);
  });

  it('uses only the asynchronous API and passes shouldReEncrypt on', async () => {
    const cipher = createSafeStorageCipher(fakeSafeStorage('kwallet5'), 'linux');
    expect(await cipher.isAvailable()).toBe(true);
    const sealed = await cipher.encrypt('secret');
    expect(await cipher.decrypt(sealed)).toEqual({ result: 'secret', shouldReEncrypt: true });
  });
});
