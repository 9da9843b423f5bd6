import { afterEach, describe, expect, it } from 'vitest';
import { ECHO_FORMS, ECHO_SLICE_CHARS } from './echo';
import type { DemoApi } from './server';
import { startDemoApi } from './server';
import { post } from './test/support';

let api: DemoApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const token = 'test/Abc+def/0123456789-ghij/KLMN';
const auth = `Bearer ${token}`;
const caller = { token, location: 'loc-echo' };

async function start(): Promise<DemoApi> {
  api = await startDemoApi({
    tokens: { [token]: ['loc-echo'] },
    locations: { 'loc-echo': { name: 'Echo', messages: 30 } },
    echoAuthorization: ['record', 'key', 'page-token', 'error'],
    echoForms: [...ECHO_FORMS],
  });
  return api;
}

describe('a demo that echoes the Authorization header in every form', () => {
  it('writes each form as a buggy server would, in records, keys and next_page_token', async () => {
    const reply = await post(await start(), caller, { page_size: 10 });
    expect(reply.status).toBe(200);
    const escapedAll = [...auth].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    expect(reply.text).toContain(`"debug_authorization_escape-all":"${escapedAll}"`);
    expect(reply.text).toContain('"debug_authorization_escaped-slash":"Bearer test\\/Abc+def\\/');
    expect(reply.text).toContain(`"debug_authorization_hex":"${Buffer.from(auth).toString('hex')}"`);
    const item = reply.json.smsMessages?.[0] as unknown as Record<string, string>;
    expect(item.debug_authorization).toBe(auth);
    expect(item['debug_authorization_escape-one']).toBe(token);
    expect(item['debug_authorization_escape-all']).toBe(auth);
    expect(item['debug_authorization_escaped-slash']).toBe(auth);
    expect(item.debug_authorization_slice).toMatch(new RegExp(`^token .{${ECHO_SLICE_CHARS}}… is not valid$`));
    expect(item.debug_authorization_control?.split('\n').join('').split('\u0007').join('')).toBe(token);
    expect(item['debug_authorization_base64-wrapped']).toContain('\r\n');
    expect(Buffer.from(item['debug_authorization_base64-wrapped'] ?? '', 'base64').toString()).toBe(`trace;authorization=${auth};end`);
    expect(Object.keys(item)).toContain(`seen:${auth}`);
    expect(reply.json.next_page_token?.split('.').slice(1)).toHaveLength(ECHO_FORMS.length);
  });

  it('echoes into the status and direction after their values, when asked', async () => {
    api = await startDemoApi({
      tokens: { [token]: ['loc-echo'] },
      locations: { 'loc-echo': { name: 'Echo', messages: 30 } },
      echoAuthorization: ['labels'],
      echoForms: ['plain', 'hex'],
    });
    const reply = await post(api, caller, { page_size: 10, status: 'DELIVERED' });
    const items = (reply.json.smsMessages ?? []) as unknown as Record<string, string>[];
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.status).toBe(`DELIVERED ${auth} ${Buffer.from(auth).toString('hex')}`);
      expect(item.direction).toMatch(new RegExp(`^(INBOUND|OUTBOUND) ${auth.replace(/[+/]/g, '\\$&')} `));
    }
  });

  it('ignores the echoes on a page token it gets back, redacted or not', async () => {
    const demo = await start();
    const first = await post(demo, caller, { page_size: 10 });
    const [issued] = (first.json.next_page_token ?? '').split('.');
    for (const pageToken of [first.json.next_page_token, `${issued}.[redacted]`]) {
      const second = await post(demo, caller, { page_size: 10, page_token: pageToken });
      expect(second.status).toBe(200);
      expect(second.json.smsMessages?.[0]?.id).not.toBe(first.json.smsMessages?.[0]?.id);
    }
  });

  it('echoes every form into an error body', async () => {
    const reply = await post(await start(), { ...caller, location: 'loc-none' });
    expect(reply.status).toBe(401);
    expect(reply.json.error?.message).toContain(`Authorization: ${auth} `);
    expect(reply.text).toContain(Buffer.from(auth).toString('hex'));
  });
});
