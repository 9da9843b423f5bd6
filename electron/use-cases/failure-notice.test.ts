import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDemoApi } from '../../demo-api/server';
import type { DemoApi } from '../../demo-api/server';
import { createTestServices } from '../test/main-services';
import { CONTROL_OR_BIDI } from '../../common/records/control-chars';
import { failureNoticeText } from './failure-notice';
import { NOTICE_BODY_CHARS } from './notice-text';

let api: DemoApi | null = null;
let dir = '';
afterEach(async () => {
  await api?.close();
  api = null;
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('failureNoticeText', () => {
  it('says how many failed, where, and to which numbers', () => {
    expect(failureNoticeText('Harbor Dental Studio', 1, ['+15125550148'])).toEqual({
      title: 'A message failed',
      body: 'Harbor Dental Studio: to +15125550148',
    });
    expect(failureNoticeText('Harbor Dental Studio', 5, ['+15125550148', '+17025550101'])).toEqual({
      title: '5 messages failed',
      body: 'Harbor Dental Studio: to +15125550148, +17025550101 and 3 more',
    });
    expect(failureNoticeText('Harbor Dental Studio', 2, [])).toEqual({
      title: '2 messages failed',
      body: 'Harbor Dental Studio: 2 failed',
    });
  });
});

async function demoServices(monotonicNow?: () => number) {
  api = await startDemoApi({ latencyMs: 0 });
  dir = await mkdtemp(join(tmpdir(), 'failure-notice-'));
  const services = createTestServices({ dir, demoBaseUrl: api.baseUrl, ...(monotonicNow && { monotonicNow }) });
  const state = await services.call('getState', {});
  if (!state.ok) throw new Error('no state');
  const demo = state.value.connections[0];
  if (!demo) throw new Error('no demo connection');
  return { ...services, connectionId: demo.id, token: Object.keys(api.config.tokens)[0] ?? '' };
}

describe('notifyFailures through the contract', () => {
  it('names the location as main knows it, names only E.164 numbers, and never carries the token', async () => {
    const { call, notices, connectionId, token } = await demoServices();
    const reply = await call('notifyFailures', {
      connectionId,
      locationId: 'loc-harbor-dental',
      count: 3,
      numbers: ['+15125550148', `+1 ${token}`, token.slice(0, 40)],
    });
    expect(reply).toEqual({ ok: true, value: null });
    expect(notices).toEqual([{ title: '3 messages failed', body: 'Harbor Dental Studio: to +15125550148 and 2 more' }]);
    expect(JSON.stringify(notices)).not.toContain(token.slice(-12));
  });

  it('shows no control, bidi character or overlong text a server or a record wrote', async () => {
    const { call, notices, connectionId } = await demoServices();
    const name = `Harbor\u202e\r\nClinic\u0000\u001b[2J ${'x'.repeat(300)}`;
    const renamed = await call('renameLocation', { connectionId, locationId: 'loc-harbor-dental', name: name.slice(0, 100) });
    expect(renamed.ok).toBe(true);
    await call('notifyFailures', {
      connectionId,
      locationId: 'loc-harbor-dental',
      count: 2,
      numbers: ['+15125550148\u202e', '\u202e+15125550148', '+15125550148\n'],
    });
    const [notice] = notices;
    expect(notice?.body).toMatch(/^Harbor Clinic \[2J x+: 2 failed$/);
    expect(notice?.body.length).toBeLessThanOrEqual(NOTICE_BODY_CHARS);
    expect(`${notice?.title}${notice?.body}`).not.toMatch(CONTROL_OR_BIDI);
  });

  it('shows one notice a minute per place however often the window asks, the held failures counted in the next', async () => {
    let now = 0;
    const { call, notices, connectionId } = await demoServices(() => now);
    const ask = (locationId: string) => call('notifyFailures', { connectionId, locationId, count: 1, numbers: [] });
    await Promise.all(Array.from({ length: 1000 }, () => ask('loc-harbor-dental')));
    await ask('loc-maple-bakery');
    expect(notices.map((notice) => notice.body)).toEqual(['Harbor Dental Studio: 1 failed', expect.stringMatching(/: 1 failed$/)]);
    now += 60_000;
    await ask('loc-harbor-dental');
    expect(notices.map((notice) => notice.title)).toEqual(['A message failed', 'A message failed', '1,000 messages failed']);
  });
});
