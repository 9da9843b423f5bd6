import { useId, useState } from 'react';
import { PopoverAnchor } from './PopoverAnchor';
import { SHORTCUTS, displayKeys } from '../shortcuts/shortcut-list';
import type { ShortcutId } from '../shortcuts/shortcut-list';
import { countOf } from '../status-bar/count-text';
import { COPY_FORMAT_LABELS } from './copy-formats';
import type { CopyFormat } from './copy-formats';

interface CopyMenuProps {
  selectedCount: number;
  onCopy: (format: CopyFormat) => void;
}

const SHORTCUT_OF: Partial<Record<CopyFormat, ShortcutId>> = {
  text: 'copyText',
  tsv: 'copyTsv',
  csv: 'copyCsv',
  json: 'copyJson',
  markdown: 'copyMarkdown',
};
const keysOf = (format: CopyFormat) => displayKeys(SHORTCUTS.find((shortcut) => shortcut.id === SHORTCUT_OF[format])?.keys ?? '');

/** Copy the selected rows as text for a ticket or in a table format; the grid's Ctrl/Cmd+C copies TSV directly. */
export function CopyMenu({ selectedCount, onCopy }: CopyMenuProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const none = selectedCount === 0;
  return (
    <PopoverAnchor open={open} onClose={() => setOpen(false)}>
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        disabled={none}
        title={
          none
            ? 'Select rows first: click, Shift+click, Ctrl/Cmd+click, or Ctrl/Cmd+A in the grid'
            : `Copy the ${countOf(selectedCount, 'selected row', 'selected rows')}`
        }
        onClick={() => setOpen(!open)}
      >
        {/* One label whatever is selected, so the toolbar never changes width (the count is in the status bar). */}
        Copy rows ▾
      </button>
      {open && !none && (
        <div id={`${id}-menu`} className="popover popover--start" role="group" aria-label="Copy selected rows as">
          {(Object.keys(COPY_FORMAT_LABELS) as CopyFormat[]).map((format, index) => (
            <button
              key={format}
              type="button"
              className="popover__item"
              autoFocus={index === 0}
              onClick={() => {
                onCopy(format);
                setOpen(false);
              }}
            >
              <span>{COPY_FORMAT_LABELS[format]}</span>
              {keysOf(format) && <kbd>{keysOf(format)}</kbd>}
            </button>
          ))}
        </div>
      )}
    </PopoverAnchor>
  );
}
