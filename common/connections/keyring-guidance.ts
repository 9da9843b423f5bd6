/**
 * How to get an OS keyring on Linux, where Chromium fell back to its hard-coded key (basic_text).
 * Chromium picks the keyring by desktop: on GNOME and KDE it finds a running, unlocked GNOME
 * Keyring or KWallet itself; elsewhere (i3, Sway…) it has to be told with --password-store.
 */
export const KEYRING_FIX_STEPS =
  'install and unlock GNOME Keyring or KWallet (on desktops such as i3 or Sway, also start SMS Explorer with --password-store=gnome-libsecret) and restart the app';

/** Shown once per start while a token is saved under the hard-coded key. */
export const WEAK_KEYRING_NOTICE = `No OS keyring was found on this desktop, so saved tokens are protected only by a key built into the app. To protect them, ${KEYRING_FIX_STEPS}, then enter the tokens again.`;
