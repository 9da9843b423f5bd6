import { useId } from 'react';
import { submitOnEnter } from './submit-on-enter';
import { TimeRangeFields } from './TimeRangeFields';
import { MESSAGE_STATUSES } from './filters';
import type { SearchFilters } from './filters';

interface FilterFieldsProps {
  filters: SearchFilters;
  rangeError: string | undefined;
  onChange: (filters: SearchFilters) => void;
}

const DIRECTIONS = [
  ['', 'Any direction'],
  ['INBOUND', 'Inbound'],
  ['OUTBOUND', 'Outbound'],
] as const;

export function FilterFields({ filters, rangeError, onChange }: FilterFieldsProps) {
  const id = useId();
  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) => onChange({ ...filters, [key]: value });

  return (
    <>
      <div className="field field--wide">
        <label htmlFor={`${id}-query`}>Search text</label>
        <input
          id={`${id}-query`}
          data-filter="query"
          type="search"
          placeholder="Words in the message or contact name"
          value={filters.query}
          onChange={(event) => set('query', event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-direction`}>Direction</label>
        <select
          id={`${id}-direction`}
          data-filter="direction"
          value={filters.direction}
          onKeyDown={submitOnEnter}
          onChange={(event) => set('direction', event.target.value as SearchFilters['direction'])}
        >
          {DIRECTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select id={`${id}-status`} data-filter="status" value={filters.status} onKeyDown={submitOnEnter} onChange={(event) => set('status', event.target.value as SearchFilters['status'])}>
          <option value="">Any status</option>
          {MESSAGE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status.charAt(0) + status.slice(1).toLowerCase()}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-phone`}>Phone number</label>
        <input
          id={`${id}-phone`}
          data-filter="phoneNumber"
          type="tel"
          placeholder="+14155550123"
          value={filters.phoneNumber}
          onChange={(event) => set('phoneNumber', event.target.value)}
        />
      </div>
      <TimeRangeFields filters={filters} error={rangeError} onChange={onChange} />
    </>
  );
}
