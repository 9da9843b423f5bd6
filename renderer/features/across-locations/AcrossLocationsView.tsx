import { useRef } from 'react';
import { explorerErrorOf, ignoreFailure } from '../../api/explorer';
import { ActivityChart } from '../activity/ActivityChart';
import { ErrorPanel } from '../errors/ErrorPanel';
import { ExportAllStatus } from '../export/ExportAllStatus';
import { RoleFieldsContext } from '../message-fields/role-fields-context';
import { SortNote } from '../results/SortNote';
import { AcrossForm } from './AcrossForm';
import { AcrossResults } from './AcrossResults';
import { LocationStrip } from './LocationStrip';
import { OrderNote } from './OrderNote';
import { UnreadEntries } from './UnreadEntries';
import { WaitingNote } from './WaitingNote';
import { liveStreams } from './waiting-words';
import { useAcrossWorkspace } from './use-across-workspace';
import type { AcrossPlace } from './use-across-workspace';
import './across-locations.css';

/** "Which of our locations did this number text": the same filters over every chosen location of the connection. */
export function AcrossLocationsView(place: AcrossPlace) {
  const viewRef = useRef<HTMLElement>(null);
  const ws = useAcrossWorkspace(place, viewRef);
  const { connection, locationIds, across, view, names, numberCount } = ws;
  const { query } = across;
  const error = explorerErrorOf(query.error);

  return (
    <RoleFieldsContext.Provider value={ws.fields}>
      <main ref={viewRef} className="across" aria-label={ws.title}>
        <AcrossForm ws={ws} />
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
            onOpenLocation={ws.onOpenLocation}
            onLeaveOut={ws.leaveOut}
            verification={ws.verification}
          />
        )}
        {across.submitted && <ActivityChart activity={ws.activity} time={ws.time} onPickRange={ws.pickRange} />}
        <ExportAllStatus exportAll={ws.exportAll} place={ws.exportPlace} />
        {ws.showResults && <AcrossResults ws={ws} />}
      </main>
    </RoleFieldsContext.Provider>
  );
}
