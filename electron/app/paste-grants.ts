/**
 * When main answers a clipboard read. The page never reads the clipboard on its own say-so: a read
 * is answered only just after the user pressed the mouse or a paste key in the window, as main
 * saw it (electron-adapters/paste-gestures.ts in the app), and each press answers one read. A page
 * running injected script can otherwise read whatever the user last copied, a password included,
 * at any time and as often as it likes.
 */

/**
 * How long after the press a read is still answered. A click's handler asks within a few
 * milliseconds; two seconds leave room for a busy renderer and little for anything else.
 */
export const PASTE_GRANT_MS = 2_000;

/** Said when a read comes without a press before it. */
export const PASTE_REFUSED_MESSAGE =
  'The clipboard is read only right after you click Paste or press the paste shortcut. Click Paste again, or paste into the field with Ctrl+V (⌘V on a Mac).';

export interface PasteGrants {
  /** The user pressed the mouse or a paste key in the window (main's word, never the page's). */
  grant(): void;
  /** Whether a read may be answered now; uses up the grant either way. */
  take(): boolean;
}

/** `nowMs` is a clock in milliseconds; a time before the grant (a clock set back) refuses. */
export function createPasteGrants(nowMs: () => number, windowMs: number = PASTE_GRANT_MS): PasteGrants {
  let grantedAt: number | undefined;
  return {
    grant: () => {
      grantedAt = nowMs();
    },
    take: () => {
      const elapsed = grantedAt === undefined ? Number.NaN : nowMs() - grantedAt;
      grantedAt = undefined;
      return elapsed >= 0 && elapsed <= windowMs;
    },
  };
}

/** A key as Electron's before-input-event and the DOM's KeyboardEvent both name it. */
export interface PressedKey {
  key: string;
  control: boolean;
  meta: boolean;
  shift: boolean;
}

/**
 * Keys that can ask for a paste: Enter and Space press the focused Paste button (Space on its
 * release), and the paste shortcuts. Typing anything else never opens the clipboard.
 */
export function isPasteKey({ key, control, meta, shift }: PressedKey): boolean {
  if (key === 'Enter' || key === ' ') return true;
  if ((control || meta) && key.toLowerCase() === 'v') return true;
  return shift && key === 'Insert';
}
