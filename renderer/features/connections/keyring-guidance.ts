/**
 * How to get an OS keyring on Linux, where Chromium fell back to its hard-coded key (basic_text).
 * Chromium picks the keyring by desktop: on GNOME and KDE it finds a running, unlocked GNOME
 * Keyring or KWallet itself; elsewhere (i3, Sway…) it has to be told with --password-store.
 */
export const KEYRING_FIX_STEPS =
  'install and unlock GNOME Keyring or KWallet (on desktops such as i3 or Sway, also start SMS Explorer with --password-store=gnome-libsecret) and restart the app';
