import { useId } from 'react';
import { submitOnEnter } from './submit-on-enter';
import { localZoneLabel, TIME_PRESETS } from './filters';
import type { SearchFilters, TimeRange } from './filters';

interface TimeRangeFieldsProps {
  filters: SearchFilters;
  error: string | undefined;
  onChange: (filters: SearchFilters) => void;
}

/**
 * Presets count back from the moment the search runs; a custom range takes a date and a time for
 * each end, read in the computer's zone (said next to the fields). The API includes messages
 * created at "From" and excludes those created at "Until", so consecutive ranges never overlap.
 */
export function TimeRangeFields({ filters, error, onChange }: TimeRangeFieldsProps) {
  const id = useId();
  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) => onChange({ ...filters, [key]: value });
  const custom = filters.range === 'custom';
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-range`}>Created</label>
        <select id={`${id}-range`} data-filter="range" value={filters.range} onKeyDown={submitOnEnter} onChange={(event) => set('range', event.target.value as TimeRange)}>
          <option value="">Any time</option>
          {TIME_PRESETS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
          <option value="custom">Custom range…</option>
        </select>
      </div>
      {custom && (
        <fieldset className="time-range" aria-describedby={`${id}-zone`}>
          <legend className="visually-hidden">Custom time range</legend>
          <div className="field field--time">
            <label htmlFor={`${id}-from`}>From (included)</label>
            <input
              id={`${id}-from`}
              data-filter="createdFrom"
              type="datetime-local"
              value={filters.createdFrom}
              aria-invalid={error ? true : undefined}
              onChange={(event) => set('createdFrom', event.target.value)}
            />
          </div>
          <div className="field field--time">
            <label htmlFor={`${id}-to`}>Until (not included)</label>
            <input
              id={`${id}-to`}
              data-filter="createdTo"
              type="datetime-local"
              value={filters.createdTo}
              aria-invalid={error ? true : undefined}
              onChange={(event) => set('createdTo', event.target.value)}
            />
          </div>
          <span id={`${id}-zone`} className={error ? 'field__error time-range__note' : 'field__hint time-range__note'} role={error ? 'alert' : undefined}>
            {error ? `${error} ` : ''}Times in {localZoneLabel(new Date())}.
          </span>
        </fieldset>
      )}
    </>
  );
}
