import { useId, useState } from 'react';
import { PopoverAnchor } from '../results/PopoverAnchor';
import { SHORTCUTS, displayKeys } from '../shortcuts/shortcut-list';
import type { ShortcutId } from '../shortcuts/shortcut-list';

export interface ToolbarAction {
  label: string;
  /** Its keyboard shortcut, when it has one. */
  shortcut?: ShortcutId;
  /** Null while the action cannot run. */
  run: (() => void) | null;
}

/**
 * Where the toolbar's less used actions go on a narrow window (CSS shows this menu, and hides
 * their own buttons, below 1280 pixels), so the toolbar stays one line.
 */
export function ToolbarMore({ actions }: { actions: readonly ToolbarAction[] }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="results-toolbar__narrow">
      <PopoverAnchor open={open} onClose={() => setOpen(false)}>
        <button type="button" className="button" aria-expanded={open} aria-controls={`${id}-menu`} onClick={() => setOpen(!open)}>
          More ▾
        </button>
        {open && (
          <div id={`${id}-menu`} className="popover" role="group" aria-label="More actions">
            {actions.map((action, index) => (
              <button
                key={action.label}
                type="button"
                className="popover__item"
                autoFocus={index === 0}
                disabled={!action.run}
                onClick={() => {
                  setOpen(false);
                  action.run?.();
                }}
              >
                <span>{action.label}</span>
                {action.shortcut && <kbd>{displayKeys(SHORTCUTS.find((shortcut) => shortcut.id === action.shortcut)?.keys ?? '')}</kbd>}
              </button>
            ))}
          </div>
        )}
      </PopoverAnchor>
    </div>
  );
}
