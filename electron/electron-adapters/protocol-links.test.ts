import { resolve } from 'node:path';
import type { App } from 'electron';
import { describe, expect, it } from 'vitest';
import { createFakeElectron } from '../test/fake-electron';
import { handleProtocolLinks, linkInArgv } from './protocol-links';

const LINK = 'sms-explorer://search?v=1&connection=c1&location=loc-1&created_before=2025-11-25T00%3A00%3A00.000Z';
const packaged = { defaultApp: false, execPath: '/opt/SMS Explorer/sms-explorer', argv: ['/opt/SMS Explorer/sms-explorer'] };

function setUp(launch = packaged, options: { protocolClientAnswer?: boolean } = {}) {
  const fake = createFakeElectron({ isPackaged: !launch.defaultApp, userData: '/tmp/unused', ...options });
  let forward = 0;
  const links = handleProtocolLinks(fake.module.app as unknown as App, launch, () => void (forward += 1));
  const opened: string[] = [];
  return { fake, links, opened, open: (url: string) => void opened.push(url), forwarded: () => forward };
}

describe('handleProtocolLinks (sms-explorer:// through Electron)', () => {
  it('claims nothing before it is told the user’s setting: the settings are read after ready', () => {
    expect(setUp().fake.log.protocolClients).toEqual([]);
  });

  it('on: registers the packaged app as the scheme’s handler, and says when the OS refused', () => {
    const { fake, links } = setUp();
    expect(links.claim(true)).toBe(true);
    expect(fake.log.protocolClients).toEqual([{ protocol: 'sms-explorer' }]);
    expect(setUp(packaged, { protocolClientAnswer: false }).links.claim(true)).toBe(false);
  });

  it('off: gives the scheme up when this app holds it, and leaves it alone when another app does', () => {
    const { fake, links } = setUp();
    links.claim(true);
    expect(links.claim(false)).toBe(false);
    expect(fake.module.app.isDefaultProtocolClient('sms-explorer')).toBe(false);
    expect(fake.log.protocolClientRemovals).toEqual(['sms-explorer']);
    // Turned on again: claimed again.
    expect(links.claim(true)).toBe(true);

    const other = setUp();
    other.fake.module.app.setAsDefaultProtocolClient('sms-explorer', '/opt/other-app/other');
    expect(other.links.claim(false)).toBe(false);
    expect(other.fake.log.protocolClientRemovals).toEqual([]);
    expect(other.fake.module.app.isDefaultProtocolClient('sms-explorer', '/opt/other-app/other')).toBe(true);
  });

  it('registers and gives up `electron <folder>` with the executable and the app folder, else the OS would start bare Electron', () => {
    const dev = { defaultApp: true, execPath: '/dev/electron', argv: ['/dev/electron', 'dist-electron/main.js'] };
    const { fake, links } = setUp(dev);
    expect(links.claim(true)).toBe(true);
    expect(fake.log.protocolClients).toEqual([
      { protocol: 'sms-explorer', path: '/dev/electron', args: [resolve('dist-electron/main.js')] },
    ]);
    expect(fake.module.app.isDefaultProtocolClient('sms-explorer', '/dev/electron', [resolve('dist-electron/main.js')])).toBe(true);
    links.claim(false);
    expect(fake.module.app.isDefaultProtocolClient('sms-explorer', '/dev/electron', [resolve('dist-electron/main.js')])).toBe(false);
    expect(setUp({ defaultApp: true, execPath: '/dev/electron', argv: ['/dev/electron'] }).links.claim(true)).toBe(false);
  });

  it('macOS: takes each open-url (preventDefault), before ready too, and hands them over once delivery starts', () => {
    const { fake, links, opened, open, forwarded } = setUp();
    expect(fake.openUrl(LINK)).toBe(true);
    expect(opened).toEqual([]);
    links.deliverTo(open);
    expect(opened).toEqual([LINK]);
    fake.ready();
    fake.openUrl(`${LINK}&status=FAILED`);
    expect(opened).toEqual([LINK, `${LINK}&status=FAILED`]);
    expect(forwarded()).toBe(2);
  });

  it('Windows and Linux: the link of the app’s own start, then of each second start, whatever Chromium added around it', () => {
    const { fake, links, opened, open, forwarded } = setUp({ ...packaged, argv: [packaged.execPath, '--no-sandbox', LINK] });
    links.deliverTo(open);
    expect(opened).toEqual([LINK]);
    fake.ready();
    fake.secondInstance([packaged.execPath, 'SMS-EXPLORER://conversation?x', '--original-process-start-time=1']);
    expect(opened).toEqual([LINK, 'SMS-EXPLORER://conversation?x']);
    // A plain second start brings the window forward and opens nothing.
    fake.secondInstance([packaged.execPath]);
    expect(opened).toHaveLength(2);
    expect(forwarded()).toBe(2);
  });

  it('finds the link among the arguments, the last one when there are several, and nothing in a plain start', () => {
    expect(linkInArgv(['exe', LINK, '--flag'])).toBe(LINK);
    expect(linkInArgv(['exe', 'sms-explorer://a', 'sms-explorer://b'])).toBe('sms-explorer://b');
    expect(linkInArgv(['exe', '--inspect', 'https://sms-explorer.example/'])).toBeNull();
  });
});
