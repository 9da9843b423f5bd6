/**
 * When main answers a clipboard read. The page never reads the clipboard on its own say-so: a read
 * is answered only for a paste gesture main itself saw or showed: a paste shortcut pressed in the
 * window (electron-adapters/paste-gestures.ts in the app; each press answers one read), or the
 * Paste button of main's own prompt (electron-adapters/paste-prompt.ts), which the page's Paste
 * button asks for. A click or a typed space anywhere in the window is no paste gesture: a page
 * running injected script could otherwise read whatever the user last copied, a password
 * included, after any click the user makes.
 */

/**
 * How long after the press a read is still answered. A click's handler asks within a few
 * milliseconds; two seconds leave room for a busy renderer and little for anything else.
 */
export const PASTE_GRANT_MS = 2_000;

/** Said when a read comes without a paste gesture. */
export const PASTE_REFUSED_MESSAGE =
  'The clipboard is read only when you paste: choose Paste when the app asks, or paste into the field with Ctrl+V (⌘V on a Mac).';

export interface PasteGrants {
  /** The user pressed a paste key in the window (main's word, never the page's). */
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
 * The paste shortcuts: Ctrl+V (⌘V on a Mac) and Shift+Insert. Enter and Space are not: they press
 * whatever button has the focus, and typing anything else never opens the clipboard either.
 */
export function isPasteKey({ key, control, meta, shift }: PressedKey): boolean {
  if ((control || meta) && key.toLowerCase() === 'v') return true;
  return shift && key === 'Insert';
}
