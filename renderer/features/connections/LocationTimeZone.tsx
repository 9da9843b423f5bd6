import { useId, useState } from 'react';
import type { LocationView } from '../../../common/ipc/contract';
import { explorerErrorOf } from '../../api/explorer';
import { mainProcess } from '../../api/main-process';
import { useAppMutation } from './use-app-mutation';

interface LocationTimeZoneProps {
  connectionId: string;
  location: LocationView;
}

// Every IANA zone the runtime knows, offered as suggestions; main checks the name on save.
const ZONES: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/** The location's own time zone (optional), so times can be shown as the business sees them. */
export function LocationTimeZone({ connectionId, location }: LocationTimeZoneProps) {
  const id = useId();
  const [zone, setZone] = useState(location.timeZone ?? '');
  const save = useAppMutation((timeZone: string | null) =>
    mainProcess.setLocationTimeZone({ connectionId, locationId: location.id, timeZone }),
  );
  const problem = explorerErrorOf(save.error);

  const commit = () => {
    const next = zone.trim();
    if (next !== (location.timeZone ?? '')) save.mutate(next || null);
  };

  return (
    <div className="location-row__zone">
      <label htmlFor={`${id}-zone`}>Time zone</label>
      <input
        id={`${id}-zone`}
        list={`${id}-zones`}
        aria-label={`Time zone of location ${location.id}`}
        placeholder="e.g. America/Chicago (optional)"
        value={zone}
        onChange={(event) => setZone(event.target.value)}
        onBlur={commit}
        aria-invalid={problem ? true : undefined}
      />
      <datalist id={`${id}-zones`}>
        {ZONES.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      {problem && (
        <p className="field__error" role="alert">
          {problem.message}
        </p>
      )}
    </div>
  );
}
