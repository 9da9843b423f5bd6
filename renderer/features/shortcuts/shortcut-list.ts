/**
 * Every keyboard shortcut of the app, in one list: the Shortcuts panel shows this list and
 * useShortcuts dispatches from it, so what is listed is what works. To add a shortcut, add an
 * entry here; give it `binding` when it works anywhere in the window (useShortcuts handles it),
 * leave it out when a component handles the key itself (the grid, a dialog, the find bar).
 */

export interface KeyBinding {
  /** KeyboardEvent.code for letters and digits (layout- and Option-proof), else KeyboardEvent.key. */
  code?: string;
  key?: string;
  /** Ctrl on Windows and Linux, Cmd on macOS. */
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
  /** Also while typing in a field (only for chords with Ctrl/Cmd or Alt). */
  inFields?: boolean;
}

export interface ShortcutEntry {
  id: string;
  group: 'Anywhere' | 'Results' | 'Grid' | 'Find' | 'Panels';
  description: string;
  /** The keys as shown; `Mod` reads Ctrl or ⌘ depending on the platform. */
  keys: string;
  binding?: KeyBinding;
}

export const SHORTCUTS = [
  { id: 'showShortcuts', group: 'Anywhere', description: 'Show this list of shortcuts', keys: '?', binding: { key: '?' } },
  {
    id: 'quickSwitch',
    group: 'Anywhere',
    description: 'Quick switcher: any connection × location',
    keys: 'Mod+K',
    binding: { code: 'KeyK', mod: true, inFields: true },
  },
  { id: 'search', group: 'Anywhere', description: 'Run the search (in a filter field)', keys: 'Enter' },
  {
    id: 'searches',
    group: 'Anywhere',
    description: 'Recent and saved searches',
    keys: 'Mod+H',
    binding: { code: 'KeyH', mod: true, inFields: true },
  },
  {
    id: 'back',
    group: 'Anywhere',
    description: 'Back to the previous search, where it was scrolled',
    keys: 'Alt+←',
    binding: { key: 'ArrowLeft', alt: true },
  },
  {
    id: 'openConversation',
    group: 'Results',
    description: 'Open the conversation of the selected message (or close it)',
    keys: 'Alt+Shift+O',
    binding: { code: 'KeyO', alt: true, shift: true, inFields: true },
  },
  {
    id: 'find',
    group: 'Results',
    description: 'Find in the loaded rows',
    keys: 'Mod+F',
    binding: { code: 'KeyF', mod: true, inFields: true },
  },
  {
    id: 'cycleTimeZone',
    group: 'Results',
    description: 'Times: local, UTC, the location’s zone, as sent',
    keys: 'Alt+Shift+T',
    binding: { code: 'KeyT', alt: true, shift: true, inFields: true },
  },
  {
    id: 'columns',
    group: 'Results',
    description: 'Columns: show, hide, reorder, reset layout',
    keys: 'Alt+Shift+L',
    binding: { code: 'KeyL', alt: true, shift: true, inFields: true },
  },
  {
    id: 'copyText',
    group: 'Results',
    description: 'Copy the selected messages as text for a ticket (time, direction, contact, status, message)',
    keys: 'Alt+Shift+X',
    binding: { code: 'KeyX', alt: true, shift: true, inFields: true },
  },
  {
    id: 'copyCsv',
    group: 'Results',
    description: 'Copy the selected rows as CSV',
    keys: 'Alt+Shift+C',
    binding: { code: 'KeyC', alt: true, shift: true, inFields: true },
  },
  {
    id: 'copyJson',
    group: 'Results',
    description: 'Copy the selected rows as JSON',
    keys: 'Alt+Shift+J',
    binding: { code: 'KeyJ', alt: true, shift: true, inFields: true },
  },
  {
    id: 'copyMarkdown',
    group: 'Results',
    description: 'Copy the selected rows as a Markdown table',
    keys: 'Alt+Shift+M',
    binding: { code: 'KeyM', alt: true, shift: true, inFields: true },
  },
  {
    id: 'copyLink',
    group: 'Results',
    description: 'Copy link: the search (or the focused conversation) as a link for a ticket',
    keys: 'Mod+Shift+L',
    binding: { code: 'KeyL', mod: true, shift: true, inFields: true },
  },
  {
    id: 'copyCurl',
    group: 'Results',
    description: 'Copy the request as cURL (token left out)',
    keys: 'Alt+Shift+U',
    binding: { code: 'KeyU', alt: true, shift: true, inFields: true },
  },
  {
    id: 'toggleActivity',
    group: 'Results',
    description: 'Show or fold the activity chart (messages over time)',
    keys: 'Alt+Shift+A',
    binding: { code: 'KeyA', alt: true, shift: true, inFields: true },
  },
  {
    id: 'countAll',
    group: 'Results',
    description: 'Count all: every message of the search, in the activity chart (opens it)',
    keys: 'Alt+Shift+N',
    binding: { code: 'KeyN', alt: true, shift: true, inFields: true },
  },
  {
    id: 'clearSort',
    group: 'Results',
    description: 'Clear the sort (back to the server’s order)',
    keys: 'Alt+Shift+S',
    binding: { code: 'KeyS', alt: true, shift: true, inFields: true },
  },
  { id: 'exportCsv', group: 'Results', description: 'Export…', keys: 'Mod+E', binding: { code: 'KeyE', mod: true, inFields: true } },
  {
    id: 'exportAll',
    group: 'Results',
    description: 'Export all results…',
    keys: 'Mod+Shift+E',
    binding: { code: 'KeyE', mod: true, shift: true, inFields: true },
  },
  { id: 'moveRow', group: 'Grid', description: 'Move between rows (selects the row)', keys: '↑ ↓ PageUp PageDown Home End' },
  { id: 'extendSelection', group: 'Grid', description: 'Extend the selection', keys: 'Shift+↑ / Shift+↓ (or Shift+click)' },
  { id: 'toggleRow', group: 'Grid', description: 'Add or remove one row', keys: 'Mod+click' },
  { id: 'selectAll', group: 'Grid', description: 'Select every loaded row', keys: 'Mod+A' },
  {
    id: 'copyTsv',
    group: 'Grid',
    description: 'Copy the selected rows as TSV for a spreadsheet (formula guard on; the Copy menu has TSV as sent)',
    keys: 'Mod+C',
  },
  { id: 'openDetail', group: 'Grid', description: 'Open the message’s details', keys: 'Enter (or double-click)' },
  {
    id: 'rowMenu',
    group: 'Grid',
    description: 'Row actions: open conversation, messages with this number, copy the message, open details',
    keys: 'Menu key or Shift+F10 (or right-click)',
  },
  { id: 'findNext', group: 'Find', description: 'Next match', keys: 'Enter' },
  { id: 'findPrevious', group: 'Find', description: 'Previous match', keys: 'Shift+Enter' },
  { id: 'close', group: 'Panels', description: 'Close the find bar, details, the conversation, a dialog or menu', keys: 'Escape' },
  { id: 'resizeDetail', group: 'Panels', description: 'Resize the details panel (on its edge)', keys: '← → (Shift: larger steps)' },
  { id: 'resizeColumn', group: 'Panels', description: 'Resize a column (on its header edge)', keys: '← → (Shift: larger steps)' },
] as const satisfies readonly ShortcutEntry[];

export type ShortcutId = (typeof SHORTCUTS)[number]['id'];

export function isMac(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform);
}

/** `Mod+Shift+E` → `Ctrl+Shift+E`, or `⌘+Shift+E` on macOS. */
export function displayKeys(keys: string, mac = isMac()): string {
  return keys.replaceAll('Mod', mac ? '⌘' : 'Ctrl').replaceAll('Alt', mac ? '⌥' : 'Alt');
}

/** The binding an event triggers, if any. */
export function bindingMatches(
  binding: KeyBinding,
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
): boolean {
  const mod = event.ctrlKey || event.metaKey;
  if (Boolean(binding.mod) !== mod || Boolean(binding.alt) !== event.altKey) return false;
  // `?` is Shift+/ on most layouts: the key itself says it, so Shift is not checked for it.
  if (binding.key) return event.key === binding.key;
  return event.code === binding.code && Boolean(binding.shift) === event.shiftKey;
}
