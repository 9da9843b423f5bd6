import { useId } from 'react';
import type { Ref } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import { locationTitle, switcherLabel, verificationMark } from './connection-labels';
import { VerificationBadge } from './VerificationBadge';

interface LocationSwitcherProps {
  connection: ConnectionView;
  selectedId: string | null;
  onSelect: (locationId: string) => void;
  ref?: Ref<HTMLSelectElement>;
  /** Offers the search across locations: every location, or a chosen set. */
  across?: AcrossChoice;
}

export interface AcrossChoice {
  /** What is shown: one location (null), or the search across all or the chosen locations. */
  scope: 'all' | 'chosen' | null;
  /** Locations in the remembered chosen set, or null when none is chosen. */
  chosenCount: number | null;
  onSelect: (scope: 'all' | 'chosen') => void;
}

/** A location id is printable ASCII without spaces, so these values are never one. */
const ALL_LOCATIONS = 'all locations';
const CHOSEN_LOCATIONS = 'chosen locations';

export function LocationSwitcher({ connection, selectedId, onSelect, ref, across }: LocationSwitcherProps) {
  const id = useId();
  const selected = connection.locations.find((location) => location.id === selectedId);
  const allSelected = across?.scope === 'all' || across?.scope === 'chosen';
  const value = across?.scope === 'all' ? ALL_LOCATIONS : across?.scope === 'chosen' ? CHOSEN_LOCATIONS : (selectedId ?? '');
  const total = connection.locations.length;
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
        value={value}
        {...(selected && !allSelected && { title: locationTitle(selected) })}
        disabled={total === 0}
        onChange={(event) => {
          const chosen = event.target.value;
          if (chosen === ALL_LOCATIONS) across?.onSelect('all');
          else if (chosen === CHOSEN_LOCATIONS) across?.onSelect('chosen');
          else onSelect(chosen);
        }}
      >
        {total === 0 && <option value="">No locations</option>}
        {across && total > 1 && <option value={ALL_LOCATIONS}>All locations ({total})</option>}
        {across && total > 1 && (
          <option value={CHOSEN_LOCATIONS}>
            {across.chosenCount === null ? 'Choose locations…' : `Chosen locations (${across.chosenCount} of ${total})`}
          </option>
        )}
        {connection.locations.map((location) => (
          <option key={location.id} value={location.id} title={locationTitle(location)}>
            {switcherLabel(location, connection.locations)}
            {verificationMark(location)}
          </option>
        ))}
      </select>
    </div>
  );
}
