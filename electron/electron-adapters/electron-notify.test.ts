import { describe, expect, it } from 'vitest';
import { createFakeElectron } from '../test/fake-electron';
import { createElectronNotify } from './electron-notify';

const fakeOptions = { isPackaged: true, userData: '/tmp/unused' };

describe('createElectronNotify', () => {
  it('shows each notice through Electron’s Notification, title and body as given on macOS and Windows', () => {
    for (const platform of ['darwin', 'win32'] as const) {
      const electron = createFakeElectron(fakeOptions);
      const notify = createElectronNotify(electron.module.Notification, platform);
      notify({ title: '2 messages failed', body: 'Harbor <Dental> & Studio: to +15125550148' });
      expect(electron.log.notifications).toEqual([{ title: '2 messages failed', body: 'Harbor <Dental> & Studio: to +15125550148' }]);
    }
  });

  it('escapes the body’s markup on Linux, whose notification daemons render it', () => {
    const electron = createFakeElectron(fakeOptions);
    createElectronNotify(
      electron.module.Notification,
      'linux',
    )({ title: 'A message failed', body: '<a href="https://x.test">Call</a> & <b>now</b>' });
    expect(electron.log.notifications).toEqual([
      { title: 'A message failed', body: '&lt;a href="https://x.test"&gt;Call&lt;/a&gt; &amp; &lt;b&gt;now&lt;/b&gt;' },
    ]);
  });

  it('shows nothing where the system has no notifications', () => {
    const electron = createFakeElectron({ ...fakeOptions, notificationsSupported: false });
    createElectronNotify(electron.module.Notification, 'linux')({ title: 'A message failed', body: 'x' });
    expect(electron.log.notifications).toEqual([]);
  });
});
