import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ConnectionView } from '../../../common/ipc/contract';
import { explorerErrorOf, ignoreFailure } from '../../api/explorer';
import { ActivityChart } from '../activity/ActivityChart';
import { ActivityToggle } from '../activity/ActivityToggle';
import { ErrorPanel } from '../errors/ErrorPanel';
import { ExportAllStatus } from '../export/ExportAllStatus';
import { exportPlaceOf, useExportAll } from '../export/use-export-all';
import { checkFilters, emptyFilters } from '../search/filters';
import type { FilterErrors, SearchFilters } from '../search/filters';
import { phoneRegionFor } from '../numbers/phone-number';
import { withPickedRange } from '../activity/range-draft';
import { countAllKey } from '../activity/use-activity';
import { nextTimeZoneMode, timeDisplayFor } from '../time-zone/time-display';
import type { TimeZoneMode } from '../time-zone/time-display';
import { TimeZoneSelect } from '../time-zone/TimeZoneSelect';
import { useShortcuts } from '../shortcuts/use-shortcuts';
import { copyLinkKey } from '../links/copy-link-key';
import { useCopyLink } from '../links/use-copy-link';
import { DETECTION_SAMPLE } from '../../../common/records/vocabulary/role-detection';
import { RoleFieldsContext } from '../message-fields/role-fields-context';
import { useConnectionFields } from '../message-fields/use-detection';
import { useFieldsForSearch } from '../message-fields/use-fields-for-search';
import { AcrossFooter } from './AcrossFooter';
import { AcrossForm } from './AcrossForm';
import { AcrossResults } from './AcrossResults';
import { LocationStrip } from './LocationStrip';
import { SortNote } from '../results/SortNote';
import { OrderNote } from './OrderNote';
import { UnreadEntries } from './UnreadEntries';
import { WaitingNote } from './WaitingNote';
import { liveStreams } from './waiting-words';
import { useAcrossActivity } from './use-across-activity';
import { useKeyboardPlace } from '../../ui/dialog/use-keyboard-place';
import { useAcrossGrid } from './use-across-grid';
import { useAcrossSearch } from './use-across-search';
import { useVerifyRefused } from './use-verify-refused';
import { listRunDraft } from '../history/list-run-draft';
import { useRecordListRuns } from '../history/use-record-list-runs';
import './across-locations.css';

interface AcrossLocationsViewProps {
  connection: ConnectionView;
  /** The locations searched: every one, or the chosen ones, in the connection's order. */
  locationIds: readonly string[];
  /** The user asked for the chosen set and none is chosen yet. */
  chooseFirst: boolean;
  onChoose: (locationIds: string[]) => void;
  onOpenLocation: (locationId: string) => void;
  /**
   * Filters to search with at once, as read in the zone this view reads typed times in: a list of
   * numbers pasted at one location, or a link's search, searched here.
   */
  initialFilters?: ((zone: string) => SearchFilters) | undefined;
}

