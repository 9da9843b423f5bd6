import { filterChips } from './filter-chips';
import type { AppliedBody } from './filter-chips';
import type { ChipField } from './search-draft';
import type { SearchDraft } from './search-draft';

interface FilterChipsProps {
  draft: SearchDraft;
  applied: AppliedBody;
  /** The field the server refused, marked on its chip. */
  invalid: ChipField | null;
  onEdit: (field: ChipField | null) => void;
}

/** The search in force as one line: each chip opens the form on its field. */
export function FilterChips({ draft, applied, invalid, onEdit }: FilterChipsProps) {
  const chips = filterChips(draft, applied);
  return (
    <div className="filter-chips">
      <span className="filter-chips__label" id="filter-chips-label">
        Filters
      </span>
      <ul className="filter-chips__list" aria-labelledby="filter-chips-label">
        {chips.length === 0 && <li className="filter-chips__none">None (all messages)</li>}
        {chips.map((chip, index) => (
          <li key={`${chip.field}-${index}`}>
            <button
              type="button"
              className={`chip${chip.field === invalid ? ' chip--invalid' : ''}`}
              title={chip.field === invalid ? 'The server refused this filter: edit it' : `${chip.text}: edit this filter`}
              onClick={() => onEdit(chip.field)}
            >
              {chip.text}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="button button--small" onClick={() => onEdit(null)}>
        Edit filters
      </button>
    </div>
  );
}
