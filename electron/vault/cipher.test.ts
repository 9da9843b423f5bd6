import { describe, expect, it } from 'vitest';
import { isWeakBackend } from './cipher';
import { storageOfBackend } from './stored-secret';
import { createTestCipher } from '../test/test-cipher';

describe('isWeakBackend', () => {
  it.each([
    ['keychain', false],
    ['basic_text', true],
    // Not known to be protected is not protected: the user is told, as for basic_text.
    ['unknown', true],
  ] as const)('%s → weak: %s', (backend, weak) => {
    expect(isWeakBackend(backend)).toBe(weak);
    expect(storageOfBackend(backend)).toBe(weak ? 'weak' : 'encrypted');
  });
});

describe('test cipher', () => {
  it('decrypts its own data only', async () => {
    const cipher = createTestCipher();
    const sealed = await cipher.encrypt('héllo');
    expect(sealed.toString('latin1')).not.toContain('llo');
    expect(await cipher.decrypt(sealed)).toEqual({ result: 'héllo', shouldReEncrypt: false });
    await expect(createTestCipher().decrypt(sealed)).rejects.toThrow();
    await expect(cipher.decrypt(Buffer.from('short'))).rejects.toThrow();
  });

  it('refuses to work when unavailable', async () => {
    const cipher = createTestCipher({ available: false, backend: 'basic_text' });
    expect(await cipher.isAvailable()).toBe(false);
    expect(cipher.backend()).toBe('basic_text');
    await expect(cipher.encrypt('x')).rejects.toThrow('not available');
  });
});
