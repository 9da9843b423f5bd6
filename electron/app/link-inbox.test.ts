import { randomBytes } from 'node:crypto';
import { SHORT_TEXT_DISGUISES, TOKEN_DISGUISES } from '../test/token-disguises';
import { describe, expect, it } from 'vitest';
import type { EventName, EventPayloads, OpenedLink } from '../../common/ipc/contract';
import { linkUrl, searchLinkOf } from '../../common/searches/search-link';
import { LINK_REFUSALS, LINKS_TURNED_OFF } from '../../common/searches/search-link-parse';
import { createLinkInbox, MAX_WAITING_LINKS } from './link-inbox';
import { linkRedactor } from './saved-redactors';

const place = { connectionId: 'c1', locationId: 'loc-1' };
const madeAt = new Date('2025-11-25T00:00:00.000Z');
const link = (query: string) => linkUrl(searchLinkOf(place, { query }, madeAt).link);
const secretRefusal = { ok: false, message: `This link was not opened: ${LINK_REFUSALS.secret}` };

function setUp(tokens: string[] = []) {
  const emitted: OpenedLink[] = [];
  const emit = <K extends EventName>(name: K, payload: EventPayloads[K]) => {
    if (name === 'linkOpened') emitted.push(payload as OpenedLink);
  };
  const setting = { on: true };
  return {
    inbox: createLinkInbox({ emit, linksOn: () => setting.on, savedRedactors: async () => tokens.map(linkRedactor) }),
    emitted,
    setting,
  };
}

describe('the link inbox (main’s one way in for a link)', () => {
  it('holds links until the window asks, then sends each as it comes, in order', async () => {
    const { inbox, emitted } = setUp();
    void inbox.open(link('first'));
    void inbox.open('javascript:alert(1)');
    expect(await inbox.take()).toMatchObject([{ ok: true, link: { filters: { query: 'first' } } }, { ok: false }]);
    await Promise.all([inbox.open(link('second')), inbox.open(link('third'))]);
    await expect.poll(() => emitted).toMatchObject([{ link: { filters: { query: 'second' } } }, { link: { filters: { query: 'third' } } }]);
    expect(await inbox.take()).toEqual([]);
  });

  it('while links are turned off, answers every link, held or sent, with the line saying where to turn them on; on again, opens them', async () => {
    const { inbox, emitted, setting } = setUp();
    setting.on = false;
    expect(await inbox.open(link('held'))).toEqual(LINKS_TURNED_OFF);
    expect(await inbox.take()).toEqual([LINKS_TURNED_OFF]);
    expect(LINKS_TURNED_OFF).toEqual({
      ok: false,
      message: expect.stringMatching(/^This link was not opened: links are turned off.*“Open sms-explorer:\/\/ links” in the top bar/),
    });
    await inbox.open(link('sent'));
    setting.on = true;
    await inbox.open(link('on again'));
    await expect.poll(() => emitted).toMatchObject([LINKS_TURNED_OFF, { ok: true, link: { filters: { query: 'on again' } } }]);
  });

  it('keeps only the newest few while nobody listens, and holds again while the page reloads', async () => {
    const { inbox, emitted } = setUp();
    for (let index = 0; index < MAX_WAITING_LINKS + 3; index++) void inbox.open(link(`n${index}`));
    const taken = await inbox.take();
    expect(taken.map((opened) => opened.ok && opened.link.kind === 'search' && opened.link.filters.query)).toEqual(
      Array.from({ length: MAX_WAITING_LINKS }, (_, index) => `n${index + 3}`),
    );
    inbox.pageLoading();
    await inbox.open(link('during reload'));
    expect(emitted).toEqual([]);
    expect(await inbox.take()).toHaveLength(1);
  });

  it('refuses a link holding any run of a saved token, as is, URL-encoded, hex or base64, and never repeats it', async () => {
    const token = `tok_${randomBytes(24).toString('base64url')}`;
    const { inbox, emitted } = setUp(['other-token-0123456789', token]);
    await inbox.take();
    const forms = [token, token.slice(3, 20), Buffer.from(token).toString('hex'), Buffer.from(token).toString('base64')];
    for (const form of forms) expect(await inbox.open(link(`see ${form}`))).toEqual(secretRefusal);
    expect(await inbox.open(`${link('hi')}&connection_name=${encodeURIComponent(token.slice(-14))}`)).toEqual(secretRefusal);
    // The lists a link may hold are checked too: a location id is free text enough to carry a run of a token.
    const across = linkUrl(
      searchLinkOf(place, {}, madeAt, { locationIds: ['loc-1', 'loc-2'], numbers: ['+15125550001', '+15125550002'] }).link,
    );
    expect(await inbox.open(across)).toMatchObject({ ok: true, link: { locationIds: ['loc-1', 'loc-2'] } });
    expect(await inbox.open(across.replace('loc-2', encodeURIComponent(token.slice(2, 18))))).toEqual(secretRefusal);
    expect(await inbox.open(link('a message about a code 4412'))).toMatchObject({ ok: true });
    expect(JSON.stringify(emitted)).not.toContain(token.slice(4, 16));
  });

  it.each([...TOKEN_DISGUISES, ...SHORT_TEXT_DISGUISES])('refuses a link holding a saved token %s', async (_name, disguise) => {
    const token = `tok_${randomBytes(24).toString('base64url')}`;
    const { inbox } = setUp([token]);
    await inbox.take();
    expect(await inbox.open(link(`see ${disguise(token)}`))).toEqual(secretRefusal);
  });
});
