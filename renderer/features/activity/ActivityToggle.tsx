interface ActivityToggleProps {
  open: boolean;
  onToggle: () => void;
  /** What the chart shows, and its shortcut. */
  title: string;
}

/** The chart's fold, as an icon, so a toolbar still fits 1024 pixels with the longest zone name in Times. */
export function ActivityToggle({ open, onToggle, title }: ActivityToggleProps) {
  return (
    <button
      type="button"
      className="button button--icon"
      aria-label="Activity"
      aria-pressed={open}
      aria-keyshortcuts="Alt+Shift+A"
      title={title}
      onClick={onToggle}
    >
      <svg width="16" height="14" viewBox="0 0 16 14" aria-hidden="true" focusable="false">
        <rect x="1" y="8" width="3" height="6" fill="currentColor" />
        <rect x="6.5" y="3" width="3" height="11" fill="currentColor" />
        <rect x="12" y="6" width="3" height="8" fill="currentColor" />
      </svg>
    </button>
  );
}
