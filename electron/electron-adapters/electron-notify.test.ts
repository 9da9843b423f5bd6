import { describe, expect, it } from 'vitest';
import { createFakeElectron } from '../test/fake-electron';
import { createElectronNotify } from './electron-notify';

const fakeOptions = { isPackaged: true, userData: '/tmp/unused' };

describe('createElectronNotify', () => {
  it('shows each notice through Electron’s Notification, title and body as given', () => {
    const electron = createFakeElectron(fakeOptions);
    const notify = createElectronNotify(electron.module.Notification);
    notify({ title: '2 messages failed', body: 'Harbor Dental Studio: to +15125550148' });
    expect(electron.log.notifications).toEqual([{ title: '2 messages failed', body: 'Harbor Dental Studio: to +15125550148' }]);
  });

  it('shows nothing where the system has no notifications', () => {
    const electron = createFakeElectron({ ...fakeOptions, notificationsSupported: false });
    createElectronNotify(electron.module.Notification)({ title: 'A message failed', body: 'x' });
    expect(electron.log.notifications).toEqual([]);
  });
});
