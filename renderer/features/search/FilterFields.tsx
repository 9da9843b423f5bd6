import { useId } from 'react';
import type { ClipboardEvent } from 'react';
import { describedBy, FieldNote } from './FieldNote';
import { submitOnEnter } from './submit-on-enter';
import { TimeRangeFields } from './TimeRangeFields';
import { MESSAGE_STATUSES } from '../../../common/searches/filter-fields';
import type { ReadContext, SearchFilters } from './filters';
import { listSearchesProblem } from '../../../common/limits/number-list-limits';
import { describePhoneList, pastedListOnOneLine, readPhoneList } from '../numbers/phone-list';
import { readPhoneNumber } from '../numbers/phone-number';
import type { FormErrors } from './search-draft';

interface FilterFieldsProps {
  filters: SearchFilters;
  /** The form's own checks and the server's refusal, each at its field. */
  errors: FormErrors;
  context: ReadContext;
  onChange: (filters: SearchFilters) => void;
}

const DIRECTIONS = [
  ['', 'Any direction'],
  ['INBOUND', 'Inbound'],
  ['OUTBOUND', 'Outbound'],
] as const;

export function FilterFields({ filters, errors, context, onChange }: FilterFieldsProps) {
  const id = useId();
  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) => onChange({ ...filters, [key]: value });
  const list = filters.phoneNumber.trim() ? readPhoneList(filters.phoneNumber, context.phoneRegion) : null;
  const phone = list?.kind === 'single' ? readPhoneNumber(filters.phoneNumber, context.phoneRegion) : null;
  // What will be sent, before it is: the agent sees how the number, or each of a list, was read.
  const phoneHint = list?.kind === 'list' ? describePhoneList(list) : phone?.ok ? `Sent as ${phone.e164}` : undefined;
  // A list that cannot be searched says so as it is pasted, before Search is pressed.
  const listProblem =
    list?.kind === 'list'
      ? (list.problem ?? (list.numbers.length > 1 ? listSearchesProblem(list.numbers.length, context.locations ?? 1) : undefined))
      : undefined;
  const phoneError = errors.phoneNumber ?? listProblem;
  const pasteList = (event: ClipboardEvent<HTMLInputElement>) => {
    const oneLine = pastedListOnOneLine(event.clipboardData.getData('text'));
    if (oneLine === null) return;
    event.preventDefault();
    const { value, selectionStart, selectionEnd } = event.currentTarget;
    set('phoneNumber', value.slice(0, selectionStart ?? value.length) + oneLine + value.slice(selectionEnd ?? value.length));
  };
  const { country, source } = context.phoneRegion;

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
          aria-invalid={errors.query ? true : undefined}
          aria-describedby={describedBy(`${id}-query-note`, errors.query)}
          onChange={(event) => set('query', event.target.value)}
        />
        <FieldNote id={`${id}-query-note`} error={errors.query} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-direction`}>Direction</label>
        <select
          id={`${id}-direction`}
          data-filter="direction"
          value={filters.direction}
          aria-invalid={errors.direction ? true : undefined}
          aria-describedby={describedBy(`${id}-direction-note`, errors.direction)}
          onKeyDown={submitOnEnter}
          onChange={(event) => set('direction', event.target.value as SearchFilters['direction'])}
        >
          {DIRECTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <FieldNote id={`${id}-direction-note`} error={errors.direction} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-status`}>Status</label>
        <select
          id={`${id}-status`}
          data-filter="status"
          value={filters.status}
          aria-invalid={errors.status ? true : undefined}
          aria-describedby={describedBy(`${id}-status-note`, errors.status)}
          onKeyDown={submitOnEnter}
          onChange={(event) => set('status', event.target.value as SearchFilters['status'])}
        >
          <option value="">Any status</option>
          {MESSAGE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status.charAt(0) + status.slice(1).toLowerCase()}
            </option>
          ))}
        </select>
        <FieldNote id={`${id}-status-note`} error={errors.status} />
      </div>
      <div className={`field field--phone${list?.kind === 'list' ? ' field--phone-list' : ''}`}>
        <label htmlFor={`${id}-phone`}>Phone number</label>
        <input
          id={`${id}-phone`}
          data-filter="phoneNumber"
          type="tel"
          placeholder="(512) 555-0148, or paste a list"
          title={`Numbers without a country code are read as ${country} numbers (${source}). Paste a list (a column, or separated by commas) to search each number.`}
          value={filters.phoneNumber}
          aria-invalid={phoneError ? true : undefined}
          aria-describedby={describedBy(`${id}-phone-note`, phoneError, phoneHint)}
          onChange={(event) => set('phoneNumber', event.target.value)}
          onPaste={pasteList}
        />
        <FieldNote id={`${id}-phone-note`} error={phoneError} hint={phoneHint} />
      </div>
      <TimeRangeFields filters={filters} errors={errors} zone={context.zone} onChange={onChange} />
    </>
  );
}
