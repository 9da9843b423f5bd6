import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Cipher, CipherBackend } from '../vault/cipher';

export interface TestCipherOptions {
  backend?: CipherBackend;
  available?: boolean;
}

export interface TestCipher extends Cipher {
  /** New data uses a new key; data under an older key still decrypts, asking to be re-encrypted. */
  rotateKey(): void;
  setAvailable(available: boolean): void;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Real AES-256-GCM under random keys that live only in this instance, so data from another
 * instance fails to decrypt, as it would after the OS keyring changed. For tests and the e2e harness.
 */
export function createTestCipher(options: TestCipherOptions = {}): TestCipher {
  const keys: Buffer[] = [randomBytes(32)];
  const backend = options.backend ?? 'keychain';
  let available = options.available ?? true;

  function requireAvailable(): void {
    if (!available) throw new Error('Encryption is not available.');
  }

  return {
    isAvailable: async () => available,
    backend: () => backend,
    encrypt: async (plain) => {
      requireAvailable();
      const generation = keys.length - 1;
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keys[generation] as Buffer, iv);
      const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.from([generation]), iv, cipher.getAuthTag(), encrypted]);
    },
    decrypt: async (data) => {
      requireAvailable();
      const generation = data[0];
      const key = generation === undefined ? undefined : keys[generation];
      if (!key || data.length < 1 + IV_BYTES + TAG_BYTES)
        throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
      const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(1, 1 + IV_BYTES));
      decipher.setAuthTag(data.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES));
      const plain = Buffer.concat([decipher.update(data.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
      return { result: plain.toString('utf8'), shouldReEncrypt: generation !== keys.length - 1 };
    },
    rotateKey: () => {
      keys.push(randomBytes(32));
    },
    setAvailable: (value) => {
      available = value;
    },
  };
}
