import { useMemo } from 'react';
import { AddLocationForm } from './AddLocationForm';
import { PasteLocations } from './PasteLocations';
import type { LocationDraft } from './connection-draft';

interface NewLocationsProps {
  locations: LocationDraft[];
  onChange: (locations: LocationDraft[]) => void;
}

/** The locations of a connection being created; saved with it. */
export function NewLocations({ locations, onChange }: NewLocationsProps) {
  const existingIds = useMemo(() => locations.map((location) => location.id), [locations]);
  return (
    <fieldset className="fieldset">
      <legend>Locations</legend>
      <p className="field__hint">The location ids this token may act for. After saving, Manage connection → Verify all checks which the token may access.</p>
      <ul className="location-list">
        {locations.map((location) => (
          <li key={location.id} className="location-row">
            <div className="location-row__main">
              <code className="location-row__id">{location.id}</code>
              <span className="location-row__label">{location.name}</span>
              <button
                type="button"
                className="button button--small button--ghost"
                aria-label={`Remove location ${location.id}`}
                onClick={() => onChange(locations.filter((other) => other.id !== location.id))}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ul>
      <AddLocationForm existingIds={existingIds} onAdd={(location) => onChange([...locations, location])} />
      <PasteLocations existingIds={existingIds} onAdd={(added) => onChange([...locations, ...added])} />
    </fieldset>
  );
}
