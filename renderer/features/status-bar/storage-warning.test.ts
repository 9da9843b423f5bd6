import { describe, expect, it } from 'vitest';
import { demoConnection } from '../../test/fake-explorer';
import { storageWarning } from './storage-warning';

describe('the status bar storage warning', () => {
  it('for a token under the hard-coded Linux key, says how to get a keyring and what to do after', () => {
    const warning = storageWarning(demoConnection({ storage: 'weak' })) ?? '';
    expect(warning).toMatch(/^No OS keyring on this desktop: the token is saved protected only by a hard-coded key\. /);
    expect(warning).toMatch(/install and unlock GNOME Keyring or KWallet/);
    expect(warning).toMatch(/start SMS Explorer with --password-store=gnome-libsecret/);
    expect(warning).toMatch(/restart the app, then enter the token again\.$/);
  });

  it('says nothing about keyrings for a token in the OS keyring', () => {
    expect(storageWarning(demoConnection({ storage: 'encrypted' }))).toBeNull();
  });
});
