import { useMemo } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import { explorerErrorOf } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';
import { AddLocationForm } from './AddLocationForm';
import { LocationRow } from './LocationRow';
import { PasteLocations } from './PasteLocations';
import { VerifyAll } from './VerifyAll';
import { runBounded } from '../../../common/connections/verification';
import { useAppMutation } from './use-app-mutation';
import type { LocationDraft } from './connection-draft';

/** The locations of a saved connection; each change is saved at once. */
export function SavedLocations({ connection }: { connection: ConnectionView }) {
  const add = useAppMutation((location: LocationDraft) =>
    mainProcess.addLocation({ connectionId: connection.id, locationId: location.id, ...(location.name ? { name: location.name } : {}) }),
  );
  const problem = explorerErrorOf(add.error);
  const existingIds = useMemo(() => connection.locations.map((location) => location.id), [connection.locations]);
  // One at a time: each add rewrites the connection in main.
  const addAll = (locations: LocationDraft[]) =>
    runBounded(locations, 1, (location) => add.mutateAsync(location).catch(() => undefined)).then(() => undefined);
  return (
    <fieldset className="fieldset">
      <legend>Locations</legend>
      {connection.locations.length === 0 && <p className="field__hint">No locations yet: add the location ids this token may act for.</p>}
      <ul className="location-list">
        {connection.locations.map((location) => (
          <LocationRow key={location.id} connectionId={connection.id} location={location} />
        ))}
      </ul>
      <AddLocationForm existingIds={existingIds} onAdd={(location) => add.mutate(location)} />
      <PasteLocations existingIds={existingIds} onAdd={addAll} busy={add.isPending} />
      <VerifyAll connection={connection} />
      {problem && (
        <p className="field__error" role="alert">
          {problem.message}
        </p>
      )}
    </fieldset>
  );
}
