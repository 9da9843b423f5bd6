import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { linkUrl, searchLinkOf } from '../../common/searches/search-link';
import { createTestServices } from '../test/main-services';
import { memoryStore } from '../test/memory-store';
import { okValue } from '../test/ok-value';
import { createTestCipher } from '../test/test-cipher';
import { useTempDir } from '../test/test-stores';
import { createTokenVault } from '../vault/token-vault';
import { createSavedRedactors } from './saved-redactors';
import type * as RedactToken from '../api-client/redact-token';

// Counts the redactors built: building one per saved token per link was the cost.
const built = vi.hoisted(() => ({ tokens: [] as string[] }));
vi.mock('../api-client/redact-token', async (importOriginal) => {
  const original = await importOriginal<typeof RedactToken>();
  return {
    ...original,
    createTokenRedactor: (token: string) => {
      built.tokens.push(token);
      return original.createTokenRedactor(token);
    },
  };
});

const dir = useTempDir();
// Long enough to be looked for, and sharing no run with one another.
const token = (name: string) => `${name}-${createHash('sha256').update(name).digest('hex')}`;

describe('the saved-token check of links', () => {
  it('builds each saved token’s redactor once for a run of links, not once per link', async () => {
    const { services, call } = createTestServices({ dir: dir().path, demoBaseUrl: 'http://127.0.0.1:1' });
    for (const name of ['one', 'two', 'three']) {
      okValue(
        await call('createConnection', {
          label: name,
          baseUrl: 'https://api.example.test',
          token: token(name),
          keepToken: 'disk',
          locations: [{ id: 'loc-1' }],
        }),
      );
    }
    const state = okValue(await call('getState', {}));
    const link = (query: string) =>
      linkUrl(searchLinkOf({ connectionId: state.connections[1]!.id, locationId: 'loc-1' }, { query }, new Date(0)).link);
    built.tokens = [];

    for (let index = 0; index < 10; index++) expect(await services.links.open(link(`q${index}`))).toMatchObject({ ok: true });
    expect(await services.links.open(link(token('two').slice(3, 30)))).toMatchObject({ ok: false });

    expect(built.tokens).toHaveLength(4);
    expect(built.tokens.filter((built) => built === token('two'))).toHaveLength(1);
  });
});

describe('createSavedRedactors', () => {
  const open = () => {
    const cipher = createTestCipher();
    const vault = createTokenVault({ store: memoryStore(), cipher });
    const ids = ['a', 'b'];
    return { vault, cipher, ids, redactors: createSavedRedactors(async () => ids, vault) };
  };
  const finds = async (redactors: () => Promise<readonly { redact(text: string): string }[]>, text: string) =>
    (await redactors()).some((redactor) => redactor.redact(text) !== text);

  it('reads a token anew once it is saved again, removed or added, on disk or for the session', async () => {
    const { vault, ids, redactors } = open();
    await vault.save('a', token('first'), 'disk');
    await vault.save('b', token('session'), 'session');
    expect(await finds(redactors, token('first'))).toBe(true);
    built.tokens = [];

    await vault.save('a', token('first'), 'disk');
    await redactors();
    expect(built.tokens).toEqual([token('first'), token('session')]);

    await vault.save('b', token('other'), 'session');
    expect(await finds(redactors, token('session'))).toBe(false);
    expect(await finds(redactors, token('other'))).toBe(true);

    vault.wipe('a');
    expect(await finds(redactors, token('first'))).toBe(false);
    ids.push('c');
    await vault.save('c', token('third'), 'disk');
    expect(await finds(redactors, token('third'))).toBe(true);
  });

  it('keeps no set read while a token could not be decrypted', async () => {
    const { vault, cipher, redactors } = open();
    await vault.save('a', token('first'), 'disk');
    await vault.save('b', token('second'), 'disk');
    cipher.setAvailable(false);
    expect(await finds(redactors, token('first'))).toBe(false);
    cipher.setAvailable(true);
    expect(await finds(redactors, token('first'))).toBe(true);
  });
});
