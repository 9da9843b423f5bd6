import { useState } from 'react';

/**
 * Where the focus goes once a dialog is closed on a choice whose outcome is an alert still to come:
 * "Save anyway" a token the test refused. The dialog's opener would get it back, many Tabs from the
 * way out, so the first alert then shown for that connection takes it on its primary action, once.
 */
export interface AlertFocus {
  /** The next alert shown for this connection takes the focus. */
  handOff: (connectionId: string) => void;
  /** Whether an alert now shown for this connection takes the focus (then no other one does). */
  take: (connectionId: string) => boolean;
}

export function createAlertFocus(): AlertFocus {
  let pending: string | null = null;
  return {
    handOff: (connectionId) => {
      pending = connectionId;
    },
    take: (connectionId) => {
      if (pending !== connectionId) return false;
      pending = null;
      return true;
    },
  };
}

/** One hand-off for the app's lifetime: it outlives the dialog that gives it. */
export function useAlertFocus(): AlertFocus {
  const [focus] = useState(createAlertFocus);
  return focus;
}
