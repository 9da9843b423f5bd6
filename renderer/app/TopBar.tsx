import type { Ref } from 'react';
import type { ConnectionView } from '../../common/ipc/contract';
import type { ActiveSelection } from '../state/resolve-selection';
import { ConnectionSwitcher } from '../features/connections/ConnectionSwitcher';
import { LocationSwitcher } from '../features/connections/LocationSwitcher';
import type { AcrossChoice } from '../features/connections/LocationSwitcher';
import { LinkSetting } from '../features/links/LinkSetting';
import { ThemeSelect } from '../features/theme/ThemeSelect';
import type { ThemePreference } from '../features/theme/use-theme';

interface TopBarProps {
  connections: readonly ConnectionView[];
  selection: ActiveSelection;
  locationRef: Ref<HTMLSelectElement>;
  onSelectConnection: (connectionId: string) => void;
  onSelectLocation: (locationId: string) => void;
  onQuickSwitch: () => void;
  onManageConnection: () => void;
  onAddConnection: () => void;
  theme: ThemePreference;
  onThemeChange: (value: ThemePreference) => void;
  /** The search across all or chosen locations of the selected connection. */
  across?: AcrossChoice;
}

export function TopBar({ locationRef, ...props }: TopBarProps) {
  const { selection } = props;
  return (
    <header className="top-bar">
      <h1 className="top-bar__title">SMS Explorer</h1>
      <nav className="top-bar__switchers" aria-label="Data source">
        <ConnectionSwitcher connections={props.connections} selected={selection.connection} onSelect={props.onSelectConnection} />
        <LocationSwitcher
          ref={locationRef}
          connection={selection.connection}
          selectedId={selection.location?.id ?? null}
          onSelect={props.onSelectLocation}
          {...(props.across && { across: props.across })}
        />
        <button
          type="button"
          className="button"
          aria-keyshortcuts="Control+K Meta+K"
          title="Quick switch (Ctrl+K)"
          onClick={props.onQuickSwitch}
        >
          Quick switch <kbd className="top-bar__quick-keys">Ctrl K</kbd>
        </button>
      </nav>
      <div className="top-bar__actions">
        <button type="button" className="button" onClick={props.onManageConnection}>
          Manage connection
        </button>
        <button type="button" className="button" onClick={props.onAddConnection}>
          Add connection
        </button>
        <div className="top-bar__prefs">
          <LinkSetting />
          <ThemeSelect value={props.theme} onChange={props.onThemeChange} />
        </div>
      </div>
    </header>
  );
}
