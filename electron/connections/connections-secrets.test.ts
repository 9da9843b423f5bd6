import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readAllFiles } from '../test/test-stores';
import { createFixture, newToken } from '../test/connections-fixture';
import type { Fixture } from '../test/connections-fixture';

let fixture: Fixture;
beforeEach(async () => {
  fixture = await createFixture();
});
afterEach(() => fixture.dir.remove());

describe('tokens', () => {
  it('appear in no file and in nothing getState returns, only as ciphertext', async () => {
    const service = fixture.open();
    const tokens = { first: newToken(), replaced: newToken(), session: newToken(), other: newToken() };

    const production = await service.create({
      label: 'Production',
      baseUrl: 'https://api.example.com',
      token: tokens.first,
      keepToken: 'disk',
      locations: [{ id: 'L1' }],
    });
    await service.setToken({ connectionId: production.id, token: tokens.replaced, keepToken: 'disk' });
    await service.update({ connectionId: production.id, label: 'Prod', requestTimeoutMs: 10_000 });
    await service.addLocation({ connectionId: production.id, locationId: 'L2', name: 'Second' });
    await service.renameLocation({ connectionId: production.id, locationId: 'L1', name: 'First' });
    await service.recordVerification(production.id, 'L1', { status: 'ok', checkedAt: '2025-01-01T00:00:00.000Z' });
    await service.select(production.id, 'L2');
    const staging = await service.create({
      label: 'Staging',
      baseUrl: 'http://127.0.0.1:4010',
      token: tokens.session,
      keepToken: 'session',
      locations: [{ id: 'S1' }],
    });
    const doomed = await service.create({
      label: 'Doomed',
      baseUrl: 'https://old.example.com',
      token: tokens.other,
      keepToken: 'disk',
      locations: [],
    });
    await service.remove(doomed.id);
    await service.removeLocation({ connectionId: production.id, locationId: 'L2' });

    expect((await service.credentials(production.id, 'L1')).token).toBe(tokens.replaced);
    expect((await service.credentials(staging.id, 'S1')).token).toBe(tokens.session);

    const visible = JSON.stringify([await service.getState('1.0.0'), await fixture.open().getState('1.0.0')]);
    const files = await readAllFiles(fixture.dir.path);
    expect(files.map((file) => file.path.split('/').at(-1)).sort()).toEqual(['secrets.json', 'settings.json']);
    for (const secret of [...Object.values(tokens), fixture.demo.token]) {
      expect(visible).not.toContain(secret);
      for (const file of files) expect(file.text, file.path).not.toContain(secret);
    }
    const secrets = files.find((file) => file.path.endsWith('secrets.json'))?.text ?? '';
    expect(JSON.parse(secrets).tokens[production.id]).toMatchObject({ format: 'sms-explorer/v1', data: expect.any(String) });
    expect(Object.keys(JSON.parse(secrets).tokens)).toHaveLength(2);
  });
});
