import { useId } from 'react';
import type { Ref } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import { locationTitle, verificationMark } from './connection-labels';
import { VerificationBadge } from './VerificationBadge';

interface LocationSwitcherProps {
  connection: ConnectionView;
  selectedId: string | null;
  onSelect: (locationId: string) => void;
  ref?: Ref<HTMLSelectElement>;
  /** The search across every location of the connection is shown instead of one location. */
  allSelected?: boolean;
  onSelectAll?: () => void;
}

/** A location id is printable ASCII without spaces, so this value is never one. */
const ALL_LOCATIONS = 'all locations';

export function LocationSwitcher({ connection, selectedId, onSelect, ref, allSelected, onSelectAll }: LocationSwitcherProps) {
  const id = useId();
  const selected = connection.locations.find((location) => location.id === selectedId);
  return (
    <div className="switcher">
      <div className="switcher__head">
        <label htmlFor={id} className="switcher__label">
          Location
        </label>
        {selected && !allSelected && <VerificationBadge connection={connection} location={selected} />}
      </div>
      <select
        ref={ref}
        id={id}
        className="switcher__select"
        value={allSelected ? ALL_LOCATIONS : (selectedId ?? '')}
        disabled={connection.locations.length === 0}
        onChange={(event) => (event.target.value === ALL_LOCATIONS ? onSelectAll?.() : onSelect(event.target.value))}
      >
        {connection.locations.length === 0 && <option value="">No locations</option>}
        {onSelectAll && connection.locations.length > 1 && <option value={ALL_LOCATIONS}>All locations ({connection.locations.length})</option>}
        {connection.locations.map((location) => (
          <option key={location.id} value={location.id}>
            {locationTitle(location)}
            {verificationMark(location)}
          </option>
        ))}
      </select>
    </div>
  );
}
