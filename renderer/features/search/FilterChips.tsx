import { filterChips } from './filter-chips';
import type { ChipField } from './filter-chips';
import type { SearchDraft } from './search-draft';

interface FilterChipsProps {
  draft: SearchDraft;
  onEdit: (field: ChipField | null) => void;
}

/** The search in force as one line: each chip opens the form on its field. */
export function FilterChips({ draft, onEdit }: FilterChipsProps) {
  const chips = filterChips(draft);
  return (
    <div className="filter-chips">
      <span className="filter-chips__label" id="filter-chips-label">
        Filters
      </span>
      <ul className="filter-chips__list" aria-labelledby="filter-chips-label">
        {chips.length === 0 && <li className="filter-chips__none">None (all messages)</li>}
        {chips.map((chip) => (
          <li key={chip.field}>
            <button type="button" className="chip" title="Edit this filter" onClick={() => onEdit(chip.field)}>
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
