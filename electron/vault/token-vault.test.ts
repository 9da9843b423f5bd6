import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isFailure } from '../../common/errors/failure';
import type { Cipher } from './cipher';
import type { KeyValueStore } from '../storage/key-value-store';
import { SECRET_FORMAT } from './stored-secret';
import { createTestCipher } from '../test/test-cipher';
import { createConfStore } from '../storage/conf-store';
import { makeTempDir, readAllFiles } from '../test/test-stores';
import type { TempDir } from '../test/test-stores';
import { createTokenVault } from './token-vault';
import { TOKEN_IDLE_MS } from '../storage/kept-briefly';

const newToken = () => `test-${randomUUID()}`;

describe('token vault', () => {
  let dir: TempDir;
  let store: KeyValueStore;

  beforeEach(async () => {
    dir = await makeTempDir();
    store = createConfStore(dir.path, 'secrets');
  });
  afterEach(() => dir.remove());

  const vaultWith = (cipher: Cipher) => createTokenVault({ store, cipher });
  const fileText = () => readFileSync(store.path, 'utf8');

  it('round-trips a token kept on disk, across a new vault on the same file and key', async () => {
    const cipher = createTestCipher();
    const token = newToken();
    await vaultWith(cipher).save('c1', token, 'disk');

    const reopened = createTokenVault({ store: createConfStore(dir.path, 'secrets'), cipher });
    expect(await reopened.read('c1')).toEqual({ ok: true, token });
    expect(reopened.storageOf('c1')).toEqual({ storage: 'encrypted', hint: token.slice(-4) });
  });

  it('writes tagged ciphertext and never the token', async () => {
    const token = newToken();
    await vaultWith(createTestCipher()).save('c1', token, 'disk');

    const saved = JSON.parse(fileText()) as { tokens: Record<string, Record<string, unknown>> };
    expect(saved.tokens.c1).toMatchObject({ format: SECRET_FORMAT, storage: 'keychain', hint: token.slice(-4) });
    expect(Buffer.from(String(saved.tokens.c1?.data), 'base64').length).toBeGreaterThan(token.length);
    expect(fileText()).not.toContain(token);
  });

  it('reports a token protected by the hard-coded Linux key as weak', async () => {
    const vault = vaultWith(createTestCipher({ backend: 'basic_text' }));
    const token = newToken();
    await vault.save('c1', token, 'disk');
    expect(vault.storageOf('c1')).toEqual({ storage: 'weak', hint: token.slice(-4) });
    expect(JSON.parse(fileText()).tokens.c1.storage).toBe('basic_text');
  });

  it('refuses to keep a token on disk without a keyring, and keeps it for the session instead', async () => {
    const vault = vaultWith(createTestCipher({ available: false }));
    const token = newToken();
    const refusal = await vault.save('c1', token, 'disk').catch((error: unknown) => error);
    expect(isFailure(refusal, 'vault_unavailable')).toBe(true);
    expect(isFailure(refusal) && refusal.error.message).toMatch(/this session only/);

    await vault.save('c1', token, 'session');
    expect(await vault.read('c1')).toEqual({ ok: true, token });
    expect(vault.storageOf('c1')).toEqual({ storage: 'session', hint: token.slice(-4) });
  });

  it('never writes a session token, and wipes an earlier disk copy', async () => {
    const cipher = createTestCipher();
    const vault = vaultWith(cipher);
    const diskToken = newToken();
    const sessionToken = newToken();
    await vault.save('c1', diskToken, 'disk');
    await vault.save('c1', sessionToken, 'session');
    await vault.save('c2', newToken(), 'disk');

    expect(JSON.parse(fileText()).tokens.c1).toBeUndefined();
    for (const file of await readAllFiles(dir.path)) expect(file.text).not.toContain(sessionToken);
    expect(await vault.read('c1')).toEqual({ ok: true, token: sessionToken });
    expect(await createTokenVault({ store, cipher }).read('c1')).toEqual({ ok: false, problem: 'missing' });
  });

  it('says a token encrypted with another key needs entering again, and loses nothing else', async () => {
    const oldCipher = createTestCipher();
    const oldToken = newToken();
    await vaultWith(oldCipher).save('old', oldToken, 'disk');
    const before = JSON.parse(fileText()).tokens.old;

    const vault = vaultWith(createTestCipher());
    const kept = newToken();
    await vault.save('kept', kept, 'disk');

    expect(await vault.read('old')).toEqual({ ok: false, problem: 'undecryptable' });
    expect(await vault.check('old')).toBe('undecryptable');
    expect(vault.storageOf('old')).toBeNull();
    expect(await vault.read('kept')).toEqual({ ok: true, token: kept });
    expect(JSON.parse(fileText()).tokens.old).toEqual(before);

    const replacement = newToken();
    await vault.save('old', replacement, 'disk');
    expect(await vault.read('old')).toEqual({ ok: true, token: replacement });
    expect(await vault.check('old')).toBeNull();
  });

  it('treats garbage ciphertext as undecryptable and an unknown format as unreadable', async () => {
    store.set('tokens', {
      garbage: { format: SECRET_FORMAT, storage: 'keychain', data: 'bm90IGNpcGhlcnRleHQ=', hint: '' },
      future: { format: 'sms-explorer/v9', storage: 'keychain', data: 'AAAA', hint: '' },
      plain: 'a-token-someone-pasted',
    });
    const vault = vaultWith(createTestCipher());
    expect(await vault.read('garbage')).toEqual({ ok: false, problem: 'undecryptable' });
    expect(await vault.read('future')).toEqual({ ok: false, problem: 'unknown_format' });
    expect(await vault.read('plain')).toEqual({ ok: false, problem: 'unknown_format' });
    expect(await vault.read('constructor')).toEqual({ ok: false, problem: 'missing' });
  });

  it.each([
    ['a string', 'sms-explorer/v1:AAAA'],
    ['a list', [{ id: 'c1', data: 'AAAA' }]],
  ])('reads tokens stored as %s as unknown_format, and copies the file aside before replacing them', async (_shape, tokens) => {
    store.set('tokens', tokens);
    const before = readFileSync(store.path);
    const vault = vaultWith(createTestCipher());
    expect(await vault.read('c1')).toEqual({ ok: false, problem: 'unknown_format' });
    expect(readdirSync(dir.path).filter((name) => name.includes('.invalid-'))).toEqual([]);

    const token = newToken();
    await vault.save('c2', token, 'disk');
    const [aside, ...more] = readdirSync(dir.path).filter((name) => name.includes('.invalid-'));
    expect(more).toEqual([]);
    expect(readFileSync(join(dir.path, aside ?? '')).equals(before)).toBe(true);
    expect(JSON.parse(fileText()).tokens).toEqual({ c2: expect.objectContaining({ format: SECRET_FORMAT }) });
    expect(await vault.read('c2')).toEqual({ ok: true, token });
  });

  it('tells an unavailable keyring apart from a wrong key', async () => {
    const cipher = createTestCipher();
    const vault = vaultWith(cipher);
    await vault.save('c1', newToken(), 'disk');
    cipher.setAvailable(false);
    expect(await vault.read('c1')).toEqual({ ok: false, problem: 'cipher_unavailable' });
  });

  it('re-encrypts transparently when the cipher asks for it', async () => {
    const cipher = createTestCipher();
    const vault = vaultWith(cipher);
    const token = newToken();
    await vault.save('c1', token, 'disk');
    const before = JSON.parse(fileText()).tokens.c1.data as string;

    cipher.rotateKey();
    expect(await vault.read('c1')).toEqual({ ok: true, token });
    const after = JSON.parse(fileText()).tokens.c1.data as string;
    expect(after).not.toBe(before);
    expect(await cipher.decrypt(Buffer.from(after, 'base64'))).toEqual({ result: token, shouldReEncrypt: false });
  });

  it('does not overwrite a token changed while the old one was being re-encrypted', async () => {
    const cipher = createTestCipher();
    const vault = vaultWith(cipher);
    const oldToken = newToken();
    const newer = newToken();
    await vault.save('c1', oldToken, 'disk');
    cipher.rotateKey();
    // The re-encryption's encrypt() waits until the user has saved a new token meanwhile.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const encrypt = cipher.encrypt.bind(cipher);
    let first = true;
    cipher.encrypt = async (plain) => {
      if (first) {
        first = false;
        await gate;
      }
      return encrypt(plain);
    };

    const reading = vault.read('c1');
    await expect.poll(() => first).toBe(false);
    await vault.save('c1', newer, 'disk');
    release();
    expect(await reading).toEqual({ ok: true, token: oldToken });
    expect(await vault.read('c1')).toEqual({ ok: true, token: newer });
    expect(await createTokenVault({ store: createConfStore(dir.path, 'secrets'), cipher }).read('c1')).toEqual({ ok: true, token: newer });
  });

  it('wipes both copies', async () => {
    const vault = vaultWith(createTestCipher());
    await vault.save('disk', newToken(), 'disk');
    await vault.save('memory', newToken(), 'session');
    vault.wipe('disk');
    vault.wipe('memory');
    expect(await vault.read('disk')).toEqual({ ok: false, problem: 'missing' });
    expect(await vault.read('memory')).toEqual({ ok: false, problem: 'missing' });
    expect(vault.storageOf('disk')).toBeNull();
    expect(JSON.parse(fileText()).tokens).toEqual({});
  });

  it('shows no hint for a token too short to hide', async () => {
    const vault = vaultWith(createTestCipher());
    await vault.save('c1', 'short-tok', 'disk');
    expect(vault.storageOf('c1')).toEqual({ storage: 'encrypted', hint: '' });
  });

  it('reads the secrets file once, and then answers with what it last wrote: a changed, moved or wiped token, never the one before', async () => {
    const cipher = createTestCipher();
    const first = newToken();
    await vaultWith(cipher).save('c1', first, 'disk');
    let gets = 0;
    const counted: KeyValueStore = {
      get: (key) => ((gets += 1), store.get(key)),
      set: (key, value) => store.set(key, value),
      delete: (key) => store.delete(key),
      path: store.path,
    };
    const vault = createTokenVault({ store: counted, cipher });

    for (let page = 0; page < 3; page++) expect(await vault.read('c1')).toEqual({ ok: true, token: first });
    expect(vault.storageOf('c1')).toEqual({ storage: 'encrypted', hint: first.slice(-4) });
    expect(gets).toBe(1);

    const second = newToken();
    await vault.save('c1', second, 'disk');
    expect(await vault.read('c1')).toEqual({ ok: true, token: second });
    expect(vault.storageOf('c1')).toEqual({ storage: 'encrypted', hint: second.slice(-4) });
    await vault.save('c1', newToken(), 'session');
    await vault.save('c2', first, 'disk');
    expect(vault.storageOf('c1')).toEqual({ storage: 'session', hint: expect.any(String) });
    vault.wipe('c1');
    expect(await vault.read('c1')).toEqual({ ok: false, problem: 'missing' });
    expect(await vault.read('c2')).toEqual({ ok: true, token: first });
    // What it answers is what the file holds: a new vault on it reads the same.
    const reopened = createTokenVault({ store: createConfStore(dir.path, 'secrets'), cipher });
    expect(await reopened.read('c1')).toEqual({ ok: false, problem: 'missing' });
    expect(await reopened.read('c2')).toEqual({ ok: true, token: first });
    expect(gets).toBe(1);
  });

  it('decrypts a disk token once while it keeps being read, and again once idle, or once saved again (even the same token)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const cipher = createTestCipher();
      let decrypts = 0;
      const decrypt = cipher.decrypt.bind(cipher);
      cipher.decrypt = (data) => ((decrypts += 1), decrypt(data));
      const vault = vaultWith(cipher);
      const first = newToken();
      await vault.save('c1', first, 'disk');
      for (let page = 0; page < 3; page++) expect(await vault.read('c1')).toEqual({ ok: true, token: first });
      expect(decrypts).toBe(1);

      const second = newToken();
      await vault.save('c1', second, 'disk');
      expect(await vault.read('c1')).toEqual({ ok: true, token: second });
      await vault.save('c1', second, 'disk');
      expect(await vault.read('c1')).toEqual({ ok: true, token: second });
      expect(decrypts).toBe(3);

      vi.advanceTimersByTime(TOKEN_IDLE_MS - 1);
      await vault.read('c1');
      expect(decrypts).toBe(3);
      vi.advanceTimersByTime(TOKEN_IDLE_MS);
      expect(await vault.read('c1')).toEqual({ ok: true, token: second });
      expect(decrypts).toBe(4);

      // Another connection's token is its own, and a wiped one is gone at once.
      await vault.save('c2', first, 'disk');
      expect(await vault.read('c2')).toEqual({ ok: true, token: first });
      vault.wipe('c2');
      expect(await vault.read('c2')).toEqual({ ok: false, problem: 'missing' });
      expect(await vault.read('c1')).toEqual({ ok: true, token: second });
    } finally {
      vi.useRealTimers();
    }
  });
});
