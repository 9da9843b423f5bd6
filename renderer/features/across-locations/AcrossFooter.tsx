import type { AcrossSearch } from './use-across-search';

interface AcrossFooterProps {
  across: AcrossSearch;
  locationCount: number;
  /** Numbers of a pasted list searched at each location; undefined when none. */
  numberCount: number | undefined;
  nameOf: (locationId: string) => string;
}

/**
 * How far the search got, in words: "end of every location" only when each one reached its end;
 * a location that stopped with an error is named here too, so the count is never read as all.
 */
export function AcrossFooter({ across, locationCount, numberCount, nameOf }: AcrossFooterProps) {
  const { locations, rows, query } = across;
  const ended = locations.length > 0 && locations.every((location) => location.ended);
  const failed = locations.filter((location) => location.error);
  const late = locations.reduce((sum, location) => sum + (location.lateRows ?? 0), 0);
  const searched =
    numberCount === undefined
      ? `${locationCount} locations`
      : `${numberCount * locationCount} searches (${numberCount} numbers × ${locationCount} location${locationCount === 1 ? '' : 's'})`;
  return (
    <div className="across__footer" role="status">
      {rows.length.toLocaleString('en-US')} rows from {locations.filter((location) => location.rows > 0).length} of {searched}
      {ended ? ` · end of every ${numberCount === undefined ? 'location' : 'number'}` : ''}
      {failed.length > 0 &&
        ` · ${failed.map((location) => (location.number === undefined ? '' : `${location.number} at `) + (location.name ?? nameOf(location.locationId))).join(', ')} stopped with an error: ${failed.length === 1 ? 'its' : 'their'} rows after that are missing until retried`}
      {late > 0 &&
        ` · ${late.toLocaleString('en-US')} row${late === 1 ? '' : 's'} came after a Retry or “Show the others now”, newer than rows above ${late === 1 ? 'it' : 'them'}: marked where ${late === 1 ? 'it' : 'they'} landed`}
      {across.atRowBudget &&
        ` · row limit reached (${across.rowBudget.toLocaleString('en-US')} rows): more results exist — Export… writes every row`}
      {query.isFetching ? ' · reading…' : ''}
      {rows.length === 0 && ended && ' · nothing matches at any of these locations'}
    </div>
  );
}
