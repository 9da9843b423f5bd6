import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDemoApi } from '../../demo-api/server';
import type { DemoApi } from '../../demo-api/server';
import { createTestServices } from '../test/main-services';
import { failureNoticeText } from './failure-notice';

let api: DemoApi | null = null;
let dir = '';
afterEach(async () => {
  await api?.close();
  api = null;
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('failureNoticeText', () => {
  it('says how many failed, where, and to which numbers', () => {
    expect(failureNoticeText('Harbor Dental Studio', 1, ['+15125550148'])).toEqual({ title: 'A message failed', body: 'Harbor Dental Studio: to +15125550148' });
    expect(failureNoticeText('Harbor Dental Studio', 5, ['+15125550148', '+17025550101'])).toEqual({
      title: '5 messages failed',
      body: 'Harbor Dental Studio: to +15125550148, +17025550101 and 3 more',
    });
    expect(failureNoticeText('Harbor Dental Studio', 2, [])).toEqual({ title: '2 messages failed', body: 'Harbor Dental Studio: 2 failed' });
  });
});

describe('notifyFailures through the contract', () => {
  it('names the location as main knows it and never carries the token, whatever the numbers hold', async () => {
    api = await startDemoApi({ latencyMs: 0 });
    dir = await mkdtemp(join(tmpdir(), 'failure-notice-'));
    const { call, notices } = createTestServices({ dir, demoBaseUrl: api.baseUrl });
    const state = await call('getState', {});
    if (!state.ok) throw new Error('no state');
    const demo = state.value.connections[0];
    if (!demo) throw new Error('no demo connection');
    const token = Object.keys(api.config.tokens)[0] ?? '';
    const reply = await call('notifyFailures', { connectionId: demo.id, locationId: 'loc-harbor-dental', count: 2, numbers: ['+15125550148', `+1 ${token}`] });
    expect(reply).toEqual({ ok: true, value: null });
    expect(notices).toHaveLength(1);
    expect(notices[0]?.title).toBe('2 messages failed');
    expect(notices[0]?.body).toMatch(/^Harbor Dental Studio: to \+15125550148, \+1 \[redacted\]$/);
    expect(JSON.stringify(notices)).not.toContain(token.slice(-12));
  });
});
