/** Which messages are picked (for Copy as text) and the one the keyboard is on, by message key. */
export interface ThreadSelection {
  keys: ReadonlySet<string>;
  active: string | null;
}

export const NO_THREAD_SELECTION: ThreadSelection = { keys: new Set(), active: null };

export interface PickModifiers {
  range: boolean;
  toggle: boolean;
}

/** A click or a keyboard move onto `key`: alone, a range from the active message, or toggled in. */
export function pick(selection: ThreadSelection, order: readonly string[], key: string, { range, toggle }: PickModifiers): ThreadSelection {
  if (toggle) {
    const keys = new Set(selection.keys);
    if (keys.has(key)) keys.delete(key);
    else keys.add(key);
    return { keys, active: key };
  }
  const from = selection.active === null ? -1 : order.indexOf(selection.active);
  const to = order.indexOf(key);
  if (range && from >= 0 && to >= 0) {
    const [low, high] = from < to ? [from, to] : [to, from];
    return { keys: new Set([...selection.keys, ...order.slice(low, high + 1)]), active: key };
  }
  return { keys: new Set([key]), active: key };
}
