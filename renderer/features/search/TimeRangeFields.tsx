import { useId } from 'react';
import { describedBy, FieldNote } from './FieldNote';
import type { SearchFilters } from './filters';
import type { FormErrors } from './search-draft';
import { TIME_PRESETS, TYPED_TIME_EXAMPLE } from './time-range';
import type { TimeRange } from './time-range';
import { submitOnEnter } from './submit-on-enter';

interface TimeRangeFieldsProps {
  filters: SearchFilters;
  errors: FormErrors;
  /** The zone the grid shows: ranges are read in it, and the form says so. */
  zone: string;
  onChange: (filters: SearchFilters) => void;
}

/**
 * Presets count back from the moment the search runs (Today and Yesterday are calendar days in
 * `zone`); a custom range is typed as text and read by the app, so a half-typed end is an error
 * at its field rather than a missing bound. The API includes messages created at "From" and
 * excludes those created at "Until", so consecutive ranges never overlap.
 */
export function TimeRangeFields({ filters, errors, zone, onChange }: TimeRangeFieldsProps) {
  const id = useId();
  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) => onChange({ ...filters, [key]: value });
  const custom = filters.range === 'custom';
  const zoneHint = filters.range ? `In ${zone}` : undefined;
  return (
    <>
      <div className="field field--range">
        <label htmlFor={`${id}-range`}>Created</label>
        <select
          id={`${id}-range`}
          data-filter="range"
          value={filters.range}
          aria-invalid={errors.range ? true : undefined}
          aria-describedby={describedBy(`${id}-range-note`, errors.range, zoneHint)}
          onKeyDown={submitOnEnter}
          onChange={(event) => set('range', event.target.value as TimeRange)}
        >
          <option value="">Any time</option>
          {TIME_PRESETS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
          <option value="custom">Custom range…</option>
        </select>
        <FieldNote id={`${id}-range-note`} error={errors.range} hint={zoneHint} />
      </div>
      {custom && (
        <fieldset className="time-range">
          <legend className="visually-hidden">Custom time range, in {zone}</legend>
          <TimeField
            id={`${id}-from`}
            label="From (included)"
            field="createdFrom"
            value={filters.createdFrom}
            error={errors.createdFrom}
            onChange={set}
          />
          <TimeField
            id={`${id}-to`}
            label="Until (not included)"
            field="createdTo"
            value={filters.createdTo}
            error={errors.createdTo}
            onChange={set}
          />
        </fieldset>
      )}
    </>
  );
}

interface TimeFieldProps {
  id: string;
  label: string;
  field: 'createdFrom' | 'createdTo';
  value: string;
  error: string | undefined;
  onChange: (field: 'createdFrom' | 'createdTo', value: string) => void;
}

function TimeField({ id, label, field, value, error, onChange }: TimeFieldProps) {
  return (
    <div className="field field--time">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        data-filter={field}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={TYPED_TIME_EXAMPLE}
        title="Year-month-day and 24-hour time, in the zone shown under Created"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-note`, error)}
        onChange={(event) => onChange(field, event.target.value)}
      />
      <FieldNote id={`${id}-note`} error={error} />
    </div>
  );
}
