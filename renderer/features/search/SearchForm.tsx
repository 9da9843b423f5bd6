import { useState } from 'react';
import type { FormEvent } from 'react';
import { FilterFields } from './FilterFields';
import { PageSizeField } from './PageSizeField';
import { RawBodyEditor } from './RawBodyEditor';
import { emptyFilters } from './filters';
import { checkDraft } from './search-request';
import type { SearchDraft, SubmittedSearch } from './search-request';
import './search.css';

interface SearchFormProps {
  maxPageSize: number;
  /** False when there is nothing to search (no location, token missing). */
  canSearch: boolean;
  onSearch: (search: SubmittedSearch) => void;
}

const initialDraft: SearchDraft = { filters: emptyFilters, rawBody: '', pageSize: '0' };

/**
 * Searching is explicit (Search or Enter): typing alone never sends a request, and the form says
 * when what it shows is not what the results were searched with. Clear filters searches at once,
 * so an emptied form never sits above results that are still filtered.
 */
export function SearchForm({ maxPageSize, canSearch, onSearch }: SearchFormProps) {
  const [draft, setDraftState] = useState<SearchDraft>(initialDraft);
  const [pending, setPending] = useState(false);
  const check = checkDraft(draft, maxPageSize);
  const setDraft = (next: SearchDraft) => {
    setDraftState(next);
    setPending(true);
  };

  const searchWith = (next: SearchDraft) => {
    const checked = checkDraft(next, maxPageSize);
    if (!checked.ok || !canSearch) return;
    onSearch(checked.search);
    setPending(false);
  };
  const submit = () => searchWith(draft);
  const clear = () => {
    const cleared = { ...initialDraft, pageSize: draft.pageSize };
    setDraftState(cleared);
    searchWith(cleared);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form className="search-form" role="search" aria-label="Search messages" onSubmit={onSubmit} noValidate>
      <div className="search-form__fields">
        <FilterFields filters={draft.filters} onChange={(filters) => setDraft({ ...draft, filters })} />
        <PageSizeField
          value={draft.pageSize}
          maxPageSize={maxPageSize}
          error={check.ok ? undefined : check.pageSizeError}
          onChange={(pageSize) => setDraft({ ...draft, pageSize })}
        />
        <div className="search-form__actions">
          <button type="submit" className="button button--primary" disabled={!check.ok || !canSearch}>
            Search
          </button>
          <button type="button" className="button" onClick={clear}>
            Clear filters
          </button>
          {pending && check.ok && (
            <span className="search-form__pending" role="status">
              Not applied yet: press Search
            </span>
          )}
        </div>
      </div>
      <RawBodyEditor
        value={draft.rawBody}
        error={check.ok ? undefined : check.rawBodyError}
        onChange={(rawBody) => setDraft({ ...draft, rawBody })}
        onSubmit={submit}
      />
    </form>
  );
}
