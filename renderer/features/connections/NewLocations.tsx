import { useMemo } from 'react';
import type { LocationTestResult } from '../../../common/ipc/contract';
import { AddLocationForm } from './AddLocationForm';
import { PasteLocations } from './PasteLocations';
import { TestResultBadge } from './TestResultBadge';
import type { LocationDraft } from './connection-draft';

interface NewLocationsProps {
  locations: LocationDraft[];
  onChange: (locations: LocationDraft[]) => void;
  /** What Test connection found, by location id. */
  results: ReadonlyMap<string, LocationTestResult>;
}

/** The locations of a connection being created; saved with it. */
export function NewLocations({ locations, onChange, results }: NewLocationsProps) {
  const existingIds = useMemo(() => locations.map((location) => location.id), [locations]);
  return (
    <fieldset className="fieldset">
      <legend>Locations</legend>
      <p className="field__hint">The location ids this token may act for. Test connection checks which the token may access.</p>
      <ul className="location-list">
        {locations.map((location) => (
          <li key={location.id} className="location-row">
            <div className="location-row__main">
              <code className="location-row__id">{location.id}</code>
              <span className="location-row__label">{location.name}</span>
              <TestResultBadge result={results.get(location.id)} />
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