/** "Which of our locations did this number text": the same filters over every chosen location of the connection. */
export function AcrossLocationsView({
  connection,
  locationIds: asked,
  chooseFirst,
  onChoose,
  onOpenLocation,
  initialFilters,
}: AcrossLocationsViewProps) {
  // One array per set, not per render: the rows and the chart are worked out again only when the set changes.
  const idsKey = asked.join('\n');
  const locationIds = useMemo(() => idsKey.split('\n'), [idsKey]);
  const names = useMemo(
    () => new Map(connection.locations.map((location) => [location.id, location.name ?? location.id])),
    [connection.locations],
  );
  const nameOf = useCallback((locationId: string) => names.get(locationId) ?? locationId, [names]);
  // The connection's one detection, as the one-location grid reads it; main merges by its time.
  const across = useAcrossSearch(connection.id, locationIds, useFieldsForSearch(connection.id, connection.fieldChoices));
  const verification = useVerifyRefused(connection.id, (locationId, number) => void across.retry(locationId, number));
  const sample = useMemo(() => across.rows.slice(0, DETECTION_SAMPLE).map((row) => row.item), [across.rows]);
  const { fields } = useConnectionFields(connection.id, sample, true, connection.fieldChoices);
  const activity = useAcrossActivity(across, connection.id, locationIds, nameOf, fields);
  const locationNames = useMemo(() => locationIds.map(nameOf), [locationIds, nameOf]);
  const view = useAcrossGrid(across, connection.id, nameOf, fields, locationNames);
  const exportAll = useExportAll(fields);
  // An export started here ends here: every location's, or a conversation's at one of them.
  const ended = exportAll.state.phase === 'ended' ? exportPlaceOf(exportAll.state.about.request) : null;
  const exportPlace =
    ended?.connectionId === connection.id && locationIds.includes(ended.locationId)
      ? ended
      : { connectionId: connection.id, locationId: locationIds.join(',') };
  // Typed times, the chart and the grid's times are in one zone, chosen as on one location (no
  // location's own zone: they may differ), and named where times are shown.
  const [timeMode, setTimeMode] = useState<TimeZoneMode>('local');
  const time = timeDisplayFor(timeMode, undefined);
  // One location (a list pasted there) reads national numbers in its country, as its own form did.
  const zoneOfOnly =
    locationIds.length === 1 ? connection.locations.find((location) => location.id === locationIds[0])?.timeZone : undefined;
  const context = { zone: time.zone, phoneRegion: phoneRegionFor(zoneOfOnly), locations: locationIds.length };
  const [filters, setFilters] = useState<SearchFilters>(() => initialFilters?.(time.zone) ?? emptyFilters);
  const [errors, setErrors] = useState<FilterErrors>({});
  const [beforePick, setBeforePick] = useState<SearchFilters | null>(null);
  // Searched, the filters fold to their chips: the rows of several locations need the height.
  const [folded, setFolded] = useState(false);
  const { query } = across;
  const viewRef = useRef<HTMLElement>(null);
  const focus = useKeyboardPlace(viewRef);

  // Opened with a list at one location: named as that location, with the way back to its own view.
  const here = initialFilters !== undefined && locationIds.length === 1 ? locationIds[0] : undefined;
  // Its runs are that location's searches: in its Recent searches, as its own form's are.
  const recent = useRecordListRuns(connection.id, here, across.submitted?.run ?? 0, across.screens.length > 0, across.rows.length);

  const run = (next: SearchFilters) => {
    const checked = checkFilters(next, new Date(), context);
    setErrors(checked.errors);
    const valid = Object.keys(checked.errors).length === 0;
    if (valid) {
      focus.searched();
      across.search({ body: checked.body, pageSize: 0, numbers: checked.numbers, unread: checked.unread });
      recent.ran(listRunDraft(next, checked.numbers));
    }
    setFolded(valid);
  };
  // Opened with a list to search (from one location's form): searched once, as that form's Search asked.
  const searchedInitial = useRef(false);
  useEffect(() => {
    if (!initialFilters || searchedInitial.current) return;
    searchedInitial.current = true;
    run(filters);
  });
  const pickRange = (fromMs: number, toMs: number) => {
    const picked = withPickedRange(filters, fromMs, toMs, time.zone);
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
  const places =
    here !== undefined
      ? nameOf(here)
      : everyLocation
        ? `All ${locationIds.length} locations`
        : `${locationIds.length} of ${connection.locations.length} locations`;
  const title = `${places} of “${connection.label}”`;
  const numberCount = across.submitted?.numbers?.length;
  const links = useCopyLink({
    connection,
    locationIds,
    body: across.submitted?.body ?? null,
    numbers: across.submitted?.numbers,
    ranAt: across.ranAt,
    phoneRegion: context.phoneRegion,
  });
  const searchWith = (change: Partial<SearchFilters>) => {
    const next = { ...filters, ...change };
    setBeforePick(null);
    setFilters(next);
    run(next);
  };

  const showResults = across.submitted !== null && (across.rows.length > 0 || query.data !== undefined);
  useShortcuts({
    toggleActivity: across.submitted ? activity.toggle : null,
    countAll: across.submitted ? countAllKey(activity) : null,
    back: beforePick ? back : null,
    cycleTimeZone: () => setTimeMode((mode) => nextTimeZoneMode(mode, undefined)),
    // The results' own handler takes the key once they show (it knows the open conversation).
    copyLink: showResults ? null : copyLinkKey(links, null),
  });

  return (
    <RoleFieldsContext.Provider value={fields}>
      <main ref={viewRef} className="across" aria-label={title}>
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
          folded={
            folded && across.submitted !== null ? { body: across.submitted.body, zone: time.zone, numbers: across.submitted.numbers } : null
          }
          onUnfold={() => setFolded(false)}
          onOpenAlone={here !== undefined ? () => onOpenLocation(here) : undefined}
        />
        {across.submitted && across.locations.length === 0 && query.isFetching && (
          <p className="across__status" role="status">
            Reading the first page of{' '}
            {numberCount === undefined
              ? `${locationIds.length} locations`
              : `${numberCount} numbers at ${locationIds.length} location${locationIds.length === 1 ? '' : 's'}`}
            , {connection.requestsAtOnce} at a time…
          </p>
        )}
        {!across.submitted && (
          <p className="across__status">Fill any filter, then search: each chosen location is asked, a few at a time.</p>
        )}
        {error && <ErrorPanel error={error} onRetry={() => across.submitted && across.search(across.submitted)} />}
        {/* The rows' order is said on one line: the merge's, or the user's sort of the loaded rows. */}
        {view.sort ? (
          <SortNote sort={view.sort} onClear={view.clearSort} />
        ) : (
          <OrderNote order={across.order} locationCount={locationIds.length} numberCount={numberCount} />
        )}
        <UnreadEntries entries={across.submitted?.unread} />
        {across.learningFields && (
          <p className="across__status" role="status">
            Reading the first page of {names.get(locationIds[0] ?? '') ?? locationIds[0]} to learn how this connection writes its messages
            (their time orders the list)…
          </p>
        )}
        {query.isFetching && !across.learningFields && (
          <WaitingNote
            key={`${across.submitted?.run ?? 0}|${across.screens.length}`}
            requestId={across.requestId}
            live={liveStreams(across.locations, locationIds, across.submitted?.numbers)}
            names={names}
            onShowOthers={() => void across.showOthers().catch(ignoreFailure)}
          />
        )}
        {across.locations.length > 0 && (
          <LocationStrip
            locations={across.locations}
            names={names}
            reading={query.isFetching}
            onRetry={(locationId, number) => void across.retry(locationId, number)}
            onOpenLocation={onOpenLocation}
            onLeaveOut={(locationId) => onChoose(locationIds.filter((id) => id !== locationId))}
            verification={verification}
          />
        )}
        {across.submitted && <ActivityChart activity={activity} time={time} onPickRange={pickRange} />}
        <ExportAllStatus exportAll={exportAll} place={exportPlace} />
        {showResults && (
          <AcrossResults
            connection={connection}
            locationIds={locationIds}
            everyLocation={everyLocation}
            across={across}
            view={view}
            nameOf={nameOf}
            time={time}
            context={context}
            footer={<AcrossFooter across={across} locationCount={locationIds.length} numberCount={numberCount} nameOf={nameOf} />}
            onFollowNumber={(phoneNumber) => searchWith({ phoneNumber })}
            onSearchText={(query) => searchWith({ query })}
            onOpenLocation={onOpenLocation}
            exportAll={exportAll}
            links={links}
            viewControls={
              <>
                <TimeZoneSelect display={time} locationZone={undefined} onChange={setTimeMode} />
                <ActivityToggle
                  open={activity.open}
                  onToggle={activity.toggle}
                  title={`Activity chart of these results, stacked by ${numberCount === undefined ? 'location' : 'number'} (Alt+Shift+A)`}
                />
              </>
            }
          />
        )}
      </main>
    </RoleFieldsContext.Provider>
  );
}
