import { useCallback, useMemo, useState } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import { explorerErrorOf } from '../../api/explorer';
import { ActivityChart } from '../activity/ActivityChart';
import { ErrorPanel } from '../errors/ErrorPanel';
import { checkFilters, emptyFilters } from '../search/filters';
import type { FilterErrors, SearchFilters } from '../search/filters';
import { phoneRegionFor } from '../search/phone-number';
import { formatWallTime } from '../search/zoned-time';
import { nextTimeZoneMode, timeDisplayFor } from '../time-zone/time-display';
import type { TimeZoneMode } from '../time-zone/time-display';
import { TimeZoneSelect } from '../time-zone/TimeZoneSelect';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import { DETECTION_SAMPLE } from '../../../common/records/vocabulary/role-detection';
import { usePublishDetection } from '../message-fields/detections';
import { useDetection } from '../message-fields/use-detection';
import { acrossColumns } from './across-columns';
import { AcrossExport } from './AcrossExport';
import { AcrossFooter } from './AcrossFooter';
import { AcrossForm } from './AcrossForm';
import { AcrossGrid } from './AcrossGrid';
import { LocationStrip } from './LocationStrip';
import { OrderNote } from './OrderNote';
import { useAcrossActivity } from './use-across-activity';
import { useAcrossSearch } from './use-across-search';
import './across-locations.css';

interface AcrossLocationsViewProps {
  connection: ConnectionView;
  /** The locations searched: every one, or the chosen ones, in the connection's order. */
  locationIds: readonly string[];
  /** The user asked for the chosen set and none is chosen yet. */
  chooseFirst: boolean;
  onChoose: (locationIds: string[]) => void;
  onOpenLocation: (locationId: string) => void;
  onReenterToken: () => void;
}

/** "Which of our locations did this number text": the same filters over every chosen location of the connection. */
export function AcrossLocationsView({ connection, locationIds: asked, chooseFirst, onChoose, onOpenLocation, onReenterToken }: AcrossLocationsViewProps) {
  // One array per set, not per render: the rows and the chart are worked out again only when the set changes.
  const idsKey = asked.join('\n');
  const locationIds = useMemo(() => idsKey.split('\n'), [idsKey]);
  const names = useMemo(() => new Map(connection.locations.map((location) => [location.id, location.name ?? location.id])), [connection.locations]);
  const nameOf = useCallback((locationId: string) => names.get(locationId) ?? locationId, [names]);
  const across = useAcrossSearch(connection.id, locationIds);
  const activity = useAcrossActivity(across, connection.id, locationIds, nameOf, connection.fieldChoices);
  // Typed times, the chart and the grid's times are in one zone, chosen as on one location (no
  // location's own zone: they may differ), and named where times are shown.
  const [timeMode, setTimeMode] = useState<TimeZoneMode>('local');
  const time = timeDisplayFor(timeMode, undefined);
  const context = { zone: time.zone, phoneRegion: phoneRegionFor(undefined) };
  const [filters, setFilters] = useState<SearchFilters>(emptyFilters);
  const [errors, setErrors] = useState<FilterErrors>({});
  const [beforePick, setBeforePick] = useState<SearchFilters | null>(null);
  const { query } = across;

  const run = (next: SearchFilters) => {
    const checked = checkFilters(next, new Date(), context);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length === 0) across.search({ body: checked.body, pageSize: 0 });
  };
  const pickRange = (fromMs: number, toMs: number) => {
    const picked: SearchFilters = { ...filters, range: 'custom', createdFrom: formatWallTime(fromMs, time.zone), createdTo: formatWallTime(toMs, time.zone) };
    setBeforePick((previous) => previous ?? filters);
    setFilters(picked);
    run(picked);
  };
  const back = () => {
    if (!beforePick) return;
    setFilters(beforePick);
    setBeforePick(null);
    run(beforePick);
  };

  const error = explorerErrorOf(query.error);
  // The ids come from the connection's own list, so as many as it has is every one of them.
  const everyLocation = locationIds.length === connection.locations.length;
  const title = `${everyLocation ? `All ${locationIds.length} locations` : `${locationIds.length} of ${connection.locations.length} locations`} of “${connection.label}”`;
  // Read the way the one-location grid reads them: roles detected on the first rows, the user's choice winning.
  const sample = useMemo(() => across.rows.slice(0, DETECTION_SAMPLE).map((row) => row.item), [across.rows]);
  const { fields, detection } = useDetection(sample, connection.fieldChoices);
  usePublishDetection(connection.id, detection, sample);
  const { columns, timeColumn } = acrossColumns(across.rows, across.order, fields);

  useShortcuts({
    toggleActivity: across.submitted ? activity.toggle : null,
    back: beforePick ? back : null,
    cycleTimeZone: () => setTimeMode((mode) => nextTimeZoneMode(mode, undefined)),
  });

  return (
    <main className="across" aria-label={title}>
      <AcrossForm
        connection={connection}
        title={title}
        everyLocation={everyLocation}
        locationIds={locationIds}
        chooseFirst={chooseFirst}
        onChoose={onChoose}
        filters={filters}
        errors={errors}
        onFilters={setFilters}
        context={context}
        fetching={query.isFetching}
        onSearch={() => {
          setBeforePick(null);
          run(filters);
        }}
        onCancel={across.cancel}
        onBack={beforePick ? back : undefined}
      />
      {across.submitted && across.locations.length === 0 && query.isFetching && (
        <p className="across__status" role="status">
          Reading the first page of {locationIds.length} locations, 3 at a time…
        </p>
      )}
      {!across.submitted && <p className="across__status">Fill any filter, then search: each chosen location is asked, a few at a time.</p>}
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
      {across.submitted && <ActivityChart activity={activity} time={time} onPickRange={pickRange} />}
      {across.rows.length > 0 && (
        <AcrossGrid
          rows={across.rows}
          columns={columns}
          timeColumn={timeColumn}
          fields={fields}
          time={time}
          locationName={nameOf}
          canLoadMore={across.more && !query.isFetching && across.rows.length > 0} onNearEnd={across.loadMore}
        />
      )}
      {query.data && across.submitted && (
        <div className="across__bottom">
          <AcrossFooter across={across} locationCount={locationIds.length} nameOf={nameOf} />
          <TimeZoneSelect display={time} locationZone={undefined} onChange={setTimeMode} />
          <button
            type="button"
            className="button button--small"
            aria-pressed={activity.open}
            aria-keyshortcuts="Alt+Shift+A"
            onClick={activity.toggle}
            title="Activity chart of these results, stacked by location (Alt+Shift+A)"
          >
            Activity
          </button>
          <AcrossExport
            connectionId={connection.id}
            locationIds={locationIds}
            everyLocation={everyLocation}
            body={across.submitted.body}
            pageSize={across.submitted.pageSize}
          />
        </div>
      )}
    </main>
  );
}
