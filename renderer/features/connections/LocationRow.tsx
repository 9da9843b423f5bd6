import { useState } from 'react';
import type { LocationView } from '../../../common/ipc/contract';
import { explorerErrorOf } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';
import { LocationTimeZone } from './LocationTimeZone';
import { useAppMutation } from './use-app-mutation';
import { VerificationResult } from './VerificationResult';

interface LocationRowProps {
  connectionId: string;
  location: LocationView;
}

/** One location of a saved connection: rename, verify access (a one-row search), remove. */
export function LocationRow({ connectionId, location }: LocationRowProps) {
  const [name, setName] = useState(location.name ?? '');
  const rename = useAppMutation((newName: string) => mainProcess.renameLocation({ connectionId, locationId: location.id, name: newName }));
  const verify = useAppMutation((_: void) => mainProcess.verifyLocation({ connectionId, locationId: location.id }));
  const remove = useAppMutation((_: void) => mainProcess.removeLocation({ connectionId, locationId: location.id }));
  const problem = explorerErrorOf(rename.error ?? verify.error ?? remove.error);

  const saveName = () => {
    if (name.trim() !== (location.name ?? '')) rename.mutate(name.trim());
  };

  return (
    <li className="location-row">
      <div className="location-row__main">
        <code className="location-row__id">{location.id}</code>
        <input
          className="location-row__name"
          aria-label={`Name of location ${location.id}`}
          placeholder="Display name (optional)"
          value={name}
          onChange={(event) => setName(event.target.value)}
          onBlur={saveName}
        />
        <button
          type="button"
          className="button button--small"
          disabled={verify.isPending}
          onClick={() => verify.mutate()}
          aria-label={`Verify access to ${location.id}`}
        >
          {verify.isPending ? 'Verifying…' : 'Verify access'}
        </button>
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => remove.mutate()}
          aria-label={`Remove location ${location.id}`}
        >
          Remove
        </button>
      </div>
      <LocationTimeZone connectionId={connectionId} location={location} />
      <VerificationResult verification={verify.data ?? location.verification} />
      {problem && (
        <p className="field__error" role="alert">
          {problem.message}
        </p>
      )}
    </li>
  );
}
