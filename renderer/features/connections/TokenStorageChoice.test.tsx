import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TokenStorageChoice } from './TokenStorageChoice';

describe('choosing where to keep a token', () => {
  it('on a desktop without a keyring, warns and says how to get one', () => {
    render(<TokenStorageChoice value="disk" weakKeyring onChange={() => undefined} />);
    const note = screen.getByRole('note').textContent ?? '';
    expect(note).toMatch(/protected only by a key built into the app/);
    expect(note).toMatch(
      /install and unlock GNOME Keyring or KWallet \(on desktops such as i3 or Sway, also start SMS Explorer with --password-store=gnome-libsecret\) and restart the app\.$/,
    );
  });

  it('with a keyring, promises OS encryption and shows no warning', () => {
    render(<TokenStorageChoice value="disk" weakKeyring={false} onChange={() => undefined} />);
    expect(screen.getByLabelText('Save on this computer (encrypted by the OS keyring)')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
