import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import { explorerErrorOf } from '../../api/explorer';
import { ErrorPanel } from '../errors/ErrorPanel';
import { checkFilters, emptyFilters } from '../search/filters';
import { phoneRegionFor } from '../search/phone-number';
import { TIME_PRESETS } from '../search/time-range';
import type { TimeRange } from '../search/time-range';
import { acrossColumns } from './across-columns';
import { AcrossExport } from './AcrossExport';
import { AcrossGrid } from './AcrossGrid';
import { LocationStrip } from './LocationStrip';
import { OrderNote } from './OrderNote';
import { useAcrossSearch } from './use-across-search';
import './across-locations.css';

interface AcrossLocationsViewProps {
  connection: ConnectionView;
  onOpenLocation: (locationId: string) => void;
  onReenterToken: () => void;
}

/** "Which of our locations did this number text": the same filters over every location of the connection. */
export function AcrossLocationsView({ connection, onOpenLocation, onReenterToken }: AcrossLocationsViewProps) {
  const id = useId();
  const locationIds = connection.locations.map((location) => location.id);
  const names = new Map(connection.locations.map((location) => [location.id, location.name ?? location.id]));
  const across = useAcrossSearch(connection.id, locationIds);
  const [phone, setPhone] = useState('');
  const [text, setText] = useState('');
  const [range, setRange] = useState<TimeRange>('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const { query } = across;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const checked = checkFilters({ ...emptyFilters, phoneNumber: phone, query: text, range }, new Date(), { zone, phoneRegion: phoneRegionFor(undefined) });
    setPhoneError(checked.errors.phoneNumber ?? null);
    if (Object.keys(checked.errors).length > 0) return;
    across.search({ body: checked.body, pageSize: 0 });
  };

  const error = explorerErrorOf(query.error);
  const columns = acrossColumns(across.rows, across.order);
  const locationName = (locationId: string) => names.get(locationId) ?? locationId;
  const ended = across.locations.length > 0 && across.locations.every((location) => location.ended);

  return (
    <main className="across" aria-labelledby={`${id}-title`}>
      <form className="across__form" onSubmit={submit} noValidate>
        <h2 id={`${id}-title`} className="across__title">
          All {locationIds.length} locations of “{connection.label}”
        </h2>
        <div className="field">
          <label htmlFor={`${id}-phone`}>Phone number</label>
          <input
            id={`${id}-phone`}
           
            value={phone}
            inputMode="tel"
            placeholder="+1 415 555 0123"
            aria-invalid={phoneError !== null}
            aria-describedby={phoneError ? `${id}-phone-error` : undefined}
            onChange={(event) => setPhone(event.target.value)}
          />
          {phoneError && (
            <span id={`${id}-phone-error`} className="field__error">
              {phoneError}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-text`}>Text</label>
          <input id={`${id}-text`} value={text} placeholder="Words in the message or contact" onChange={(event) => setText(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-range`}>Time</label>
          <select id={`${id}-range`} value={range} onChange={(event) => setRange(event.target.value as TimeRange)}>
            <option value="">Any time</option>
            {TIME_PRESETS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="across__buttons">
          <button type="submit" className="button button--primary" disabled={locationIds.length === 0}>
            Search all locations
          </button>
          {query.isFetching && (
            <button type="button" className="button" onClick={across.cancel}>
              Cancel
            </button>
          )}
        </div>
      </form>
      {across.submitted && across.locations.length === 0 && query.isFetching && (
        <p className="across__status" role="status">
          Reading the first page of {locationIds.length} locations, 3 at a time…
        </p>
      )}
      {!across.submitted && <p className="across__status">Type a phone number or words, then search: every location of this connection is asked, a few at a time.</p>}
      {error && <ErrorPanel error={error} onRetry={() => across.submitted && across.search(across.submitted)} onReenterToken={onReenterToken} onPickLocation={() => onOpenLocation(locationIds[0] ?? '')} />}
      <OrderNote order={across.order} locationCount={locationIds.length} />
      {across.locations.length > 0 && (
        <LocationStrip
          locations={across.locations}
          names={names}
          reading={query.isFetching}
          onRetry={(locationId) => void across.retry(locationId)}
          onReenterToken={onReenterToken}
          onOpenLocation={onOpenLocation}
        />
      )}
      {across.rows.length > 0 && (
        <AcrossGrid rows={across.rows} columns={columns} locationName={locationName} canLoadMore={across.more && !query.isFetching && across.rows.length > 0} onNearEnd={across.loadMore} />
      )}
      {query.data && across.submitted && (
        <div className="across__bottom">
          <div className="across__footer" role="status">
            {across.rows.length.toLocaleString('en-US')} rows from {across.locations.filter((location) => location.rows > 0).length} of {locationIds.length} locations
            {ended ? ' · end of every location' : ''}
            {query.isFetching ? ' · reading…' : ''}
            {across.rows.length === 0 && ended && ' · nothing matches at any location'}
          </div>
          {across.more && !query.isFetching && (
            <button type="button" className="button button--small" onClick={across.loadMore}>
              Load more
            </button>
          )}
          <AcrossExport connectionId={connection.id} locationIds={locationIds} body={across.submitted.body} pageSize={across.submitted.pageSize} />
        </div>
      )}
    </main>
  );
}
