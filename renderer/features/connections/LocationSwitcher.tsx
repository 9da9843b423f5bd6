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
}

export function LocationSwitcher({ connection, selectedId, onSelect, ref }: LocationSwitcherProps) {
  const id = useId();
  const selected = connection.locations.find((location) => location.id === selectedId);
  return (
    <div className="switcher">
      <div className="switcher__head">
        <label htmlFor={id} className="switcher__label">
          Location
        </label>
        {selected && <VerificationBadge connection={connection} location={selected} />}
      </div>
      <select
        ref={ref}
        id={id}
        className="switcher__select"
        value={selectedId ?? ''}
        disabled={connection.locations.length === 0}
        onChange={(event) => onSelect(event.target.value)}
      >
        {connection.locations.length === 0 && <option value="">No locations</option>}
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
