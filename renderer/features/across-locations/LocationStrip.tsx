import { useState } from 'react';
import type { LocationProgress } from '../../../common/ipc/contract';
import { walkCanGoOn } from '../../../common/paging/no-progress';
import { describeError } from '../errors/describe-error';
import { usePlaceActions } from '../errors/place-actions';
import { formatWhole } from '../../ui/whole-number';
import { streamName } from './stream-name';
import type { VerifyRefused } from './use-verify-refused';

/** A list's searches past this are summed up on one line until the user asks to see them all. */
export const ONE_LINE_ENTRIES = 6;

interface LocationStripProps {
  locations: readonly LocationProgress[];
  /** Names of the locations asked for, shown before their first screen arrives. */
  names: ReadonlyMap<string, string>;
  reading: boolean;
  onRetry: (locationId: string, number?: string) => void;
  onOpenLocation: (locationId: string) => void;
  /** Searches again without this location. */
  onLeaveOut: (locationId: string) => void;
  /** Tests a refused location again, and goes on there if it may be read now. */
  verification: VerifyRefused;
}

/**
 * One line per search (a location's, or a listed number's at a location): rows so far, "end", or
 * its error with the fix; one search's failure leaves the others going. A list's line names the
 * number, and its location when several are searched.
 */
export function LocationStrip({ locations, names, reading, onRetry, onOpenLocation, onLeaveOut, verification }: LocationStripProps) {
  const { reenterToken } = usePlaceActions();
  const [showAll, setShowAll] = useState(false);
  const list = locations.some((location) => location.number !== undefined);
  const severalPlaces = new Set(locations.map((location) => location.locationId)).size > 1;
  // A long list's lines take one line of the view: how many ended, are read, stopped; a stopped one is still shown whole.
  const oneLine = list && !showAll && locations.length > ONE_LINE_ENTRIES;
  const shown = oneLine ? locations.filter((location) => location.error || location.setAside) : locations;
  const ended = locations.filter((location) => location.ended).length;
  const stopped = locations.filter((location) => location.error).length;
  const rows = locations.reduce((sum, location) => sum + location.rows, 0);
  return (
    <>
      {list && locations.length > ONE_LINE_ENTRIES && (
        <p className="location-strip__summary">
          {oneLine && (
            <span>
              {locations.length} searches: {formatWhole(rows)} rows · {ended} ended{stopped > 0 && ` · ${stopped} stopped (below)`}
              {reading && ' · reading…'}
            </span>
          )}
          <button type="button" className="button button--small button--ghost" aria-expanded={!oneLine} onClick={() => setShowAll(oneLine)}>
            {oneLine ? `Show all ${locations.length}` : 'Show fewer'}
          </button>
        </p>
      )}
      <ul
        className={`location-strip${list ? ' location-strip--list' : ''}`}
        aria-label={list ? 'Progress per number' : 'Progress per location'}
      >
        {shown.map((location) => {
          const place = location.name ?? names.get(location.locationId) ?? location.locationId;
          // The number as the grid writes it (grouped), the whole E.164 in the line's data.
          const name = streamName(location, names, severalPlaces);
          const error = location.error ? describeError(location.error) : null;
          const refused = location.error?.kind === 'unauthorized';
          // The token read another location of this search: this refusal is the location's, whatever main could tell.
          const tokenReadOthers = locations.some(
            (other) => other.locationId !== location.locationId && other.error?.kind !== 'unauthorized' && (other.rows > 0 || other.ended),
          );
          const verifying = verification.verifying === location.locationId;
          const checked = verification.outcomes.get(location.locationId);
          const state = error ? 'error' : location.ended ? 'end' : reading ? 'reading' : 'more';
          return (
            <li
              key={`${location.locationId}|${location.number ?? ''}`}
              className={`location-strip__item location-strip__item--${state}`}
              data-location={location.locationId}
              {...(location.number !== undefined && { 'data-number': location.number })}
            >
              <span className="location-strip__name">{name}</span>
              <span className="location-strip__rows">
                {formatWhole(location.rows)} row{location.rows === 1 ? '' : 's'}
                {location.restarts > 0 && ` · ${location.restarts} restart${location.restarts === 1 ? '' : 's'}`}
              </span>
              {state === 'end' && <span className="badge badge--ok">end</span>}
              {state === 'reading' && <span className="badge badge--muted">reading…</span>}
              {state === 'more' && <span className="badge badge--muted">more to read</span>}
              {location.setAside && !location.ended && !error && (
                <span
                  className="badge badge--warning"
                  title="You chose “Show the others now”: its rows come when they come, a late one marked where it lands"
                >
                  not waited for
                </span>
              )}
              {location.notice && !error && <span className="location-strip__notice">{location.notice}</span>}
              {error && location.error && (
                <div className="location-strip__error" role="alert">
                  <strong>{error.title}</strong>
                  <span className="location-strip__detail">{error.detail}</span>
                  {checked && <span className="location-strip__detail">{checked}</span>}
                  <span className="location-strip__actions">
                    {/* A refused location is refused again on a retry unless access changed: test it first, then the ways on. */}
                    {refused && (
                      <>
                        <button
                          type="button"
                          className="button button--small"
                          disabled={verification.verifying !== null}
                          onClick={() => verification.verify(location.locationId, place, location.number)}
                        >
                          {verifying ? `Verifying ${place}…` : `Verify ${place}`}
                        </button>
                        <button type="button" className="button button--small" onClick={() => onOpenLocation(location.locationId)}>
                          Open {place} alone
                        </button>
                        {/* The one location of a list searched there cannot be left out of it. */}
                        {(severalPlaces || !list) && (
                          <button type="button" className="button button--small" onClick={() => onLeaveOut(location.locationId)}>
                            Leave out of this search
                          </button>
                        )}
                      </>
                    )}
                    {/* The token that read the other locations is not what this one refused: no new token mends it. */}
                    {error.actions.includes('reenter-token') && location.error.refused !== 'location' && !tokenReadOthers && (
                      <button type="button" className="button button--small" onClick={reenterToken}>
                        Re-enter token
                      </button>
                    )}
                    {walkCanGoOn(location.error) && (
                      <button
                        type="button"
                        className={`button button--small${refused ? ' button--ghost' : ''}`}
                        onClick={() => onRetry(location.locationId, location.number)}
                      >
                        {location.error.walkStop === 'no_progress' ? `Keep looking in ${name}` : `Retry ${name}`}
                      </button>
                    )}
                    {!refused && (
                      <button
                        type="button"
                        className="button button--small button--ghost"
                        onClick={() => onOpenLocation(location.locationId)}
                      >
                        Open {place} alone
                      </button>
                    )}
                  </span>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
