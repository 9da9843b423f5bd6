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

/** Searching is explicit (Search or Enter): typing alone never sends a request. */
export function SearchForm({ maxPageSize, canSearch, onSearch }: SearchFormProps) {
  const [draft, setDraft] = useState<SearchDraft>(initialDraft);
  const check = checkDraft(draft, maxPageSize);

  const submit = () => {
    if (check.ok && canSearch) onSearch(check.search);
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
          <button type="button" className="button" onClick={() => setDraft({ ...initialDraft, pageSize: draft.pageSize })}>
            Clear filters
          </button>
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
